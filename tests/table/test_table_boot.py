"""Boot through the simulated board: the lamp test lights every LED white within the
current limit, frames in play never pass the limit, and a bad config shows the LED error
pattern and logs each bad field by name."""

import engines
from support import table_config, table_fakes
from support.table_rig import CONFIRM, Rig, fast_config
from table import palette


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


def _error_pattern(colours):
    """Alternate LEDs red and dark, both halves seen as the pattern blinks."""
    reds = [i for i in range(len(colours)) if colours[i][0] > 0 and colours[i][1:] == (0, 0)]
    darks = [i for i in range(len(colours)) if colours[i] == (0, 0, 0)]
    return len(reds) + len(darks) == len(colours) and reds and darks


def _check_bad(rig, fields):
    logged = [event["field"] for event in rig.events("config_error")]
    for field in fields:
        assert field in logged, (field, logged)
    first = rig.colours()
    assert _error_pattern(first), first[:8]
    rig.run(250)
    second = rig.colours()
    assert _error_pattern(second) and second != first  # it blinks
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
    assert _error_pattern(rig.colours())


def test_a_bad_pixel_pin_still_logs_and_shows_the_pattern_on_the_default_pin():
    rig = _bad_boot(NEOPIXEL_PIN=25)
    assert rig.events("config_error")[0]["field"] == "NEOPIXEL_PIN"
    import ws2812

    shown = ws2812.decode(rig.machine.WIRE.last(16), "GRB")
    assert _error_pattern(shown)
