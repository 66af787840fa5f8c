"""Scream Machine rules: Play Of A Round (four actions a turn and the once-a-turn options)."""

from test_scream_machine_script import (
    ADVERTISE,
    BREEZE,
    BUILD_HAND,
    BUILD_OFFER,
    BUMPER,
    CANYON,
    CARD,
    CHEZ,
    CYCLONE,
    DEVELOP,
    DINGO,
    DISCARD_OFFER,
    LOG,
    MERRY,
    PASS,
    PIRATE,
    REQUEST,
    RESEARCH,
    SCREAM,
    TEAR_DOWN,
    TSUNAMI,
    TUNNEL,
    WEINER,
    WHIP,
    draw_any,
    first_turn,
    hungry_step,
    hungry_turn,
    out_of_attractions,
    pass_turns,
)

from engines import core
from support.expect import raises
from support.script import play

# p0 opens with Rolling Breeze and keeps a 5, a 3 and two 1 star designs in the hand.
HANDS = [
    [SCREAM, CYCLONE, BREEZE, LOG, DINGO],
    [BREEZE, LOG, DINGO, WEINER, MERRY],
    [PIRATE, TUNNEL, CYCLONE, CANYON, BUMPER],
]
CHOICES = [[BREEZE], [LOG, DINGO], [PIRATE, TUNNEL]]


def a_turn(start=0):
    """Round one of a three-player game, at the first action of the start player."""
    return first_turn(3, CHOICES, HANDS, start=start)


def refused_twice(state, action):
    """A once-a-turn action is no longer offered, and applying it changes nothing."""
    before = state.serialize()
    err = raises(ValueError, state.apply_action, action)
    return (
        action not in state.legal_actions()
        and "illegal" in str(err)
        and (state.serialize() == before)
    )


# ---- four actions, start player first, then clockwise ---------------------------------


def test_a_turn_is_four_actions():
    state = a_turn()
    assert state.observation(core.PUBLIC)["actions_left"] == 4
    play(state, BUILD_HAND + LOG, BUILD_HAND + DINGO, ADVERTISE)
    assert state.observation()["actions_left"] == 1 and state.current_player() == 0
    play(state, BUILD_OFFER + MERRY)
    draw_any(state)  # the offering taken is replaced at the end of the turn
    assert state.current_player() == 1
    assert state.observation()["actions_left"] == 4


def test_the_start_player_has_the_first_turn_then_play_goes_clockwise():
    state = first_turn(4, [[]] * 4, start=2)
    order = []
    for _ in range(4):
        order.append(state.current_player())
        pass_turns(state, 1)
    assert order == [2, 3, 0, 1]


def test_building_costs_three_two_or_one_action_by_stars():
    state = a_turn()
    play(state, BUILD_HAND + CYCLONE)
    assert state.observation()["actions_left"] == 2
    state = a_turn()
    play(state, BUILD_HAND + SCREAM)
    assert state.observation()["actions_left"] == 1
    play(state, BUILD_HAND + LOG)
    assert state.current_player() == 1  # four actions spent: the turn is over
    assert state.observation()["parks"][0] == [SCREAM, BREEZE, LOG]


def test_a_ride_is_not_offered_when_it_costs_more_than_the_actions_left():
    state = play(a_turn(), ADVERTISE, BUILD_HAND + LOG)
    legal = state.legal_actions()
    assert BUILD_HAND + CYCLONE in legal and BUILD_HAND + SCREAM not in legal
    assert BUILD_OFFER + BUMPER in legal and BUILD_OFFER + WHIP not in legal
    play(state, BUILD_HAND + DINGO)
    legal = state.legal_actions()
    assert BUILD_HAND + CYCLONE not in legal and BUILD_OFFER + MERRY in legal


