"""Buttons, polled: debounced press and release, long press and double press, driven by
tick(now_ms) so a test steps a virtual clock instead of waiting (after Peter Hinch's
primitives/pushbutton.py: timings as class attributes, logical state pin() ^ sense).

Debounce is a lockout: an edge is reported at once, then the pin is not looked at again for
debounce_ms, so contact bounce inside that window cannot make a second event. PRESS comes the
moment a press is seen (never held back to wait for a double press); DOUBLE follows the PRESS
of a second press that comes within double_ms of the first; LONG comes once, while the button
is still held, long_press_ms after its PRESS; RELEASE when it is let go.

`Buttons`, the table's bank, keeps every button's state in a few byte and int arrays, one
object for the whole bank: a Button instance per pin costs its attribute table on the heap
(about 0.8 KB a button on the 64-bit VM), twelve of them more than the arrays of all.
"""

from array import array

from compat import const
from hal.clock import ticks_diff

PRESS = const(1)
RELEASE = const(2)
LONG = const(3)
DOUBLE = const(4)

_MOST_PER_TICK = const(2)  # PRESS then DOUBLE

# The bank's per-button flags, one byte each
_PRESSED = const(1)  # the debounced level: held down
_SETTLING = const(2)  # inside the debounce window after the last accepted edge
_LONG_SENT = const(4)  # this press has had its LONG (or began before boot)
_DOUBLE_ARMED = const(8)  # the last press may be the first of a double

# The bank's per-button times, three ints each in one array: ticks are under 2**30, so
# they are small ints on the Pico and reading them allocates nothing.
_EDGE = const(0)  # when the last accepted edge happened
_PRESSED_AT = const(1)  # when the current press began
_LAST_PRESS = const(2)  # when the previous press began, for DOUBLE
_TIMES = const(3)


def _pin(pin_number, active_low):
    from machine import Pin

    # Active-low buttons switch to ground against the internal pull-up; active-high ones
    # switch to 3V3, so the internal pull-down keeps an open button low.
    return Pin(pin_number, Pin.IN, Pin.PULL_UP if active_low else Pin.PULL_DOWN)


class Button:
    """One button on its own (the bank below does the same for many, in arrays)."""

    debounce_ms = 20
    long_press_ms = 700
    double_ms = 300

    def __init__(self, pin_number, active_low=True):
        self._pin = _pin(pin_number, active_low)
        self._sense = 1 if active_low else 0
        # A button held at boot is not a press, nor a long one: its events start with the
        # RELEASE when it is let go.
        self.pressed = self._pin() ^ self._sense
        self._edge_ms = 0  # when the last accepted edge happened
        self._settling = False  # inside the debounce window after that edge
        self._pressed_ms = 0  # when the current press began
        self._long_sent = bool(self.pressed)
        self._last_press_ms = 0  # when the previous press began, for DOUBLE
        self._double_armed = False

    def tick(self, now_ms):
        """Advance to `now_ms`; returns this tick's events packed one per byte, first event in
        the lowest byte (PRESS | DOUBLE << 8, say), or 0 if nothing happened."""
        if self._settling:
            if ticks_diff(now_ms, self._edge_ms) < self.debounce_ms:
                return self._held(now_ms) if self.pressed else 0
            self._settling = False
        level = self._pin() ^ self._sense
        if level == self.pressed:
            return self._held(now_ms) if level else 0
        self.pressed = level
        self._edge_ms = now_ms
        self._settling = True
        if not level:
            return RELEASE
        self._pressed_ms = now_ms
        self._long_sent = False
        if self._double_armed and 0 <= ticks_diff(now_ms, self._last_press_ms) <= self.double_ms:
            self._double_armed = False  # a third press starts a new pair
            return PRESS | DOUBLE << 8
        self._double_armed = True
        self._last_press_ms = now_ms
        return PRESS

    def _held(self, now_ms):
        if not self._long_sent and ticks_diff(now_ms, self._pressed_ms) >= self.long_press_ms:
            self._long_sent = True
            return LONG
        return 0


class Buttons:
    """A bank of buttons; a button's id is its index in `pin_numbers`.

    poll(now_ms) ticks them all and returns how many events happened; they are in `events` as
    (button id, kind) byte pairs, in button order, valid until the next poll. poll allocates
    nothing: the table calls it in its steady-state loop. Each button behaves exactly as a
    Button would; the timings are class attributes here too."""

    debounce_ms = Button.debounce_ms
    long_press_ms = Button.long_press_ms
    double_ms = Button.double_ms

    def __init__(self, pin_numbers, active_low=True):
        count = len(pin_numbers)
        self._pins = [_pin(number, active_low) for number in pin_numbers]
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
        sense = self._sense
        count = 0
        for index in range(self.count):
            state = flags[index]
            if state & _SETTLING and self._settling(index, now_ms):
                happened = self._held(index, now_ms) if state & _PRESSED else 0
            else:
                level = pins[index]() ^ sense
                if level != state & _PRESSED:
                    happened = self._edge(index, level, now_ms)
                elif level and not state & _LONG_SENT:
                    happened = self._held(index, now_ms)
                else:
                    continue  # the common case: nothing new, nothing to time
            while happened:
                events[2 * count] = index
                events[2 * count + 1] = happened & 0xFF
                count += 1
                happened >>= 8
        return count

    def _settling(self, i, now_ms):
        """True while button i is inside the debounce window of its last edge (its pin is
        not read then); once out, its flag is cleared."""
        if ticks_diff(now_ms, self._times[i * _TIMES + _EDGE]) < self.debounce_ms:
            return True
        self._flags[i] &= ~_SETTLING
        return False

    def _edge(self, i, level, now_ms):
        """Button i's debounced level changed to `level`: its event(s), packed."""
        flags = self._flags[i]
        times = self._times
        at = i * _TIMES
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

    def pressed(self, index):
        """True while button `index` is held down (debounced)."""
        return bool(self._flags[index] & _PRESSED)
