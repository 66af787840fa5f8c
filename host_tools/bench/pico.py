"""make bench-pico: the bench's timing scripts on a maker's own board, through mpremote, so the
table's real figures stand beside the estimates `make bench` makes on this machine.

    python -m host_tools.bench.pico [--port /dev/ttyACM0] [--games tycoon,scream]
        [--only calibration,steps,bot] [--step-games 3] [--bot-games 1] [--runs 3]

The board must have Midway on it (`make flash`): the scripts time the engines it has. They go
to a folder `bench` on the board (compiled to .mpy here, so no compiler runs in its heap);
each run is handed its arguments as a small module, bench_args.py, copied beside them (a board
has no command line: benchvm.arguments), then imported there with mpremote's exec; the one
result line it prints is read back. mpremote soft-resets the board before each run, so each
starts on a fresh heap (--resume, for a board that cannot be reset, as in the tests, skips
that). Writes build/bench-pico.json, which the next `make bench` puts in its report; compared
here with the estimates of the last full bench (bench.json) when there is one.

Families: calibration (the reference workload: the board's own Pico factor), steps (engine
steps of seeded random games at each game's fewest and most players), bot (the table's
GreedyBot deciding every seat of a game at the most players).
"""

import argparse
import datetime
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from host_tools import catalog, flash
from host_tools.bench import against, paths, progress, rp2, runner
from host_tools.bench.games import player_extremes

FAMILIES = ("calibration", "steps", "bot")
# what the families run, from vm/, and the scripts they import
SCRIPTS = ("benchvm", "playout", "reference", "engine_run")
FOLDER = "bench"  # on the board, beside the firmware (relative: a Pico's working folder is /)
OUT = paths.BUILD / "bench-pico.json"
TRACKED = paths.ROOT / "bench.json"  # the last full make bench: its estimates

# Runs on the board: the scripts' folder first on the path, the script imported afresh (a
# board that was not reset still has the last run's module).
LAUNCH = (
    "import sys\n"
    "if %(folder)r not in sys.path:\n"
    " sys.path.insert(0, %(folder)r)\n"
    "sys.modules.pop(%(script)r, None)\n"
    "import %(script)s\n"
)


class Board:
    """One board on one port, driven by mpremote."""

    def __init__(self, port: str | None, resume: bool, timeout: float):
        self.port = port
        self.resume = resume
        self.timeout = timeout

    def _prefix(self) -> list[str]:
        command = [flash.mpremote()]
        if self.port:
            command += ["connect", self.port]
        return command + (["resume"] if self.resume else [])

    def install(self, scripts: list[Path]) -> None:
        """Copy the compiled scripts into FOLDER on the board."""
        files = [(path, "%s/%s" % (FOLDER, path.name)) for path in scripts]
        command = flash.mpremote_command(files, self.port, self.resume)
        done = subprocess.run(command, capture_output=True, text=True, timeout=self.timeout)
        if done.returncode != 0:
            raise flash.FlashError(flash.explain(done.stdout + done.stderr, self.port))

    def run(self, script: str, args: dict) -> runner.Outcome:
        """The script on the board with `args`: its result line, or why there is none."""
        started = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="midway-pico-") as folder:
            module = Path(folder) / (runner.ARGS_MODULE + ".py")
            module.write_text(runner.args_module(args))
            command = self._prefix() + [
                "fs",
                "cp",
                str(module),
                ":%s/%s.py" % (FOLDER, runner.ARGS_MODULE),
                "+",
                "exec",
                LAUNCH % {"folder": FOLDER, "script": script},
            ]
            try:
                done = subprocess.run(
                    command, capture_output=True, text=True, timeout=self.timeout
                )
            except subprocess.TimeoutExpired:
                spent = time.monotonic() - started
                return runner.Outcome(False, {}, "no result in %.0f s" % self.timeout, spent)
        spent = time.monotonic() - started
        result = runner.parse_result(done.stdout)
        ok = done.returncode == 0 and result is not None and result.get("ok") is True
        error = "" if ok else "\n".join((done.stdout + done.stderr).strip().splitlines()[-3:])
        return runner.Outcome(ok, result or {}, error, spent)


def parse(argv):
    parser = argparse.ArgumentParser(prog="python -m host_tools.bench.pico", description=__doc__)
    parser.add_argument("--port", default=None, help="default: mpremote's first board")
    parser.add_argument("--games", default=",".join(catalog.names()), help="comma-separated")
    parser.add_argument("--only", default=",".join(FAMILIES), help="comma-separated families")
    parser.add_argument("--runs", type=int, default=3, help="reference runs (the least counts)")
    parser.add_argument("--step-games", type=int, default=3, help="random games per row")
    parser.add_argument("--bot-games", type=int, default=1, help="games of the table's bot")
    parser.add_argument(
        "--replays", type=int, default=1, help="runs of each timed game (a board has no load)"
    )
    parser.add_argument("--resume", action="store_true", help="do not soft-reset the board")
    parser.add_argument("--timeout", type=float, default=3600, help="seconds a run may take")
    parser.add_argument("--json", type=Path, default=OUT)
    parser.add_argument("--estimates", type=Path, default=TRACKED, help="a make bench's json")
    return parser.parse_args(argv)


def compiled_scripts(folder: Path) -> list[Path]:
    """The scripts the families run, as .mpy (bytecode only: any board's MicroPython)."""
    out = []
    for name in SCRIPTS:
        target = folder / (name + ".mpy")
        runner.compile_mpy(paths.VM / (name + ".py"), target)
        out.append(target)
    return out


