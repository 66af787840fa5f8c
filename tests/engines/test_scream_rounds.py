"""Scream! Scream, round end, scoring, next round and game end (rulebook: Scream, Round End,
Next Round, Game End; rulings S12, S17, S18)."""

from test_scream_script import (
    any_card,
    deal,
    draw,
    draw_and_discard,
    empty_the_deck,
    nobody_challenges,
    quick_turn,
    replace,
    setup,
    site,
    turn,
    values,
)

from engines import core, scream
from engines.bots import RandomBot
from engines.rng import Rng
from support.script import act, can, labels


def _down_to_two(state, value):
    """The camper to move keeps a drawn card and slides 4 face-down cards and the face-up
    one, claiming they match; nobody challenges: the 5th face-down card and the new card
    are left."""
    c = replace(state, [0, 1, 2, 3, 5], value)
    act(state, "camper %d claims the slid cards match" % c)
    nobody_challenges(state, c)
    act(state, "camper %d puts the new card at place 2" % c)
    assert len(site(state, c)) == 2


def _reveal(state):
    act(state, "round %d ends: every card is turned face up" % state.observation()["round"])


def _scream_round(state, value, others_value=6):
    """The start camper goes down to two cards and screams; everyone else draws and
    discards; the round ends when the turns come back to the screamer."""
    n = state.num_players
    screamer = turn(state)
    _down_to_two(state, value)
    for _ in range(n - 1):
        draw_and_discard(state, others_value)
    act(state, "camper %d screams" % screamer)
    for _ in range(n - 1):
        draw_and_discard(state, others_value)
    _reveal(state)
    return screamer


# hands for a screamer keeping the 5th card: camper 0 keeps 5 + the drawn card
LOW = ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])  # camper 1's sum: 6+7+8+9+10+12 = 52
HIGH_SCREAMER = ([9, 9, 9, 9, 10], [1, 1, 1, 2, 2])  # camper 1's sum: 1+1+1+2+2+2 = 9


def test_scream_ends_the_turn_and_every_other_camper_gets_one_final_turn():
    state = setup(3, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [6, 7, 8, 9, 10]), (11, 12, 12), 7)
    _down_to_two(state, 1)
    draw_and_discard(state, 8)
    draw_and_discard(state, 9)
    act(state, "camper 0 screams")
    assert state.observation()["screamer"] == 0
    assert turn(state) == 1  # no draw for the screamer
    draw_and_discard(state, 10)
    assert turn(state) == 2
    draw_and_discard(state, 13)
    assert state.observation()["phase"] == "round_end"
    _reveal(state)
    assert state.observation()["rounds"][0]["screamer"] == 0


def test_once_a_camper_has_screamed_no_other_camper_may_scream():
    state = setup()
    _down_to_two(state, 1)
    _down_to_two(state, 2)  # camper 1 too
    assert can(state, "camper 0 screams")
    act(state, "camper 0 screams")
    assert labels(state) == ["camper 1 draws from the deck", "camper 1 takes the top discard"]


def test_the_screamer_may_still_challenge_after_screaming():
    state = setup()
    _down_to_two(state, 1)
    draw_and_discard(state, 6)
    act(state, "camper 0 screams")
    replace(state, [0, 1], 9)  # camper 1's final turn: a bluff
    act(state, "camper 1 claims the slid cards match")
    assert labels(state) == ["camper 0 challenges camper 1", "camper 0 does not challenge"]
    act(state, "camper 0 challenges camper 1")
    act(state, "camper 0 discards card 1 to the bottom")
    act(state, "camper 1 adds the card at the left end of camper 1")
    _reveal(state)
    assert values(state, 0) == []  # the next round is being dealt


def test_screamer_with_the_lowest_sum_scores_0_others_score_their_sum():
    state = setup(2, LOW)
    _scream_round(state, 1)
    record = state.observation()["rounds"][0]
    assert record == {"sums": [6, 52], "screamer": 0, "scores": [0, 52]}
    assert state.observation()["totals"] == [0, 52]
    assert state.scores() == [0, 52]


def test_screamer_tied_for_the_lowest_sum_scores_0():
    state = setup(2, ([1, 2, 3, 4, 5], [1, 1, 2, 1, 2]), (11, 3), 7)  # camper 1: 1+1+2+1+2+3
    _scream_round(state, 5)  # camper 0: 5 + 5 = 10 = camper 1's sum
    record = state.observation()["rounds"][0]
    assert record["sums"] == [10, 10] and record["scores"] == [0, 10]


