"""Under the MicroPython VM only: drawing a row in the seat screens' font allocates nothing,
plain or inverted, scrolled or not, in the viper code and in its bytecode twin alike.
(CPython has no heap lock: pytest skips this folder, tests/run_micropython.py runs it.)"""

import micropython

from table.seat import font

ROWS = b"Your turn      3 of 12\nRoller Coaster Tycoon, a long row\n"


def _locked(draw, buffer, page, start, end, flip):
    micropython.heap_lock()
    try:
        draw(buffer, page, font.GLYPHS, ROWS, start, end, flip)
    finally:
        micropython.heap_unlock()


def test_a_row_is_drawn_with_no_allocation_by_either_twin():
    buffer = bytearray(1024)
    for draw in (font._draw, font._draw_python):
        _locked(draw, buffer, 0, 0, 22, 0)
        _locked(draw, buffer, 1, 23 + 5, len(ROWS) - 1, 0xFF)  # scrolled 5, inverted
    assert buffer[128 + 5] == 0xFF  # the inverted row's first blank column, lit


def test_draw_itself_allocates_nothing():
    buffer = bytearray(1024)
    micropython.heap_lock()
    try:
        font.draw(buffer, 7, ROWS, 0, 22, True)
    finally:
        micropython.heap_unlock()
    assert buffer[7 * 128 + 127] == 0xFF
