"""The bench's screens family (host_tools/bench/screens.py): a page's time on the I2C bus as
the simulated bus counts it, a panel read for the table's own font, and docs/PERFORMANCE.md's
"Seat screens" section made and judged from bench.json's own figures."""

import copy
import json

from host_tools.bench import budgets, markdown, paths, screens, verdicts
from support import sim


def test_a_pages_time_on_the_bus_is_what_the_simulated_bus_counts():
    figures = {row["hz"]: row for row in screens.bus()["rates"]}
    machine = sim.install()
    machine.attach_screens((0, 1))
    from hal.screens import Screens

    for hz in (400000, 1000000):
        table = Screens(0, 20, 21, hz, 0x70, 0x3C, (0, 1))
        start = machine.i2c_bus_us()
        table.send(0, 0)  # seat 2's screen came up last: a channel switch
        switched = machine.i2c_bus_us() - start
        start = machine.i2c_bus_us()
        table.send(0, 1)
        assert (switched, machine.i2c_bus_us() - start) == (
            figures[hz]["page_switched_us"],
            figures[hz]["page_us"],
        )


def test_a_panel_shows_text_in_the_tables_font_lit_or_inverted():
    machine = sim.install()
    (panel,) = machine.attach_screens((0,)).values()
    from hal.screens import Screens

    table = Screens(0, 20, 21, 400000, 0x70, 0x3C, (0,))  # the driver sets the panel up
    columns = screens.font_columns("Seat 3")
    table.page[:] = columns + bytes(128 - len(columns))
    table.send(0, 2)
    assert screens.shows(panel, columns)
    assert not screens.shows(panel, screens.font_columns("Seat 4"))
    inverted = bytes(255 - b for b in screens.font_columns("you"))
    table.page[:] = inverted + b"\xff" * (128 - len(inverted))
    table.send(0, 5)
    assert screens.shows(panel, screens.font_columns("you"))  # the highlighted row


def _stored():
    """bench.json's results, as the last bench run wrote them."""
    return json.loads((paths.ROOT / "bench.json").read_text())


def test_the_seat_screens_section_is_written_and_judged_from_bench_json():
    results = _stored()
    assert "screens" in results, "bench.json has no screens figures: python -m host_tools.bench"
    text = markdown.document(dict(results, targets=verdicts.evaluate(results)))
    section = text.split("## Seat screens")[1].split("\n## ")[0]
    for game in ("tycoon", "scream_machine", "scream_park", "scream"):
        assert "| %s |" % game in section
    assert "| 400 kHz |" in section and "| 1000 kHz |" in section
    assert "press to seat 6's screen" in section
    found = {t["name"]: t for t in verdicts.evaluate(results)}
    heap = results["screens"]["heap"]["games"]
    worst = max(row["added_bytes"] for row in heap)
    assert found["screens_heap"]["met"] is (worst <= budgets.SCREENS_HEAP)
    press = results["screens"]["press"]
    assert found["screens_press_to_led"]["met"] is (max(press["led_ms"]) <= 50)
    last = max(max(times) for times in press["screen_ms"].values())
    assert found["screens_view"]["met"] is (last <= budgets.SCREEN_VIEW_MS)


def test_a_screen_slower_than_250_ms_is_a_miss():
    results = _stored()
    slow = copy.deepcopy(results["screens"])
    slow["press"]["screen_ms"]["6"] = [budgets.SCREEN_VIEW_MS + 1]
    found = {t["name"]: t for t in verdicts.evaluate(dict(results, screens=slow))}
    assert found["screens_view"]["met"] is False
