"""Midway's games: the registry (engines/catalog.py, made from each engine's GAME) and lazy
loading by name, so the table pays RAM only for the game in play.

    engines.NAMES                  the games, in game-select order
    engines.game("tycoon")         the facts the table needs before the engine is loaded (name,
                                   title, colour, min_players, max_players, option); the
                                   rest of GAME is the engine module's own
    engines.load("tycoon")         the engine module: .new_game(3), .deserialize(text)
    engines.unload("tycoon")       forget exactly the modules that load() brought in, and
                                   the hard bot's look at it (engines/<name>_look.py)
"""

import sys

from compat import forget
from engines.catalog import COLUMNS, GAMES

NAMES = tuple([str(row[0]) for row in GAMES])
_brought = {}  # type: dict  # game name -> the module names its load() imported


def game(name):
    """The catalog's facts of game `name`, as a dict (host_tools/catalog.py says each)."""
    for row in GAMES:
        if row[0] == name:
            facts = {}
            for i in range(len(COLUMNS)):
                facts[COLUMNS[i]] = row[i]
            return facts
    raise ValueError("unknown game %r; known games: %s" % (name, ", ".join(NAMES)))


def load(name):
    """The engine module of a game: engines.load("tycoon").new_game(3)."""
    game(name)
    full = "engines." + name
    before = set(sys.modules)
    __import__(full)
    brought = [key for key in sys.modules if key not in before]
    if brought:
        _brought[name] = brought
    return sys.modules[full]


def unload(name):
    """Forget the modules that loading `name` brought in (its engine, its data, its labels)
    so their RAM can be collected; modules other games share, loaded before it, stay."""
    for key in _brought.pop(name, ("engines." + name,)):
        forget(key)
    forget("engines." + name + "_look")  # a hard bot's deep look, loaded after the engine
