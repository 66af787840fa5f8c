"""Boot through the simulated board: the lamp test lights every LED white within the
current limit, frames in play never pass the limit, and a bad config shows the LED error
pattern and logs each bad field by name."""

import engines
from support import table_config, table_fakes
from support.config_errors import (
    SHIPPED_PIN,
    config_file,
    is_error_pattern,
    pattern_shown,
    remove_config_file,
)
from support.table_rig import CONFIRM, Rig, fast_config
from table.leds import palette


def _lamp_rig(config):
    return Rig(config=config, pacing={"lamp_ms": 5000})


def test_the_lamp_test_asks_for_all_white_and_gets_the_current_limit():
    config = table_config.make()  # the shipped config: brightness 64, 400 mA
    rig = _lamp_rig(config)
    colours = rig.colours()
    assert len(colours) == config.LED_COUNT
    assert len(set(colours)) == 1  # every LED the same
    r, g, b = colours[0]
    assert r == g == b > 0  # white, its proportions kept
    assert rig.estimated_ma() <= config.CURRENT_LIMIT_MA


def test_all_white_at_full_brightness_is_scaled_under_a_tight_limit():
    config = fast_config(BRIGHTNESS=255, CURRENT_LIMIT_MA=300)
    rig = _lamp_rig(config)
    r, g, b = rig.colours()[0]
    assert r == g == b > 0
    assert rig.estimated_ma() <= 300
    assert rig.estimated_ma() > 300 * 0.9  # and not dimmer than it must be


def test_after_the_lamp_test_comes_the_game_select():
    rig = Rig(config=fast_config())
    assert rig.colour(rig.config.SEAT_LEDS[0]) == palette.named(engines.game("tycoon")["colour"])
    assert rig.last("select")["game"] == "tycoon"
    assert rig.events()[0]["ev"] == "boot"


def test_no_frame_of_a_game_passes_the_current_limit():
    config = table_config.make(BRIGHTNESS=255, CURRENT_LIMIT_MA=200)
    rig = Rig(config=config, games=table_fakes.FixtureGames(("dice_duel",)))
    rig.track_current = True
    rig.choose_game("dice_duel")
    rig.join(humans=(0,), bots=(1, 2))
    rig.play_until(lambda r: r.seen_event("over"))
    assert rig.most_channels > 0
    assert rig.estimated_ma(rig.most_channels) <= 200


def _bad_boot(**fields):
    return Rig(config=fast_config(**fields))


def _check_bad(rig, fields):
    logged = [event["field"] for event in rig.events("config_error")]
    for field in fields:
        assert field in logged, (field, logged)
    first = rig.colours()
    assert is_error_pattern(first), first[:8]
    rig.run(250)
    second = rig.colours()
    assert is_error_pattern(second) and second != first  # it blinks
    rig.press(0, CONFIRM)  # the buttons are not even set up: nothing happens
    assert not rig.seen_event("select") and not rig.seen_event("join")


def test_bad_brightness_shows_the_error_pattern_and_logs_the_field():
    _check_bad(_bad_boot(BRIGHTNESS=0), ["BRIGHTNESS"])


def test_a_short_led_map_is_named():
    _check_bad(_bad_boot(SPACE_LEDS=tuple(range(50))), ["SPACE_LEDS"])


def test_a_duplicate_button_pin_and_led_are_both_named():
    seats = ((2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12, 2))
    _check_bad(_bad_boot(SEAT_BUTTONS=seats, DIE_LED=0), ["SEAT_BUTTONS[5]", "DIE_LED"])


def test_a_bad_led_count_shows_the_pattern_on_the_first_leds():
    rig = _bad_boot(LED_COUNT=0)
    assert [e["field"] for e in rig.events("config_error")][0] == "LED_COUNT"
    assert len(rig.colours()) == 8
    assert is_error_pattern(rig.colours())


def test_a_bad_pixel_pin_still_logs_and_shows_the_pattern_on_the_default_pin():
    rig = _bad_boot(NEOPIXEL_PIN=25)
    assert rig.events("config_error")[0]["field"] == "NEOPIXEL_PIN"
    import ws2812

    shown = ws2812.decode(rig.machine.WIRE.last(16), "GRB")
    assert is_error_pattern(shown)


def _logged(rig):
    return [event["field"] for event in rig.events("config_error")]


def test_a_chain_the_led_driver_cannot_reckon_with_shows_the_pattern_naming_ma_per_channel():
    rig = _bad_boot(LED_COUNT=1000, MA_PER_CHANNEL=100, CURRENT_LIMIT_MA=2000)
    assert _logged(rig) == ["MA_PER_CHANNEL"]
    assert pattern_shown(rig, SHIPPED_PIN, count=1000)  # the whole chain: its length is fine


