"""The time base: ticks_ms, ticks_diff, ticks_add and sleep_ms.

On a board these are `time`'s own. On a host with the simulated board loaded they read and
advance its virtual clock, so tests play hours in no real time; on a host without it they
fall back to compat's. Ticks wrap at 2**30 everywhere (the Pico's period), so compare them
only through ticks_diff, and only ticks that came from this module.
"""

import compat
from hal import simulated

# 2**30 and friends: plain ints, not const(), because 2**30 is not a small int on the Pico
# (these are only used on a host anyway).
_PERIOD = 1 << 30
_MASK = _PERIOD - 1
_HALF = _PERIOD >> 1


def _host_ticks_ms():
    sim = simulated.board()
    if sim is None:
        # The unix port's own ticks wrap at 2**62; masking keeps the Pico's period.
        return compat.ticks_ms() & _MASK  # type: ignore[operator]  # _TicksMs is an int
    return sim.VIRTUAL_CLOCK.ticks_ms()


def _host_ticks_add(ticks, delta):
    return (ticks + delta) & _MASK


def _host_ticks_diff(end, start):
    diff = (end - start) & _MASK
    return diff - _PERIOD if diff >= _HALF else diff


def _host_sleep_ms(ms):
    sim = simulated.board()
    if sim is None:
        compat.sleep_ms(ms)
    else:
        sim.VIRTUAL_CLOCK.sleep_ms(ms)


if simulated.ON_HOST:
    ticks_ms = _host_ticks_ms
    ticks_add = _host_ticks_add
    ticks_diff = _host_ticks_diff
    sleep_ms = _host_sleep_ms
else:
    ticks_ms = compat.ticks_ms
    ticks_add = compat.ticks_add
    ticks_diff = compat.ticks_diff
    sleep_ms = compat.sleep_ms
