"""One engine on its own, through the engine contract (MicroPython and CPython): seeded games
with chance resolved by core's Rng and every seat played by a bot. Prints what it measured.

    micropython -X heapsize=192K engine_run.py with code=<firmware> game=scream players=5
        games=20 seed=1 mode=steps

modes:
  steps     per action, the engine's own work (legal_actions() or chance_outcomes(), then
            apply_action()) timed on its own, and each whole game timed (the random bots'
            picks included): the figures of a random playout; each game `replays` times
  playouts  random playouts for `seconds` (CPython: what a smarter bot could afford)
  leak      `games` random games one after another, the heap in use after each (MicroPython)
  bot       the table's GreedyBot choosing for every seat: each decision timed (`replays`)
  budget    `games` games (random bots, or bot=table: the table's GreedyBot) inside `budget`
            bytes of heap beyond what the engine's import left in use (ballast holds the rest):
            exit 1 on MemoryError
"""

import sys

import benchvm

ARGS = benchvm.arguments(
    {
        "game": "tycoon",
        "players": 2,
        "seed": 1,
        "games": 1,
        "mode": "steps",
        "seconds": 2.0,
        "budget": 0,
        "replays": 3,
        "bot": "random",  # budget mode: random, or table (GreedyBot in every seat)
        # timed modes: reference runs before and after (0 where no load can disturb the
        # clock: the emulated Pico, whose time is its own)
        "references": 3,
    }
)
TIMED = ("steps", "bot")
# A step's histogram bucket: 1 us on the unix port, whose steps take tens of us; on a board
# (the rp2 port: sys.platform "rp2") 10 us, since its steps take milliseconds and Samples'
# 2,048 buckets of 1 us end at 2 ms: a median past them showed as the worst step.
STEP_RESOLUTION_US = 1 if sys.platform in ("linux", "darwin") else 10
LONGEST = 4096  # steps of the longest seeded game timed (a random Scream! game: about 1,300)
# Made before the engine is loaded, while the heap is in one piece; only where they are used.
if ARGS["mode"] in TIMED:
    STEP_US = benchvm.Samples(100 if ARGS["mode"] == "bot" else STEP_RESOLUTION_US)
    MINS = benchvm.numbers(LONGEST)  # per step of a game, its least time over the replays
    # bot: per decision, its longest slice, the least over the replays
    SLICE_MINS = benchvm.numbers(LONGEST if ARGS["mode"] == "bot" else 0)
benchvm.use_paths(ARGS["code"])

from playout import play_out  # noqa: E402

import engines  # noqa: E402
from engines import bots  # noqa: E402
from engines.core import CHANCE  # noqa: E402
from engines.rng import Rng  # noqa: E402

MODULE = engines.load(ARGS["game"])


def random_game(rng, players):
    """A whole random playout; returns how many actions it took."""
    return play_out(MODULE.new_game(players), rng).history_length()


def steps():
    """Each game played `replays` times from its seed (the same actions each time); a step's
    time is its least over the replays: a busy machine only ever adds time."""
    replays = ARGS["replays"]
    mins = MINS
    step_us = STEP_US
    game_us = []
    actions = []
    for g in range(ARGS["games"]):
        best_game = None
        count = 0
        for replay in range(replays):
            rng = Rng(ARGS["seed"] + g)
            state = MODULE.new_game(ARGS["players"])
            count = 0
            game_start = benchvm.now_us()
            while not state.is_terminal():
                start = benchvm.now_us()
                if state.current_player() == CHANCE:
                    outcomes = state.chance_outcomes()
                    spent = benchvm.since_us(start)
                    action = rng.weighted(outcomes)
                else:
                    legal = state.legal_actions()
                    spent = benchvm.since_us(start)
                    action = rng.choice(legal)
                start = benchvm.now_us()
                state.apply_action(action)
                spent += benchvm.since_us(start)
                if count >= LONGEST:
                    raise ValueError("a game longer than %d steps: raise LONGEST" % LONGEST)
                if replay == 0 or spent < mins[count]:
                    mins[count] = spent
                count += 1
            spent = benchvm.since_us(game_start)
            best_game = spent if best_game is None or spent < best_game else best_game
        for i in range(count):
            step_us.add(mins[i])
        game_us.append(best_game)
        actions.append(count)
    return {
        "step_us_median": step_us.median(),
        "step_us_worst": step_us.worst,
        "steps": step_us.count,
        "game_us": game_us,
        "game_us_median": benchvm.median(game_us),
        "actions": actions,
        "replays": replays,
    }


