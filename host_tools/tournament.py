"""The bots' tournament (`make tournament`): seeded games on CPython, one bot of a level
against bots of another, seats rotated, and docs/BOTS.md written from what it measured.

    .venv/bin/python -m host_tools.tournament [--games N] [--workers 2] [--out docs/BOTS.md]

GAMES=N in the environment (or --games) sets the games a row; the default is what the
report was made with. Each game is seeded (chance, and each bot's own Rng), so a row is the
same on every run. A bot plays as the table makes it: engines.bots.make(level, rng).
"""

import argparse
import math
import os
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
if str(FIRMWARE) not in sys.path:
    sys.path.insert(0, str(FIRMWARE))

import engines  # noqa: E402
from engines import bots  # noqa: E402
from engines.core import CHANCE  # noqa: E402
from engines.rng import Rng  # noqa: E402

GAMES = 200  # a row's games unless GAMES= or --games says otherwise
PLAYERS = 4  # the targets are set at four players
# (the bot watched, the level of every other seat, the share of games it must win)
MATCHES = (("hard", "normal", 0.45), ("normal", "easy", 0.70), ("hard", "easy", None))
Z = 1.96  # 95% confidence
KEPT = "## On a Pico"


def level_of(name: str) -> int:
    return bots.LEVELS.index(name)


def play(game: str, players: int, focal: str, others: str, index: int) -> dict:
    """One seeded game: the `focal` bot at seat index % players, `others` everywhere else."""
    module = engines.load(game)
    seed = 1000 * index + 7
    chance = Rng(seed)
    seat = index % players
    seated = []
    for p in range(players):
        level = level_of(focal if p == seat else others)
        seated.append(bots.make(level, Rng(seed + 31 * (p + 1))))
    state = module.new_game(players)
    spent = {focal: [], others: []}  # type: dict
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            bots.resolve_chance(state, chance)
            continue
        start = time.perf_counter()
        action = seated[player].choose(state)
        spent[focal if player == seat else others].append(time.perf_counter() - start)
        state.apply_action(action)
    scores = state.scores()
    winners = state.winners()
    sign = -1 if module.GAME["low_score_wins"] else 1
    best_other = max(sign * scores[p] for p in range(players) if p != seat)
    return {
        "game": game,
        "players": players,
        "focal": focal,
        "others": others,
        "won": seat in winners,
        "shared": seat in winners and len(winners) > 1,
        "margin": sign * scores[seat] - best_other,
        "spent": spent,
    }


def _play(task: tuple) -> dict:
    return play(*task)


def wilson(wins: float, n: int) -> tuple:
    """The 95% Wilson score interval of a proportion."""
    if not n:
        return (0.0, 1.0)
    p = wins / n
    centre = p + Z * Z / (2 * n)
    spread = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    denominator = 1 + Z * Z / n
    return ((centre - spread) / denominator, (centre + spread) / denominator)


def run(games: int, workers: int, names=None) -> dict:
    tasks = []
    for game in names or engines.NAMES:
        for focal, others, _ in MATCHES:
            for index in range(games):
                tasks.append((game, PLAYERS, focal, others, index))
    rows: dict = {}
    started = time.time()
    with Pool(workers) as pool:
        for done, result in enumerate(pool.imap_unordered(_play, tasks, chunksize=4), 1):
            key = (result["game"], result["focal"], result["others"])
            rows.setdefault(key, []).append(result)
            if done % 50 == 0 or done == len(tasks):
                print(
                    "%d/%d games, %.0f s" % (done, len(tasks), time.time() - started),
                    flush=True,
                )
    return {"rows": rows, "seconds": time.time() - started, "games": games}


