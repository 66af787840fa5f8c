"""The emulated Pico's part of make bench's report (host_tools/bench/emulated.py measures it):
its figures beside this run's VM estimates and the real Pico's (rp2.py), where the estimates
were wrong, and the budgets judged on it.

Emulated times are the chip's own (rp2040js's cycle counts at 125 MHz). The calibration
workload says how far they are from a real Pico's: the budgets are judged on the emulated
time scaled by the published figure / the emulated one when that is above 1 (the emulator
fast), never scaled down, so a verdict errs towards the Pico being slower.
"""

import statistics

from host_tools.bench import rp2

LATENCY_MS = 50  # a press may wait this long for its LED (report.LATENCY_TARGET_MS)
SLICE_MS = 50  # a bot's slice holds the loop at most this long (issue 17)
DECISION_MS = 1500  # a bot's decision at most this long, worst (issue 17)


def scale(emu: dict, published_us: float) -> float:
    """What the budgets multiply emulated time by: published / emulated fibonacci(24), at
    least 1."""
    cal = emu.get("calibration")
    if not cal or not cal.get("us_min"):
        return 1.0
    return max(1.0, published_us / cal["us_min"])


def _ms(us) -> str:
    if us is None:
        return "-"
    ms = us / 1000
    if ms < 10:
        return "%.2f ms" % ms
    if ms < 1000:
        return "%.1f ms" % ms
    return "%.2f s" % (ms / 1000)


def _kb(value) -> str:
    return "-" if value is None else "%.1f KB" % (value / 1024)


def _ratio(a, b) -> str:
    return "x%.2f" % (a / b) if a and b else ""


def _bot_rows(emu: dict) -> list:
    return [r for r in emu.get("bots", ()) if "error" not in r]


def _presses(emu: dict) -> tuple:
    press = emu.get("press") or {}
    return press.get("step_ms", []), press.get("confirm_ms", [])


def worst_press_ms(emu: dict, published_us: float) -> float | None:
    """The worst press to LED on the emulated Pico, scaled for the budget; None unmeasured."""
    steps, confirms = _presses(emu)
    if not steps and not confirms:
        return None
    return max(steps + confirms) * scale(emu, published_us)


def targets(emu: dict, published_us: float) -> list[dict]:
    """The budgets judged on the emulated Pico."""
    k = scale(emu, published_us)
    out = []
    steps, confirms = _presses(emu)
    if steps or confirms:
        worst = max(steps + confirms)
        out.append(
            {
                "target": "button to LED within %d ms on the emulated Pico" % LATENCY_MS,
                "figure": "step press: median %.0f ms, worst %.0f ms; confirm: median %.0f ms, "
                "worst %.0f ms (emulated, from the press on the GPIO to the frame on the LED "
                "pin; x%.2f for the budget: %.0f ms)"
                % (
                    statistics.median(steps) if steps else 0,
                    max(steps, default=0),
                    statistics.median(confirms) if confirms else 0,
                    max(confirms, default=0),
                    k,
                    worst * k,
                ),
                "met": worst * k <= LATENCY_MS,
            }
        )
    bots = _bot_rows(emu)
    if bots:
        slowest = max(bots, key=lambda r: r["slice_us_worst"])
        over = [
            "%s %s %.0f ms" % (r["level_name"], r["game"], r["slice_us_worst"] * k / 1000)
            for r in bots
            if r["slice_us_worst"] * k > SLICE_MS * 1000
        ]
        levels = sorted({r["level_name"] for r in bots})
        out.append(
            {
                "target": "a bot's slice holds the loop at most %d ms on the emulated Pico, "
                "every level (%s)" % (SLICE_MS, ", ".join(levels)),
                "figure": "longest: %s (%s bot, %s %dp; x%.2f for the budget)%s"
                % (
                    _ms(slowest["slice_us_worst"]),
                    slowest["level_name"],
                    slowest["game"],
                    slowest["players"],
                    k,
                    "; over: " + ", ".join(over) if over else "",
                ),
                "met": not over,
            }
        )
        slowest = max(bots, key=lambda r: r["us_worst"])
        over = [
            "%s %s %s" % (r["level_name"], r["game"], _ms(r["us_worst"] * k))
            for r in bots
            if r["us_worst"] * k > DECISION_MS * 1000
        ]
        out.append(
            {
                "target": "a bot's decision within %.1f s on the emulated Pico, every level"
                % (DECISION_MS / 1000),
                "figure": "slowest: %s (%s bot, %s %dp)%s"
                % (
                    _ms(slowest["us_worst"]),
                    slowest["level_name"],
                    slowest["game"],
                    slowest["players"],
                    "; over: " + ", ".join(over) if over else "",
                ),
                "met": not over,
            }
        )
    for run in emu.get("table", ()):
        if "error" in run:
            out.append(
                {
                    "target": "any sequence of games in one power-on, on the emulated Pico",
                    "figure": "failed: %s" % run["error"].splitlines()[-1:],
                    "met": False,
                }
            )
            continue
        most = max(g["most_bytes"] for g in run["games"])
        out.append(
            {
                "target": "a whole game fits the Pico's heap, on the emulated Pico"
                if run.get("play")
                else "any sequence of games begun in one power-on fits the Pico's heap, on "
                "the emulated Pico",
                "figure": "%d game(s) (%s): at most %s in use after a step of %s heap, %s free"
                % (
                    len(run["games"]),
                    run["sequence"],
                    _kb(most),
                    _kb(run["heap"]),
                    _kb(run["heap"] - most),
                ),
                "met": True,
            }
        )
    return out


