"""The seat screens in the simulator, as a player at 80x24 or 160x50 sees them: each
screen's pixels drawn in braille (2x4 a character), half blocks (1x2) or small braille (a dot
for 2x2) at known places, beside or under the board without covering any of it, one seat's
alone when asked (o 1-6), none (o 0), and `v` still showing a seat's private view; and a
picture sent on the simulated I2C bus showing on its seat's screen and no other."""

import re

import pytest

from host_tools.simulator import ansi, interactive, oled, options, pico, screen
from host_tools.simulator.serial_out import SerialOut

PLAIN = ansi.Paint("none")
BRAILLE = re.compile("[\u2801-\u28ff]")


class Panel:
    """A stand-in for the simulated wire's SSD1306 (ssd1306_wire.Controller): a picture
    given pixel by pixel."""

    def __init__(self, lit=()):
        self.shown = set(lit)

    def pixel(self, x, y):
        return int((x, y) in self.shown)

    def lines(self):
        return [
            "".join("#" if (x, y) in self.shown else "." for x in range(oled.WIDTH))
            for y in range(oled.HEIGHT)
        ]


def _picture(lit, form):
    return oled.picture(Panel(lit).lines(), form)


# ---- the picture -----------------------------------------------------------------------------


def test_a_pixel_lit_at_the_corner_is_the_first_characters_first_dot():
    full = _picture({(0, 0)}, oled.FULL)
    assert (len(full), len(full[0])) == (16, 64)
    assert full[0][0] == "\u2801"  # braille dot 1
    assert BRAILLE.findall("".join(full)) == ["\u2801"]
    half = _picture({(0, 0)}, oled.HALF)
    assert (len(half), len(half[0])) == (32, 128)
    assert half[0][0] == "▀" and half[0][1:] == " " * 127
    small = _picture({(0, 0)}, oled.SMALL)
    assert (len(small), len(small[0])) == (8, 32) and small[0][0] == "\u2801"


def test_each_pixel_of_a_braille_cell_is_its_own_dot():
    # dots 1 2 3 7 down the left column, 4 5 6 8 down the right (Unicode's braille order)
    bits = {(0, 0): 0x01, (0, 1): 0x02, (0, 2): 0x04, (0, 3): 0x40}
    bits.update({(1, 0): 0x08, (1, 1): 0x10, (1, 2): 0x20, (1, 3): 0x80})
    for (x, y), bit in bits.items():
        assert _picture({(40 + x, 20 + y)}, oled.FULL)[5][20] == chr(0x2800 + bit)
    assert _picture(set(bits), oled.FULL)[0][:2] == "⣿ "  # all eight: that cell alone
    assert _picture({(126, 63), (127, 63)}, oled.FULL)[15][63] == "⣀"  # the last row


def test_half_blocks_show_a_pixel_above_another():
    assert _picture({(10, 20)}, oled.HALF)[10][10] == "▀"
    assert _picture({(10, 21)}, oled.HALF)[10][10] == "▄"
    assert _picture({(10, 20), (10, 21)}, oled.HALF)[10][10] == "█"


def test_a_small_screen_lights_a_dot_for_any_of_its_four_pixels():
    for x, y in ((10, 20), (11, 21)):  # the dot of pixels 10-11 x 20-21: cell (2, 2), dot 6
        assert _picture({(x, y)}, oled.SMALL)[2][2] == chr(0x2800 + 0x20)


def test_a_glyph_like_an_a_is_drawn_where_it_stands():
    # an 8x8 "A" of the framebuf kind at (8, 8): its top bar and its two legs
    glyph = {(x, 8) for x in (10, 11, 12)} | {(9, y) for y in range(9, 15)}
    glyph |= {(13, y) for y in range(9, 15)} | {(x, 11) for x in range(9, 14)}
    full = _picture(glyph, oled.FULL)
    # pixel rows 8-11 then 12-15, columns 8-15: the left leg, the top and middle bars, the
    # right leg; then the legs' feet, nothing between them
    assert [row[4:8] for row in full[2:4]] == ["⢰⣉⣱ ", "⠸ ⠸ "]
    assert "".join(full[:2] + full[4:]).strip() == ""


# ---- the layout ------------------------------------------------------------------------------


def _session(*argv, panels=6):
    """A session whose table has `panels` seat screens (stand-ins), each lit at its seat's
    corner pixel and in a bar as long as its seat number."""
    args = options.parser().parse_args([*argv, "--pace", "fast"])
    session = interactive.Session(
        args, options.plan(args), pico.load_config(args.config), SerialOut(None)
    )
    bars = {seat: {(x, 32) for x in range(8 * (seat + 1))} for seat in range(panels)}
    session.oleds = oled.Screens({seat: Panel(bars[seat] | {(0, 0)}) for seat in bars})
    session.screens = "all" if panels else None
    return session


