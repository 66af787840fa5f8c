"""The table's records of its finished games (table/records.py, written by the table): the
GAME OVER line names the game's record, which is written once the game is left (its engine
gone) and before its save goes, so a power cut at any write of it loses the game never and
records it never twice; a demo is not recorded, nor anything with records off."""

from engines.rng import Rng
from support import fixture_game, table_fakes
from support.table_power import Script
from support.table_rig import CONFIRM, Rig, fast_config
from table import modes, records, records_read, saves

SEATS = bytearray([1, 0, 0, 2, 0, 0])  # an earlier game's: a person at seat 1, a bot at 4


def _rig(fs=None, config=None):
    return Rig(seed=5, fs=fs, config=config, games=table_fakes.FixtureGames(("dice_duel",)))


def _over(rig):
    return rig.seen_event("over")


def _to_game_over(rig):
    """Seats 1 and 4 people, seat 5 a bot, played to GAME OVER; the GAME OVER line."""
    rig.choose_game("dice_duel")
    rig.join(humans=(0, 3), bots=(4,))
    rig.play_until(_over, Script(1).choose)
    return rig.last("over")


def _slot(rig):
    return rig.app.saves.storage


def _earlier_game():
    """A finished dice duel, as an earlier game on the same table."""
    rng = Rng(3)
    state = fixture_game.new_game(2)
    while not state.is_terminal():
        if state.current_player() < 0:
            state.apply_action(rng.weighted(state.chance_outcomes()))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def _check_record(record, over, actions):
    """The record is the game the GAME OVER line told of: its players, result and actions."""
    assert record["n"] == over["record"] and record["game"] == "dice_duel"
    assert record["players"] == [
        {"seat": 0, "kind": "person", "name": "seat 1"},
        {"seat": 3, "kind": "person", "name": "seat 4"},
        {"seat": 4, "kind": "normal", "name": "seat 5"},
    ]
    assert record["scores"] == over["scores"]
    assert [record["players"][p]["seat"] for p in record["winners"]] == over["winners"]
    assert record["actions"] == actions


def test_a_game_left_after_game_over_is_recorded_then_its_save_goes():
    rig = _rig()
    over = _to_game_over(rig)
    assert over["record"] == 1  # the GAME OVER line names the record it will be
    slot = _slot(rig)
    actions = rig.game_state().history()
    assert records_read.load(slot) == [] and slot.has(saves.NAME)  # until the game is left
    rig.press(0, CONFIRM)
    assert rig.mode() == modes.SELECT
    (record,) = records_read.load(slot)
    _check_record(record, over, actions)
    again = fixture_game.new_game(len(record["players"]), **record["options"])
    for action in record["actions"]:
        again.apply_action(action)
    assert again.is_terminal() and again.scores() == over["scores"]
    assert not slot.has(saves.NAME)
    rig.forget_log()
    assert _to_game_over(rig)["record"] == 2  # and the next game is the next record


def test_a_power_cut_at_every_write_of_a_record_loses_nothing_and_records_it_once():
    rig = _rig()
    records.append(_slot(rig), _earlier_game(), SEATS, kept=2)
    rig = _rig(fs=rig.fs.after_power_cut())
    over = _to_game_over(rig)
    assert over["record"] == 2
    actions = rig.game_state().history()
    at_game_over = rig.fs.after_power_cut()
    before = rig.fs.boundaries
    rig.press(0, CONFIRM)
    writes = rig.fs.boundaries - before
    # the new records: open, header, text, flush, close, their rename, the rename over the
    # old; then the save's and the fault record's removal
    assert writes >= 8
    import fakefs

    recorded_then_cut = 0  # cuts after the record, before the save went: none written twice
    for cut in range(1, writes + 2):  # the last round: no cut at all
        table = _rig(fs=at_game_over.after_power_cut())
        assert table.mode() == modes.OVER  # the game is back at its GAME OVER
        assert table.last("over")["scores"] == over["scores"]
        table.fs.cut_power_at(cut)
        try:
            table.press(0, CONFIRM)
        except fakefs.PowerCut:
            table.button_up(0, CONFIRM)  # the finger leaves the button as the lights go out
            table.forget_log()
            table.power_cut()
            if table.mode() == modes.OVER:  # its save was still there: left again
                recorded_then_cut += len(records_read.load(_slot(table))) == 2
                table.press(0, CONFIRM)
        assert table.mode() == modes.SELECT, cut
        found = records_read.load(_slot(table))
        assert [record["n"] for record in found] == [1, 2], "cut %d: %r" % (cut, found)
        _check_record(found[1], over, actions)
        assert not _slot(table).has(saves.NAME)
    assert recorded_then_cut >= 1


def test_a_damaged_records_file_never_stops_a_game_and_the_game_is_recorded_anew():
    rig = _rig()
    slot = _slot(rig)
    records.append(slot, _earlier_game(), SEATS)
    path = slot.path(records.NAME)
    data = rig.fs.read(path)
    rig.fs.write(path, data[:-3] + b"xyz")
    table = _rig(fs=rig.fs.after_power_cut())  # the table boots with it
    over = _to_game_over(table)
    table.press(0, CONFIRM)
    assert table.last("records_error") is not None and _slot(table).has(records.ASIDE)
    (record,) = records_read.load(_slot(table))
    assert record["n"] == over["record"] == 1


def test_with_records_off_nothing_is_recorded_and_game_over_names_no_record():
    rig = _rig(config=fast_config(RECORDS_KEPT=0))
    over = _to_game_over(rig)
    assert "record" not in over
    rig.press(0, CONFIRM)
    assert not _slot(rig).has(records.NAME) and not _slot(rig).has(saves.NAME)
