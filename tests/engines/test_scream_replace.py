"""Scream! replacing cards in one's campsite, and challenges (rulebook: Using a Card to
Replace Cards, Steps to Replace Cards, Challenging, Successful and Unsuccessful Challenge)."""

from test_scream_script import (
    draw,
    draw_and_discard,
    nobody_challenges,
    replace,
    setup,
    site,
    turn,
    values,
)

from engines import core
from support.script import act, can, labels


def _three():
    hands = ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [4, 4, 4, 2, 2])
    return setup(3, hands, (11, 12, 13), 7)


def test_you_can_always_replace_any_single_card_and_nobody_is_asked_ruling_s4():
    state = setup()
    replace(state, [2], 9)
    others = (1, 2, 4, 5, 6)  # the cards not slid, counted from 1
    assert labels(state) == ["camper 0 slides card %d" % i for i in others] + [
        "camper 0 discards the slid cards"
    ] + ["camper 0 slides card %d last" % i for i in others]
    act(state, "camper 0 discards the slid cards")
    assert turn(state) == 1  # no challenge was asked
    assert site(state, 0, 0) == [[1, False], [2, False], [9, False], [4, False], [5, False]] + [
        [11, True]
    ]
    assert state.observation(0)["discard_top"] == [3, False]  # face down, camper 0 knows it
    assert state.observation(1)["discard_top"] == [None, False]


def test_a_single_card_is_replaced_in_one_step():
    state = setup()
    draw(state, 9)
    act(state, "camper 0 keeps the card in place of card 3")
    assert turn(state) == 1
    assert values(state, 0) == [1, 2, 9, 4, 5, 11]
    act(state, "camper 1 takes the top discard")
    act(state, "camper 1 puts it in place of card 1")
    assert values(state, 1) == [3, 7, 8, 9, 10, 12]
    assert site(state, 1, core.PUBLIC)[0] == [None, False]  # the face-down 3, as it lay


def test_the_last_card_slid_may_end_the_slide():
    state = setup()
    replace(state, [0], 9)
    act(state, "camper 0 slides card 2 last")
    assert labels(state) == ["camper 1 challenges camper 0", "camper 1 does not challenge"]


def test_replacing_a_single_face_up_card():
    state = setup()
    replace(state, [5], 9)
    act(state, "camper 0 discards the slid cards")
    assert state.observation(core.PUBLIC)["discard_top"] == [11, True]
    assert site(state, 0, core.PUBLIC)[5] == [None, False]  # the new card, face down


def _two_face_up_elevens():
    """Camper 0 ends up with face-up 11s at places 0 and 5."""
    state = setup()
    draw_and_discard(state, 9)  # camper 0
    draw_and_discard(state, 11)  # camper 1: an 11 face up on the discard pile
    replace(state, [0])  # camper 0 takes it in place of the face-down 1
    act(state, "camper 0 discards the slid cards")
    draw_and_discard(state, 6)  # camper 1
    assert site(state, 0, core.PUBLIC)[0] == [11, True]
    return state


def test_several_face_up_cards_only_if_they_all_have_the_same_value():
    state = _two_face_up_elevens()
    draw(state, 13)
    act(state, "camper 0 keeps the card, sliding card 1")
    assert can(state, "camper 0 slides card 6")  # the other 11
    state = setup()
    draw_and_discard(state, 9)
    draw_and_discard(state, 13)
    replace(state, [0])  # a face-up 13 in place of the 1
    act(state, "camper 0 discards the slid cards")
    draw_and_discard(state, 6)
    draw(state, 5)
    act(state, "camper 0 keeps the card, sliding card 1")
    assert not can(state, "camper 0 slides card 6")  # 11 does not match the 13
    assert can(state, "camper 0 slides card 2")  # face-down cards always may be slid


def test_matching_face_up_cards_go_without_a_challenge():
    state = _two_face_up_elevens()
    replace(state, [0, 5], 8)
    act(state, "camper 0 discards the slid cards")
    act(state, "camper 0 puts the new card at place 5")
    assert turn(state) == 1
    assert state.observation(core.PUBLIC)["discard_pile"][-2:] == [11, 11]


def test_face_down_discards_need_not_match_but_are_asked_from_the_left():
    state = _three()
    draw_and_discard(state, 6)  # camper 0
    replace(state, [0, 1], 9)  # camper 1 slides the face-down 6 and 7
    act(state, "camper 1 claims the slid cards match")
    assert labels(state) == ["camper 2 challenges camper 1", "camper 2 does not challenge"]
    act(state, "camper 2 does not challenge")
    assert labels(state) == ["camper 0 challenges camper 1", "camper 0 does not challenge"]
    act(state, "camper 0 does not challenge")
    assert turn(state) == 2


def test_unchallenged_slid_cards_go_face_down_with_face_up_ones_on_top():
    state = setup()
    replace(state, [1, 2, 5], 9)  # face-down 2 and 3 claimed to match the face-up 11
    act(state, "camper 0 claims the slid cards match")
    nobody_challenges(state, 0)
    act(state, "camper 0 puts the new card at place 2")
    public = state.observation(core.PUBLIC)
    assert public["discard_pile"] == [13, None, None, 11]
    assert public["discard_face_up"] == [True, False, False, True]
    assert state.observation(0)["discard_pile"] == [13, 2, 3, 11]
    assert values(state, 0) == [1, 9, 4, 5]


