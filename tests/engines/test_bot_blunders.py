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


def _labelled(state, word):
    """The legal action whose label ends with `word` ("screams", "passes", ...)."""
    for action in state.legal_actions():
        if state.action_to_string(action).endswith(word):
            return action
    return None


def _play_to(module, players, seeds, found):
    """A game of `module` played at random (never passing or screaming on the way) to the
    first decision where found(state, me) holds, from the first of `seeds` that reaches one."""
    for seed in seeds:
        rng = Rng(seed)
        state = module.new_game(players)
        while not state.is_terminal():
            me = state.current_player()
            if me == CHANCE:
                bots.resolve_chance(state, rng)
                continue
            if found(state, me):
                return state
            avoid = (_labelled(state, "screams"), _labelled(state, "passes"))
            legal = [a for a in state.legal_actions() if a not in avoid]
            state.apply_action(rng.choice(legal or state.legal_actions()))
    raise AssertionError("no such position in the seeded games")


def _choices(state, level):
    """What a bot of `level` chooses here, over a few seeds of its own."""
    return [bots.make(level, Rng(seed)).choose(state) for seed in (1, 2, 3)]


def _high_camp_and_an_empty_one(state, me):
    """Scream may be called while my own two cards, known to me, sum 18 or more and another
    camper's campsite is empty: the rulebook's 'If you Scream and don't end up with the lowest
    score that round, you will score the sum of your card values + 10 penalty points!'"""
    if _labelled(state, "screams") is None:
        return False
    camps = state.observation(me)["campsites"]
    mine = [card[0] for card in camps[me]]
    empty = [p for p in range(len(camps)) if p != me and not camps[p]]
    return None not in mine and sum(mine) >= 18 and bool(empty)


def test_no_bot_above_easy_screams_with_a_high_campsite_against_an_empty_one():
    module = engines.load("scream")
    try:
        state = _play_to(module, 3, range(1, 40), _high_camp_and_an_empty_one)
        scream = _labelled(state, "screams")
        for level in (1, 2):
            assert scream not in _choices(state, level), bots.LEVELS[level]
    finally:
        engines.unload("scream")


def _can_advertise_and_pass(state, me):
    """Scream Machine's 'Passed actions are forfeited': passing while advertising (one sure
    customer) is still open throws that customer away."""
    return _labelled(state, "advertises") is not None and _labelled(state, "passes") is not None


def test_no_bot_above_easy_passes_its_actions_while_it_could_advertise():
    module = engines.load("scream_machine")
    try:
        state = _play_to(module, 4, range(1, 10), _can_advertise_and_pass)
        passing = _labelled(state, "passes")
        for level in (1, 2):
            assert passing not in _choices(state, level), bots.LEVELS[level]
    finally:
        engines.unload("scream_machine")


def _finals(state, me):
    """My final score after each legal action, if every one of them ends the game."""
    finals = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply_action(action)
        if not after.is_terminal():
            return None
        finals.append(after.scores()[me])
    return finals


def _last_move_that_matters(state, me):
    """The game's last decision, where one choice scores 3 or more points above another (in
    Scream Park: a card or genre added under the scene it completes, or elsewhere)."""
    finals = _finals(state, me)
    return finals is not None and max(finals) - min(finals) >= 3


def test_no_bot_above_easy_throws_points_away_on_scream_parks_last_move():
    module = engines.load("scream_park")
    try:
        for seeds in (range(3, 4), range(4, 5)):
            state = _play_to(module, 3, seeds, _last_move_that_matters)
            me = state.current_player()
            finals = _finals(state, me)
            legal = state.legal_actions()
            for level in (1, 2):
                for action in _choices(state, level):
                    worth = finals[legal.index(action)]
                    assert worth > max(finals) - 3, (bots.LEVELS[level], worth, max(finals))
    finally:
        engines.unload("scream_park")


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
