"""Scream Machine test scripts: build a position by applying chosen actions to a new game.

Every chance outcome is picked by the test (that is what explicit chance is for), so each
rule test reads like a table set up by hand. The other Scream Machine test files import the
helpers below; the tests here check the helpers themselves.
"""

from engines import core
from engines import scream_machine as sm
from engines.scream_machine_data import ATTRACTIONS, CUSTOMER_TYPES
from support.script import play

NAMES = [ride[0] for ride in ATTRACTIONS]


def ride(name):
    """A ride type id by its name in the rulebook."""
    return NAMES.index(name)


def customer(name):
    return CUSTOMER_TYPES.index(name)


# Rides the tests use most (stars in the name where it helps).
SCREAM = ride("The Scream Machine")  # roller coaster, 5 stars
CYCLONE = ride("Cyclone")  # roller coaster, 3 stars
BREEZE = ride("Rolling Breeze")  # roller coaster, 1 star
TSUNAMI = ride("The Tsunami")  # water, 5 stars
CANYON = ride("Rocky Canyon Water Ride")  # water, 3 stars
LOG = ride("Log River")  # water, 1 star
DINGO = ride("Dingo Dog Driving Time")  # kiddie, 1 star
WEINER = ride("Joe's Weiner Rolls")  # food, 1 star
CHEZ = ride("Chez Paul")  # food, 5 stars
MERRY = ride("Merry-Go-Round")  # family, 1 star
BUMPER = ride("Bumper Cars")  # family, 3 stars
PIRATE = ride("Captain Branham's Mystery Pirate Ride")  # thrill, 1 star
TUNNEL = ride("Tunnel of Love")  # nostalgic, 1 star
WHIP = ride("The Whip")  # nostalgic, 5 stars

COASTER_LOVER = customer("Roller Coaster Lover")
WATER_LOVER = customer("Water Ride Lover")
KIDDIE = customer("Kiddie Rider")
GOURMAND = customer("Gourmand")
FAMILY = customer("Family Rider")
THRILL = customer("Thrill Seeker")
NOSTALGIA = customer("Nostalgia Seeker")
CHEAPSKATE = customer("Cheapskate")

# Hands that never run a ride type past its four copies, for up to six players.
PLAIN_HANDS = (
    [BREEZE, LOG, DINGO, WEINER, MERRY],
    [BREEZE, LOG, DINGO, WEINER, MERRY],
    [PIRATE, TUNNEL, CYCLONE, CANYON, BUMPER],
    [PIRATE, TUNNEL, CYCLONE, CANYON, BUMPER],
    [SCREAM, TSUNAMI, CHEZ, WHIP, PIRATE],
    [SCREAM, TSUNAMI, CHEZ, WHIP, TUNNEL],
)
PLAIN_OFFERS = [WHIP, WHIP, BUMPER, TSUNAMI, CHEZ, DINGO, MERRY]
PLAIN_NATIONAL = [THRILL, THRILL, FAMILY, FAMILY, KIDDIE]


def deal(n, hands=None, start=0):
    """A new game with the in-house hands dealt and the start player card given."""
    state = sm.new_game(n)
    hands = hands or PLAIN_HANDS[:n]
    for hand in hands:
        play(state, *[sm.CARD + card for card in hand])
    return play(state, sm.START + start)


def open_parks(state, choices):
    """Every player's opening choice, made in the order the engine asks for them."""
    while state.observation()["phase"] == "opening":
        player = state.current_player()
        play(state, *[sm.ADD + card for card in choices[player]] + [sm.CONFIRM])
    return state


def lay(state, national, local):
    """Customers for a round: the nationals, then per pool (face up, face down)."""
    actions = [sm.CUSTOMER + kind for kind in national]
    for up, down in local:
        actions += [sm.CUSTOMER + up, sm.CUSTOMER + down]
    return play(state, *actions)


FILLER_DOWN = (KIDDIE, KIDDIE, KIDDIE, THRILL, THRILL, FAMILY)


