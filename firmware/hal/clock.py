"""The time base: ticks_ms, ticks_diff, ticks_add and sleep_ms; ticks_us for a CPU budget.

The ticks come from the running board family's backends (hal/boards.py): time's own on
MicroPython, supervisor.ticks_ms() on CircuitPython, and on a host whatever its simulated
board hands in (host_tools/virtual_board: virtual time, so tests play hours in no real
time). They wrap at the family's TICKS_PERIOD (2**30 on the Pico and the simulated one, 2**29 on
CircuitPython); where the port's own ticks wrap elsewhere (the unix port's at 2**62), they
are masked to it, and ticks_add and ticks_diff work at that period whatever is handed in
later. So compare ticks only through ticks_diff, and only ticks that came from this module.
"""

import sys

import compat
from hal import boards

# The running family's TICKS_PERIOD, its module of facts forgotten again if this loaded it
# (the table keeps only what it uses). Plain ints, not const(): 2**30 is not a small int on
# the Pico (not used there anyway).
_loaded = boards.family_module() in sys.modules
_PERIOD = boards.family().TICKS_PERIOD
if not _loaded:
    compat.forget(boards.family_module())
_MASK = _PERIOD - 1
_HALF = _PERIOD >> 1
_source = [compat.ticks_ms]  # the ticks handed in, when they wrap elsewhere
_OWN = compat.ticks_diff(_MASK, 0) == -1  # the port's own ticks wrap at the family's period


def _masked_ticks_ms():
    return _source[0]() & _MASK


def _masked_ticks_add(ticks, delta):
    return (ticks + delta) & _MASK


def _masked_ticks_diff(end, start):
    diff = (end - start) & _MASK
    return diff - _PERIOD if diff >= _HALF else diff


def use():
    """Take the running board's ticks and sleep (hal/boards.py calls this when a host hands
    a family in): the handed-in board's, else the family's backends', with the period they
    wrap at (0: the port's own)."""
    global ticks_ms, sleep_ms, ticks_us
    board = boards.handed[2]
    source, sleep_ms, period = (boards.backends_of() if board is None else board).time_base()
    _source[0] = source
    ticks_ms = source if (_OWN if period == 0 else period == _PERIOD) else _masked_ticks_ms
    # microseconds at the same period (a handed-in board's own: virtual on a simulated one)
    ticks_us = getattr(board, "ticks_us", compat.ticks_us)


# The port's own ticks arithmetic where its ticks wrap at the family's period (time's on a
# Pico, in C), else the masked twins; fixed at import, so a module that imported these by
# name keeps a right answer when a host hands another clock in.
if _OWN:
    ticks_add = compat.ticks_add
    ticks_diff = compat.ticks_diff
else:
    ticks_add = _masked_ticks_add
    ticks_diff = _masked_ticks_diff
ticks_ms = compat.ticks_ms
ticks_us = compat.ticks_us
sleep_ms = compat.sleep_ms
use()
