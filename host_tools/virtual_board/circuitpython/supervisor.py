"""CircuitPython's `supervisor` for CPython tests: ticks_ms(), the host's own milliseconds
since this board was loaded, wrapping at 2**29 as a CircuitPython board's do
(hal/board_circuitpython.py)."""

import time

from hal.board_circuitpython import TICKS_PERIOD

_POWERED_UP = time.monotonic()


def ticks_ms():
    return int((time.monotonic() - _POWERED_UP) * 1000) & (TICKS_PERIOD - 1)
