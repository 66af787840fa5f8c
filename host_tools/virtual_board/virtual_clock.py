"""Virtual time for the simulated board: moved only by sleep_ms() and advance(), so a test
plays hours of a game in no real time; ticks wrap at 2**30 like the Pico's.

Runs under CPython and under the MicroPython VM (it stands in for the board's clock there).
"""

PERIOD = 1 << 30  # MicroPython's ticks period on the Pico (its small ints are 31-bit)
_MASK = PERIOD - 1
_HALF = PERIOD >> 1


class VirtualClock:
    """Milliseconds since the simulated board powered up, plus one alarm (the watchdog's)."""

    def __init__(self, start_ms=0):
        self.now_ms = start_ms  # never wraps; ticks_ms() is this modulo 2**30
        self.extra_us = 0  # microseconds past now_ms (the I2C bus's time, machine.py)
        self._alarm_at = None
        self._alarm = None

    def ticks_ms(self):
        return self.now_ms & _MASK

    def ticks_us(self):
        """Microseconds, as time.ticks_us(): virtual too, so the CPU's work takes none of it
        and a budget counted in it binds only on what advances the clock (the I2C bus)."""
        return (self.now_ms * 1000 + self.extra_us) & _MASK

    @staticmethod
    def ticks_add(ticks, delta):
        return (ticks + delta) & _MASK

    @staticmethod
    def ticks_diff(end, start):
        diff = (end - start) & _MASK
        return diff - PERIOD if diff >= _HALF else diff

    def advance(self, ms):
        """Move time on by `ms`. An alarm that falls due on the way runs at its own moment
        (the watchdog's raises machine.SimulatedReset, leaving time at the reset)."""
        if ms < 0:
            raise ValueError("time only moves forward: advance(%d)" % ms)
        target = self.now_ms + ms
        if self._alarm_at is not None and self._alarm_at <= target:
            self.now_ms = self._alarm_at
            alarm = self._alarm
            self.cancel_alarm()
            alarm()
        self.now_ms = target

    def sleep_ms(self, ms):
        self.advance(ms if ms > 0 else 0)

    def set_alarm(self, at_ms, callback):
        """Call callback() when time reaches `at_ms` (absolute, like now_ms); one alarm only."""
        self._alarm_at = at_ms
        self._alarm = callback

    def cancel_alarm(self):
        self._alarm_at = None
        self._alarm = None

    def alarm_at(self):
        return self._alarm_at
