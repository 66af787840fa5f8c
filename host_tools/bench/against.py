"""Each figure measured on a chip, beside this run's estimate of it: a real Pico's (rp2.py), a
maker's board's (make bench-pico) and the emulated Pico's (emulated.py). The ratio says how
far the estimates are off."""

import statistics

from host_tools.bench import rp2, runner
from host_tools.bench.figures import family_factor, measured, pico_ms
from host_tools.bench.units import kbytes, ms3, ms_of_us, ratio, span, times
from host_tools.bench.verdicts import emulated_bots, emulated_presses


def _row(figure: str, pico: str, here: str, ratios: list) -> dict:
    """A figure measured on a Pico, its estimate here, and estimate / Pico (one ratio a
    figure, or the low ends' and the high ends' for a range)."""
    return {
        "figure": figure,
        "pico": pico,
        "here": here,
        "ratio": [round(r, 3) for r in ratios],
        "shown": " / ".join(ratio(r) for r in ratios),
    }


def _one(figure: str, pico: float, here: float, unit, prefix: str = "") -> dict:
    return _row(figure, prefix + unit(pico), unit(here), [here / pico])


def _range(figure: str, pico: tuple, values: list, unit) -> dict:
    """A figure the Pico gave as least-most over the games, against the same here."""
    low, high = pico
    here_low, here_high = min(values), max(values)
    return _row(
        figure + " (least-most over the games)",
        span(low, high, unit),
        span(here_low, here_high, unit),
        [here_low / low, here_high / high],
    )


def against_rp2(results: dict) -> list[dict]:
    """Each figure rp2.py holds from a real Pico, beside this run's estimate of it."""
    published = results["calibration"]["published"]["pico_us"] / 1000
    rows = [
        _one(
            "fibonacci(24), gc off: the factor's anchor (the published figure, as a check)",
            rp2.FIBONACCI_US / 1000,
            published,
            ms3,
        )
    ]
    speed = measured(results, "speed")
    if speed:
        rows += _speed_against_rp2(speed, family_factor(results, "speed"))
    vm_heap = runner.heap_bytes(runner.PICO_HEAP)
    figure = "the heap (here: the VM's -X heapsize, 64-bit objects)"
    rows.append(_one(figure, rp2.HEAP_BYTES, vm_heap, kbytes))
    rows += _memory_against_rp2(measured(results, "memory") or {})
    return rows


def _speed_against_rp2(speed: dict, factor: float) -> list[dict]:
    rows = []
    steps = [
        pico_ms(r["vm"]["step_us_median"], factor)
        for r in speed["engine"]
        if "step_us_median" in r.get("vm", {})
    ]
    if steps:
        rows.append(_range("engine step, median", rp2.STEP_MS_MEDIAN, steps, ms3))
    bots = [r for r in speed["bot"] if "us_median" in r]
    for row in bots:
        players, pico = rp2.BOT_MS_MEDIAN.get(row["game"], (0, 0))
        if pico and players == row["players"]:
            figure = "GreedyBot decision, median, %s %dp" % (row["game"], players)
            rows.append(_one(figure, pico, pico_ms(row["us_median"], factor), ms3))
    if bots:
        worst = max(pico_ms(r["us_worst"], factor) for r in bots)
        rows.append(_one("GreedyBot decision, worst", rp2.BOT_MS_WORST, worst, ms3))
        slices = [pico_ms(r["slice_us_worst"], factor) for r in bots]
        rows.append(_range("a decision's longest slice", rp2.SLICE_MS_LONGEST, slices, ms3))
    return rows


def _memory_against_rp2(memory: dict) -> list[dict]:
    rows = []
    imports = [r for r in memory.get("imports", ()) if r.get("form") == "mpy"]
    if imports:
        figure = "the table without a game, after a collection (.mpy, 64-bit here)"
        table = imports[0]["table_bytes"]
        rows.append(_one(figure, rp2.TABLE_BYTES, table, kbytes, "about "))
        games = [r["game_bytes"] for r in imports]
        rows.append(_range("what a game adds", rp2.GAME_BYTES, games, kbytes))
    heaps = (memory.get("table_heaps") or {}).get("vm32")
    if heaps:
        figure = "the table at the game select, after a collection (.mpy, the 32-bit VM)"
        rows.append(_one(figure, rp2.TABLE_BYTES, heaps[0]["table_bytes"], kbytes, "about "))
        games = [r["game_bytes"] for r in heaps]
        figure = "what a game adds, begun (.mpy, the 32-bit VM)"
        rows.append(_range(figure, rp2.GAME_BYTES, games, kbytes))
    return rows


