"""The seat screens' config fields: every one checked, and each problem names its field."""

from hal import boards
from support import table_config
from table import config_check

BOARD = table_config.BOARD
SIX = (0, 1, 2, 3, 4, 5)


def _check(**overrides):
    return config_check.check(table_config.make(**overrides), BOARD)


def _fields(errors):
    return [field for field, _ in errors]


def _screens(**overrides):
    fields = {"SEAT_SCREENS": SIX}
    fields.update(overrides)
    return _check(**fields)


def test_the_shipped_config_has_no_screens_and_a_table_plays_as_before():
    assert table_config.make().SEAT_SCREENS == ()
    assert _check() == []


def test_the_reference_six_screens_wiring_is_valid():
    assert _screens() == []


def test_a_config_from_before_the_screens_has_none():
    assert _check(SEAT_SCREENS=table_config.DELETE) == []


def test_without_screens_the_screen_fields_are_not_read():
    assert _check(SCREEN_SDA_PIN=2, SCREEN_I2C_HZ=5, SCREEN_ADDRESS=table_config.DELETE) == []
    assert _check(SEAT_SCREENS=(None, None), SCREEN_SDA_PIN=2) == []


def test_every_message_starts_with_its_field():
    errors = _screens(SEAT_SCREENS=(0, 9), SCREEN_I2C=2, SCREEN_I2C_HZ=5, SCREEN_ADDRESS=1)
    assert len(errors) == 4
    for field, message in errors:
        assert message.startswith(field + ": "), message


def test_seat_screens_must_be_a_tuple_of_channels_0_to_7_or_none():
    assert _fields(_screens(SEAT_SCREENS=3)) == ["SEAT_SCREENS"]
    assert _fields(_screens(SEAT_SCREENS=(0, 8))) == ["SEAT_SCREENS[1]"]
    assert _fields(_screens(SEAT_SCREENS=(0, -1))) == ["SEAT_SCREENS[1]"]
    assert _fields(_screens(SEAT_SCREENS=("0",))) == ["SEAT_SCREENS[0]"]
    assert _screens(SEAT_SCREENS=(7, None, 6)) == []
    assert _screens(SEAT_SCREENS=[0, 1]) == []


def test_two_seats_on_one_channel_name_the_second_and_the_first():
    errors = _screens(SEAT_SCREENS=(0, 1, 1))
    assert _fields(errors) == ["SEAT_SCREENS[2]"]
    assert "channel 1 is already seat 2's screen" in errors[0][1]


def test_no_more_screens_than_seats():
    errors = _screens(SEAT_SCREENS=(0, 1, 2, 3, 4, 5, 6))
    assert _fields(errors) == ["SEAT_SCREENS"]
    assert "7 entries for 6 seats" in errors[0][1]
    two_seats = ((2, 3), (4, 5))
    assert _fields(_screens(SEAT_BUTTONS=two_seats, SEAT_LEDS=(116, 117))) == ["SEAT_SCREENS"]
    assert _screens(SEAT_BUTTONS=two_seats, SEAT_LEDS=(116, 117), SEAT_SCREENS=(3,)) == []


def test_the_i2c_block_is_0_or_1():
    assert _fields(_screens(SCREEN_I2C=2)) == ["SCREEN_I2C"]
    assert _fields(_screens(SCREEN_I2C=True)) == ["SCREEN_I2C"]


def test_the_pins_must_be_the_i2c_blocks_own():
    errors = _screens(SCREEN_SDA_PIN=21, SCREEN_SCL_PIN=20)
    assert _fields(errors) == ["SCREEN_SDA_PIN", "SCREEN_SCL_PIN"]
    assert "GP21 is not I2C0's SDA pin" in errors[0][1]
    assert "GP20" in errors[0][1] and "GP28" in errors[0][1]  # the pins that would do
    # GP26/GP27 are I2C1's; on I2C1 they are right
    assert _fields(_screens(SCREEN_SDA_PIN=26, SCREEN_SCL_PIN=27)) == [
        "SCREEN_SDA_PIN",
        "SCREEN_SCL_PIN",
    ]
    assert _screens(SCREEN_I2C=1, SCREEN_SDA_PIN=26, SCREEN_SCL_PIN=27) == []
    assert _screens(SCREEN_I2C=1, SCREEN_SDA_PIN=18, SCREEN_SCL_PIN=19) == []


