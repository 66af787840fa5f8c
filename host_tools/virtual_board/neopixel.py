"""MicroPython's neopixel module for the simulated board: the same class as micropython-lib's
(one buffer in wire order, one bitstream call in write()), so the simulated machine.bitstream
receives exactly what a Pico would send.

Runs under CPython and under the MicroPython VM.
"""

from machine import bitstream


class NeoPixel:
    ORDER = (1, 0, 2, 3)  # where R, G, B, W go within an LED's bytes: GRB(W) on the wire

    def __init__(self, pin, n, bpp=3, timing=1):
        self.pin = pin
        self.n = n
        self.bpp = bpp
        self.buf = bytearray(n * bpp)
        self.pin.init(pin.OUT)
        # 1 = 800 kHz and 0 = 400 kHz WS2812 timings in ns (high 0, low 0, high 1, low 1),
        # or the caller's own 4-tuple.
        if isinstance(timing, int):
            self.timing = (400, 850, 800, 450) if timing else (800, 1700, 1600, 900)
        else:
            self.timing = timing

    def __len__(self):
        return self.n

    def __setitem__(self, i, v):
        offset = i * self.bpp
        for channel in range(self.bpp):
            self.buf[offset + self.ORDER[channel]] = v[channel]

    def __getitem__(self, i):
        offset = i * self.bpp
        return tuple(self.buf[offset + self.ORDER[channel]] for channel in range(self.bpp))

    def fill(self, v):
        buf = self.buf
        for channel in range(self.bpp):
            value = v[channel]
            for j in range(self.ORDER[channel], len(buf), self.bpp):
                buf[j] = value

    def write(self):
        bitstream(self.pin, 0, self.timing, self.buf)  # 0: the high-low encoding
