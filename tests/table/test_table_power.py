"""Power cuts and damaged saves, through the simulated board and its fault-injecting flash:
after a cut at any write boundary the table resumes at the last complete action (the last
one the serial log announced: an action is logged only once it is saved); a damaged save is
reported, cleared, and the table starts clean, and never boot-loops."""

import gc

from support import fixture_game, table_fakes
from support.table_power import (
    Script,
    expected_resume,
    last_done,
    opening,
    play_until_cut,
)
from support.table_rig import CONFIRM, STEP, Rig
from table.leds import palette

SAVE = "/midway/game"


def _rig(fs=None, names=("dice_duel",)):
    return Rig(seed=5, fs=fs, games=table_fakes.FixtureGames(names) if names else None)


def _open_game(rig, game="dice_duel"):
    rig.choose_game(game)
    rig.join(humans=(0, 3), bots=(4,))


def _over(rig):
    return rig.seen_event("over")


def _boundaries_of_a_game():
    rig = _rig()
    _open_game(rig)
    rig.play_until(_over, Script(1).choose)
    return rig.fs.boundaries


def test_a_power_cut_at_every_write_boundary_resumes_at_the_last_complete_action():
    total = _boundaries_of_a_game()
    assert total > 20
    for boundary in range(1, total + 1):
        rig = _rig()
        rig.fs.cut_power_at(boundary)
        script = Script(1)
        cut = play_until_cut(rig, script.choose, opening(rig, _open_game))
        assert cut, "no cut at boundary %d" % boundary
        done = last_done(rig)
        rig.forget_log()
        rig.power_cut()
        resumed = rig.last("resume")
        expected = expected_resume(cut, done)
        if expected < 0:
            assert resumed is None, "%s: %r" % (cut, resumed)
            assert rig.last("select") is not None
            continue
        assert resumed is not None, "%s: no resume" % cut
        assert resumed["n"] == expected, "%s: resumed at %d, not %d" % (
            cut,
            resumed["n"],
            expected,
        )
        assert resumed["seats"] == [0, 3, 4]
        assert not rig.seen_event("save_error")
        rig.play_until(_over, script.choose)  # and the game goes on to its end
        fixture_game.deserialize(rig.app.saves.read()[2])  # every action in it legal
        gc.collect()


def _damaged(damage):
    """A game some actions in, its save damaged by damage(fs), then a reboot."""
    rig = _rig()
    _open_game(rig)
    rig.play_until(lambda r: r.counts.get("action", 0) >= 4, Script(2).choose)
    damage(rig.fs)
    rig.forget_log()
    rig.power_cut()
    return rig


def _starts_clean(rig, reason):
    error = rig.last("save_error")
    assert error is not None and reason in error["text"], error
    assert rig.last("resume") is None
    assert rig.last("select")["game"] == "dice_duel"
    assert rig.seat(0) == palette.named(fixture_game.GAME["colour"])  # the game select
    assert SAVE not in rig.fs.files  # cleared, so the next boot is clean
    rig.forget_log()
    rig.power_cut()
    assert not rig.seen_event("save_error") and rig.last("select") is not None


def test_a_truncated_save_is_reported_and_the_table_starts_clean():
    def truncate(fs):
        fs.write(SAVE, fs.read(SAVE)[:-7])

    _starts_clean(_damaged(truncate), "truncated")


def test_a_corrupted_save_is_reported_and_the_table_starts_clean():
    def flip(fs):
        data = bytearray(fs.read(SAVE))
        data[-3] ^= 0x55
        fs.write(SAVE, data)

    _starts_clean(_damaged(flip), "checksum")


def test_a_save_from_something_else_is_refused():
    def replace(fs):
        from hal import storage

        fs.write(SAVE, storage.encode("hello, world"))

    _starts_clean(_damaged(replace), "not a Midway save")


def test_a_save_the_engine_cannot_replay_is_refused():
    def illegal(fs):
        from hal import storage

        text = fs.read(SAVE).split(b"\n", 1)[1].decode()  # the save's text, past its header
        head, engine = text.rsplit("\n", 1)
        engine = engine[: engine.rindex("[")] + "[99]]"
        fs.write(SAVE, storage.encode(head + "\n" + engine))

    _starts_clean(_damaged(illegal), "illegal action")


def test_an_empty_table_after_game_over_clears_the_save():
    rig = _rig()
    _open_game(rig)
    rig.play_until(_over, Script(3).choose)
    assert SAVE in rig.fs.files  # game over stays on show after a reboot
    rig.press(0, CONFIRM)
    assert SAVE not in rig.fs.files
    rig.press(0, STEP)
    assert rig.last("select") is not None


def test_a_full_flash_sets_the_game_aside_in_plain_words_and_keeps_its_save():
    import fakefs

    rig = Rig(seed=5, fs=fakefs.FakeFlash(), games=table_fakes.FixtureGames(("dice_duel",)))
    rig.main_loop = True  # the fault goes where a Pico's goes: App.run
    _open_game(rig)
    rig.play_until(lambda r: r.counts.get("action", 0) >= 3)
    rig.fs.capacity = rig.fs.used() + 20  # a few bytes free: the next save cannot be written
    rig.play_until(lambda r: r.seen_event("set_aside"))
    done = last_done(rig)
    fault = rig.last("fault")
    assert "the flash is full" in fault["text"], fault
    aside = rig.last("set_aside")
    assert "the flash is full" in aside["text"] and "twice" not in aside["text"], aside
    assert "past action %d" % done in aside["text"] and aside["kind"] == "flash full"
    assert rig.resets == 0  # a reset makes no room
    assert palette.ORANGE in rig.seen(rig.config.SEAT_LEDS[0])
    assert SAVE + ".tmp" not in rig.fs.files  # the half-written save's room given back

    rig.fs.capacity = None  # the maker made room on the flash
    rig.forget_log()
    rig.power_cut()
    assert rig.last("resume")["n"] == done  # every action the log announced
