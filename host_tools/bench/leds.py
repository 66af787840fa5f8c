"""The LED frame and the buttons (vm/leds.py): render time against the wire, steady steps with
the heap locked, button to LED. The same seeded run is made `runs` times; the table's virtual
time is the same in each, so every timing is taken as its least over the runs."""

import statistics
from pathlib import Path

from host_tools.bench import budgets, progress, runner
from host_tools.bench.calibration import Calibration

FAMILY = "leds"
# The simulated flash keeps the saves in RAM here (so a save's time is CPU time only), which
# the Pico's 192K of heap does not hold beside the table and the simulator.
HEAP = "256K"


def measure(form: runner.Form, runs: int, args: dict, tmp: Path, cal: Calibration) -> dict:
    raws = []
    steps = progress.Steps(FAMILY, runs)
    for _ in range(runs):
        outcome = runner.run_vm(form, "leds", args, heap=HEAP, cwd=tmp)
        if not outcome.ok:
            raise SystemExit("the LED measurements failed: %s" % outcome.error)
        cal.add(FAMILY, outcome.result["reference_us"])
        raws.append(outcome.result)
        steps.done("the seeded table's run (%.0f s)" % outcome.seconds)
    return least(raws)


def least(raws: list[dict]) -> dict:
    """One run's figures from several runs of the same seeded table: each timing its least."""
    first = raws[0]
    render = dict(first["render"])
    for key in ("draw_us_median", "show_us_median", "step_us_median"):
        render[key] = min(raw["render"][key] for raw in raws)
    latency = {"tick_ms": first["latency"]["tick_ms"]}
    for kind in ("step_presses", "confirm_presses"):
        presses = []
        for i, press in enumerate(first["latency"][kind]):
            ticks = [raw["latency"][kind][i]["us"] for raw in raws]
            if any(len(t) != len(press["us"]) for t in ticks):
                raise SystemExit("the LED runs differ in virtual time: not the same table")
            presses.append(
                {"steps": press["steps"], "us": [min(us) for us in zip(*ticks, strict=True)]}
            )
        latency[kind] = presses
    parts = {}
    for name in first["confirm_parts"]:
        parts[name] = min(raw["confirm_parts"][name] for raw in raws)
    for name in ("heap_in_use", "history"):
        parts[name] = first["confirm_parts"][name]
    out = {"runs": len(raws), "render": render, "latency": latency, "confirm_parts": parts}
    if "locked" in first:
        out["locked"] = {
            "steps": sum(raw["locked"]["steps"] for raw in raws),
            "frames": sum(raw["locked"]["frames"] for raw in raws),
            "allocating": sum(raw["locked"]["allocating"] for raw in raws),
        }
    return out


def summarise(raw: dict, factor: float) -> dict:
    """The latency estimates for the Pico, with the factor measured alongside."""
    latency = raw["latency"]
    tick = latency["tick_ms"]
    wire_ms = raw["render"]["leds"] * budgets.WIRE_US_PER_LED / 1000
    out = {
        "runs": raw["runs"],
        "render": raw["render"],
        "latency": {
            "tick_ms": tick,
            "step": latency_estimates(latency["step_presses"], tick, factor, wire_ms),
            "confirm": latency_estimates(latency["confirm_presses"], tick, factor, wire_ms),
            "step_press_steps": [p["steps"] for p in latency["step_presses"]],
        },
        "confirm_parts": raw["confirm_parts"],
    }
    if "locked" in raw:
        out["locked"] = raw["locked"]
    return out


def latency_estimates(presses: list[dict], tick_ms: int, factor: float, wire_ms: float) -> dict:
    """Press -> first frame that shows it, on a Pico: each loop of the table sleeps tick_ms
    and then runs its step (the VM's time times the factor); the frame then takes wire_ms to
    reach the LEDs. The press lands just after a step: the longest wait for the next poll."""
    virtual = [p["steps"] * tick_ms for p in presses]
    pico = [sum(tick_ms + us * factor / 1000 for us in p["us"]) + wire_ms for p in presses]
    cpu = [max(p["us"]) for p in presses]
    return {
        "presses": len(presses),
        "virtual_ms_median": statistics.median(virtual),
        "virtual_ms_worst": max(virtual),
        "pico_ms_median": statistics.median(pico),
        "pico_ms_worst": max(pico),
        "step_us_worst": max(cpu),
    }