def board_rows(board: dict, results: dict | None) -> list[dict]:
    """A maker's board's own figures (make bench-pico) beside this run's estimates, when the
    run measured them: estimate / board per figure."""
    factor = family_factor(results, "speed") if results and "calibration" in results else None
    speed = (measured(results, "speed") if results else None) or {"engine": [], "bot": []}
    engine = {(r["game"], r["players"]): r.get("vm", {}) for r in speed["engine"]}
    bots = {(r["game"], r["players"]): r for r in speed["bot"]}
    rows = []

    def add(figure, on_board_us, vm_us, here=None):
        if vm_us is not None and factor is not None:
            here = pico_ms(vm_us, factor)
        ratios = [] if here is None else [here / (on_board_us / 1000)]
        rows.append(_row(figure, ms3(on_board_us / 1000), ms3(here), ratios))

    cal = board.get("calibration")
    if cal:
        # every estimate assumes rp2.py's Pico time: the board's own says how far that is off
        add(
            "fibonacci(24), gc off: the factor's anchor",
            cal["us_min"],
            None,
            rp2.FIBONACCI_US / 1000,
        )
    for row in board.get("engine", []):
        key = (row["game"], row["players"])
        if "error" not in row:
            mine = engine.get(key, {}).get("step_us_median")
            add("engine step, median, %s %dp" % key, row["step_us_median"], mine)
    for row in board.get("bot", []):
        key = (row["game"], row["players"])
        if "error" in row:
            continue
        mine = bots.get(key, {})
        add("GreedyBot decision, median, %s %dp" % key, row["us_median"], mine.get("us_median"))
        add("GreedyBot decision, worst, %s %dp" % key, row["us_worst"], mine.get("us_worst"))
        add("longest slice, %s %dp" % key, row["slice_us_worst"], mine.get("slice_us_worst"))
    return rows


# ---- the emulated Pico -----------------------------------------------------------------------


def emulated_rows(emu: dict, results: dict) -> list[tuple]:
    """(figure, emulated Pico, estimate here, real Pico, emulated / estimate) per figure."""
    out = []
    cal = emu.get("calibration")
    if cal:
        out.append(
            (
                "fibonacci(24), gc off (the published figure %s; the estimates' anchor %s)"
                % (
                    ms_of_us(results["calibration"]["published"]["pico_us"]),
                    ms_of_us(rp2.FIBONACCI_US),
                ),
                ms_of_us(cal["us_min"]),
                ms_of_us(rp2.FIBONACCI_US),
                ms_of_us(rp2.FIBONACCI_US),
                times(cal["us_min"], rp2.FIBONACCI_US),
            )
        )
    speed = measured(results, "speed")
    factor = family_factor(results, "speed") if speed else None
    out += _emulated_steps(emu, speed or {}, factor)
    out += _emulated_bots(emu, speed or {}, factor)
    out += _emulated_presses(emu, measured(results, "leds") or {})
    out += _emulated_heap(emu, measured(results, "memory") or {})
    return out


def _estimate(vm_us, factor):
    return vm_us * factor if vm_us is not None and factor else None


def _emulated_steps(emu: dict, speed: dict, factor) -> list[tuple]:
    vm_steps = {(r["game"], r["players"]): r.get("vm", {}) for r in speed.get("engine", [])}
    out = []
    for row in emu.get("engine", []):
        if "error" in row:
            continue
        key = (row["game"], row["players"])
        est = _estimate(vm_steps.get(key, {}).get("step_us_median"), factor)
        out.append(
            (
                "engine step, median, %s %dp" % key,
                ms_of_us(row["step_us_median"]),
                ms_of_us(est),
                "%.2f-%.2f ms (all games)" % rp2.STEP_MS_MEDIAN,
                times(row["step_us_median"], est),
            )
        )
    return out