def test_screamer_not_lowest_scores_the_sum_plus_10():
    state = setup(2, HIGH_SCREAMER, (13, 2), 7)
    _scream_round(state, 13)  # camper 0: 10 + 13 = 23 against 9
    record = state.observation()["rounds"][0]
    assert record == {"sums": [23, 9], "screamer": 0, "scores": [33, 9]}


def test_the_round_ends_when_the_draw_deck_is_empty_and_everyone_scores_their_sum():
    state = setup()
    empty_the_deck(state)
    record = state.observation()["rounds"][0]
    assert record == {"sums": [26, 52], "screamer": None, "scores": [26, 52]}


def test_the_round_ends_at_once_when_the_deck_is_empty_at_the_start_of_a_turn():
    state = setup()
    while state.observation()["deck_size"] > 0:
        quick_turn(state)
    assert state.observation()["phase"] == "round_end"
    assert state.observation()["turns_in_round"] == 48  # every card of the deck, one a turn


def _discard_pile_turn(state):
    c = turn(state)
    act(state, "camper %d takes the top discard" % c)
    act(state, "camper %d slides card 1" % c)
    act(state, "camper %d discards the slid cards" % c)


def test_not_every_camper_gets_a_final_turn_if_the_deck_runs_out_after_a_scream():
    state = setup(3, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [6, 7, 8, 9, 10]), (11, 12, 12), 7)
    _down_to_two(state, 1)
    while state.observation()["deck_size"] > 1:
        quick_turn(state)
    while turn(state) != 0:
        _discard_pile_turn(state)  # the deck's last card waits for camper 1
    act(state, "camper 0 screams")
    quick_turn(state)  # camper 1 draws the last card: camper 2 gets no final turn
    assert state.observation()["phase"] == "round_end"
    _reveal(state)
    assert state.observation()["rounds"][0]["screamer"] == 0


def test_the_lowest_scorer_of_a_round_starts_the_next():
    state = setup(2, LOW)
    empty_the_deck(state)  # camper 0: 26, camper 1: 52
    assert state.observation()["start_camper"] == 0
    state = setup(2, ([6, 7, 8, 9, 10], [1, 2, 3, 4, 5]), (12, 11))
    empty_the_deck(state)
    assert state.observation()["start_camper"] == 1
    assert state.current_player() == core.CHANCE  # dealing the next round


def test_ties_for_lowest_go_to_the_lowest_scorer_left_of_the_previous_start_camper():
    # three campers, camper 1 starts; campers 0 and 2 tie for lowest: camper 2 is the
    # first tied camper to the left (clockwise) of camper 1 (ruling S19)
    hands = ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [1, 2, 3, 4, 5])
    state = setup(3, hands, (11, 12, 11), 7, start=1)
    empty_the_deck(state)
    assert state.observation()["rounds"][0]["scores"] == [26, 52, 26]
    assert state.observation()["start_camper"] == 2
    state = setup(3, hands, (11, 12, 11), 7, start=2)
    empty_the_deck(state)
    assert state.observation()["start_camper"] == 0


def test_the_round_end_reveals_every_card_in_the_campsites():
    state = setup()
    _play_rounds(state, 3, (LOW, LOW, LOW))
    assert state.is_terminal()
    public = state.observation(core.PUBLIC)
    for c in (0, 1):
        assert all(up for _, up in public["campsites"][c])
    assert [v for v, _ in public["campsites"][0]] == [1, 2, 3, 4, 5, 11]


def _play_rounds(state, rounds, hand_sets, ups=(11, 12)):
    """Deal each round by hand; everyone draws and discards until the deck is empty."""
    for r in range(rounds):
        if r:  # the first round is already dealt
            deal(state, hand_sets[r], ups, 13)
        empty_the_deck(state)


def test_three_rounds_then_the_lowest_cumulative_score_wins():
    state = setup()
    _play_rounds(state, 3, (LOW, LOW, LOW))
    assert state.is_terminal()
    assert state.observation()["totals"] == [78, 156]
    assert state.winners() == [0]
    assert state.observation(core.PUBLIC)["phase"] == "over"
    assert state.observation()["round"] == 3


