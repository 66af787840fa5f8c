"""Helpers for the Scream Park rule tests (shared by test_scream_park_*.py), and tests of
the helpers themselves. Dual: pytest and the MicroPython VM.

Situations are built by applying actions to a new game, chance included: a test deals the
cards it wants, and fillers (plain cards from the top of the numbering) fill the hands.
"""

from engines import core
from engines import scream_park as sp
from engines import scream_park_data as data
from engines import scream_park_score as score
from support.script import play


def vip_card(name):
    """A VIP card by its name on the card."""
    return data.VIPS.index(name)


DAYS_VIPS = (vip_card("goth"), vip_card("critic"), vip_card("union rep"))


def top_staff(card):
    return data.STAFF_OF[card] & 1


def bottom_staff(card):
    return data.STAFF_OF[card] >> 1


def bottom(card):
    return [g for g in data.BOTTOM[2 * card : 2 * card + 2] if g != 255]


def cost(card):
    return [g for g in data.COST[3 * card : 3 * card + 3] if g != 255]


def plain(card):
    """No special effect and no staff symbol on either half."""
    return data.EFFECT_OF[card] == data.NO_EFFECT and data.STAFF_OF[card] == 0


def first(test, exclude=()):
    for card in range(data.NUM_SCENES):
        if card not in exclude and test(card):
            return card
    raise AssertionError("no scene card fits the test")


def setup(players, vips=DAYS_VIPS, themes=None):
    """A new game past set-up: the days' VIP cards, two theme cards a player (2p, 2p+1
    unless given), the first of each pair kept."""
    state = sp.new_game(players)
    for vip in vips:
        state.apply_action(sp.DRAW_VIP + vip)
    if themes is None:
        themes = [(2 * p, 2 * p + 1) for p in range(players)]
    for pair in themes:
        for theme in pair:
            state.apply_action(sp.DEAL_THEME + theme)
    for pair in themes:
        state.apply_action(sp.KEEP_THEME + pair[0])
    return state


def deal(state, wanted, reserved=()):
    """Deal the next hands: to each player in seat order the wanted cards first, then plain
    filler cards (not wanted, not reserved) until the hand is full."""
    busy = list(reserved)
    for cards in wanted:
        busy.extend(cards)
    for cards in wanted:
        for card in cards:
            state.apply_action(sp.DRAW + card)
        player = _dealing_to(state)
        while player is not None and _dealing_to(state) == player:
            deck = [action - sp.DRAW for action in state.legal_actions()]
            state.apply_action(sp.DRAW + _filler(deck, busy))


def _filler(deck, busy):
    """The highest-numbered plain card left in the deck and not busy: tests look for the
    cards they need from the lowest numbers up, so fillers rarely take them."""
    for card in range(data.NUM_SCENES - 1, -1, -1):
        if card in deck and card not in busy and plain(card):
            return card
    raise AssertionError("no filler card left")


def _dealing_to(state):
    """The player the next card goes to, or None once the hands are dealt."""
    if state.current_player() != core.CHANCE or state.observation()["phase"] != "deal":
        return None
    label = state.action_to_string(state.legal_actions()[0])
    return int(label.rsplit(" ", 1)[1]) - 1  # "deal card 17 to player 2": player 1


def pick_with(state, card):
    """Pick `card`, then the lowest other card of the hand."""
    play(state, sp.PICK + card)
    play(state, state.legal_actions()[0])


def auto(state, stop=None):
    """Play on: chance gives the lowest card, players pick their lowest cards and discard
    them for staff, until the game ends or `stop(state)` holds."""
    while not state.is_terminal() and not (stop and stop(state)):
        legal = state.legal_actions()
        if state.current_player() == core.CHANCE or legal[0] < sp.PLACE:
            state.apply_action(legal[0])
            continue
        discards = [a for a in legal if sp.DISCARD <= a < sp.GENRE_DISCARD]
        state.apply_action(discards[0] if discards else legal[0])


def day_over(day):
    return lambda state: state.observation()["day_scores"][day - 1] is not None


def scenes(state, player=0):
    """The player's scene cards, left to right."""
    return [scene[0] for scene in state.observation()["attractions"][player]]


def discard_both(state, a, b):
    play(state, sp.DISCARD + a, sp.DISCARD + b)


def solo_hand(wanted, vips=DAYS_VIPS, themes=((0, 1),)):
    """A solo game (its hands are dealt fresh each turn) at its first pick, holding `wanted`."""
    state = setup(1, vips, themes)
    deal(state, [wanted])
    return state


def day_one_points(cards, vips=DAYS_VIPS, themes=((0, 1),), slots=None):
    """Place `cards` left to right in a solo game, finish the day: [theme, vip] points."""
    state = place_all(cards, vips, themes)
    auto(state, day_over(1))
    return state.observation()["day_scores"][0][0]


def place_all(cards, vips=DAYS_VIPS, themes=((0, 1),)):
    """A solo game whose attraction is `cards`, left to right, placed over turns 1 and 2."""
    state = setup(1, vips, themes)
    turns = [cards[:2], cards[2:4]]
    for turn, wanted in enumerate(turns):
        if not wanted:
            break
        auto(state, lambda s, t=turn + 1: s.observation()["turn"] == t)
        deal(state, [wanted], reserved=cards)
        for card in wanted:
            play(state, sp.PICK + card)
        if len(wanted) == 1:
            play(state, state.legal_actions()[0])
        for card in wanted:
            play(state, sp.PLACE + card)
            if state.observation()["step"] == "slot":
                play(state, state.legal_actions()[-1])  # the right end
    assert scenes(state) == cards
    return state


def ascending(test, count, exclude=()):
    found = [c for c in range(120) if c not in exclude and test(c)]
    found.sort(key=lambda c: data.POINTS[c])
    assert len(found) >= count
    return found[:count]


def test_deal_puts_the_wanted_cards_into_the_hands_and_fills_them():
    state = setup(2)
    deal(state, [[3, 9], [4]])
    hands = state.observation()["hands"]
    assert 3 in hands[0] and 9 in hands[0] and 4 in hands[1]
    assert len(hands[0]) == len(hands[1]) == 8
    assert all(plain(c) for c in hands[0] + hands[1] if c not in (3, 9, 4))


def test_auto_plays_a_game_to_the_end_discarding_everything():
    state = setup(3)
    auto(state)
    view = state.observation()
    assert state.is_terminal() and view["attractions"] == [[], [], []]
    assert view["staff"] == [2 + 24 * 2] * 3 and score.GENRE_CARD == 120
