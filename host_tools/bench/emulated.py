"""make bench on the emulated Pico: MicroPython's official rp2 firmware (RPI_PICO) in an
emulated RP2040 at 125 MHz (host_tools/rp2emu), Midway on its LittleFS as `make flash`
copies it, every figure in the chip's own emulated time and the heap as that firmware has it.

What it measures, each on a fresh heap (a soft reset of the board before each run):
  calibration   the reference workload (vm/reference.py): fibonacci(24), gc off, against
                the figure published for a real Pico (calibration.py), the emulator's error
  steps         bench-pico's steps family unchanged (host_tools/bench/pico.py, engine_run.py)
  bots          every level's bot (easy, normal, hard) deciding for every seat of each game
                at its most players: the game is played whole on this machine first
                (vm/decisions.py's plan, on CPython), and on the emulated Pico only the
                decisions that took longest there and an even spread of the rest are timed,
                each at its own moment of the game (its dice as they were)
  table         vm/pico_table.py: the table booted as main.py boots it, its heap at the
                select, each game begun and back at the select, for every game in turn in
                one power-on (each left once begun); and, on a second emulated Pico beside
                the rest, one whole game with normal bots: its most in use after a step
  press         button to LED on the table main.py runs, through the pins: step presses and a
                confirm at seat 1's Tycoon choices of moves (vm/leds.py's moment), to the
                first frame on the LED pin that answers it (emulated time from the press on
                the GPIO)

Emulated time is not disturbed by this machine's load: the reference is timed once, not
around every run. The emulator runs 0.2-1 emulated seconds a wall second, and the table's
own work on a real chip is heavy (a whole Tycoon game of two normal bots, no delays: about
100 emulated s), so the bots' decisions are sampled, not played whole, and one game only is
played whole.
"""

import runpy
import statistics
import threading
import time
from argparse import Namespace
from pathlib import Path

from host_tools import build, flash
from host_tools.bench import calibration, paths, progress, rp2, runner
from host_tools.bench import pico as bench_pico
from host_tools.rp2emu import pico as rp2emu

LEVELS = ("easy", "normal", "hard")  # engines.bots.LEVELS, in its order
SCRIPTS = ("benchvm", "playout", "reference", "engine_run", "decisions", "pico_table")
FOLDER = bench_pico.FOLDER
RAW = "raw REPL; CTRL-B to exit\r\n>"
CONFIG = runpy.run_path(str(paths.FIRMWARE / "config.py"))
FAST = {"bot_ms": 0, "chance_ms": 0, "roll_ms": 0, "walk_ms": 0, "lamp_ms": 0, "frame_ms": 1000}

FULL = {
    "runs": 3,
    "step_games": 1,
    "slowest": 5,
    "spread": 10,
    "levels": "easy,normal,hard",
    "sequence": 1,
    "whole": "tycoon:2",  # the game whose whole-game peak is measured (the VM's largest)
    "presses": 8,
    "confirms": 3,
}
QUICK = {
    "runs": 1,
    "step_games": 0,  # none: --quick must stay within minutes
    "slowest": 2,
    "spread": 3,
    "levels": "normal",
    "sequence": 1,
    "whole": "",
    "presses": 2,
    "confirms": 1,
}


