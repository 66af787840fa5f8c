"""Seat screens at the wire: the table's seat views through hal's Screens, micropython-lib's
ssd1306 driver and the simulated I2C bus, read back from the pixels each SSD1306 shows
(host_tools/virtual_board/ssd1306_wire.py), never from the frame buffer, and compared with
our font's glyphs (table/seat/font.py: tests/table/test_seat_screens_font.py holds each to
its drawing)."""

from support import screens_rig, sim

ISOLATE = True  # a table and six simulated screens for each test: one VM each


def _wired(seats=(0, 1, 2, 3, 4, 5)):
    machine = sim.install()
    panels = machine.attach_screens(seats)
    from hal.screens import Screens

    screens = Screens(0, 20, 21, 400000, 0x70, 0x3C, seats)
    return panels, screens_rig.Table(screens=screens)


def _drawn(text, inverted=False):
    """The 8 pixel rows ('#' lit) of a row of text across the screen: each character its
    font glyph's 5 columns and a blank one, 21 at most, the rest blank."""
    from table.seat import font

    columns = []
    for ch in text[:21]:
        at = (ord(ch) - 32) * 5
        columns.extend(font.GLYPHS[at : at + 5])
        columns.append(0)
    columns.extend([0] * (128 - len(columns)))
    lit, dark = (".", "#") if inverted else ("#", ".")
    return ["".join([lit if b >> y & 1 else dark for b in columns]) for y in range(8)]


def _shown(panel, r):
    """The 8 pixel rows of text row `r` as the panel shows them (a row at a time: a panel's
    every line at once is more than the VM's heap spares beside a game)."""
    return [
        "".join(["#" if panel.pixel(x, y) else "." for x in range(128)])
        for y in range(8 * r, 8 * r + 8)
    ]


def test_an_a_drawn_at_row_0_column_0_lights_its_hand_drawn_pixels_on_the_panel():
    panels, table = _wired((0,))
    from table.seat import font

    font.draw(table.screens.page, 0, b"A", 0, 1, False)
    assert table.screens.send(0, 0)
    corner = [line[:7] for line in panels[0].lines()[:8]]  # row 0: the page sent
    assert corner == [
        ".###...",
        "#...#..",
        "#...#..",
        "#####..",
        "#...#..",
        "#...#..",
        "#...#..",
        ".......",
    ]
    assert [line[7:] for line in panels[0].lines()[:8]] == ["." * 121] * 8  # the row blank


def test_the_select_shows_its_words_in_our_font_at_their_rows():
    panels, table = _wired()
    table.settle()
    lines = panels[3].lines()  # seat 4's screen
    assert lines[0:8] == _drawn("Choose a game")
    rows = table.app.seat_screens.rows[3].decode().split("\n")
    assert rows[1].startswith("1 of ") and lines[8:16] == _drawn(rows[1])
    # the highlighted game, whole in 21 columns: lit, letters dark
    assert rows[2] == "Roller Coaster Tycoon" and lines[16:24] == _drawn(rows[2], True)
    assert lines[24:32] == ["." * 128] * 8  # a blank row


def test_each_seat_panel_shows_its_own_rows_and_no_other_seats():
    panels, table = _wired((0, 1))  # two: a game, the simulated board and more fill the VM
    seat = screens_rig.playing(table, "tycoon")
    views = table.app.seat_screens
    for s in (0, 1):
        rows = views.rows[s].decode().split("\n")
        for r in range(8):
            if len(rows[r]) <= 21:  # a scrolling row is checked by the over-time tests
                assert _shown(panels[s], r) == _drawn(rows[r], s == seat and r == 2), (s, r)
    assert views.rows[0] != views.rows[1]
