"""The games a bench run plays, each at its fewest and its most players."""

import sys

from host_tools.bench.paths import FIRMWARE


def player_extremes(games):
    """{game: (fewest, most players)} from the engines' own GAME dicts."""
    if str(FIRMWARE) not in sys.path:
        sys.path.insert(0, str(FIRMWARE))
    import engines

    out = {}
    for name in games:
        game = engines.load(name).GAME
        out[name] = (game["min_players"], game["max_players"])
    return out
