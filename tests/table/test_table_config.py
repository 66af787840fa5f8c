"""The config is validated field by field: every problem names the field a maker must fix."""

from support import table_config
from support.expect import raises
from table import config_check

BOARD = table_config.BOARD
SHIPPED = table_config.make()  # the maps' entries come from the shipped (routed) LED map


def _fields(errors):
    return [field for field, _ in errors]


def _check(**overrides):
    return config_check.check(table_config.make(**overrides), BOARD)


def _check_config(config):
    return config_check.check(config, BOARD)


def test_the_shipped_config_is_valid():
    assert config_check.check(table_config.make(), BOARD) == []


def test_the_shipped_config_maps_the_tycoon_engines_board():
    assert config_check.tycoon_board() == BOARD
    assert config_check.check(table_config.make()) == []


def test_every_message_starts_with_its_field():
    errors = _check(BRIGHTNESS=300, NEOPIXEL_PIN=40, LED_COUNT=0)
    assert errors
    for field, message in errors:
        assert message.startswith(field + ": "), message


def test_brightness_out_of_range_names_brightness():
    assert _fields(_check(BRIGHTNESS=0)) == ["BRIGHTNESS"]
    assert _fields(_check(BRIGHTNESS=256)) == ["BRIGHTNESS"]
    assert "out of range" in _check(BRIGHTNESS=256)[0][1]


def test_a_missing_field_is_named():
    errors = _check(WATCHDOG_MS=table_config.DELETE)
    assert errors == [("WATCHDOG_MS", "WATCHDOG_MS: missing")]


def test_a_map_whose_length_does_not_match_the_board_names_the_map():
    errors = _check(SPACE_LEDS=SHIPPED.SPACE_LEDS[:60])
    assert _fields(errors) == ["SPACE_LEDS"]
    assert "63" in errors[0][1] and "60" in errors[0][1]


def test_month_and_owner_maps_must_cover_the_board():
    assert _fields(_check(MONTH_LEDS=(91, 92))) == ["MONTH_LEDS"]
    assert _fields(_check(OWNER_LEDS=SHIPPED.OWNER_LEDS[:27])) == ["OWNER_LEDS"]


def test_an_led_index_out_of_range_names_the_entry():
    spaces = list(SHIPPED.SPACE_LEDS)
    spaces[5] = 500
    errors = _check(SPACE_LEDS=tuple(spaces))
    assert _fields(errors) == ["SPACE_LEDS[5]"]
    assert "500" in errors[0][1] and "LED_COUNT" in errors[0][1]


def test_a_duplicate_led_index_names_both_places():
    errors = _check(DIE_LED=SHIPPED.SPACE_LEDS[3])
    assert _fields(errors) == ["DIE_LED"]
    assert "SPACE_LEDS[3]" in errors[0][1]


def test_a_duplicate_pin_names_the_seat():
    errors = _check(SEAT_BUTTONS=((2, 3), (4, 3), (6, 7), (8, 9), (10, 11), (12, 13)))
    assert _fields(errors) == ["SEAT_BUTTONS[1]"]
    assert "SEAT_BUTTONS[0]" in errors[0][1]


def test_a_button_on_the_led_pin_is_refused():
    errors = _check(SEAT_BUTTONS=((2, 16), (4, 5), (6, 7), (8, 9), (10, 11), (12, 13)))
    assert _fields(errors) == ["SEAT_BUTTONS[0]"]
    assert "NEOPIXEL_PIN" in errors[0][1]


def test_a_pin_the_pico_does_not_expose_is_refused():
    assert _fields(_check(NEOPIXEL_PIN=25)) == ["NEOPIXEL_PIN"]
    assert _fields(_check(NEOPIXEL_PIN="GP16")) == ["NEOPIXEL_PIN"]


def test_seat_leds_must_match_the_seats():
    errors = _check(SEAT_BUTTONS=((2, 3), (4, 5)), SEAT_LEDS=(116, 117, 118))
    assert _fields(errors) == ["SEAT_LEDS"]


def test_more_than_six_seats_is_refused():
    seats = ((2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12, 13), (14, 15))
    assert "SEAT_BUTTONS" in _fields(_check(SEAT_BUTTONS=seats))


def test_colour_order_must_be_a_permutation_of_rgb():
    assert _fields(_check(COLOUR_ORDER="RGBW")) == ["COLOUR_ORDER"]


def test_current_limit_must_leave_room_above_the_idle_draw():
    errors = _check(CURRENT_LIMIT_MA=100)
    assert _fields(errors) == ["CURRENT_LIMIT_MA"]
    assert "122" in errors[0][1]


def test_watchdog_is_off_or_within_the_rp2_range():
    assert _check(WATCHDOG_MS=0) == []
    assert _fields(_check(WATCHDOG_MS=9000)) == ["WATCHDOG_MS"]
    assert _fields(_check(WATCHDOG_MS=200)) == ["WATCHDOG_MS"]


def test_save_folder_must_be_absolute():
    assert _fields(_check(SAVE_FOLDER="saves")) == ["SAVE_FOLDER"]


def test_a_bool_is_not_a_number():
    assert _fields(_check(BRIGHTNESS=True)) == ["BRIGHTNESS"]


def test_validate_raises_config_error_naming_the_first_field():
    err = raises(
        config_check.ConfigError,
        config_check.validate,
        table_config.make(BRIGHTNESS=0, DIE_LED=3),
        BOARD,
    )
    assert err.field == "BRIGHTNESS"
    assert "1 more" in str(err)


