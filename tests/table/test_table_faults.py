"""Faults in play lose nothing: an error mid-game keeps the save, the board resets and the
table resumes the game; the same failure twice sets the game aside, kept until a confirm
discards it; a hang (a watchdog reset nobody asked for) is judged the same way; a save whose
contents this table cannot play is treated as damaged. Never a boot loop."""

from engines import core
from support import fixture_game, table_fakes
from support.table_rig import CONFIRM, Rig
from table import modes

# What goes wrong, and where: the action number at which it fails, and how many more times.
from table.leds import palette

_trouble = {"at": -1, "left": 0, "how": None}


def _fail(at, times, how):
    _trouble["at"] = at
    _trouble["left"] = times
    _trouble["how"] = how


class _FlakyState(fixture_game.DiceDuelState):
    def _apply_action(self, action):
        # Look-ahead copies start with an empty history (core.clone_for) and a light bot
        # looks three actions ahead, so action 5 fails only in the game itself.
        if self.history_length() == _trouble["at"] and _trouble["left"] > 0:
            _trouble["left"] -= 1
            _trouble["how"](self)
        fixture_game.DiceDuelState._apply_action(self, action)


class _Flaky:
    GAME = fixture_game.GAME
    new_game, deserialize = core.entry_points(_FlakyState)


class _FlakyGames(table_fakes.FixtureGames):
    def load(self, name):
        table_fakes.FixtureGames.load(self, name)
        return _Flaky


def _out_of_memory(state):
    raise MemoryError("memory allocation failed, allocating 16384 bytes")


def _hang(state):
    """The table stops answering: virtual time runs past the watchdog's timeout."""
    import machine

    machine.VIRTUAL_CLOCK.advance(20000)


def _table(rig_seed=5):
    rig = Rig(seed=rig_seed, games=_FlakyGames())
    rig.main_loop = True  # the errors go where a Pico's go: App.run (table/app.py)
    rig.choose_game("dice_duel")
    rig.join(humans=(0,), bots=(1, 2))
    return rig


def _actions_logged(rig):
    logged = []

    def note(event):
        if event["ev"] == "action":
            logged.append(event["n"])

    rig.listener = note
    return logged


def test_an_error_mid_game_keeps_the_save_and_the_table_resets_and_resumes_it():
    _fail(5, 1, _out_of_memory)
    rig = _table()
    logged = _actions_logged(rig)
    rig.play_until(lambda r: r.seen_event("over"))
    fault = rig.last("fault")
    assert fault is not None and "MemoryError" in fault["text"] and fault["n"] == 5, fault
    assert rig.resets == 1
    assert rig.last("resume")["n"] == 5  # every action the log announced, none lost
    assert rig.last("abandon") is None and rig.last("set_aside") is None
    assert sorted(set(logged)) == list(range(logged[0], logged[-1] + 1))


def test_a_game_that_fails_twice_the_same_way_is_set_aside_until_a_confirm_discards_it():
    _fail(5, 99, _out_of_memory)
    rig = _table()
    rig.play_until(lambda r: r.mode() == modes.ASIDE)
    aside = rig.last("set_aside")
    assert aside["game"] == "dice_duel" and aside["n"] == 5 and aside["kind"] == "MemoryError"
    assert "press confirm to discard it" in aside["text"]
    assert rig.resets == 1  # one reset and resume; the second failure did not reset again
    assert palette.ORANGE in rig.seen(rig.config.SEAT_LEDS[0])
    assert rig.app.saves.read() is not None  # kept: a maker can copy it off the flash

    rig.forget_log()
    rig.power_cut()  # and it stays set aside through a power cut: no resume, no loop
    assert rig.mode() == modes.ASIDE and rig.last("resume") is None
    rig.press(2, CONFIRM)
    assert rig.mode() == modes.SELECT and rig.last("discard") is not None
    assert rig.app.saves.read() is None
    rig.power_cut()
    assert rig.mode() == modes.SELECT


def test_a_hang_resumes_once_and_a_second_hang_at_the_same_action_sets_the_game_aside():
    _fail(5, 1, _hang)
    rig = _table()
    rig.play_until(lambda r: r.seen_event("resume"))
    assert rig.resets == 1 and rig.last("resume")["n"] == 5
    assert "watchdog" in rig.last("fault")["text"]
    rig.play_until(lambda r: r.seen_event("over"))

    _fail(5, 2, _hang)
    rig = _table(rig_seed=5)
    rig.play_until(lambda r: r.mode() == modes.ASIDE)
    assert rig.last("set_aside")["kind"] == "hang" and rig.resets == 2


