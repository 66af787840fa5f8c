"""make bench: measure everything, write bench.json and docs/PERFORMANCE.md.

    python -m host_tools.bench [--quick] [--games tycoon,scream] [--only memory,leds] ...

Families: calibration (always), memory (smallest heap, imports, .mpy sizes), leak (heap across
consecutive games: one game repeated, and every game in turn in one power-on), speed (engine
steps, playouts, the table's bot), destinations (Tycoon), leds (render, no allocation, button
to LED), phones (the phone companion's heap share, page size and hold on the loop), emulated
(the official rp2 firmware on an emulated RP2040: the table's heap, engine steps, every bot
level, button to LED, in the chip's own time). Sample sizes are options; --quick runs the
same measurements with every sample tiny (a check of this machinery in minutes: its figures
are rough, and a target its grain cannot decide is "not measured at this grain").

Only a full run (every family, every game, not --quick) writes the tracked bench.json and
docs/PERFORMANCE.md; any other run writes build/bench.json and build/PERFORMANCE.md. A board's
own figures from `make bench-pico` (build/bench-pico.json), when present, go in the report
beside the estimates.
"""

import argparse
import datetime
import json
import os
import platform
import sys
import time
from pathlib import Path

from host_tools import catalog
from host_tools.bench import (
    calibration,
    leds,
    memory,
    paths,
    phones,
    progress,
    report,
    runner,
    speed,
    tycoon_moves,
)
from host_tools.bench.games import player_extremes

FAMILIES = ("memory", "leak", "speed", "destinations", "leds", "phones", "emulated")
BOARD = paths.BUILD / "bench-pico.json"  # what make bench-pico measured on a board
GAMES = catalog.names()
QUICK = {
    "runs": 3,
    "step_games": 1,
    "replays": 1,
    "leak_games": 3,
    "table_games": 2,
    "bot_games": 1,
    "playout_seconds": 0.2,
    "reps": 2,
    "presses": 2,
    "confirms": 1,
    "frames": 20,
    "heap_grain": 512,  # one run at --heap-high, no search
    "phone_games": 8,
}


