"""Tycoon's destinations(): per call for steps 1-6 from every space, under the VM (source, the
Pico's heap) and CPython, on the shipped board and generated boards 2x and 4x its size."""

from host_tools.bench import runner
from host_tools.bench.calibration import Calibration

SCALES = "1,2,4"
FAMILY = "destinations"


def destinations(reps: int, cal: Calibration) -> dict:
    out = {}
    for where, outcome in (
        (
            "vm",
            runner.run_vm(runner.source_form(), "destinations", {"reps": reps, "scales": SCALES}),
        ),
        ("cpython", runner.run_cpython("destinations", {"reps": reps, "scales": SCALES})),
    ):
        if not outcome.ok:
            raise SystemExit("destinations failed on %s: %s" % (where, outcome.error))
        out[where] = outcome.result["boards"]
        if where == "vm":
            cal.add(FAMILY, outcome.result["reference_us"])
    out["reps"] = reps
    return out
