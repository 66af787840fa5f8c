"""host_tools/bench's arithmetic and report, on figures made up for the test: the Pico factor,
the latency estimate, each target met or missed, the notes on a miss, the heap's flatness,
and docs/PERFORMANCE.md's sections."""

from host_tools.bench import calibration, memory, report


def _calibration(vm_us=15000.0):
    cal = calibration.Calibration(runs=3)
    cal.add("memory", [vm_us, vm_us, vm_us])
    cal.add("leds", [vm_us * 2, vm_us * 2, vm_us * 2])  # a busier moment: twice as slow
    cal.cpython_us = [8000.0]
    return cal


def _results(kb=180, step_steps=30, confirm_us=800.0, allocating=0, flat=True, games=1000):
    cal = _calibration()
    leds_factor = cal.family_factor("leds")
    wire_ms = 122 * report.WIRE_US_PER_LED / 1000
    presses = [{"steps": 1, "us": [40.0]}, {"steps": step_steps, "us": [40.0] * step_steps}]
    confirms = [{"steps": 1, "us": [confirm_us]}]
    heaps = [1000, 1000, 1000] if flat else [1000, 1000, 1064]
    leak_row = memory._flatness("tycoon", 4, heaps)
    leak_row["games"] = games
    return {
        "calibration": cal.report(),
        "memory": {
            "grain_kb": 2,
            "smallest_heap": [
                {
                    "form": form,
                    "game": "tycoon",
                    "players": 4,
                    "kb": kb,
                    "heap_at_game_select": 100000,
                }
                for form in ("source", "mpy", "frozen")
            ],
            "imports": [
                {
                    "form": form,
                    "game": "tycoon",
                    "game_bytes": 29000,
                    "table_bytes": 77000,
                    "simulator_bytes": 16000,
                }
                for form in ("source", "mpy", "frozen")
            ],
            "mpy_sizes": {"games": {"tycoon": 11893}, "shared": 37000},
        },
        "leak": {"engine": [leak_row], "table": [dict(leak_row, games=5)]},
        "destinations": {
            "reps": 20,
            "vm": [
                {
                    "scale": scale,
                    "spaces": 63 * scale,
                    "rows": [_row(s, 2.0 * s) for s in range(1, 7)],
                }
                for scale in (1, 2)
            ],
            "cpython": [
                {"scale": scale, "spaces": 63 * scale, "rows": [_row(s, s) for s in range(1, 7)]}
                for scale in (1, 2)
            ],
        },
        "leds": {
            "render": {
                "leds": 122,
                "frames": 10,
                "draw_us_median": 6.0,
                "show_us_median": 4.0,
                "step_us_median": 23.0,
            },
            "locked": {"steps": 100, "frames": 12, "allocating": allocating},
            "latency": {
                "tick_ms": 5,
                "step": report.latency_estimates(presses, 5, leds_factor, wire_ms),
                "confirm": report.latency_estimates(confirms, 5, leds_factor, wire_ms),
            },
            "confirm_parts": {"gc.collect": 250.0, "save": 160.0, "heap_in_use": 1, "history": 9},
        },
    }


def _row(steps, us):
    return {"steps": steps, "us_median": us, "us_worst": 2 * us, "destinations_mean": 3.0}


def _targets(results):
    return {t["target"].split(" ")[0]: t["met"] for t in report.evaluate(results)}


def test_the_factor_is_the_published_pico_time_over_ours_per_family_and_overall():
    cal = _calibration(vm_us=15000.0)
    pico = calibration.PUBLISHED["pico_us"]
    assert cal.family_factor("memory") == pico / 15000.0
    assert cal.family_factor("leds") == pico / 30000.0
    assert cal.family_factor("never measured") == cal.factor()
    summary = cal.report()
    assert summary["factor_spread"] == [pico / 30000.0, pico / 15000.0]
    assert summary["per_family"]["leds"]["samples"] == 3


def test_a_press_on_a_pico_waits_the_loops_sleeps_and_their_steps_then_the_wire():
    presses = [{"steps": 2, "us": [100.0, 1000.0]}]
    got = report.latency_estimates(presses, 5, 100.0, 3.66)
    assert got["virtual_ms_worst"] == 10
    assert abs(got["pico_ms_worst"] - (5 + 10 + 5 + 100 + 3.66)) < 1e-9
    assert got["step_us_worst"] == 1000.0


def test_every_target_is_judged_on_its_figure():
    met = _targets(_results(kb=90, step_steps=1, confirm_us=100.0))
    assert met == {
        "every": True,
        "frame": True,
        "Tycoon": True,
        "button": True,
        "no": True,
        "heap": True,
    }
    missed = _targets(_results(kb=98, step_steps=30, allocating=1, flat=False, games=999))
    assert not missed["every"] and not missed["button"] and not missed["no"]
    assert not missed["heap"]


def test_a_leak_is_a_heap_that_moves_after_the_first_game():
    assert memory._flatness("g", 2, [900, 1000, 1000, 1000])["flat"]
    leaking = memory._flatness("g", 2, [900, 1000, 1016, 1032])
    assert not leaking["flat"] and leaking["growth_after_first"] == 32


def test_a_miss_comes_with_its_cause_in_the_notes():
    notes = report.notes(_results(kb=180, step_steps=30, confirm_us=2000.0))
    assert any(n.startswith("Heap:") and "frozen" in n for n in notes)
    assert any(n.startswith("Step press:") and "blink" in n for n in notes)
    assert any(n.startswith("Confirm press:") and "gc.collect" in n for n in notes)
    assert report.notes(_results(kb=90, step_steps=1, confirm_us=100.0)) == []


def test_the_markdown_has_every_section_and_the_targets_table():
    results = _results()
    results.update(
        {
            "date": "2026-01-01T00:00:00+00:00",
            "seconds": 1.0,
            "options": "--quick",
            "machine": {
                "cpu": "a CPU",
                "cores": 2,
                "load_before": "0.1",
                "load_after": "0.2",
                "python": "CPython 3.11",
                "micropython": "MicroPython 1.29",
            },
            "speed": {
                "step_games": 1,
                "bot_games": 1,
                "engine": [],
                "playouts": [],
                "bot": [],
            },
        }
    )
    results["targets"] = report.evaluate(results)
    results["notes"] = report.notes(results)
    text = report.markdown(results)
    for heading in (
        "## Targets",
        "## The Pico factor",
        "## Heap",
        "## Heap across consecutive games",
        "## Engine speed",
        "## Tycoon destinations()",
        "## LEDs and buttons",
        "## Why the misses",
    ):
        assert heading in text, heading
    assert calibration.PUBLISHED["source"] in text
    assert "| every game completes in 96 KB" in text
    assert "a CPU" in text and "MicroPython 1.29" in text


def test_the_heap_target_is_judged_on_the_frozen_build_when_it_was_measured():
    results = _results(kb=180)
    for row in results["memory"]["smallest_heap"]:
        if row["form"] == "frozen":
            row["kb"] = 90
    target = [t for t in report.evaluate(results) if t["target"].startswith("every game")][0]
    assert (
        target["met"] and "frozen" in target["figure"] and "180 KB from .mpy" in target["figure"]
    )
    results["memory"]["smallest_heap"] = [
        r for r in results["memory"]["smallest_heap"] if r["form"] != "frozen"
    ]
    target = [t for t in report.evaluate(results) if t["target"].startswith("every game")][0]
    assert not target["met"] and "from .mpy" in target["figure"]
