"""Buttons, polled: debounced press and release, long press and double press, driven by
tick(now_ms) so a test steps a virtual clock instead of waiting (after Peter Hinch's
primitives/pushbutton.py: timings as class attributes, logical state pin() ^ sense).

Debounce is a lockout: an edge is reported at once, then the pin is not looked at again for
debounce_ms, so contact bounce inside that window cannot make a second event. PRESS comes the
moment a press is seen (never held back to wait for a double press); DOUBLE follows the PRESS
of a second press that comes within double_ms of the first; LONG comes once, while the button
is still held, long_press_ms after its PRESS; RELEASE when it is let go.

`Buttons`, the table's bank, keeps every button's state in a byte array and an int array,
one object for the whole bank: an object per button costs its attribute table on the heap
(about 0.5 KB a button on the 64-bit VM), twelve of them more than the arrays of all.
`Button` is a bank of one.

On CircuitPython the pins are read through its `keypad` module, which scans them in the
background (so a press between two polls is not missed) and reports each key's changes; the
bank keeps its own debounce and timings on top, the same on every board.
"""

from array import array

from compat import const
from hal.clock import ticks_diff

PRESS = const(1)
RELEASE = const(2)
LONG = const(3)
DOUBLE = const(4)

_MOST_PER_TICK = const(2)  # PRESS then DOUBLE

# Each button's flags, one byte
_PRESSED = const(1)  # the debounced level: held down
_SETTLING = const(2)  # inside the debounce window after the last accepted edge
_LONG_SENT = const(4)  # this press has had its LONG (or began before boot)
_DOUBLE_ARMED = const(8)  # the last press may be the first of a double

# Each button's times, three ints in one array: ticks are under 2**30, so they are small
# ints on the Pico and reading them allocates nothing.
_EDGE = const(0)  # when the last accepted edge happened
_PRESSED_AT = const(1)  # when the current press began
_LAST_PRESS = const(2)  # when the previous press began, for DOUBLE
_TIMES = const(3)


class Buttons:
    """A bank of buttons; a button's id is its index in `pin_numbers`.

    poll(now_ms) ticks them all and returns how many events happened; they are in `events` as
    (button id, kind) byte pairs, in button order, valid until the next poll. poll allocates
    nothing: the table calls it in its steady-state loop."""

    debounce_ms = 20
    long_press_ms = 700
    double_ms = 300

    def __init__(self, pin_numbers, active_low=True):
        from hal import boards

        count = len(pin_numbers)
        if boards.on_circuitpython():
            from hal import circuitpython

            self._pins = circuitpython.keys(pin_numbers, active_low)  # type: list  # or Pins
            self._sense = 0  # a key reads 1 while held, whichever way it is wired
        else:
            from machine import Pin

            # Active-low buttons switch to ground against the internal pull-up; active-high
            # ones switch to 3V3, so the internal pull-down keeps an open button low.
            pull = Pin.PULL_UP if active_low else Pin.PULL_DOWN
            self._pins = [Pin(number, Pin.IN, pull) for number in pin_numbers]
            self._sense = 1 if active_low else 0
        self._flags = bytearray(count)
        self._times = array("i", bytes(4 * _TIMES * count))
        for i in range(count):
            if self._pins[i]() ^ self._sense:
                # held at boot: not a press, nor a long one; its events start at RELEASE
                self._flags[i] = _PRESSED | _LONG_SENT
        self.count = count
        self.events = bytearray(2 * _MOST_PER_TICK * count)

    def poll(self, now_ms):
        events = self.events
        flags = self._flags
        pins = self._pins
        count = 0
        for index in range(self.count):
            state = flags[index]
            if not state & _SETTLING:
                level = pins[index]() ^ self._sense
                if level == state & _PRESSED and (not level or state & _LONG_SENT):
                    continue  # the common case: nothing new, nothing to time
            happened = self._tick(index, now_ms)
            while happened:
                events[2 * count] = index
                events[2 * count + 1] = happened & 0xFF
                count += 1
                happened >>= 8
        return count

    def pressed(self, index):
        """True while button `index` is held down (debounced)."""
        return bool(self._flags[index] & _PRESSED)

    def _tick(self, i, now_ms):
        """Advance button i to `now_ms`; returns its events packed one per byte, first event in
        the lowest byte (PRESS | DOUBLE << 8, say), or 0 if nothing happened."""
        flags = self._flags[i]
        times = self._times
        at = i * _TIMES
        if flags & _SETTLING:
            if ticks_diff(now_ms, times[at + _EDGE]) < self.debounce_ms:
                return self._held(i, now_ms) if flags & _PRESSED else 0
            flags &= ~_SETTLING
            self._flags[i] = flags
        level = self._pins[i]() ^ self._sense
        if level == flags & _PRESSED:
            return self._held(i, now_ms) if level else 0
        times[at + _EDGE] = now_ms
        if not level:
            self._flags[i] = (flags & ~_PRESSED) | _SETTLING
            return RELEASE
        times[at + _PRESSED_AT] = now_ms
        flags = (flags | _PRESSED | _SETTLING) & ~_LONG_SENT
        since = ticks_diff(now_ms, times[at + _LAST_PRESS])
        if flags & _DOUBLE_ARMED and 0 <= since <= self.double_ms:
            self._flags[i] = flags & ~_DOUBLE_ARMED  # a third press starts a new pair
            return PRESS | DOUBLE << 8
        self._flags[i] = flags | _DOUBLE_ARMED
        times[at + _LAST_PRESS] = now_ms
        return PRESS

    def _held(self, i, now_ms):
        """LONG once button i has been held long_press_ms since its PRESS, else 0."""
        flags = self._flags[i]
        if flags & _LONG_SENT:
            return 0
        if ticks_diff(now_ms, self._times[i * _TIMES + _PRESSED_AT]) < self.long_press_ms:
            return 0
        self._flags[i] = flags | _LONG_SENT
        return LONG


class Button(Buttons):
    """One button on its own: a bank of one, ticked directly (timings as the bank's)."""

    def __init__(self, pin_number, active_low=True):
        Buttons.__init__(self, (pin_number,), active_low)

    def tick(self, now_ms):
        """Advance to `now_ms`; returns this tick's events packed one per byte, first event in
        the lowest byte (PRESS | DOUBLE << 8, say), or 0 if nothing happened."""
        return self._tick(0, now_ms)

    @property
    def pressed(self):  # a bank of one: no index
        """1 while the button is held down (debounced), else 0."""
        return self._flags[0] & _PRESSED