def test_the_new_card_takes_one_of_the_freed_spaces():
    state = setup()
    replace(state, [1, 3], 9)
    act(state, "camper 0 claims the slid cards match")
    nobody_challenges(state, 0)
    assert labels(state) == [
        "camper 0 puts the new card at place 2",
        "camper 0 puts the new card at place 3",
    ]
    act(state, "camper 0 puts the new card at place 3")
    assert values(state, 0) == [1, 3, 9, 5, 11]


def test_neighbouring_freed_spaces_leave_one_place_for_the_new_card_ruling_s13():
    state = setup()
    replace(state, [1, 2], 9)
    act(state, "camper 0 claims the slid cards match")
    nobody_challenges(state, 0)
    assert values(state, 0) == [1, 9, 4, 5, 11]
    assert turn(state) == 1


def test_the_new_card_keeps_the_orientation_it_was_drawn_in():
    state = setup()
    replace(state, [0])  # the face-up 13 from the discard pile
    act(state, "camper 0 discards the slid cards")
    assert site(state, 0, core.PUBLIC)[0] == [13, True]
    replace(state, [0], 9)  # camper 1: a deck card goes in face down
    act(state, "camper 1 discards the slid cards")
    assert site(state, 1, core.PUBLIC)[0] == [None, False]
    assert site(state, 1, 1)[0] == [9, False]


def test_successful_challenge_challenger_discards_to_the_bottom_bluffer_takes_cards_back():
    state = setup()
    replace(state, [0, 1], 9)  # the 1 and the 2 do not match: a bluff
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 challenges camper 0")
    assert state.observation()["last_challenge"] == {"by": 1, "against": 0, "caught": True}
    # 1. the successful challenger may discard 1 card, keeping it face down, to the bottom
    assert state.current_player() == 1
    assert "camper 1 discards nothing" in labels(state)
    act(state, "camper 1 discards card 3 to the bottom")
    assert state.observation(core.PUBLIC)["discard_pile"] == [None, 13]
    assert state.observation(1)["discard_pile"] == [8, 13]
    assert values(state, 1) == [6, 7, 9, 10, 12]
    # 2. the bluffer's slid cards go back, face up; the drawn card goes to either end
    assert site(state, 0, core.PUBLIC)[:2] == [[1, True], [2, True]]
    assert labels(state) == [
        "camper 0 adds the card at the left end of camper 0",
        "camper 0 adds the card at the right end of camper 0",
    ]
    act(state, "camper 0 adds the card at the left end of camper 0")
    assert site(state, 0, 0) == [[9, False], [1, True], [2, True], [3, False], [4, False]] + [
        [5, False],
        [11, True],
    ]
    assert turn(state) == 1


def test_a_drawn_face_up_card_stays_face_up_after_a_caught_bluff():
    state = setup()
    replace(state, [0, 1])  # the face-up 13 from the discard pile, sliding the 1 and 2
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 challenges camper 0")
    act(state, "camper 1 discards nothing")
    act(state, "camper 0 adds the card at the right end of camper 0")
    assert site(state, 0, core.PUBLIC)[-1] == [13, True]


def test_unsuccessful_challenge_challenger_takes_a_penalty_card_claimant_discards_one():
    state = setup(2, ([4, 4, 3, 2, 1], [6, 7, 8, 9, 10]))
    replace(state, [0, 1], 9)  # two 4s: no bluff
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 challenges camper 0")
    assert state.observation()["last_challenge"]["caught"] is False
    # the challenged cards are shown (ruling S6)
    assert site(state, 0, core.PUBLIC)[:2] == [[4, True], [4, True]]
    # 1. the challenger takes a face-down card from the deck, views it, adds it
    penalty = state.legal_actions()[6]
    assert state.action_to_string(penalty) == "player 2 takes a penalty 7"
    assert state.action_to_string(penalty, 0) == "player 2 takes a penalty card"
    state.apply_action(penalty)
    act(state, "camper 1 adds the card at the right end of camper 1")
    assert site(state, 1, 1)[-1] == [7, False]
    assert site(state, 1, 0)[-1] == [None, False]
    # 2. the camper who was not bluffing may discard 1 card (not a slid one) to the bottom
    assert "camper 0 discards card 1 to the bottom" not in labels(state)
    act(state, "camper 0 discards card 3 to the bottom")
    # then the slid cards go onto the discard pile (face up: they were shown)
    assert state.observation(core.PUBLIC)["discard_pile"] == [None, 13, 4, 4]
    assert values(state, 0) == [9, 2, 1, 11]
    assert turn(state) == 1


def test_the_first_camper_who_challenges_is_the_challenger_ruling_s5():
    state = _three()
    replace(state, [0, 1], 9)
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 does not challenge")
    act(state, "camper 2 challenges camper 0")
    assert state.observation()["last_challenge"] == {"by": 2, "against": 0, "caught": True}
    assert state.current_player() == 2  # its bonus discard; camper 1 is not asked again
