"""The hard bot's time per decision and per slice, estimated for a Pico (docs/BOTS.md).

Runs under MicroPython's unix port (and CPython): seeded games of one game at its most
players, the hard bot in one seat (rotated game by game) and normal bots in the others, each
decision thought five times over, its time and each slice's the least of the five (the
machine may be busy; other jobs only add time). The Pico estimate scales them by the Pico factor:
the rp2 port's time of recursive fibonacci(24) with gc off (host_tools/bench/rp2.py) over
this VM's least of several runs, timed in the same process (host_tools/bench/calibration.py
says why).

    .venv/bin/micropython -X heapsize=192K host_tools/bot_timing.py scream 2 build/timing/code
    (a game name, the games, the firmware's folder; from the source, which the VM compiles
    as it loads, it needs a larger heap: -X heapsize=1M host_tools/bot_timing.py)

The .mpy build (host_tools/build.py, as `make flash` installs it): .venv/bin/python -c
"from pathlib import Path; from host_tools import build; c = Path('build/timing/code');
build.build(c, import_root=str(c))"
"""

import sys

# the firmware to time: the .mpy build the Pico runs (see above), else the source
sys.path.insert(0, sys.argv[3] if len(sys.argv) > 3 else "firmware")
sys.path.insert(0, "host_tools/bench")
sys.path.insert(0, "host_tools/bench/vm")

import benchvm  # noqa: E402  - the bench's clock and calibration workload
import rp2  # noqa: E402

import engines  # noqa: E402
from engines import bots  # noqa: E402
from engines.core import CHANCE  # noqa: E402
from engines.rng import Rng  # noqa: E402

REPLAYS = 5


def reference():
    """The calibration workload's least time of 10, the collector off (benchvm.reference)."""
    return min(benchvm.reference(10))


def timed(bot, state):
    """The bot's decision: (action, us in all, us of each slice)."""
    thinking = bot.thoughts(state)
    action = None
    pieces = []
    start = benchvm.now_us()
    while action is None:
        began = benchvm.now_us()
        action = next(thinking)
        pieces.append(benchvm.since_us(began))
    return action, benchvm.since_us(start), pieces


def game_times(name, players, seed):
    """(decision us, longest slice us) of the hard bot's decisions in one seeded game, each
    decision thought REPLAYS times over from the same Rng state: its time the least, and
    each slice's the least (a busy machine stops a process now and then for milliseconds)."""
    module = engines.load(name)
    chance = Rng(seed)
    seat = seed % players
    seated = [bots.make(2 if p == seat else 1, Rng(seed + 31 * (p + 1))) for p in range(players)]
    state = module.new_game(players)
    times = []
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            bots.resolve_chance(state, chance)
            continue
        bot = seated[player]
        if player != seat:
            state.apply_action(bot.choose(state))
            continue
        before = bot.rng.getstate()
        least = None
        total = None
        for _ in range(REPLAYS):
            bot.rng.setstate(before)
            action, spent, pieces = timed(bot, state)
            if least is None:
                least = pieces
            for i in range(len(pieces)):
                least[i] = min(least[i], pieces[i])
            total = spent if total is None or spent < total else total
        times.append((total, max(least)))
        state.apply_action(action)
    return times


def main():
    names = sys.argv[1:2] or list(engines.NAMES)
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    fib = reference()
    for name in names:
        players = engines.game(name)["max_players"]
        decisions = []
        for g in range(games):
            decisions.extend(game_times(name, players, 11 + g))
            fib = min(fib, reference())
        fib = min(fib, reference())
        factor = rp2.FIBONACCI_US / fib
        spent = sorted([d[0] for d in decisions])
        pieces = sorted([d[1] for d in decisions])
        print(
            "%s %dp: %d decisions; Pico estimate (factor %.0f): median %.0f ms, worst %.0f ms;"
            " slice median %.1f ms, worst %.1f ms"
            % (
                name,
                players,
                len(spent),
                factor,
                spent[len(spent) // 2] * factor / 1000,
                spent[-1] * factor / 1000,
                pieces[len(pieces) // 2] * factor / 1000,
                pieces[-1] * factor / 1000,
            )
        )


main()
