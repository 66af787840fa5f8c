"""The heap the table holds at the game select, and what a game adds once begun, each the heap
in use after a collection, as they were measured on a real Pico (host_tools/bench/rp2.py):
on the 32-bit VM (host_tools/bench/vm32.py), held against the Pico's own figures, and on the
64-bit VM alike.

    micropython table_heap.py with code=<.mpy build> sim=<host_tools/virtual_board> game=tycoon
    players=4

The table's figure is the heap in use at the select less the simulated board's (machine, as
import_ram.py counts it) and what the VM held before this script imported anything; the
harness's own simtable and fakefs stay in it. Collections are made only at this script's
top level (benchvm.collect_at_top_only says why).
"""

import sys

import benchvm

ARGS = benchvm.arguments({"game": "tycoon", "players": 4})
START = benchvm.heap_in_use()
benchvm.collect_at_top_only()  # before any firmware module imports gc
benchvm.use_paths(ARGS["code"], ARGS["sim"])

import config  # noqa: E402
import machine  # noqa: E402, F401 - the simulated board

BOARD = benchvm.heap_in_use() - START

import fakefs  # noqa: E402
import simtable  # noqa: E402


def boot():
    return simtable.SimTable(config, fs=fakefs.FakeFlash(), pacing="fast", bot=simtable.light_bot)


def begin(table):
    table.choose_game(ARGS["game"])
    table.join([0], list(range(1, ARGS["players"])))
    return table.app.match is not None


TABLE = boot()
SELECT = benchvm.heap_in_use()
BEGUN = begin(TABLE)
GAME = benchvm.heap_in_use()


def result():
    return {
        "ok": BEGUN,
        "game": ARGS["game"],
        "players": ARGS["players"],
        "bits": 32 if sys.maxsize < 2**32 else 64,
        "board_bytes": BOARD,
        "table_bytes": SELECT - START - BOARD,
        "game_bytes": GAME - SELECT,
    }


benchvm.emit(result())
