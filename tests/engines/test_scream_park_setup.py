"""Scream Park set-up, picking and passing: a test per rulebook sentence (and ruling).

Dual: pytest and the MicroPython VM."""

from test_scream_park_helpers import (
    auto,
    day_over,
    deal,
    setup,
    vip_card,
)

from engines import core
from engines import scream_park as sp
from engines import scream_park_data as data
from support.expect import raises
from support.script import play

# ---- set-up ------------------------------------------------------------------------------------


def test_each_player_takes_two_staff_to_start():
    assert sp.new_game(4).observation()["staff"] == [2, 2, 2, 2]


def test_bad_player_counts_and_options_are_refused():
    for players in (0, 6, -1):
        raises(ValueError, sp.new_game, players)
    raises(ValueError, sp.new_game, 2, expansion=True)


def test_a_random_vip_card_is_placed_for_each_day():
    state = sp.new_game(2)
    assert len(state.chance_outcomes()) == len(data.VIPS) == 10
    play(state, sp.DRAW_VIP + vip_card("goth"))
    assert sp.DRAW_VIP + vip_card("goth") not in state.legal_actions()
    play(state, sp.DRAW_VIP + vip_card("critic"), sp.DRAW_VIP + vip_card("haunt brat"))
    view = state.observation(core.PUBLIC)
    assert view["vips"] == [vip_card("goth"), vip_card("critic"), vip_card("haunt brat")]
    assert view["vip"] == vip_card("goth") and view["day"] == 1


def test_two_theme_cards_are_dealt_to_each_player_who_keeps_one():
    state = sp.new_game(2)
    play(state, sp.DRAW_VIP + 0, sp.DRAW_VIP + 1, sp.DRAW_VIP + 2)
    play(state, sp.DEAL_THEME + 4, sp.DEAL_THEME + 7, sp.DEAL_THEME + 0, sp.DEAL_THEME + 9)
    assert state.observation(0)["theme_offers"] == [[4, 7], [None, None]]
    assert state.legal_actions() == [sp.KEEP_THEME + 4, sp.KEEP_THEME + 7]
    play(state, sp.KEEP_THEME + 7)
    assert state.legal_actions() == [sp.KEEP_THEME + 0, sp.KEEP_THEME + 9]
    play(state, sp.KEEP_THEME + 0)
    view = state.observation(core.PUBLIC)
    assert view["theme"] == [7, 0]
    assert view["theme_offers"] == [[], []]  # the unused theme cards go back to the box


def test_a_kept_theme_stays_secret_until_everyone_has_kept_one():  # ruling P5
    state = sp.new_game(2)
    play(state, sp.DRAW_VIP + 0, sp.DRAW_VIP + 1, sp.DRAW_VIP + 2)
    play(state, sp.DEAL_THEME + 1, sp.DEAL_THEME + 2, sp.DEAL_THEME + 3, sp.DEAL_THEME + 4)
    assert state.action_to_string(sp.KEEP_THEME + 1, core.PUBLIC) == "player 1 keeps a theme"
    play(state, sp.KEEP_THEME + 1)
    assert state.observation(1)["theme"] == [None, None]
    assert state.observation(0)["theme"] == [1, None]
    assert (
        state.action_to_string(sp.KEEP_THEME + 4, core.PUBLIC)
        == "player 2 keeps theme zombie+slasher"
    )
    play(state, sp.KEEP_THEME + 4)
    assert state.observation(core.PUBLIC)["theme"] == [1, 4]


def test_each_player_is_dealt_eight_scene_cards_to_start_a_day():
    state = setup(3)
    assert state.observation()["phase"] == "deal"
    auto(state, lambda s: s.observation()["phase"] != "deal")
    view = state.observation()
    assert [len(hand) for hand in view["hands"]] == [8, 8, 8]
    assert view["deck_size"] == 120 - 24 and view["phase"] == "pick"


def test_hands_are_private():
    state = setup(2)
    label = state.action_to_string(state.legal_actions()[0], 1)
    assert label == "deal a card to player 1"
    deal(state, [[], []])
    assert state.observation(1)["hands"][0] == [None] * 8
    assert state.observation(core.PUBLIC)["hands"] == [[None] * 8, [None] * 8]
    assert state.observation(0)["hands"][0] == state.observation()["hands"][0]


# ---- picking and passing ---------------------------------------------------------------------


