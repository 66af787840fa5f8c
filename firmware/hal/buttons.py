"""Buttons, polled: debounced press and release, long press and double press, driven by
tick(now_ms) so a test steps a virtual clock instead of waiting (after Peter Hinch's
primitives/pushbutton.py: timings as class attributes, logical state pin() ^ sense).

Debounce asks for a stable contact (Jack Ganssle's "A guide to debouncing": a press or a
release counts once the contact has stayed at its new level for a time, PRESS_MSEC and
RELEASE_MSEC there): PRESS once it has stayed closed stable_press_ms, RELEASE once it has
stayed open stable_release_ms. A chattering contact starts the count again at every edge, so a
worn button that chatters for 45 ms, or for a second, is one press and one release as long as
it never lies open for stable_release_ms on the way: an extra press needs the contact to open
for that long and close again, which is a second press. The press side is short because it is
the table's latency; the release side is longer because it is what tells a bounce from a
second press (a person lets go for far longer between two presses).

The time of each edge comes from a pin interrupt on MicroPython (a hard one: it only notes the
time), so the count is exact however seldom the table polls, and a bounce between two polls
still restarts it. A change no interrupt reported (CircuitPython, whose keypad scans the pins
in the background, has none to ask for) counts from the poll that first saw it.

PRESS is never held back to wait for a double press; DOUBLE follows the PRESS of a second
press that comes within double_ms of the first; LONG comes once, while the button is still
held, long_press_ms after its PRESS; RELEASE when it is let go.

`Buttons`, the table's bank, keeps every button's state in a byte array and an int array,
one object for the whole bank: an object per button costs its attribute table on the heap
(about 0.5 KB a button on the 64-bit VM), twelve of them more than the arrays of all.
`Button` is a bank of one.
"""

from array import array

from compat import const
from hal import clock
from hal.clock import ticks_diff

PRESS = const(1)
RELEASE = const(2)
LONG = const(3)
DOUBLE = const(4)

_MOST_PER_TICK = const(2)  # PRESS then DOUBLE

# Each button's flags, one byte
_PRESSED = const(1)  # the debounced level: held down
_LEVEL = const(2)  # the contact's level as last read: closed
_LONG_SENT = const(4)  # this press has had its LONG (or began before boot)
_DOUBLE_ARMED = const(8)  # the last press may be the first of a double
_STILL = const(3)  # _PRESSED | _LEVEL: both as the contact is now, when it is closed

# Each button's times, three ints in one array: ticks are under 2**30, so they are small
# ints on the Pico and reading them allocates nothing.
_CHANGED = const(0)  # when the contact last changed level (the interrupt writes it)
_PRESSED_AT = const(1)  # when the current press began
_LAST_PRESS = const(2)  # when the previous press began, for DOUBLE
_TIMES = const(3)


class Buttons:
    """A bank of buttons; a button's id is its index in `pin_numbers`.

    poll(now_ms) ticks them all and returns how many events happened; they are in `events` as
    (button id, kind) byte pairs, in button order, valid until the next poll. poll allocates
    nothing: the table calls it in its steady-state loop."""

    stable_press_ms = 5
    stable_release_ms = 20
    long_press_ms = 700
    double_ms = 300

    def __init__(self, pin_numbers, active_low=True, backends=None):
        count = len(pin_numbers)
        self._flags = bytearray(count)
        self._times = array("i", bytes(4 * _TIMES * count))
        self._polled = clock.ticks_ms()  # the last poll: an edge timed before it went unseen
        # backends: the board family's (hal/boards.py; table/boot.py hands them in). Its
        # inputs are read as pin() (a machine.Pin, a keypad key); the level a held one reads
        # is `held`; `timed`: a pin interrupt times their edges.
        if backends is None:
            from hal import boards

            backends = boards.backends_of()
        self._pins, held, self._timed = backends.inputs(pin_numbers, active_low, self._edge)
        self._sense = 1 - held
        for i in range(count):
            if self._pins[i]() ^ self._sense:
                # held at boot: not a press, nor a long one; its events start at RELEASE
                self._flags[i] = _STILL | _LONG_SENT
        self.count = count
        self.events = bytearray(2 * _MOST_PER_TICK * count)

    def _edge(self, pin):
        """The pin interrupt, on either edge: notes when. Runs as a hard interrupt, so it
        allocates nothing (the pin passed is the one registered: rp2 keeps one per GPIO)."""
        at = self._pins.index(pin) * _TIMES + _CHANGED
        self._times[at] = clock.ticks_ms()  # type: ignore[call-overload]  # _TicksMs: an int

    def poll(self, now_ms):
        events = self.events
        flags = self._flags
        pins = self._pins
        count = 0
        for index in range(self.count):
            state = flags[index]
            level = pins[index]() ^ self._sense
            if state & _STILL == (_STILL if level else 0) and (not level or state & _LONG_SENT):
                continue  # the common case: nothing new, nothing to time
            happened = self._tick(index, now_ms, level)
            while happened:
                events[2 * count] = index
                events[2 * count + 1] = happened & 0xFF
                count += 1
                happened >>= 8
        self._polled = now_ms
        return count

    def pressed(self, index):
        """True while button `index` is held down (debounced)."""
        return bool(self._flags[index] & _PRESSED)

    def _tick(self, i, now_ms, level):
        """Advance button i, whose contact reads `level` (1: closed), to `now_ms`; returns its
        events packed one per byte, first event in the lowest byte (PRESS | DOUBLE << 8, say),
        or 0 if nothing happened."""
        flags = self._flags[i]
        times = self._times
        at = i * _TIMES
        if level != (1 if flags & _LEVEL else 0):
            flags ^= _LEVEL
            self._flags[i] = flags
            if not self._timed or ticks_diff(times[at + _CHANGED], self._polled) < 0:
                times[at + _CHANGED] = now_ms  # no interrupt said when: from this poll on
        if level == flags & _PRESSED:
            return self._held(i, now_ms) if level else 0
        stable_ms = self.stable_press_ms if level else self.stable_release_ms
        if ticks_diff(now_ms, times[at + _CHANGED]) < stable_ms:
            return 0  # the contact is not where the debounced level says: no LONG for it yet
        if not level:
            self._flags[i] = flags & ~_PRESSED
            return RELEASE
        times[at + _PRESSED_AT] = now_ms
        flags = (flags | _PRESSED) & ~_LONG_SENT
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
        happened = self._tick(0, now_ms, self._pins[0]() ^ self._sense)
        self._polled = now_ms
        return happened

    @property
    def pressed(self):  # a bank of one: no index
        """1 while the button is held down (debounced), else 0."""
        return self._flags[0] & _PRESSED
