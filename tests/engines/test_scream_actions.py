"""Scream! card actions 5 to 13, each with and without a challenge (rulebook: Playing a
Card for Its Action, Card Actions)."""

from test_scream_script import (
    any_card,
    draw,
    nobody_challenges,
    play,
    quick_turn,
    setup,
    site,
    turn,
    values,
)

from engines import core
from support.script import act, can, labels

# setup(): camper 0 holds 1 2 3 4 5 face down and a face-up 11; camper 1 holds 6 7 8 9 10
# face down and a face-up 12; a 13 starts the discard pile.


def _public(state):
    return state.observation(core.PUBLIC)


# ---- playing a card for its action ------------------------------------------------------


def test_playing_a_card_for_its_action_discards_it_face_up_first():
    state = setup()
    play(state, 5)
    assert _public(state)["discard_top"] == [5, True]
    assert _public(state)["ability"] == 5


def test_an_action_with_nothing_to_act_on_cannot_be_played_ruling_s16():
    state = setup()
    while state.observation()["deck_size"] > 1:
        quick_turn(state)  # draws the lowest cards first: the 13s come last
    draw(state, 13)  # the deck's last card: nothing left for a 13 to give
    c = turn(state)
    assert not can(state, "camper %d plays the drawn 13" % c)
    assert can(state, "camper %d discards the drawn 13" % c)


# ---- card 5 -----------------------------------------------------------------------------


def test_5_views_any_face_down_card_in_any_campsite():
    state = setup()
    play(state, 5)
    assert labels(state) == [
        "camper 0 views the deck top",
        "camper 0 picks in camper 0's campsite",
        "camper 0 picks in camper 1's campsite",
    ]
    act(state, "camper 0 picks in camper 1's campsite")
    assert "camper 0 views card 6 of camper 1" not in labels(state)  # face up already
    act(state, "camper 0 views card 3 of camper 1")
    assert site(state, 1, 0)[2] == [8, False]
    assert site(state, 1, core.PUBLIC)[2] == [None, False]
    assert state.observation()["seen_by"][1][2] == 3  # both campers have seen it
    assert turn(state) == 1


def test_5_views_the_top_card_of_the_draw_deck():
    state = setup()
    play(state, 5)
    act(state, "camper 0 views the deck top")
    peek = [
        a for a in state.legal_actions() if state.action_to_string(a).endswith(" 7 on the deck")
    ]
    assert state.action_to_string(peek[0]) == "player 1 sees a 7 on the deck"
    assert state.action_to_string(peek[0], 1) == "player 1 looks at a deck card"
    state.apply_action(peek[0])
    assert state.observation(0)["deck_top"] == [[7, False]]
    assert state.observation(1)["deck_top"] == [[None, False]]
    # the deck's order is now known: camper 1 draws that very 7, and camper 0 knows it
    act(state, "camper 1 draws from the deck")
    assert state.current_player() == 1
    assert state.observation(1)["drawn"] == [7, False]
    assert state.observation(0)["drawn"] == [7, False]


def test_5_finds_only_itself_on_top_of_the_discard_pile():
    state = setup()
    _two_face_down_discards(state)  # camper 0 discards its 1 and 2 face down
    play(state, 5)  # camper 1: the 5 covers them
    assert not can(state, "camper 1 views the discard top")
    assert not can(state, "camper 1 views the 2nd discard")


def _two_face_down_discards(state):
    act(state, "camper 0 draws from the deck")
    act(state, "camper 0 draws a 9")
    act(state, "camper 0 keeps the card, sliding card 1")
    act(state, "camper 0 slides card 2")
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 does not challenge")


# ---- card 6 -----------------------------------------------------------------------------


def test_6_views_any_2_cards_from_different_places():
    state = setup()
    play(state, 6)
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 views card 1 of camper 1")
    assert turn(state) == 0  # one more to view
    act(state, "camper 0 views the deck top")
    act(state, "camper 0 sees a 9 on the deck")
    assert site(state, 1, 0)[0] == [6, False]
    assert state.observation(0)["deck_top"] == [[9, False]]
    assert turn(state) == 1


