"""make bench: measure everything, write bench.json and docs/PERFORMANCE.md.

    python -m host_tools.bench [--quick] [--games tycoon,scream] [--only memory,leds] ...
    python -m host_tools.bench --report-only

Families: calibration (always), memory (smallest heap, imports, .mpy sizes), leak (heap across
consecutive games: one game repeated, and every game in turn in one power-on), speed (engine
steps, playouts, the table's bot), destinations (Tycoon), leds (render, no allocation, button
to LED), phones (the phone companion's heap share, page size and hold on the loop), flash
(the bytes a game's saves and record write, the blocks they erase, the games until the flash
wears out), screens (six seat screens: the heap they add, a page on the I2C bus, a press to
the LEDs and to each seat's screen on the emulated Pico), emulated
(the official rp2 firmware on an emulated RP2040: the table's heap, engine steps, every bot
level, button to LED, in the chip's own time). Sample sizes are options; --quick runs the
same measurements with every sample tiny (a check of this machinery in minutes: its figures
are rough, and a target its grain cannot decide is "not measured at this grain").

Only a full run (every family, every game, not --quick) writes the tracked bench.json and
docs/PERFORMANCE.md; any other run writes build/bench.json and build/PERFORMANCE.md. A board's
own figures from `make bench-pico` (build/bench-pico.json), when present, go in the report
beside the estimates. --report-only measures nothing: it judges the figures bench.json holds
again and writes both files from them (write.py), so a change to the report shows in seconds.
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
    flash,
    leds,
    memory,
    paths,
    phones,
    progress,
    runner,
    screens,
    speed,
    tycoon_moves,
    write,
)
from host_tools.bench.games import player_extremes

FAMILIES = (
    "memory",
    "leak",
    "speed",
    "destinations",
    "leds",
    "phones",
    "flash",
    "screens",
    "emulated",
)
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
    "flash_seeds": 1,
    "flash_games": 16,
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
    parser.add_argument("--flash-seeds", type=int, default=3, help="games per game and count")
    parser.add_argument(
        "--flash-games", type=int, default=200, help="games in turn on each board's flash"
    )
    parser.add_argument("--heap-grain", type=int, default=memory.GRAIN_KB, help="KB")
    parser.add_argument("--heap-low", type=int, default=memory.LOW_KB, help="KB, fails")
    parser.add_argument("--heap-high", type=int, default=memory.HIGH_KB, help="KB, passes")
    parser.add_argument("--quick", action="store_true", help="tiny samples, written to build/")
    parser.add_argument("--json", type=Path, help="default: bench.json (a full run) or build/")
    parser.add_argument("--markdown", type=Path, help="default: docs/PERFORMANCE.md or build/")
    parser.add_argument("--board", type=Path, default=BOARD, help="make bench-pico's figures")
    parser.add_argument(
        "--report-only",
        action="store_true",
        help="measure nothing: judge the figures in --json (default: bench.json) again and "
        "write it and --markdown from them",
    )
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
    dirty = git("status", "--porcelain", "--", "firmware", "host_tools/virtual_board")
    changed = " with uncommitted changes in firmware/ or host_tools/virtual_board/"
    return head + (changed if dirty else "")


def _load():
    try:
        return "%.1f" % os.getloadavg()[0]
    except OSError:
        return "?"


class Run:
    """One run of the bench: its options, the games at their player counts, the firmware's
    forms in a temporary folder, the calibration, and the results as they come."""

    def __init__(self, args, argv):
        self.args = args
        self.games = [g for g in args.games.split(",") if g]
        self.families = [f for f in args.only.split(",") if f]
        unknown = [f for f in self.families if f not in FAMILIES]
        unknown += [g for g in self.games if g not in GAMES]
        if unknown:
            raise SystemExit("unknown: %s" % ", ".join(unknown))
        self.extremes = player_extremes(self.games)
        self.results: dict = {
            "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
            "machine": machine_info(),
            "options": " ".join(argv if argv is not None else sys.argv[1:]) or "(defaults)",
            "games": self.extremes,
        }
        self.cal = calibration.Calibration(args.runs)
        self.tmp = Path()
        self.forms: dict = {}

    def measure(self) -> dict:
        """Every family asked for, in turn, then the calibration's report."""
        self.cal.sample_cpython()
        with memory.temp_folder() as folder:
            self.tmp = Path(folder)
            mpy = runner.mpy_form(self.tmp / "mpy")
            self.forms = {
                "source": runner.source_form(),
                "mpy": mpy,
                "frozen": runner.frozen_form(mpy, self.tmp / "frozen"),
            }
            for name, measure in (
                ("memory", self.heaps),
                ("leak", self.leak),
                ("speed", self.timing),
                ("phones", self.companion),
                ("flash", self.wear),
                ("screens", self.seat_screens),
            ):
                self.family(name, measure)
            raw_leds = None
            if "tycoon" in self.games:
                self.family("destinations", self.moves)
                raw_leds = self.family("leds", self.lights, keep=False)
            # last: its figures are emulated time, which this machine's load does not touch,
            # but its two node processes would slow the VM's families beside them
            self.family("emulated", self.pico_emulated)
            self.cal.sample("end")
        self.results["calibration"] = self.cal.report()
        if raw_leds is not None:
            self.results["leds"] = leds.summarise(raw_leds, self.cal.family_factor("leds"))
        return self.results

    def family(self, name, measure, keep=True):
        """Measure one family (its figures in the results unless keep is False); a failure is
        reported in its place, and the rest goes on."""
        if name not in self.families:
            return None
        progress.say(name + ": " + (measure.__doc__ or "").strip())
        self.cal.sample(name)
        try:
            found = measure()
        except SystemExit as failure:
            progress.say("%s FAILED: %s" % (name, failure))
            self.results[name] = {"error": str(failure)}
            return None
        if keep:
            self.results[name] = found
        return found

    def heaps(self):
        """smallest heap by bisection, imports, .mpy sizes"""
        args, mpy = self.args, self.forms["mpy"]
        chosen = [self.forms[name] for name in args.forms.split(",") if name]
        return {
            "grain_kb": args.heap_grain,
            "smallest_heap": memory.smallest_heaps(
                chosen,
                self.extremes,
                args.jobs,
                self.tmp,
                args.heap_low,
                args.heap_high,
                args.heap_grain,
            ),
            "imports": memory.import_costs(list(self.forms.values()), self.games, self.tmp),
            "table_heaps": memory.table_heaps(mpy, self.extremes),
            "mpy_sizes": memory.mpy_sizes(mpy),
        }

    def leak(self):
        """engine games and table games in a row, and every game in turn"""
        args, mpy, extremes = self.args, self.forms["mpy"], self.extremes
        imports = self.results.get("memory", {}).get("imports")
        largest = memory.largest_game(imports, extremes)
        return {
            "engine": memory.engine_leak(mpy, extremes, args.leak_games, args.jobs),
            "table": memory.table_leak(mpy, extremes, args.table_games, args.jobs, self.tmp),
            "sequence": memory.table_sequence(
                mpy, extremes, largest, self.tmp, memory.SEQUENCE_HEAPS
            ),
        }

    def timing(self):
        """engine steps, playouts, the table's bot"""
        args, mpy, extremes, cal = self.args, self.forms["mpy"], self.extremes, self.cal
        return {
            "step_games": args.step_games,
            "bot_games": args.bot_games,
            "engine": speed.engine_steps(mpy, extremes, args.step_games, args.replays, cal),
            "playouts": speed.playouts(extremes, args.playout_seconds),
            "bot": speed.bot_decisions(mpy, extremes, args.bot_games, args.replays, cal),
        }

    def moves(self):
        """Tycoon destinations()"""
        return tycoon_moves.destinations(self.args.reps, self.cal)

    def lights(self):
        """render, heap locked, button to LED"""
        args = self.args
        wanted = {"presses": args.presses, "confirms": args.confirms, "frames": args.frames}
        return leds.measure(self.forms["mpy"], args.replays, wanted, self.tmp, self.cal)

    def companion(self):
        """the phone companion: heap share, page size, the loop with six phones"""
        mpy, frozen = self.forms["mpy"], self.forms["frozen"]
        found = phones.measure(mpy, games=self.args.phone_games)
        # every other game streamed at its most players: the server's slices of each
        # game's views (its wording, its choices) and the heap with phones
        found["by_game"] = {
            name: phones.measure(mpy, name, self.extremes[name][1])
            for name in self.extremes
            if name != found["game"]
        }
        phones.longest_slice(found)
        # the largest game with six phones again, frozen (code in flash) as a Pico W
        # with phones should run Midway: its heap against the Pico W's design heap
        found["frozen"] = phones.measure(frozen)
        # and played to its end on the 32-bit VM (a Pico's object sizes): the Pico W's
        # figure; the 64-bit VM's beside it
        found["pico_w"] = {"vm%d" % bits: phones.pico_w(frozen, bits) for bits in (32, 64)}
        return found

    def wear(self):
        """the flash: bytes a game writes, blocks erased, games until it wears out"""
        args = self.args
        found = flash.measure(
            self.forms["mpy"], self.extremes, args.flash_seeds, args.flash_games, args.jobs
        )
        # its own, so that its figures stand in a report whose other families ran apart
        found["revision"] = revision()
        found["options"] = "--flash-seeds %d --flash-games %d" % (
            args.flash_seeds,
            args.flash_games,
        )
        return found

    def seat_screens(self):
        """six seat screens: the heap they add (32-bit VM, frozen), the bus, a press (emulated)"""
        found = screens.measure(self.forms, self.extremes, self.args.jobs)
        found["revision"] = revision()
        return found

    def pico_emulated(self):
        """the official rp2 firmware on an emulated RP2040 (heap, steps, bots, LEDs)"""
        from host_tools.bench import emulated  # node and the emulator, only when asked for

        options = emulated.QUICK if self.args.quick else emulated.FULL
        return emulated.measure(self.extremes, self.tmp / "emulated", options)


def main(argv=None):
    args = parse(argv)
    if args.report_only:
        results = write.report_only(args.json, args.markdown, args.board)
        progress.say("wrote %s and %s from %s" % (args.json, args.markdown, args.json))
        write.summary(results)
        return 0
    started = time.monotonic()
    results = Run(args, argv).measure()
    results["machine"]["load_after"] = _load()
    write.judge(results)
    if args.board.is_file():
        results["board"] = json.loads(args.board.read_text())
    results["seconds"] = round(time.monotonic() - started, 1)
    write.write(results, args.json, args.markdown)
    progress.say("wrote %s and %s in %.0f s" % (args.json, args.markdown, results["seconds"]))
    write.summary(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