class Board:
    """An emulated Pico with Midway and the bench's scripts on its flash, with pico.Board's
    run(): each run at the raw REPL after a soft reset, so on a fresh heap."""

    def __init__(self, code: Path, scripts: list[Path], run_ms: int = 900000):
        files = flash.plan(code) + [(path, "%s/%s" % (FOLDER, path.name)) for path in scripts]
        buttons = [gpio for seat in CONFIG["SEAT_BUTTONS"] for gpio in seat]
        self.pico = rp2emu.Pico(files=files, led_gpio=CONFIG["NEOPIXEL_PIN"], pulled_up=buttons)
        self.run_ms = run_ms
        self.pico.wait_for('"ev": "select"', 10000)  # main.py's table, at the game select

    def _raw_fresh(self):
        """Into the raw REPL (the table stopped, if it runs) and soft-reset there."""
        pico = self.pico
        pico.send("\r\x03\x03")
        pico.run(100)
        pico.send("\x01")
        pico.wait_for(RAW, 10000)
        pico.send("\x04")
        pico.wait_for("soft reboot", 10000)
        pico.wait_for(RAW, 10000)

    def execute(self, code: str, ms: int) -> str:
        """code at the raw REPL on a fresh heap: what it printed; EmulatorError if it raised."""
        self._raw_fresh()
        self.pico.send(code + "\x04")
        out = self.pico.wait_for("\x04>", ms)
        printed, _, error = out.split("OK", 1)[-1].partition("\x04")
        if error.strip("\x04>"):
            raise rp2emu.EmulatorError(error.strip("\x04>").strip())
        return printed

    def run(self, script: str, args: dict) -> runner.Outcome:
        """The script with `args` (written as bench_args on the board): its result line."""
        started = time.monotonic()
        began = self.pico.last.t_ms
        if script == "engine_run":
            args = dict(args, references=0)  # emulated time: the calibration run suffices
        prelude = "f = open(%r, 'w')\nf.write(%r)\nf.close()\ndel f\n" % (
            "%s/%s.py" % (FOLDER, runner.ARGS_MODULE),
            runner.args_module(args),
        )
        if script == "pico_table":
            prelude += CLEAR_SAVES % {"folder": CONFIG["SAVE_FOLDER"]}
        try:
            printed = self.execute(
                prelude + bench_pico.LAUNCH % {"folder": FOLDER, "script": script}, self.run_ms
            )
        except rp2emu.EmulatorError as err:
            lines = str(err).strip().splitlines()[-3:]
            return runner.Outcome(False, {}, "\n".join(lines), time.monotonic() - started)
        result = runner.parse_result(printed) or {}
        result["emulated_ms"] = self.pico.last.t_ms - began
        ok = result.get("ok") is True
        error = "" if ok else "\n".join(printed.strip().splitlines()[-3:])
        return runner.Outcome(ok, result, error, time.monotonic() - started)

    def close(self):
        self.pico.close()


# A game saved by an earlier run would be resumed at boot: the table script starts from none.
CLEAR_SAVES = """import os
try:
    for n in os.listdir(%(folder)r):
        os.remove(%(folder)r + '/' + n)
except OSError:
    pass
del os
"""


def compiled(folder: Path) -> tuple[Path, list[Path]]:
    """The firmware as `make flash` installs it (host_tools/build.py) and the bench's scripts
    as .mpy, in `folder`."""
    code = folder / "code"
    build.build(code)
    scripts = []
    for name in SCRIPTS:
        target = folder / "scripts" / (name + ".mpy")
        target.parent.mkdir(parents=True, exist_ok=True)
        runner.compile_mpy(paths.VM / (name + ".py"), target)
        scripts.append(target)
    return code, scripts


# ---- press to LED ------------------------------------------------------------------------


def _frames(pico, ms: float) -> list:
    """Run ms; the LED frames sent meanwhile."""
    first = len(pico.frames)
    pico.run(ms)
    return pico.frames[first:]


