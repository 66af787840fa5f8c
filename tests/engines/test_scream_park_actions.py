"""Scream Park actions: place a scene, add to a scene, discard (and genre cards).

Dual: pytest and the MicroPython VM."""

from test_scream_park_helpers import (
    auto,
    bottom,
    bottom_staff,
    cost,
    deal,
    first,
    pick_with,
    plain,
    scenes,
    setup,
    solo_hand,
    top_staff,
)

from engines import core
from engines import scream_park as sp
from engines import scream_park_data as data
from engines import scream_park_score as score
from support.script import play

# ---- place a scene -----------------------------------------------------------------------


def test_a_scene_placed_at_the_right_end_needs_points_at_least_those_before_it():
    low = first(lambda c: plain(c) and data.POINTS[c] == 2)
    high = first(lambda c: plain(c) and data.POINTS[c] == 3)
    state = solo_hand([low, high])
    play(state, sp.PICK + low, sp.PICK + high, sp.PLACE + low)
    assert state.legal_actions()[0] == sp.PLACE + high
    play(state, sp.PLACE + high, sp.SLOT + 1)
    assert scenes(state) == [low, high]
    assert state.observation()["staff"] == [2]  # the right end was free


def test_a_scene_worth_less_than_the_one_before_costs_a_staff_even_at_the_right_end():
    # ruling P6
    high = first(lambda c: plain(c) and data.POINTS[c] == 4)
    low = first(lambda c: plain(c) and data.POINTS[c] == 1)
    state = solo_hand([low, high])
    play(state, sp.PICK + low, sp.PICK + high, sp.PLACE + high, sp.PLACE + low)
    assert state.action_to_string(sp.SLOT + 1) == "player 1 puts card %d at slot 1 (1 staff)" % low
    play(state, sp.SLOT + 0)
    assert scenes(state) == [low, high]
    assert state.observation()["staff"] == [1]


def test_a_staff_places_a_scene_anywhere():
    one = first(lambda c: plain(c) and data.POINTS[c] == 1)
    three = first(lambda c: plain(c) and data.POINTS[c] == 3)
    two = first(lambda c: plain(c) and data.POINTS[c] == 2)
    state = solo_hand([one, three])
    play(state, sp.PICK + one, sp.PICK + three, sp.PLACE + one, sp.PLACE + three, sp.SLOT + 1)
    auto(state, lambda s: s.observation()["turn"] == 2)
    deal(state, [[two]])
    play(state, sp.PICK + two)
    play(state, state.legal_actions()[0])  # the second pick, whatever it is
    play(state, sp.PLACE + two)
    assert state.legal_actions() == [sp.SLOT + 0, sp.SLOT + 1, sp.SLOT + 2]
    play(state, sp.SLOT + 1)
    assert scenes(state) == [one, two, three]
    assert state.observation()["staff"] == [1]


def test_a_scene_that_needs_staff_returns_one_to_the_supply():
    needy = first(lambda c: top_staff(c) and data.EFFECT_OF[c] != data.EFFECT_STAFF)
    state = solo_hand([needy])
    pick_with(state, needy)
    play(state, sp.PLACE + needy)
    assert scenes(state) == [needy]
    assert state.observation()["staff"] == [1]


def _out_of_staff(third):
    """A solo game whose player spent both staff on Friday's first turn, at the second
    turn's choice with `third` and another card picked."""
    needy = [c for c in range(120) if top_staff(c) and data.EFFECT_OF[c] != data.EFFECT_STAFF]
    needy.sort(key=lambda c: data.POINTS[c])
    state = solo_hand(needy[:2])
    play(state, sp.PICK + needy[0], sp.PICK + needy[1], sp.PLACE + needy[0])
    play(state, sp.PLACE + needy[1])  # each at the right end, 1 staff each
    assert state.observation()["staff"] == [0]
    deal(state, [[third]], reserved=needy[:2])
    pick_with(state, third)
    return state


def test_a_scene_that_needs_staff_cannot_be_placed_without_one():
    third = [c for c in range(120) if top_staff(c) and data.EFFECT_OF[c] != data.EFFECT_STAFF]
    third.sort(key=lambda c: data.POINTS[c])
    state = _out_of_staff(third[2])
    legal = state.legal_actions()
    assert sp.PLACE + third[2] not in legal and sp.DISCARD + third[2] in legal