def _cases(args, games: dict) -> list[tuple[str, str, dict]]:
    """(family, script, its arguments) for every run the families asked for take."""
    families = [f for f in args.only.split(",") if f]
    cases: list[tuple[str, str, dict]] = []
    if "calibration" in families:
        cases.append(("calibration", "reference", {"runs": args.runs}))
    if "steps" in families:
        for game in games:
            for players in sorted(set(games[game])):
                step = {"game": game, "players": players, "mode": "steps", "seed": 11}
                cases.append(("steps", "engine_run", dict(step, games=args.step_games)))
    if "bot" in families and args.bot_games:
        for game in games:
            bot = {"game": game, "players": max(games[game]), "mode": "bot", "seed": 5}
            cases.append(("bot", "engine_run", dict(bot, games=args.bot_games)))
    for _, script, case in cases:
        if script == "engine_run":
            case["replays"] = args.replays
    return cases


def measure(board: Board, args, games: dict) -> dict:
    """Every family asked for, each run said as it ends; a failed run is kept as its error."""
    cases = _cases(args, games)
    steps = progress.Steps("pico", len(cases))
    out: dict = {"calibration": {"us": []}, "engine": [], "bot": []}
    for family, script, case in cases:
        outcome = board.run(script, case)
        result = outcome.result
        if outcome.ok and result.get("heap"):
            out["heap_bytes"] = result["heap"]
        out["calibration"]["us"] += result.get("us", []) + result.get("reference_us", [])
        what = "%s %s %dp" % (family, case["game"], case["players"]) if "game" in case else family
        if not outcome.ok:
            steps.done("%s: failed: %s" % (what, outcome.error))
            if family != "calibration":
                key = "engine" if family == "steps" else "bot"
                row = {"game": case["game"], "players": case["players"], "error": outcome.error}
                out[key].append(row)
            continue
        shown = _keep(out, family, case, result)
        steps.done("%s: %s (%.0f s)" % (what, shown, outcome.seconds))
    timings = out["calibration"]["us"]
    if timings:
        out["calibration"]["us_min"] = min(timings)
        out["calibration"]["against_rp2"] = min(timings) / rp2.FIBONACCI_US
    else:
        del out["calibration"]
    return out


def _keep(out: dict, family: str, case: dict, result: dict) -> str:
    """One run's figures put in `out`; what to say of them."""
    if family == "calibration":
        return "fastest %.3f s" % (min(result["us"]) / 1e6)
    if family == "steps":
        out["engine"].append(
            {
                "game": case["game"],
                "players": case["players"],
                "games": case["games"],
                "step_us_median": result["step_us_median"],
                "step_us_worst": result["step_us_worst"],
                "game_us_median": result["game_us_median"],
                "steps": result["steps"],
            }
        )
        return "step median %.2f ms" % (result["step_us_median"] / 1000)
    out["bot"].append(
        {
            "game": case["game"],
            "players": case["players"],
            "decisions": result["decisions"],
            "us_median": result["decision_us_median"],
            "us_worst": result["decision_us_worst"],
            "slice_us_worst": result["slice_us_worst"],
        }
    )
    return "%d decisions, median %.0f ms, worst %.0f ms" % (
        result["decisions"],
        result["decision_us_median"] / 1000,
        result["decision_us_worst"] / 1000,
    )


def main(argv=None) -> int:
    args = parse(argv)
    started = time.monotonic()
    names = [g for g in args.games.split(",") if g]
    unknown = [g for g in names if g not in catalog.names()]
    unknown += [f for f in args.only.split(",") if f and f not in FAMILIES]
    if unknown:
        raise SystemExit("unknown: %s" % ", ".join(unknown))
    games = player_extremes(names)
    board = Board(args.port, args.resume, args.timeout)
    where = args.port or "the first MicroPython board (mpremote auto)"
    try:
        _, version, _ = flash.probe(args.port, args.resume)
        flash.check_version(version, args.port)
        with tempfile.TemporaryDirectory(prefix="midway-pico-") as folder:
            scripts = compiled_scripts(Path(folder))
            progress.say("pico: copying the bench's scripts to %s (%s/)" % (where, FOLDER))
            board.install(scripts)
    except flash.FlashError as err:
        print("bench-pico: %s" % err, file=sys.stderr)
        return 1
    found = measure(board, args, games)
    found.update(
        {
            "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
            "port": where,
            "micropython": flash.dotted(version),
            "options": " ".join(argv if argv is not None else sys.argv[1:]) or "(defaults)",
            "seconds": round(time.monotonic() - started, 1),
        }
    )
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
    progress.say("pico: wrote %s in %.0f s" % (args.json, found["seconds"]))
    estimates = json.loads(args.estimates.read_text()) if args.estimates.is_file() else None
    if estimates is None:
        progress.say("pico: no bench.json to compare with: run make bench")
    for row in against.board_rows(found, estimates):
        progress.say(
            "pico: %s: %s on the board, %s estimated (%s)"
            % (row["figure"], row["pico"], row["here"], row["shown"] or "no estimate")
        )
    failed = [r for r in found["engine"] + found["bot"] if "error" in r]
    uncalibrated = "calibration" in args.only and "calibration" not in found
    return 1 if failed or uncalibrated else 0


if __name__ == "__main__":
    sys.exit(main())