def playouts():
    rng = Rng(ARGS["seed"])
    limit = ARGS["seconds"] * 1000000
    count = 0
    actions = 0
    start = benchvm.now_us()
    while benchvm.since_us(start) < limit:
        actions += random_game(rng, ARGS["players"])
        count += 1
    spent = benchvm.since_us(start)
    return {"playouts": count, "actions": actions, "seconds": spent / 1000000}


def leak():
    rng = Rng(ARGS["seed"])
    heaps = [0] * ARGS["games"]  # made before the first game, so its growth is not counted
    for i in range(ARGS["games"]):
        random_game(rng, ARGS["players"])
        heaps[i] = benchvm.heap_in_use()
    return {"heap_after_each_game": heaps}


def bot():
    """The table's GreedyBot choosing for every seat; each game played `replays` times from
    its seeds (the same decisions each time), a decision's time its least over the replays."""
    replays = ARGS["replays"]
    mins = MINS
    slice_mins = SLICE_MINS
    decision_us = STEP_US
    slice_worst = 0
    actions = []
    for g in range(ARGS["games"]):
        count = 0
        for replay in range(replays):
            rng = Rng(ARGS["seed"] + g)
            player = bots.GreedyBot(Rng(ARGS["seed"] + g + 1000))  # as App.bot_class makes it
            state = MODULE.new_game(ARGS["players"])
            count = 0
            while not state.is_terminal():
                if state.current_player() == CHANCE:
                    bots.resolve_chance(state, rng)
                    continue
                # as the table runs it: thoughts() a slice per step of the table
                action, spent, longest = benchvm.decide(player, state)
                if count >= LONGEST:
                    raise ValueError("a game longer than %d decisions: raise LONGEST" % LONGEST)
                if replay == 0 or spent < mins[count]:
                    mins[count] = spent
                if replay == 0 or longest < slice_mins[count]:
                    slice_mins[count] = longest
                count += 1
                state.apply_action(action)
        for i in range(count):
            decision_us.add(mins[i])
            if slice_mins[i] > slice_worst:
                slice_worst = slice_mins[i]
        actions.append(state.history_length())
    return {
        "decision_us_median": decision_us.median(),
        "decision_us_worst": decision_us.worst,
        "slice_us_worst": slice_worst,
        "decisions": decision_us.count,
        "actions": actions,
        "replays": replays,
    }


def budget():
    """Hold all but `budget` bytes of the largest free block in ballast, then play."""
    ballast = benchvm.hold_all_but(ARGS["budget"])
    free = benchvm.heap_free()
    rng = Rng(ARGS["seed"])
    if ARGS["bot"] == "table":
        actions = [bot_game(rng, ARGS["players"]) for _ in range(ARGS["games"])]
    else:
        actions = [random_game(rng, ARGS["players"]) for _ in range(ARGS["games"])]
    return {"free_for_the_games": free, "actions": actions, "ballast": len(ballast)}


def bot_game(rng, players):
    """A whole game with the table's GreedyBot in every seat; returns its length."""
    player = bots.GreedyBot(rng)
    return play_out(MODULE.new_game(players), rng, player.choose).history_length()


MODES = {"steps": steps, "playouts": playouts, "leak": leak, "bot": bot, "budget": budget}

before = benchvm.reference(ARGS["references"]) if ARGS["mode"] in TIMED else []
result = MODES[ARGS["mode"]]()
if ARGS["mode"] in TIMED:
    result["reference_us"] = before + benchvm.reference(ARGS["references"])
result["ok"] = True
result["game"] = ARGS["game"]
result["players"] = ARGS["players"]
result["heap"] = benchvm.heap_size()
benchvm.emit(result)
