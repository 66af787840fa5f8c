"""Roller Coaster Tycoon's components as data: the board, the attraction cards, the dice,
the event deck and the month track. Midway designs what the rulebook does not list; every
datum here is ruling T1-T5 in docs/rulings.md.
"""

from compat import const
from engines.core import Texts

# ---- The gameboard (ruling T1) --------------------------------------------------------------
# Two loops of 26 spaces, side by side, joined by three crossings of 3 spaces (north, middle,
# south); the Park Entrance hangs below the south crossing on a one-space path. 63 spaces:
# the Park Entrance, 28 attractions and 34 path spaces. A space's id is its index here;
# a path space reads None (space_name names it).
SPACES = Texts(
    "Park Entrance\n"  # 0
    "\n"  # 1 Path 1
    "\n"  # 2 Path 2
    "\n"  # 3 Path 3
    "\n"  # 4 Path 4
    "\n"  # 5 Path 5
    "Merry-Go-Round\n"  # 6
    "Hot Dog Stall\n"  # 7
    "\n"  # 8 Path 6
    "Log Flume\n"  # 9
    "\n"  # 10 Path 7
    "\n"  # 11 Path 8
    "Wooden Roller Coaster\n"  # 12
    "\n"  # 13 Path 9
    "Ice Cream Stall\n"  # 14
    "Haunted House\n"  # 15
    "\n"  # 16 Path 10
    "Pirate Ship\n"  # 17
    "\n"  # 18 Path 11
    "\n"  # 19 Path 12
    "Souvenir Stall\n"  # 20
    "\n"  # 21 Path 13
    "Go Karts\n"  # 22
    "Motion Simulator\n"  # 23
    "\n"  # 24 Path 14
    "\n"  # 25 Path 15
    "Popcorn Stall\n"  # 26
    "Whoa Belly\n"  # 27
    "\n"  # 28 Path 16
    "Mini Golf\n"  # 29
    "Twist\n"  # 30
    "\n"  # 31 Path 17
    "\n"  # 32 Path 18
    "\n"  # 33 Path 19
    "Scrambled Eggs\n"  # 34
    "\n"  # 35 Path 20
    "\n"  # 36 Path 21
    "\n"  # 37 Path 22
    "Dodgems\n"  # 38
    "Balloon Stall\n"  # 39
    "\n"  # 40 Path 23
    "Ferris Wheel\n"  # 41
    "\n"  # 42 Path 24
    "\n"  # 43 Path 25
    "Steel Roller Coaster\n"  # 44
    "\n"  # 45 Path 26
    "\n"  # 46 Path 27
    "River Rapids\n"  # 47
    "\n"  # 48 Path 28
    "Spiral Slide\n"  # 49
    "\n"  # 50 Path 29
    "\n"  # 51 Path 30
    "Launched Freefall\n"  # 52
    "\n"  # 53 Path 31
    "3D Cinema\n"  # 54
    "Observation Tower\n"  # 55
    "\n"  # 56 Path 32
    "\n"  # 57 Path 33
    "Hedge Maze\n"  # 58
    "Swinging Inverter Ship\n"  # 59
    "\n"  # 60 Path 34
    "Miniature Railway\n"  # 61
    "Top Spin"  # 62
)

ENTRANCE = const(0)  # where all 7 guests start


def space_name(space):
    """What the board calls a space: its attraction's name, or "Path <n>" for the n-th path
    space in board order (counted, not stored: 34 strings less for the Pico to keep; counted
    on SPACES' lines, an empty line a path, so nothing is made to count them)."""
    name = SPACES[space]
    if name is None:
        lines = SPACES.lines
        paths = 0
        start = 0
        for _ in range(space + 1):
            end = lines.find("\n", start)
            if end == start:
                paths += 1
            start = end + 1
        name = "Path %d" % paths
    return name