@pytest.fixture(scope="module")
def game():
    session = _session("--game", "scream", "--players", "2", "--bots", "2", "--seed", "3")
    for _ in range(40000):
        if session.table.deciding_seat() == 0 and len(session.log) > 12:
            return session
        session.run_ticks(1)
    raise AssertionError("the table never got there")


def _screen(session, columns, rows):
    lines = session.frame(columns, rows, PLAIN).replace("\x1b[H", "").split("\n")
    lines = [re.sub("\x1b\\[[0-9;?]*[A-Za-z]", "", line) for line in lines]
    assert len(lines) == rows and all(len(line) < columns for line in lines)
    return lines


def _board_place(session, lines, columns):
    """Where the board is on the screen: (first row, rows, columns), its lines found whole
    and in order, each at the start of a screen line."""
    for drawn in session.boards(columns, PLAIN):
        plain = [line.rstrip() for line in drawn]
        for top in range(len(lines) - len(plain) + 1):
            if all(lines[top + i].startswith(line) for i, line in enumerate(plain)):
                return top, len(plain), max(len(line) for line in plain)
    raise AssertionError("the board is not whole on the screen:\n" + "\n".join(lines))


def _titles(lines):
    """{seat: (row, column)} of each seat screen's title on the screen."""
    out = {}
    for row, line in enumerate(lines):
        for match in re.finditer(r"─ seat (\d)( \(off\))? ─", line):
            out[int(match.group(1)) - 1] = (row, match.start())
    return out


@pytest.mark.parametrize("columns, rows, seen", ((80, 24, 2), (160, 50, 6)))
def test_the_screens_show_beside_or_under_the_board_without_covering_it(game, columns, rows, seen):
    lines = _screen(game, columns, rows)
    top, height, width = _board_place(game, lines, columns)
    titles = _titles(lines)
    assert sorted(titles) == list(range(seen))  # 160x50: all six; 80x24: what fits
    corners = []
    for row, line in enumerate(lines):
        for match in BRAILLE.finditer(line):
            inside = top <= row < top + height and match.start() < width
            assert not inside, "a screen's dot on the board at row %d" % row
            if match.group() == "\u2801":
                corners.append((row, match.start()))
    # each screen's corner pixel: its first character, under its title
    assert sorted(corners) == sorted((row + 1, column) for row, column in titles.values())
    if seen < 6:
        assert "seat screens 1, 2 of 6 (o 1-6: one seat's)" in "\n".join(lines)
    else:
        assert "serial log" in "\n".join(lines)  # the log's newest lines under them
    assert lines[-1].rstrip() == screen.KEYS_SHORT_SCREENS[0] or "o 1-6" in "\n".join(lines)


def test_a_seat_chosen_with_o_shows_alone_and_larger_and_o_0_hides_them(game):
    try:
        for key in "o3":
            game.key(key)
        lines = _screen(game, 160, 50)
        assert list(_titles(lines)) == [2]
        assert "seat screens (braille)" in "\n".join(lines)
        bar = [line for line in lines if "⠉⠉" in line]  # seat 3's 24-pixel bar, 2x4 a dot
        assert len(bar) == 1 and re.search("⠉{12}(?!⠉)", bar[0])
        game.key("o")
        game.key("0")
        text = "\n".join(_screen(game, 160, 50))
        assert not _titles(text.split("\n")) and "serial log" in text
    finally:
        game.screens = "all"


def test_o_says_so_for_a_seat_without_a_screen():
    session = _session(panels=2)
    session.key("o")
    assert "which seat's screen?" in _screen(session, 80, 24)[0]
    session.key("5")
    assert "seat 5 has no screen" in _screen(session, 80, 24)[0]
    assert session.screens == "all"


def test_v_still_shows_a_seats_private_view_where_the_screens_stand(game):
    seat = game.table.deciding_seat()
    game.key("v")
    game.key(str(seat + 1))
    try:
        text = "\n".join(_screen(game, 80, 24))
    finally:
        game.key("v")
    assert "seat %d's private view" % (seat + 1) in text and "Your turn" in text
    assert not BRAILLE.search(text)
    assert _titles(_screen(game, 80, 24))  # v again: the screens are back


