"""The taking back on the seat LEDs (docs/table.md, "Taking back"), drawn over the game's
frame: while the deciding seat may take back, its LED winks white once every two seconds;
an action taken back lights it white a moment, a take-back refused blinks it red. Drawing
allocates nothing."""

from compat import const
from hal.clock import ticks_add
from table.leds import frame, palette

_WINK_EVERY_MS = const(2000)  # the wink of a seat that may take back, this often
_WINK_MS = const(200)  # and this long, at the end of each period
_ANSWER_MS = const(800)  # an answer to a take-back shows this long
_REFUSED_BLINK_MS = const(200)  # a refusal blinks red this fast


class Cue:
    """The seat LED that may take back now, and the answer to the latest take-back."""

    def __init__(self):
        self.led = -1  # the deciding seat's LED, while it may take back; -1: none
        self.since = 0
        self.answer_led = -1  # the seat LED answering a take-back, until answer_until
        self.answer_until = 0
        self.taken = False  # the answer: taken back (white), or refused (red blinks)

    def offer(self, led, now):
        """`led` (a seat LED, -1: none) may take back from `now` on."""
        self.led = led
        self.since = now

    def answer(self, led, taken, now):
        """A take-back at the seat of `led` was `taken` (True) or refused (False)."""
        self.answer_led = led
        self.taken = taken
        self.answer_until = ticks_add(now, _ANSWER_MS)

    def draw(self, out, now):
        if self.led >= 0:
            at = frame.elapsed(now, self.since) % _WINK_EVERY_MS
            if at >= _WINK_EVERY_MS - _WINK_MS:
                frame.put(out, self.led, palette.WHITE)
        led = self.answer_led
        if led < 0:
            return
        left = frame.elapsed(self.answer_until, now)
        if left <= 0:
            self.answer_led = -1
        elif self.taken:
            frame.put(out, led, palette.WHITE)
        else:
            frame.put(out, led, palette.RED if frame.blink(left, _REFUSED_BLINK_MS) else 0)