def test_a_long_chain_shows_the_pattern_even_where_it_idles_above_a_usb_ports_current():
    rig = _bad_boot(LED_COUNT=1000, CURRENT_LIMIT_MA=1400, BRIGHTNESS=0)
    assert _logged(rig) == ["BRIGHTNESS"]
    assert pattern_shown(rig, SHIPPED_PIN, count=1000)  # 1000 LEDs idle at 1 A: red on top


def test_a_nested_save_folder_is_made_and_the_game_saves_in_it():
    rig = Rig(
        config=fast_config(SAVE_FOLDER="/saves/midway/table1"),
        games=table_fakes.FixtureGames(("dice_duel",)),
    )
    rig.choose_game("dice_duel")
    rig.join(humans=(0,), bots=(1,))
    rig.play_until(lambda r: r.counts.get("action", 0) >= 3)
    assert not rig.seen_event("fault")
    assert [path for path in rig.fs.files if path.startswith("/saves/midway/table1/")]


def test_a_save_folder_with_a_file_in_its_way_shows_the_pattern_at_boot():
    import fakefs

    rig = Rig(config=fast_config(), fs=fakefs.FakeFlash(files={"/midway": b"notes"}))
    _check_bad(rig, ["SAVE_FOLDER"])
    assert "/midway" in rig.events("config_error")[0]["text"]


def _unimportable_boot(name, text):
    """The table booted from a config file that does not import, by name, as main.py boots."""
    try:
        rig = Rig(config=config_file(name, text))
    finally:
        remove_config_file(name)
    rig.led_pin = SHIPPED_PIN  # the rig reads the config's pin: there is none
    return rig


def test_a_config_with_an_undefined_name_shows_the_pattern_and_logs_its_line():
    rig = _unimportable_boot("cfg_boot_name", "LED_COUNT = 122\nNEOPIXEL_PIN = GP16\n")
    errors = rig.events("config_error")
    assert [e["field"] for e in errors] == ["cfg_boot_name.py"]
    assert errors[0]["text"].startswith("cfg_boot_name.py: line 2: NameError"), errors
    assert pattern_shown(rig, SHIPPED_PIN, count=8)
    assert rig.machine.VIRTUAL_CLOCK.alarm_at() is None  # no watchdog: no boot loop


def test_a_config_with_a_syntax_error_shows_the_pattern_and_logs_its_line():
    rig = _unimportable_boot("cfg_boot_syntax", "LED_COUNT = 122\nBRIGHTNESS = (64\n")
    errors = rig.events("config_error")
    assert [e["field"] for e in errors] == ["cfg_boot_syntax.py"]
    assert errors[0]["text"].startswith("cfg_boot_syntax.py: line "), errors
    assert "SyntaxError" in errors[0]["text"]
    assert pattern_shown(rig, SHIPPED_PIN, count=8)


def test_a_config_that_calls_sys_exit_is_a_bad_config_named_by_its_line():
    rig = _unimportable_boot("cfg_boot_exit", "LED_COUNT = 122\nimport sys\nsys.exit(3)\n")
    errors = rig.events("config_error")
    assert [e["field"] for e in errors] == ["cfg_boot_exit.py"]
    assert errors[0]["text"].startswith("cfg_boot_exit.py: line 3: SystemExit"), errors
    assert "sys.exit(3)" in errors[0]["text"]
    assert pattern_shown(rig, SHIPPED_PIN, count=8)


def test_a_driver_that_fails_at_boot_shows_the_error_pattern_says_why_and_keeps_the_save():
    from hal import buttons

    rig = Rig(games=table_fakes.FixtureGames(("dice_duel",)), main_loop=True)
    rig.choose_game("dice_duel")
    rig.join(humans=(0,), bots=(1,))
    rig.play_until(lambda r: r.counts.get("action", 0) >= 3)
    saved = rig.fs.read("/midway/game")
    working = buttons.Buttons

    def broken(pins, active_low=True, backends=None):
        raise OSError(19, "the pins' interrupts cannot be set up")

    buttons.Buttons = broken
    try:
        rig.forget_log()
        rig.power_cut()
    finally:
        buttons.Buttons = working
    error = rig.last("boot_error")
    assert error is not None and "could not start: OSError" in error["text"], rig.events()
    assert "pins' interrupts" in error["text"]
    assert pattern_shown(rig, SHIPPED_PIN, count=rig.config.LED_COUNT)  # the config's chain
    assert not rig.machine.watchdog_running()  # no reset into the same failure
    assert rig.fs.read("/midway/game") == saved
    rig.forget_log()
    rig.power_cut()  # the driver works again: the game resumes where it was
    assert rig.last("resume")["n"] == 3 and rig.last("boot_error") is None