def _emulated_bots(emu: dict, speed: dict, factor) -> list[tuple]:
    vm_bots = {(r["game"], r["players"]): r for r in speed.get("bot", [])}
    out = []
    for row in emulated_bots(emu):
        key = (row["game"], row["players"])
        normal = row["level_name"] == "normal"
        vm = vm_bots.get(key, {}) if normal else {}
        players, real = rp2.BOT_MS_MEDIAN.get(row["game"], (0, 0))
        real_median = "%d ms" % real if normal and players == key[1] else "-"
        label = "%s bot, %s %dp" % (row["level_name"], row["game"], row["players"])
        for what, mine, theirs, pico in (
            ("decision, median", row.get("us_median_even"), vm.get("us_median"), real_median),
            (
                "decision, worst",
                row["us_worst"],
                vm.get("us_worst"),
                "%d ms (all games)" % rp2.BOT_MS_WORST if vm else "-",
            ),
            (
                "longest slice",
                row["slice_us_worst"],
                vm.get("slice_us_worst"),
                "%d-%d ms (all games)" % rp2.SLICE_MS_LONGEST if vm else "-",
            ),
        ):
            est = _estimate(theirs, factor)
            out.append(
                ("%s: %s" % (label, what), ms_of_us(mine), ms_of_us(est), pico, times(mine, est))
            )
    return out


def _emulated_presses(emu: dict, leds: dict) -> list[tuple]:
    steps, confirms = emulated_presses(emu)
    latency = leds.get("latency", {})
    out = []
    for what, found in (("step", steps), ("confirm", confirms)):
        if not found:
            continue
        vm_latency = latency.get(what, {})
        for stat, mine, theirs in (
            ("median", statistics.median(found), vm_latency.get("pico_ms_median")),
            ("worst", max(found), vm_latency.get("pico_ms_worst")),
        ):
            out.append(
                (
                    "button to LED, %s press, %s" % (what, stat),
                    ms_of_us(mine * 1000),
                    ms_of_us(theirs * 1000 if theirs is not None else None),
                    "-",
                    times(mine, theirs),
                )
            )
    return out


def _emulated_heap(emu: dict, memory: dict) -> list[tuple]:
    """The first table run that measured: the table at the select, and what each game adds."""
    vm32 = {r["game"]: r for r in (memory.get("table_heaps") or {}).get("vm32", [])}
    vm32_table = next(iter(vm32.values()))["table_bytes"] if vm32 else None
    for run in emu.get("table", ()):
        if "error" in run:
            continue
        out = [
            (
                "the table at the game select, after a collection (.mpy; the estimate: the "
                "32-bit VM)",
                kbytes(run["table_bytes"]),
                kbytes(vm32_table),
                "about %s" % kbytes(rp2.TABLE_BYTES),
                times(run["table_bytes"], vm32_table),
            )
        ]
        first: dict = {}
        for game in run["games"]:
            first.setdefault(game["game"], game)
        for name, game in first.items():
            theirs = vm32.get(name)
            added = theirs["game_bytes"] if theirs else None
            out.append(
                (
                    "what %s adds, begun, %dp (the 32-bit VM: %s players)"
                    % (name, game["players"], theirs["players"] if theirs else "-"),
                    kbytes(game["game_bytes"]),
                    kbytes(added),
                    "%s-%s (all games)" % (kbytes(rp2.GAME_BYTES[0]), kbytes(rp2.GAME_BYTES[1])),
                    times(game["game_bytes"], added),
                )
            )
        return out
    return []


def emulated_notes(emu: dict, results: dict) -> list[str]:
    """Where the VM's estimates were wrong by more than a quarter, by the emulated Pico."""
    out = []
    for figure, mine, theirs, _, shown in emulated_rows(emu, results):
        if shown and not 0.8 <= float(shown[1:]) <= 1.25:
            out.append(
                "The estimate was %s: %s, %s on the emulated Pico against %s estimated (%s)."
                % ("high" if float(shown[1:]) < 1 else "low", figure, mine, theirs, shown)
            )
    return out
