"""Tycoon's destinations(start, steps) per call, for steps 1-6 from every space (MicroPython
and CPython), and on CPython also on generated two-loop boards 2x and 4x the size.

destinations() walks the module's NEIGHBOURS, and on MicroPython its board size is a const()
folded into the code, so there it cannot be pointed at another board. On CPython the same
function runs on a generated board by swapping the module's NEIGHBOURS and _SPACE_COUNT for
the run (and back): the algorithm itself is not copied. The generated board (boards.py) has
the shipped board's shape, `scale` times its size.

    micropython destinations.py code=<firmware> reps=20 batches=5 scales=1
    python destinations.py code=<firmware> reps=20 batches=5 scales=1,2,4
"""

import benchvm

ARGS = benchvm.arguments({"reps": 20, "batches": 5, "scales": "1", "max_steps": 6})
benchvm.use_paths(ARGS["code"])

from boards import two_loop_board  # noqa: E402

from engines import tycoon  # noqa: E402


def time_board(count):
    """Per steps: the median over start spaces of the time per call, the slowest start's,
    and the mean number of destinations. A start's time per call is the least of `batches`
    timings of `reps` calls: a busy machine only ever adds time, so the least-disturbed batch
    is the algorithm's own cost."""
    rows = []
    reps = ARGS["reps"]
    for steps in range(1, ARGS["max_steps"] + 1):
        per_start = []
        found = 0
        for start in range(count):
            found += len(tycoon.destinations(start, steps))
            batches = []
            for _ in range(ARGS["batches"]):
                began = benchvm.now_us()
                for _ in range(reps):
                    tycoon.destinations(start, steps)
                batches.append(benchvm.since_us(began) / reps)
            per_start.append(min(batches))
        rows.append(
            {
                "steps": steps,
                "us_median": benchvm.median(per_start),
                "us_worst": max(per_start),
                "destinations_mean": found / count,
            }
        )
    return rows


def main():
    before = benchvm.reference() if benchvm.MICROPYTHON else []
    boards = []
    for scale in [int(s) for s in ARGS["scales"].split(",")]:
        if scale == 1:
            boards.append({"scale": 1, "spaces": len(tycoon.NEIGHBOURS), "rows": time_board(63)})
            continue
        if benchvm.MICROPYTHON:
            boards.append({"scale": scale, "skipped": "the board size is a const on MicroPython"})
            continue
        board = two_loop_board(scale)
        saved = tycoon.NEIGHBOURS, tycoon._SPACE_COUNT
        tycoon.NEIGHBOURS, tycoon._SPACE_COUNT = board, len(board)
        try:
            rows = time_board(len(board))
        finally:
            tycoon.NEIGHBOURS, tycoon._SPACE_COUNT = saved
        boards.append({"scale": scale, "spaces": len(board), "rows": rows})
    after = benchvm.reference() if benchvm.MICROPYTHON else []
    benchvm.emit(
        {"ok": True, "boards": boards, "reps": ARGS["reps"], "reference_us": before + after}
    )


main()
