"""Scream Machine rules: Components, Preparation, Opening the Parks, Setting Up For A Round."""

from test_scream_machine_script import (
    ADD,
    BREEZE,
    BUMPER,
    CANYON,
    CARD,
    CHEAPSKATE,
    CONFIRM,
    CUSTOMER,
    CYCLONE,
    DINGO,
    DROP,
    LOG,
    MERRY,
    OPENING_CHANGES,
    PASS,
    PIRATE,
    PLAIN_OFFERS,
    SCREAM,
    START,
    TSUNAMI,
    TUNNEL,
    WEINER,
    deal,
    draw_any,
    first_turn,
    lay,
    open_parks,
    pass_turns,
)

from engines import core
from engines import scream_machine as sm
from engines import scream_machine_data as data
from engines.scream_machine_data import customer_name, ride_name
from support.expect import raises
from support.script import play

# ---- Components -----------------------------------------------------------------------


def test_there_are_84_attraction_cards_4_each_of_21_types():
    state = sm.new_game(3)
    outcomes = state.chance_outcomes()
    assert [action for action, _ in outcomes] == [CARD + t for t in range(21)]
    assert all(weight == 4 for _, weight in outcomes)
    assert state.observation()["deck_size"] == 84


# The rulebook's categories, in its order: a ride's category id is its index here.
CATEGORIES = (
    "Roller Coasters",
    "Water Rides",
    "Kiddie Rides",
    "Food",
    "Family Rides",
    "Thrill Rides",
    "Nostalgic Rides",
)


