"""host_tools/bench's arithmetic and report, on figures made up for the test: the Pico factor,
the latency estimate, each target met, missed or not decided at a quick run's grain, the notes
on a miss, the heap's flatness, the busy machine, the estimates against the Pico's own
figures, docs/PERFORMANCE.md's sections, and the report made again from bench.json alone."""

from host_tools.bench import (
    against,
    budgets,
    calibration,
    leds,
    markdown,
    memory,
    phones,
    rp2,
    runner,
    sections,
    verdicts,
    write,
)
from host_tools.bench.__main__ import parse


def _calibration(vm_us=15000.0):
    cal = calibration.Calibration(runs=3)
    cal.add("memory", [vm_us, vm_us, vm_us])
    cal.add("leds", [vm_us * 2, vm_us * 2, vm_us * 2])  # a busier moment: twice as slow
    cal.cpython_us = [8000.0]
    return cal


def _results(kb=180, step_steps=30, confirm_us=800.0, allocating=0, flat=True, games=1000):
    cal = _calibration()
    leds_factor = cal.family_factor("leds")
    wire_ms = 122 * budgets.WIRE_US_PER_LED / 1000
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
                    "probes": [[512, True], [kb - 2, False], [kb, True]],
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
                "step": leds.latency_estimates(presses, 5, leds_factor, wire_ms),
                "confirm": leds.latency_estimates(confirms, 5, leds_factor, wire_ms),
            },
            "confirm_parts": {"gc.collect": 250.0, "save": 160.0, "heap_in_use": 1, "history": 9},
        },
    }


def _row(steps, us):
    return {"steps": steps, "us_median": us, "us_worst": 2 * us, "destinations_mean": 3.0}


def _targets(results):
    return {t["name"]: t["met"] for t in verdicts.evaluate(results)}


def test_the_factor_is_the_pico_time_over_ours_per_family_and_overall():
    cal = _calibration(vm_us=15000.0)
    pico = rp2.FIBONACCI_US
    assert cal.family_factor("memory") == pico / 15000.0
    assert cal.family_factor("leds") == pico / 30000.0
    assert cal.family_factor("never measured") == cal.factor()
    summary = cal.report()
    assert summary["factor_spread"] == [pico / 30000.0, pico / 15000.0]
    assert summary["per_family"]["leds"]["samples"] == 3


def test_a_press_on_a_pico_waits_the_loops_sleeps_and_their_steps_then_the_wire():
    presses = [{"steps": 2, "us": [100.0, 1000.0]}]
    got = leds.latency_estimates(presses, 5, 100.0, 3.66)
    assert got["virtual_ms_worst"] == 10
    assert abs(got["pico_ms_worst"] - (5 + 10 + 5 + 100 + 3.66)) < 1e-9
    assert got["step_us_worst"] == 1000.0


def test_every_target_is_judged_on_its_figure():
    met = _targets(_results(kb=90, step_steps=1, confirm_us=100.0))
    assert met == {
        "whole_game_heap": True,
        "frame_render_against_the_wire": True,
        "destinations_time": True,
        "press_to_led": True,
        "no_allocation_when_steady": True,
        "heap_flat_over_games": True,
    }
    missed = _targets(_results(kb=98, step_steps=30, allocating=1, flat=False, games=999))
    assert not missed["whole_game_heap"] and not missed["press_to_led"]
    assert not missed["no_allocation_when_steady"] and not missed["heap_flat_over_games"]


def test_a_leak_is_a_heap_that_moves_after_the_first_game():
    assert memory._flatness("g", 2, [900, 1000, 1000, 1000])["flat"]
    leaking = memory._flatness("g", 2, [900, 1000, 1016, 1032])
    assert not leaking["flat"] and leaking["growth_after_first"] == 32


def test_a_miss_comes_with_its_cause_in_the_notes():
    notes = verdicts.notes(_results(kb=180, step_steps=30, confirm_us=2000.0))
    assert any(n.startswith("Heap:") and "frozen" in n for n in notes)
    assert any(n.startswith("Step press:") and "blink" in n for n in notes)
    assert any(n.startswith("Confirm press:") and "gc.collect" in n for n in notes)
    assert verdicts.notes(_results(kb=90, step_steps=1, confirm_us=100.0)) == []


def test_the_markdown_has_every_section_and_the_targets_table():
    results = _results()
    results["speed"] = {
        "step_games": 1,
        "bot_games": 1,
        "engine": [],
        "playouts": [],
        "bot": [],
    }
    text = _markdown(results)
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
    assert "## Against a real Pico" in text and "## Measured on a board" not in text
    assert "| every game completes in 96 KB" in text
    assert "a CPU" in text and "MicroPython 1.29" in text


