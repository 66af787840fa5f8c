"""Choices a person sees at once are bad, which no bot above easy may take: positions reached
by playing the engine (seeded chance, random seats) to them, then each level asked."""

import engines
from engines import bots
from engines.core import CHANCE
from engines.rng import Rng

ISOLATE = True


def _to_a_cheap_auction(module):
    """A 4-player Tycoon game played at random to an auction of one 1-point attraction that
    nobody has bid on yet."""
    from engines.tycoon_data import POINTS

    for seed in range(1, 60):
        rng = Rng(seed)
        state = module.new_game(4)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                bots.resolve_chance(state, rng)
                continue
            auction = state.observation()["auction"]
            lots = auction["lots"] if auction else ()
            if len(lots) == 1 and auction["bidder"] < 0 and POINTS[lots[0]] == 1:
                return state
            legal = state.legal_actions()
            # pass in every auction on the way, so the purses stay full
            state.apply_action(legal[0] if auction else rng.choice(legal))
    raise AssertionError("no cheap auction in 60 seeded games")


def test_no_bot_above_easy_bids_millions_for_a_one_point_stall():
    module = engines.load("tycoon")
    try:
        state = _to_a_cheap_auction(module)
        me = state.current_player()
        for level in (1, 2):
            for seed in (1, 2, 3):
                action = bots.make(level, Rng(seed)).choose(state)
                after = state.clone()
                after.apply_action(action)
                auction = after.observation()["auction"]
                paid = 0
                if auction is None:  # it sold at once: what did the buyer pay?
                    paid = state.observation()["money"][me] - after.observation()["money"][me]
                elif auction["bidder"] == me:
                    paid = auction["bid"]
                assert paid <= 300000, (bots.LEVELS[level], state.action_to_string(action))
    finally:
        engines.unload("tycoon")


def test_the_hard_bot_thinks_in_slices_and_chooses_a_legal_action():
    module = engines.load("scream")
    try:
        rng = Rng(4)
        state = module.new_game(3)
        while state.current_player() == CHANCE:
            bots.resolve_chance(state, rng)
        thoughts = list(bots.make(2, Rng(5)).thoughts(state))
        assert thoughts[:-1] == [None] * (len(thoughts) - 1)
        assert thoughts[-1] in state.legal_actions()
    finally:
        engines.unload("scream")