def test_6_views_the_card_under_itself_on_the_discard_pile_ruling_s14():
    state = setup()
    _two_face_down_discards(state)
    play(state, 6)  # camper 1
    assert not can(state, "camper 1 views the discard top")  # the face-up 6
    act(state, "camper 1 views the 2nd discard")
    assert state.observation(1)["discard_pile"][-2] == 2
    assert state.observation(core.PUBLIC)["discard_pile"][-2] is None


def test_6_views_1_or_2_cards_from_the_top_of_the_draw_deck():
    state = setup()
    play(state, 6)
    assert not can(state, "camper 0 views the 2nd deck card")  # only after the top card
    act(state, "camper 0 views the deck top")
    act(state, "camper 0 sees a 9 on the deck")
    act(state, "camper 0 views the 2nd deck card")
    act(state, "camper 0 sees a 3 on the deck")
    assert state.observation(0)["deck_top"] == [[9, False], [3, False]]
    assert state.observation(1)["deck_top"] == [[None, False], [None, False]]


# ---- card 7 -----------------------------------------------------------------------------


def test_7_pushes_a_face_down_card_forward_and_claims_any_card_with_an_action():
    state = setup()
    play(state, 7)
    assert labels(state) == ["camper 0 pushes card %d forward" % i for i in range(1, 6)]
    act(state, "camper 0 pushes card 5 forward")
    assert _public(state)["forward"] == [[0, 4]]
    assert labels(state) == ["camper 0 claims a %d" % v for v in (5, 6, 8, 9, 10, 11, 12, 13)]


def test_7_unchallenged_claim_uses_the_claimed_ability():
    state = setup()
    play(state, 7)
    act(state, "camper 0 pushes card 1 forward")  # really a 1: a bluff nobody checks
    act(state, "camper 0 claims a 5")
    assert _public(state)["claimed"] == 5
    act(state, "camper 1 does not challenge")
    assert site(state, 0, core.PUBLIC)[0] == [None, False]  # back in place, face down
    assert _public(state)["forward"] == []
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 views card 5 of camper 1")
    assert site(state, 1, 0)[4] == [10, False]


def test_7_challenged_and_not_bluffing_the_ability_still_happens():
    state = setup()
    play(state, 7)
    act(state, "camper 0 pushes card 5 forward")  # the 5
    act(state, "camper 0 claims a 5")
    act(state, "camper 1 challenges camper 0")
    assert site(state, 0, core.PUBLIC)[4] == [5, True]  # shown, and it stays face up
    act(state, "camper 1 takes a penalty 8")
    act(state, "camper 1 adds the card at the left end of camper 1")
    assert values(state, 1)[0] == 8
    act(state, "camper 0 discards card 5 to the bottom")  # the camper not bluffing
    assert _public(state)["discard_pile"][0] == 5
    act(state, "camper 0 picks in camper 1's campsite")  # and now the 5's ability
    act(state, "camper 0 views card 2 of camper 1")
    assert site(state, 1, 0)[1] == [6, False]
    assert turn(state) == 1


def test_7_caught_bluffing_keeps_the_card_face_up_and_takes_a_card_from_the_deck():
    state = setup()
    play(state, 7)
    act(state, "camper 0 pushes card 1 forward")  # a 1
    act(state, "camper 0 claims a 13")
    act(state, "camper 1 challenges camper 0")
    assert _public(state)["last_challenge"] == {"by": 1, "against": 0, "caught": True}
    act(state, "camper 1 discards nothing")
    act(state, "camper 0 takes a penalty 9")
    act(state, "camper 0 adds the card at the right end of camper 0")
    assert site(state, 0, 0) == [[1, True], [2, False], [3, False], [4, False], [5, False]] + [
        [11, True],
        [9, False],
    ]
    assert site(state, 0, 1)[-1] == [None, False]
    assert turn(state) == 1  # no ability


