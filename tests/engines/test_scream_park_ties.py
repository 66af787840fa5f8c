"""Scream Park tie-breaks: unused staff, then scenes, then cards (rulebook: Scoring).

Dual: pytest and the MicroPython VM."""

from test_scream_park_helpers import (
    auto,
    bottom,
    cost,
    deal,
    plain,
    setup,
    vip_card,
)

from engines import scream_park as sp
from engines import scream_park_data as data
from engines import scream_park_score as score
from support.script import play

# ---- ties --------------------------------------------------------------------------------------


def _dull(card):
    """Scores nothing for players whose themes are ghost+zombie and ghost+slasher, on days
    whose VIPs are the photographer, the thrill seeker and the union rep: no effect, no
    staff, no lightbulb, alien or witch symbols only, incomplete (even with an alien genre
    card), worth 3 or less."""
    return (
        plain(card)
        and data.SCENIC_OF[card] != 3
        and not score.is_complete([card])
        and data.POINTS[card] <= 3
        and all(g in (3, 4) for g in bottom(card))
        and 3 not in cost(card)
    )


_TIE_VIPS = (vip_card("photographer"), vip_card("thrill seeker"), vip_card("union rep"))
_TIE_THEMES = ((0, 5), (1, 6))  # p0 keeps ghost+zombie, p1 ghost+slasher


def _tie_game(turn1, turn2=("discard discard", "discard discard")):
    """2 players; on Friday's first two turns each uses its two picked cards as planned
    ("place" and "add" use dull cards, "discard" and "genre" fillers; "genre" discards
    the second card for an alien genre card); every later card is discarded for staff."""
    dull = [c for c in range(120) if _dull(c)]
    dull.sort(key=lambda c: data.POINTS[c])
    wanted = {}
    for turn, plans in ((1, turn1), (2, turn2)):
        for p in range(2):
            count = plans[p].count("place") + plans[p].count("add")
            wanted[(turn, p)] = dull[:count]
            dull = dull[count:]
    state = setup(2, _TIE_VIPS, _TIE_THEMES)
    # on Friday hands pass left: a player's second hand is what the other was dealt
    hands = [wanted[(1, 0)] + wanted[(2, 1)], wanted[(1, 1)] + wanted[(2, 0)]]
    deal(state, hands, reserved=hands[0] + hands[1])
    for turn, plans in ((1, turn1), (2, turn2)):
        picked = []
        for p in range(2):
            hand = state.observation()["hands"][p]
            fillers = [c for c in hand if c not in hands[0] and c not in hands[1]]
            picked.append((list(wanted[(turn, p)]), fillers[:2]))
            cards = (picked[p][0] + fillers)[:2]
            play(state, sp.PICK + cards[0], sp.PICK + cards[1])
        for p in range(2):
            _use_as_planned(state, picked[p][0], picked[p][1], plans[p].split())
    auto(state)
    return state


def _use_as_planned(state, dull, fillers, plan):
    for how in plan:
        if how == "place":
            play(state, sp.PLACE + dull.pop(0))
            if state.observation()["step"] == "slot":
                play(state, state.legal_actions()[-1])
        elif how == "add":
            play(state, sp.ADD + dull.pop(0))
            if state.observation()["step"] == "scene":
                play(state, sp.UNDER + 0)
        elif how == "genre":
            alien_back_witch = sp.GENRE + 3 * data.NUM_GENRES + 4
            play(state, sp.GENRE_DISCARD + fillers.pop(0), alien_back_witch)
        else:
            play(state, sp.DISCARD + fillers.pop(0))


def test_tied_points_go_to_the_most_unused_staff():
    state = _tie_game(("discard discard", "place discard"))
    view = state.observation()
    assert view["scores"] == [0, 0] and view["staff"][0] == view["staff"][1] + 2
    assert state.winners() == [0]


def test_tied_staff_go_to_the_most_scenes():
    state = _tie_game(("place add", "place place"))
    view = state.observation()
    assert view["scores"] == [0, 0] and view["staff"][0] == view["staff"][1]
    assert [len(park) for park in view["attractions"]] == [1, 2]
    assert state.winners() == [1]


def test_tied_scenes_go_to_the_most_cards():  # ruling P15: cards in the attraction
    state = _tie_game(("place add", "place discard"), ("add discard", "discard genre"))
    view = state.observation()
    assert view["scores"] == [0, 0] and view["staff"][0] == view["staff"][1]
    assert [len(park) for park in view["attractions"]] == [1, 1]
    assert [len(park[0][1]) + len(park[0][2]) for park in view["attractions"]] == [2, 1]
    assert state.winners() == [0]


def test_a_tie_on_everything_is_shared():  # ruling P15
    state = _tie_game(("discard discard", "discard discard"))
    assert state.scores() == [0, 0] and state.winners() == [0, 1]
