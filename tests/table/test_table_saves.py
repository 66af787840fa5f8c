"""Saves hold game, seats, engine text and dice state; anything else is refused as BadSave."""

from engines.rng import Rng
from support import fixture_game, table_fakes
from support.expect import raises
from table import saves


def test_a_save_round_trips():
    state = fixture_game.new_game(2)
    state.apply_action(3)
    rng = Rng(7)
    rng.next()
    slot = saves.Saves(table_fakes.Storage())
    slot.write("dice_duel", bytearray([1, 2, 0]), state, rng, ["Anna", "", ""])
    game, seats, engine_text, rng_state, names = slot.read()
    assert game == "dice_duel" and seats == [1, 2, 0]
    assert fixture_game.deserialize(engine_text).history() == [3]
    assert rng_state == rng.getstate()
    assert names == ["Anna", "", ""]


def test_a_save_from_before_names_reads_with_no_names():
    text = 'midway 1\ndice_duel\n1 1\n1 2 3 4\n[1, "dice_duel", 3, [], []]'
    game, seats, engine_text, rng_state, names = saves.decode(text)
    assert (game, seats, rng_state, names) == ("dice_duel", [1, 1], (1, 2, 3, 4), ["", ""])
    assert engine_text.startswith("[1, ")


def test_a_save_whose_names_do_not_fit_its_seats_is_a_bad_save():
    raises(saves.BadSave, saves.decode, "midway 2\ndice_duel\n1 1\n1 2 3 4\nAnna\n[]")


def test_no_save_reads_as_none():
    assert saves.Saves(table_fakes.Storage()).read() is None
    assert saves.Saves(None).read() is None


def test_something_else_is_a_bad_save():
    for text in (
        "",
        "{}",
        "midway x\ndice_duel\n1 1\n1 2 3 4\n[]",
        "midway 1\ndice_duel\n1 x\n1 2 3 4\n[]",
        "midway 1\ndice_duel\n1 1\n1 2 3\n[]",
        "midway 1\ndice_duel\n1 1\n1 2 3 4",
        "midway 1\n\n1 1\n1 2 3 4\n[]",
    ):
        raises(saves.BadSave, saves.decode, text)


def test_a_save_in_a_later_format_is_told_from_a_bad_one():
    # the class saves raises: another test may since have loaded engines.saved anew
    raises(saves.NewerSave, saves.decode, "midway 3\ndice_duel\n1 1\n1 2 3 4\n\t\n[]")
    raises(saves.BadSave, saves.decode, "midway 0\ndice_duel\n1 1\n1 2 3 4\n[]")


def test_clear_removes_the_save():
    storage = table_fakes.Storage()
    slot = saves.Saves(storage)
    slot.write("dice_duel", bytearray([1, 1]), fixture_game.new_game(2), Rng(1), ["", ""])
    slot.clear()
    assert slot.read() is None


class _Counter(fixture_game.DiceDuelState):
    """A state whose one player counts up: any number of actions, any size of action."""

    GAME = {"name": "counter", "min_players": 2, "max_players": 2, "max_game_length": 999}

    def _current_player(self):
        return 0

    def _legal_actions(self):
        return [5, 70000]

    def _apply_action(self, action):
        pass


def _pieces(state):
    out = []
    state.write_serialized(out.append)
    return out


def test_the_engine_text_goes_to_the_save_in_pieces_and_is_exactly_the_json():
    import json

    state = _Counter(2)
    assert state.serialize() == json.dumps([1, "counter", 2, [], []])
    for count in (1, 31, 32, 33, 200):
        while state.history_length() < count:
            state.apply_action(5)
        pieces = _pieces(state)
        want = json.dumps([1, "counter", 2, [], [5] * count])
        assert "".join(pieces) == state.serialize() == want
        assert len(pieces) > count // 32 and max(len(p) for p in pieces) < 256
    assert state.history() == [5] * 200 and type(state.history()) is list


def test_a_big_action_keeps_the_history_contract():
    import json

    state = _Counter(2)
    state.apply_action(5)
    state.apply_action(70000)  # past an array of 16-bit actions: the history becomes a list
    state.apply_action(5)
    assert state.history() == [5, 70000, 5] and state.history_length() == 3
    assert state.serialize() == json.dumps([1, "counter", 2, [], [5, 70000, 5]])
    twin = state.clone()
    twin.apply_action(5)
    assert state.history_length() == 3 and twin.history() == [5, 70000, 5, 5]


def test_a_clone_has_its_own_history():
    state = fixture_game.new_game(2)
    state.apply_action(3)
    twin = state.clone()
    twin.apply_action(4)
    assert state.history() == [3] and twin.history() == [3, 4]


def test_a_look_ahead_copy_carries_no_history():
    # A bot copies the state for every candidate move (clone_for): the history, the longest
    # part of a late game's state, stays behind; the copy holds only what it plays.
    state = fixture_game.new_game(2)
    for action in (3, 4, 16):
        state.apply_action(action)
    twin = state.clone_for(0, Rng(3))
    assert twin.history() == [] and twin.observation(0) == state.observation(0)
    twin.apply_action(fixture_game.KEEP)
    assert twin.history() == [fixture_game.KEEP] and state.history() == [3, 4, 16]
