"""The time base: ticks_ms, ticks_diff, ticks_add and sleep_ms.

On MicroPython these are `time`'s own; on CircuitPython, supervisor.ticks_ms() (its time
module has no ticks, and time.monotonic() is a float that loses milliseconds after a few
hours). On a host with the simulated board loaded they read and advance its virtual clock, so
tests play hours in no real time; on a host without it they fall back to compat's. Ticks wrap
at the board family's TICKS_PERIOD (2**30 on the Pico and on a host, 2**29 on CircuitPython),
so compare them only through ticks_diff, and only ticks that came from this module.
"""

import sys

import compat
from hal import simulated

# Plain ints, not const(): 2**30 is not a small int on the Pico (not used there anyway).
if simulated.ON_HOST:
    from hal.board_rp2 import TICKS_PERIOD as _PERIOD  # the simulated board is a Pico
elif sys.implementation.name == "circuitpython":
    from hal.board_circuitpython import TICKS_PERIOD as _PERIOD
else:
    _PERIOD = 0  # unused: MicroPython's own ticks functions wrap by themselves
_MASK = _PERIOD - 1
_HALF = _PERIOD >> 1


def _host_ticks_ms():
    sim = simulated.board()
    if sim is None:
        # The unix port's own ticks wrap at 2**62; masking keeps the Pico's period.
        return compat.ticks_ms() & _MASK  # type: ignore[operator]  # _TicksMs is an int
    return sim.VIRTUAL_CLOCK.ticks_ms()


def _masked_ticks_add(ticks, delta):
    return (ticks + delta) & _MASK


def _masked_ticks_diff(end, start):
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
    ticks_add = _masked_ticks_add
    ticks_diff = _masked_ticks_diff
    sleep_ms = _host_sleep_ms
elif sys.implementation.name == "circuitpython":
    import supervisor

    ticks_ms = supervisor.ticks_ms
    ticks_add = _masked_ticks_add
    ticks_diff = _masked_ticks_diff
    sleep_ms = compat.sleep_ms  # time.sleep(), in seconds
else:
    ticks_ms = compat.ticks_ms
    ticks_add = compat.ticks_add
    ticks_diff = compat.ticks_diff
    sleep_ms = compat.sleep_ms