def test_any_number_of_actions_may_build_rides():
    state = a_turn()
    play(state, BUILD_HAND + LOG, BUILD_HAND + DINGO, BUILD_OFFER + DINGO)
    play(state, BUILD_OFFER + MERRY)
    assert state.observation()["parks"][0] == [BREEZE, LOG, DINGO, DINGO, MERRY]


def test_a_taken_offering_is_replaced_only_at_the_end_of_the_turn():
    state = play(a_turn(), BUILD_OFFER + DINGO)
    assert len(state.observation()["offerings"]) == 6
    assert state.current_player() == 0
    play(state, BUILD_OFFER + MERRY, PASS)
    assert state.current_player() == core.CHANCE
    assert state.action_to_string(CARD + CHEZ, core.PUBLIC) == "offer Chez Paul"
    play(state, CARD + CHEZ, CARD + LOG)
    assert state.observation()["offerings"] == sorted(
        [WHIP, WHIP, BUMPER, TSUNAMI, CHEZ, CHEZ, LOG]
    )
    assert state.current_player() == 1


def test_passed_actions_are_forfeited():
    state = play(a_turn(), BUILD_HAND + LOG, PASS)
    assert state.current_player() == 1
    assert state.observation()["parks"][0] == [BREEZE, LOG]
    assert state.scores()[0] == 1  # only the opening's advertisement


def test_a_whole_turn_may_be_passed():
    state = play(a_turn(), PASS)
    assert state.current_player() == 1 and state.observation()["parks"][0] == [BREEZE]


# ---- the five once-a-turn options -----------------------------------------------------


def test_advertising_brings_in_one_customer():
    state = play(a_turn(), ADVERTISE)
    assert state.scores()[0] == 2 and state.observation(core.PUBLIC)["customers"][0] == 2
    assert state.observation()["actions_left"] == 3


def test_advertising_is_refused_the_second_time_in_a_turn():
    state = play(a_turn(), ADVERTISE)
    assert refused_twice(state, ADVERTISE)


def test_research_shows_both_adjacent_face_down_locals_to_the_researcher_only():
    local = [(0, 1), (2, 3), (4, 5)]  # pool 2 lies between p2 and p0
    state = first_turn(3, CHOICES, HANDS, local=local)
    assert state.observation(0)["local_face_down"][0] is None
    play(state, RESEARCH)
    mine = state.observation(0)
    assert mine["local_face_down"] == [1, None, 5]
    for viewer in (core.PUBLIC, 1, 2):
        assert state.observation(viewer)["local_face_down"] == [None] * 3
    assert mine["researched"] == [[0, 0], [2, 0]]
    assert state.observation()["actions_left"] == 3


def test_research_is_refused_the_second_time_in_a_turn():
    state = play(a_turn(), RESEARCH)
    assert refused_twice(state, RESEARCH)


def test_researched_locals_stay_known_until_the_customers_decide():
    state = play(a_turn(), RESEARCH, PASS)
    pass_turns(state, 1)
    assert state.observation(0)["local_face_down"][0] is not None
    pass_turns(state, 1)  # the round ends: every customer is shown (ruling M9)
    seen = state.observation(0)
    assert seen["local_face_down"] == [-1] * 3 and seen["researched"] == []


def _customers_run_out():
    """Six empty parks: every customer ties and stays, so the customer deck runs out in
    round two (15 of 17 laid: pool 5, between p5 and p0, gets none)."""
    state = first_turn(6, [[]] * 6)
    pass_turns(state, 6)
    for _ in range(15):
        draw_any(state)
    return state


def test_research_shows_only_the_face_down_local_that_is_there():
    # ruling M11: p0 sits by pool 5 (none left to lay) and pool 0
    state = pass_turns(_customers_run_out(), 5)
    assert state.current_player() == 0 and RESEARCH in state.legal_actions()
    play(state, RESEARCH)
    seen = state.observation(0)["local_face_down"]
    assert seen[0] >= 0 and seen[5] == -1 and seen[1] is None


