"""What Midway measured on a real Pico: the figures the bench's estimates are held
against, and the Pico time of the calibration workload that gives every estimate its factor
(calibration.py). Written once here; the report reads them.

Measured on the MicroPython rp2 port 1.26.1 (RPI_PICO build, an RP2040 at 125 MHz), whole
games at commit d74ebe8. KB are 1,024 bytes.
"""

BOARD = "Raspberry Pi Pico (RP2040 at 125 MHz), MicroPython 1.26.1 rp2 port, RPI_PICO build"
WHERE = "whole games at commit d74ebe8"

FIBONACCI_US = 1670000  # recursive fibonacci(24), gc disabled (vm/reference.py's workload)
HEAP_BYTES = 245888  # gc.mem_free() + gc.mem_alloc() at boot
TABLE_BYTES = 70 * 1024  # the table without a game, after gc.collect() (about)
GAME_BYTES = (14 * 1024, 22 * 1024)  # what a game adds to it, least and most
STEP_MS_MEDIAN = (0.83, 2.46)  # an engine step's median, least and most over the games
# GreedyBot's decision median, per game at the players it was measured with
BOT_MS_MEDIAN = {
    "tycoon": (4, 28),
    "scream": (5, 91),
    "scream_machine": (6, 479),
    "scream_park": (5, 151),
}
BOT_MS_WORST = 1380  # the slowest decision of all
SLICE_MS_LONGEST = (34, 72)  # a decision's longest slice, least and most over the games