def test_a_pin_that_is_no_gpio_is_named():
    assert _fields(_screens(SCREEN_SDA_PIN=40)) == ["SCREEN_SDA_PIN"]
    assert _fields(_screens(SCREEN_SCL_PIN="GP21")) == ["SCREEN_SCL_PIN"]
    assert _fields(_screens(SCREEN_SCL_PIN=table_config.DELETE)) == ["SCREEN_SCL_PIN"]


def test_a_pin_may_not_be_a_buttons_or_the_led_chains():
    errors = _screens(SCREEN_SDA_PIN=4, SCREEN_SCL_PIN=5)  # seat 2's buttons, I2C0's pins
    assert _fields(errors) == ["SCREEN_SDA_PIN", "SCREEN_SCL_PIN"]
    assert "GP4 is already used by SEAT_BUTTONS[1]" in errors[0][1]
    errors = _screens(SCREEN_SDA_PIN=16, SCREEN_SCL_PIN=17)  # GP16: the LED chain
    assert _fields(errors) == ["SCREEN_SDA_PIN"]
    assert "NEOPIXEL_PIN" in errors[0][1]


def test_the_bus_clock_is_100_khz_to_1_mhz():
    assert _screens(SCREEN_I2C_HZ=100000) == []
    assert _screens(SCREEN_I2C_HZ=1000000) == []
    assert _fields(_screens(SCREEN_I2C_HZ=99999)) == ["SCREEN_I2C_HZ"]
    assert _fields(_screens(SCREEN_I2C_HZ=1000001)) == ["SCREEN_I2C_HZ"]
    assert _fields(_screens(SCREEN_I2C_HZ=400000.0)) == ["SCREEN_I2C_HZ"]


def test_the_multiplexer_address_is_0x70_to_0x77():
    assert _screens(SCREEN_MUX_ADDRESS=0x77) == []
    assert _fields(_screens(SCREEN_MUX_ADDRESS=0x78)) == ["SCREEN_MUX_ADDRESS"]
    assert _fields(_screens(SCREEN_MUX_ADDRESS=0x3C)) == ["SCREEN_MUX_ADDRESS"]
    assert _fields(_screens(SCREEN_MUX_ADDRESS=table_config.DELETE)) == ["SCREEN_MUX_ADDRESS"]


def test_no_multiplexer_drives_one_screen_only():
    assert _screens(SCREEN_MUX_ADDRESS=None, SEAT_SCREENS=(None, 0)) == []
    errors = _screens(SCREEN_MUX_ADDRESS=None)
    assert _fields(errors) == ["SCREEN_MUX_ADDRESS"]
    assert "one screen, not the 6" in errors[0][1]


def test_the_screen_address_is_0x3c_or_0x3d():
    assert _screens(SCREEN_ADDRESS=0x3D) == []
    assert _fields(_screens(SCREEN_ADDRESS=0x3E)) == ["SCREEN_ADDRESS"]
    assert _fields(_screens(SCREEN_ADDRESS=None)) == ["SCREEN_ADDRESS"]


def _as_family(facts, check):
    """check() with the config checked as on the family `facts` names; the clock and serial
    port stay the running board's (only the family's facts are read)."""
    before = boards.use(facts, boards.backends_of(), boards.handed[2])
    try:
        return check()
    finally:
        boards.use(*before)


def test_circuitpython_has_no_seat_screens_and_says_so_on_seat_screens():
    errors = _as_family("hal.board_circuitpython", _screens)
    without = _as_family("hal.board_circuitpython", _check)
    assert _fields(errors) == ["SEAT_SCREENS"]
    assert "SEAT_SCREENS = ()" in errors[0][1]
    assert without == []


def test_a_pico_2_takes_the_same_pins():
    on_i2c1 = {"SCREEN_I2C": 1, "SCREEN_SDA_PIN": 26, "SCREEN_SCL_PIN": 27}
    assert _as_family("hal.board_pico2", lambda: _screens(**on_i2c1)) == []
