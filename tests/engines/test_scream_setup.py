"""Scream! components, setup and the shape of a turn (rulebook: Components, Setup, Game
Turns, Drawing a Card, Discarding a Card)."""

from test_scream_script import (
    draw,
    draw_and_discard,
    new,
    replace,
    setup,
    site,
    turn,
    values,
)

from engines import core, scream
from engines import scream_data as data
from support.expect import raises
from support.script import act, can, labels


def test_components_1s_to_4s_five_of_each_5s_to_13s_six_of_each():
    assert [data.COPIES[v] for v in range(1, 5)] == [5, 5, 5, 5]
    assert [data.COPIES[v] for v in range(5, 14)] == [6] * 9
    assert sum(data.COPIES) == data.ALL_CARDS == 74


def test_fewer_than_5_campers_remove_one_full_set_of_cards():
    for campers in (2, 3, 4):
        assert sum(data.deck_for(campers)) == 74 - 13
        assert [data.deck_for(campers)[v] for v in (1, 4, 5, 13)] == [4, 4, 5, 5]
    assert data.deck_for(5) == data.COPIES
    for campers in (2, 3, 4, 5):
        state = new(campers)
        assert sum(state.observation()["deck_counts"]) == sum(data.deck_for(campers))


def test_scream_takes_2_to_5_campers_and_no_options():
    for campers in (2, 3, 4, 5):
        assert scream.new_game(campers).num_players == campers
    for campers in (0, 1, 6):
        raises(ValueError, scream.new_game, campers)
    raises(ValueError, scream.new_game, 3, rounds=5)
    assert scream.GAME["low_score_wins"] is True


def test_a_random_start_camper_is_chosen_by_chance():
    state = scream.new_game(4)
    assert state.current_player() == core.CHANCE
    assert [w for _, w in state.chance_outcomes()] == [1, 1, 1, 1]
    act(state, "camper 2 starts")
    assert state.observation()["start_camper"] == 2


def test_each_camper_gets_5_face_down_cards_and_1_face_up_card():
    state = setup(3, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [1, 1, 2, 2, 3]), (11, 12, 13), 7)
    for c in range(3):
        faces = [up for _, up in site(state, c)]
        assert faces == [False] * 5 + [True]
    assert site(state, 2, core.PUBLIC) == [[None, False]] * 5 + [[13, True]]


def test_each_camper_looks_at_their_own_face_down_cards_only():
    state = setup()
    assert site(state, 0, 0) == [[1, False], [2, False], [3, False], [4, False], [5, False]] + [
        [11, True]
    ]
    assert site(state, 1, 0) == [[None, False]] * 5 + [[12, True]]
    assert site(state, 0, 1) == [[None, False]] * 5 + [[11, True]]


def test_the_deal_order_is_the_campsite_order_ruling_s1():
    state = setup(2, ([5, 1, 4, 2, 3], [10, 6, 9, 7, 8]))
    assert values(state, 0) == [5, 1, 4, 2, 3, 11]
    assert values(state, 1) == [10, 6, 9, 7, 8, 12]


def test_face_down_deals_are_hidden_in_labels_of_other_campers():
    state = new(2)
    action = state.legal_actions()[4]
    assert state.action_to_string(action) == "deal a face-down 5 to player 1"
    assert state.action_to_string(action, 0) == "deal a face-down 5 to player 1"
    assert state.action_to_string(action, 1) == "deal a face-down card to player 1"
    assert state.action_to_string(action, core.PUBLIC) == "deal a face-down card to player 1"


def test_the_top_card_of_the_deck_starts_the_discard_pile_face_up():
    state = setup()
    obs = state.observation(core.PUBLIC)
    assert obs["discard_top"] == [13, True]
    assert obs["deck_size"] == 61 - 12 - 1


def test_campers_take_turns_clockwise_beginning_with_the_start_camper():
    state = setup(3, ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [1, 1, 2, 2, 3]), (11, 12, 13), 7, 2)
    seen = []
    for _ in range(4):
        seen.append(turn(state))
        draw_and_discard(state, 6)
    assert seen == [2, 0, 1, 2]


def test_a_turn_is_draw_from_the_deck_draw_from_the_discard_pile_or_scream():
    state = setup()
    assert labels(state) == ["camper 0 draws from the deck", "camper 0 takes the top discard"]