def _steady(frames: list) -> list:
    """Per LED (3 bytes), the value it held in every one of frames, or None where it changed
    (a blink, guests taking turns on a space)."""
    values: list = []
    for _, data in frames:
        for led in range(len(data) // 3):
            value = data[3 * led : 3 * led + 3]
            if led == len(values):
                values.append(value)
            elif values[led] != value:
                values[led] = None
    return values


def _answers(data: bytes, steady: list) -> bool:
    """An LED that held one value all through the quiet second before the press shows another
    in data: the press's answer. What blinks or cycles (the highlight's last place, guests
    sharing a space) changes on its own and answers nothing."""
    for led in range(min(len(steady), len(data) // 3)):
        if steady[led] is not None and data[3 * led : 3 * led + 3] != steady[led]:
            return True
    return False


def _seat_one_decides(pico) -> bool:
    """The last public state says player 0 (seat 1, who joined first) is to move."""
    at = pico.log.rfind('"to_move":')
    return at >= 0 and pico.log[at + 10 : at + 12] == "0}"


def _phase(pico) -> str:
    """The phase the last public state names (the log writes every key after every action)."""
    at = pico.log.rfind('"phase":"')
    return pico.log[at + 9 : pico.log.find('"', at + 9)] if at >= 0 else ""


_SHOWN = ("move", "bid")  # the Tycoon phases whose choices show on the board (docs/table.md)


def _press_once(pico, gpio: int, offset_ms: float, limit_ms: int = 300) -> float | None:
    """Press `gpio` offset_ms into a quiet second; ms from the press to the first frame that
    answers it, None if none did within limit_ms."""
    steady = _steady(_frames(pico, 1000 + offset_ms))
    pico.pin(gpio, False)
    pressed = pico.last.t_ms
    found = None
    while found is None and pico.last.t_ms - pressed < limit_ms:
        for t_ms, data in _frames(pico, 2):
            if t_ms > pressed and _answers(data, steady):
                found = t_ms - pressed
                break
    pico.pin(gpio, True)
    pico.run(150)
    return found


def press_to_led(board: Board, presses: int, confirms: int, decisions: int = 40) -> dict:
    """Seat 1 and a normal bot in Tycoon, begun through the pins; at seat 1's decisions,
    each press's wait to the LED frame that answers it: step presses where a step shows on
    the board (a move: the highlight goes to the next destination, as
    host_tools/bench/vm/leds.py times it on the VM; a bid: the month track shows the next
    amount) until `presses` are timed, and the confirm that ends each decision until
    `confirms` are. Seat 1's other decisions (the staff it hires, which no LED shows) have
    their confirm timed only, and so does a decision whose first step press nothing answers
    (one choice: the step comes round to it), which counts in `single`. At most `decisions`
    of seat 1's decisions."""
    pico = board.pico
    (step, confirm), (step2, _) = CONFIG["SEAT_BUTTONS"][:2]
    pico.press(confirm)  # the select shows the first game: confirm begins the join
    pico.press(confirm)  # seat 1 joins
    pico.press(step2)  # seat 2 a bot (normal)
    pico.press(confirm, ms=1000, after=300)  # hold: the game begins
    steps: list = []
    applied: list = []
    single = 0
    for _ in range(decisions):
        if len(steps) >= presses and len(applied) >= confirms:
            break
        for _ in range(200):  # to seat 1's next decision, the table quiet
            if _seat_one_decides(pico) and not pico.run(400, until='"ev"').matched:
                break
            pico.run(200)
        else:
            break
        first = True
        while len(steps) < presses and _phase(pico) in _SHOWN:
            wait = _press_once(pico, step, (len(steps) * 1.7) % 5)
            if wait is None:
                single += first
                break
            steps.append(wait)
            first = False
        if len(applied) >= confirms:
            pico.press(confirm)
            continue
        wait = _press_once(pico, confirm, (len(applied) * 2.3) % 5)
        if wait is not None:
            applied.append(wait)
    return {"step_ms": steps, "confirm_ms": applied, "single": single}


# ---- the families --------------------------------------------------------------------------


def _say_run(what: str, outcome: runner.Outcome, shown: str) -> None:
    emulated = outcome.result.get("emulated_ms", 0) / 1000
    if outcome.ok:
        progress.say(
            "emulated: %s: %s (%.0f s, %.0f emulated)" % (what, shown, outcome.seconds, emulated)
        )
    else:
        progress.say("emulated: %s FAILED: %s" % (what, outcome.error))


def decisions(board: Board, extremes: dict, level: int, slowest: int, spread: int) -> list:
    """Each game at its most players, the bot of `level` in every seat: its decisions at
    the moments the plan picked, timed on the emulated Pico."""
    rows = []
    for game in extremes:
        players = extremes[game][1]
        case = {"game": game, "players": players, "level": level, "seed": 5}
        planned = runner.run_cpython(
            "decisions", dict(case, mode="plan", slowest=slowest, spread=spread)
        )
        what = "%s bot, %s %dp" % (LEVELS[level], game, players)
        if not planned.ok:
            progress.say("emulated: %s: no plan: %s" % (what, planned.error))
            rows.append(dict(case, error=planned.error))
            continue
        plan = planned.result
        wanted = {k: plan[k] for k in ("actions", "at", "dice", "chosen")}
        outcome = board.run("decisions", dict(case, mode="time", **wanted))
        if not outcome.ok:
            _say_run(what, outcome, "")
            rows.append(dict(case, error=outcome.error))
            continue
        found = outcome.result
        row = dict(
            case,
            level_name=LEVELS[level],
            decisions=plan["decisions"],
            timed=len(found["decision_us"]),
            agreed=found["agreed"],
            us_worst=max(found["decision_us"], default=0),
            slice_us_worst=max(found["slice_us"], default=0),
            emulated_s=round(found["emulated_ms"] / 1000, 1),
        )
        even = set(plan["even"])
        spread_us = [found["decision_us"][k] for k, m in enumerate(plan["picked"]) if m in even]
        row["us_median_even"] = statistics.median(spread_us) if spread_us else None
        rows.append(row)
        _say_run(
            what,
            outcome,
            "%d of %d decisions timed, worst %.0f ms, longest slice %.0f ms"
            % (
                row["timed"],
                row["decisions"],
                row["us_worst"] / 1000,
                row["slice_us_worst"] / 1000,
            ),
        )
    return rows


def sequences(extremes: dict, rounds: int) -> str:
    """What pico_table begins in one power-on: every game in turn at its most players,
    `rounds` times round, then at its fewest (each left once begun: play=0)."""
    most = ["%s:%d" % (game, extremes[game][1]) for game in extremes]
    fewest = ["%s:%d" % (game, extremes[game][0]) for game in extremes]
    return ",".join(most * max(1, rounds) + fewest)


def _table(board: Board, sequence: str, play: int) -> dict:
    outcome = board.run(
        "pico_table",
        {"sequence": sequence, "level": 1, "seed": 3, "pacing": FAST, "play": play},
    )
    _say_run(
        "the table, %s%s" % (sequence, "" if play else " (each left once begun)"),
        outcome,
        "at the select %.1f KB" % (outcome.result.get("table_bytes", 0) / 1024),
    )
    if not outcome.ok:
        return {"sequence": sequence, "play": play, "error": outcome.error}
    return dict(outcome.result, sequence=sequence, play=play)


def _whole_game(code: Path, scripts: list[Path], game: str, out: dict) -> None:
    """On a second emulated Pico (a thread: its node process on the other core), one whole
    game with normal bots: its most in use."""
    board = Board(code, scripts)
    try:
        out["whole"] = _table(board, game, 1)
    except rp2emu.EmulatorError as err:
        out["whole"] = {"sequence": game, "play": 1, "error": str(err)}
    finally:
        board.close()


def measure(extremes: dict, folder: Path, options: dict) -> dict:
    """Every family on one emulated Pico, booted once with Midway and the scripts."""
    started = time.monotonic()
    code, scripts = compiled(folder)
    whole: dict = {}
    second = None
    if options["whole"]:
        second = threading.Thread(
            target=_whole_game, args=(code, scripts, options["whole"], whole), daemon=True
        )
        second.start()
    board = Board(code, scripts)
    progress.say(
        "emulated: MicroPython %s's RPI_PICO firmware in rp2040js, Midway booted to the select"
        % ".".join(map(str, board.pico.release))
    )
    out: dict = {"clock_mhz": rp2emu.CLOCK_MHZ, "release": ".".join(map(str, board.pico.release))}
    try:
        found = press_to_led(board, options["presses"], options["confirms"])
        out["press"] = found
        progress.say(
            "emulated: press to LED: step %s ms, confirm %s ms"
            % (
                ", ".join("%.1f" % v for v in found["step_ms"]),
                ", ".join("%.1f" % v for v in found["confirm_ms"]),
            )
        )
        # the calibration and the steps: bench-pico's own families on this board
        families = Namespace(
            only="calibration,steps" if options["step_games"] else "calibration",
            runs=options["runs"],
            step_games=options["step_games"],
            bot_games=0,
            replays=1,
        )
        out.update(bench_pico.measure(board, families, extremes))  # type: ignore[arg-type]
        out["table"] = [_table(board, sequences(extremes, options["sequence"]), 0)]
        out["bots"] = []
        for name in options["levels"].split(","):
            out["bots"] += decisions(
                board, extremes, LEVELS.index(name), options["slowest"], options["spread"]
            )
    finally:
        out["emulated_s"] = round(board.pico.last.t_ms / 1000, 1)
        board.close()
        if second is not None:
            second.join()
    if "whole" in whole:
        out["table"].append(whole["whole"])
    cal = out.get("calibration")
    if cal:
        cal["against_published"] = cal["us_min"] / calibration.PUBLISHED["pico_us"]
        cal["against_rp2"] = cal["us_min"] / rp2.FIBONACCI_US
    out["seconds"] = round(time.monotonic() - started, 1)
    return out