def test_the_heap_target_is_judged_on_the_frozen_build_when_it_was_measured():
    results = _results(kb=180)
    for row in results["memory"]["smallest_heap"]:
        if row["form"] == "frozen":
            row["kb"] = 90
    (target,) = [t for t in verdicts.evaluate(results) if t["name"] == "whole_game_heap"]
    assert (
        target["met"] and "frozen" in target["figure"] and "180 KB from .mpy" in target["figure"]
    )
    results["memory"]["smallest_heap"] = [
        r for r in results["memory"]["smallest_heap"] if r["form"] != "frozen"
    ]
    (target,) = [t for t in verdicts.evaluate(results) if t["name"] == "whole_game_heap"]
    assert not target["met"] and "from .mpy" in target["figure"]


def test_a_quick_runs_one_probe_at_512_kb_and_three_games_decide_no_target():
    results = _results(kb=512, games=3)
    for row in results["memory"]["smallest_heap"]:
        row["probes"] = [[512, True]]
    results["memory"]["grain_kb"] = 512
    targets = {t["name"]: t for t in verdicts.evaluate(results)}
    heap = targets["whole_game_heap"]
    assert heap["met"] is None and "512 KB grain" in heap["figure"]
    assert targets["heap_flat_over_games"]["met"] is None
    text = _markdown(results)
    assert "| not measured at this grain |" in text and "missed by" not in text


def test_a_leak_seen_in_a_few_games_is_a_miss_and_a_failed_probe_above_the_target_too():
    results = _results(kb=512, flat=False, games=3)
    for row in results["memory"]["smallest_heap"]:
        row["probes"] = [[512, True], [256, False]]
    met = _targets(results)
    assert met["heap_flat_over_games"] is False and met["whole_game_heap"] is False


def test_a_busy_machine_is_flagged_when_the_reference_runs_spread():
    quiet = calibration.Calibration(runs=3)
    quiet.add("speed", [15000.0, 15100.0, 15200.0])
    assert not quiet.report()["busy"]
    assert verdicts.busy_note(quiet.report()) == ""
    busy = calibration.Calibration(runs=3)
    busy.add("speed", [15000.0, 21000.0, 24000.0])
    assert busy.report()["busy"]
    assert "busy machine" in verdicts.busy_note(busy.report())


def _speed(factor_us=1.0):
    """Speed figures whose Pico estimates are the rp2 figures times `factor_us`."""
    factor = rp2.FIBONACCI_US / 15000.0  # _calibration's
    us = 1000 / factor * factor_us  # VM microseconds that estimate 1 ms on a Pico

    def bot(game):
        players, ms = rp2.BOT_MS_MEDIAN[game]
        return {
            "game": game,
            "players": players,
            "decisions": 9,
            "us_median": ms * us,
            "us_worst": rp2.BOT_MS_WORST * us,
            "slice_us_worst": rp2.SLICE_MS_LONGEST[1] * us,
        }

    def engine(game, players, ms):
        vm = {"step_us_median": ms * us, "step_us_worst": 9 * ms * us, "game_us_median": 1e6}
        return {"game": game, "players": players, "vm": dict(vm, actions_median=100)}

    low, high = rp2.STEP_MS_MEDIAN
    return {
        "step_games": 1,
        "bot_games": 1,
        "engine": [engine("tycoon", 2, low), engine("scream", 5, high)],
        "playouts": [],
        "bot": [bot(game) for game in sorted(rp2.BOT_MS_MEDIAN)],
    }


def _with_speed(results, factor_us=1.0):
    """`results` with _speed's figures, timed alongside the memory family's factor."""
    results["calibration"]["per_family"]["speed"] = results["calibration"]["per_family"]["memory"]
    results["speed"] = _speed(factor_us)
    return results


def test_each_estimate_is_held_against_the_figure_measured_on_a_pico():
    results = _with_speed(_results(), factor_us=2.0)
    rows = {row["figure"]: row for row in against.against_rp2(results)}
    step = rows["engine step, median (least-most over the games)"]
    assert step["pico"] == "0.83 ms-2.46 ms" and step["ratio"] == [2.0, 2.0]
    assert rows["GreedyBot decision, median, scream_machine 6p"]["ratio"] == [2.0]
    assert rows["GreedyBot decision, median, scream_machine 6p"]["shown"] == "x2.00"
    assert rows["GreedyBot decision, worst"]["ratio"] == [2.0]
    assert rows["the heap (here: the VM's -X heapsize, 64-bit objects)"]["ratio"] == [
        round(runner.heap_bytes(runner.PICO_HEAP) / 245888, 3)
    ]
    added = rows["what a game adds (least-most over the games)"]
    assert added["ratio"] == [round(29000 / (14 * 1024), 3), round(29000 / (22 * 1024), 3)]