def parse(argv):
    parser = argparse.ArgumentParser(prog="python -m host_tools.bench", description=__doc__)
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated games")
    parser.add_argument("--only", default=",".join(FAMILIES), help="comma-separated families")
    parser.add_argument(
        "--forms", default="source,mpy,frozen", help="heap bisection: source, mpy, frozen"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--runs", type=int, default=15, help="reference runs per sample")
    parser.add_argument("--step-games", type=int, default=10, help="random games per row")
    parser.add_argument(
        "--replays", type=int, default=3, help="runs of each timed game (the least counts)"
    )
    parser.add_argument("--leak-games", type=int, default=1000, help="engine games in a row")
    parser.add_argument("--table-games", type=int, default=5, help="table games in a row")
    parser.add_argument("--bot-games", type=int, default=1, help="games of the table's bot")
    parser.add_argument("--playout-seconds", type=float, default=2.0)
    parser.add_argument("--reps", type=int, default=20, help="destinations() calls per batch")
    parser.add_argument("--presses", type=int, default=20, help="step presses timed")
    parser.add_argument("--confirms", type=int, default=8, help="confirm presses timed")
    parser.add_argument("--frames", type=int, default=200, help="frames rendered")
    parser.add_argument(
        "--phone-games", type=int, default=100, help="games with six phones connected"
    )
    parser.add_argument("--heap-grain", type=int, default=memory.GRAIN_KB, help="KB")
    parser.add_argument("--heap-low", type=int, default=memory.LOW_KB, help="KB, fails")
    parser.add_argument("--heap-high", type=int, default=memory.HIGH_KB, help="KB, passes")
    parser.add_argument("--quick", action="store_true", help="tiny samples, written to build/")
    parser.add_argument("--json", type=Path, help="default: bench.json (a full run) or build/")
    parser.add_argument("--markdown", type=Path, help="default: docs/PERFORMANCE.md or build/")
    parser.add_argument("--board", type=Path, default=BOARD, help="make bench-pico's figures")
    args = parser.parse_args(argv)
    full = (
        not args.quick
        and set(args.only.split(",")) == set(FAMILIES)
        and set(args.games.split(",")) == set(GAMES)
    )
    tracked = {"json": paths.ROOT / "bench.json", "markdown": paths.ROOT / "docs/PERFORMANCE.md"}
    aside = {"json": paths.BUILD / "bench.json", "markdown": paths.BUILD / "PERFORMANCE.md"}
    for name in ("json", "markdown"):
        if getattr(args, name) is None:
            setattr(args, name, (tracked if full else aside)[name])
    if args.quick:
        for name, value in QUICK.items():
            setattr(args, name, value)
    return args


def machine_info():
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        cpu = platform.processor() or platform.machine()
    return {
        "cpu": cpu,
        "cores": os.cpu_count() or 1,
        "platform": platform.platform(),
        "python": "%s %s" % (platform.python_implementation(), platform.python_version()),
        "micropython": runner.vm_version(),
        "load_before": _load(),
        "revision": revision(),
    }


def revision():
    """The commit measured, and whether firmware/ had changes not yet committed."""
    import subprocess

    def git(*words):
        done = subprocess.run(
            ["git", *words], capture_output=True, text=True, cwd=paths.ROOT, check=False
        )
        return done.stdout.strip()

    head = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--", "firmware", "host_tools/sim")
    return head + (" with uncommitted changes in firmware/ or host_tools/sim/" if dirty else "")


def _load():
    try:
        return "%.1f" % os.getloadavg()[0]
    except OSError:
        return "?"


def main(argv=None):
    args = parse(argv)
    started = time.monotonic()
    games = [g for g in args.games.split(",") if g]
    families = [f for f in args.only.split(",") if f]
    unknown = [f for f in families if f not in FAMILIES] + [g for g in games if g not in GAMES]
    if unknown:
        raise SystemExit("unknown: %s" % ", ".join(unknown))
    extremes = player_extremes(games)
    results: dict = {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "machine": machine_info(),
        "options": " ".join(argv if argv is not None else sys.argv[1:]) or "(defaults)",
        "games": extremes,
    }
    cal = calibration.Calibration(args.runs)
    cal.sample_cpython()
    with memory.temp_folder() as folder:
        tmp = Path(folder)
        mpy = runner.mpy_form(tmp / "mpy")
        forms = {
            "source": runner.source_form(),
            "mpy": mpy,
            "frozen": runner.frozen_form(mpy, tmp / "frozen"),
        }
        chosen = [forms[name] for name in args.forms.split(",") if name]

        def family(name, measure):
            """Measure one family; a failure is reported in its place, the rest goes on."""
            if name not in families:
                return None
            progress.say(name + ": " + (measure.__doc__ or "").strip())
            cal.sample(name)
            try:
                return measure()
            except SystemExit as failure:
                progress.say("%s FAILED: %s" % (name, failure))
                results[name] = {"error": str(failure)}
                return None

        def heaps():
            """smallest heap by bisection, imports, .mpy sizes"""
            return {
                "grain_kb": args.heap_grain,
                "smallest_heap": memory.smallest_heaps(
                    chosen,
                    extremes,
                    args.jobs,
                    tmp,
                    args.heap_low,
                    args.heap_high,
                    args.heap_grain,
                ),
                "imports": memory.import_costs(list(forms.values()), games, tmp),
                "table_heaps": memory.table_heaps(mpy, extremes),
                "mpy_sizes": memory.mpy_sizes(mpy),
            }

        def leak():
            """engine games and table games in a row, and every game in turn"""
            largest = memory.largest_game(results.get("memory", {}).get("imports"), extremes)
            return {
                "engine": memory.engine_leak(mpy, extremes, args.leak_games, args.jobs),
                "table": memory.table_leak(mpy, extremes, args.table_games, args.jobs, tmp),
                "sequence": memory.table_sequence(
                    mpy, extremes, largest, tmp, memory.SEQUENCE_HEAPS
                ),
            }

        def timing():
            """engine steps, playouts, the table's bot"""
            return {
                "step_games": args.step_games,
                "bot_games": args.bot_games,
                "engine": speed.engine_steps(mpy, extremes, args.step_games, args.replays, cal),
                "playouts": speed.playouts(extremes, args.playout_seconds),
                "bot": speed.bot_decisions(mpy, extremes, args.bot_games, args.replays, cal),
            }

        def moves():
            """Tycoon destinations()"""
            return tycoon_moves.destinations(args.reps, cal)

        def lights():
            """render, heap locked, button to LED"""
            wanted = {"presses": args.presses, "confirms": args.confirms, "frames": args.frames}
            return leds.measure(mpy, args.replays, wanted, tmp, cal)

        def companion():
            """the phone companion: heap share, page size, the loop with six phones"""
            found = phones.measure(mpy, games=args.phone_games)
            # every other game streamed at its most players: the server's slices of each
            # game's views (its wording, its choices) and the heap with phones
            found["by_game"] = {
                name: phones.measure(mpy, name, extremes[name][1])
                for name in extremes
                if name != found["game"]
            }
            phones.longest_slice(found)
            # the largest game with six phones again, frozen (code in flash) as a Pico W
            # with phones should run Midway: its heap against the Pico W's design heap
            found["frozen"] = phones.measure(forms["frozen"])
            # and played to its end on the 32-bit VM (a Pico's object sizes): the Pico W's
            # figure; the 64-bit VM's beside it
            found["pico_w"] = {
                "vm%d" % bits: phones.pico_w(forms["frozen"], bits) for bits in (32, 64)
            }
            return found

        for name, measure in (
            ("memory", heaps),
            ("leak", leak),
            ("speed", timing),
            ("phones", companion),
        ):
            measured = family(name, measure)
            if measured is not None:
                results[name] = measured
        raw_leds = None
        if "tycoon" in games:
            measured = family("destinations", moves)
            if measured is not None:
                results["destinations"] = measured
            raw_leds = family("leds", lights)

        def pico_emulated():
            """the official rp2 firmware on an emulated RP2040 (heap, steps, bots, LEDs)"""
            from host_tools.bench import emulated  # it uses bench-pico's, which uses ours

            options = emulated.QUICK if args.quick else emulated.FULL
            return emulated.measure(extremes, tmp / "emulated", options)

        # last: its figures are emulated time, which this machine's load does not touch,
        # but its two node processes would slow the VM's families beside them
        measured = family("emulated", pico_emulated)
        if measured is not None:
            results["emulated"] = measured
        cal.sample("end")
    results["calibration"] = cal.report()
    if raw_leds is not None:
        results["leds"] = leds.summarise(raw_leds, cal.family_factor("leds"))
    results["machine"]["load_after"] = _load()
    results["targets"] = report.evaluate(results)
    results["notes"] = report.notes(results)
    results["against_rp2"] = report.against_rp2(results)
    if args.board.is_file():
        results["board"] = json.loads(args.board.read_text())
    results["seconds"] = round(time.monotonic() - started, 1)
    for path in (args.json, args.markdown):
        path.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    args.markdown.write_text(report.markdown(results) + "\n")
    progress.say("wrote %s and %s in %.0f s" % (args.json, args.markdown, results["seconds"]))
    busy = report.busy_note(results["calibration"])
    if busy:
        progress.say(busy)
    for target in results["targets"]:
        shown = {True: "met", False: "MISSED"}.get(target["met"], report.UNDECIDED)
        progress.say("%s: %s: %s" % (shown, target["target"], target["figure"]))
    for row in results["against_rp2"]:
        progress.say(
            "against the Pico: %s: %s there, %s here (%s)"
            % (row["figure"], row["pico"], row["here"], row["shown"])
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
