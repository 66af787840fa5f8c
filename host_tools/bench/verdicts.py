"""The bench's figures judged against the budgets (budgets.py): each target met, missed, or
not measured at the grain of a quick run, with the figure that decided it; and, for each
miss, the cause the measurements show. Every target has a name saying what it measures."""

import statistics

from host_tools.bench import budgets, runner
from host_tools.bench.figures import FORM_NAMES, family_factor, judged_form, measured, pico_ms
from host_tools.bench.units import kbytes, ms, ms_of_us, us

# A target's verdict: met (True), missed (False), or None when the run's grain cannot tell
# (a quick run's one heap probe at 512 KB, a handful of games for a 1,000-game target).
UNDECIDED = "not measured at this grain"


def verdict(met: bool | None) -> str:
    return {True: "met", False: "missed", None: UNDECIDED}[met]


def target(name: str, asks: str, figure: str, met: bool | None) -> dict:
    """One target: its name (what it measures), what it asks, the figure, the verdict."""
    return {"name": name, "target": asks, "figure": figure, "met": met}


def heap_met(row: dict) -> bool | None:
    """One game's heap against the target: met when it completed within it, missed when a
    probe at the target or above failed, else not decided at the search's grain."""
    if row["kb"] is not None and row["kb"] <= budgets.HEAP_KB:
        return True
    failed = [kb for kb, ok in row.get("probes", ()) if not ok]
    if failed and max(failed) >= budgets.HEAP_KB:
        return False
    return None


def all_met(verdicts: list) -> bool | None:
    """Missed if any is missed, met if all are met, else not decided."""
    if False in verdicts:
        return False
    return True if all(v is True for v in verdicts) else None


def evaluate(results: dict) -> list[dict]:
    """Every target the run measured: what it asks, the figure, met or not."""
    targets = _heap_targets(results)
    targets += _leds_targets(results)
    targets += _leak_targets(results)
    targets += _phones_targets(results)
    targets += _flash_targets(results)
    targets += _screens_targets(results)
    emulated = measured(results, "emulated")
    if emulated:
        published = results["calibration"]["published"]["pico_us"]
        targets += emulated_targets(emulated, published)
    return targets


def _heap_targets(results: dict) -> list[dict]:
    memory = measured(results, "memory") or {"smallest_heap": []}
    judged = judged_form(memory)
    heaps = [r for r in memory["smallest_heap"] if r.get("form") == judged]
    if not heaps:
        return []
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
    asks = "every game completes in %d KB of heap (64-bit unix build)" % budgets.HEAP_KB
    return [target("whole_game_heap", asks, figure, all_met([heap_met(r) for r in heaps]))]


def _worst_press_ms(leds: dict) -> float:
    """The slowest press to LED the leds family estimated for the Pico, step or confirm."""
    latency = leds["latency"]
    return max(latency["step"]["pico_ms_worst"], latency["confirm"]["pico_ms_worst"])


def _leds_targets(results: dict) -> list[dict]:
    out = []
    leds = measured(results, "leds")
    if leds:
        out.append(_render_target(leds, family_factor(results, "leds")))
    moves = measured(results, "destinations")
    if moves:
        rows = moves["vm"][0]["rows"]
        worst = max(rows, key=lambda r: r["us_worst"])
        out.append(
            target(
                "destinations_time",
                "Tycoon destinations() within %d us on the unix port" % budgets.DESTINATIONS_US,
                "slowest: %.1f us (%d steps, slowest start); median at 6 steps %.1f us"
                % (worst["us_worst"], worst["steps"], rows[-1]["us_median"]),
                worst["us_worst"] <= budgets.DESTINATIONS_US,
            )
        )
    if leds:
        out.append(_press_target(leds))
        locked = leds.get("locked")
        if locked:
            out.append(
                target(
                    "no_allocation_when_steady",
                    "no allocation in the steady-state render and poll",
                    "%d steps of the table (%d frames) with the heap locked: %d wanted to "
                    "allocate; also held by tests/micropython_only/test_hal_heap.py and "
                    "test_table_no_allocation.py"
                    % (locked["steps"], locked["frames"], locked["allocating"]),
                    locked["allocating"] == 0,
                )
            )
    return out


def _render_target(leds: dict, factor: float) -> dict:
    render = leds["render"]
    cost_us = (render["draw_us_median"] + render["show_us_median"]) * factor
    wire_us = render["leds"] * budgets.WIRE_US_PER_LED
    return target(
        "frame_render_against_the_wire",
        "frame render no slower than the wire, on the estimated Pico",
        "draw + show %.2f ms on a Pico (est.) vs %.2f ms on the wire"
        % (cost_us / 1000, wire_us / 1000),
        cost_us <= wire_us,
    )


