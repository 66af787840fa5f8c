"""Scream Machine test scripts: build a position by applying chosen actions to a new game.

Every chance outcome is picked by the test (that is what explicit chance is for), so each
rule test reads like a table set up by hand. The other Scream Machine test files import the
helpers below; the tests here check the helpers themselves.
"""

from engines import core
from engines import scream_machine as sm
from engines import scream_machine_data as data
from support.script import play

# The engine's action codes are private const()s there (folded into its code: no names in
# RAM), so the tests name them here, as the engine's docstring numbers them;
# test_each_action_code_is_labelled_as_its_name_says checks them against the labels.
CARD = 0
CUSTOMER = 30
START = 40
ADD = 50
DROP = 80
CONFIRM = 110
BUILD_HAND = 120
BUILD_OFFER = 150
TEAR_DOWN = 180
DISCARD_OFFER = 210
ADVERTISE = 240
RESEARCH = 241
DEVELOP = 242
REQUEST = 243
PASS = 244
OPENING_CHANGES = 20  # ruling M7: the changes to an opening choice a player may make

NAMES = [sm.ride_name(ride) for ride in range(21)]
CUSTOMER_NAMES = [sm.customer_name(kind) for kind in range(8)]


def ride(name):
    """A ride type id by its name in the rulebook."""
    return NAMES.index(name)


def customer(name):
    return CUSTOMER_NAMES.index(name)


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
        play(state, *[CARD + card for card in hand])
    return play(state, START + start)


def open_parks(state, choices):
    """Every player's opening choice, made in the order the engine asks for them."""
    while state.observation()["phase"] == "opening":
        player = state.current_player()
        play(state, *[ADD + card for card in choices[player]] + [CONFIRM])
    return state


def lay(state, national, local):
    """Customers for a round: the nationals, then per pool (face up, face down)."""
    actions = [CUSTOMER + kind for kind in national]
    for up, down in local:
        actions += [CUSTOMER + up, CUSTOMER + down]
    return play(state, *actions)


FILLER_DOWN = (KIDDIE, KIDDIE, KIDDIE, THRILL, THRILL, FAMILY)


def filler_locals(n):
    """Local customers for tests about something else: Gourmands and Nostalgia Seekers face
    up, Kiddie Riders, Thrill Seekers and a Family Rider face down."""
    return [(GOURMAND if i % 2 == 0 else NOSTALGIA, FILLER_DOWN[i]) for i in range(n)]


def first_turn(n, choices, hands=None, start=0, offers=None, national=None, local=None):
    """A game at the first turn of round one, every choice and card as given."""
    state = open_parks(deal(n, hands, start), choices)
    play(state, *[CARD + card for card in offers or PLAIN_OFFERS])
    return lay(state, national or PLAIN_NATIONAL, local or filler_locals(n))


def pass_turns(state, count):
    """The next `count` players pass their whole turn."""
    for _ in range(count):
        play(state, PASS)
    return state


def draw_any(state):
    """Resolve one chance node with its first outcome."""
    state.apply_action(state.chance_outcomes()[0][0])


def cheapest_card(state):
    """At an attraction draw: a 1-star card if one is left, so offerings stay cheap."""
    outcomes = [action for action, _ in state.chance_outcomes()]
    for action in outcomes:
        if data.STARS[(action - CARD) % 3] == 1:
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
    if tear_down and park and TEAR_DOWN + park[0] in legal:
        state.apply_action(TEAR_DOWN + park[0])
    elif DEVELOP in legal:
        state.apply_action(DEVELOP)
    else:
        buys = [a for a in legal if BUILD_OFFER <= a < TEAR_DOWN]
        state.apply_action(buys[0] if buys else PASS)


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


def test_each_action_code_is_labelled_as_its_name_says():
    state = sm.new_game(3)
    assert state.action_to_string(CARD + SCREAM) == "deal The Scream Machine to player 1"
    for hand in PLAIN_HANDS[:3]:
        play(state, *[CARD + card for card in hand])
    assert state.action_to_string(START + 1) == "player 2 gets the start player card"
    play(state, START)
    assert state.action_to_string(ADD + BREEZE) == "player 1 adds Rolling Breeze"
    play(state, ADD + BREEZE)
    assert state.action_to_string(DROP + BREEZE) == "player 1 drops Rolling Breeze"
    assert state.action_to_string(CONFIRM) == "player 1 confirms"
    play(state, CONFIRM)
    open_parks(state, [[], [], []])
    play(state, *[CARD + card for card in PLAIN_OFFERS])
    assert state.action_to_string(CUSTOMER + CHEAPSKATE) == "national Cheapskate"
    lay(state, PLAIN_NATIONAL, filler_locals(3))
    labels = {
        BUILD_HAND + LOG: "builds Log River",
        BUILD_OFFER + WHIP: "buys The Whip",
        TEAR_DOWN + BREEZE: "tears down Rolling Breeze",
        ADVERTISE: "advertises",
        RESEARCH: "researches",
        DEVELOP: "develops",
        REQUEST: "requests new offerings",
        PASS: "passes",
    }
    for action in sorted(labels):
        assert state.action_to_string(action) == "player 1 " + labels[action]
    play(state, REQUEST)
    assert state.action_to_string(DISCARD_OFFER + WHIP) == "player 1 discards The Whip"
