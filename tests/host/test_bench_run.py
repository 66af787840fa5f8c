"""`make bench` end to end with the smallest samples (--quick), so the machinery cannot rot:
every family runs under the real VM and CPython and both files are written with every target
judged (or found not measurable at a quick run's grain). The figures at these sizes mean
nothing; docs/PERFORMANCE.md is a full run's."""

import json

from host_tools.bench.__main__ import main


def _run(tmp_path, *options):
    out_json = tmp_path / "bench.json"
    out_md = tmp_path / "PERFORMANCE.md"
    args = ["--quick", "--json", str(out_json), "--markdown", str(out_md), *options]
    assert main(args) == 0
    return json.loads(out_json.read_text()), out_md.read_text()


def test_the_tycoon_families_leds_and_destinations(tmp_path):
    results, text = _run(tmp_path, "--games", "tycoon", "--only", "destinations,leds")
    targets = {t["name"] for t in results["targets"]}
    assert {"frame_render_against_the_wire", "press_to_led", "destinations_time"} <= targets
    assert results["leds"]["locked"]["steps"] > 0
    assert results["calibration"]["factor"] > 1
    assert "## LEDs and buttons" in text and "## Tycoon destinations()" in text


def test_the_memory_leak_and_speed_families_for_one_game(tmp_path):
    results, text = _run(
        tmp_path,
        "--games",
        "scream_machine",
        "--only",
        "memory,leak,speed",
        "--forms",
        "mpy,frozen",
    )
    heaps = results["memory"]["smallest_heap"]
    assert [(r["form"], r["players"]) for r in heaps] == [
        ("mpy", 3),
        ("mpy", 6),
        ("frozen", 3),
        ("frozen", 6),
    ]
    assert all(r["kb"] == 512 for r in heaps)  # --quick: one whole game at the top size
    verdicts = {t["name"]: t["met"] for t in results["targets"]}
    # not at this grain
    assert verdicts["whole_game_heap"] is None and verdicts["heap_flat_over_games"] is None
    assert "not measured at this grain" in text and "| **missed** |" not in text.split("##")[1]
    assert any(r["figure"].startswith("GreedyBot decision") for r in results["against_rp2"])
    imports = {r["form"]: r for r in results["memory"]["imports"]}
    assert set(imports) == {"source", "mpy", "frozen"}
    # frozen, the bytecode stays in flash: the table holds less of the heap than from .mpy
    assert imports["frozen"]["table_bytes"] < imports["mpy"]["table_bytes"]
    assert results["leak"]["engine"][0]["games"] == 3
    assert [r["players"] for r in results["speed"]["engine"]] == [3, 6]
    assert results["speed"]["playouts"][0]["per_second"] > 0
    assert "## Heap" in text and "## Engine speed" in text