def test_attractions_are_seven_categories_with_a_5_a_3_and_a_1_star_ride_each():
    names = [ride_name(ride) for ride in range(21)]
    assert len(set(names)) == 21 and "" not in names
    for category in range(7):
        stars = sorted([data.STARS[ride % 3] for ride in range(21) if ride // 3 == category])
        assert stars == [1, 3, 5], (category, stars)


def test_the_rides_are_the_ones_the_rulebook_names():
    expected = (
        ("The Scream Machine", "Roller Coasters", 5),
        ("Rolling Breeze", "Roller Coasters", 1),
        ("Rocky Canyon Water Ride", "Water Rides", 3),
        ("Barfo's Sit and Spin", "Kiddie Rides", 5),
        ("Troff und Slopp, authentic Bavarian buffet", "Food", 3),
        ("Merry-Go-Round", "Family Rides", 1),
        ("Aldrin's Turbo Bungie", "Thrill Rides", 3),
        ("Tunnel of Love", "Nostalgic Rides", 1),
    )
    names = [ride_name(ride) for ride in range(21)]
    for name, category, stars in expected:
        ride = names.index(name)
        assert (ride // 3, data.STARS[ride % 3]) == (CATEGORIES.index(category), stars), name


def test_a_ride_costs_an_action_for_1_star_two_for_3_stars_three_for_5_stars():
    assert [data.COST[ride % 3] for ride in range(3)] == [3, 2, 1]
    assert [data.STARS[ride % 3] for ride in range(3)] == [5, 3, 1]


def test_the_engine_module_names_the_rides_and_customers_for_the_table():
    assert sm.ride_name is ride_name and ride_name(20) == "Tunnel of Love"
    assert sm.customer_name is customer_name and customer_name(0) == "Roller Coaster Lover"


def test_there_are_32_customer_cards_4_each_of_seven_lovers_and_the_cheapskate():
    names = [customer_name(kind) for kind in range(8)]
    assert len(set(names)) == 8 and "" not in names and names[CHEAPSKATE] == "Cheapskate"
    state = open_parks(deal(3), [[], [], []])
    play(state, *[CARD + card for card in PLAIN_OFFERS])
    assert state.observation()["customer_deck_size"] == 32
    outcomes = state.chance_outcomes()
    assert outcomes == [(CUSTOMER + kind, 4) for kind in range(8)]


# ---- Preparation ----------------------------------------------------------------------


def test_new_game_takes_3_to_6_players_and_no_options():
    for n in (3, 4, 5, 6):
        assert sm.new_game(n).num_players == n
    for n in (0, 2, 7):
        raises(ValueError, sm.new_game, n)
    raises(ValueError, sm.new_game, 4, variant="short")


def test_five_attraction_cards_are_dealt_to_each_player():
    for n in (3, 4, 5, 6):
        state = sm.new_game(n)
        deals = 0
        while state.observation()["phase"] == "deal hands":
            draw_any(state)
            deals += 1
        assert deals == 5 * n
        assert [len(hand) for hand in state.observation()["hands"]] == [5] * n
        assert state.observation()["deck_size"] == 84 - 5 * n


def test_cards_are_dealt_from_the_cards_left_in_the_deck():
    state = play(sm.new_game(3), *[CARD + SCREAM] * 4)
    outcomes = dict(state.chance_outcomes())
    assert CARD + SCREAM not in outcomes and outcomes[CARD + CYCLONE] == 4
    assert state.observation()["hands"][0] == [SCREAM] * 4


def test_a_dealt_card_is_seen_only_by_the_player_who_gets_it():
    state = sm.new_game(3)
    assert state.action_to_string(CARD + CYCLONE, core.PUBLIC) == "deal a card to player 1"
    assert state.action_to_string(CARD + CYCLONE, 1) == "deal a card to player 1"
    assert state.action_to_string(CARD + CYCLONE, 0) == "deal Cyclone to player 1"
    play(state, CARD + CYCLONE)
    assert state.observation(0)["hands"][0] == [CYCLONE]
    assert state.observation(1)["hands"][0] is None
    assert state.observation(core.PUBLIC)["hands"][0] is None
    assert state.observation(core.PUBLIC)["hand_sizes"] == [1, 0, 0]
    assert state.observation(1)["deck"] is None


def test_a_start_player_is_chosen_by_chance():
    # ruling M2
    state = sm.new_game(4)
    while state.observation()["phase"] == "deal hands":
        draw_any(state)
    assert state.current_player() == core.CHANCE
    assert state.chance_outcomes() == [(START + p, 1) for p in range(4)]
    play(state, START + 2)
    assert state.observation(core.PUBLIC)["start_player"] == 2


# ---- Opening the parks ----------------------------------------------------------------


def test_opening_choices_are_made_from_the_start_player_clockwise():
    # ruling M5
    state = deal(4, start=2)
    order = []
    while state.observation()["phase"] == "opening":
        order.append(state.current_player())
        play(state, CONFIRM)
    assert order == [2, 3, 0, 1]


def test_each_player_chooses_cards_worth_at_most_four_actions():
    hands = [[SCREAM, CYCLONE, BREEZE, LOG, TSUNAMI], [BREEZE] * 3 + [LOG] * 2]
    hands.append([PIRATE, TUNNEL, CANYON, BUMPER, MERRY])
    state = deal(3, hands)
    assert state.legal_actions() == [
        ADD + SCREAM,
        ADD + CYCLONE,
        ADD + BREEZE,
        ADD + TSUNAMI,
        ADD + LOG,
        CONFIRM,
    ]
    play(state, ADD + SCREAM)  # 3 actions spent: only a 1 star ride still fits
    assert state.legal_actions() == [ADD + BREEZE, ADD + LOG, DROP + SCREAM, CONFIRM]
    play(state, ADD + LOG)  # all 4 actions spent
    assert state.legal_actions() == [DROP + SCREAM, DROP + LOG, CONFIRM]


def test_a_card_held_twice_can_be_chosen_twice_but_not_a_third_time():
    hands = [[BREEZE, BREEZE, LOG, DINGO, WEINER], [BREEZE, LOG, DINGO, WEINER, MERRY]]
    hands.append([PIRATE, TUNNEL, CANYON, BUMPER, MERRY])
    state = play(deal(3, hands), ADD + BREEZE, ADD + BREEZE)
    assert ADD + BREEZE not in state.legal_actions()
    assert state.observation(0)["opening"][0] == [BREEZE, BREEZE]


def test_an_opening_choice_is_toggled_card_by_card_then_confirmed():
    state = deal(3)
    play(state, ADD + LOG, ADD + DINGO, DROP + LOG)
    assert state.observation(0)["opening"][0] == [DINGO]
    assert state.current_player() == 0
    play(state, CONFIRM)
    assert state.current_player() == 1


def test_nobody_sees_another_players_opening_choice_until_all_have_chosen():
    state = deal(3)
    assert state.action_to_string(ADD + LOG, core.PUBLIC) == "player 1 chooses"
    assert state.action_to_string(ADD + LOG, 2) == "player 1 chooses"
    assert state.action_to_string(ADD + LOG, 0) == "player 1 adds Log River"
    assert state.action_to_string(CONFIRM, core.PUBLIC) == "player 1 confirms"
    play(state, ADD + LOG, ADD + DINGO, CONFIRM, ADD + BREEZE)
    assert state.action_to_string(DROP + BREEZE, core.PUBLIC) == "player 2 chooses"
    for viewer in (core.PUBLIC, 1, 2):
        assert state.observation(viewer)["opening"][0] is None
    assert state.observation(0)["opening"] == [[LOG, DINGO], None, None]
    assert state.observation(1)["opening"] == [None, [BREEZE], None]
    assert state.observation(core.PUBLIC)["parks"] == [[], [], []]


def test_opening_choices_are_revealed_together():
    state = deal(3)
    open_parks(state, [[LOG, DINGO], [BREEZE, WEINER, MERRY], [CANYON, CYCLONE]])
    seen = state.observation(core.PUBLIC)
    assert seen["parks"] == [[LOG, DINGO], [BREEZE, WEINER, MERRY], [CYCLONE, CANYON]]
    assert seen["opening"] is None  # the choices are now the parks


def test_cards_not_chosen_stay_in_the_hand():
    state = open_parks(deal(3), [[LOG, DINGO], [], [CANYON, CYCLONE]])
    hands = state.observation()["hands"]
    assert hands == [[BREEZE, WEINER, MERRY], [BREEZE, LOG, DINGO, WEINER, MERRY]] + [
        [BUMPER, PIRATE, TUNNEL]
    ]


def test_a_player_who_used_only_three_actions_advertises_with_the_fourth():
    state = open_parks(deal(3), [[LOG, DINGO, WEINER], [], [CANYON, PIRATE]])
    assert state.observation(core.PUBLIC)["customers"][0] == 1
    assert state.scores()[0] == 1


def test_a_player_who_used_all_four_actions_does_not_advertise():
    state = open_parks(deal(3), [[BREEZE, LOG, DINGO, WEINER], [], [CANYON, CYCLONE]])
    assert state.scores()[0] == 0 and state.scores()[2] == 0


def test_an_opening_of_fewer_than_three_actions_advertises_once():
    # ruling M6: one action advertises, the others are lost like passed actions
    state = open_parks(deal(3), [[LOG], [], [CANYON]])
    assert state.scores() == [1, 1, 1]
    assert state.observation()["parks"] == [[LOG], [], [CANYON]]


def test_opening_choice_changes_are_limited_then_only_confirm_is_left():
    # ruling M7
    state = deal(3)
    play(state, *[ADD + LOG, DROP + LOG] * 9 + [ADD + BREEZE])
    assert ADD + LOG in state.legal_actions()
    play(state, ADD + LOG)
    assert state.observation(core.PUBLIC)["opening_changes"][0] == OPENING_CHANGES == 20
    assert state.legal_actions() == [CONFIRM]
    open_parks(state, [[], [], []])
    assert state.observation()["parks"][0] == [BREEZE, LOG]


# ---- Setting up for a round -----------------------------------------------------------


def test_seven_offerings_are_laid_out_face_up_before_the_first_round():
    state = open_parks(deal(3), [[], [], []])
    assert state.observation()["phase"] == "fill offerings"
    for card in PLAIN_OFFERS:
        assert state.action_to_string(CARD + card, core.PUBLIC).startswith("offer ")
        play(state, CARD + card)
    seen = state.observation(core.PUBLIC)
    assert seen["offerings"] == sorted(PLAIN_OFFERS)
    assert seen["phase"] == "lay customers" and seen["round"] == 1


def test_offerings_are_not_laid_out_again_before_later_rounds():
    state = pass_turns(first_turn(3, [[], [], []]), 3)
    seen = state.observation()
    assert seen["round"] == 2 and seen["phase"] == "lay customers"
    assert seen["offerings"] == sorted(PLAIN_OFFERS)


def test_five_national_customers_are_laid_out_face_up_every_round():
    state = open_parks(deal(3), [[], [], []])
    play(state, *[CARD + card for card in PLAIN_OFFERS])
    for kind in (0, 1, 1, 5, 7):
        label = state.action_to_string(CUSTOMER + kind, core.PUBLIC)
        assert label == "national " + customer_name(kind)
        play(state, CUSTOMER + kind)
    assert state.observation(core.PUBLIC)["national"] == [0, 1, 1, 5, 7]


def test_two_local_customers_between_each_pair_one_face_up_and_one_face_down():
    state = first_turn(4, [[], [], [], []], local=[(0, 1), (2, 3), (4, 5), (6, 7)])
    # pool i lies between players i and i + 1: pool 3 between p3 and p0
    public = state.observation(core.PUBLIC)
    assert public["local"] == [[0], [2], [4], [6]]
    assert public["local_face_down"] == [None] * 4
    assert state.observation()["local_face_down"] == [1, 3, 5, 7]
    assert state.action_to_string(PASS) == "player 1 passes"


def test_a_face_down_local_customer_is_laid_out_unseen_by_every_player():
    state = open_parks(deal(3), [[], [], []])
    play(state, *[CARD + card for card in PLAIN_OFFERS])
    lay(state, [0, 0, 1, 1, 2], [])
    play(state, CUSTOMER + 3)  # pool 0, face up
    assert (
        state.action_to_string(CUSTOMER + 5, None)
        == "face-down Thrill Seeker between player 1 and player 2"
    )
    for viewer in (core.PUBLIC, 0, 1, 2):
        assert (
            state.action_to_string(CUSTOMER + 5, viewer)
            == "face-down local between player 1 and player 2"
        )
    play(state, CUSTOMER + 5)
    for viewer in (core.PUBLIC, 0, 1, 2):
        assert state.observation(viewer)["local_face_down"][0] is None


def test_customer_layout_stops_when_the_customer_deck_runs_out():
    # ruling M8: with six parks and nothing built, every customer ties and stays
    state = open_parks(deal(6), [[]] * 6)
    play(state, *[CARD + card for card in PLAIN_OFFERS])
    for _ in range(17):
        draw_any(state)
    pass_turns(state, 6)
    assert state.observation()["customer_deck_size"] == 32 - 17
    for _ in range(15):
        draw_any(state)
    seen = state.observation()
    assert seen["phase"] == "actions" and seen["customer_deck_size"] == 0
    assert len(seen["national"]) == 10
    # each pool keeps last round's two (now face up) and pools 0-4 get a new face-up one
    assert [len(pool) for pool in seen["local"]] == [3, 3, 3, 3, 3, 2]
    assert [down >= 0 for down in seen["local_face_down"]] == [True] * 5 + [False]
    pass_turns(state, 6)
    seen = state.observation()
    assert seen["round"] == 3 and seen["phase"] == "actions"
    assert seen["local_face_down"] == [-1] * 6
