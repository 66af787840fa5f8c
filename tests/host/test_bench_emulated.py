"""make bench's emulated Pico on a tiny run: the official rp2 firmware booted with Midway and
the bench's scripts on its flash, a press through the pins to the LED pin, one bot's decisions
timed at their moments of a game planned on CPython, and the report's section made from what
came back. No timing is asserted: the figures mean nothing at this size."""

from host_tools.bench import emulated, emulated_report


def test_the_emulated_pico_times_a_press_and_a_bots_decisions(tmp_path):
    code, scripts = emulated.compiled(tmp_path)
    board = emulated.Board(code, scripts)
    try:
        press = emulated.press_to_led(board, presses=1, confirms=1)
        bots = emulated.decisions(board, {"tycoon": (2, 2)}, 1, slowest=1, spread=2)
        heap = board.run("engine_run", {"game": "tycoon", "players": 2, "mode": "leak"})
    finally:
        board.close()
    assert len(press["step_ms"]) + len(press["confirm_ms"]) + press["unseen"] == 2
    assert press["step_ms"] + press["confirm_ms"], "no press showed on the LED pin"
    [row] = bots
    assert "error" not in row, row
    assert row["level_name"] == "normal" and row["timed"] >= 2
    assert row["agreed"] == row["timed"]  # the same dice, the same choice as on CPython
    assert row["us_worst"] >= row["slice_us_worst"] > 0
    assert heap.ok, heap.error
    assert heap.result["heap"] == 245888  # the RPI_PICO build's own heap, not the VM's
    found = {"press": press, "bots": bots, "calibration": {"us_min": 1600000}, "table": []}
    results = {"calibration": {"published": {"pico_us": 1785616}}}
    lines: list = []
    emulated_report.markdown(lines.append, found, results, lambda family: 1.0)
    text = "\n".join(lines)
    assert "## On the emulated Pico" in text and "normal bot, tycoon 2p" in text
    verdicts = emulated_report.targets(found, 1785616)
    assert {t["met"] for t in verdicts} <= {True, False}
