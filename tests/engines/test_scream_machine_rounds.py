"""Scream Machine rules: End Of A Round (customers decide), End Of The Game, what the table
reads."""

from test_scream_machine_script import (
    ADVERTISE,
    BREEZE,
    BUMPER,
    CANYON,
    CHEAPSKATE,
    COASTER_LOVER,
    CUSTOMER,
    CYCLONE,
    DINGO,
    FAMILY,
    GOURMAND,
    KIDDIE,
    LOG,
    MERRY,
    NOSTALGIA,
    PASS,
    PIRATE,
    SCREAM,
    THRILL,
    TUNNEL,
    WATER_LOVER,
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
from engines.rng import Rng
from host_tools.bench.vm.playout import play_out
from support.script import play

# The parks of the round-end scenario (symbols = stars):
#   p0: The Scream Machine + Rolling Breeze  -> 6 roller coaster symbols, ticket price 6
#   p1: Cyclone + Rocky Canyon Water Ride    -> 3 roller coaster, 3 water, ticket price 6
#   p2: Log River + Dingo Dog + Joe's Weiner -> 1 water, 1 kiddie, 1 food, ticket price 3
#       (3 actions: p2 advertised with the fourth)
SCENE_HANDS = [
    [SCREAM, BREEZE, LOG, DINGO, WEINER],
    [CYCLONE, CANYON, BREEZE, MERRY, PIRATE],
    [LOG, DINGO, WEINER, MERRY, TUNNEL],
]
SCENE_CHOICES = [[SCREAM, BREEZE], [CYCLONE, CANYON], [LOG, DINGO, WEINER]]
SCENE_NATIONAL = [COASTER_LOVER, WATER_LOVER, CHEAPSKATE, FAMILY, GOURMAND]
SCENE_LOCAL = [
    (WATER_LOVER, COASTER_LOVER),  # pool 0, p0-p1
    (CHEAPSKATE, COASTER_LOVER),  # pool 1, p1-p2
    (COASTER_LOVER, CHEAPSKATE),  # pool 2, p2-p0: the last and the first seat
]


def scene(national=SCENE_NATIONAL, local=SCENE_LOCAL, choices=SCENE_CHOICES, hands=None):
    """Round one of the scenario played out (everyone passes): the customers have decided."""
    state = first_turn(3, choices, hands or SCENE_HANDS, national=national, local=local)
    return pass_turns(state, 3)


def awards_of(state):
    return state.observation(core.PUBLIC)["last_awards"]


# ---- customers decide -----------------------------------------------------------------


def test_a_national_customer_goes_to_the_park_with_the_most_symbols_of_its_type():
    awards = awards_of(scene())
    assert [COASTER_LOVER, [0, 1, 2], 0] in awards  # 6 against 3 and 0
    assert [WATER_LOVER, [0, 1, 2], 1] in awards  # 3 against 0 and 1


def test_symbols_are_stars_so_one_big_ride_beats_two_small_ones():
    hands = [
        [CYCLONE, BREEZE, LOG, DINGO, WEINER],
        [SCREAM, CANYON, BREEZE, MERRY, PIRATE],
        [LOG, DINGO, WEINER, MERRY, TUNNEL],
    ]
    state = scene(choices=[[CYCLONE, BREEZE], [SCREAM], [LOG]], hands=hands)
    assert [COASTER_LOVER, [0, 1, 2], 1] in awards_of(state)  # 5 beats 3 + 1


def test_a_national_customer_tied_for_the_most_symbols_stays_for_the_next_round():
    choices = [[BREEZE], [BREEZE], [LOG]]  # p0 and p1 tie on roller coasters
    state = scene(choices=choices)
    assert [COASTER_LOVER, [0, 1, 2], -1] in awards_of(state)
    assert COASTER_LOVER in state.observation(core.PUBLIC)["national"]


def test_customers_left_over_stay_and_the_new_ones_are_added():
    state = scene(choices=[[BREEZE], [BREEZE], [LOG]])
    left = state.observation(core.PUBLIC)["national"]
    lay(state, [THRILL, THRILL, KIDDIE, KIDDIE, NOSTALGIA], [(GOURMAND, NOSTALGIA)] * 3)
    national = state.observation(core.PUBLIC)["national"]
    assert len(national) == len(left) + 5
    assert national == sorted(left + [THRILL, THRILL, KIDDIE, KIDDIE, NOSTALGIA])


def test_a_tie_at_no_symbols_at_all_is_a_tie():
    # ruling M10: nobody has a family ride, so the Family Rider stays
    state = scene()
    assert [FAMILY, [0, 1, 2], -1] in awards_of(state)
    assert state.observation()["national"] == [FAMILY]


def test_a_local_customer_considers_only_its_two_parks():
    # p0 has the most roller coasters, but the pool between p1 and p2 only sees p1 and p2
    assert [COASTER_LOVER, [1, 2], 1] in awards_of(scene())


def test_local_customers_between_the_last_and_the_first_seat_consider_those_two_parks():
    awards = awards_of(scene())
    assert [COASTER_LOVER, [2, 0], 0] in awards
    assert [CHEAPSKATE, [2, 0], 2] in awards


def test_a_face_down_local_customer_decides_like_a_face_up_one():
    assert [COASTER_LOVER, [0, 1], 0] in awards_of(scene())  # pool 0's face-down card


def test_a_tied_local_customer_stays_in_place_and_new_ones_join_it():
    # the rulebook's example: a local water ride lover tied last round stays in its pool
    local = [(WATER_LOVER, KIDDIE), (GOURMAND, THRILL), (GOURMAND, THRILL)]
    hands = [
        [LOG, BREEZE, DINGO, WEINER, MERRY],
        [LOG, BREEZE, DINGO, WEINER, MERRY],
        [PIRATE, TUNNEL, CYCLONE, CANYON, BUMPER],
    ]
    state = scene(local=local, choices=[[LOG], [LOG], [PIRATE]], hands=hands)
    assert [WATER_LOVER, [0, 1], -1] in awards_of(state)
    assert [KIDDIE, [0, 1], -1] in awards_of(state)  # face down, tied at none: now face up
    seen = state.observation(core.PUBLIC)
    assert seen["local"][0] == [WATER_LOVER, KIDDIE] and seen["local_face_down"][0] == -1
    lay(state, [THRILL, THRILL, NOSTALGIA, NOSTALGIA, KIDDIE], [(FAMILY, CHEAPSKATE)] * 3)
    seen = state.observation(core.PUBLIC)
    assert seen["local"][0] == [WATER_LOVER, KIDDIE, FAMILY]
    assert seen["local_face_down"][0] is None


def test_a_cheapskate_goes_to_the_lowest_ticket_price_among_all_symbols():
    # p2's ticket price is 3, p0's and p1's 6
    awards = awards_of(scene())
    assert [CHEAPSKATE, [0, 1, 2], 2] in awards
    assert [CHEAPSKATE, [1, 2], 2] in awards


def test_a_cheapskate_tied_for_the_lowest_ticket_price_stays():
    # p1 and p2 both charge 2 (two 1-star rides each), p0 charges 5
    hands = [
        [SCREAM, BREEZE, LOG, DINGO, WEINER],
        [BREEZE, CANYON, LOG, MERRY, PIRATE],
        [LOG, DINGO, WEINER, MERRY, TUNNEL],
    ]
    state = scene(choices=[[SCREAM], [BREEZE, PIRATE], [DINGO, TUNNEL]], hands=hands)
    assert [CHEAPSKATE, [0, 1, 2], -1] in awards_of(state)
    assert [CHEAPSKATE, [1, 2], -1] in awards_of(state)
    assert [CHEAPSKATE, [2, 0], 2] in awards_of(state)  # 2 against p0's 5


def test_a_cheapskate_considers_the_two_parks_of_its_pool_only():
    # pool 1 (p1-p2): p2's 3 beats p1's 6; p0 is not asked although it shares p1's price
    awards = awards_of(scene())
    assert [CHEAPSKATE, [1, 2], 2] in awards


def test_each_awarded_customer_is_one_point_on_the_scoreboard():
    state = scene()
    # p0: 3 roller coaster lovers; p1: 2 water lovers and the pool 1 coaster lover;
    # p2: opening ad + gourmand + 3 cheapskates
    assert state.scores() == [3, 3, 5]
    assert state.observation(core.PUBLIC)["customers"] == [3, 3, 5]


def test_last_awards_list_every_customer_considered_in_order():
    assert awards_of(scene()) == [
        [COASTER_LOVER, [0, 1, 2], 0],
        [WATER_LOVER, [0, 1, 2], 1],
        [GOURMAND, [0, 1, 2], 2],
        [FAMILY, [0, 1, 2], -1],
        [CHEAPSKATE, [0, 1, 2], 2],
        [COASTER_LOVER, [0, 1], 0],
        [WATER_LOVER, [0, 1], 1],
        [COASTER_LOVER, [1, 2], 1],
        [CHEAPSKATE, [1, 2], 2],
        [COASTER_LOVER, [2, 0], 0],
        [CHEAPSKATE, [2, 0], 2],
    ]


def test_awarded_customers_go_back_to_the_customer_deck_for_the_next_round():
    state = scene()
    assert state.observation(core.PUBLIC)["customer_deck_size"] == 32 - 1
    outcomes = dict(state.chance_outcomes())
    assert outcomes[CUSTOMER + FAMILY] == 3 and outcomes[CUSTOMER + COASTER_LOVER] == 4


def test_the_start_player_card_passes_clockwise_each_round():
    # ruling M4
    state = first_turn(3, [[], [], []], start=1)
    starts = []
    while not state.is_terminal():
        if state.current_player() == core.CHANCE:
            draw_any(state)
            continue
        seen = state.observation()
        if seen["actions_left"] == 4 and len(starts) < seen["round"]:
            starts.append(state.current_player())
            assert seen["start_player"] == starts[-1]
        play(state, PASS)
    assert starts == [1, 2, 0, 1, 2, 0]


# ---- end of the game ------------------------------------------------------------------


def _random_game(n, seed):
    """A seeded random game of n players, and the rounds it went through in order."""
    rounds = []

    def note(state, _action):
        here = state.observation()["round"]
        if here and (not rounds or rounds[-1] != here):
            rounds.append(here)

    state = play_out(sm.new_game(n), Rng(seed), each=note)
    note(state, None)
    return state, rounds


def test_the_game_lasts_4_rounds_with_4_players_5_with_5_and_6_with_3_or_6():
    for n, length in ((3, 6), (4, 4), (5, 5), (6, 6)):
        state, rounds = _random_game(n, 40 + n)
        assert rounds == list(range(1, length + 1)), (n, rounds)
        assert state.observation(core.PUBLIC)["rounds"] == length
        assert state.observation()["phase"] == "game over"


def test_the_game_ends_when_the_customers_of_the_last_round_have_decided():
    state = first_turn(4, [[]] * 4)
    for _ in range(3):
        pass_turns(state, 4)
        while state.current_player() == core.CHANCE:
            draw_any(state)
    assert state.observation()["round"] == 4
    pass_turns(state, 3)
    assert not state.is_terminal()
    pass_turns(state, 1)
    assert state.is_terminal() and state.legal_actions() == []
    seen = state.observation(core.PUBLIC)
    assert seen["phase"] == "game over" and seen["last_awards"]


def _tie_break_game(advertisers):
    """Four players, parks fixed at the opening, no customer ever awarded; the players in
    `advertisers` advertise once in round one.

    p0 and p2 open with 3 categories (coaster, water, kiddie), p1 and p3 with a single
    Cyclone. Every customer laid out ties: nationals see two equal leaders for each built
    type, and the locals are only customers nobody caters for (or Cheapskates, equal at 3).
    """
    hands = [
        [BREEZE, LOG, DINGO, WEINER, MERRY],
        [CYCLONE, WEINER, MERRY, PIRATE, TUNNEL],
        [BREEZE, LOG, DINGO, WEINER, MERRY],
        [CYCLONE, WEINER, MERRY, PIRATE, TUNNEL],
    ]
    choices = [[BREEZE, LOG, DINGO], [CYCLONE], [BREEZE, LOG, DINGO], [CYCLONE]]
    state = open_parks(deal(4, hands), choices)
    nobody_caters = (GOURMAND, FAMILY, THRILL, NOSTALGIA, CHEAPSKATE)
    laid = [0] * 5  # customers laid out per round
    while not state.is_terminal():
        seen = state.observation()
        if state.current_player() != core.CHANCE:
            first = seen["round"] == 1 and state.current_player() in advertisers
            play(state, *[ADVERTISE, PASS] if first else [PASS])
        elif seen["phase"] != "lay customers":
            draw_any(state)
        else:
            outcomes = [a - CUSTOMER for a, _ in state.chance_outcomes()]
            if laid[seen["round"]] >= 5:  # a local customer
                outcomes = [k for k in outcomes if k in nobody_caters]
            play(state, CUSTOMER + outcomes[0])
            laid[seen["round"]] += 1
    assert all(award[2] == -1 for award in state.observation()["last_awards"])
    return state


def test_the_player_with_the_most_customers_wins():
    state = _tie_break_game([3])
    assert state.scores() == [1, 1, 1, 2] and state.winners() == [3]


def test_a_tie_goes_to_the_player_with_attractions_in_the_most_different_categories():
    state = _tie_break_game([0, 1])
    assert state.scores() == [2, 2, 1, 1]
    assert state.winners() == [0]  # three categories against one


def test_players_still_tied_after_the_categories_share_the_win():
    # ruling M17
    state = _tie_break_game([0, 2])
    assert state.scores() == [2, 1, 2, 1] and state.winners() == [0, 2]


def test_scores_are_the_customers_including_advertising():
    state = play(first_turn(3, [[], [], []]), ADVERTISE, PASS)
    assert state.scores() == [2, 1, 1]  # the opening ad (no ride built) and one more


# ---- what the table reads -------------------------------------------------------------


def test_observation_holds_everything_the_table_reads():
    seen = first_turn(3, SCENE_CHOICES, SCENE_HANDS).observation(core.PUBLIC)
    for key in (
        "parks",
        "hands",
        "offerings",
        "national",
        "local",
        "customers",
        "round",
        "actions_left",
        "last_awards",
        "turn",
        "phase",
    ):
        assert key in seen, key
    assert seen["turn"] == 0 and seen["phase"] == "actions" and seen["round"] == 1
    assert seen["parks"] == [[SCREAM, BREEZE], [CYCLONE, CANYON], [LOG, DINGO, WEINER]]


def test_a_player_sees_their_own_hand_and_only_the_size_of_the_others():
    state = first_turn(3, SCENE_CHOICES, SCENE_HANDS)
    mine = state.observation(1)
    assert mine["hands"] == [None, [BREEZE, MERRY, PIRATE], None]
    assert mine["hand_sizes"] == [3, 3, 2]
    assert state.observation(core.PUBLIC)["hands"] == [None, None, None]


def test_the_public_view_shows_no_face_down_customer_and_no_deck():
    seen = first_turn(3, SCENE_CHOICES, SCENE_HANDS).observation(core.PUBLIC)
    assert seen["local_face_down"] == [None] * 3
    assert seen["deck"] is None and seen["deck_size"] == 84 - 15 - 7