def test_7_claimed_8_discard_can_be_challenged_again():
    state = setup(2, ([8, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
    play(state, 7)
    act(state, "camper 0 pushes card 1 forward")
    act(state, "camper 0 claims a 8")
    act(state, "camper 1 does not challenge")
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 discards card 1 of camper 1 as lower than 8")  # the 6
    assert _public(state)["claim"] == "eight"
    act(state, "camper 1 challenges camper 0")
    assert _public(state)["last_challenge"]["caught"] is False
    assert _public(state)["discard_top"] == [6, True]
    act(state, "camper 1 takes a penalty 3")
    act(state, "camper 1 adds the card at the right end of camper 1")
    act(state, "camper 0 discards nothing")
    assert turn(state) == 1


def test_7_claims_can_not_be_7_ruling_s7():
    state = setup()
    play(state, 7)
    act(state, "camper 0 pushes card 2 forward")
    assert not can(state, "camper 0 claims a 7")
    assert not can(state, "camper 0 claims a 4")


# ---- card 8 -----------------------------------------------------------------------------


def test_8_discards_a_face_up_card_lower_than_8_without_a_challenge():
    state = setup(2, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]), (5, 12))
    play(state, 8)
    act(state, "camper 0 picks in camper 1's campsite")
    assert not can(state, "camper 0 discards card 6 of camper 1 as lower than 8")  # the 12
    act(state, "camper 0 discards card 5 of camper 1 as lower than 8")
    nobody_challenges(state, 0)
    state2 = setup(2, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]), (5, 12))
    play(state2, 8)
    act(state2, "camper 0 picks in camper 0's campsite")
    act(state2, "camper 0 discards card 6 of camper 0 as lower than 8")
    assert turn(state2) == 1  # nobody asked
    assert _public(state2)["discard_top"] == [5, True]


def test_8_discards_a_face_down_card_from_another_campsite_claimed_lower_than_8():
    state = setup()
    play(state, 8)
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 discards card 2 of camper 1 as lower than 8")  # the 7
    nobody_challenges(state, 0)
    assert values(state, 1) == [6, 8, 9, 10, 12]
    assert _public(state)["discard_top"] == [None, False]  # keeps its orientation
    assert state.observation(1)["discard_top"] == [7, False]
    assert state.observation(0)["discard_top"] == [None, False]


def test_8_wrong_about_another_campers_card_it_stays_face_up_there_and_you_take_a_card():
    state = setup()
    play(state, 8)
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 discards card 4 of camper 1 as lower than 8")  # a 9
    act(state, "camper 1 challenges camper 0")
    assert site(state, 1, core.PUBLIC)[3] == [9, True]
    assert _public(state)["forward"] == []
    act(state, "camper 1 discards card 4 to the bottom")  # the revealed 9 itself
    act(state, "camper 0 takes a penalty 2")
    act(state, "camper 0 adds the card at the left end of camper 0")
    assert site(state, 0, 0)[0] == [2, False]
    assert _public(state)["discard_pile"][0] == 9


def test_8_discards_the_top_card_of_the_draw_deck_unseen():
    state = setup()
    play(state, 8)
    act(state, "camper 0 discards the deck top as lower than 8")
    act(state, "deck card 1 is a 3")
    nobody_challenges(state, 0)
    for viewer in (0, 1, core.PUBLIC):
        assert state.observation(viewer)["discard_top"] == [None, False]
    assert state.observation()["discard_top"] == [3, False]
    assert state.observation()["discard_seen_by"][-1] == 0


def test_8_caught_on_the_deck_top_it_stays_face_up_and_is_the_penalty_card_ruling_s10():
    state = setup()
    play(state, 8)
    act(state, "camper 0 discards the deck top as lower than 8")
    act(state, "deck card 1 is a 12")
    act(state, "camper 1 challenges camper 0")
    act(state, "camper 1 discards nothing")
    act(state, "camper 0 adds the card at the right end of camper 0")
    assert site(state, 0, core.PUBLIC)[-1] == [12, True]


# ---- card 9 -----------------------------------------------------------------------------


