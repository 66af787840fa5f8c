"""Golden playthroughs: a text dump of one whole seeded game (OpenSpiel's playthroughs, ours).

render() prints the same bytes under CPython and MicroPython: observations are written in a
canonical form with sorted keys, so dict order (which differs between the two) never shows.
Regenerate the checked-in files with `make playthroughs` after a deliberate rules change.
"""

import json

from engines.bots import RandomBot
from engines.core import CHANCE, PUBLIC
from engines.rng import Rng

SEED = 1
OBSERVE_EVERY = 10  # steps between full observation dumps


def canon(value):
    """Canonical JSON: sorted keys, no spaces, ASCII only, identical on both runtimes."""
    kind = type(value)
    if value is None:
        return "null"
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        return str(value)
    if kind is str:
        for char in value:
            if ord(char) > 126:
                raise ValueError("non-ASCII text in a playthrough: %r" % value)
        return json.dumps(value)
    if kind in (list, tuple):
        return "[" + ",".join(canon(item) for item in value) + "]"
    if kind is dict:
        return "{" + ",".join(canon(k) + ":" + canon(value[k]) for k in sorted(value)) + "}"
    raise ValueError("cannot write %r in a playthrough" % (kind,))


def lines(module, players, seed=SEED):
    """The playthrough of one game, line by line: every action, periodic full observations.

    A generator, so a long game never needs its whole text in one block of a small heap.
    """
    rng = Rng(seed)
    bot = RandomBot(rng)
    state = module.new_game(players)
    yield "# Midway golden playthrough. Regenerate with: make playthroughs"
    yield "game %s" % module.GAME["name"]
    yield "players %d" % players
    yield "seed %d" % seed
    yield "observation %s" % canon(state.observation())
    yield "public %s" % canon(state.observation(PUBLIC))
    step = 0
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            action = rng.weighted(state.chance_outcomes())
            who = "chance"
        else:
            action = bot.choose(state)
            who = "p%d" % player
        yield "%d %s %d %s" % (step, who, action, state.action_to_string(action))
        state.apply_action(action)
        step += 1
        if step % OBSERVE_EVERY == 0:
            yield "observation %s" % canon(state.observation())
    yield "observation %s" % canon(state.observation())
    yield "public %s" % canon(state.observation(PUBLIC))
    yield "scores %s" % canon(state.scores())
    yield "winners %s" % canon(state.winners())
    yield "length %d" % step


def render(module, players, seed=SEED):
    """The whole playthrough text (for writing the golden files on the host)."""
    return "\n".join(lines(module, players, seed)) + "\n"


def check_golden(module, players):
    """Replay a game against its golden file, line by line; AssertionError where they part."""
    name = module.GAME["name"]
    with open(folder() + "/" + file_name(name, players)) as golden:
        for number, got in enumerate(lines(module, players), 1):
            want = golden.readline()
            want = want[:-1] if want.endswith("\n") else want
            if got != want:
                raise AssertionError(
                    "%s %dp line %d:\n  golden: %s\n  now:    %s"
                    % (name, players, number, want[:300] or "<end>", got[:300])
                )
        rest = golden.readline()
        if rest:
            raise AssertionError("%s %dp: the golden text goes on: %s" % (name, players, rest))


def file_name(name, players):
    return "%s_%dp.txt" % (name, players)


def folder():
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    return here.rsplit("/", 1)[0] + "/playthroughs" if "/" in here else "playthroughs"
