"""The longest games resume: a 5-player Scream! save of 1,500 actions resumes through the
table at the Pico's heap size, with room to spare, and plays on.

scream_5p_1500.save beside this file is such a save, as the table writes it: campers who never
scream and never draw from the deck play every round to the 150-turn limit (ruling S17), so a
game runs past 1,500 actions (dealt by Rng(0); the first test below replays it, so the file
is a real game, not bytes made up)."""

import gc

from engines import scream  # first: the biggest module compiles while the heap is empty
from hal import storage
from support.table_rig import Rig
from table import modes, saves

ISOLATE = True  # a whole long game per test: a process of its own on the VM
SAVE = "tests/table/scream_5p_1500.save"
LONG = 1500
MARGIN = 16 * 1024  # free heap the resumed game still has in the VM tests' heap (64-bit objects)


def _save_text():
    with open(SAVE) as f:
        return f.read()


def test_the_long_save_is_a_real_5_player_scream_game_of_1500_actions():
    name, seats, engine_text, _, _ = saves.decode(_save_text())
    state = scream.deserialize(engine_text)
    assert name == "scream" and state.num_players == 5 and list(seats) == [1, 2, 2, 2, 2, 0]
    assert state.history_length() == LONG and not state.is_terminal()


def _pieces(write):
    """The long save's text to `write`, 256 characters at a time, off the file."""
    with open(SAVE) as f:
        while True:
            piece = f.read(256)
            if not piece:
                return
            write(piece)


def test_a_scream_save_of_1500_actions_resumes_with_heap_to_spare_and_plays_on():
    rig = Rig(seed=3, files="long_resume")
    storage.Storage(rig.config.SAVE_FOLDER).save_parts(saves.NAME, _pieces)
    rig.forget_log()
    rig.power_cut()  # the table boots again and finds the save
    resumed = rig.last("resume")
    assert resumed is not None and resumed["n"] == LONG, rig.events()
    gc.collect()
    if hasattr(gc, "mem_free"):  # MicroPython: the heap the resumed game has left
        assert gc.mem_free() > MARGIN, gc.mem_free()
    rig.play_until(lambda r: r.counts.get("action", 0) >= 10 or r.seen_event("over"))
    assert rig.mode() in (modes.PLAY, modes.OVER)
    assert not rig.seen_event("fault") and not rig.seen_event("save_error")