def test_9_secretly_selects_a_number_from_the_face_up_cards_including_itself():
    state = setup()
    play(state, 9)
    assert labels(state) == ["camper 0 picks the number %d" % v for v in (9, 11, 12)]
    assert labels(state, 1) == ["camper 0 picks a number"] * 3
    act(state, "camper 0 picks the number 12")
    assert state.observation(0)["number"] == 12
    assert state.observation(1)["number"] is None


def test_9_slides_a_card_claimed_to_match_unchallenged_it_is_discarded():
    state = setup()
    play(state, 9)
    act(state, "camper 0 picks the number 9")
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 slides card 4 of camper 1 as the number")  # really a 9
    assert _public(state)["claim"] == "nine"
    nobody_challenges(state, 0)
    assert values(state, 1) == [6, 7, 8, 10, 12]
    assert _public(state)["discard_top"] == [None, False]


def test_9_challenged_bluff_the_card_stays_face_up_and_the_number_is_shown():
    state = setup()
    play(state, 9)
    act(state, "camper 0 picks the number 11")
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 slides card 1 of camper 1 as the number")  # a 6
    act(state, "camper 1 challenges camper 0")
    assert state.observation(1)["number"] == 11
    assert site(state, 1, core.PUBLIC)[0] == [6, True]
    act(state, "camper 1 discards nothing")
    act(state, "camper 0 takes a penalty 4")
    act(state, "camper 0 adds the card at the left end of camper 0")
    assert values(state, 1) == [6, 7, 8, 9, 10, 12]


def test_9_challenged_truth_the_card_is_discarded_and_the_challenger_pays():
    state = setup()
    play(state, 9)
    act(state, "camper 0 picks the number 9")
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 slides card 4 of camper 1 as the number")
    act(state, "camper 1 challenges camper 0")
    assert _public(state)["discard_top"] == [9, True]
    act(state, "camper 1 takes a penalty 4")
    act(state, "camper 1 adds the card at the left end of camper 1")
    act(state, "camper 0 discards card 1 to the bottom")
    assert values(state, 0) == [2, 3, 4, 5, 11]


def test_9_a_face_up_card_must_match_another_face_up_card_ruling_s8():
    state = setup(2, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]), (9, 12))
    play(state, 9)
    act(state, "camper 0 picks the number 12")
    act(state, "camper 0 picks in camper 1's campsite")
    assert not can(state, "camper 0 slides card 6 of camper 1 as the number")  # the lone 12
    state = setup(2, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]), (9, 12))
    play(state, 9)
    act(state, "camper 0 picks the number 9")
    act(state, "camper 0 picks in camper 0's campsite")
    act(state, "camper 0 slides card 6 of camper 0 as the number")  # matches the played 9
    assert turn(state) == 1  # a face-up match is no bluff: nobody is asked
    assert values(state, 0) == [1, 2, 3, 4, 5]


