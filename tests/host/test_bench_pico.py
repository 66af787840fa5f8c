"""make bench-pico end to end: the bench's timing scripts copied to a MicroPython board through
mpremote and run there, their arguments handed over without a command line, the board's figures
written to the json `make bench` reads, against the unix port's REPL on a pseudo-terminal (as
the flash tests drive it) with Midway's build on its filesystem. One short game, one
calibration: the figures mean nothing at this size."""

import json
import shutil

from host_tools.bench import paths, pico, runner
from support.pty_board import PtyBoard


def test_bench_pico_times_the_engines_and_the_bot_on_a_board(tmp_path, firmware_build):
    board = tmp_path / "board"
    shutil.copytree(firmware_build, board)
    out = tmp_path / "bench-pico.json"
    options = ["--games", "scream_machine", "--step-games", "1", "--runs", "1", "--json", str(out)]
    options += ["--estimates", str(tmp_path / "no-bench.json")]
    with PtyBoard(board) as device:
        assert pico.main(["--port", device.port, "--resume", *options]) == 0
    found = json.loads(out.read_text())
    assert found["calibration"]["us_min"] > 0
    # 1 reference run alone, then 3 before and 3 after each of the three timed runs
    assert len(found["calibration"]["us"]) == 1 + 3 * 6
    assert [(r["game"], r["players"]) for r in found["engine"]] == [
        ("scream_machine", 3),
        ("scream_machine", 6),
    ]
    assert all(r["step_us_median"] > 0 for r in found["engine"])
    assert [(r["game"], r["players"]) for r in found["bot"]] == [("scream_machine", 6)]
    assert found["bot"][0]["decisions"] > 0
    assert 0 < found["heap_bytes"] <= runner.heap_bytes(runner.PICO_HEAP)  # the board's own heap
    assert sorted(p.name for p in (board / "bench").iterdir()) == [
        "bench_args.py",
        "benchvm.mpy",
        "engine_run.mpy",
        "playout.mpy",
        "reference.mpy",
    ]


def test_a_board_that_does_not_answer_is_said_in_words(tmp_path, capsys):
    options = ["--port", "/dev/ttyNOPE", "--json", str(tmp_path / "out.json")]
    assert pico.main(options) == 1
    assert "cannot open /dev/ttyNOPE" in capsys.readouterr().err
    assert not (tmp_path / "out.json").exists()


def test_no_bench_script_reads_a_command_line_a_board_does_not_have():
    for script in sorted(paths.VM.glob("*.py")):
        assert "argv" not in script.read_text(), script.name
