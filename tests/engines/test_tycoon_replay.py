"""Tycoon's golden playthroughs and contract, checked in a way that fits the MicroPython heap.

The shared checks (test_playthroughs, test_conformance) build the whole playthrough text in
one string and let the heap fill before collecting; on a 192K MicroPython heap a 300-step
Tycoon game then finds no contiguous block for its history list or the final text. These
tests check the same things with the garbage collected early (gc.threshold, MicroPython
only) and the golden text compared line by line, so they pass on both runtimes.
"""

import gc

from engines import tycoon
from engines.bots import RandomBot
from engines.core import CHANCE, PUBLIC
from engines.rng import Rng
from support import conformance, playthrough


def _collect_early():
    if hasattr(gc, "threshold"):
        gc.threshold(16 * 1024)


def _collect_late():
    if hasattr(gc, "threshold"):
        gc.threshold(-1)


def _render_lines(players):
    """playthrough.render(), one line at a time."""
    canon = playthrough.canon
    rng = Rng(playthrough.SEED)
    bot = RandomBot(rng)
    state = tycoon.new_game(players)
    yield "# Midway golden playthrough. Regenerate with: make playthroughs"
    yield "game tycoon"
    yield "players %d" % players
    yield "seed %d" % playthrough.SEED
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
        if step % playthrough.OBSERVE_EVERY == 0:
            yield "observation %s" % canon(state.observation())
    yield "observation %s" % canon(state.observation())
    yield "public %s" % canon(state.observation(PUBLIC))
    yield "scores %s" % canon(state.scores())
    yield "winners %s" % canon(state.winners())
    yield "length %d" % step


def test_golden_playthroughs_replay_line_by_line():
    _collect_early()
    try:
        for players in (2, 3, 4):
            path = playthrough.folder() + "/" + playthrough.file_name("tycoon", players)
            with open(path) as golden:
                for number, got in enumerate(_render_lines(players), 1):
                    want = golden.readline().rstrip("\n")
                    assert got == want, "%dp line %d:\n  golden: %s\n  now:    %s" % (
                        players,
                        number,
                        want[:200],
                        got[:200],
                    )
                assert golden.readline() == "", "%dp: golden text goes on" % players
    finally:
        _collect_late()


def test_contract_holds_for_2_3_and_4_players():
    _collect_early()
    try:
        assert conformance.run(tycoon, 1, first_seed=101) > 0
    finally:
        _collect_late()