def test_9_activated_by_a_7_may_match_the_7_on_the_discard_pile():
    state = setup(2, ([9, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
    play(state, 7)
    act(state, "camper 0 pushes card 1 forward")
    act(state, "camper 0 claims a 9")
    act(state, "camper 1 does not challenge")
    assert labels(state) == ["camper 0 skips the claimed action"] + [
        "camper 0 picks the number %d" % v for v in (7, 11, 12)
    ]
    act(state, "camper 0 picks the number 7")
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 slides card 2 of camper 1 as the number")  # the other 7
    nobody_challenges(state, 0)
    assert values(state, 1) == [6, 8, 9, 10, 12]


# ---- card 10 ----------------------------------------------------------------------------


def test_10_discards_any_2_cards_from_campsites_or_the_deck():
    state = setup()
    play(state, 10)
    assert labels(state) == [
        "camper 0 discards the deck top",
        "camper 0 picks in camper 0's campsite",
        "camper 0 picks in camper 1's campsite",
    ]
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 discards card 6 of camper 1")  # the face-up 12
    act(state, "camper 0 picks in camper 0's campsite")
    act(state, "camper 0 discards card 6 of camper 0")  # the face-up 11
    assert turn(state) == 1  # all face up: nobody asked
    assert values(state, 0) == [1, 2, 3, 4, 5]
    assert values(state, 1) == [6, 7, 8, 9, 10]
    assert _public(state)["discard_pile"][-2:] == [12, 11]


def test_10_discards_the_top_2_cards_of_the_deck_face_down():
    state = setup()
    play(state, 10)
    act(state, "camper 0 discards the deck top")
    act(state, "deck card 1 is a 4")
    act(state, "camper 0 discards the 2nd deck card")
    act(state, "deck card 2 is a 13")
    nobody_challenges(state, 0)
    assert _public(state)["discard_pile"][-2:] == [None, None]
    assert state.observation()["discard_pile"][-2:] == [4, 13]


def test_10_face_down_discards_are_asked_but_can_not_be_a_bluff_ruling_s4():
    state = setup()
    play(state, 10)
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 discards card 5 of camper 1")
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 discards card 1 of camper 1")
    assert _public(state)["claim"] == "ten"
    act(state, "camper 1 challenges camper 0")
    assert _public(state)["last_challenge"]["caught"] is False
    assert _public(state)["discard_pile"][-2:] == [10, 6]  # shown by the challenge
    act(state, "camper 1 takes a penalty 1")
    act(state, "camper 1 adds the card at the left end of camper 1")
    act(state, "camper 0 discards nothing")
    assert values(state, 1) == [1, 7, 8, 9, 12]


# ---- card 11 ----------------------------------------------------------------------------


def test_11_exchanges_two_campsite_cards_in_place_and_knowledge_follows_them():
    state = setup()
    play(state, 11)
    act(state, "camper 0 picks in camper 0's campsite")
    act(state, "camper 0 exchanges card 1 of camper 0")
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 exchanges it with card 3 of camper 1")
    assert values(state, 0) == [8, 2, 3, 4, 5, 11]
    assert values(state, 1) == [6, 7, 1, 9, 10, 12]
    # face-down cards remain face down; each camper still knows the card they had seen
    assert site(state, 0, 0)[0] == [None, False]
    assert site(state, 1, 0)[2] == [1, False]
    assert site(state, 0, 1)[0] == [8, False]


def test_11_exchanges_with_the_top_of_the_deck_keeping_orientation():
    state = setup()
    play(state, 11)
    act(state, "camper 0 picks in camper 0's campsite")
    act(state, "camper 0 exchanges card 6 of camper 0")  # the face-up 11
    act(state, "camper 0 exchanges it with the deck top")
    act(state, "deck card 1 is a 4")
    # a card nobody looked at, now in camper 0's campsite, is hidden from everyone
    for viewer in (0, 1, core.PUBLIC):
        assert site(state, 0, viewer)[5] == [None, False]
    assert _public(state)["deck_top"] == [[11, True]]
    act(state, "camper 1 draws from the deck")  # that face-up 11, drawn face up
    assert _public(state)["drawn"] == [11, True]


def test_11_exchanges_the_top_2_cards_of_the_deck_or_of_the_discard_pile():
    state = setup()
    play(state, 11)
    assert not can(state, "camper 0 exchanges the 2nd deck card")
    act(state, "camper 0 exchanges the discard top")  # the 11 just played
    act(state, "camper 0 exchanges it with the 2nd discard")
    assert _public(state)["discard_pile"] == [11, 13]
    play(state, 11)  # camper 1
    act(state, "camper 1 exchanges the deck top")
    act(state, "deck card 1 is a 5")
    act(state, "camper 1 exchanges it with the 2nd deck card")
    act(state, "deck card 2 is a 6")
    assert state.observation()["deck_top"] == [[6, False], [5, False]]


# ---- card 12 ----------------------------------------------------------------------------


def test_12_views_a_card_then_exchanges_it():
    state = setup()
    play(state, 12)
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 views card 5 of camper 1 to exchange")
    assert site(state, 1, 0)[4] == [10, False]
    act(state, "camper 0 picks in camper 0's campsite")
    act(state, "camper 0 exchanges it with card 1 of camper 0")
    assert values(state, 0)[0] == 10 and values(state, 1)[4] == 1


def test_12_may_view_without_exchanging():
    state = setup()
    play(state, 12)
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 views card 5 of camper 1 to exchange")
    act(state, "camper 0 does not exchange")
    assert values(state, 1)[4] == 10 and turn(state) == 1


def test_12_views_the_top_deck_card_and_exchanges_it_with_the_2nd():
    state = setup()
    play(state, 12)
    act(state, "camper 0 views the deck top to exchange")
    act(state, "camper 0 sees a 13 on the deck")
    act(state, "camper 0 exchanges it with the 2nd deck card")
    act(state, "deck card 2 is a 2")
    assert state.observation(0)["deck_top"] == [[None, False], [13, False]]
    assert state.observation()["deck_top"] == [[2, False], [13, False]]


# ---- card 13 ----------------------------------------------------------------------------


def test_13_gives_the_top_deck_card_to_any_camper_face_down_unseen():
    state = setup()
    play(state, 13)
    assert labels(state) == ["camper 0 gives the top deck card to camper %d" % c for c in (0, 1)]
    act(state, "camper 0 gives the top deck card to camper 1")
    act(state, "deck card 1 is a 13")
    act(state, "camper 0 adds the card at the left end of camper 1")
    assert values(state, 1) == [13, 6, 7, 8, 9, 10, 12]
    for viewer in (0, 1, core.PUBLIC):  # nobody looked at it
        assert site(state, 1, viewer)[0] == [None, False]
    assert turn(state) == 1


def test_7_you_may_do_the_ability_you_claimed_or_skip_it():
    state = setup()
    play(state, 7)
    act(state, "camper 0 pushes card 1 forward")
    act(state, "camper 0 claims a 10")
    act(state, "camper 1 does not challenge")
    assert labels(state)[0] == "camper 0 discards the deck top"
    assert "camper 0 skips the claimed action" in labels(state)
    act(state, "camper 0 skips the claimed action")
    assert turn(state) == 1
    for claim in (9, 13):
        state = setup()
        play(state, 7)
        act(state, "camper 0 pushes card 1 forward")
        act(state, "camper 0 claims a %d" % claim)
        act(state, "camper 1 does not challenge")
        act(state, "camper 0 skips the claimed action")
        assert turn(state) == 1


def test_a_played_card_must_perform_its_action_completely():
    state = setup()
    play(state, 10)
    assert "camper 0 skips the claimed action" not in labels(state)


def _first_choice_of(value):
    """How each card's action starts (its first decision's label, for camper 0)."""
    return {
        5: "camper 0 views the deck top",
        6: "camper 0 views the deck top",
        8: "camper 0 discards the deck top as lower than 8",
        9: "camper 0 picks the number 11",
        10: "camper 0 discards the deck top",
        11: "camper 0 exchanges the deck top",
        12: "camper 0 views the deck top to exchange",
        13: "camper 0 gives the top deck card to camper 1",
    }[value]


def test_every_claimed_action_challenged_in_vain_still_happens():
    for value in (5, 6, 8, 9, 10, 11, 12, 13):
        state = setup(2, ([value, 1, 2, 3, 4], [6, 7, 8, 9, 10]))
        play(state, 7)
        act(state, "camper 0 pushes card 1 forward")
        act(state, "camper 0 claims a %d" % value)
        act(state, "camper 1 challenges camper 0")
        any_card(state)  # camper 1's penalty card
        act(state, "camper 1 adds the card at the left end of camper 1")
        act(state, "camper 0 discards nothing")
        assert can(state, _first_choice_of(value)), (value, labels(state))
        assert _public(state)["ability"] == value


def test_every_claimed_action_caught_as_a_bluff_does_not_happen():
    for value in (5, 6, 8, 9, 10, 11, 12, 13):
        state = setup(2, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
        play(state, 7)
        act(state, "camper 0 pushes card 1 forward")  # a 1
        act(state, "camper 0 claims a %d" % value)
        act(state, "camper 1 challenges camper 0")
        act(state, "camper 1 discards nothing")
        any_card(state)  # camper 0's penalty card
        act(state, "camper 0 adds the card at the left end of camper 0")
        assert turn(state) == 1, value