def filler_locals(n):
    """Local customers for tests about something else: Gourmands and Nostalgia Seekers face
    up, Kiddie Riders, Thrill Seekers and a Family Rider face down."""
    return [(GOURMAND if i % 2 == 0 else NOSTALGIA, FILLER_DOWN[i]) for i in range(n)]


def first_turn(n, choices, hands=None, start=0, offers=None, national=None, local=None):
    """A game at the first turn of round one, every choice and card as given."""
    state = open_parks(deal(n, hands, start), choices)
    play(state, *[sm.CARD + card for card in offers or PLAIN_OFFERS])
    return lay(state, national or PLAIN_NATIONAL, local or filler_locals(n))


def pass_turns(state, count):
    """The next `count` players pass their whole turn."""
    for _ in range(count):
        play(state, sm.PASS)
    return state


def draw_any(state):
    """Resolve one chance node with its first outcome."""
    state.apply_action(state.chance_outcomes()[0][0])


def cheapest_card(state):
    """At an attraction draw: a 1-star card if one is left, so offerings stay cheap."""
    outcomes = [action for action, _ in state.chance_outcomes()]
    for action in outcomes:
        if ATTRACTIONS[action - sm.CARD][2] == 1:
            return action
    return outcomes[0]


def hungry_step(state, tear_down=False):
    """One step of a game that eats the attraction deck: resolve a chance node (cheap cards
    first), or develop, or buy an affordable offering, or pass. With tear_down, a player
    first tears down the first ride of the park, so the discard pile grows."""
    player = state.current_player()
    if player == core.CHANCE:
        if state.observation()["phase"] == "lay customers":
            draw_any(state)
        else:
            state.apply_action(cheapest_card(state))
        return
    legal = state.legal_actions()
    park = state.observation()["parks"][player]
    if tear_down and park and sm.TEAR_DOWN + park[0] in legal:
        state.apply_action(sm.TEAR_DOWN + park[0])
    elif sm.DEVELOP in legal:
        state.apply_action(sm.DEVELOP)
    else:
        buys = [a for a in legal if sm.BUILD_OFFER <= a < sm.TEAR_DOWN]
        state.apply_action(buys[0] if buys else sm.PASS)


def hungry_turn(state, tear_down=False):
    """A whole turn of hungry steps, and the chance nodes after it."""
    seen = state.observation()
    turn = (seen["round"], seen["turn"])
    while True:
        seen = state.observation()
        if (seen["round"], seen["turn"]) != turn and state.current_player() != core.CHANCE:
            return state
        hungry_step(state, tear_down)


def out_of_attractions(state):
    """Hungry turns until no attraction card is left in the deck or the discards."""
    while state.observation()["deck_size"] or state.observation()["discards"]:
        hungry_turn(state)
    return state


def test_scripted_first_turn_has_the_chosen_hands_parks_and_customers():
    state = first_turn(3, [[BREEZE, LOG], [DINGO, WEINER, MERRY], [CYCLONE, PIRATE]], start=1)
    seen = state.observation()
    assert seen["phase"] == "actions" and seen["round"] == 1
    assert state.current_player() == 1
    assert seen["parks"] == [[BREEZE, LOG], [DINGO, WEINER, MERRY], [CYCLONE, PIRATE]]
    assert seen["hands"][0] == [DINGO, WEINER, MERRY]
    assert seen["offerings"] == sorted(PLAIN_OFFERS)
    assert seen["national"] == sorted(PLAIN_NATIONAL)
    assert seen["local"] == [[GOURMAND], [NOSTALGIA], [GOURMAND]]
    assert seen["local_face_down"] == [KIDDIE] * 3


def test_hungry_turns_use_up_the_attraction_cards_before_the_game_ends():
    state = out_of_attractions(first_turn(6, [[]] * 6))
    assert state.observation()["round"] < 6 and not state.is_terminal()
