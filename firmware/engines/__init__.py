"""Midway's games, loaded lazily by name so the table pays RAM only for the game in play."""

import sys

NAMES = ("tycoon", "scream_machine", "scream_park", "scream")


def load(name):
    """The engine module of a game: engines.load("tycoon").new_game(3)."""
    if name not in NAMES:
        raise ValueError("unknown game %r; known games: %s" % (name, ", ".join(NAMES)))
    full = "engines." + name
    __import__(full)
    return sys.modules[full]


def unload(name):
    """Forget a game's modules (engine and its data) so their RAM can be collected.

    An import leaves each submodule both in sys.modules and as an attribute of this
    package; both references go, or the module would live on.
    """
    package = sys.modules[__name__]
    for key in [k for k in sys.modules if k.startswith("engines.")]:
        short = key[len("engines.") :]
        if short == name or short.startswith(name + "_"):
            del sys.modules[key]
            if short in package.__dict__:
                delattr(package, short)