def test_with_one_affordable_slot_the_scene_goes_there_at_once():
    cards = [c for c in range(120) if plain(c) and data.POINTS[c] >= 2][:2]
    state = solo_hand(cards)
    play(state, sp.PICK + cards[0], sp.PICK + cards[1], sp.PLACE + cards[0])
    assert scenes(state) == [cards[0]]  # the first scene has one slot: no second decision
    assert state.observation()["step"] == "choose"


# ---- add to a scene ------------------------------------------------------------------------


def test_an_added_card_shows_only_its_bottom_half():
    scene = first(lambda c: plain(c) and data.POINTS[c] == 2)
    booster = first(lambda c: data.EFFECT_OF[c] == data.EFFECT_STAFF and not bottom_staff(c))
    state = solo_hand([scene, booster])
    play(state, sp.PICK + scene, sp.PICK + booster, sp.PLACE + scene, sp.ADD + booster)
    view = state.observation()
    assert view["attractions"][0] == [(scene, (booster,), (), score.is_complete([scene, booster]))]
    assert view["staff"] == [2]  # the added card's "gain a staff" top half is hidden


def test_adding_a_card_whose_bottom_needs_staff_returns_one():
    scene = first(lambda c: plain(c) and data.POINTS[c] == 2)
    needy = first(lambda c: bottom_staff(c) and not top_staff(c))
    state = solo_hand([scene, needy])
    play(state, sp.PICK + scene, sp.PICK + needy, sp.PLACE + scene, sp.ADD + needy)
    assert state.observation()["staff"] == [1]


def test_a_card_whose_bottom_needs_staff_cannot_be_added_without_one():
    adder = first(lambda c: bottom_staff(c) and not top_staff(c))
    state = _out_of_staff(adder)
    legal = state.legal_actions()
    assert sp.ADD + adder not in legal and sp.DISCARD + adder in legal


def test_any_scene_takes_any_number_of_added_cards():
    base = first(lambda c: plain(c) and data.POINTS[c] == 1)
    extra = [c for c in range(120) if plain(c) and c != base][:5]
    state = setup(1)
    deal(state, [[base, extra[0]]], reserved=extra)
    play(state, sp.PICK + base, sp.PICK + extra[0], sp.PLACE + base, sp.ADD + extra[0])
    for turn, card in ((2, extra[1]), (3, extra[2])):
        auto(state, lambda s, t=turn: s.observation()["turn"] == t)
        deal(state, [[card]])
        pick_with(state, card)
        play(state, sp.ADD + card)
        other = state.observation()["picked"][0][0]
        play(state, sp.DISCARD + other)
    added = state.observation()["attractions"][0][0][1]
    assert extra[0] in added and extra[1] in added and extra[2] in added


def test_a_scene_completed_by_an_added_card():
    def needs_one_more(card):
        if not plain(card) or score.is_complete([card]):
            return False
        counts = score.genre_counts([card])
        missing = [g for g in cost(card) if counts[g] < cost(card).count(g)]
        return len(missing) == 1 and len(cost(card)) == 2

    scene = first(needs_one_more)
    counts = score.genre_counts([scene])
    missing = [g for g in cost(scene) if counts[g] < cost(scene).count(g)][0]
    filler = first(lambda c: plain(c) and missing in bottom(c) and c != scene)
    state = solo_hand([scene, filler])
    play(state, sp.PICK + scene, sp.PICK + filler, sp.PLACE + scene)
    assert state.observation()["attractions"][0][0][3] is False
    play(state, sp.ADD + filler)
    assert state.observation()["attractions"][0][0][3] is True


def test_adding_asks_which_scene_when_there_are_several():
    a, b, c = [x for x in range(120) if plain(x) and data.POINTS[x] == 2][:3]
    state = solo_hand([a, b])
    play(state, sp.PICK + a, sp.PICK + b, sp.PLACE + a, sp.PLACE + b, sp.SLOT + 1)
    auto(state, lambda s: s.observation()["turn"] == 2)
    deal(state, [[c]])
    pick_with(state, c)
    play(state, sp.ADD + c)
    assert state.legal_actions() == [sp.UNDER + 0, sp.UNDER + 1]
    assert state.action_to_string(sp.UNDER + 1) == "player 1 adds card %d under scene 1" % c
    play(state, sp.UNDER + 1)
    assert state.observation()["attractions"][0][1][1] == (c,)


