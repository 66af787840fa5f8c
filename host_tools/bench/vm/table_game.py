"""Whole games through the table on the simulated Pico, bots in every seat (bench_table.py):
boot, pick the game and seat the players with the seat buttons, play to GAME OVER, confirm
back to the game select, and again (`games`). Prints what it took.

    micropython -X heapsize=96K table_game.py with code=<firmware or .mpy build>
        sim=<host_tools/virtual_board> saves=<folder that does not exist yet> game=tycoon players=4
        seed=1 games=1 bot=table screens=0

A game that fails (MemoryError) fails the run. (Different games in turn: sequence.py.)

Under MicroPython with a given -X heapsize it completes (exit 0, ok true) or fails with
MemoryError (exit 1): host_tools/bench/memory.py bisects the heap size on that.
"""

import benchvm

ARGS = benchvm.arguments(
    {
        "saves": "/tmp/midway-bench-saves",
        "game": "tycoon",
        "players": 2,
        "seed": 1,
        "games": 1,
        "bot": "table",  # table: the App's own bot; light: the table tests' lighter search
        "screens": 0,  # seat screens wired and configured, on channels 0..screens-1 (issue 28)
        # 1: collect after every step of the table that logged something (an action, a
        # move...) and note the most heap in use then (a bound: no smaller heap can hold the
        # game); the collections change when the VM would have collected by itself, so no
        # heap size is judged on this run
        "watch": 0,
    }
)

_start_heap = benchvm.heap_in_use()
benchvm.use_paths(ARGS["code"], ARGS["sim"])
benchvm.use_lib(ARGS["code"])  # the seat screens' driver
import machine  # noqa: E402, F401 - the simulated board
import simtable  # noqa: E402, F401 - and the harness that drives the table on it

_sim_heap = benchvm.heap_in_use()
import bench_table  # noqa: E402 - imports the firmware's table and engines core

_live = [0, -1]  # the most heap in use seen, the log lines written when last looked


def watcher(table):
    """After a step of the table that logged something (every action does), collect and
    note the heap in use."""
    serial = table.machine.SERIAL

    def watch():
        if serial.written == _live[1]:
            return
        _live[1] = serial.written
        live = benchvm.heap_in_use()
        if live > _live[0]:
            _live[0] = live

    return watch


def played():
    """[(game, players)] for each game of the run, in order."""
    return [(ARGS["game"], ARGS["players"])] * ARGS["games"]


def main():
    loaded = benchvm.heap_in_use()
    table = bench_table.BenchTable(
        ARGS["saves"], seed=ARGS["seed"], bot=ARGS["bot"], screens=ARGS["screens"]
    )
    if ARGS["watch"]:
        table.on_tick = watcher(table)
    booted = benchvm.heap_in_use()
    plan = played()
    games = len(plan)
    # made before the first game, so that their growth is not counted in the heap after each
    # (ints only: a float is an object on the heap, and would count as a leak)
    heaps = [0] * games
    actions = [0] * games
    real_ms = [0] * games
    virtual_ms = [0] * games
    for i in range(games):
        started = benchvm.now_us()
        table.choose(plan[i][0], plan[i][1])
        actions[i], virtual_ms[i] = table.play()
        real_ms[i] = int(benchvm.since_us(started)) // 1000
        table.leave()
        heaps[i] = benchvm.heap_in_use()
    benchvm.emit(
        {
            "ok": True,
            "game": ARGS["game"],
            "players": ARGS["players"],
            "screens": ARGS["screens"],
            "heap": benchvm.heap_size(),
            "heap_at_start": _start_heap,
            "simulator_bytes": None if _sim_heap is None else _sim_heap - _start_heap,
            "firmware_loaded_bytes": None if loaded is None else loaded - _sim_heap,
            "heap_at_game_select": booted,
            "heap_after_each_game": heaps,
            "actions": actions,
            "real_ms": real_ms,
            "virtual_ms": virtual_ms,
            "presses": table.presses,
            "frames": table.frames_sent(),
            "live_peak": _live[0],
        }
    )


main()
