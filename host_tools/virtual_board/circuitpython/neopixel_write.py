"""CircuitPython's `neopixel_write` for CPython tests: the one hardware call of Adafruit's
neopixel, recording the bytes into the same ws2812.WIRE as the simulated machine.bitstream."""

from digitalio import Direction
from ws2812 import WIRE


def neopixel_write(digitalinout, buf):
    if digitalinout.deinited or digitalinout.direction != Direction.OUTPUT:
        raise ValueError("neopixel_write needs a DigitalInOut set to OUTPUT")
    WIRE.record(digitalinout.pin.gpio, buf)