def test_the_key_help_names_the_screens_keys_only_on_a_table_with_screens(game):
    assert [line.rstrip() for line in _screen(game, 160, 50)[-5:]] == list(
        screen.KEYS_HELP_SCREENS
    )
    assert _screen(game, 80, 24)[-1].rstrip() == screen.KEYS_SHORT_SCREENS[0]
    plain = _session(panels=0)
    assert _screen(plain, 80, 24)[-1].rstrip() == screen.KEYS_SHORT[0]
    plain.key("o")
    assert "no seat screens" in _screen(plain, 80, 24)[0]


def test_screens_n_gives_the_first_n_seats_a_screen_on_channels_0_to_n_minus_1():
    args = options.parser().parse_args(["--screens", "6"])
    config = pico.with_screens(pico.load_config(), args.screens)
    assert config.SEAT_SCREENS == (0, 1, 2, 3, 4, 5)
    assert config.SEAT_BUTTONS == pico.load_config().SEAT_BUTTONS
    with pytest.raises(SystemExit):
        options.parser().parse_args(["--screens", "7"])


def test_what_the_driver_sends_on_the_bus_shows_on_that_seats_screen_alone():
    """--screens 2: a TCA9548A and two SSD1306s on the simulated I2C bus; micropython-lib's
    driver draws an "A" at the top left of seat 2's screen (channel 1), through the wire."""
    import ssd1306

    args = options.parser().parse_args(["--screens", "2", "--pace", "fast"])
    config = pico.with_screens(pico.load_config(), args.screens)
    session = interactive.Session(args, options.plan(args), config, SerialOut(None))
    assert session.oleds.seats() == [0, 1] and session.screens == "all"
    machine = session.table.machine
    bus = machine.I2C(0, scl=machine.Pin(21), sda=machine.Pin(20), freq=400000)
    bus.writeto(0x70, bytes((1 << 1,)))  # the multiplexer: channel 1 alone
    driver = ssd1306.SSD1306_I2C(128, 64, bus, 0x3C)
    driver.fill(0)
    driver.text("A", 0, 0)
    driver.show()
    session.run_ticks(1)
    assert session.changed
    lines = _screen(session, 160, 50)
    titles = _titles(lines)
    assert sorted(titles) == [0, 1]
    assert "seat screens (braille)" in "\n".join(lines)  # two fit in braille, 2x4 a dot
    row, column = titles[1]
    # framebuf's "A": ...##... ..####.. .##..##. .######. then .##..##. three times
    assert [line[column : column + 5] for line in lines[row + 1 : row + 4]] == [
        "⢠⣞⣳⡄ ",
        "⠸⠇⠸⠇ ",
        "     ",
    ]
    assert lines[row + 1][column + 4 : column + 64].strip() == ""
    first_row, first_column = titles[0]
    # seat 1's screen shows the table's own select, never the "A" sent to channel 1
    seat_1 = [line[first_column : first_column + 5] for line in lines[first_row + 1 :][:3]]
    assert seat_1 != ["⢠⣞⣳⡄ ", "⠸⠇⠸⠇ ", "     "]
    driver.poweroff()  # the display off: its title says so, its picture goes dark
    session.run_ticks(1)
    lines = _screen(session, 160, 50)
    assert "─ seat 2 (off) ─" in lines[row] and not BRAILLE.search(lines[row + 1])


def test_the_tables_own_seat_view_shows_on_each_seats_screen_at_the_game_select():
    """make sim --screens 6: the firmware draws each seat's view and sends it on the bus;
    a seat's screen chosen with o shows the select's "Choose a game" in braille, as our
    font draws those words (support/glyph_art.py: the font as it was drawn)."""
    from support import glyph_art

    args = options.parser().parse_args(["--screens", "6", "--pace", "fast"])
    config = pico.with_screens(pico.load_config(), args.screens)
    session = interactive.Session(args, options.plan(args), config, SerialOut(None))
    session.run_ticks(400)  # 2 s: past the lamp test, every screen's view sent
    assert not any(session.oleds.dark(seat) for seat in session.oleds.seats())
    words = glyph_art.row("Choose a game") + ["." * 128] * 56
    expected = [row.rstrip() for row in oled.picture(words, oled.FULL)[:2]]
    for seat in (0, 5):
        session.key("o")
        session.key(str(seat + 1))
        lines = _screen(session, 160, 50)
        row, column = _titles(lines)[seat]
        shown = [line[column : column + 64] for line in lines[row + 1 : row + 17]]
        assert any(expected[0] in shown[i] and expected[1] in shown[i + 1] for i in range(15)), (
            "\n".join(shown)
        )
