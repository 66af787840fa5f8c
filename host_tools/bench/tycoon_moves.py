"""Tycoon's destinations(): per call for steps 1-6 from every space, under the VM (the .mpy
build, as a Pico loads it, in the Pico's heap) and CPython, on the shipped board and generated
boards 2x and 4x its size. (From source, the VM's compiler took so much of the heap that the
4x board's timings sometimes no longer fitted beside it.)"""

import tempfile
from pathlib import Path

from host_tools.bench import progress, runner
from host_tools.bench.calibration import Calibration

SCALES = "1,2,4"
FAMILY = "destinations"


def destinations(reps: int, cal: Calibration) -> dict:
    out = {}
    with tempfile.TemporaryDirectory() as folder:
        mpy = runner.mpy_form(Path(folder))
        on_vm = runner.run_vm(mpy, "destinations", {"reps": reps, "scales": SCALES})
    for where, outcome in (
        ("vm", on_vm),
        ("cpython", runner.run_cpython("destinations", {"reps": reps, "scales": SCALES})),
    ):
        if not outcome.ok:
            raise SystemExit("destinations failed on %s: %s" % (where, outcome.error))
        out[where] = outcome.result["boards"]
        progress.say(
            "%s: the boards x%s on %s (%.0f s)" % (FAMILY, SCALES, where, outcome.seconds)
        )
        if where == "vm":
            cal.add(FAMILY, outcome.result["reference_us"])
    out["reps"] = reps
    return out
