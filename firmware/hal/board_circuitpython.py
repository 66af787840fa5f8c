"""The circuitpython family's facts: CircuitPython on an RP2040 board (Adafruit's Feather,
QT Py, ItsyBitsy, KB2040, or a Pico), under the names hal/board_rp2.py uses.

The chip is the rp2 family's, so its GPIO numbers are; the rest is CircuitPython's own: its
boot file, a watchdog set in whole seconds, supervisor's ticks, a .mpy format of its own (so
the board runs the sources, not `make build`), and its own modules for the hardware.
"""

from hal import board_rp2

NAME = "circuitpython"
BOOT_FILE = "code.py"
GPIOS = board_rp2.GPIOS  # every RP2040 board numbers them alike: config.py gives numbers
# The chip's I2C pins are the rp2 family's; the seat screens are not supported here
# (hal/circuitpython.py's i2c refuses them), but the facts stay alike in every family
I2C_SDA = board_rp2.I2C_SDA
I2C_SCL = board_rp2.I2C_SCL
I2C_MAX_HZ = board_rp2.I2C_MAX_HZ
LIBRARIES = ()  # micropython-lib's packages: none here (no seat screens on CircuitPython)
# The port takes whole seconds up to 8 (8.388 s of the chip, rounded down).
WATCHDOG_MAX_MS = 8000
TICKS_PERIOD = 1 << 29  # supervisor.ticks_ms() wraps here
MPY_ARCH = None  # CircuitPython's .mpy is not MicroPython's: copy firmware/'s sources
STUBS = None  # not type-checked against CircuitPython's stubs: hal's calls are few
# The hardware modules hal/'s CircuitPython backends use (digitalio and neopixel_write
# through Adafruit's neopixel); firmware/mypy.ini names them too, as having no stubs here.
HARDWARE = (
    "board",
    "digitalio",
    "keypad",
    "microcontroller",
    "neopixel_write",
    "supervisor",
    "watchdog",
)


def pin(gpio):
    """CircuitPython's pin for GPIO number `gpio`: microcontroller.pin names every GPIO on
    every RP2040 board, whatever the board's silkscreen (and `board`) calls it."""
    import microcontroller

    return getattr(microcontroller.pin, "GPIO%d" % gpio)