def test_research_is_refused_when_the_face_down_locals_are_gone():
    # ruling M11: in round three no customer is left to lay, so nothing lies face down
    state = pass_turns(_customers_run_out(), 6)
    assert state.observation()["round"] == 3
    for _ in range(6):
        assert RESEARCH not in state.legal_actions()
        assert ADVERTISE in state.legal_actions()
        pass_turns(state, 1)


def test_in_house_designs_stay_in_the_hand_from_round_to_round():
    # ruling M16
    state = pass_turns(a_turn(), 3)
    for _ in range(5 + 6):
        draw_any(state)
    pass_turns(state, 2)  # round two starts with p1
    assert state.current_player() == 0
    assert state.observation(0)["hands"][0] == [SCREAM, CYCLONE, LOG, DINGO]
    play(state, BUILD_HAND + SCREAM)
    assert state.observation()["parks"][0] == [SCREAM, BREEZE]


def test_develop_takes_an_attraction_card_into_the_hand_unseen_by_others():
    state = play(a_turn(), DEVELOP)
    assert state.current_player() == core.CHANCE
    assert state.action_to_string(CARD + WHIP, core.PUBLIC) == "player 1 develops a design"
    assert state.action_to_string(CARD + WHIP, 1) == "player 1 develops a design"
    assert state.action_to_string(CARD + WHIP, 0) == "player 1 develops The Whip"
    play(state, CARD + WHIP)
    assert WHIP in state.observation(0)["hands"][0]
    assert state.observation(1)["hands"][0] is None
    assert state.observation(1)["hand_sizes"][0] == 5
    assert state.observation()["actions_left"] == 3 and state.current_player() == 0


def test_develop_is_refused_the_second_time_in_a_turn():
    state = play(a_turn(), DEVELOP, CARD + WHIP)
    assert refused_twice(state, DEVELOP)


def test_a_developed_design_can_be_built_in_the_same_turn():
    state = play(a_turn(), DEVELOP, CARD + TUNNEL, BUILD_HAND + TUNNEL)
    assert TUNNEL in state.observation()["parks"][0]


def test_tearing_down_puts_one_ride_in_the_attraction_discard_pile():
    state = play(a_turn(), BUILD_HAND + LOG, TEAR_DOWN + BREEZE)
    seen = state.observation(core.PUBLIC)
    assert seen["parks"][0] == [LOG]
    assert seen["discards"] == [BREEZE]
    assert seen["actions_left"] == 2


def test_tearing_down_is_refused_the_second_time_in_a_turn():
    state = play(a_turn(), BUILD_HAND + LOG, TEAR_DOWN + BREEZE)
    assert refused_twice(state, TEAR_DOWN + LOG)
    assert not [a for a in state.legal_actions() if TEAR_DOWN <= a < DISCARD_OFFER]


def test_only_a_built_ride_can_be_torn_down():
    state = a_turn()
    tear = [a - TEAR_DOWN for a in state.legal_actions() if TEAR_DOWN <= a < DISCARD_OFFER]
    assert tear == [BREEZE]


def test_request_discards_two_offerings_and_replaces_them_at_once():
    state = play(a_turn(), REQUEST)
    assert state.current_player() == 0
    offered = sorted(set([WHIP, BUMPER, TSUNAMI, CHEZ, DINGO, MERRY]))
    assert state.legal_actions() == [DISCARD_OFFER + t for t in offered]
    play(state, DISCARD_OFFER + WHIP, DISCARD_OFFER + WHIP)
    assert state.current_player() == core.CHANCE
    play(state, CARD + LOG, CARD + SCREAM)
    seen = state.observation(core.PUBLIC)
    assert seen["offerings"] == sorted([BUMPER, TSUNAMI, CHEZ, DINGO, MERRY, LOG, SCREAM])
    assert seen["discards"] == [WHIP, WHIP] and seen["actions_left"] == 3
    assert state.current_player() == 0


