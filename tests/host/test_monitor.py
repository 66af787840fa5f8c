"""The monitor follows a table's serial log: fed a log the simulator recorded (headless, with
--serial-out) it shows the scores, the board and the log lines; it follows the simulator's
FIFO as it plays, and reads a pty standing in for the Pico's USB serial port. The table's
public "state" lines it draws from carry observation(PUBLIC) and nothing else."""

import io
import json
import os
import pty
import re
import subprocess
import sys
import time
import tty
from pathlib import Path
from types import SimpleNamespace

import pytest

from host_tools import monitor
from host_tools.simulator import board

ROOT = Path(__file__).resolve().parents[2]


def record(folder, game, players, seed):
    """A whole game's serial log, as the simulator writes it; and what headless printed."""
    log = folder / ("%s.log" % game)
    done = subprocess.run(
        [sys.executable, "-m", "host_tools.simulator", "--headless", "--game", game]
        + ["--players", str(players), "--seed", str(seed), "--serial-out", str(log)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return log, done.stdout


@pytest.fixture(scope="module")
def tycoon_log(tmp_path_factory):
    return record(tmp_path_factory.mktemp("monitor"), "tycoon", 3, 4)


@pytest.fixture(scope="module")
def scream_log(tmp_path_factory):
    return record(tmp_path_factory.mktemp("monitor"), "scream", 3, 4)


def run_monitor(*argv):
    out = io.StringIO()
    assert monitor.main(list(argv), out=out) == 0
    return out.getvalue()


def final_state(log):
    """The last whole public state in a log: its state lines merged up to the last "end"."""
    whole, parts = {}, {}
    for line in log.read_text().splitlines():
        event = json.loads(line)
        if event["ev"] == "state":
            parts.update(event["obs"])
            if event.get("end"):
                whole, parts = parts, {}
    return whole


def screen_of(output):
    """The screen the monitor printed at the end (after the log lines it streamed)."""
    lines = output.splitlines()
    return lines[max(i for i, line in enumerate(lines) if line.startswith("Midway monitor")) :]


def headless_scores(stdout):
    line = [x for x in stdout.splitlines() if x.startswith("final scores: ")][0]
    return re.findall(r"seat (\d) \(\w+[^)]*\) (-?\d+)", line)


def test_a_recorded_tycoon_game_shows_its_scores_board_and_log(tycoon_log):
    log, headless = tycoon_log
    output = run_monitor("--follow", str(log), "--once", "--colour", "none")
    screen = screen_of(output)
    assert "Roller Coaster Tycoon" in screen[0]
    shown = re.findall(r"seat (\d) \(\w+\) (-?\d+)", screen[1])
    assert shown == headless_scores(headless)
    assert "GAME OVER: seat" in screen[1]
    text = "\n".join(screen)
    for part in ("month track", "d6  ╭───────╮", "colour die", "seats  1 ", "serial log"):
        assert part in text
    # the log lines: every action, streamed as they came, and the latest beside the board
    actions = int(re.search(r"actions=(\d+)", headless).group(1))
    assert len([x for x in output.splitlines() if x.startswith("action ")]) == actions
    assert "over    GAME OVER" in text


def test_the_board_lights_what_the_last_public_state_says(tycoon_log):
    log, _ = tycoon_log
    obs = final_state(log)
    screen = screen_of(run_monitor("--follow", str(log), "--once", "--colour", "none"))
    grid = [line[: board.width()] for line in screen[3:12]]  # the board's 9 rows of squares
    lit_spaces = set(obs["guests"]) | set(obs["closed"])
    owned = [s for s in board.board.ATTRACTIONS if obs["owner"][s] >= 0]
    assert sum(row.count("●") for row in grid) == len(lit_spaces)
    assert sum(row.count("■") for row in grid) == len(owned)
    months = [line for line in screen if line.startswith("month track")][0]
    # GAME OVER, as the table's LEDs show it: the month track is a player's score bars, its
    # last LED (GAME OVER) lit
    track = months.split("  ")[0].split()[2:]
    assert obs["phase"] == "over" and len(track) == 17 and track[-1] == "●"


def test_the_board_has_the_guests_colours_in_24_bit(tycoon_log):
    log, _ = tycoon_log
    text = run_monitor("--follow", str(log), "--once", "--colour", "24bit")
    assert "\x1b[38;2;255;0;0m●" in text or "\x1b[38;2;0;0;255m●" in text  # red or blue guest


def test_a_card_game_shows_its_public_state_and_scores(scream_log):
    log, headless = scream_log
    screen = screen_of(run_monitor("--follow", str(log), "--once", "--colour", "none"))
    assert "Scream!" in screen[0]
    assert re.findall(r"seat (\d) \(\w+\) (-?\d+)", screen[1]) == headless_scores(headless)
    text = "\n".join(screen)
    assert "public state (players: seat 1, seat 2, seat 3)" in text
    assert "totals: " in text and "campsites: " in text


def test_the_monitor_follows_the_simulators_fifo_while_it_plays(tmp_path):
    fifo = tmp_path / "serial"
    os.mkfifo(fifo)
    watcher = subprocess.Popen(
        [sys.executable, "host_tools/monitor.py", "--follow", str(fifo), "--exit-at-over"]
        + ["--colour", "none"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    table = subprocess.run(
        [sys.executable, "-m", "host_tools.simulator", "--headless", "--game", "scream_park"]
        + ["--seed", "2", "--serial-out", str(fifo)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    out, err = watcher.communicate(timeout=60)
    assert table.returncode == 0 and watcher.returncode == 0, err
    assert "start    Scream Park, 1 players: seat 1 human" in out
    screen = screen_of(out)
    assert "Scream Park" in screen[0] and "GAME OVER" in screen[1]


def test_the_monitor_reads_a_pty_standing_in_for_the_picos_usb_port(tycoon_log):
    log, headless = tycoon_log
    master, slave = pty.openpty()
    tty.setraw(slave)
    watcher = subprocess.Popen(
        [sys.executable, "host_tools/monitor.py", "--port", os.ttyname(slave)]
        + ["--exit-at-over", "--colour", "none"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
    )
    try:
        _opened(watcher.pid, os.ttyname(slave))
        data = b"MicroPython v1.24.1 on 2024-11-29; Raspberry Pi Pico with RP2040\r\n"
        data += log.read_bytes().replace(b"\n", b"\r\n")  # a USB serial line ends so
        for start in range(0, len(data), 1024):
            os.write(master, data[start : start + 1024])
        out, err = watcher.communicate(timeout=60)
    finally:
        if watcher.poll() is None:
            watcher.kill()
        os.close(master)
        os.close(slave)
    assert watcher.returncode == 0, err
    assert "text     MicroPython v1.24.1" in out  # not the table's JSON: shown as it is
    screen = screen_of(out)
    assert re.findall(r"seat (\d) \(\w+\) (-?\d+)", screen[1]) == headless_scores(headless)
    assert "month track" in "\n".join(screen)


def _opened(pid, device):
    """Waits until process `pid` holds `device` open, and a moment more: data written to the
    port before it opened it (and cleared its input) would never reach it."""
    fds = Path("/proc/%d/fd" % pid)
    for _ in range(600):
        try:
            if any(os.path.realpath(fd) == device for fd in fds.iterdir()):
                time.sleep(0.3)  # the port set up: its input cleared as it opens
                return
        except OSError:
            pass  # the process is still starting
        time.sleep(0.05)
    raise AssertionError("the monitor never opened %s" % device)


def _port(device, vid=None, description="n/a"):
    return SimpleNamespace(
        device=device, vid=vid, description=description, manufacturer=None, product=None
    )


def test_the_first_usb_serial_device_that_looks_like_a_pico_is_used(monkeypatch):
    from serial.tools import list_ports

    ports = [_port("/dev/ttyUSB0", 0x0403, "FT232R"), _port("/dev/ttyACM1", 0x2E8A, "Board")]
    monkeypatch.setattr(list_ports, "comports", lambda: ports)
    assert monitor.find_pico() == "/dev/ttyACM1"
    ports[1] = _port("/dev/ttyACM1", None, "Board in FS mode - MicroPython")
    assert monitor.find_pico() == "/dev/ttyACM1"


def test_no_pico_on_usb_says_how_to_name_the_port(monkeypatch, capsys):
    from serial.tools import list_ports

    monkeypatch.setattr(list_ports, "comports", lambda: [_port("/dev/ttyUSB0", 0x0403)])
    assert monitor.main(["--colour", "none"], out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert "no Pico found" in err and "--port" in err and "--follow" in err


def test_a_state_in_parts_shows_once_its_last_part_came():
    follower = monitor.Follower()
    follower.feed('{"ev": "start", "text": "t", "game": "scream", "seats": [0, 2], "kinds": []}')
    follower.feed('{"ev":"state","text":"public state","obs":{"round":1}}')
    assert follower.obs == {}
    follower.feed('{"ev":"state","text":"public state","obs":{"totals":[3,5]},"end":true}')
    assert follower.obs == {"round": 1, "totals": [3, 5]}
    assert follower.scores() == [3, 5]
    assert follower.feed("garbage from the REPL")["ev"] == "text"
    assert list(follower.log)[-1] == ("text", "garbage from the REPL")


def test_the_table_sends_its_public_state_in_parts_that_put_back_make_it_whole():
    from engines import scream
    from engines.core import PUBLIC
    from engines.rng import Rng
    from table import log, play

    state = scream.new_game(4)
    rng = Rng(3)
    while len(state.history()) < 40:
        if state.current_player() < 0:
            state.apply_action(rng.weighted(state.chance_outcomes()))
        else:
            state.apply_action(state.legal_actions()[0])
    public = state.observation(PUBLIC)
    assert public != state.observation(None)  # there is something hidden to keep out
    lines = []
    play.log_state(log.Log(lines.append), public)
    assert len(lines) > 1
    merged = {}
    for n, line in enumerate(lines):
        event = json.loads(line)
        assert event["ev"] == "state" and event["text"] == "public state"
        assert event.get("end", False) == (n == len(lines) - 1)
        assert len(line) < 240 + 60 + max(len(json.dumps(v)) for v in public.values())
        merged.update(event["obs"])
    assert merged == json.loads(json.dumps(public))


# ---- any line at all ------------------------------------------------------------------------

# What a damaged line can hold in place of any field: every JSON type, numbers out of range,
# text a terminal must not be sent.
WRONG: tuple = (
    None,
    True,
    -1,
    0,
    999,
    10**30,
    1.5,
    float("inf"),
    float("nan"),
    "x",
    "",
    "5",
    "\ud800",
    "\x1b[2J\x1b[H",
    "\u202e\x00",
    "é" * 5000,
    [],
    [1],
    [-1],
    [999],
    [1, 2, 3],
    ["a"],
    [None],
    [1.5],
    [[1]],
    {},
    {"a": 1},
)
# Whole lines that are no event (and the one from issue 14 that raised TypeError).
JUNK = (
    '{"ev":"state","obs":5,"end":true}',
    "not json",
    "[1, 2]",
    "5",
    '"text"',
    "null",
    "true",
    "1e999",
    "9" * 10000,
    '{"ev": "action", "n": ' + "9" * 10000 + "}",
    "[" * 100000 + "]" * 100000,
    '{"ev":' * 5000 + "1" + "}" * 5000,
    '{"ev": "state", "obs": ' + "[" * 5000 + "]" * 5000 + "}",
    "x" * 200000,
    "\ud800\udfff\x00\x1b[2J\u202e\ufeff",
    '{"ev": "text", "text": "\\ud800\\u001b[2J"}',
    '{"ev": "start", "game": "tycoon", "seats": [0, 1], "kinds": ["\\u001b[31m"]}',
)


def _tycoon_public():
    from engines import tycoon
    from engines.core import PUBLIC

    state = tycoon.new_game(3)
    while state.history_length() < 30:
        state.apply_action(state.legal_actions()[0])
    return json.loads(json.dumps(state.observation(PUBLIC)))


def _good_events(public):
    start = {"ev": "start", "text": "a game", "game": "tycoon", "seats": [0, 2, 4]}
    start["kinds"] = ["human", "bot", "bot"]
    return [
        {"ev": "boot", "text": "Midway table ready", "seats": 6},
        {"ev": "select", "text": "game select"},
        start,
        dict(start, ev="resume", n=30),
        {"ev": "state", "text": "public state", "obs": public, "end": True},
        {"ev": "action", "text": "a move", "n": 31, "player": 0, "seat": 0},
        {"ev": "over", "text": "GAME OVER: seat 1 wins", "winners": [0], "scores": [9, 5, 3]},
    ]


def malformed_lines():
    """Each good event with each of its fields (and each key of the public state) replaced
    by each wrong value, or missing; then the junk lines."""
    public = _tycoon_public()
    for event in _good_events(public):
        for key in event:
            yield json.dumps({k: v for k, v in event.items() if k != key})
            for value in WRONG:
                yield json.dumps(dict(event, **{key: value}))
        if event["ev"] == "state":
            for key in sorted(public):
                for value in WRONG:
                    yield json.dumps(dict(event, obs=dict(public, **{key: value})))
    yield from JUNK


def test_no_line_stops_the_monitor_and_the_good_lines_after_it_still_show():
    from host_tools import led_map
    from host_tools.simulator import ansi, screen

    config = led_map.load_config(led_map.CONFIG)
    colour, plain = ansi.Paint("24bit"), ansi.Paint("none")
    public = _tycoon_public()
    start, state = _good_events(public)[2], _good_events(public)[4]
    later = dict(state, obs=dict(public, month=5, totals=[41, 42, 43]))
    action = {"ev": "action", "text": "after the damage", "n": 32}
    count = 0
    for line in malformed_lines():
        count += 1
        follower = monitor.Follower()
        for good in (start, state):
            follower.feed(json.dumps(good))
        event = follower.feed(line)
        # what run_plain prints for it, and the whole screen drawn with it
        shown = "%-8s %s\n" % (event.get("ev", "?"), event.get("text", ""))
        shown += "\n".join(monitor.compose(follower, config, "test", colour, 120, 40, 1.5))
        shown.encode("utf-8")  # nothing a terminal cannot be sent
        assert "\x1b[2J" not in shown and "\x00" not in shown, line[:80]
        for good in (start, later, action):
            follower.feed(json.dumps(good))
        text = "\n".join(
            monitor.headers(follower, "test", plain)
            + monitor.board_lines(follower, config, plain, 120)
            + screen.log_lines(follower.log, plain, 60)
        )
        assert "seat 1 (human) 41" in text and "seat 5 (bot) 43" in text, line[:80]
        month = [row for row in text.splitlines() if row.startswith("month track")][0]
        assert month.count("●") == 6, line[:80]  # month 5: the board follows the state again
        assert "after the damage" in text, line[:80]
    assert count > 1000


def test_a_line_the_monitor_cannot_read_is_shown_as_the_text_it_was():
    follower = monitor.Follower()
    for line in ('{"ev":"state","obs":5,"end":true}', '{"ev": "action", "n": "5"}', "[1, 2]"):
        event = follower.feed(line)
        assert event == {"ev": "text", "text": line}
        assert list(follower.log)[-1] == ("text", line)
    assert follower.obs == {} and follower.last_action == 0
    event = follower.feed('{"ev": "text", "text": "\\u001b[2J\\ud800"}')
    assert "\x1b" not in event["text"] and "\ud800" not in event["text"]
    assert len(follower.feed("y" * 100000)["text"]) < 3000  # cut, not the whole line


def test_a_followed_file_of_junk_then_a_game_shows_the_game(tycoon_log, tmp_path):
    log, _ = tycoon_log
    damaged = tmp_path / "damaged.log"
    junk = "\n".join(malformed_lines()).encode("utf-8", "surrogatepass")
    damaged.write_bytes(b"\xff\xfe\x00 not utf-8\n" + junk + b"\n" + log.read_bytes())
    clean = screen_of(run_monitor("--follow", str(log), "--once", "--colour", "none"))
    shown = screen_of(run_monitor("--follow", str(damaged), "--once", "--colour", "none"))
    assert shown[1:] == clean[1:]  # all but the first line, which names the file


def test_a_line_that_never_ends_is_read_in_pieces(tmp_path):
    path = tmp_path / "endless.log"
    path.write_bytes(b"z" * 300000 + b'\n{"ev": "action", "text": "at last", "n": 3}\n')
    source = monitor.FileSource(path, once=True)
    follower = monitor.Follower()
    try:
        while not source.ended:
            for line in source.lines():
                assert len(line) <= 2 * monitor.LINE_KEEP
                follower.feed(line)
    finally:
        source.close()
    assert follower.last_action == 3 and list(follower.log)[-1] == ("action", "at last")


def test_the_monitor_only_listens_so_a_running_table_plays_on_under_it(tmp_path, firmware_build):
    from support.pty_board import PtyBoard, deployed_pico, left_alone

    folder = deployed_pico(tmp_path / "board", firmware_build, ROOT / "firmware" / "config.py")
    with PtyBoard(folder, main="table_main.py") as pico:
        assert pico.wait_for(b'"ev": "select"'), "the table did not start"
        watcher = subprocess.Popen(
            [sys.executable, "host_tools/monitor.py", "--port", pico.port, "--colour", "none"],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
        )
        try:
            time.sleep(2)  # the port opens; the monitor follows the log
            assert watcher.poll() is None, watcher.stderr
        finally:
            watcher.kill()
            watcher.wait()
        assert pico.received == 0  # not a byte, so no Ctrl-C: the table was never stopped
        resets, _, log = left_alone(pico.port)  # mpremote's Ctrl-C is the first to stop it
    assert [event["ev"] for event in log].count("stopped") == 1 and resets == []


def test_the_monitor_draws_the_tycoon_board_as_the_tables_leds_bit_for_bit():
    # a real game, bots' choices and chance from a seeded Rng; the table's own view drawn
    # from the engine's state beside the monitor fed the log lines the table sends
    from engines import tycoon
    from engines.core import CHANCE, PUBLIC
    from engines.rng import Rng
    from host_tools import led_map
    from table import log, pacing, play
    from table.leds import frame, tycoon_view

    config = led_map.load_config(led_map.CONFIG)
    seats = [0, 2, 4]
    state = tycoon.new_game(len(seats))
    table = tycoon_view.View(frame.Leds(config), seats, pacing.Pacing(), tycoon.GAME, tycoon)
    follower = monitor.Follower()
    follower.feed(json.dumps({"ev": "start", "text": "t", "game": "tycoon", "seats": seats}))
    lines: list = []
    rng, now, compared = Rng(7), 5000, 0

    def announce(actor, action):
        public = state.observation(PUBLIC)
        table.update(state, public, actor, action, now)
        if actor is not None:
            action_line = {"ev": "action", "text": "a", "n": state.history_length()}
            lines.append(json.dumps(dict(action_line, player=actor)))
        play.log_state(log.Log(lines.append), public)
        for line in lines:
            follower.feed(line)
        lines.clear()
        monitor.tycoon_colours(follower, config, now / 1000)  # drawn as each state comes

    def same_frames():
        out = bytearray(config.LED_COUNT * 3)
        for later in (0, 90, 260, 610, 1400):  # rolling, walking, blinking, settled
            table.draw(out, now + later)
            leds = [tuple(out[i : i + 3]) for i in range(0, len(out), 3)]
            assert monitor.tycoon_colours(follower, config, (now + later) / 1000) == leds

    announce(None, None)
    while not state.is_terminal():
        actor = state.current_player()
        if actor == CHANCE:
            action = rng.weighted(state.chance_outcomes())
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        now += 1500
        announce(actor, action)
        if state.history_length() % 40 == 0 or state.is_terminal():
            same_frames()
            compared += 1
    assert compared >= 4
