"""The LED chain: a frame the table draws into, shown with brightness and a current limit.

`frame` holds R, G, B per LED in chain order. show() scales it by the brightness and, if the
estimated current would pass limit_ma, by a further factor that brings it under (as FastLED's
power limiting does), puts the bytes in the chain's wire order and makes exactly one hardware
call. It allocates nothing and uses integers only: the table calls it every frame.

Current estimate (mA) of a frame:  idle_ma_per_led * count + sum(channel values) / 255 *
ma_per_channel. Backends: MicroPython's neopixel (rp2: bytes into its buf, write() ->
machine.bitstream) or, on CircuitPython, Adafruit's neopixel (over digitalio / neopixel_write).
"""

# The limits below are this driver's facts; table/config_check.py holds a config to them, so
# a config it accepts always makes a chain.
ORDERS = ("RGB", "RBG", "GRB", "GBR", "BRG", "BGR")  # the wire orders a WS2812 chain may take
# The most current a whole chain at full white may draw by the estimate, count * 3 *
# ma_per_channel: show()'s arithmetic (mA * 255) stays a small int on the Pico up to it.
MAX_WHITE_MA = ((1 << 26) - 1) // 255
MAX_LIMIT_MA = (1 << 30) // 255 - 1  # keeps limit_ma * 255 a small int on the Pico
_BACKENDS = ("micropython", "circuitpython")  # the names `backend` may take
_ONE = 65536  # the scale that leaves a channel as it is: 16 fraction bits


def _scale_python(frame, wire, end, scale, red, green, blue):
    """wire[i + red/green/blue] = frame channel * scale >> 16 for each LED; returns the sum of
    the bytes written. (The viper twin in hal/pixels_viper.py does the same on MicroPython.)"""
    total = 0
    for i in range(0, end, 3):
        r = (frame[i] * scale) >> 16
        g = (frame[i + 1] * scale) >> 16
        b = (frame[i + 2] * scale) >> 16
        wire[i + red] = r
        wire[i + green] = g
        wire[i + blue] = b
        total += r + g + b
    return total


def _sum_python(frame, end):
    return sum(frame)


try:
    from hal.pixels_viper import scale_viper as _scale
    from hal.pixels_viper import sum_viper as _sum
except (ImportError, SyntaxError, ValueError):
    # CPython; a port without the native emitter; or a .mpy built for another CPU (an
    # armv6m build loaded by the unix port: "incompatible .mpy arch").
    _scale = _scale_python
    _sum = _sum_python


def _fraction(numerator, denominator):
    """floor(numerator * 65536 / denominator) for 0 <= numerator < denominator, keeping every
    intermediate a small int on the Pico (under 2**30) while denominator < 2**26."""
    quotient = 0
    rest = numerator
    for _ in range(4):  # four hex digits of the fraction
        rest <<= 4
        digit = rest // denominator
        rest -= digit * denominator
        quotient = (quotient << 4) | digit
    return quotient


class Pixels:
    def __init__(
        self,
        pin,
        count,
        order="GRB",
        brightness=255,
        limit_ma=0,
        ma_per_channel=20,
        idle_ma_per_led=1,
        backend=None,
    ):
        if order not in ORDERS:
            raise ValueError("order %r: a WS2812 order is a permutation of RGB" % (order,))
        if count < 1:
            raise ValueError("count must be at least 1, not %r" % (count,))
        if ma_per_channel <= 0 or idle_ma_per_led < 0:
            raise ValueError("ma_per_channel must be > 0 and idle_ma_per_led >= 0")
        if count * 3 * ma_per_channel > MAX_WHITE_MA:
            raise ValueError(
                "%d LEDs at %d mA a channel: full white over %d mA"
                % (count, ma_per_channel, MAX_WHITE_MA)
            )
        # backend: the board family's backends (hal/boards.py; table/boot.py hands them in),
        # or the name of a runtime's ("micropython", "circuitpython")
        from hal import boards

        if backend is None or type(backend) is str:
            if backend is not None and backend not in _BACKENDS:
                raise ValueError("backend %r: one of %s" % (backend, ", ".join(_BACKENDS)))
            backend = boards.backends_of(backend)
        self.count = count
        self.order = order
        self.backend = backend.NAME
        self._ma_per_channel = ma_per_channel
        self.idle_ma = idle_ma_per_led * count
        self.frame = bytearray(count * 3)
        self._end = count * 3
        self._red = order.index("R")
        self._green = order.index("G")
        self._blue = order.index("B")
        self._dim = _ONE  # brightness / 255 as a 16.16 fixed-point scale
        self._budget = 0
        self.last_ma = self.idle_ma
        self.brightness = brightness
        self.limit_ma = limit_ma
        # the driver, the bytes its one hardware call sends, and that call
        self._strip, self._wire, self._send = backend.strip(pin, count, order)

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        if type(value) is not int or not 0 <= value <= 255:
            raise ValueError("brightness is an int 0..255, not %r" % (value,))
        self._brightness = value
        # Rounded up, so that (v * scale) >> 16 == v * value // 255 for every byte v.
        self._dim = (value * _ONE + 254) // 255

    @property
    def limit_ma(self):
        return self._limit_ma

    @limit_ma.setter
    def limit_ma(self, value):
        if type(value) is not int or not 0 <= value <= MAX_LIMIT_MA:
            raise ValueError("limit_ma is an int, 0 (off) to %d, not %r" % (MAX_LIMIT_MA, value))
        self._limit_ma = value
        # What the colours may draw, in mA * 255 (the 255 of the estimate, multiplied out).
        self._budget = (value - self.idle_ma) * 255

    def fill(self, r, g, b):
        frame = self.frame
        for i in range(0, self._end, 3):
            frame[i] = r
            frame[i + 1] = g
            frame[i + 2] = b

    def show(self):
        scale = self._dim
        if self._limit_ma:
            # What the frame would draw at full brightness, in mA * 255. Every product here
            # stays under 2**30, a small int on the Pico: nothing is allocated.
            wanted = _sum(self.frame, self._end) * self._ma_per_channel
            budget = self._budget
            if budget <= 0:
                scale = 0  # the idle draw alone reaches the limit: nothing left for colour
            elif wanted > budget:
                fits = _fraction(budget, wanted)  # the largest scale that stays within it
                if fits < scale:
                    scale = fits
        sent = _scale(self.frame, self._wire, self._end, scale, self._red, self._green, self._blue)
        # Rounded up, so last_ma <= limit_ma says the frame really was within the limit.
        self.last_ma = self.idle_ma + (sent * self._ma_per_channel + 254) // 255
        self._send()

    def deinit(self):
        """Leave the chain dark, as Adafruit's drivers do when a program lets the hardware go
        (App.stop, when a host tool stops the table). A later show() lights it again."""
        self.fill(0, 0, 0)
        self.show()