# Per space, the spaces a guest may step to from it (the board's paths, by grid adjacency on
# the board map, host_tools/board_layout.py): LINKS slots a space, _NO where it has fewer.
# Kept as bytes with a space's own id in its unused slots (a walk never steps onto the space
# it stands on), not a tuple per space, which would cost the Pico ~1.2 KB more.
LINKS = const(3)
_NO = const(255)
# fmt: off
_links = [
    1, _NO, _NO,  # 0 Park Entrance
    0, 3, _NO,  # 1 Path 1
    3, 5, _NO,  # 2 Path 2
    1, 2, 4,  # 3 Path 3
    3, 37, _NO,  # 4 Path 4
    2, 6, 30,  # 5 Path 5
    5, 7, _NO,  # 6 Merry-Go-Round
    6, 8, _NO,  # 7 Hot Dog Stall
    7, 9, _NO,  # 8 Path 6
    8, 10, _NO,  # 9 Log Flume
    9, 11, _NO,  # 10 Path 7
    10, 12, _NO,  # 11 Path 8
    11, 13, _NO,  # 12 Wooden Roller Coaster
    12, 14, _NO,  # 13 Path 9
    13, 15, _NO,  # 14 Ice Cream Stall
    14, 16, _NO,  # 15 Haunted House
    15, 17, _NO,  # 16 Path 10
    16, 18, _NO,  # 17 Pirate Ship
    17, 19, _NO,  # 18 Path 11
    18, 20, _NO,  # 19 Path 12
    19, 21, _NO,  # 20 Souvenir Stall
    20, 22, _NO,  # 21 Path 13
    21, 23, _NO,  # 22 Go Karts
    22, 24, _NO,  # 23 Motion Simulator
    23, 25, _NO,  # 24 Path 14
    24, 26, 34,  # 25 Path 15
    25, 27, _NO,  # 26 Popcorn Stall
    26, 28, _NO,  # 27 Whoa Belly
    27, 29, 31,  # 28 Path 16
    28, 30, _NO,  # 29 Mini Golf
    5, 29, _NO,  # 30 Twist
    28, 32, _NO,  # 31 Path 17
    31, 33, _NO,  # 32 Path 18
    32, 60, _NO,  # 33 Path 19
    25, 35, _NO,  # 34 Scrambled Eggs
    34, 36, _NO,  # 35 Path 20
    35, 57, _NO,  # 36 Path 21
    4, 38, 62,  # 37 Path 22
    37, 39, _NO,  # 38 Dodgems
    38, 40, _NO,  # 39 Balloon Stall
    39, 41, _NO,  # 40 Path 23
    40, 42, _NO,  # 41 Ferris Wheel
    41, 43, _NO,  # 42 Path 24
    42, 44, _NO,  # 43 Path 25
    43, 45, _NO,  # 44 Steel Roller Coaster
    44, 46, _NO,  # 45 Path 26
    45, 47, _NO,  # 46 Path 27
    46, 48, _NO,  # 47 River Rapids
    47, 49, _NO,  # 48 Path 28
    48, 50, _NO,  # 49 Spiral Slide
    49, 51, _NO,  # 50 Path 29
    50, 52, _NO,  # 51 Path 30
    51, 53, _NO,  # 52 Launched Freefall
    52, 54, _NO,  # 53 Path 31
    53, 55, _NO,  # 54 3D Cinema
    54, 56, _NO,  # 55 Observation Tower
    55, 57, _NO,  # 56 Path 32
    36, 56, 58,  # 57 Path 33
    57, 59, _NO,  # 58 Hedge Maze
    58, 60, _NO,  # 59 Swinging Inverter Ship
    33, 59, 61,  # 60 Path 34
    60, 62, _NO,  # 61 Miniature Railway
    37, 61, _NO,  # 62 Top Spin
]
# fmt: on
NEIGHBOURS = bytes([slot // LINKS if link == _NO else link for slot, link in enumerate(_links)])
del _links

# ---- The attraction cards (ruling T2) -------------------------------------------------------
# 29 cards in the box, the blank one is not used: 28 attractions, each a space on the board.
# Three bytes a card: space id, guest points shown on the board, starting fee in $100,000
# units; by space id. (A list, not a tuple, turned into bytes: the list goes once read.)
# The 3-D rides (no attraction marker) are the Wooden and Steel Roller Coasters and Whoa Belly.
# fmt: off
ATTRACTION_CARDS = bytes([
    6, 2, 3,  # Merry-Go-Round: 2 guest points, $300,000
    7, 1, 1,  # Hot Dog Stall: 1 guest point, $100,000
    9, 4, 7,  # Log Flume: 4 guest points, $700,000
    12, 5, 10,  # Wooden Roller Coaster: 5 guest points, $1,000,000
    14, 1, 1,  # Ice Cream Stall: 1 guest point, $100,000
    15, 3, 5,  # Haunted House: 3 guest points, $500,000
    17, 3, 5,  # Pirate Ship: 3 guest points, $500,000
    20, 1, 1,  # Souvenir Stall: 1 guest point, $100,000
    22, 3, 5,  # Go Karts: 3 guest points, $500,000
    23, 2, 3,  # Motion Simulator: 2 guest points, $300,000
    26, 1, 1,  # Popcorn Stall: 1 guest point, $100,000
    27, 4, 8,  # Whoa Belly: 4 guest points, $800,000
    29, 2, 3,  # Mini Golf: 2 guest points, $300,000
    30, 2, 3,  # Twist: 2 guest points, $300,000
    34, 2, 3,  # Scrambled Eggs: 2 guest points, $300,000
    38, 2, 3,  # Dodgems: 2 guest points, $300,000
    39, 1, 1,  # Balloon Stall: 1 guest point, $100,000
    41, 3, 5,  # Ferris Wheel: 3 guest points, $500,000
    44, 5, 10,  # Steel Roller Coaster: 5 guest points, $1,000,000
    47, 4, 7,  # River Rapids: 4 guest points, $700,000
    49, 1, 2,  # Spiral Slide: 1 guest point, $200,000
    52, 4, 8,  # Launched Freefall: 4 guest points, $800,000
    54, 2, 4,  # 3D Cinema: 2 guest points, $400,000
    55, 3, 5,  # Observation Tower: 3 guest points, $500,000
    58, 2, 3,  # Hedge Maze: 2 guest points, $300,000
    59, 4, 7,  # Swinging Inverter Ship: 4 guest points, $700,000
    61, 3, 6,  # Miniature Railway: 3 guest points, $600,000
    62, 4, 7,  # Top Spin: 4 guest points, $700,000
])
# fmt: on
_CARD = const(3)  # bytes a card: space, points, fee
ATTRACTIONS = bytes(  # attraction card i is on this space
    [ATTRACTION_CARDS[k] for k in range(0, len(ATTRACTION_CARDS), _CARD)]
)
FEES = bytes(  # starting fee of attraction card i, in $100,000 units
    [ATTRACTION_CARDS[k + 2] for k in range(0, len(ATTRACTION_CARDS), _CARD)]
)
POINTS = bytes(  # guest points per space, 0 on paths and the Park Entrance
    [
        ATTRACTION_CARDS[_CARD * ATTRACTIONS.index(bytes((space,))) + 1]
        if space in ATTRACTIONS
        else 0
        for space in range(len(SPACES))
    ]
)

# The 2 Closed Signs stand on the River Rapids and the Wooden Roller Coaster (ruling T18).
CLOSED = (12, 47)

# ---- Money: 12 x $1M, 12 x $500k, 40 x $100k bills; Midway counts in $100,000 units ----------
UNIT = const(100000)  # dollars in one money unit
START_MONEY = const(30)  # 2 x $1,000,000 + 1 x $500,000 + 5 x $100,000
STAFF_PRICE = (0, 0, 4, 3, 2)  # a staff of Mechanics or of Handymen, by number of players
STAFF_FEE = const(2)  # $200,000 for calling someone in, when the staff shown was not hired
STAFF_PENALTY = const(2)  # guest points given up instead, per staff, when you cannot pay
RAISES = (1, 5, 10)  # bid raise steps (ruling T7): +$100,000, +$500,000, +$1,000,000

# ---- The dice (ruling T3) ---------------------------------------------------------------------
# A 6-sided die (steps 1-6) and an 8-sided colour die: the 7 guest colours and Wild.
COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "white")
WILD = const(7)  # the eighth face of the colour die
DIE_FACES = const(8)

# ---- The event deck (ruling T4) ---------------------------------------------------------------
# 54 cards, the 2 blank ones removed: 52 in play. Each row is one card type:
# (kind, number, copies, text); the number is the lots sold, or $100k units paid,
# or the spaces a guest moves, as the kind says.
AUCTION = const(0)
DOUBLE_OPEN_AUCTION = const(1)
BLIND_AUCTION = const(2)
DOUBLE_BLIND_AUCTION = const(3)
MONTH_ADVANCE = const(4)
MONEY_EACH = const(5)  # every player collects
MONEY_YOU = const(6)  # the player who drew it collects
GUEST_MOVEMENT = const(7)
MECHANIC = const(8)
HANDYMAN = const(9)
KINDS = Texts(
    "auction\n"
    "double open auction\n"
    "blind auction\n"
    "double blind auction\n"
    "month advance\n"
    "money\n"
    "money\n"
    "guest movement\n"
    "mechanic\n"
    "handyman"
)
# fmt: off
_EVENT_ROWS = bytes((  # kind, number, copies
    AUCTION, 1, 10,  # Auction
    DOUBLE_OPEN_AUCTION, 2, 3,  # Double Open Auction
    BLIND_AUCTION, 1, 3,  # Blind Auction
    DOUBLE_BLIND_AUCTION, 2, 2,  # Double Blind Auction
    MONTH_ADVANCE, 2, 14,  # Advance one month; every player collects $200,000
    MONEY_EACH, 5, 4,  # Every player collects $500,000
    MONEY_YOU, 10, 2,  # Collect $1,000,000
    MONEY_YOU, 5, 2,  # Collect $500,000
    GUEST_MOVEMENT, 2, 3,  # Move any guest 2 spaces
    GUEST_MOVEMENT, 4, 3,  # Move any guest 4 spaces
    MECHANIC, 1, 3,  # Mechanic: pay $200,000 unless you hired Mechanics
    HANDYMAN, 1, 3,  # Handyman: pay $200,000 unless you hired Handymen
))
# fmt: on
_ROW = const(3)
EVENT_COPIES = bytes(  # copies of each card type, by row of EVENTS
    [_EVENT_ROWS[k] for k in range(2, len(_EVENT_ROWS), _ROW)]
)
EVENT_TEXTS = Texts(
    "Auction\n"
    "Double Open Auction\n"
    "Blind Auction\n"
    "Double Blind Auction\n"
    "Advance one month; every player collects $200,000\n"
    "Every player collects $500,000\n"
    "Collect $1,000,000\n"
    "Collect $500,000\n"
    "Move any guest 2 spaces\n"
    "Move any guest 4 spaces\n"
    "Mechanic: pay $200,000 unless you hired Mechanics\n"
    "Handyman: pay $200,000 unless you hired Handymen"
)


class _Events:
    """EVENTS[i]: card type i's row (kind, number, copies, text), made when read, from bytes
    and one string: a tuple of 4-tuples held 2.3 KB more of the VM's heap all game."""

    def __len__(self):
        return len(EVENT_COPIES)

    def __getitem__(self, i):
        if i < 0:
            i += len(EVENT_COPIES)
        copies = EVENT_COPIES[i]  # past the last row an IndexError, which ends a for loop
        at = _ROW * i
        return (_EVENT_ROWS[at], _EVENT_ROWS[at + 1], copies, EVENT_TEXTS[i])


EVENTS = _Events()

# ---- The month track (ruling T5): March to October of two park years, then GAME OVER --------
MONTHS = Texts(
    "MAR YEAR 1\n"
    "APR YEAR 1\n"
    "MAY YEAR 1\n"
    "JUN YEAR 1\n"
    "JUL YEAR 1\n"
    "AUG YEAR 1\n"
    "SEP YEAR 1\n"
    "OCT YEAR 1\n"
    "MAR YEAR 2\n"
    "APR YEAR 2\n"
    "MAY YEAR 2\n"
    "JUN YEAR 2\n"
    "JUL YEAR 2\n"
    "AUG YEAR 2\n"
    "SEP YEAR 2\n"
    "OCT YEAR 2\n"
    "GAME OVER"
)
