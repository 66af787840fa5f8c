"""Engine speed: per action (the engine's own work) and per whole random game, under the VM (on
the .mpy build, in the Pico's heap) and CPython; random playouts per second on CPython; and
the table's bot (GreedyBot) per decision under the VM, which the table runs between frames."""

from host_tools.bench import progress, runner
from host_tools.bench.calibration import Calibration

FAMILY = "speed"


def engine_steps(
    form: runner.Form, extremes: dict, games: int, replays: int, cal: Calibration
) -> list[dict]:
    """Seeded random games of each engine at its fewest and most players, on the VM and on
    CPython, each played `replays` times: median and worst time per action (its least over
    the replays), median time per game. One run at a time: timings share no CPU."""
    cases = [(game, players) for game in sorted(extremes) for players in sorted(extremes[game])]
    steps = progress.Steps("speed", len(cases))

    def one(case):
        game, players = case
        args = {
            "game": game,
            "players": players,
            "games": games,
            "mode": "steps",
            "seed": 11,
            "replays": replays,
        }
        row = {"game": game, "players": players, "games": games}
        for where, outcome in (
            ("vm", runner.run_vm(form, "engine_run", args)),
            ("cpython", runner.run_cpython("engine_run", args)),
        ):
            if not outcome.ok:
                row[where] = {"error": outcome.error}
                continue
            result = outcome.result
            if where == "vm":
                cal.add(FAMILY, result["reference_us"])
            row[where] = {
                "step_us_median": result["step_us_median"],
                "step_us_worst": result["step_us_worst"],
                "game_us_median": result["game_us_median"],
                "actions_median": sorted(result["actions"])[len(result["actions"]) // 2],
                "steps": result["steps"],
            }
        vm = row["vm"]
        steps.done(
            "engine steps %s %dp, %d games x %d replays: %s"
            % (
                game,
                players,
                games,
                replays,
                "median %.0f us on the VM" % vm["step_us_median"]
                if "error" not in vm
                else "failed",
            )
        )
        return row

    return [one(case) for case in cases]


def playouts(extremes: dict, seconds: float) -> list[dict]:
    """Random playouts per second on CPython, per game at its fewest and most players."""
    cases = [(game, players) for game in sorted(extremes) for players in sorted(extremes[game])]
    steps = progress.Steps("speed", len(cases))

    def one(case):
        game, players = case
        args = {"game": game, "players": players, "mode": "playouts", "seconds": seconds}
        outcome = runner.run_cpython("engine_run", args)
        if not outcome.ok:
            steps.done("playouts %s %dp: failed" % (game, players))
            return {"game": game, "players": players, "error": outcome.error}
        result = outcome.result
        steps.done(
            "playouts %s %dp: %d in %.1f s on CPython"
            % (game, players, result["playouts"], result["seconds"])
        )
        return {
            "game": game,
            "players": players,
            "per_second": result["playouts"] / result["seconds"],
            "actions_per_second": result["actions"] / result["seconds"],
            "playouts": result["playouts"],
            "seconds": result["seconds"],
        }

    return [one(case) for case in cases]


def bot_decisions(
    form: runner.Form, extremes: dict, games: int, replays: int, cal: Calibration
) -> list[dict]:
    """The table's GreedyBot (App.bot_class) choosing every decision of `games` games at the
    most players, on the VM in the Pico's heap, each game played up to twice (`replays`)."""
    steps = progress.Steps("speed", len(extremes))

    def one(game):
        players = max(extremes[game])
        args = {
            "game": game,
            "players": players,
            "games": games,
            "mode": "bot",
            "seed": 5,
            "replays": min(2, replays),
        }
        outcome = runner.run_vm(form, "engine_run", args)
        if not outcome.ok:
            steps.done("bot %s %dp: failed" % (game, players))
            return {"game": game, "players": players, "error": outcome.error}
        result = outcome.result
        cal.add(FAMILY, result["reference_us"])
        steps.done(
            "bot %s %dp, %d games: %d decisions, median %.0f ms on the VM (%.0f s)"
            % (
                game,
                players,
                games,
                result["decisions"],
                result["decision_us_median"] / 1000,
                outcome.seconds,
            )
        )
        return {
            "game": game,
            "players": players,
            "decisions": result["decisions"],
            "us_median": result["decision_us_median"],
            "us_worst": result["decision_us_worst"],
            "slice_us_worst": result["slice_us_worst"],
        }

    return [one(game) for game in sorted(extremes)]