def summary(results: list) -> dict:
    n = len(results)
    wins = sum(1 for r in results if r["won"])
    low, high = wilson(wins, n)
    margins = sorted(r["margin"] for r in results)
    return {
        "n": n,
        "wins": wins,
        "shared": sum(1 for r in results if r["shared"]),
        "rate": wins / n,
        "low": low,
        "high": high,
        "margin_mean": sum(margins) / n,
        "margin_median": margins[n // 2],
    }


def decision_times(rows: dict) -> dict:
    """Per game and level: median and worst decision time on CPython, in ms."""
    out: dict = {}
    for (game, _focal, _others), results in rows.items():
        for result in results:
            for level, times in result["spent"].items():
                out.setdefault((game, level), []).extend(times)
    table = {}
    for key, times in out.items():
        times.sort()
        table[key] = (1000 * times[len(times) // 2], 1000 * times[-1], len(times))
    return table


def report(measured: dict) -> str:
    rows = measured["rows"]
    lines = [
        "# The bots' tournament",
        "",
        "Written by `make tournament` (host_tools/tournament.py): seeded games on CPython, one "
        "bot of a level against %d bots of another, the seats rotated (the watched bot sits "
        "at seat 1, 2, 3, 4 in turn), %d games a row, %.0f s on %d workers. A bot plays as "
        "the table makes it (engines.bots.make): easy = RandomBot, normal = GreedyBot, "
        "hard = SearchBot (engines/search_bot.py)."
        % (PLAYERS - 1, measured["games"], measured["seconds"], measured["workers"]),
        "",
        "A win is a place among the winners after the game's tie-breaks (a shared win "
        "counts); chance is 1 in %d. The interval is the 95%% Wilson score interval. "
        "The margin is the watched bot's final score less the best other's, in the game's "
        "points (reversed where the low score wins: positive is ahead)." % PLAYERS,
        "",
        "| game | bot | against | wins | win rate | 95% interval | target | margin: mean "
        "| median |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    missed = []
    for game in sorted({key[0] for key in rows}):
        for focal, others, target in MATCHES:
            results = rows.get((game, focal, others))
            if not results:
                continue
            s = summary(results)
            verdict = "-"
            if target is not None:
                met = s["rate"] >= target
                verdict = "%d%%: %s" % (100 * target, "met" if met else "**missed**")
                if not met:
                    missed.append("%s: %s against %s" % (game, focal, others))
            lines.append(
                "| %s | %s | %d %s | %d/%d | %.1f%% | %.1f-%.1f%% | %s | %+.1f | %+d |"
                % (
                    game,
                    focal,
                    PLAYERS - 1,
                    others,
                    s["wins"],
                    s["n"],
                    100 * s["rate"],
                    100 * s["low"],
                    100 * s["high"],
                    verdict,
                    s["margin_mean"],
                    s["margin_median"],
                )
            )
    lines += ["", "Targets missed: %s." % ("; ".join(missed) if missed else "none"), ""]
    lines += [
        "## Decision time",
        "",
        "Per decision on CPython (this machine, shared with other jobs: only a guide; the "
        "Pico's figures are `make bench`'s business), every decision of a level in the games "
        "above.",
        "",
        "| game | level | decisions | median | worst |",
        "|---|---|---|---|---|",
    ]
    times = decision_times(rows)
    for game, level in sorted(times):
        median, worst, count = times[(game, level)]
        lines.append("| %s | %s | %d | %.2f ms | %.1f ms |" % (game, level, count, median, worst))
    return "\n".join(lines) + "\n"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=int(os.environ.get("GAMES") or GAMES))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "BOTS.md"))
    args = parser.parse_args(argv)
    measured = run(args.games, args.workers, args.game)
    measured["workers"] = args.workers
    out = Path(args.out)
    kept = out.read_text() if out.exists() else ""
    # what the tournament does not measure (the Pico's time: host_tools/bot_timing.py) is
    # written by hand below KEPT, and stays
    kept = kept[kept.index(KEPT) :] if KEPT in kept else ""
    out.write_text(report(measured) + ("\n" + kept if kept else ""))
    print("wrote %s" % args.out)


if __name__ == "__main__":
    main()
