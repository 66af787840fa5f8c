"""A stand-in for hal/screens.py's Screens at the text level, for the seat screens' tests on
both runtimes: its driver keeps what each page (a row of text) was last drawn with, and
send(seat, page) puts that page on the seat's panel, as the wire would, and counts the bus
time an SSD1306 page takes at 400 kHz."""

WIDTH = 21
PAGE_US = 3300  # a page's 129 data bytes and its window's commands at 400 kHz, 9 bits a byte


class Driver:
    """The shared frame buffer's pages as text: fill_rect blanks a page (lit: inverted),
    text puts what shows of a row there (framebuf clips what is off the left)."""

    def __init__(self):
        self.pages = [("", False)] * 8

    def fill_rect(self, x, y, w, h, colour):
        assert (x, w, h) == (0, 128, 8) and y % 8 == 0, "a row is a whole page"
        self.pages[y // 8] = ("", colour == 1)

    def text(self, text, x, y, colour=1):
        assert x <= 0 and x % 8 == 0 and y % 8 == 0
        page = y // 8
        lit = self.pages[page][1]
        assert colour == (0 if lit else 1), "an inverted row is drawn dark on lit"
        shown = text[-x // 8 :][:WIDTH]
        self.pages[page] = (shown, lit)


class Screens:
    """Screens at `seats` (from 0): .panel(seat) the 8 rows it shows, .sent the pages sent,
    .bus_us the bus time so far; a seat in `failing` stops answering after its first page
    (send is False then, as hal's)."""

    def __init__(self, seats=(0, 1, 2, 3, 4, 5), failing=()):
        self.seats = tuple(seats)
        self.missing = []
        self.driver = Driver()
        self.panels = {seat: [("", False)] * 8 for seat in self.seats}
        self.sent = []
        self.bus_us = 0
        self.failing = failing

    def send(self, seat, page):
        if seat in self.failing and [s for s, _ in self.sent if s == seat]:
            return False  # hal's Screens: a screen that stopped answering
        self.sent.append((seat, page))
        self.bus_us += PAGE_US
        self.panels[seat][page] = self.driver.pages[page]
        return True

    def rows(self, seat):
        """What seat `seat`'s screen shows, row by row (an inverted row marked '>')."""
        return [(">" if lit else "") + text for text, lit in self.panels[seat]]
