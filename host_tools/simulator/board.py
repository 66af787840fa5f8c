"""The table's LEDs as terminal text: the Tycoon board map with a coloured dot for every LED
at its place (spaces at their LAYOUT positions, each attraction's ownership LED beside it),
the month track, the d6 pips as a die face, the colour die and the seat LEDs. Drawn three
ways, for the room a terminal has: with every space's name beside its dot (wide), plain, or
with the month track, the dice and the seats in a narrow column beside the map (short).

Shared by the simulator (colours decoded from the bytes the chain received) and the monitor
(colours worked out from the public state events): both hand draw() one (r, g, b) per chain
index, and the config's LED map says where each goes.
"""

from host_tools import led_map
from host_tools.board_layout import LAYOUT
from host_tools.led_map import board
from host_tools.simulator import ansi

CELL = 3  # columns per board square: the space's LED, its ownership LED, a gap
NAMED_CELL = 8  # the same with the names: "Path 33" and a gap fit between two squares
SHORT_GAP = 2  # columns between the map and the short column beside it
LIT = "●"
OWNER_LIT = "■"
DARK = {"path": "·", "entrance": "◇", "attraction": "○", "stall": "○"}
OWNER_DARK = "□"
DARK_INK = (90, 90, 90)
LABEL_INK = (150, 150, 150)
NAME_INK = (210, 210, 210)  # an attraction's name, brighter than a path's
# The d6 face: PIP_LEDS order (top-left, top-right, middle-left, centre, middle-right,
# bottom-left, bottom-right) placed on a 3 x 3 grid.
PIP_PLACES = ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2))


