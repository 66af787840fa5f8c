"""Buttons, polled: debounced press and release, long press and double press, driven by
tick(now_ms) so a test steps a virtual clock instead of waiting (after Peter Hinch's
primitives/pushbutton.py: timings as class attributes, logical state pin() ^ sense).

Debounce is a lockout: an edge is reported at once, then the pin is not looked at again for
debounce_ms, so contact bounce inside that window cannot make a second event. PRESS comes the
moment a press is seen (never held back to wait for a double press); DOUBLE follows the PRESS
of a second press that comes within double_ms of the first; LONG comes once, while the button
is still held, long_press_ms after its PRESS; RELEASE when it is let go.
"""

from compat import const
from hal.clock import ticks_diff

PRESS = const(1)
RELEASE = const(2)
LONG = const(3)
DOUBLE = const(4)

_MOST_PER_TICK = const(2)  # PRESS then DOUBLE


class Button:
    debounce_ms = 20
    long_press_ms = 700
    double_ms = 300

    def __init__(self, pin_number, active_low=True):
        from machine import Pin

        # Active-low buttons switch to ground against the internal pull-up; active-high ones
        # switch to 3V3, so the internal pull-down keeps an open button low.
        pull = Pin.PULL_UP if active_low else Pin.PULL_DOWN
        self._pin = Pin(pin_number, Pin.IN, pull)
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
    nothing: the table calls it in its steady-state loop."""

    def __init__(self, pin_numbers, active_low=True):
        self.buttons = [Button(pin, active_low) for pin in pin_numbers]
        self.events = bytearray(2 * _MOST_PER_TICK * len(self.buttons))

    def poll(self, now_ms):
        events = self.events
        count = 0
        index = 0
        for button in self.buttons:
            happened = button.tick(now_ms)
            while happened:
                events[2 * count] = index
                events[2 * count + 1] = happened & 0xFF
                count += 1
                happened >>= 8
            index += 1  # noqa: SIM113 - enumerate() would allocate a tuple per button
        return count

    def pressed(self, index):
        """True while button `index` is held down (debounced)."""
        return bool(self.buttons[index].pressed)
