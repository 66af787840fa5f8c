"""Roller Coaster Tycoon's components as data: the board, the attraction cards, the dice,
the event deck and the month track. Midway designs what the rulebook does not list; every
datum here is ruling T1-T5 in docs/rulings.md.
"""

from compat import const

# ---- The gameboard (ruling T1) --------------------------------------------------------------
# Two loops of 26 spaces, side by side, joined by three crossings of 3 spaces (north, middle,
# south); the Park Entrance hangs below the south crossing on a one-space path. 63 spaces:
# the Park Entrance, 28 attractions and 34 path spaces. A space's id is its index here.
SPACES = (
    "Park Entrance",  # 0
    "Path 1",  # 1
    "Path 2",  # 2
    "Path 3",  # 3
    "Path 4",  # 4
    "Path 5",  # 5
    "Merry-Go-Round",  # 6
    "Hot Dog Stall",  # 7
    "Path 6",  # 8
    "Log Flume",  # 9
    "Path 7",  # 10
    "Path 8",  # 11
    "Wooden Roller Coaster",  # 12
    "Path 9",  # 13
    "Ice Cream Stall",  # 14
    "Haunted House",  # 15
    "Path 10",  # 16
    "Pirate Ship",  # 17
    "Path 11",  # 18
    "Path 12",  # 19
    "Souvenir Stall",  # 20
    "Path 13",  # 21
    "Go Karts",  # 22
    "Motion Simulator",  # 23
    "Path 14",  # 24
    "Path 15",  # 25
    "Popcorn Stall",  # 26
    "Whoa Belly",  # 27
    "Path 16",  # 28
    "Mini Golf",  # 29
    "Twist",  # 30
    "Path 17",  # 31
    "Path 18",  # 32
    "Path 19",  # 33
    "Scrambled Eggs",  # 34
    "Path 20",  # 35
    "Path 21",  # 36
    "Path 22",  # 37
    "Dodgems",  # 38
    "Balloon Stall",  # 39
    "Path 23",  # 40
    "Ferris Wheel",  # 41
    "Path 24",  # 42
    "Path 25",  # 43
    "Steel Roller Coaster",  # 44
    "Path 26",  # 45
    "Path 27",  # 46
    "River Rapids",  # 47
    "Path 28",  # 48
    "Spiral Slide",  # 49
    "Path 29",  # 50
    "Path 30",  # 51
    "Launched Freefall",  # 52
    "Path 31",  # 53
    "3D Cinema",  # 54
    "Observation Tower",  # 55
    "Path 32",  # 56
    "Path 33",  # 57
    "Hedge Maze",  # 58
    "Swinging Inverter Ship",  # 59
    "Path 34",  # 60
    "Miniature Railway",  # 61
    "Top Spin",  # 62
)

ENTRANCE = const(0)  # where all 7 guests start

