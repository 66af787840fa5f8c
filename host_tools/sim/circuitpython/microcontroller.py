"""CircuitPython's `microcontroller` for CPython tests: just enough for Adafruit's neopixel and
the fake `board` (a Pin is a GPIO number with a name)."""


class Pin:
    def __init__(self, gpio):
        self.gpio = gpio

    def __repr__(self):
        return "board.GP%d" % self.gpio