def _press_target(leds: dict) -> dict:
    step = leds["latency"]["step"]
    confirm = leds["latency"]["confirm"]
    return target(
        "press_to_led",
        "button to LED within %d ms on the estimated Pico" % budgets.PRESS_TO_LED_MS,
        "step press: median %.0f ms, worst %.0f ms; confirm press: median %.0f ms, worst "
        "%.0f ms (before the flash write of the save)"
        % (
            step["pico_ms_median"],
            step["pico_ms_worst"],
            confirm["pico_ms_median"],
            confirm["pico_ms_worst"],
        ),
        _worst_press_ms(leds) <= budgets.PRESS_TO_LED_MS,
    )


def _leak_targets(results: dict) -> list[dict]:
    leak = measured(results, "leak")
    if not leak:
        return []
    engine, table = leak["engine"], leak["table"]
    rows = engine + table
    growth = max((r.get("growth_after_first", 0) for r in rows), default=0)
    games = min((r.get("games", 0) for r in engine), default=0)
    flat = all(r.get("flat") for r in rows)
    out = [
        target(
            "heap_flat_over_games",
            "heap flat across 1,000 consecutive games (no leak)",
            "%d random games of each engine and %d table games of each: largest growth after "
            "the first game %d bytes (table games: within %d bytes, the texts of the last log "
            "events the table keeps)"
            % (
                games,
                min((r.get("games", 0) for r in table), default=0),
                growth,
                max((r.get("margin", 0) for r in table), default=0),
            ),
            # a leak shows in a few games; its absence takes the full thousand
            False if not flat else (True if games >= budgets.NO_LEAK_GAMES else None),
        )
    ]
    pico = [r for r in leak.get("sequence") or [] if r.get("heap") == runner.PICO_HEAP]
    if pico:
        row = pico[0]
        out.append(
            target(
                "heap_any_sequence_of_games",
                "any sequence of games in one power-on fits %s KB (the VM tests' heap): every "
                "game in turn, twice, then the largest, heap flat from the second round"
                % runner.PICO_HEAP[:-1],
                sequence_figure(row),
                "error" not in row and bool(row.get("flat")),
            )
        )
    return out


def sequence_figure(row: dict) -> str:
    """A sequence of games in one power-on (memory.table_sequence), in a sentence."""
    games = ", ".join("%s %dp" % (name, players) for name, players in row["games"])
    if "error" in row:
        return "%s at %s: failed: %s" % (games, row["heap"], row["error"].strip().splitlines()[-1])
    return "%s at %s: first round +%s, then within %s" % (
        games,
        row["heap"],
        kbytes(row["first_round_growth"]),
        kbytes(row["range_after_first_round"]),
    )


def _phones_targets(results: dict) -> list[dict]:
    phones = measured(results, "phones")
    if not phones:
        return []
    out = []
    after = phones.get("after_games") or {}
    if after.get("games"):
        level = after.get("flat")  # None: too few games to tell
        enough = after["games"] >= budgets.PHONE_GAMES
        out.append(
            target(
                "heap_flat_with_phones",
                "heap flat over %d games of every game in turn, six phones connected"
                % budgets.PHONE_GAMES,
                phone_games_figure(after),
                # a leak may show in a few games; its absence takes them all
                False if level is False else (level if enough else None),
            )
        )
    half_free = _pico_w_target(results, phones)
    if half_free:
        out.append(half_free)
    press = _press_with_phones_target(results, phones)
    if press:
        out.append(press)
    return out


def _flash_targets(results: dict) -> list[dict]:
    """The flash outlasts the years asked on the board with the smallest filesystem: met at
    the hottest block's pace, missed when even wear would not, else not decided."""
    found = measured(results, "flash")
    if not found:
        return []
    name, row = min(found["wear"].items(), key=lambda item: item[1]["size"])
    figure = "%s: %.0f years at the hottest block's pace, %.0f evenly worn (%d games in turn)" % (
        name,
        row["years_hottest"],
        row["years_even"],
        row["games"],
    )
    met = True if row["years_hottest"] >= budgets.FLASH_YEARS else None
    if row["years_even"] < budgets.FLASH_YEARS:
        met = False
    asks = "the flash outlasts %d years of %d games a weekend, saves and records" % (
        budgets.FLASH_YEARS,
        budgets.GAMES_A_WEEKEND,
    )
    return [target("flash_wear_years", asks, figure, met)]


