"""Scream!'s option `remember` (ruling S2): on, a camper's view keeps every face-down card they
have seen ("the table remembers for you"); off, the rulebook's memory game ("silently repeat
the cards you know"), it shows the face-down cards they look at now, until their next
decision, and the card in their hand."""

from test_scream_script import FLIP, HANDS, UPS, deal, play, setup, site

from engines import core, scream
from engines.rng import Rng
from support.script import act


def forgetful(start=0):
    state = scream.new_game(2, remember=False)
    act(state, "camper %d starts" % start)
    deal(state, HANDS, UPS, FLIP)
    return state


def _known(cards):
    return [card[0] for card in cards]


def test_with_remember_off_the_dealt_cards_stay_in_view_until_their_camper_decides():
    state = forgetful()
    assert _known(site(state, 0, 0)) == HANDS[0] + [UPS[0]]
    act(state, "camper 0 draws from the deck")
    assert _known(site(state, 0, 0)) == [None] * 5 + [UPS[0]]  # face up: everyone's
    assert _known(site(state, 1, 1)) == HANDS[1] + [UPS[1]]  # camper 1 has not decided


def test_with_remember_on_a_camper_keeps_seeing_the_cards_they_saw():
    state = setup()
    act(state, "camper 0 draws from the deck")
    assert _known(site(state, 0, 0)) == HANDS[0] + [UPS[0]]


def test_with_remember_off_a_peeked_card_leaves_the_view_at_the_peekers_next_decision():
    for remember in (True, False):
        state = scream.new_game(2, remember=remember)
        act(state, "camper 0 starts")
        deal(state, HANDS, UPS, FLIP)
        play(state, 5)
        act(state, "camper 0 views the deck top")
        act(state, "camper 0 sees a 4 on the deck")
        act(state, "camper 1 draws from the deck")
        assert state.observation(0)["drawn"] == [4, False]  # camper 0 still looks at it
        act(state, "camper 1 keeps the card, sliding card 1")
        act(state, "camper 1 discards the slid cards")
        assert site(state, 1, 0)[0] == [4, False]
        act(state, "camper 0 draws from the deck")  # a decision: camper 0 looks away
        assert site(state, 1, 0)[0] == [4 if remember else None, False], remember
        # camper 1 saw it in hand, and placed it face down with a decision
        assert site(state, 1, 1)[0] == [4 if remember else None, False], remember


def test_with_remember_off_the_drawn_card_stays_in_hand_until_it_is_placed():
    state = forgetful()
    act(state, "camper 0 draws from the deck")
    act(state, "camper 0 draws a 9")
    act(state, "camper 0 keeps the card, sliding card 1")
    assert state.observation(0)["drawn"] == [9, False]  # in hand through the decisions
    assert state.observation(1)["drawn"] == [None, False]
    act(state, "camper 0 discards the slid cards")
    assert site(state, 0, 0)[0] == [None, False]  # face down in the campsite: out of view
    assert state.observation()["campsites"][0][0] == [9, False]


def test_the_option_is_on_or_off_and_a_save_keeps_it():
    state = forgetful()
    act(state, "camper 0 draws from the deck")
    again = scream.deserialize(state.serialize())
    assert again.options == {"remember": False}
    assert again.observation(0) == state.observation(0)
    for bad in ("no", 2, None):
        try:
            scream.new_game(2, remember=bad)
        except ValueError as err:
            assert "remember" in str(err)
        else:
            raise AssertionError("remember=%r was taken" % (bad,))


def test_with_remember_off_a_view_is_the_same_whatever_the_hidden_cards_are():
    state = forgetful()
    act(state, "camper 0 draws from the deck")
    for seed in range(5):
        other = state.clone_for(0, Rng(seed))
        assert other.observation(0) == state.observation(0)
        assert other.observation(core.PUBLIC) == state.observation(core.PUBLIC)
