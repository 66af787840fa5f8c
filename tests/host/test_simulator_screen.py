"""The simulator's screen fits the terminal it is in, as a player at 80x24, 80x40 or 160x50
sees it: the board and the last serial log lines both on screen, the log never wrapped
narrower than 40 columns, the key help whole, whose turn it is in words, the Tycoon spaces
named on a wide board, and a seat's private view readable at 80x24."""

import re

import pytest

from host_tools import led_map
from host_tools.board_layout import LAYOUT
from host_tools.simulator import ansi, board, interactive, options, pico, screen
from host_tools.simulator.serial_out import SerialOut

SIZES = ((80, 24), (80, 40), (160, 50))
PLAIN = ansi.Paint("none")
NAMES = [led_map.board.space_name(space) for space in range(len(LAYOUT))]


def _session(*argv):
    args = options.parser().parse_args([*argv, "--pace", "fast"])
    return interactive.Session(
        args, options.plan(args), pico.load_config(args.config), SerialOut(None)
    )


def _run_until(session, done, ticks=40000):
    for _ in range(ticks):
        if done():
            return
        session.run_ticks(1)
    raise AssertionError("the table never got there")


def _screen(session, columns, rows):
    """The screen as the player sees it: its lines, without colours."""
    lines = session.frame(columns, rows, PLAIN).replace("\x1b[H", "").split("\n")
    lines = [re.sub("\x1b\\[[0-9;?]*[A-Za-z]", "", line) for line in lines]
    assert len(lines) == rows and all(len(line) < columns for line in lines)
    return lines


def _log_part(lines):
    """The serial log's lines on a screen (under the board or beside it), the ev column and
    the text of each, and where the log starts (its column)."""
    title = [(i, line.index("serial log")) for i, line in enumerate(lines) if "serial log" in line]
    assert title, "no serial log on the screen:\n" + "\n".join(lines)
    first, column = title[0]
    out = []
    for line in lines[first + 1 :]:
        part = line[column:].rstrip()
        if not part or part.startswith(screen.KEYS_SHORT[0][:8]) or part.startswith("keys"):
            break
        out.append((part[: screen.LOG_HEAD].strip(), part[screen.LOG_HEAD :]))
    return column, out


@pytest.fixture(scope="module")
def scream():
    """A Scream! game under way, seat 1 a person about to decide, seat 2 a bot."""
    session = _session("--game", "scream", "--players", "2", "--bots", "2", "--seed", "3")
    table = session.table
    _run_until(session, lambda: table.deciding_seat() == 0 and len(session.log) > 12)
    return session


@pytest.mark.parametrize("columns, rows", SIZES)
def test_the_board_and_the_last_log_lines_show_together(scream, columns, rows):
    lines = _screen(scream, columns, rows)
    text = "\n".join(lines)
    for part in ("◇", "○□", "1/q", "6/y", "die"):  # the map, the seats, the colour die
        assert part in text
    _, log = _log_part(lines)
    entries = []  # the entries shown, each put back together from its wrapped lines
    for ev, text in log:
        if ev:
            entries.append((ev, text))
        elif entries:
            entries[-1] = (entries[-1][0], entries[-1][1] + " " + text)
    assert len(entries) >= (9 if rows == 24 else 12)
    assert entries[1:] == list(scream.log)[-len(entries) + 1 :]  # the newest, in order


@pytest.mark.parametrize("columns, rows", SIZES + ((130, 42), (100, 30)))
def test_no_log_line_is_wrapped_narrower_than_40_columns(scream, columns, rows):
    scream.log.append(("sim", "x" * 300))  # one unbroken word: cut at the log's width
    try:
        lines = _screen(scream, columns, rows)
    finally:
        scream.log.pop()
    _, log = _log_part(lines)
    pieces = [text for _, text in log[[ev for ev, _ in log].index("sim") :]]
    assert "".join(pieces) == "x" * 300  # nothing cut off at the screen's edge
    assert len(pieces) > 1 and all(len(piece) >= 40 for piece in pieces[:-1])