def test_each_player_picks_two_cards_in_secret():
    state = setup(2)
    deal(state, [[], []])
    hand = state.observation()["hands"][0]
    assert state.legal_actions() == [sp.PICK + card for card in hand]
    assert state.action_to_string(sp.PICK + hand[0], core.PUBLIC) == "player 1 picks a card"
    assert state.action_to_string(sp.PICK + hand[0], 1) == "player 1 picks a card"
    assert state.action_to_string(sp.PICK + hand[0], 0) == "player 1 picks card %d" % hand[0]
    play(state, sp.PICK + hand[0])
    assert state.current_player() == 0  # a pick of two is two small decisions
    assert state.legal_actions() == [sp.PICK + card for card in hand[1:]]
    play(state, sp.PICK + hand[1])
    assert state.current_player() == 1
    assert state.observation(1)["picked"] == [[None, None], []]
    assert state.observation(core.PUBLIC)["picked"][0] == [None, None]
    assert state.observation(0)["picked"][0] == hand[:2]


def test_picks_show_once_everyone_has_picked():
    state = setup(2)
    deal(state, [[], []])
    hands = state.observation()["hands"]
    play(state, sp.PICK + hands[0][0], sp.PICK + hands[0][1], sp.PICK + hands[1][0])
    last = sp.PICK + hands[1][1]
    assert state.action_to_string(last, core.PUBLIC) == "player 2 picks card %d" % hands[1][1]
    play(state, last)
    view = state.observation(core.PUBLIC)
    assert view["picked"] == [hands[0][:2], hands[1][:2]]
    assert view["phase"] == "use" and view["to_move"] == 0


def test_both_picked_cards_are_used_before_the_next_player_uses_theirs():
    state = setup(2)
    deal(state, [[], []])
    hands = state.observation()["hands"]
    play(state, sp.PICK + hands[0][0], sp.PICK + hands[0][1])
    play(state, sp.PICK + hands[1][0], sp.PICK + hands[1][1])
    play(state, sp.DISCARD + hands[0][0])
    assert state.current_player() == 0
    assert state.observation()["picked"][0] == [hands[0][1]]
    play(state, sp.DISCARD + hands[0][1])
    assert state.current_player() == 1


def _hands_after_one_turn(day):
    state = setup(3)
    auto(state, lambda s: s.observation()["day"] == day and s.observation()["phase"] == "pick")
    before = state.observation()["hands"]
    auto(state, lambda s: s.observation()["turn"] == 2)
    after = state.observation()["hands"]
    return before, after


def test_hands_pass_left_on_friday():  # ruling P13: left is to the next seat, p0 -> p1
    before, after = _hands_after_one_turn(1)
    for p in range(3):
        assert after[(p + 1) % 3] == before[p][2:]  # auto picks the two lowest cards


def test_hands_pass_right_on_saturday():
    before, after = _hands_after_one_turn(2)
    for p in range(3):
        assert after[(p - 1) % 3] == before[p][2:]


def test_hands_pass_left_on_sunday():
    before, after = _hands_after_one_turn(3)
    for p in range(3):
        assert after[(p + 1) % 3] == before[p][2:]


def test_the_pass_direction_is_shown_for_the_day():
    state = setup(2)
    assert state.observation(core.PUBLIC)["pass"] == "left"
    auto(state, lambda s: s.observation()["day"] == 2)
    assert state.observation(core.PUBLIC)["pass"] == "right"
    auto(state, lambda s: s.observation()["day"] == 3)
    assert state.observation(core.PUBLIC)["pass"] == "left"


def test_a_day_is_four_picks_of_two_until_the_hands_are_gone():
    state = setup(2)
    turns = []
    auto(state, lambda s: turns.append(s.observation()["turn"]) or day_over(1)(s))
    assert max(turns) == 4
    view = state.observation()
    assert view["hands"] == [[], []] and view["day"] == 2 and view["turn"] == 1
    assert view["staff"] == [2 + 8 * 2, 2 + 8 * 2]  # 8 cards each, all discarded
    assert len(view["discard"]) == 16


def test_the_game_ends_after_the_third_day():
    state = setup(2)
    auto(state)
    view = state.observation()
    assert state.is_terminal() and view["phase"] == "over" and view["day"] == 3
    assert None not in view["day_scores"] and view["final"] is not None
    assert view["deck_size"] == 120 - 3 * 16