# Per space, its place on the board map: integer (x, y), x to the east, y to the south; the
# west loop spans x 0-7, the crossings x 8-10, the east loop x 11-18; y runs 0-8.
LAYOUT = (
    (9, 8),  # 0 Park Entrance
    (9, 7),  # 1 Path 1
    (8, 6),  # 2 Path 2
    (9, 6),  # 3 Path 3
    (10, 6),  # 4 Path 4
    (7, 6),  # 5 Path 5
    (6, 6),  # 6 Merry-Go-Round
    (5, 6),  # 7 Hot Dog Stall
    (4, 6),  # 8 Path 6
    (3, 6),  # 9 Log Flume
    (2, 6),  # 10 Path 7
    (1, 6),  # 11 Path 8
    (0, 6),  # 12 Wooden Roller Coaster
    (0, 5),  # 13 Path 9
    (0, 4),  # 14 Ice Cream Stall
    (0, 3),  # 15 Haunted House
    (0, 2),  # 16 Path 10
    (0, 1),  # 17 Pirate Ship
    (0, 0),  # 18 Path 11
    (1, 0),  # 19 Path 12
    (2, 0),  # 20 Souvenir Stall
    (3, 0),  # 21 Path 13
    (4, 0),  # 22 Go Karts
    (5, 0),  # 23 Motion Simulator
    (6, 0),  # 24 Path 14
    (7, 0),  # 25 Path 15
    (7, 1),  # 26 Popcorn Stall
    (7, 2),  # 27 Whoa Belly
    (7, 3),  # 28 Path 16
    (7, 4),  # 29 Mini Golf
    (7, 5),  # 30 Twist
    (8, 3),  # 31 Path 17
    (9, 3),  # 32 Path 18
    (10, 3),  # 33 Path 19
    (8, 0),  # 34 Scrambled Eggs
    (9, 0),  # 35 Path 20
    (10, 0),  # 36 Path 21
    (11, 6),  # 37 Path 22
    (12, 6),  # 38 Dodgems
    (13, 6),  # 39 Balloon Stall
    (14, 6),  # 40 Path 23
    (15, 6),  # 41 Ferris Wheel
    (16, 6),  # 42 Path 24
    (17, 6),  # 43 Path 25
    (18, 6),  # 44 Steel Roller Coaster
    (18, 5),  # 45 Path 26
    (18, 4),  # 46 Path 27
    (18, 3),  # 47 River Rapids
    (18, 2),  # 48 Path 28
    (18, 1),  # 49 Spiral Slide
    (18, 0),  # 50 Path 29
    (17, 0),  # 51 Path 30
    (16, 0),  # 52 Launched Freefall
    (15, 0),  # 53 Path 31
    (14, 0),  # 54 3D Cinema
    (13, 0),  # 55 Observation Tower
    (12, 0),  # 56 Path 32
    (11, 0),  # 57 Path 33
    (11, 1),  # 58 Hedge Maze
    (11, 2),  # 59 Swinging Inverter Ship
    (11, 3),  # 60 Path 34
    (11, 4),  # 61 Miniature Railway
    (11, 5),  # 62 Top Spin
)

# Per space, the spaces a guest may step to from it (the board's paths, by grid adjacency).
NEIGHBOURS = (
    (1,),  # 0 Park Entrance
    (0, 3),  # 1 Path 1
    (3, 5),  # 2 Path 2
    (1, 2, 4),  # 3 Path 3
    (3, 37),  # 4 Path 4
    (2, 6, 30),  # 5 Path 5
    (5, 7),  # 6 Merry-Go-Round
    (6, 8),  # 7 Hot Dog Stall
    (7, 9),  # 8 Path 6
    (8, 10),  # 9 Log Flume
    (9, 11),  # 10 Path 7
    (10, 12),  # 11 Path 8
    (11, 13),  # 12 Wooden Roller Coaster
    (12, 14),  # 13 Path 9
    (13, 15),  # 14 Ice Cream Stall
    (14, 16),  # 15 Haunted House
    (15, 17),  # 16 Path 10
    (16, 18),  # 17 Pirate Ship
    (17, 19),  # 18 Path 11
    (18, 20),  # 19 Path 12
    (19, 21),  # 20 Souvenir Stall
    (20, 22),  # 21 Path 13
    (21, 23),  # 22 Go Karts
    (22, 24),  # 23 Motion Simulator
    (23, 25),  # 24 Path 14
    (24, 26, 34),  # 25 Path 15
    (25, 27),  # 26 Popcorn Stall
    (26, 28),  # 27 Whoa Belly
    (27, 29, 31),  # 28 Path 16
    (28, 30),  # 29 Mini Golf
    (5, 29),  # 30 Twist
    (28, 32),  # 31 Path 17
    (31, 33),  # 32 Path 18
    (32, 60),  # 33 Path 19
    (25, 35),  # 34 Scrambled Eggs
    (34, 36),  # 35 Path 20
    (35, 57),  # 36 Path 21
    (4, 38, 62),  # 37 Path 22
    (37, 39),  # 38 Dodgems
    (38, 40),  # 39 Balloon Stall
    (39, 41),  # 40 Path 23
    (40, 42),  # 41 Ferris Wheel
    (41, 43),  # 42 Path 24
    (42, 44),  # 43 Path 25
    (43, 45),  # 44 Steel Roller Coaster
    (44, 46),  # 45 Path 26
    (45, 47),  # 46 Path 27
    (46, 48),  # 47 River Rapids
    (47, 49),  # 48 Path 28
    (48, 50),  # 49 Spiral Slide
    (49, 51),  # 50 Path 29
    (50, 52),  # 51 Path 30
    (51, 53),  # 52 Launched Freefall
    (52, 54),  # 53 Path 31
    (53, 55),  # 54 3D Cinema
    (54, 56),  # 55 Observation Tower
    (55, 57),  # 56 Path 32
    (36, 56, 58),  # 57 Path 33
    (57, 59),  # 58 Hedge Maze
    (58, 60),  # 59 Swinging Inverter Ship
    (33, 59, 61),  # 60 Path 34
    (60, 62),  # 61 Miniature Railway
    (37, 61),  # 62 Top Spin
)