def _pico_w_target(results: dict, phones: dict) -> dict | None:
    frozen = phones.get("frozen")
    whole = (phones.get("pico_w") or {}).get("vm32")
    if not (whole or frozen):
        return None
    if whole:
        in_use, how = whole["frozen_in_bytes"], pico_w_figure(whole)
    else:
        in_use, how = pico_w_heap(results, frozen or {})
        how = "frozen (code in flash): " + how
    return target(
        "pico_w_heap_half_free",
        "half of the Pico W's heap (%d KB, the figure designed to) free with the largest game "
        "and six phones" % (budgets.PICO_W_HEAP // 1024),
        "%s in use at most, %s" % (kbytes(in_use), how),
        in_use <= budgets.PICO_W_HEAP // 2,
    )


def _press_with_phones_target(results: dict, phones: dict) -> dict | None:
    """The press without phones as the judge measures it (the emulated Pico) where it has,
    else the VM's estimate; the server's share is the VM's estimate either way (the emulated
    Pico has no radio)."""
    leds = measured(results, "leds")
    emulated = measured(results, "emulated")
    chip_ms = None
    if emulated:
        chip_ms = worst_emulated_press_ms(emulated, results["calibration"]["published"]["pico_us"])
    if chip_ms is not None:
        worst_ms, where = chip_ms, "on the emulated Pico"
    elif leds:
        worst_ms, where = _worst_press_ms(leds), "Pico est."
    else:
        return None
    wait_ms = phones_wait_ms(phones, family_factor(results, "leds"))
    return target(
        "press_to_led_with_phones",
        "button to LED within %d ms on the Pico with six phones" % budgets.PRESS_TO_LED_MS,
        "%.0f ms: the worst press without phones (%.0f ms, %s) + the server's longest slice of "
        "work and the watcher's look (%.0f ms, Pico est.)"
        % (worst_ms + wait_ms, worst_ms, where, wait_ms),
        worst_ms + wait_ms <= budgets.PRESS_TO_LED_MS,
    )


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
            kbytes(whole["most_in_use_bytes"]),
            whole["samples"],
            kbytes(whole["names_bytes"]),
            kbytes(whole["board_bytes"]),
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
        "in flash" % (kbytes(in_use), kbytes(max(board)))
    )


def phones_wait_ms(phones: dict, factor: float) -> float:
    """What six phones add to a press's wait on a Pico (est.). The server runs while the
    table sleeps between two steps (table/web/online.py), in slices (a seat's view is made a
    part at a time, one view at a time): when the table's next step is due, it waits for the
    slice under way to end, at most the server's longest slice, and, at worst, for the
    watcher's look at the table for every stream (one task: the streams sleep until it
    wakes them) queued before it; scaled by the Pico factor as the table's steps are. The
    sleep itself is in the press's figure without phones."""
    return (phones["slice_us"] + phones.get("look_us", 0)) * factor / 1000


def phone_games_figure(after: dict) -> str:
    """The heap back at the game select over games with phones connected, in a sentence."""
    if after.get("flat") is None:
        return "%d games: too few to tell" % after["games"]
    early, late = after["early"], after["late"]
    return (
        "%d games; heap back at the select, first round aside: earlier half %s-%s%s, later half "
        "%s-%s%s"
        % (
            after["games"],
            kbytes(early[0]),
            kbytes(early[1]),
            " (median %s)" % kbytes(early[2]) if len(early) > 2 else "",
            kbytes(late[0]),
            kbytes(late[1]),
            " (median %s)" % kbytes(late[2]) if len(late) > 2 else "",
        )
    )


# ---- on the emulated Pico ------------------------------------------------------------------


def emulated_scale(emu: dict, published_us: float) -> float:
    """What the budgets multiply emulated time by: published / emulated fibonacci(24), at
    least 1 (the emulator fast), never scaled down, so a verdict errs towards the Pico being
    slower."""
    cal = emu.get("calibration")
    if not cal or not cal.get("us_min"):
        return 1.0
    return max(1.0, published_us / cal["us_min"])


def emulated_presses(emu: dict) -> tuple:
    """The emulated Pico's step presses' and confirm presses' ms to LED."""
    press = emu.get("press") or {}
    return press.get("step_ms", []), press.get("confirm_ms", [])


def emulated_bots(emu: dict) -> list:
    """The emulated Pico's bot rows that were measured."""
    return [r for r in emu.get("bots", ()) if "error" not in r]


def worst_emulated_press_ms(emu: dict, published_us: float) -> float | None:
    """The worst press to LED on the emulated Pico, scaled for the budget; None unmeasured."""
    steps, confirms = emulated_presses(emu)
    if not steps and not confirms:
        return None
    return max(steps + confirms) * emulated_scale(emu, published_us)