def test_the_32_bit_vms_table_and_games_are_held_against_the_picos():
    results = _results()
    weighed = [
        {"table_bytes": 70 * 1024, "game_bytes": 14 * 1024},
        {"table_bytes": 70 * 1024, "game_bytes": 33 * 1024},
    ]
    results["memory"]["table_heaps"] = {"vm32": weighed, "vm64": weighed}
    rows = {row["figure"]: row for row in against.against_rp2(results)}
    table = rows["the table at the game select, after a collection (.mpy, the 32-bit VM)"]
    assert table["ratio"] == [1.0] and table["pico"] == "about 70.0 KB"
    games = rows["what a game adds, begun (.mpy, the 32-bit VM) (least-most over the games)"]
    assert games["ratio"] == [1.0, 1.5]


def test_a_boards_own_figures_go_beside_the_estimates():
    results = _with_speed(_results())
    board = {
        "port": "/dev/ttyACM0",
        "micropython": "1.26.1",
        "heap_bytes": 245888,
        "date": "2026-12-01T00:00:00+00:00",
        "calibration": {"us": [1700000], "us_min": 1700000},
        "engine": [{"game": "tycoon", "players": 2, "step_us_median": 415.0}],
        "bot": [],
    }
    results["board"] = board
    rows = against.board_rows(board, results)
    assert rows[1]["figure"] == "engine step, median, tycoon 2p"
    assert rows[1]["ratio"] == [2.0]  # an estimate of 0.83 ms against 0.415 ms measured
    text = _markdown(results)
    assert "## Measured on a board (make bench-pico)" in text and "/dev/ttyACM0" in text


def test_only_a_full_run_writes_the_tracked_report_and_a_quick_one_writes_under_build():
    full = parse([])
    assert full.json.name == "bench.json" and full.json.parent.name != "build"
    assert full.markdown.parts[-2:] == ("docs", "PERFORMANCE.md")
    for partial in (["--quick"], ["--only", "speed"], ["--games", "tycoon"]):
        args = parse(partial)
        assert args.json.parent.name == "build" and args.markdown.parent.name == "build"


def _markdown(results):
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
        }
    )
    results.setdefault("speed", _speed())
    return markdown.document(write.judge(results))


def _with_phones(slice_us, heaps, looks=(0, 0.0)):
    results = _results()
    results["phones"] = {
        "slice_us": slice_us,
        "streams": looks[0],
        "look_us": looks[1],
        "after_games": phones.flatness(heaps, 4),
    }
    return {t["name"]: t for t in verdicts.evaluate(results) if "phones" in t["name"]}


def test_six_phones_add_the_longest_slice_and_the_watchers_look_scaled_to_a_press():
    factor = _calibration().family_factor("leds")
    got = _with_phones(1000.0, [5000] * 8)
    latency = got["press_to_led_with_phones"]
    assert "the watcher's look (%d ms, Pico est.)" % round(factor) in latency["figure"]
    # one look for all seven streams (the watcher's), counted once, not once a stream
    looking = _with_phones(1000.0, [5000] * 8, looks=(7, 100.0))
    latency = looking["press_to_led_with_phones"]
    assert "the watcher's look (%d ms, Pico est.)" % round(1.1 * factor) in latency["figure"]
    slow = _with_phones(1000.0 * budgets.PRESS_TO_LED_MS, [5000] * 8)
    assert slow["press_to_led_with_phones"]["met"] is False


def test_the_heap_with_phones_is_flat_unless_the_later_games_sit_higher():
    level = [9000, 5000, 5200, 4900, 5100, 5300, 4800, 5000, 5200, 5100, 4900, 5000]
    assert phones.flatness(level, 4)["flat"] is True
    climbing = level[:4] + [5000 + 600 * i for i in range(8)]
    assert phones.flatness(climbing, 4)["flat"] is False
    # one late sample caught with views on their way is no leak; a floor that rises is
    caught = level[:-1] + [5000 + 3 * phones.FLAT_MARGIN]
    assert phones.flatness(caught, 4)["flat"] is True
    rising = level[:8] + [x + 3 * phones.FLAT_MARGIN for x in level[8:]]
    assert phones.flatness(rising, 4)["flat"] is False
    assert phones.flatness(level[:6], 4)["flat"] is None  # one round after the first: too few
    games = _with_phones(0.0, level)["heap_flat_with_phones"]
    assert games["met"] is None  # level, but 12 games cannot stand for 100
    assert _with_phones(0.0, climbing)["heap_flat_with_phones"]["met"] is False