def rows(emu: dict, results: dict, factor_of) -> list[tuple]:
    """(figure, emulated Pico, estimate here, real Pico, emulated / estimate) per figure."""
    out = []
    cal = emu.get("calibration")
    published = results["calibration"]["published"]["pico_us"]
    if cal:
        out.append(
            (
                "fibonacci(24), gc off (the published figure %s; the estimates' anchor %s)"
                % (_ms(published), _ms(rp2.FIBONACCI_US)),
                _ms(cal["us_min"]),
                _ms(rp2.FIBONACCI_US),
                _ms(rp2.FIBONACCI_US),
                _ratio(cal["us_min"], rp2.FIBONACCI_US),
            )
        )
    speed = results.get("speed") if "error" not in (results.get("speed") or {}) else None
    factor = factor_of("speed") if speed else None
    vm_steps = {
        (r["game"], r["players"]): r.get("vm", {}) for r in (speed or {}).get("engine", [])
    }
    for row in emu.get("engine", []):
        if "error" in row:
            continue
        key = (row["game"], row["players"])
        vm = vm_steps.get(key, {}).get("step_us_median")
        est = vm * factor if vm is not None and factor else None
        out.append(
            (
                "engine step, median, %s %dp" % key,
                _ms(row["step_us_median"]),
                _ms(est),
                "%.2f-%.2f ms (all games)" % rp2.STEP_MS_MEDIAN,
                _ratio(row["step_us_median"], est),
            )
        )
    vm_bots = {(r["game"], r["players"]): r for r in (speed or {}).get("bot", [])}
    for row in _bot_rows(emu):
        key = (row["game"], row["players"])
        vm = vm_bots.get(key, {}) if row["level_name"] == "normal" else {}
        players, real = rp2.BOT_MS_MEDIAN.get(row["game"], (0, 0))
        real_median = (
            "%d ms" % real if row["level_name"] == "normal" and players == key[1] else "-"
        )
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
            est = theirs * factor if theirs is not None and factor else None
            out.append(("%s: %s" % (label, what), _ms(mine), _ms(est), pico, _ratio(mine, est)))
    steps, confirms = _presses(emu)
    leds = results.get("leds") if "error" not in (results.get("leds") or {}) else None
    latency = (leds or {}).get("latency", {})
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
                    _ms(mine * 1000),
                    _ms(theirs * 1000 if theirs is not None else None),
                    "-",
                    _ratio(mine, theirs),
                )
            )
    memory = results.get("memory") if "error" not in (results.get("memory") or {}) else None
    vm32 = {r["game"]: r for r in ((memory or {}).get("table_heaps") or {}).get("vm32", [])}
    vm32_table = next(iter(vm32.values()))["table_bytes"] if vm32 else None
    for run in emu.get("table", ()):
        if "error" in run:
            continue
        out.append(
            (
                "the table at the game select, after a collection (.mpy; the estimate: the "
                "32-bit VM)",
                _kb(run["table_bytes"]),
                _kb(vm32_table),
                "about %s" % _kb(rp2.TABLE_BYTES),
                _ratio(run["table_bytes"], vm32_table),
            )
        )
        first: dict = {}
        for game in run["games"]:
            first.setdefault(game["game"], game)
        for name, game in first.items():
            theirs = vm32.get(name)
            out.append(
                (
                    "what %s adds, begun, %dp (the 32-bit VM: %s players)"
                    % (name, game["players"], theirs["players"] if theirs else "-"),
                    _kb(game["game_bytes"]),
                    _kb(theirs["game_bytes"] if theirs else None),
                    "%s-%s (all games)" % (_kb(rp2.GAME_BYTES[0]), _kb(rp2.GAME_BYTES[1])),
                    _ratio(game["game_bytes"], theirs["game_bytes"] if theirs else None),
                )
            )
        break
    return out


