"""The simulated Pico handed to hal as its board (firmware/hal/boards.py): the Pico's family,
its rp2 backends (hal/rp2.py) over the simulated `machine`, and this board's virtual clock
and USB serial capture in place of time's ticks and print. machine.py hands it in as it
loads (plug), so the firmware runs on it as on a Pico and never looks for a simulator.

Runs under CPython and under the MicroPython VM.
"""

from virtual_clock import PERIOD

_board = [None, None]  # the simulated machine's VIRTUAL_CLOCK and SERIAL


def plug(clock, serial):
    """Hand hal this family, on the board whose clock and serial capture these are."""
    import sys

    from hal import boards

    _board[0] = clock
    _board[1] = serial
    boards.use("hal.board_rp2", board=sys.modules[__name__])


def time_base():
    """hal.clock's: this board's virtual time, wrapping at 2**30 as the Pico's ticks do
    (plug hands hal the board again, so a fresh board's clock is the one read)."""
    return _board[0].ticks_ms, _board[0].sleep_ms, PERIOD


def ticks_us():
    """hal.clock's microseconds: this board's virtual time too."""
    return _board[0].ticks_us()


# The capture's methods are looked up at each line: a harness may hook them after the plug
# (host_tools/virtual_board/simtable.py).
def write_line(text):
    _board[1].write_line(text)


def write_json_line(head, value, tail):
    _board[1].write_json_line(head, value, tail)