def _saved_then_rebooted(change):
    """A game some actions in; its save rewritten by change(lines), then a reboot."""
    rig = Rig(seed=5, games=table_fakes.FixtureGames())
    rig.choose_game("dice_duel")
    rig.join(humans=(0,), bots=(1, 2))
    rig.play_until(lambda r: r.counts.get("action", 0) >= 4)
    storage = rig.app.saves.storage
    lines = storage.load("game").split("\n", 5)
    change(lines)
    storage.save("game", "\n".join(lines))
    rig.forget_log()
    rig.power_cut()
    return rig


def _refused(rig, why):
    error = rig.last("save_error")
    assert error is not None and why in error["text"], error
    assert rig.last("resume") is None and rig.mode() == modes.SELECT
    assert rig.app.saves.read() is None


def test_a_save_with_a_seat_kind_nobody_writes_is_treated_as_damaged():
    for kind in ("5", "7", "255"):  # a bot is 2 to 4 by its level

        def change(lines, kind=kind):
            lines[2] = "1 2 2 0 0 " + kind

        _refused(_saved_then_rebooted(change), "seat of kind")


def test_a_save_whose_seats_do_not_match_its_game_is_treated_as_damaged():
    def change(lines):
        lines[2] = "1 2 0 0 0 0"  # two seated, a three-player game

    _refused(_saved_then_rebooted(change), "players")


def test_a_save_whose_dice_are_stuck_is_treated_as_damaged():
    def change(lines):
        lines[3] = "65535 16364 65535 15962"  # both generators at a fixed point

    _refused(_saved_then_rebooted(change), "cleared")


def test_a_fault_handler_out_of_memory_logs_a_line_resets_and_the_game_resumes():
    _fail(5, 1, _out_of_memory)
    rig = _table()
    from table import trouble  # as App.run finds it: loaded, with no room left to run it

    handler = trouble.fault

    def no_room(app, err):
        raise MemoryError("memory allocation failed, allocating 96 bytes")

    trouble.fault = no_room
    try:
        rig.play_until(lambda r: r.resets == 1)
    finally:
        trouble.fault = handler
    assert any("fault handler failed too" in e["text"] for e in rig.events("fault"))
    rig.play_until(lambda r: r.seen_event("resume"))
    assert rig.last("resume")["n"] == 5  # the save kept every action announced
    rig.play_until(lambda r: r.seen_event("over"))


def _kept_aside(rig):
    kept = rig.last("save_kept")
    assert kept is not None and "later firmware" in kept["text"], rig.events()
    assert "/midway/game.newer" in kept["text"]
    assert rig.last("save_error") is None and rig.last("resume") is None
    assert rig.mode() == modes.SELECT
    return rig.fs.read("/midway/game.newer")


def test_a_save_in_a_later_format_is_kept_aside_through_reboots_and_the_games_played_meanwhile():
    def later_table(lines):
        lines[0] = "midway 3"

    def later_engine(lines):
        lines[5] = "[2" + lines[5][2:]

    for later in (later_table, later_engine):
        rig = _saved_then_rebooted(later)
        kept = _kept_aside(rig)
        assert rig.app.saves.read() is None
        rig.forget_log()
        rig.power_cut()  # still this firmware: kept aside again, unchanged
        assert _kept_aside(rig) == kept
        # a game played meanwhile saves beside it and leaves it alone
        rig.choose_game("dice_duel")
        rig.join(humans=(0,), bots=(1,))
        rig.play_until(lambda r: r.counts.get("action", 0) >= 2)
        assert rig.fs.read("/midway/game.newer") == kept


def test_a_save_file_in_a_later_storage_format_is_kept_aside_for_the_firmware_that_reads_it():
    def later_file(lines):
        pass

    rig = _saved_then_rebooted(later_file)
    data = rig.fs.read("/midway/game")
    rig.fs.write("/midway/game", b"MIDWAY-SAVE 2" + data[len("MIDWAY-SAVE 1") :])
    rig.forget_log()
    rig.power_cut()
    assert _kept_aside(rig).startswith(b"MIDWAY-SAVE 2 ")
    # the later firmware's way back: a save it reads, in place of the one kept aside
    rig.fs.write("/midway/game.newer", data)
    rig.forget_log()
    rig.power_cut()
    assert rig.last("resume") is not None and rig.last("save_kept") is None
