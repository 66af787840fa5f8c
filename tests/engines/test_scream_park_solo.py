"""Scream Park solo mode: hands of 8, 6, 4 and 2, three cards a day for the opposing
special effects, 80 points or more wins (rulebook: Set-up, "Playing solo?").

Dual: pytest and the MicroPython VM.
"""

from test_scream_park_helpers import auto, bottom, deal, first, plain, setup, top_staff, vip_card

from engines import core
from engines import scream_park as sp
from engines import scream_park_data as data
from engines import scream_park_score as score
from support.script import play

_VIPS = (vip_card("critic"), vip_card("thrill seeker"), vip_card("goth"))


def _quiet(card):
    return data.EFFECT_OF[card] == data.NO_EFFECT


def _oppose(state, cards):
    """The day's 3 opposition draws: `cards` first, then cards without effects."""
    for card in cards:
        play(state, sp.DRAW + card)
    while state.observation()["phase"] == "oppose":
        deck = [action - sp.DRAW for action in state.legal_actions()]
        play(state, sp.DRAW + first(lambda c, d=deck: c in d and _quiet(c)))


def test_solo_hands_are_eight_six_four_and_two_cards():
    state = setup(1)
    sizes = {}

    def note(s):
        view = s.observation()
        key = (view["day"], view["turn"])
        if view["phase"] == "pick" and key not in sizes:
            sizes[key] = len(view["hands"][0])
        return False

    auto(state, note)
    assert [sizes[(day, turn)] for day in (1, 2, 3) for turn in (1, 2, 3, 4)] == [8, 6, 4, 2] * 3


def test_solo_the_rest_of_each_hand_is_set_aside():  # ruling P14
    state = setup(1)
    deal(state, [[]])
    hand = state.observation()["hands"][0]
    play(state, sp.PICK + hand[0], sp.PICK + hand[1])
    play(state, sp.DISCARD + hand[0], sp.DISCARD + hand[1])
    view = state.observation(0)
    assert view["solo"]["set_aside"] == hand[2:] and view["hands"] == [[]]
    assert view["turn"] == 2 and view["phase"] == "deal"
    assert state.observation(core.PUBLIC)["solo"]["set_aside"] == [None] * 6
    assert state.legal_actions()[0] == sp.DRAW + 0  # the next hand comes fresh from the deck
    deal(state, [[]])
    assert len(state.observation()["hands"][0]) == 6


def test_solo_three_cards_are_drawn_at_each_days_end_for_the_opposition():
    state = setup(1)
    auto(state, lambda s: s.observation()["phase"] == "oppose")
    view = state.observation(core.PUBLIC)
    assert view["day_scores"][0] is not None and view["day"] == 1
    deck = [action - sp.DRAW for action in state.legal_actions()]
    effects = [c for c in deck if not _quiet(c)][:2]
    play(state, sp.DRAW + effects[0])
    assert state.action_to_string(sp.DRAW + effects[1]).startswith("opposition draws card")
    play(state, sp.DRAW + effects[1])
    _oppose(state, [])
    view = state.observation(core.PUBLIC)
    assert view["day"] == 2 and view["phase"] == "deal"
    assert len(view["solo"]["opposing"]) == 3 and view["solo"]["opposing_effects"] == 2


def _solo_with_one_effect_scene(opposing):
    """A solo game whose only scene has an effect; the opposition draws `opposing` effect
    cards on Friday. Returns the final effects line."""
    scene = first(lambda c: not _quiet(c) and not top_staff(c))
    state = setup(1)
    deal(state, [[scene]])
    play(state, sp.PICK + scene)
    play(state, state.legal_actions()[0])
    play(state, sp.PLACE + scene)
    auto(state, lambda s: s.observation()["phase"] == "oppose")
    effects = [c for c in range(120) if not _quiet(c) and c != scene]
    effects = [c for c in effects if sp.DRAW + c in state.legal_actions()]
    _oppose(state, effects[:opposing])
    auto(state, lambda s: s.observation()["phase"] == "oppose")
    _oppose(state, [])
    auto(state, lambda s: s.observation()["phase"] == "oppose")
    _oppose(state, [])
    assert state.is_terminal()
    return state.observation()["final"][0][1]


def test_solo_the_effect_bonus_needs_at_least_the_oppositions_effects():
    assert _solo_with_one_effect_scene(0) == 3
    assert _solo_with_one_effect_scene(1) == 3  # a tie still scores
    assert _solo_with_one_effect_scene(2) == 0


def _self_complete():
    """The 24 best scene cards that are complete by their own bottom half and need no
    staff, lowest points first: placed in this order they never cost a staff."""
    good = [c for c in range(120) if score.is_complete([c]) and not top_staff(c)]
    good.sort(key=lambda c: (data.POINTS[c], c))
    return good[-24:]


def test_a_solo_game_of_80_points_or_more_is_won():
    best = _self_complete()
    state = setup(1, _VIPS, ((0, 1),))
    for turn in range(12):
        wanted = best[2 * turn : 2 * turn + 2]
        deal(state, [wanted], reserved=best)
        play(state, sp.PICK + wanted[0], sp.PICK + wanted[1])
        for card in wanted:
            play(state, sp.PLACE + card)
            if state.observation()["step"] == "slot":
                play(state, state.legal_actions()[-1])  # the right end, free
        if state.observation()["phase"] == "oppose":
            _oppose(state, [])
    view = state.observation()
    assert state.is_terminal() and len(view["attractions"][0]) == 24
    assert all(scene[3] for scene in view["attractions"][0])  # every scene complete
    assert view["scores"][0] >= 80
    assert view["solo"]["won"] is True and state.winners() == [0]


def test_a_solo_game_under_80_points_is_lost():  # ruling P16
    state = setup(1)
    assert state.observation()["solo"]["won"] is None
    auto(state)
    view = state.observation(core.PUBLIC)
    assert view["scores"] == [0] and view["solo"]["won"] is False
    assert state.winners() == []  # the park beat its player: nobody wins (P16)
    assert view["solo"]["target"] == 80


def test_solo_plays_the_days_theme_and_vip_like_the_full_game():
    card = first(lambda c: plain(c) and 0 in bottom(c) and 1 in bottom(c))
    state = setup(1, _VIPS, ((0, 1),))
    deal(state, [[card]])
    play(state, sp.PICK + card)
    play(state, state.legal_actions()[0])
    play(state, sp.PLACE + card)
    auto(state, lambda s: s.observation()["phase"] == "oppose")
    theme, vip = state.observation()["day_scores"][0][0]
    assert theme == 2 and vip == (2 if score.is_complete([card]) else 0)


def test_multiplayer_games_have_no_solo_section():
    assert setup(2).observation()["solo"] is None