def test_a_tie_goes_to_the_lowest_score_in_the_final_round_then_the_round_before():
    state = setup(2, ([1, 2, 3, 4, 6], [1, 2, 3, 4, 5]), (11, 11))  # 27 against 26
    _play_rounds(
        state,
        3,
        (
            ([1, 2, 3, 4, 6], [1, 2, 3, 4, 5]),  # 27, 26
            ([1, 2, 3, 4, 5], [1, 2, 3, 4, 7]),  # 26, 28
            ([1, 2, 3, 4, 6], [1, 2, 3, 4, 5]),  # 27, 26
        ),
        (11, 11),
    )
    assert state.observation()["totals"] == [80, 80]
    assert state.winners() == [1]  # lower in the final round
    state = setup(2, ([1, 2, 3, 4, 5], [1, 2, 3, 4, 7]), (11, 11))
    _play_rounds(
        state,
        3,
        (
            ([1, 2, 3, 4, 5], [1, 2, 3, 4, 7]),  # 26, 28
            ([1, 2, 3, 4, 7], [1, 2, 3, 4, 5]),  # 28, 26
            ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]),  # 26, 26: the round before decides
        ),
        (11, 11),
    )
    assert state.observation()["totals"] == [80, 80]
    assert state.winners() == [1]


SAME = ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5])


def test_tied_in_every_round_another_round_is_played_and_added_any_camper_may_win():
    hands = ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [6, 6, 7, 7, 8])
    ups = (11, 11, 5)
    state = setup(3, hands, ups, 13)
    for r in range(3):
        if r:
            deal(state, hands, ups, 13)
        empty_the_deck(state)
    assert not state.is_terminal()  # campers 0 and 1 tied in every round
    assert state.observation()["round"] == 4
    low = ([9, 9, 9, 9, 10], [10, 10, 10, 10, 11], [1, 1, 1, 1, 2])
    deal(state, low, (12, 12, 2), 13)
    empty_the_deck(state)
    assert state.is_terminal()
    assert state.observation()["totals"] == [78 + 58, 78 + 63, 3 * 39 + 8]
    assert state.winners() == [2]  # not one of the campers who were tied


def test_extra_rounds_stop_after_3_and_campers_still_tied_share_the_win_ruling_s18():
    state = setup(2, SAME, (11, 11))
    for r in range(6):
        if r:
            deal(state, SAME, (11, 11), 13)
        empty_the_deck(state)
    assert state.is_terminal()
    assert len(state.observation()["rounds"]) == 6
    assert state.winners() == [0, 1]


def test_a_round_ends_after_150_turns_ruling_s17():
    state = setup()
    for _ in range(150):
        c = turn(state)
        act(state, "camper %d takes the top discard" % c)
        act(state, "camper %d slides card 1" % c)
        act(state, "camper %d discards the slid cards" % c)
    assert state.observation()["deck_size"] == 48
    assert state.observation()["phase"] == "round_end"
    _reveal(state)
    assert state.observation()["round"] == 2


def test_no_penalty_card_when_the_deck_is_empty_ruling_s12():
    state = setup(2, ([1, 2, 3, 5, 6], [4, 4, 7, 8, 9]))
    while state.observation()["deck_size"] > 1:
        quick_turn(state)
    assert turn(state) == 1
    act(state, "camper 1 draws from the deck")
    any_card(state)  # the last deck card
    act(state, "camper 1 keeps the card, sliding card 1")
    act(state, "camper 1 slides card 2")  # the two 4s match
    act(state, "camper 1 claims the slid cards match")
    act(state, "camper 0 challenges camper 1")
    assert state.current_player() == 1  # no penalty card to take: on to the bonus discard
    act(state, "camper 1 discards nothing")
    assert len(site(state, 0)) == 6
    _reveal(state)


def test_max_game_length_bounds_the_longest_game():
    bound = scream.GAME["max_game_length"]
    assert bound == 6 * (33 + 150 * 100)
    assert bound < (1 << 30)


def test_scores_are_the_finished_rounds_totals_ruling_s20():
    state = setup(2, LOW)
    draw(state, 9)
    assert state.scores() == [0, 0]  # hidden sums never show in the running score
    act(state, "camper 0 discards the drawn 9")
    empty_the_deck(state)
    assert state.scores() == [26, 52]


def test_random_games_stay_within_the_bounds_max_game_length_is_built_from():
    for players in (2, 5):
        for seed in (1, 2, 3):
            rng = Rng(seed)
            bot = RandomBot(rng)
            state = scream.new_game(players)
            since_turn = longest = 0
            while not state.is_terminal():
                obs_phase = state.observation(core.PUBLIC)["phase"]
                if obs_phase == "turn":
                    longest = max(longest, since_turn)
                    since_turn = 0
                since_turn += 1
                if state.current_player() == core.CHANCE:
                    state.apply_action(rng.weighted(state.chance_outcomes()))
                else:
                    state.apply_action(bot.choose(state))
                assert state.observation()["turns_in_round"] <= 150
            assert longest < 100
            assert len(state.history()) < scream.GAME["max_game_length"]
