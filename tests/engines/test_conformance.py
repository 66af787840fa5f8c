"""Every registered engine, and the fixture, keeps the contract over many seeded random games.

MIDWAY_GAMES sets games per player count (make soak runs 10,000).
"""

import os
import sys

import engines
from support import conformance, fixture_game

# A whole game per test: on the VM each runs in a process of its own, with the full heap.
ISOLATE = True

# The VM plays each player count once: the contract holds there as it does on CPython, and
# the golden playthroughs already prove the two runtimes play the same game byte for byte.
# CPython plays the seeded sample; make soak plays 10,000 a count.
GAMES = int(os.getenv("MIDWAY_GAMES") or (1 if sys.implementation.name == "micropython" else 4))


def test_fixture_game_keeps_the_contract():
    assert conformance.run(fixture_game, GAMES * 5) > 0


def _suite_for(name):
    def test():
        try:
            assert conformance.run(engines.load(name), GAMES) > 0
        finally:
            engines.unload(name)  # as the table does: the next game gets the heap back

    return test


for _name in engines.NAMES:
    globals()["test_%s_keeps_the_contract" % _name] = _suite_for(_name)