def emulated_targets(emu: dict, published_us: float) -> list[dict]:
    """The budgets judged on the emulated Pico."""
    k = emulated_scale(emu, published_us)
    out = []
    steps, confirms = emulated_presses(emu)
    if steps or confirms:
        worst = max(steps + confirms)
        out.append(
            target(
                "emulated_press_to_led",
                "button to LED within %d ms on the emulated Pico" % budgets.PRESS_TO_LED_MS,
                "step press: median %.0f ms, worst %.0f ms; confirm: median %.0f ms, worst "
                "%.0f ms (emulated, from the press on the GPIO to the frame on the LED pin; "
                "x%.2f for the budget: %.0f ms)"
                % (
                    statistics.median(steps) if steps else 0,
                    max(steps, default=0),
                    statistics.median(confirms) if confirms else 0,
                    max(confirms, default=0),
                    k,
                    worst * k,
                ),
                worst * k <= budgets.PRESS_TO_LED_MS,
            )
        )
    bots = emulated_bots(emu)
    if bots:
        out += [_emulated_slice_target(bots, k), _emulated_decision_target(bots, k)]
    out += [_emulated_heap_target(run) for run in emu.get("table", ())]
    return out


def _emulated_slice_target(bots: list, k: float) -> dict:
    slowest = max(bots, key=lambda r: r["slice_us_worst"])
    over = [
        "%s %s %.0f ms" % (r["level_name"], r["game"], r["slice_us_worst"] * k / 1000)
        for r in bots
        if r["slice_us_worst"] * k > budgets.BOT_SLICE_MS * 1000
    ]
    levels = sorted({r["level_name"] for r in bots})
    return target(
        "emulated_bot_slice",
        "a bot's slice holds the loop at most %d ms on the emulated Pico, every level (%s)"
        % (budgets.BOT_SLICE_MS, ", ".join(levels)),
        "longest: %s (%s bot, %s %dp; x%.2f for the budget)%s"
        % (
            ms_of_us(slowest["slice_us_worst"]),
            slowest["level_name"],
            slowest["game"],
            slowest["players"],
            k,
            "; over: " + ", ".join(over) if over else "",
        ),
        not over,
    )


def _emulated_decision_target(bots: list, k: float) -> dict:
    slowest = max(bots, key=lambda r: r["us_worst"])
    over = [
        "%s %s %s" % (r["level_name"], r["game"], ms_of_us(r["us_worst"] * k))
        for r in bots
        if r["us_worst"] * k > budgets.BOT_DECISION_MS * 1000
    ]
    return target(
        "emulated_bot_decision",
        "a bot's decision within %.1f s on the emulated Pico, every level"
        % (budgets.BOT_DECISION_MS / 1000),
        "slowest: %s (%s bot, %s %dp)%s"
        % (
            ms_of_us(slowest["us_worst"]),
            slowest["level_name"],
            slowest["game"],
            slowest["players"],
            "; over: " + ", ".join(over) if over else "",
        ),
        not over,
    )


def _emulated_heap_target(run: dict) -> dict:
    """One run of the table on the emulated Pico: games played whole, or begun in turn."""
    if "error" in run:
        return target(
            "emulated_heap_any_sequence",
            "any sequence of games in one power-on, on the emulated Pico",
            "failed: %s" % run["error"].splitlines()[-1:],
            False,
        )
    most = max(g["most_bytes"] for g in run["games"])
    if run.get("play"):
        name, asks = "emulated_whole_game_heap", "a whole game fits the Pico's heap"
    else:
        name = "emulated_heap_any_sequence"
        asks = "any sequence of games begun in one power-on fits the Pico's heap"
    return target(
        name,
        asks + ", on the emulated Pico",
        "%d game(s) (%s): at most %s in use after a step of %s heap, %s free"
        % (
            len(run["games"]),
            run["sequence"],
            kbytes(most),
            kbytes(run["heap"]),
            kbytes(run["heap"] - most),
        ),
        True,
    )


# ---- the machine, and why the misses -------------------------------------------------------


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
    judged = judged_form(memory)
    heaps = [r for r in memory["smallest_heap"] if r.get("form") == judged and r.get("kb")]
    if not heaps or all(r["kb"] <= budgets.HEAP_KB for r in heaps):
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
            budgets.HEAP_KB,
            kbytes(first["table_bytes"]),
            kbytes(min(engine.values())),
            kbytes(max(engine.values())),
            kbytes(first["simulator_bytes"]),
            kbytes(most[0]),
            most[1],
            most[2],
        )
    ]