# ---- The attraction cards (ruling T2) -------------------------------------------------------
# 29 cards in the box, the blank one is not used: 28 attractions, each a space on the board.
# Three bytes a card: space id, guest points shown on the board, starting fee in $100,000
# units; by space id.
# The 3-D rides (no attraction marker) are the Wooden and Steel Roller Coasters and Whoa Belly.
# fmt: off
ATTRACTION_CARDS = bytes((
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
))
# fmt: on
_spaces = []
_fees = bytearray()
_points = bytearray(len(SPACES))
for _card in range(0, len(ATTRACTION_CARDS), 3):
    _spaces.append(ATTRACTION_CARDS[_card])
    _points[ATTRACTION_CARDS[_card]] = ATTRACTION_CARDS[_card + 1]
    _fees.append(ATTRACTION_CARDS[_card + 2])
ATTRACTIONS = tuple(_spaces)  # attraction card i is on this space
FEES = bytes(_fees)  # starting fee of attraction card i, in $100,000 units
POINTS = bytes(_points)  # guest points per space, 0 on paths and the Park Entrance
del _spaces, _fees, _points, _card

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
KINDS = (
    "auction",
    "double open auction",
    "blind auction",
    "double blind auction",
    "month advance",
    "money",
    "money",
    "guest movement",
    "mechanic",
    "handyman",
)
EVENTS = (
    (AUCTION, 1, 10, "Auction"),
    (DOUBLE_OPEN_AUCTION, 2, 3, "Double Open Auction"),
    (BLIND_AUCTION, 1, 3, "Blind Auction"),
    (DOUBLE_BLIND_AUCTION, 2, 2, "Double Blind Auction"),
    (MONTH_ADVANCE, 2, 14, "Advance one month; every player collects $200,000"),
    (MONEY_EACH, 5, 4, "Every player collects $500,000"),
    (MONEY_YOU, 10, 2, "Collect $1,000,000"),
    (MONEY_YOU, 5, 2, "Collect $500,000"),
    (GUEST_MOVEMENT, 2, 3, "Move any guest 2 spaces"),
    (GUEST_MOVEMENT, 4, 3, "Move any guest 4 spaces"),
    (MECHANIC, 1, 3, "Mechanic: pay $200,000 unless you hired Mechanics"),
    (HANDYMAN, 1, 3, "Handyman: pay $200,000 unless you hired Handymen"),
)
_copies = bytearray(len(EVENTS))
for _row in range(len(EVENTS)):
    _copies[_row] = EVENTS[_row][2]
EVENT_COPIES = bytes(_copies)  # copies of each card type, by row of EVENTS
del _copies, _row

# ---- The month track (ruling T5): March to October of two park years, then GAME OVER --------
MONTHS = (
    "MAR YEAR 1",
    "APR YEAR 1",
    "MAY YEAR 1",
    "JUN YEAR 1",
    "JUL YEAR 1",
    "AUG YEAR 1",
    "SEP YEAR 1",
    "OCT YEAR 1",
    "MAR YEAR 2",
    "APR YEAR 2",
    "MAY YEAR 2",
    "JUN YEAR 2",
    "JUL YEAR 2",
    "AUG YEAR 2",
    "SEP YEAR 2",
    "OCT YEAR 2",
    "GAME OVER",
)