def test_a_chain_whose_full_white_the_led_driver_cannot_reckon_with_names_ma_per_channel():
    from hal.pixels import MAX_WHITE_MA

    most = MAX_WHITE_MA // (3 * 1000)  # mA a channel that 1000 LEDs can take
    limit = 1400  # 1000 LEDs idle at 1000 mA
    assert _check(LED_COUNT=1000, MA_PER_CHANNEL=most, CURRENT_LIMIT_MA=limit) == []
    errors = _check(LED_COUNT=1000, MA_PER_CHANNEL=most + 1, CURRENT_LIMIT_MA=limit)
    assert _fields(errors) == ["MA_PER_CHANNEL"]
    assert "1000" in errors[0][1]


def test_every_chain_the_checker_accepts_the_led_driver_takes():
    from hal.pixels import MAX_LIMIT_MA, ORDERS, Pixels
    from support import sim

    sim.in_place()
    chain = ("LED_COUNT", "MA_PER_CHANNEL", "IDLE_MA_PER_LED", "CURRENT_LIMIT_MA", "BRIGHTNESS")
    taken = 0
    for count in (1, 122, 1000):
        for channel in (1, 20, 87, 88, 100):
            for idle in (0, 10):
                for limit in (1, 20000, MAX_LIMIT_MA + 1):
                    config = table_config.make(
                        LED_COUNT=count,
                        MA_PER_CHANNEL=channel,
                        IDLE_MA_PER_LED=idle,
                        CURRENT_LIMIT_MA=limit,
                        COLOUR_ORDER=ORDERS[count % len(ORDERS)],
                    )
                    if [f for f in _fields(_check_config(config)) if f in chain]:
                        continue
                    Pixels(
                        config.NEOPIXEL_PIN,
                        count,
                        order=config.COLOUR_ORDER,
                        brightness=config.BRIGHTNESS,
                        limit_ma=limit,
                        ma_per_channel=channel,
                        idle_ma_per_led=idle,
                    )
                    taken += 1
    assert taken > 10


def test_a_nested_save_folder_is_accepted():
    assert _check(SAVE_FOLDER="/saves/midway") == []
    assert _check(SAVE_FOLDER="/saves/midway/") == []


def test_a_save_folder_with_an_empty_dot_or_control_name_is_refused():
    for folder in ("/", "//", "/a//b", "/a/./b", "/a/..", "/mid\nway", "/a\\b", "\\midway"):
        assert _fields(_check(SAVE_FOLDER=folder)) == ["SAVE_FOLDER"], folder


def test_a_save_folder_name_longer_than_littlefs_takes_is_refused_naming_the_field():
    longest = "x" * config_check.NAME_MAX  # 255 bytes: the rp2 port's LittleFS name_max
    assert _check(SAVE_FOLDER="/" + longest) == []
    assert _check(SAVE_FOLDER="/saves/" + longest + "/table1") == []
    for folder in ("/" + longest + "x", "/saves/" + "\u00e9" * 128):  # 256 bytes, in UTF-8
        errors = _check(SAVE_FOLDER=folder)
        assert _fields(errors) == ["SAVE_FOLDER"], folder
        assert "256 bytes" in errors[0][1] and "255" in errors[0][1], errors


def test_a_config_that_does_not_import_is_one_problem_naming_the_file_and_line():
    from support.config_errors import config_file, remove_config_file

    for name, text, line, kind in (
        ("cfg_bad_syntax", "LED_COUNT = 122\nBRIGHTNESS = (\nX = 1\n", None, "SyntaxError"),
        ("cfg_bad_name", "LED_COUNT = 122\n\nNEOPIXEL_PIN = GP16\n", 3, "NameError"),
        ("cfg_bad_value", "LED_COUNT = 122\nBRIGHTNESS = 1 // 0\n", 2, "ZeroDivisionError"),
    ):
        config = config_check.load(config_file(name, text))
        remove_config_file(name)
        errors = config_check.check(config, BOARD)
        assert _fields(errors) == [name + ".py"], errors
        message = errors[0][1]
        assert message.startswith(name + ".py: line "), message
        if line is not None:  # a syntax error's line is where the parser gave up
            assert message.startswith("%s.py: line %d: " % (name, line)), message
        assert kind in message, message


def test_a_config_that_is_not_there_is_named():
    errors = config_check.check(config_check.load("cfg_not_there"), BOARD)
    assert _fields(errors) == ["cfg_not_there.py"]
    assert "cfg_not_there" in errors[0][1]


def test_a_config_that_imports_is_the_module_itself():
    import config

    assert config_check.load("config") is config


def test_a_map_with_many_bad_entries_is_one_problem_counting_the_rest():
    errors = _check(LED_COUNT=20)  # every LED past 19 is off the chain
    off = [i for i, led in enumerate(SHIPPED.SPACE_LEDS) if led >= 20]
    owners = [i for i, led in enumerate(SHIPPED.OWNER_LEDS) if led >= 20]
    assert _fields(errors) == [
        "SPACE_LEDS[%d]" % off[0],
        "OWNER_LEDS[%d]" % owners[0],
        "MONTH_LEDS[0]",
        "PIP_LEDS[0]",
        "SEAT_LEDS[0]",
        "DIE_LED",
    ]
    assert errors[0][1].endswith("(and %d more in SPACE_LEDS)" % (len(off) - 1))