def test_the_pico_w_heap_is_judged_on_the_frozen_run_less_the_simulated_board():
    def judged(most, board):
        results = _results()
        results["phones"] = {"slice_us": 100.0, "frozen": {"most_in_use_bytes": most}}
        results["memory"]["imports"] = [{"form": "frozen", "ok": True, "simulator_bytes": board}]
        (row,) = [t for t in verdicts.evaluate(results) if t["name"] == "pico_w_heap_half_free"]
        return row

    half = budgets.PICO_W_HEAP // 2
    assert judged(half + 12 * 1024, 12 * 1024)["met"] is True
    missed = judged(half + 13 * 1024, 12 * 1024)
    assert missed["met"] is False and "less the simulated board (12.0 KB)" in missed["figure"]


def test_the_pico_w_heap_is_judged_on_the_32_bit_whole_game_names_aside():
    def judged(frozen_in):
        results = _results()
        whole = {
            "game": "scream_park",
            "players": 5,
            "most_in_use_bytes": frozen_in + 30 * 1024,
            "names_bytes": 30 * 1024,
            "frozen_in_bytes": frozen_in,
            "board_bytes": 8 * 1024,
            "samples": 498,
        }
        results["phones"] = {
            "slice_us": 100.0,
            "frozen": {"most_in_use_bytes": 10 * budgets.PICO_W_HEAP},  # the 64-bit upper bound
            "pico_w": {"vm32": whole, "vm64": dict(whole, frozen_in_bytes=2 * frozen_in)},
        }
        (row,) = [t for t in verdicts.evaluate(results) if t["name"] == "pico_w_heap_half_free"]
        return row

    half = budgets.PICO_W_HEAP // 2
    met = judged(half - 1024)
    assert met["met"] is True and met["figure"].startswith("95.0 KB in use at most")
    assert "32-bit VM" in met["figure"] and "less the 30.0 KB of names" in met["figure"]
    assert judged(half + 1024)["met"] is False


def test_the_phones_section_shows_the_whole_game_on_both_vms():
    run = {
        "game": "scream_park",
        "players": 5,
        "most_in_use_bytes": 110 * 1024,
        "names_bytes": 28 * 1024,
        "frozen_in_bytes": 82 * 1024,
        "board_bytes": 8 * 1024,
        "samples": 498,
    }
    phones_found = {
        "game": "scream_park",
        "players": 5,
        "heap": "384K",
        "page_bytes": 2700,
        "table_and_game_bytes": 150000,
        "server_code_bytes": 38000,
        "with_phones_bytes": 67000,
        "most_in_use_bytes": 220000,
        "events": 7000,
        "step_us": 80.0,
        "slice_us": 110.0,
        "slice_what": "a slice",
        "hold_us": 900.0,
        "first_views_hold_us": 2000.0,
        "pico_w": {"vm32": run, "vm64": dict(run, frozen_in_bytes=150 * 1024)},
    }
    lines = []
    sections.phones(lines.append, phones_found)
    text = "\n".join(lines)
    assert "on the 32-bit VM: most in use" in text and "on the 64-bit VM" in text
    assert "| 110.0 KB; 28.0 KB; 82.0 KB; 8.0 KB |" in text
    assert "judged on the 32-bit VM" in text


def test_six_phones_are_judged_on_the_emulated_press_where_the_chip_was_measured():
    results = _results()
    results["phones"] = {"slice_us": 1000.0, "streams": 0, "look_us": 0.0}
    results["emulated"] = {
        "press": {"step_ms": [12.0, 15.5], "confirm_ms": [24.0]},
        "calibration": {"us_min": 1e12},  # no faster than the published chip: x1
    }
    (latency,) = [t for t in verdicts.evaluate(results) if t["name"] == "press_to_led_with_phones"]
    assert "the worst press without phones (24 ms, on the emulated Pico)" in latency["figure"]


def test_the_report_made_again_from_bench_json_alone_is_the_one_the_run_wrote(tmp_path):
    results = _with_speed(_results())
    text = _markdown(results)
    out_json, out_md = tmp_path / "bench.json", tmp_path / "PERFORMANCE.md"
    write.write(results, out_json, out_md)
    out_md.write_text("stale")
    again = write.report_only(out_json, out_md)
    assert out_md.read_text() == text + "\n"
    assert again["targets"] == results["targets"] and again["notes"] == results["notes"]


def test_every_target_has_its_own_name():
    results = _with_speed(_results())
    results["phones"] = {"slice_us": 100.0, "frozen": {"most_in_use_bytes": 1}}
    names = [t["name"] for t in verdicts.evaluate(results)]
    assert len(names) == len(set(names)) > 6
    assert all(name.isidentifier() and name.islower() for name in names)
