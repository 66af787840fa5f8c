"""Scream! hidden information: who has seen which card, in observations and labels (rulebook:
"secretly look", "you may not look at it", "If you view a face down card, always look at it
secretly"; rulings S2, S3)."""

from test_scream_script import nobody_challenges, play, setup, site

from engines import core, scream
from engines.bots import RandomBot
from engines.rng import Rng
from support.script import act


def _visible(value_bits, seen_by, face_up, viewer):
    return viewer is None or face_up or viewer >= 0 and seen_by & (1 << viewer)


def _check_every_view(state):
    """Every hidden value is None, every value the viewer may see is shown."""
    full = state.observation()
    n = state.num_players
    for viewer in [core.PUBLIC] + list(range(n)):
        view = state.observation(viewer)
        for c in range(n):
            for i in range(len(full["campsites"][c])):
                value, up = full["campsites"][c][i]
                shown = view["campsites"][c][i][0]
                ok = _visible(value, full["seen_by"][c][i], up, viewer)
                assert shown == (value if ok else None), (viewer, c, i, full, view)
        for i in range(len(full["discard_pile"])):
            up = full["discard_face_up"][i]
            ok = _visible(0, full["discard_seen_by"][i], up, viewer)
            assert view["discard_pile"][i] == (full["discard_pile"][i] if ok else None)
        for i in range(len(full["deck_top"])):
            value, up = full["deck_top"][i]
            ok = _visible(0, full["deck_top_seen_by"][i], up, viewer)
            assert view["deck_top"][i][0] == (value if ok else None)
        assert view["deck_counts"] is None


def test_a_card_nobody_looked_at_stays_hidden_from_everyone():
    state = setup()
    play(state, 13)
    act(state, "camper 0 gives the top deck card to camper 0")
    act(state, "deck card 1 is a 2")
    act(state, "camper 0 adds the card at the right end of camper 0")
    assert site(state, 0)[-1] == [2, False]
    for viewer in (0, 1, core.PUBLIC):
        assert site(state, 0, viewer)[-1] == [None, False]
    assert state.observation()["seen_by"][0][-1] == 0


def test_the_public_view_shows_face_up_cards_only():
    state = setup()
    public = state.observation(core.PUBLIC)
    assert public["campsites"] == [
        [[None, False]] * 5 + [[11, True]],
        [[None, False]] * 5 + [[12, True]],
    ]
    assert public["deck_counts"] is None and public["discard_top"] == [13, True]


def test_what_a_camper_saw_follows_the_card_when_it_moves_ruling_s2():
    state = setup()
    play(state, 5)
    act(state, "camper 0 picks in camper 1's campsite")
    act(state, "camper 0 views card 2 of camper 1")  # a 7
    play(state, 11)  # camper 1 swaps that card into camper 0's campsite
    act(state, "camper 1 picks in camper 1's campsite")
    act(state, "camper 1 exchanges card 2 of camper 1")
    act(state, "camper 1 picks in camper 0's campsite")
    act(state, "camper 1 exchanges it with card 5 of camper 0")
    assert site(state, 0, 0)[4] == [7, False]  # camper 0 still knows the 7
    assert site(state, 1, 0)[1] == [5, False]  # and its own old 5, now with camper 1
    assert site(state, 1, 1)[1] == [None, False]  # camper 1 never saw the 5


def test_a_peeked_deck_card_is_remembered_when_another_camper_draws_it():
    state = setup()
    play(state, 5)
    act(state, "camper 0 views the deck top")
    act(state, "camper 0 sees a 4 on the deck")
    act(state, "camper 1 draws from the deck")
    act(state, "camper 1 keeps the card, sliding card 1")
    act(state, "camper 1 discards the slid cards")
    assert site(state, 1, 0)[0] == [4, False]
    assert site(state, 1, core.PUBLIC)[0] == [None, False]


def test_unchallenged_face_down_discards_stay_hidden_at_the_end_of_the_game():
    state = setup()
    act(state, "camper 0 draws from the deck")
    act(state, "camper 0 draws a 9")
    act(state, "camper 0 keeps the card, sliding card 1")
    act(state, "camper 0 slides card 2")
    act(state, "camper 0 claims the slid cards match")
    nobody_challenges(state, 0)
    assert state.observation(1)["discard_pile"][-2:] == [None, None]


def test_face_down_deal_and_draw_labels_are_the_same_for_every_value_for_others():
    state = scream.new_game(3)
    act(state, "camper 0 starts")
    public = set(state.action_to_string(a, core.PUBLIC) for a in state.legal_actions())
    other = set(state.action_to_string(a, 1) for a in state.legal_actions())
    mine = set(state.action_to_string(a, 0) for a in state.legal_actions())
    assert public == {"deal a face-down card to player 1"} and other == public
    assert len(mine) == 13


def test_random_games_never_show_a_hidden_value_to_anyone():
    for players in (2, 3, 5):
        rng = Rng(40 + players)
        bot = RandomBot(rng)
        state = scream.new_game(players)
        steps = 0
        while not state.is_terminal() and steps < 400:
            if steps % 7 == 0:
                _check_every_view(state)
            if state.current_player() == core.CHANCE:
                outcomes = state.chance_outcomes()
                labels = set(state.action_to_string(a, core.PUBLIC) for a, _ in outcomes)
                phase = state.observation()["phase"]
                if len(labels) > 1:  # only a face-up deal or the flip names its card
                    assert phase in ("deal", "flip", "start"), (phase, labels)
                state.apply_action(rng.weighted(outcomes))
            else:
                state.apply_action(bot.choose(state))
            steps += 1


def _cards(counts):
    out = []
    for value in range(len(counts)):
        out.extend([value] * counts[value])
    return out


def test_a_bot_searches_on_a_copy_where_what_it_cannot_know_is_reshuffled():
    state = setup()
    unseen = sorted([1, 2, 3, 4, 5] + _cards(state.observation()["deck_counts"]))
    changed = False
    for seed in range(1, 6):
        twin = state.clone_for(1, Rng(seed))
        assert twin.observation(1) == state.observation(1)
        assert site(twin, 1) == site(state, 1)  # camper 1's own cards stay
        hidden = [value for value, _ in site(twin, 0)[:5]]
        assert sorted(hidden + _cards(twin.observation()["deck_counts"])) == unseen
        changed = changed or hidden != [1, 2, 3, 4, 5]
    assert changed


def test_a_clone_shares_no_mutable_part_with_its_original():
    state = setup()
    play(state, 5)
    twin = state.clone()
    assert twin.observation() == state.observation() and twin.history() == state.history()
    act(twin, "camper 0 picks in camper 1's campsite")
    act(twin, "camper 0 views card 1 of camper 1")
    assert twin.observation() != state.observation()
    assert state.observation()["seen_by"][1][0] == 2  # the original is untouched
    assert len(twin.history()) == len(state.history()) + 2
    fields = state.__dict__
    for name in fields:
        value = fields[name]
        if type(value) in (list, dict, bytearray):
            assert value is not twin.__dict__[name], name
            if type(value) is list:
                for i in range(len(value)):
                    if type(value[i]) is list:
                        assert value[i] is not twin.__dict__[name][i], name
