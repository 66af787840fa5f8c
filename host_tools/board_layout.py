"""Where each Tycoon board space sits on the board map (host only): the pictures of the
hardware pack, the simulator's and the monitor's board, and the tests that check the board's
paths against the map. The Pico never draws the map, so it never loads this module.
"""

# Per space (engines/tycoon_data.py's ids), its place on the board map: integer (x, y), x to
# the east, y to the south; the west loop spans x 0-7, the crossings x 8-10, the east loop
# x 11-18; y runs 0-8 (ruling T1). Guests step between spaces that touch on the map.
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

# Where an attraction's ownership LED sits: in the top-right corner of its square, this far
# (in board cells, x east, y south) from the space's own LED. The board map draws it there
# and the chain router measures the data wire to it from there.
OWNER_OFFSET = (0.4, -0.67)
