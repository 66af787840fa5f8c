"""Golden playthroughs: every game and player count replays to the checked-in text, byte for
byte, under CPython and under MicroPython. Regenerate with `make playthroughs`."""

import engines
from support import fixture_game, playthrough

# A whole game per test: on the VM each runs in a process of its own, with the full heap.
ISOLATE = True


def _check(module, players):
    playthrough.check_golden(module, players)


def test_fixture_playthrough_matches_golden_text():
    _check(fixture_game, 2)


def _golden_for(name):
    def test():
        module = engines.load(name)
        try:
            for players in range(module.GAME["min_players"], module.GAME["max_players"] + 1):
                _check(module, players)
        finally:
            engines.unload(name)

    return test


for _name in engines.NAMES:
    globals()["test_%s_playthroughs_match_golden_text" % _name] = _golden_for(_name)