def test_scream_only_with_2_or_fewer_cards_at_the_start_of_the_turn():
    state = setup()
    # camper 0 slides four face-down cards and the face-up 11 while claiming they match:
    # nobody challenges, so 2 cards remain (the new one and the last face-down card)
    replace(state, [0, 1, 2, 3, 5], 3)
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 does not challenge")
    act(state, "camper 0 puts the new card at place 2")  # left or right of the 5
    assert site(state, 0, 0) == [[5, False], [3, False]]
    assert not can(state, "camper 1 screams")  # camper 1 has 6 cards
    draw_and_discard(state, 6)
    assert can(state, "camper 0 screams")


def test_a_deck_card_may_be_played_for_its_action_kept_or_discarded():
    state = setup()
    draw(state, 5)
    got = labels(state)
    assert "camper 0 plays the drawn 5" in got
    assert "camper 0 discards the drawn 5" in got
    assert "camper 0 keeps the card, sliding card 1" in got


def test_cards_1_to_4_have_no_action():
    for value in (1, 2, 3, 4):
        state = setup()
        draw(state, value)
        assert not can(state, "camper 0 plays the drawn %d" % value)
        assert can(state, "camper 0 discards the drawn %d" % value)


def test_cards_5_to_13_have_an_action():
    for value in range(5, 14):
        state = setup()
        draw(state, value)
        assert can(state, "camper 0 plays the drawn %d" % value), value


def test_you_must_secretly_look_at_a_deck_card_others_may_not_see_it():
    state = setup()
    draw(state, 9)
    assert state.observation(0)["drawn"] == [9, False]
    assert state.observation(1)["drawn"] == [None, False]
    assert state.observation(core.PUBLIC)["drawn"] == [None, False]
    for action in state.legal_actions():
        if state.action_to_string(action) == "player 1 discards the drawn 9":
            assert (
                state.action_to_string(action, core.PUBLIC) == "player 1 discards the drawn card"
            )


def test_discarding_a_drawn_card_puts_it_face_up_on_the_discard_pile_and_ends_the_turn():
    state = setup()
    draw_and_discard(state, 9)
    assert state.observation(core.PUBLIC)["discard_top"] == [9, True]
    assert turn(state) == 1


def test_a_discard_pile_card_may_only_replace_cards():
    state = setup()
    act(state, "camper 0 takes the top discard")
    got = labels(state)
    assert got == ["camper 0 slides card %d" % i for i in range(1, 7)] + [
        "camper 0 puts it in place of card %d" % i for i in range(1, 7)
    ]  # no play, no discard


def test_a_face_down_discard_pile_card_is_drawn_without_looking():
    state = setup()
    # camper 0 slides two face-down cards (1 and 2) claiming a match, unchallenged:
    # they go face down onto the discard pile, the 2 on top
    replace(state, [0, 1], 6)
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 does not challenge")
    assert state.observation(core.PUBLIC)["discard_top"] == [None, False]
    assert state.observation(0)["discard_top"] == [2, False]  # camper 0 knew it
    act(state, "camper 1 takes the top discard")
    assert state.observation(1)["drawn"] == [None, False]  # camper 1 may not look
    assert state.observation(0)["drawn"] == [2, False]
    act(state, "camper 1 slides card 1")
    act(state, "camper 1 discards the slid cards")
    assert site(state, 1, 1)[0] == [None, False]  # placed face down, as drawn
    assert site(state, 1, 0)[0] == [2, False]


def test_a_camper_with_an_empty_campsite_may_only_draw_from_the_deck_or_scream():
    state = setup()
    replace(state, [0, 1, 2, 3, 4], 3)  # five face-down cards and ...
    act(state, "camper 0 slides card 6")  # ... the face-up 11: one card left after
    act(state, "camper 0 claims the slid cards match")
    act(state, "camper 1 does not challenge")
    draw_and_discard(state, 6)
    # camper 0 has one card left (the face-down 3): an 8 discards it
    draw(state, 8)
    act(state, "camper 0 plays the drawn 8")
    act(state, "camper 0 picks in camper 0's campsite")
    act(state, "camper 0 discards card 1 of camper 0 as lower than 8")
    act(state, "camper 1 does not challenge")
    assert site(state, 0) == []
    draw_and_discard(state, 6)
    assert labels(state) == ["camper 0 draws from the deck", "camper 0 screams"]
    draw(state, 7)
    assert "camper 0 plays the drawn 7" not in labels(state)  # no face-down card to claim
    assert labels(state) == ["camper 0 discards the drawn 7"]
