"""Tycoon's destinations(start, steps) per call, for steps 1-6 from every space, on the
shipped board and on generated two-loop boards of the same shape `scale` times its size
(boards.py), on MicroPython and CPython alike.

The shipped board is timed through tycoon.destinations() itself; the generated ones through
tycoon.destinations_on(neighbours, ...), the same search given another board: the algorithm
is the engine's, never a copy.

    micropython destinations.py with code=<firmware> reps=20 batches=5 scales=1,2,4
"""

import benchvm

ARGS = benchvm.arguments({"reps": 20, "batches": 5, "scales": "1", "max_steps": 6})
benchvm.use_paths(ARGS["code"])

from boards import two_loop_board  # noqa: E402

from engines import tycoon  # noqa: E402


def time_board(search, count):
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
            found += len(search(start, steps))
            batches = []
            for _ in range(ARGS["batches"]):
                began = benchvm.now_us()
                for _ in range(reps):
                    search(start, steps)
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
            count = len(tycoon.SPACES)
            rows = time_board(tycoon.destinations, count)
        else:
            board = two_loop_board(scale)
            count = len(board) // tycoon.LINKS

            def on_board(start, steps, board=board):
                return tycoon.destinations_on(board, start, steps)

            rows = time_board(on_board, count)
        boards.append({"scale": scale, "spaces": count, "rows": rows})
    after = benchvm.reference() if benchvm.MICROPYTHON else []
    benchvm.emit(
        {"ok": True, "boards": boards, "reps": ARGS["reps"], "reference_us": before + after}
    )


main()
