"""A bot's decisions at chosen moments of one game (MicroPython and CPython): the game's
actions are replayed from its start and, at each moment asked for, the bot of that level
decides with its dice set back to where they were then, as the table runs it: thoughts() a
slice at a time, each slice timed, after a collection (the table collects after every move).

    python decisions.py with mode=plan game=scream players=5 level=1 seed=5 slowest=8 spread=16
    micropython decisions.py with game=scream players=5 level=1 actions=[...] at=[...]
        dice=[[x1, c1, x2, c2], ...] chosen=[...]

mode=plan plays the whole game on this machine (CPython, where it is quick), every seat the
bot of `level` and chance by core's Rng, as engine_run.py's bot mode plays it, and picks the
moments: the `slowest` decisions that took longest here, those whose slice was longest, and
`spread` more evenly through the game. mode=time times the bot at those moments only (on the
emulated Pico, host_tools/bench/emulated.py, where a whole game is many minutes); the
decision made must be the one the plan's bot made (the same dice, the same engine): `agreed`
counts them.
"""

import gc

import benchvm

ARGS = benchvm.arguments(
    {
        "mode": "time",
        "game": "tycoon",
        "players": 2,
        "level": 1,
        "seed": 5,
        "slowest": 8,
        "spread": 16,
        "actions": [],
        "at": [],
        "dice": [],
        "chosen": [],
    }
)
benchvm.use_paths(ARGS["code"])

from engines import bots, load  # noqa: E402
from engines.core import CHANCE  # noqa: E402
from engines.rng import Rng  # noqa: E402

MODULE = load(ARGS["game"])


def plan():
    """The whole game, and the moments to time in it."""
    rng = Rng(ARGS["seed"])
    player = bots.make(ARGS["level"], Rng(ARGS["seed"] + 1000))
    state = MODULE.new_game(ARGS["players"])
    moments = []  # (history length, dice, action, us, longest slice us)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            bots.resolve_chance(state, rng)
            continue
        dice = player.rng.getstate()
        action, spent, longest = benchvm.decide(player, state)
        moments.append((state.history_length(), list(dice), action, spent, longest))
        state.apply_action(action)
    count = len(moments)
    keep = ARGS["slowest"]
    picked = {}
    for key in (3, 4):
        ranked = sorted(range(count), key=lambda m: -moments[m][key])
        for m in ranked[:keep]:
            picked[m] = True
    spread = ARGS["spread"]
    for j in range(spread):
        picked[j * count // spread] = True
    chosen = sorted(picked)
    return {
        "ok": True,
        "game": ARGS["game"],
        "players": ARGS["players"],
        "level": ARGS["level"],
        "decisions": count,
        "picked": chosen,
        "even": [j * count // spread for j in range(spread)],
        "actions": list(state.history()),
        "at": [moments[m][0] for m in chosen],
        "dice": [moments[m][1] for m in chosen],
        "chosen": [moments[m][2] for m in chosen],
        "host_us": [moments[m][3] for m in chosen],
        "host_us_all": [m[3] for m in moments],
    }


def timed():
    actions = ARGS["actions"]
    moments = ARGS["at"]
    player = bots.make(ARGS["level"], Rng(1))
    state = MODULE.new_game(ARGS["players"])
    decision_us = []
    slice_us = []
    agreed = 0
    k = 0
    for i in range(len(actions)):
        if k < len(moments) and moments[k] == i:
            player.rng.setstate(tuple(ARGS["dice"][k]))
            gc.collect()
            action, spent, longest = benchvm.decide(player, state)
            decision_us.append(spent)
            slice_us.append(longest)
            if action == ARGS["chosen"][k]:
                agreed += 1
            k += 1
        state.apply_action(actions[i])
    return {
        "ok": True,
        "game": ARGS["game"],
        "players": ARGS["players"],
        "level": ARGS["level"],
        "decision_us": decision_us,
        "slice_us": slice_us,
        "agreed": agreed,
        "heap": benchvm.heap_size(),
    }


benchvm.emit(plan() if ARGS["mode"] == "plan" else timed())