def lift(rgb, brightness):
    """How an LED driven at `rgb` looks, for a screen: the config's BRIGHTNESS undone (the
    table scales every frame by it) and low levels raised, as an eye sees a dim LED."""
    out = []
    for channel in rgb:
        full = min(255, channel * 255 // max(1, brightness))
        out.append(int(round(255 * (full / 255) ** 0.5)))
    return tuple(out)


def grid_size():
    return (max(x for x, _ in LAYOUT) + 1, max(y for _, y in LAYOUT) + 1)


def width(cell=CELL):
    """Columns the board map takes."""
    return grid_size()[0] * cell


class _Dots:
    def __init__(self, colours, paint):
        self.colours = colours
        self.paint = paint

    def colour(self, led):
        if 0 <= led < len(self.colours):
            return tuple(self.colours[led][:3])
        return (0, 0, 0)

    def dot(self, led, dark=DARK["path"], lit=LIT):
        rgb = self.colour(led)
        if rgb == (0, 0, 0):
            return self.paint.fg(dark, DARK_INK)
        return self.paint.fg(lit, rgb)


def _grid(config, dots):
    columns, rows = grid_size()
    cells = [[" " * CELL for _ in range(columns)] for _ in range(rows)]
    owner_of = {space: card for card, space in enumerate(board.ATTRACTIONS)}
    for space, (x, y) in enumerate(LAYOUT):
        kind = led_map.space_kind(space)
        text = dots.dot(config.SPACE_LEDS[space], DARK[kind])
        card = owner_of.get(space)
        if card is None:
            text += " "
        else:
            text += dots.dot(config.OWNER_LEDS[card], OWNER_DARK, OWNER_LIT)
        cells[y][x] = text + " "
    return ["".join(row) for row in cells]


class _Canvas:
    """Lines of a fixed width on which dots and names are put at given columns, each name
    only where it keeps a blank column from everything else on its line."""

    def __init__(self, columns):
        self.columns = columns
        self.lines = []  # (taken columns, [(start, length, text)])

    def line(self):
        self.lines.append((bytearray(self.columns), []))
        return len(self.lines) - 1

    def free(self, line, start, length):
        if start < 0 or start + length > self.columns:
            return False
        return not any(self.lines[line][0][max(0, start - 1) : start + length + 1])

    def put(self, line, start, length, text):
        taken, spans = self.lines[line]
        taken[start : start + length] = b"\x01" * length
        spans.append((start, length, text))

    def text(self):
        out = []
        for _, spans in self.lines:
            row, at = "", 0
            for start, length, text in sorted(spans):
                row += " " * (start - at) + text
                at = start + length
            out.append(row + " " * (self.columns - at))
        return out


def _named_grid(config, dots, paint):
    """The map with each space's name (tycoon_data.space_name) beside its square: on its
    line to the right or the left where the line has room, else under its row, starting
    below its square (ending below it at the map's right edge), on the first line under
    that row where it fits."""
    columns, rows = grid_size()
    canvas = _Canvas(columns * NAMED_CELL)
    owner_of = {space: card for card, space in enumerate(board.ATTRACTIONS)}
    at = {place: space for space, place in enumerate(LAYOUT)}
    for y in range(rows):
        row = canvas.line()
        here = [(x, at[(x, y)]) for x in range(columns) if (x, y) in at]
        for x, space in here:
            kind = led_map.space_kind(space)
            card = owner_of.get(space)
            owner = (
                " " if card is None else dots.dot(config.OWNER_LEDS[card], OWNER_DARK, OWNER_LIT)
            )
            canvas.put(
                row, x * NAMED_CELL, 2, dots.dot(config.SPACE_LEDS[space], DARK[kind]) + owner
            )
        under = []
        for x, space in here:
            name = board.space_name(space)
            ink = LABEL_INK if led_map.space_kind(space) == "path" else NAME_INK
            left = x * NAMED_CELL
            below = left if left + len(name) <= canvas.columns else left + 2 - len(name)
            for line, start in (
                (row, left + 3),
                (row, left - 1 - len(name)),
                *[(line, below) for line in under],
            ):
                if canvas.free(line, start, len(name)):
                    break
            else:
                line, start = canvas.line(), below
                under.append(line)
            canvas.put(line, start, len(name), paint.fg(name, ink))
    return canvas.text()


def _label(paint, text):
    return paint.fg(text, LABEL_INK)


def _months(config, dots, paint):
    track = " ".join(dots.dot(led) for led in config.MONTH_LEDS)
    return [_label(paint, "month track ") + track + _label(paint, "  last: over")]


def _face(config, dots):
    """The d6's pips as three rows of dots."""
    face = [[" "] * 3 for _ in range(3)]
    for pip, led in enumerate(config.PIP_LEDS):
        x, y = PIP_PLACES[pip]
        face[y][x] = dots.dot(led)
    return [" ".join(row) for row in face]


def _dice(config, dots, paint):
    face = _face(config, dots)
    die = dots.dot(config.DIE_LED, "○")
    return [
        _label(paint, "d6  ╭───────╮"),
        _label(paint, "    │ ") + face[0] + _label(paint, " │   colour die ") + die,
        _label(paint, "    │ ") + face[1] + _label(paint, " │"),
        _label(paint, "    │ ") + face[2] + _label(paint, " │"),
        _label(paint, "    ╰───────╯"),
    ]


def _seat_dots(config, dots, paint, seat_labels):
    """Each seat LED after its label: the simulator's keys, else the seat's number."""
    parts = []
    for seat, led in enumerate(config.SEAT_LEDS):
        label = seat_labels[seat] if seat_labels else str(seat + 1)
        parts.append(_label(paint, label + " ") + dots.dot(led, "○"))
    return parts


def _seats(config, dots, paint, seat_labels):
    return [_label(paint, "seats  ") + "   ".join(_seat_dots(config, dots, paint, seat_labels))]


def chain(colours, paint, columns):
    """The LED chain as a strip of dots in chain order, for a config whose map cannot be
    drawn (the table shows its error pattern on it)."""
    dots = _Dots(colours, paint)
    per_line = max(1, columns // 2)
    lines = [_label(paint, "the LED chain, in order (the config's map cannot be drawn)")]
    for start in range(0, len(colours), per_line):
        end = min(len(colours), start + per_line)
        lines.append(" ".join(dots.dot(led) for led in range(start, end)))
    return lines


def _short(config, dots, paint, seat_labels):
    """The month track, the dice and the seat LEDs in a column 18 wide, to stand beside the
    map where a terminal is short."""
    face = _face(config, dots)
    die = dots.dot(config.DIE_LED, "○")
    seats = _seat_dots(config, dots, paint, seat_labels)
    return [
        _label(paint, "months, last: over"),
        "".join(dots.dot(led) for led in config.MONTH_LEDS),
        _label(paint, "d6 ") + face[0] + _label(paint, "   die ") + die,
        "   " + face[1],
        "   " + face[2],
        _label(paint, "seats"),
        " ".join(seats[:3]),
        " ".join(seats[3:]),
    ]


def draw(colours, config, paint, seat_labels=None, names=False, short_beside=0):
    """The board as lines of text: `colours` one (r, g, b) per chain index; seat_labels: what
    to write before each seat LED (the simulator's keys), else the seat numbers. names: each
    space's name on the map. short_beside: the month track, the dice and the seats in a
    column beside the map when that fits in this many columns (under it otherwise), not
    below it at full size."""
    try:
        led_map.validate(config)
    except (led_map.ConfigError, AttributeError, TypeError):
        return chain(colours, paint, width())
    dots = _Dots(colours, paint)
    lines = _named_grid(config, dots, paint) if names else _grid(config, dots)
    if short_beside:
        short = _short(config, dots, paint, seat_labels)
        column = max(ansi.width(line) for line in short)
        if ansi.width(lines[0]) + SHORT_GAP + column <= short_beside:
            lines = [
                line + " " * SHORT_GAP + (short[i] if i < len(short) else "")
                for i, line in enumerate(lines)
            ]
            return lines + short[len(lines) :]
        return lines + short
    lines.append("")
    lines += _months(config, dots, paint)
    lines.append("")
    lines += _dice(config, dots, paint)
    lines.append("")
    lines += _seats(config, dots, paint, seat_labels)
    return lines
