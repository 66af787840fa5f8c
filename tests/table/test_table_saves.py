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
    slot.write("dice_duel", bytearray([1, 2, 0]), state, rng)
    game, seats, engine_text, rng_state = slot.read()
    assert game == "dice_duel" and seats == [1, 2, 0]
    assert fixture_game.deserialize(engine_text).history() == [3]
    assert rng_state == rng.getstate()


def test_no_save_reads_as_none():
    assert saves.Saves(table_fakes.Storage()).read() is None
    assert saves.Saves(None).read() is None


def test_something_else_is_a_bad_save():
    for text in (
        "",
        "{}",
        "midway 2\ndice_duel\n1 1\n1 2 3 4\n[]",
        "midway 1\ndice_duel\n1 x\n1 2 3 4\n[]",
        "midway 1\ndice_duel\n1 1\n1 2 3\n[]",
        "midway 1\ndice_duel\n1 1\n1 2 3 4",
        "midway 1\n\n1 1\n1 2 3 4\n[]",
    ):
        raises(saves.BadSave, saves.decode, text)


def test_clear_removes_the_save():
    storage = table_fakes.Storage()
    slot = saves.Saves(storage)
    slot.write("dice_duel", bytearray([1, 1]), fixture_game.new_game(2), Rng(1))
    slot.clear()
    assert slot.read() is None
