"""make bench's emulated Pico on a tiny run: the official rp2 firmware booted with Midway and
the bench's scripts on its flash, presses through the pins answered on the LED pin, one bot's
decisions timed at their moments of a game planned on CPython, and the report's section made
from what came back. No timing is asserted: the figures mean nothing at this size."""

from host_tools.bench import emulated, sections, verdicts


def test_the_emulated_pico_times_a_press_and_a_bots_decisions(tmp_path):
    code, scripts = emulated.compiled(tmp_path)
    board = emulated.Board(code, scripts)
    try:
        press = emulated.press_to_led(board, presses=0, confirms=1)
        bots = emulated.decisions(board, {"tycoon": (2, 2)}, 1, slowest=1, spread=2)
        heap = board.run("engine_run", {"game": "tycoon", "players": 2, "mode": "leak"})
    finally:
        board.close()
    assert len(press["confirm_ms"]) == 1, press  # seat 1's first confirm, answered on the pin
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
    sections.emulated(lines.append, found, results)
    text = "\n".join(lines)
    assert "## On the emulated Pico" in text and "normal bot, tycoon 2p" in text
    judged = verdicts.emulated_targets(found, 1785616)
    assert {t["met"] for t in judged} <= {True, False}


DESTINATION, LIT, RED, GREEN = (0, 0, 21), (0, 0, 64), (64, 0, 0), (0, 64, 0)


def _frame(*leds):
    return b"".join(bytes(led) for led in leds)


def test_a_press_is_answered_by_an_led_that_held_still_before_it():
    # the second before a press: LED 0 a destination, LED 1 the highlight blinking on another,
    # LED 2 two guests taking turns on a space. The highlight's blink and the guests' turns
    # answer nothing; the next destination lit does.
    before = [
        (
            ms,
            _frame(
                DESTINATION,
                LIT if ms % 300 < 150 else DESTINATION,
                RED if ms % 800 < 400 else GREEN,
            ),
        )
        for ms in range(0, 1000, 20)
    ]
    steady = emulated._steady(before)
    assert steady == [bytes(DESTINATION), None, None]
    assert not emulated._answers(_frame(DESTINATION, LIT, RED), steady)
    assert not emulated._answers(_frame(DESTINATION, DESTINATION, GREEN), steady)
    assert emulated._answers(_frame(LIT, DESTINATION, RED), steady)