def test_request_is_refused_the_second_time_in_a_turn():
    state = play(a_turn(), REQUEST, DISCARD_OFFER + WHIP, DISCARD_OFFER + CHEZ)
    play(state, CARD + LOG, CARD + LOG)
    assert refused_twice(state, REQUEST)


def test_request_needs_two_offerings_on_display():
    # ruling M14 (two of seven are always there unless the attraction cards ran out)
    state = out_of_attractions(first_turn(6, [[]] * 6))
    while len(state.observation()["offerings"]) >= 2:
        if state.current_player() == core.CHANCE:
            draw_any(state)
            continue
        assert REQUEST in state.legal_actions()
        buys = [a for a in state.legal_actions() if BUILD_OFFER <= a < TEAR_DOWN]
        play(state, buys[0] if buys else PASS)
    while state.current_player() == core.CHANCE:
        draw_any(state)
    assert REQUEST not in state.legal_actions()


def test_once_a_turn_options_are_offered_again_next_turn():
    state = play(a_turn(), ADVERTISE, RESEARCH, DEVELOP, CARD + WHIP)
    play(state, REQUEST, DISCARD_OFFER + WHIP, DISCARD_OFFER + WHIP)
    play(state, CARD + LOG, CARD + LOG)
    pass_turns(state, 2)
    for _ in range(5 + 6):
        draw_any(state)
    assert state.observation()["round"] == 2 and state.current_player() == 1
    pass_turns(state, 2)
    assert state.current_player() == 0
    legal = state.legal_actions()
    for action in (ADVERTISE, RESEARCH, DEVELOP, REQUEST, TEAR_DOWN + BREEZE):
        assert action in legal, action
    play(state, BUILD_HAND + DINGO, TEAR_DOWN + BREEZE, PASS)
    for _ in range(5 + 6):
        draw_any(state)
    assert state.observation()["round"] == 3 and state.current_player() == 2
    pass_turns(state, 1)
    assert TEAR_DOWN + DINGO in state.legal_actions()


# ---- the attraction deck runs out -----------------------------------------------------


def test_an_empty_attraction_deck_is_refilled_by_shuffling_the_discards():
    state = first_turn(6, [[]] * 6)
    while True:
        seen = state.observation(core.PUBLIC)
        drawing = state.current_player() == core.CHANCE and seen["phase"] != "lay customers"
        if drawing and seen["deck_size"] == 0:
            break
        hungry_step(state, tear_down=True)
    discards = seen["discards"]
    assert discards
    assert state.chance_outcomes() == [
        (CARD + t, discards.count(t)) for t in range(21) if t in discards
    ]
    draw_any(state)
    seen = state.observation(core.PUBLIC)
    assert seen["discards"] == [] and seen["deck_size"] == len(discards) - 1


def test_develop_is_refused_when_no_attraction_card_is_left():
    # ruling M12
    state = first_turn(6, [[]] * 6)
    while state.observation()["deck_size"] or state.observation()["discards"]:
        assert DEVELOP in state.legal_actions()
        hungry_turn(state)
    assert DEVELOP not in state.legal_actions()


def test_offerings_stay_short_while_no_attraction_card_is_left():
    # ruling M13
    state = out_of_attractions(first_turn(6, [[]] * 6))
    player = state.current_player()
    offered = len(state.observation()["offerings"])
    buys = [a for a in state.legal_actions() if BUILD_OFFER <= a < TEAR_DOWN]
    play(state, buys[0], PASS)
    assert state.current_player() == (player + 1) % 6  # no chance node: nothing to draw
    seen = state.observation()
    assert len(seen["offerings"]) == offered - 1
    play(state, TEAR_DOWN + seen["parks"][state.current_player()][0], PASS)
    assert state.current_player() == core.CHANCE  # the torn-down ride can be offered again
    draw_any(state)
    assert len(state.observation()["offerings"]) == offered
