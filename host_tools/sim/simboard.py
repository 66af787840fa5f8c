"""The simulated Pico as a board family for hal (firmware/hal/boards.py): the rp2 backends
(hal/rp2.py) over the simulated `machine`, with the board's virtual clock and USB serial
capture in place of time's ticks and print. machine.py hands it in as it loads (plug), so
the firmware runs on it as on a Pico and never looks for a simulator.

The rp2 backends are reached when first called, not imported here: loaded with the simulated
board, their heap would count as the board's, not the table's, in what the bench measures.
Runs under CPython and under the MicroPython VM.
"""

from virtual_clock import PERIOD

NAME = "micropython"  # hal.pixels' name for the LED backend, as hal/rp2.py's


def inputs(pin_numbers, active_low, edge):
    from hal import rp2

    return rp2.inputs(pin_numbers, active_low, edge)


def strip(gpio, count, order):
    from hal import rp2

    return rp2.strip(gpio, count, order)


def watchdog(timeout_ms):
    from hal import rp2

    return rp2.watchdog(timeout_ms)


def stop_watchdog():
    from hal import rp2

    return rp2.stop_watchdog()


def reset_cause():
    from hal import rp2

    return rp2.reset_cause()


def reset():
    from hal import rp2

    rp2.reset()


_board = [None, None]  # the simulated machine's VIRTUAL_CLOCK and SERIAL


def plug(clock, serial):
    """Hand hal this family, on the board whose clock and serial capture these are."""
    import sys

    from hal import boards

    _board[0] = clock
    _board[1] = serial
    boards.use("hal.board_rp2", sys.modules[__name__])


def ticks_ms():
    return _board[0].ticks_ms()


def sleep_ms(ms):
    _board[0].sleep_ms(ms)


def time_base():
    """hal.clock's: virtual time, wrapping at 2**30 as the Pico's ticks do."""
    return ticks_ms, sleep_ms, PERIOD


def write_line(text):
    _board[1].write_line(text)


def write_json_line(head, value, tail):
    _board[1].write_json_line(head, value, tail)
