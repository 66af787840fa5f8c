"""The engine core: the registry and the contract the base State keeps for every game."""

import engines
from engines import core
from engines.rng import Rng
from support import fixture_game
from support.expect import raises


def test_unknown_game_name_lists_the_known_games():
    err = raises(ValueError, engines.load, "monopoly")
    for name in engines.NAMES:
        assert name in str(err)


def _forget(*names):
    """As at boot: these games' modules not loaded yet (another test may have imported them)."""
    import sys

    for key in list(sys.modules):
        if key[len("engines.") :] in names and key.startswith("engines."):
            del sys.modules[key]
            if key[len("engines.") :] in engines.__dict__:
                delattr(engines, key[len("engines.") :])


def test_unloading_a_game_gives_its_modules_back():
    import sys

    _forget("tycoon", "tycoon_data")
    module = engines.load("tycoon")
    assert module.GAME["name"] == "tycoon" and "engines.tycoon_data" in sys.modules
    engines.unload("tycoon")
    assert "engines.tycoon" not in sys.modules and "engines.tycoon_data" not in sys.modules
    assert "tycoon" not in engines.__dict__ and "tycoon_data" not in engines.__dict__
    assert "engines.core" in sys.modules  # the shared core stays


def test_unloading_scream_leaves_scream_park_loaded():
    import sys

    park = ("scream_park", "scream_park_data", "scream_park_score")
    _forget("scream", "scream_data", *park)
    engines.load("scream_park")
    engines.load("scream")
    engines.unload("scream")
    assert "engines.scream" not in sys.modules and "engines.scream_data" not in sys.modules
    for name in park:
        assert "engines." + name in sys.modules, name
    engines.unload("scream_park")
    for name in park:
        assert "engines." + name not in sys.modules, name


def test_every_game_lists_its_facts_without_loading_its_engine():
    import sys

    _forget("tycoon", "tycoon_data")
    facts = engines.game("tycoon")
    assert facts["title"] == "Roller Coaster Tycoon" and facts["min_players"] == 2
    assert "engines.tycoon" not in sys.modules
    raises(ValueError, engines.game, "monopoly")


def test_the_four_games_are_registered():
    assert sorted(engines.NAMES) == ["scream", "scream_machine", "scream_park", "tycoon"]


def _started(players=2):
    state = fixture_game.new_game(players)
    for action in (3, 4, 1)[:players] + (16,):  # deal 3, 4 (and 1), roll a 6
        state.apply_action(action)
    return state


def test_illegal_action_raises_value_error_and_changes_nothing():
    state = _started()
    before = state.serialize()
    err = raises(ValueError, state.apply_action, 99)
    assert "illegal action 99" in str(err) and "legal: [20, 21]" in str(err)
    assert state.serialize() == before
    assert state.observation() == _started().observation()


def test_an_action_must_be_an_int():
    state = _started()
    for bad in ("20", 20.0, True, None, [20]):
        raises(ValueError, state.apply_action, bad)
    assert state.history() == [3, 4, 16]


def test_history_holds_every_action_chance_included():
    state = _started()
    state.apply_action(fixture_game.KEEP)
    assert state.history() == [3, 4, 16, fixture_game.KEEP]


def test_serialize_round_trips_the_action_list():
    state = _started(3)
    text = state.serialize()
    again = fixture_game.deserialize(text)
    assert again.history() == state.history() and again.num_players == 3
    assert again.observation() == state.observation()
    assert again.serialize() == text


def test_a_long_game_saves_in_small_pieces_that_make_the_same_text():
    tycoon = engines.load("tycoon")
    state = tycoon.new_game(3)
    rng = Rng(7)
    lengths = (0, 1, 31, 32, 33, 64, 65, 100)
    for length in range(lengths[-1] + 1):
        if length in lengths:
            pieces = []
            state.write_serialized(pieces.append)
            assert "".join(pieces) == state.serialize()
            assert max(len(piece) for piece in pieces) <= 250
            assert tycoon.deserialize(state.serialize()).history() == state.history()
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])


def test_an_unknown_option_is_refused_and_named():
    err = raises(ValueError, fixture_game.new_game, 2, speed=3)
    assert "dice_duel" in str(err) and "speed" in str(err)


def test_the_legal_actions_handed_out_are_the_callers_to_change():
    state = _started()
    legal = state.legal_actions()
    legal.clear()
    assert state.legal_actions() == [20, 21]
    state.apply_action(20)  # still legal: the state kept its own list
    copy = state.clone()
    copy.legal_actions().append(99)
    raises(ValueError, copy.apply_action, 99)


def test_clone_is_independent_of_the_original():
    state = _started()
    copy = state.clone()
    copy.apply_action(fixture_game.REROLL)
    assert state.history() == [3, 4, 16]
    assert state.observation()["rerolled"] == [False, False]
    assert copy.observation()["rerolled"] == [True, False]


def test_new_game_rejects_player_counts_outside_the_box():
    for players in (0, 1, 4, -2, "2"):
        raises(ValueError, fixture_game.new_game, players)


def test_winners_are_empty_until_the_game_ends():
    state = _started()
    assert state.winners() == []
    for action in (20, 11, 20):  # player 0 keeps 6; player 1 rolls 1 and keeps it
        state.apply_action(action)
    assert state.is_terminal() and state.legal_actions() == []
    assert state.scores() == [9, 5] and state.winners() == [0]


def test_observation_and_labels_reject_unknown_viewers():
    state = _started()
    for viewer in (2, -7, "0"):
        raises(ValueError, state.observation, viewer)
        raises(ValueError, state.action_to_string, 20, viewer)


def test_labels_are_only_for_legal_actions():
    raises(ValueError, _started().action_to_string, 11)


def test_chance_outcomes_only_at_chance_nodes():
    state = fixture_game.new_game(2)
    assert state.current_player() == core.CHANCE
    assert state.chance_outcomes() == [(1, 2), (2, 2), (3, 2), (4, 2)]
    raises(ValueError, _started().chance_outcomes)


def test_hidden_card_is_masked_for_other_players_and_public():
    state = _started()
    assert state.observation(0)["cards"] == [3, None]
    assert state.observation(1)["cards"] == [None, 4]
    assert state.observation(core.PUBLIC)["cards"] == [None, None]
    assert state.action_to_string(20, core.PUBLIC) == "player 1 keeps"


def test_clone_for_keeps_what_the_player_knows_and_resamples_the_rest():
    state = _started()
    seen = set()
    rng = Rng(1)
    for _ in range(30):
        guess = state.clone_for(0, rng)
        assert guess.observation(0) == state.observation(0)
        seen.add(guess.observation()["cards"][1])
    assert state.observation()["cards"] == [3, 4]
    assert len(seen) > 1