# ---- discarding ----------------------------------------------------------------------------


def test_a_discarded_card_gains_two_staff():
    state = solo_hand([])
    hand = state.observation()["hands"][0]
    play(state, sp.PICK + hand[0], sp.PICK + hand[1], sp.DISCARD + hand[0])
    view = state.observation(core.PUBLIC)
    assert view["staff"] == [4] and view["discard"] == [hand[0]]


def test_discarding_both_cards_takes_a_genre_card_instead_of_staff():  # ruling P7
    scene = first(lambda c: plain(c) and data.POINTS[c] == 1)
    state = solo_hand([scene])
    pick_with(state, scene)
    play(state, sp.PLACE + scene)
    auto(state, lambda s: s.observation()["turn"] == 2)
    deal(state, [[]])
    hand = state.observation()["hands"][0]
    play(state, sp.PICK + hand[0], sp.PICK + hand[1], sp.DISCARD + hand[0])
    staff = state.observation()["staff"][0]
    assert sp.GENRE_DISCARD + hand[1] in state.legal_actions()
    play(state, sp.GENRE_DISCARD + hand[1])
    assert state.observation()["step"] == "genre"
    assert state.observation()["staff"][0] == staff - 2  # no staff for the pair after all
    # any genre, from any genre card left: both sides of each are offered
    assert len(state.legal_actions()) == 2 * len(data.GENRE_CARD_SIDES)
    witch_back_ghost = sp.GENRE + 4 * data.NUM_GENRES + 0
    assert state.action_to_string(witch_back_ghost) == "player 1 takes genre witch (back ghost)"
    play(state, witch_back_ghost)  # one scene only: it goes under it at once
    view = state.observation()
    assert view["attractions"][0][0][2] == (4,)
    assert view["genre_cards"][data.GENRE_CARD_SIDES.index(0x04)] == 1
    assert len(view["discard"]) >= 2


def test_a_genre_card_needs_a_scene_to_go_under():  # ruling P7
    state = solo_hand([])
    hand = state.observation()["hands"][0]
    play(state, sp.PICK + hand[0], sp.PICK + hand[1], sp.DISCARD + hand[0])
    assert sp.GENRE_DISCARD + hand[1] not in state.legal_actions()


def test_no_genre_card_after_using_a_card_otherwise():
    scene = first(lambda c: plain(c) and data.POINTS[c] == 1)
    state = solo_hand([scene])
    pick_with(state, scene)
    play(state, sp.PLACE + scene)
    assert [a for a in state.legal_actions() if a >= sp.GENRE_DISCARD] == []


def test_genre_cards_run_out():  # ruling P7: 20 cards, 2 of each pair of genres
    scene = first(lambda c: plain(c) and data.POINTS[c] == 1)
    state = solo_hand([scene])
    pick_with(state, scene)
    play(state, sp.PLACE + scene)
    ghost_zombie = sp.GENRE + 0 * data.NUM_GENRES + 1
    for turn in (2, 3):
        auto(state, lambda s, t=turn: s.observation()["turn"] == t)
        deal(state, [[]])
        hand = state.observation()["hands"][0]
        play(state, sp.PICK + hand[0], sp.PICK + hand[1], sp.DISCARD + hand[0])
        play(state, sp.GENRE_DISCARD + hand[1], ghost_zombie)
    assert state.observation()["genre_cards"][0] == 0
    auto(state, lambda s: s.observation()["turn"] == 4)
    deal(state, [[]])
    hand = state.observation()["hands"][0]
    play(state, sp.PICK + hand[0], sp.PICK + hand[1], sp.DISCARD + hand[0])
    play(state, sp.GENRE_DISCARD + hand[1])
    assert ghost_zombie not in state.legal_actions()
    assert sp.GENRE + 1 * data.NUM_GENRES + 0 not in state.legal_actions()