def _latency_notes(leds: dict, factor: float) -> list[str]:
    out = []
    latency = leds["latency"]
    step = latency["step"]
    if step["pico_ms_worst"] > budgets.PRESS_TO_LED_MS:
        out.append(
            "Step press: the table sees the press at its next %d ms step and draws the moved "
            "highlight in that same step (its slowest step here %s on the VM, %s on a Pico), "
            "but the highlight blinks (table/leds/tycoon_view.py draws it with frame.blink(now, "
            "_HIGHLIGHT_MS)): a press in the off half shows nothing new until the on half, so "
            "the first frame that shows it comes %s (virtual, worst) after the press; median %s."
            % (
                latency["tick_ms"],
                us(step["step_us_worst"]),
                ms(pico_ms(step["step_us_worst"], factor)),
                ms(step["virtual_ms_worst"]),
                ms(step["virtual_ms_median"]),
            )
        )
    confirm = latency["confirm"]
    if confirm["pico_ms_worst"] > budgets.PRESS_TO_LED_MS:
        out.append(_confirm_note(leds, factor))
    return out


def _confirm_note(leds: dict, factor: float) -> str:
    confirm = leds["latency"]["confirm"]
    parts = leds.get("confirm_parts") or {}
    named = sorted(
        ((v, k) for k, v in parts.items() if k not in ("heap_in_use", "history")),
        reverse=True,
    )
    return (
        "Confirm press: the step that applies the move runs %s on the VM (%s on a Pico) "
        "before its frame goes out: table/play.apply makes the action's label, applies it, "
        "runs gc.collect(), saves, logs the action, then state_changed (observation, "
        "view.update, the news and the public state as log lines, the picker), and only "
        "then does App.step draw and show. Timed on their own: %s. The flash write of the "
        "save comes on top on a Pico (not measurable here)."
        % (
            us(confirm["step_us_worst"]),
            ms(pico_ms(confirm["step_us_worst"], factor)),
            ", ".join("%s %s (%s)" % (k, us(v), ms(pico_ms(v, factor))) for v, k in named[:5]),
        )
    )


def _bot_notes(speed: dict, factor: float) -> list[str]:
    rows = [r for r in speed["bot"] if "slice_us_worst" in r]
    if not rows:
        return []
    worst = max(rows, key=lambda r: r["slice_us_worst"])
    if pico_ms(worst["slice_us_worst"], factor) < budgets.PRESS_TO_LED_MS:
        return []
    return [
        "Not a target, but it bears on the latency: the table's bot thinks a slice (one "
        "rollout) a step, and on a Pico (est.) its longest slice takes %s (%s, %d players), "
        "more than the %d ms a button may wait while a bot is thinking."
        % (
            ms(pico_ms(worst["slice_us_worst"], factor)),
            worst["game"],
            worst["players"],
            budgets.PRESS_TO_LED_MS,
        )
    ]


def _screens_targets(results: dict) -> list[dict]:
    """Six seat screens: the heap they add on a Pico (the 32-bit VM, frozen in), and, from
    the emulated Pico, a press to its LEDs and a view change to its seat's screen."""
    found = measured(results, "screens")
    if not found:
        return []
    out = []
    rows = found["heap"]["games"]
    worst = max(rows, key=lambda row: row["added_bytes"])
    out.append(
        target(
            "screens_heap",
            "six seat screens add at most %d KB of heap on the Pico (frozen in)"
            % (budgets.SCREENS_HEAP // 1024),
            "%.1f KB at most (%s at %d players), %.1f-%.1f KB over the four games"
            % (
                worst["added_bytes"] / 1024,
                worst["game"],
                worst["players"],
                min(row["added_bytes"] for row in rows) / 1024,
                worst["added_bytes"] / 1024,
            ),
            worst["added_bytes"] <= budgets.SCREENS_HEAP,
        )
    )
    press = found.get("press")
    if press:
        led = max(press["led_ms"])
        out.append(
            target(
                "screens_press_to_led",
                "a press reaches the LEDs within %d ms with six screens (emulated Pico)"
                % budgets.PRESS_TO_LED_MS,
                "%.0f ms worst over %d presses" % (led, len(press["led_ms"])),
                led <= budgets.PRESS_TO_LED_MS,
            )
        )
        view = max(max(times) for times in press["screen_ms"].values())
        out.append(
            target(
                "screens_view",
                "a view change reaches its seat's screen within %d ms (emulated Pico)"
                % budgets.SCREEN_VIEW_MS,
                "%.0f ms worst, the last of six screens, over %d presses"
                % (view, len(press["led_ms"])),
                view <= budgets.SCREEN_VIEW_MS,
            )
        )
    return out
