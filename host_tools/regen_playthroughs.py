"""Rewrite the golden playthroughs in tests/playthroughs/ (after a deliberate rules change).

Usage: python host_tools/regen_playthroughs.py [game ...]   (default: every game)
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "firmware"), str(ROOT / "tests")]

import engines  # noqa: E402
from support import fixture_game, playthrough  # noqa: E402


def modules(names):
    if not names or "dice_duel" in names:
        yield fixture_game, (2,)
    for name in names or engines.NAMES:
        if name == "dice_duel":
            continue
        module = engines.load(name)
        yield module, range(module.GAME["min_players"], module.GAME["max_players"] + 1)


def main(names):
    out = ROOT / "tests" / "playthroughs"
    for module, counts in modules(names):
        for players in counts:
            path = out / playthrough.file_name(module.GAME["name"], players)
            path.write_text(playthrough.render(module, players))
            print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
