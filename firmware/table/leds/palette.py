"""The table's colours as packed 0xRRGGBB ints at full intensity (Pixels scales brightness).

Packed small ints cost nothing to store or pass around on the Pico and split into bytes with
two shifts, so a frame is drawn without building any tuple.
"""

from compat import const

OFF = const(0x000000)
WHITE = const(0xFFFFFF)
RED = const(0xFF0000)
ORANGE = const(0xFF6000)
YELLOW = const(0xFFC000)
GREEN = const(0x00FF00)
CYAN = const(0x00C0FF)
BLUE = const(0x0000FF)
PURPLE = const(0xA000FF)
PINK = const(0xFF40A0)
BROWN = const(0x803000)
GREY = const(0x606060)

# Colours by name: the Tycoon engine names its guest colours, the table looks them up here.
NAMED = {
    "white": WHITE,
    "red": RED,
    "orange": ORANGE,
    "yellow": YELLOW,
    "green": GREEN,
    "cyan": CYAN,
    "blue": BLUE,
    "purple": PURPLE,
    "violet": PURPLE,
    "pink": PINK,
    "brown": BROWN,
    "black": GREY,  # a black LED would be invisible: show grey
    "grey": GREY,
    "gray": GREY,
}

# One colour per seat, clockwise; Tycoon's four player colours first (red, blue, yellow,
# purple, as in the box), so owners keep their seat's colour in every game.
SEAT_COLOURS = (RED, BLUE, YELLOW, PURPLE, GREEN, CYAN)

ERROR = const(0xFF0000)

# How bright each kind of lesser light is, as a fraction (num, den) of its full colour: one
# table, so the views stay in proportion to each other and a maker tunes them in one place.
SEAT_IDLE = (1, 6)  # a player's seat while another is to move
SEAT_BOT = (1, 8)  # a bot's seat while seats join
INVITE = (1, 16)  # an empty seat, breathing "press confirm to join"
DESTINATION = (1, 3)  # a space the guest to move may go to
CLOSED = (1, 8)  # a Closed sign on an attraction (red)
PAST_MONTH = (1, 10)  # a month gone by on the month track
# A card game's scoreboard: each seat's brightness by its rank, leader first, in 32nds.
RANK_LEVELS = (32, 12, 5, 2, 1, 1)

# The Wild face of the colour die cycles through these.
RAINBOW = (RED, ORANGE, YELLOW, GREEN, CYAN, BLUE, PURPLE)


def named(name, default=WHITE):
    """The colour called `name` (any case), or `default`."""
    return NAMED.get(str(name).lower(), default)


def dim(colour, level):
    """`colour` at one of the levels above."""
    return scale(colour, level[0], level[1])


def scale(colour, num, den):
    """`colour` at num/den of its intensity."""
    r = ((colour >> 16) & 0xFF) * num // den
    g = ((colour >> 8) & 0xFF) * num // den
    b = (colour & 0xFF) * num // den
    return (r << 16) | (g << 8) | b
