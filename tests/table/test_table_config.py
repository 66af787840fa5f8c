"""The config is validated field by field: every problem names the field a maker must fix."""

from support import table_config
from support.expect import raises
from table import config_check

BOARD = table_config.BOARD


def _fields(errors):
    return [field for field, _ in errors]


def _check(**overrides):
    return config_check.check(table_config.make(**overrides), BOARD)


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
    errors = _check(SPACE_LEDS=tuple(range(60)))
    assert _fields(errors) == ["SPACE_LEDS"]
    assert "63" in errors[0][1] and "60" in errors[0][1]


def test_month_and_owner_maps_must_cover_the_board():
    assert _fields(_check(MONTH_LEDS=(91, 92))) == ["MONTH_LEDS"]
    assert _fields(_check(OWNER_LEDS=tuple(range(63, 90)))) == ["OWNER_LEDS"]


def test_an_led_index_out_of_range_names_the_entry():
    spaces = list(range(63))
    spaces[5] = 500
    errors = _check(SPACE_LEDS=tuple(spaces))
    assert _fields(errors) == ["SPACE_LEDS[5]"]
    assert "500" in errors[0][1] and "LED_COUNT" in errors[0][1]


def test_a_duplicate_led_index_names_both_places():
    errors = _check(DIE_LED=3)
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
