"""The seat screens as terminal text: each SSD1306's 128x64 pixels as the simulated wire's
decoder (host_tools/virtual_board/ssd1306_wire.py) says the panel shows them, drawn in half
blocks (1x2 pixels a character), braille (2x4) or small braille (a dot for every 2x2 pixels,
lit when any of them is), and the screens put side by side in the room the simulator's
screen leaves them (host_tools/simulator/screen.py arranges it)."""

from dataclasses import dataclass

WIDTH = 128  # the SSD1306's pixels
HEIGHT = 64
GAP = 2  # columns between two screens side by side
LIT = "#"  # Controller.lines()'s lit pixel
INK = (210, 235, 255)  # a white OLED's lit pixel, as a terminal can show it
GROUND = (16, 18, 24)  # its dark glass, so that a dark screen still shows where it is
# Unicode braille: the bit of each dot, by the dot's row (0-3) and column (0-1) in the cell.
BRAILLE_BITS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))
BRAILLE = 0x2800
HALF_BLOCKS = (" ", "▀", "▄", "█")  # by top pixel + 2 * bottom pixel


@dataclass(frozen=True)
class Form:
    """One way to draw a screen: `name`, the pixels one character holds across and down,
    and the characters the whole 128x64 picture takes."""

    name: str
    cell_x: int
    cell_y: int

    @property
    def columns(self):
        return WIDTH // self.cell_x

    @property
    def rows(self):
        return HEIGHT // self.cell_y


HALF = Form("half blocks", 1, 2)  # 128 x 32 characters
FULL = Form("braille", 2, 4)  # 64 x 16
SMALL = Form("small braille", 4, 8)  # 32 x 8: a braille dot for every 2 x 2 pixels
FORMS = (HALF, FULL, SMALL)  # the largest first


def pixels(lines, scale=1):
    """The picture as rows of 0/1 from Controller.lines() (a row of '#' and '.' for each
    pixel row); with `scale`, one dot for every scale x scale pixels, lit if any is."""
    rows = [[1 if c == LIT else 0 for c in line] for line in lines]
    if scale == 1:
        return rows
    out = []
    for y in range(0, len(rows), scale):
        merged = [max(column) for column in zip(*rows[y : y + scale], strict=True)]
        out.append([max(merged[x : x + scale]) for x in range(0, len(merged), scale)])
    return out


def braille(rows):
    """Rows of 0/1 as braille characters, 2 x 4 dots each (blank cells as spaces)."""
    width = max((len(row) for row in rows), default=0)
    out = []
    for top in range(0, len(rows), 4):
        band = rows[top : top + 4]
        chars = []
        for x in range(0, width, 2):
            bits = 0
            for dy, row in enumerate(band):
                for dx in (0, 1):
                    if x + dx < len(row) and row[x + dx]:
                        bits |= BRAILLE_BITS[dy][dx]
            chars.append(chr(BRAILLE + bits) if bits else " ")
        out.append("".join(chars))
    return out


def half_blocks(rows):
    """Rows of 0/1 as half-block characters, a pixel above another in each."""
    out = []
    for top in range(0, len(rows), 2):
        upper = rows[top]
        lower = rows[top + 1] if top + 1 < len(rows) else [0] * len(upper)
        out.append("".join(HALF_BLOCKS[a + 2 * b] for a, b in zip(upper, lower, strict=True)))
    return out


def picture(lines, form):
    """A screen's picture (Controller.lines()) drawn in `form`: form.rows strings of
    form.columns characters."""
    if form is HALF:
        return half_blocks(pixels(lines))
    return braille(pixels(lines, form.cell_x // 2))


@dataclass(frozen=True)
class Grid:
    """Screens laid out `across` x `down` in `form`: the first `shown` of them."""

    form: Form
    across: int
    down: int
    shown: int

    @property
    def columns(self):
        return self.across * self.form.columns + (self.across - 1) * GAP

    @property
    def rows(self):
        return self.down * (self.form.rows + 1)  # a title line over each screen


def grid(form, count, columns, rows):
    """The Grid of `count` screens in `form` within columns x rows (each screen under its
    title line): as many across as the columns take, the rest below; None if not one fits."""
    across = min(count, (columns + GAP) // (form.columns + GAP))
    down = min(-(-count // across) if across else 0, rows // (form.rows + 1))
    if across < 1 or down < 1:
        return None
    down = -(-min(count, across * down) // across)
    return Grid(form, across, down, min(count, across * down))


def title(text, columns):
    """A screen's title line: its words over the screen's width, ruled."""
    head = "─ %s " % text
    return (head + "─" * columns)[:columns] if len(head) <= columns else text[:columns]


def draw(screens, layout, paint):
    """The lines of `screens` ([(title, Controller.lines())], the first layout.shown of
    them) laid out on `layout` (a Grid)."""
    form = layout.form
    out = []
    shown = screens[: layout.shown]
    for first in range(0, len(shown), layout.across):
        row = shown[first : first + layout.across]
        blocks = [
            [paint.dim(title(name, form.columns))]
            + [paint.fg_on(line, INK, GROUND) for line in picture(lines, form)]
            for name, lines in row
        ]
        for i in range(form.rows + 1):
            out.append((" " * GAP).join(block[i] for block in blocks))
    return out


class Screens:
    """The seat screens on the simulated bus: {seat (from 0): its Controller}, each one's
    picture read again only when it has had another I2C transaction since (its
    `transactions` count, where it keeps one)."""

    def __init__(self, controllers):
        self.controllers = dict(controllers)
        self.pictures = {}  # seat -> (the transactions it had when read, its lines)
        self.seen = {}  # seat -> its lines when changed() last looked

    def seats(self):
        return sorted(self.controllers)

    def lines(self, seat):
        controller = self.controllers[seat]
        count = getattr(controller, "transactions", None)
        kept = self.pictures.get(seat)
        if count is None or kept is None or kept[0] != count:
            kept = self.pictures[seat] = (count, tuple(controller.lines()))
        return kept[1]

    def dark(self, seat):
        """Whether the seat's screen is switched off (display off or its charge pump off),
        as before the firmware first sets it up; a stand-in that cannot say is on."""
        lit = getattr(self.controllers[seat], "lit", None)
        return lit is not None and not lit()

    def changed(self, seats):
        """Whether any of `seats`' screens shows another picture than when this was last
        asked (about the same seats)."""
        now = {seat: self.lines(seat) for seat in seats}
        changed, self.seen = now != self.seen, now
        return changed
