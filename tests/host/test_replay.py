"""make replay (host_tools/replay.py, host_tools/simulator/replay.py): a game played at the
table on the simulated Pico and recorded is played back from its record to the same result
and the same LEDs at its end; the records come off a table through the real mpremote (a
MicroPython REPL on a pseudo-terminal standing in for the Pico); the command line lists,
picks and shows a seat's view."""

import pytest

from host_tools import replay as make_replay
from host_tools.flash import FlashError
from host_tools.simulator import replay
from support.pty_board import PtyBoard
from support.table_power import Script
from support.table_rig import CONFIRM, Rig
from table import records

GAME_OVER_MS = 1500  # the LEDs at GAME OVER are compared over this long (they blink, in turn)


def _frames_at_game_over(table):
    seen = set()
    for _ in range(GAME_OVER_MS // table.tick_ms):
        table.tick()
        seen.add(bytes(table.wire))
    return seen


@pytest.fixture(scope="module")
def recorded():
    """A game of Tycoon at the table (seat 1 a person, two of the table's bots), left after
    its GAME OVER: (the records file's bytes, the frames the table showed at GAME OVER, the
    table's config)."""
    rig = Rig(seed=5)
    rig.choose_game("tycoon")
    rig.join(humans=(0,), bots=(1, 2))
    rig.play_until(lambda table: table.seen_event("over"), Script(1).choose)
    shown = _frames_at_game_over(rig)
    rig.press(0, CONFIRM)
    slot = rig.app.saves.storage
    return rig.fs.read(slot.path(records.NAME)), shown, rig.config


def test_a_recorded_game_replays_to_its_result_and_the_leds_the_table_showed(recorded):
    data, shown, config = recorded
    (record,) = replay.records_of(data)
    table = replay.headless(record, config)
    state = table.game_state()
    assert state.is_terminal() and state.history() == record["actions"]
    assert state.scores() == record["scores"] and state.winners() == record["winners"]
    assert table.last("over")["scores"] == record["scores"]
    assert _frames_at_game_over(table) == shown


def test_the_replay_lists_the_games_picks_one_and_shows_a_seats_view(recorded, tmp_path, capsys):
    path = tmp_path / "records"
    path.write_bytes(recorded[0])
    assert make_replay.main(["--file", str(path), "--list"]) == 0
    listed = capsys.readouterr().out
    assert listed.startswith("game 1, tycoon, ") and "(normal bot)" in listed
    assert make_replay.main(["--file", str(path), "--headless", "--seat", "2"]) == 0
    shown = capsys.readouterr().out
    assert "GAME OVER as recorded" in shown and "Scores: " in shown and "you (bot)" in shown
    assert make_replay.main(["--file", str(path), "--headless", "--game", "7"]) == 1
    assert "no game 7 in the records: they hold game 1" in capsys.readouterr().err
    (tmp_path / "notes").write_bytes(b"my own notes\n")
    assert make_replay.main(["--file", str(tmp_path / "notes"), "--list"]) == 1
    assert "not a table's game records" in capsys.readouterr().err


def test_make_replay_copies_a_tables_records_and_config_over_mpremote(recorded, tmp_path):
    board = tmp_path / "board"
    (board / "midway").mkdir(parents=True)
    (board / "config.py").write_text("SAVE_FOLDER = %r\n" % str(board / "midway"))
    with PtyBoard(board) as pico:
        with pytest.raises(FlashError, match="no records yet"):
            make_replay.fetch(pico.port, True, tmp_path / "none", tmp_path / "none.py")
        (board / "midway" / records.NAME).write_bytes(recorded[0])
        got, config = make_replay.fetch(pico.port, True, tmp_path / "got", tmp_path / "cfg.py")
    assert got.read_bytes() == recorded[0]
    assert config.read_text() == (board / "config.py").read_text()
