"""Drawing into a frame: a bytearray of R, G, B per LED in chain order (hal Pixels.frame).

Every helper here writes bytes in place and allocates nothing, so the steady-state render
can call them between frames with the heap locked.
"""

from hal.clock import ticks_diff


def put(frame, led, colour):
    """Set one LED to a packed 0xRRGGBB colour; a negative LED index means "not fitted"."""
    if led < 0:
        return
    i = led * 3
    frame[i] = (colour >> 16) & 0xFF
    frame[i + 1] = (colour >> 8) & 0xFF
    frame[i + 2] = colour & 0xFF


def blink(now_ms, period_ms):
    """True during the first half of each period: the on phase of a blink."""
    return (now_ms % period_ms) * 2 < period_ms


def phase(now_ms, period_ms, count):
    """Which of `count` steps an animation cycling every period_ms shows at now_ms."""
    return (now_ms // period_ms) % count


def elapsed(now_ms, since_ms):
    """Milliseconds from since_ms to now_ms on the wrapping tick counter."""
    return ticks_diff(now_ms, since_ms)


class Leds:
    """The LED map from the config, as tuples of chain indices (config.py documents each)."""

    def __init__(self, config):
        self.count = config.LED_COUNT
        self.spaces = tuple(config.SPACE_LEDS)
        self.owners = tuple(config.OWNER_LEDS)
        self.months = tuple(config.MONTH_LEDS)
        self.pips = tuple(config.PIP_LEDS)
        self.die = config.DIE_LED
        self.seats = tuple(config.SEAT_LEDS)


# The d6 pip display: PIP_LEDS lists the 7 pips as top-left, top-right, middle-left,
# centre, middle-right, bottom-left, bottom-right; a face lights these positions.
PIP_FACES = (
    (),
    (3,),
    (0, 6),
    (0, 3, 6),
    (0, 1, 5, 6),
    (0, 1, 3, 5, 6),
    (0, 1, 2, 4, 5, 6),
)


def pips(frame, leds, face, colour):
    """Show a d6 face (1..6) on the pip LEDs; 0 shows none."""
    for led in leds.pips:
        put(frame, led, 0)
    if 1 <= face <= 6:
        for position in PIP_FACES[face]:
            put(frame, leds.pips[position], colour)
