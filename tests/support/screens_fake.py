"""A stand-in for hal/screens.py's Screens at the text level, for the seat screens' tests on
both runtimes: its .page is the one page every row is drawn in, as hal's, and send(seat,
page) reads it back as text in our font (table/seat/font.py) onto the seat's panel, as the
wire would carry it, and counts the bus time an SSD1306 page takes at 400 kHz."""

PAGE_US = 3300  # a page's 129 data bytes and its window's commands at 400 kHz, 9 bits a byte


def page_text(buffer, page=0):
    """Page `page` of `buffer` read back as text in our font (table/seat/font.py): (its
    characters, trailing spaces left off; whether it is inverted). A cell that is no glyph
    of the font reads as a control character, chr(1)."""
    from table.seat import font

    at = page * 128
    lit = buffer[at + 5] == 0xFF  # the first cell's blank column
    flip = 0xFF if lit else 0
    cells = []
    for c in range(font.COLUMNS):
        cell = bytes([buffer[at + 6 * c + k] ^ flip for k in range(5)])
        found = font.GLYPHS.find(cell)
        while found > 0 and found % 5:
            found = font.GLYPHS.find(cell, found + 1)
        cells.append(chr(32 + found // 5) if found >= 0 else chr(1))
    return "".join(cells).rstrip(" "), lit


class Screens:
    """Screens at `seats` (from 0): .panel(seat) the 8 rows it shows, .sent the pages sent,
    .bus_us the bus time so far; a seat in `failing` stops answering after its first page
    (send is False then, as hal's)."""

    def __init__(self, seats=(0, 1, 2, 3, 4, 5), failing=()):
        self.seats = tuple(seats)
        self.missing = []
        self.page = bytearray(128)
        self.panels = {seat: [("", False)] * 8 for seat in self.seats}
        self.sent = []
        self.bus_us = 0
        self.failing = failing

    def send(self, seat, page):
        if seat in self.failing and [s for s, _ in self.sent if s == seat]:
            return False  # hal's Screens: a screen that stopped answering
        self.sent.append((seat, page))
        self.bus_us += PAGE_US
        self.panels[seat][page] = page_text(self.page)
        return True

    def rows(self, seat):
        """What seat `seat`'s screen shows, row by row (an inverted row marked '>')."""
        return [(">" if lit else "") + text for text, lit in self.panels[seat]]
