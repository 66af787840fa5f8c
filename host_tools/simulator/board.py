"""The table's LEDs as terminal text: the Tycoon board map with a coloured dot for every LED
at its place (spaces at their LAYOUT positions, each attraction's ownership LED beside it),
the month track, the d6 pips as a die face, the colour die and the seat LEDs.

Shared by the simulator (colours decoded from the bytes the chain received) and the monitor
(colours worked out from the public state events): both hand draw() one (r, g, b) per chain
index, and the config's LED map says where each goes.
"""

from host_tools import led_map
from host_tools.board_layout import LAYOUT
from host_tools.led_map import board

CELL = 3  # columns per board square: the space's LED, its ownership LED, a gap
LIT = "●"
OWNER_LIT = "■"
DARK = {"path": "·", "entrance": "◇", "attraction": "○", "stall": "○"}
OWNER_DARK = "□"
DARK_INK = (90, 90, 90)
LABEL_INK = (150, 150, 150)
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


def width():
    """Columns the board map takes."""
    return grid_size()[0] * CELL


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


def _label(paint, text):
    return paint.fg(text, LABEL_INK)


def _months(config, dots, paint):
    track = " ".join(dots.dot(led) for led in config.MONTH_LEDS)
    return [_label(paint, "month track ") + track + _label(paint, "  last: over")]


def _dice(config, dots, paint):
    face = [[" "] * 3 for _ in range(3)]
    for pip, led in enumerate(config.PIP_LEDS):
        x, y = PIP_PLACES[pip]
        face[y][x] = dots.dot(led)
    die = dots.dot(config.DIE_LED, "○")
    return [
        _label(paint, "d6  ╭───────╮"),
        _label(paint, "    │ ") + " ".join(face[0]) + _label(paint, " │   colour die ") + die,
        _label(paint, "    │ ") + " ".join(face[1]) + _label(paint, " │"),
        _label(paint, "    │ ") + " ".join(face[2]) + _label(paint, " │"),
        _label(paint, "    ╰───────╯"),
    ]


def _seats(config, dots, paint, seat_labels):
    parts = []
    for seat, led in enumerate(config.SEAT_LEDS):
        label = seat_labels[seat] if seat_labels else str(seat + 1)
        parts.append(_label(paint, label + " ") + dots.dot(led, "○"))
    return [_label(paint, "seats  ") + "   ".join(parts)]


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


def draw(colours, config, paint, seat_labels=None):
    """The board as lines of text: `colours` one (r, g, b) per chain index; seat_labels: what
    to write before each seat LED (the simulator's keys), else the seat numbers."""
    try:
        led_map.validate(config)
    except (led_map.ConfigError, AttributeError, TypeError):
        return chain(colours, paint, width())
    dots = _Dots(colours, paint)
    lines = _grid(config, dots)
    lines.append("")
    lines += _months(config, dots, paint)
    lines.append("")
    lines += _dice(config, dots, paint)
    lines.append("")
    lines += _seats(config, dots, paint, seat_labels)
    return lines