@pytest.mark.parametrize("columns, rows", SIZES)
def test_the_key_help_is_whole_and_one_line_on_a_short_terminal(scream, columns, rows):
    lines = _screen(scream, columns, rows)
    help_lines = screen.KEYS_SHORT if rows < screen.TALL else screen.KEYS_HELP
    assert [line.rstrip() for line in lines[-len(help_lines) :]] == list(help_lines)
    assert "x quit" in lines[-1]


@pytest.mark.parametrize("columns, rows", SIZES)
def test_whose_turn_it_is_is_said_in_words(scream, columns, rows):
    headline = scream.table.seat_view(1)["headline"]  # as seat 2 sees seat 1 deciding
    assert headline.startswith("Seat 1 is ")
    assert _screen(scream, columns, rows)[1].strip() == "now  " + headline


def test_a_bots_turn_and_the_game_select_are_said_in_words_too():
    session = _session("--seed", "5")
    _run_until(session, lambda: session.table.frames_sent() > 0)
    assert (
        _screen(session, 80, 24)[1].strip() == "now  Choose a game: Roller Coaster Tycoon (1 of 4)"
    )
    session = _session("--game", "scream", "--players", "2", "--bots", "all", "--seed", "2")
    _run_until(session, lambda: "bot) is " in session.turn(PLAIN))
    assert re.match(r"now  Seat 2 \((\w+ )?bot\) is \w+", _screen(session, 80, 24)[1])


def test_a_wide_terminal_names_every_space_beside_its_square():
    """Lit alone, each space's square is the dot next to its name, or straight above it: a
    player told 'to Path 7' finds it by the name."""
    config = pico.load_config()
    for space, name in enumerate(NAMES):
        colours = [(0, 0, 0)] * config.LED_COUNT
        colours[config.SPACE_LEDS[space]] = (255, 0, 0)
        lines = board.draw(colours, config, PLAIN, names=True)
        (row, column) = [(i, line.index("●")) for i, line in enumerate(lines) if "●" in line][0]
        named = re.compile(r"(?<![\w-])%s(?![\w-])" % re.escape(name))
        beside = [m.start() for m in named.finditer(lines[row])]
        if column + 3 in beside or any(m + len(name) == column - 1 for m in beside):
            continue
        below = []
        for line in lines[row + 1 :]:
            if re.search("[·○◇●]", line):
                break  # the next row of squares
            below += [m.start() for m in named.finditer(line)]
        assert column in below or column + 2 - len(name) in below, name


def test_the_names_show_on_a_wide_terminal_and_not_on_a_narrow_one(scream):
    wide = "\n".join(_screen(scream, 160, 50))
    assert all(name in wide for name in NAMES)
    narrow = "\n".join(_screen(scream, 80, 40))
    assert "Path 7" not in narrow and "Swinging Inverter Ship" not in narrow


def test_the_private_panel_fits_80_by_24_with_the_headline_and_the_highlighted_choice(scream):
    table = scream.table
    seat = table.deciding_seat()
    scream.private_seat = seat
    try:
        lines = _screen(scream, 80, 24)
    finally:
        scream.private_seat = None
    text = "\n".join(lines)
    view = table.seat_view(seat)
    assert view["headline"].split(" ")[0] in text and "Your turn" in text
    assert "> " + view["choices"][view["highlighted"]] in text
    assert "Your campsite:" in text and "\n  1: " in text  # indented under its title
    assert lines[-1].rstrip() == screen.KEYS_SHORT[0]


def test_the_standings_show_where_the_log_stands_once_a_game_is_left():
    session = _session("--game", "scream_park", "--players", "2", "--bots", "2", "--autopilot")
    table = session.table
    _run_until(session, lambda: table.seen_event("over"))
    session.key("q")  # seat 1's confirm at GAME OVER: the game goes into the records
    _run_until(session, lambda: table.mode() == 1)  # the game select again
    session.key("s")
    text = "\n".join(_screen(session, 80, 40))
    assert "standings" in text and "won of 1 (Scream Park " in text
    assert "seat 2 (normal bot): " in text and "game 1, Scream Park: seat 1 " in text
    session.key("s")
    assert "serial log" in "\n".join(_screen(session, 80, 40))
