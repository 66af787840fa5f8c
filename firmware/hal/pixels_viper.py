"""hal.pixels' two loops as viper code, for MicroPython ports with the native emitter (rp2
has it): over 20 times faster than the same loops in bytecode (show() of 150 LEDs under the
unix port: about 2 us against 40), so a frame renders in far less time than the 30 us per LED
it takes on the wire. CPython cannot import this module (it has no micropython module) and
uses the twins in hal/pixels.py instead."""

import micropython


@micropython.viper
def scale_viper(frame, wire, end: int, scale: int, red: int, green: int, blue: int) -> int:
    src = ptr8(frame)  # noqa: F821 - a viper built-in
    dst = ptr8(wire)  # noqa: F821
    total = 0
    i = 0
    while i < end:
        r = (src[i] * scale) >> 16
        g = (src[i + 1] * scale) >> 16
        b = (src[i + 2] * scale) >> 16
        dst[i + red] = r
        dst[i + green] = g
        dst[i + blue] = b
        total += r + g + b
        i += 3
    return total


@micropython.viper
def sum_viper(frame, end: int) -> int:
    src = ptr8(frame)  # noqa: F821
    total = 0
    i = 0
    while i < end:
        total += src[i]
        i += 1
    return total