def markdown(add, emu: dict, results: dict, factor_of) -> None:
    add("## On the emulated Pico")
    add("")
    add(
        "MicroPython %s's official RPI_PICO firmware in an emulated RP2040 at %d MHz (npm's "
        "rp2040js under node, host_tools/rp2emu; its cycle counts per instruction), Midway on "
        "its LittleFS as `make flash` copies it (.mpy), every figure in the chip's emulated "
        "time, the heap the firmware's own (%s). The calibration workload puts the emulator "
        "at x%.2f of the published figure (%s); the budgets below are judged on emulated "
        "time x%.2f. host_tools/bench/emulated.py says how each is measured; it took %.0f s "
        "here for %.0f emulated s."
        % (
            emu.get("release", "?"),
            emu.get("clock_mhz", 125),
            _kb(emu.get("heap_bytes")),
            (emu.get("calibration") or {}).get("against_published", 0),
            _ms(results["calibration"]["published"]["pico_us"]),
            scale(emu, results["calibration"]["published"]["pico_us"]),
            emu.get("seconds", 0),
            emu.get("emulated_s", 0),
        )
    )
    add("")
    add("| figure | emulated Pico | estimate here | real Pico (rp2.py) | emulated / estimate |")
    add("|---|---|---|---|---|")
    for row in rows(emu, results, factor_of):
        add("| %s |" % " | ".join(row))
    add("")
    bots = _bot_rows(emu)
    if bots:
        add(
            "The bots: each game at its most players, the level's bot in every seat, played "
            "whole on CPython first (vm/decisions.py's plan); on the emulated Pico the "
            "decisions that took longest there (and those with the longest slice) and an "
            "even spread through the game are timed at their own moments, their dice as they "
            "were, each after a collection. The median is the even spread's; worst and "
            "slice are over every decision timed. Agreed: the emulated Pico chose what "
            "CPython chose."
        )
        add("")
        add("| level | game | players | decisions | timed | agreed | median | worst | slice |")
        add("|---|---|---|---|---|---|---|---|---|")
        for r in bots:
            add(
                "| %s | %s | %d | %d | %d | %d | %s | %s | %s |"
                % (
                    r["level_name"],
                    r["game"],
                    r["players"],
                    r["decisions"],
                    r["timed"],
                    r["agreed"],
                    _ms(r.get("us_median_even")),
                    _ms(r["us_worst"]),
                    _ms(r["slice_us_worst"]),
                )
            )
        add("")
    for run in emu.get("table", ()):
        if "error" in run:
            add("The table's sequence failed: `%s`" % run["error"].splitlines()[-1:])
            add("")
            continue
        how = (
            "each game played whole, normal bots in every seat, no delays, saves on the flash"
            if run.get("play")
            else "each game left as soon as it has begun"
        )
        add(
            "The table in one power-on (vm/pico_table.py: booted as main.py boots it; %s), "
            "the heap in use after a collection, of %s:" % (how, _kb(run["heap"]))
        )
        add("")
        add("| game | players | actions | game emulated | at the select | begun | most | after |")
        add("|---|---|---|---|---|---|---|---|")
        for g in run["games"]:
            add(
                "| %s | %d | %s | %s | %s | +%s | %s | %s |"
                % (
                    g["game"],
                    g["players"],
                    g["actions"] if run.get("play") else "-",
                    "%.1f s" % (g["ms"] / 1000) if run.get("play") else "-",
                    _kb(g["select_bytes"]),
                    _kb(g["game_bytes"]),
                    _kb(g["most_bytes"]),
                    _kb(g["after_bytes"]),
                )
            )
        add("")
    for note in notes(emu, results, factor_of):
        add("- " + note)
    add("")


def notes(emu: dict, results: dict, factor_of) -> list[str]:
    """Where the VM's estimates were wrong by more than a quarter, by the emulated Pico."""
    out = []
    for figure, mine, theirs, _, ratio in rows(emu, results, factor_of):
        if ratio and not 0.8 <= float(ratio[1:]) <= 1.25:
            out.append(
                "The estimate was %s: %s, %s on the emulated Pico against %s estimated (%s)."
                % ("high" if float(ratio[1:]) < 1 else "low", figure, mine, theirs, ratio)
            )
    return out
