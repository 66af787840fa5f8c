"""Scream! test scripts: build a position by applying chosen actions to a new game.

Actions are chosen by their full label (support.script.act), so a test reads like a game
told out loud, and every chance outcome (deal, flip, draw) is picked by the test. The other
Scream! test files import the helpers below; the tests here check the helpers themselves.
"""

from engines import core, scream
from support.script import act

# A two-camper round that every card count allows (4 of 1-4, 5 of 5-13 with 2 campers).
HANDS = ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
UPS = (11, 12)
FLIP = 13


def new(players=2, start=0):
    state = scream.new_game(players)
    act(state, "camper %d starts" % start)
    return state


def deal(state, hands, ups, flip):
    """Deal the round: hands[c] face down (dealt order is campsite order), ups[c] face up."""
    n = state.num_players
    start = state.observation()["start_camper"]
    for i in range(n):
        c = (start + i) % n
        for value in hands[c]:
            act(state, "deal a face-down %d to camper %d" % (value, c))
        act(state, "deal a face-up %d to camper %d" % (ups[c], c))
    act(state, "flip a %d onto the discard pile" % flip)


def setup(players=2, hands=HANDS, ups=UPS, flip=FLIP, start=0):
    state = new(players, start)
    deal(state, hands, ups, flip)
    return state


def turn(state):
    return state.observation()["turn"]


def draw(state, value):
    """The camper to move draws `value` from the deck."""
    c = turn(state)
    act(state, "camper %d draws from the deck" % c)
    if state.current_player() == core.CHANCE:
        act(state, "camper %d draws a %d" % (c, value))
    assert state.observation()["drawn"] == [value, False], state.observation()["drawn"]


def play(state, value):
    """The camper to move draws `value` and plays it for its action."""
    draw(state, value)
    act(state, "camper %d plays the drawn %d" % (turn(state), value))


def draw_and_discard(state, value):
    draw(state, value)
    act(state, "camper %d discards the drawn %d" % (turn(state), value))


def replace(state, places, value=None):
    """Draw (from the deck if `value` is given, else the discard pile) and slide `places`
    (positions from 0, as the state counts them; labels count them from 1)."""
    c = turn(state)
    if value is None:
        act(state, "camper %d takes the top discard" % c)
        act(state, "camper %d slides card %d" % (c, places[0] + 1))
    else:
        draw(state, value)
        act(state, "camper %d keeps the card, sliding card %d" % (c, places[0] + 1))
    for place in places[1:]:
        act(state, "camper %d slides card %d" % (c, place + 1))
    return c


def nobody_challenges(state, claimant):
    n = state.num_players
    for i in range(1, n):
        act(state, "camper %d does not challenge" % ((claimant + i) % n))


def site(state, c, viewer=None):
    return state.observation(viewer)["campsites"][c]


def values(state, c):
    return [card[0] for card in site(state, c)]


def any_card(state):
    """Resolve a chance node with its first outcome (any card will do)."""
    state.apply_action(state.legal_actions()[0])


def quick_turn(state):
    """Draw any card from the deck and discard it."""
    c = turn(state)
    act(state, "camper %d draws from the deck" % c)
    if state.current_player() == core.CHANCE:
        any_card(state)
    act(state, "camper %d discards the drawn %d" % (c, state.observation()["drawn"][0]))


def empty_the_deck(state):
    """Every camper draws and discards until the round ends (the deck runs out)."""
    start_round = state.observation()["round"]
    while not state.is_terminal() and state.observation()["round"] == start_round:
        if state.current_player() == core.CHANCE:
            any_card(state)
        else:
            quick_turn(state)


def test_setup_deals_the_chosen_cards():
    state = setup()
    assert values(state, 0) == [1, 2, 3, 4, 5, 11]
    assert values(state, 1) == [6, 7, 8, 9, 10, 12]
    assert state.observation()["discard_top"] == [13, True]
    assert turn(state) == 0 and state.current_player() == 0


def test_act_refuses_an_action_that_is_not_legal():
    state = setup()
    try:
        act(state, "camper 1 screams")
    except AssertionError as err:
        assert "no legal action" in str(err)
    else:
        raise AssertionError("act() should refuse an illegal action")


def test_empty_the_deck_ends_the_round():
    state = setup()
    empty_the_deck(state)
    assert state.observation()["round"] == 2
    assert len(state.observation()["rounds"]) == 1
