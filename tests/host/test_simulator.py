"""make sim at the keyboard, driven through a pseudo-terminal as a player would: the board
and the serial log appear, a seat key moves the game select (on the LEDs, decoded from the
chain's bytes, and in the log), the private-view key shows and hides a seat's view, the quit
key (and SIGTERM) leave the terminal as they found it."""

import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COLUMNS, ROWS = 130, 42
SEQUENCE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
SEAT_DOT = re.compile(r"%s \x1b\[0m\x1b\[38;2;(\d+);(\d+);(\d+)m●")


class Terminal:
    """A pseudo-terminal with the simulator on its other end: type keys, read screens."""

    def __init__(self, command, columns=COLUMNS, rows=ROWS):
        self.master, self.slave = pty.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.before = termios.tcgetattr(self.slave)
        env = dict(os.environ, COLORTERM="truecolor", TERM="xterm-256color")
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            stdin=self.slave,
            stdout=self.slave,
            stderr=self.slave,
            env=env,
            start_new_session=True,
        )
        self.output = b""

    def read(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                try:
                    self.output += os.read(self.master, 65536)
                except OSError:
                    return

    def raw_screens(self):
        """Every whole screen drawn so far (each starts at the top-left corner and ends with
        the keys help), with its colours."""
        text = self.output.decode("utf-8", "replace")
        return [s for s in text.split("\x1b[H") if "x quit" in SEQUENCE.sub("", s)]

    def screen(self):
        screens = self.raw_screens()
        return SEQUENCE.sub("", screens[-1]) if screens else ""

    def wait_for(self, text, seconds=60, times=1):
        """The latest screen once it shows `text` (`times` times; fails after `seconds`)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.read(0.1)
            if self.screen().count(text) >= times:
                return self.screen()
        raise AssertionError("no screen showed %r; the last:\n%s" % (text, self.screen()))

    def type(self, keys):
        os.write(self.master, keys.encode())

    def wait_exit(self, seconds=30):
        end = time.monotonic() + seconds
        while self.process.poll() is None and time.monotonic() < end:
            self.read(0.1)
        self.read(0.2)
        return self.process.wait(timeout=1)

    def restored(self):
        return termios.tcgetattr(self.slave) == self.before

    def close(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        os.close(self.master)
        os.close(self.slave)


@pytest.fixture
def make_sim():
    terminals = []

    def start(args="", command=None, columns=COLUMNS, rows=ROWS):
        command = command or ["make", "-s", "sim", "ARGS=" + args]
        terminal = Terminal(command, columns, rows)
        terminals.append(terminal)
        return terminal

    yield start
    for terminal in terminals:
        terminal.close()


def seat_dot(raw_screen, seat):
    """The colour the screen gives seat `seat`'s LED (1-based), as (r, g, b)."""
    found = SEAT_DOT.pattern % re.escape("%d/%s" % (seat, "qwerty"[seat - 1]))
    match = re.search(found, raw_screen)
    assert match, "no seat %d LED on the screen" % seat
    return tuple(int(x) for x in match.groups())


def test_make_sim_shows_the_board_and_log_a_seat_key_moves_the_game_select(make_sim):
    term = make_sim("--seed 3")
    term.wait_for("game 1 of 4: Roller Coaster Tycoon")
    term.read(1.5)  # the lamp test (every LED white), then the game select's frame
    screen = term.screen()
    # the board: spaces, month track, the d6 face, the colour die, the seat LEDs with keys
    for part in ("month track", "d6  ╭───────╮", "colour die", "seats  1/q", "6/y", "◇", "○□"):
        assert part in screen
    assert "serial log" in screen and "boot    Midway table ready" in screen
    assert "\x1b[38;2;" in term.raw_screens()[-1]  # 24-bit colour where the terminal has it
    r, g, b = seat_dot(term.raw_screens()[-1], 1)
    assert g > 200 and r < 60  # Tycoon's colour, green, decoded from the chain's bytes
    term.type("1")  # seat 1's step: the next game
    term.wait_for("game 2 of 4: Scream Machine")
    term.read(0.5)
    r, g, b = seat_dot(term.raw_screens()[-1], 1)
    assert r > 200 and g < r  # Scream Machine's orange
    term.type("x")
    assert term.wait_exit() == 0
    assert term.restored()
    assert term.output.endswith(b"\x1b[?25h\x1b[?1049l")  # cursor back, main screen back


def test_an_80_by_24_terminal_gets_the_board_the_log_whose_turn_and_the_keys(make_sim):
    term = make_sim("--seed 3", columns=80, rows=24)
    term.wait_for("game 1 of 4: Roller Coaster Tycoon")
    term.read(1.5)  # past the lamp test
    lines = term.screen().splitlines()
    assert len(lines) == 24 and all(len(line) < 80 for line in lines)
    assert lines[1].strip() == "now  Choose a game: Roller Coaster Tycoon (1 of 4)"
    for part in ("◇", "months, last: over", "1/q", "6/y", "serial log", "select  game 1 of 4"):
        assert part in term.screen()
    assert "x quit" in lines[-1]
    term.type("x")
    assert term.wait_exit() == 0 and term.restored()


def test_the_private_view_key_shows_one_seats_view_and_hides_it_again(make_sim):
    term = make_sim("--game scream --players 2 --speed 4")
    term.wait_for("start   Scream!, 2 players: seat 1 human, seat 2 human")
    term.type("v1")
    screen = term.wait_for("seat 1's private view")
    assert "Your campsite:" in screen and "Other campsites:" in screen
    assert "serial log" not in screen
    term.type("v")
    screen = term.wait_for("serial log")
    assert "seat 1's private view" not in screen and "Your campsite:" not in screen
    term.type("v2")
    assert "Your campsite:" in term.wait_for("seat 2's private view")
    term.type("\x1b")  # Esc hides it too
    term.wait_for("serial log")
    term.type("x")
    assert term.wait_exit() == 0 and term.restored()


def test_shift_or_h_then_a_key_holds_the_button_for_a_long_press(make_sim):
    term = make_sim("--seed 4")
    term.wait_for("game 1 of 4: Roller Coaster Tycoon")
    term.type("1")
    term.wait_for("game 2 of 4: Scream Machine")
    term.type("!")  # Shift+1: seat 1's step held: the press steps on, the hold goes back two
    term.wait_for("game 3 of 4: Scream Park")
    screen = term.wait_for("game 1 of 4: Roller Coaster Tycoon", times=2)
    assert screen.index("game 3 of 4") < screen.rindex("game 1 of 4")
    term.type("h1")  # h, then the key: the same hold on any keyboard
    term.wait_for("game 4 of 4: Scream!")
    term.type("q2")  # seat 1 joins, seat 2 gets a bot
    term.wait_for("seat 2 is a bot")
    term.type("Q")  # hold seat 1's confirm: start
    term.wait_for(
        "start   Scream!, 2 players: seat 1 human, seat 2 "
    )  # a bot, of the default level


def test_game_players_and_bots_options_press_the_opening_at_boot(make_sim):
    term = make_sim("--game scream_park --players 2 --bots 2 --speed 8")
    screen = term.wait_for("start   Scream Park, 2 players: seat 1 human, seat 2 ")
    assert "join    seat 1 joins" in screen and "join    seat 2 is a bot" in screen


def test_sigterm_and_errors_still_restore_the_terminal(make_sim):
    term = make_sim(command=[sys.executable, "-m", "host_tools.simulator", "--seed", "2"])
    term.wait_for("serial log")
    term.process.send_signal(signal.SIGTERM)
    assert term.wait_exit() == 128 + signal.SIGTERM
    assert term.restored()
    assert term.output.endswith(b"\x1b[?25h\x1b[?1049l")


def test_without_a_terminal_it_says_to_use_headless():
    done = subprocess.run(
        [sys.executable, "-m", "host_tools.simulator"],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2 and "--headless" in done.stderr
