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


def render(module, players, seed=SEED):
    """The playthrough text of one game: every action, with periodic full observations."""
    rng = Rng(seed)
    bot = RandomBot(rng)
    state = module.new_game(players)
    name = module.GAME["name"]
    lines = [
        "# Midway golden playthrough. Regenerate with: make playthroughs",
        "game %s" % name,
        "players %d" % players,
        "seed %d" % seed,
        "observation %s" % canon(state.observation()),
        "public %s" % canon(state.observation(PUBLIC)),
    ]
    step = 0
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            action = rng.weighted(state.chance_outcomes())
            who = "chance"
        else:
            action = bot.choose(state)
            who = "p%d" % player
        lines.append("%d %s %d %s" % (step, who, action, state.action_to_string(action)))
        state.apply_action(action)
        step += 1
        if step % OBSERVE_EVERY == 0:
            lines.append("observation %s" % canon(state.observation()))
    lines.append("observation %s" % canon(state.observation()))
    lines.append("public %s" % canon(state.observation(PUBLIC)))
    lines.append("scores %s" % canon(state.scores()))
    lines.append("winners %s" % canon(state.winners()))
    lines.append("length %d" % step)
    return "\n".join(lines) + "\n"


def file_name(name, players):
    return "%s_%dp.txt" % (name, players)


def folder():
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    return here.rsplit("/", 1)[0] + "/playthroughs" if "/" in here else "playthroughs"


def read_golden(name, players):
    with open(folder() + "/" + file_name(name, players)) as stream:
        return stream.read()


def first_difference(want, got):
    """Where two playthroughs part, as a short message for a failing test."""
    want_lines = want.split("\n")
    got_lines = got.split("\n")
    for i in range(max(len(want_lines), len(got_lines))):
        a = want_lines[i] if i < len(want_lines) else "<end>"
        b = got_lines[i] if i < len(got_lines) else "<end>"
        if a != b:
            return "line %d:\n  golden: %s\n  now:    %s" % (i + 1, a[:300], b[:300])
    return "no difference"
