"""Scream Machine's components, as the rulebook lists them: attraction and customer cards.

A ride type id is its index in ATTRACTIONS: category * 3 + 0 (5 stars), + 1 (3 stars),
+ 2 (1 star), in the rulebook's order. A customer type id is its index in CUSTOMER_TYPES:
lovers 0..6 each love the category with the same index; 7 is the Cheapskate.
"""

from compat import const

CATEGORIES = (
    "Roller Coasters",
    "Water Rides",
    "Kiddie Rides",
    "Food",
    "Family Rides",
    "Thrill Rides",
    "Nostalgic Rides",
)

# (name, category, stars): a ride shows as many symbols of its category as its stars (M1).
ATTRACTIONS = (
    ("The Scream Machine", 0, 5),
    ("Cyclone", 0, 3),
    ("Rolling Breeze", 0, 1),
    ("The Tsunami", 1, 5),
    ("Rocky Canyon Water Ride", 1, 3),
    ("Log River", 1, 1),
    ("Barfo's Sit and Spin", 2, 5),
    ("Kermie's 3-D Circus Experience", 2, 3),
    ("Dingo Dog Driving Time", 2, 1),
    ("Chez Paul", 3, 5),
    ("Troff und Slopp, authentic Bavarian buffet", 3, 3),
    ("Joe's Weiner Rolls", 3, 1),
    ("Ferris Wheel", 4, 5),
    ("Bumper Cars", 4, 3),
    ("Merry-Go-Round", 4, 1),
    ("Gravity Ball 360", 5, 5),
    ("Aldrin's Turbo Bungie", 5, 3),
    ("Captain Branham's Mystery Pirate Ride", 5, 1),
    ("The Whip", 6, 5),
    ("Tumble Bugs", 6, 3),
    ("Tunnel of Love", 6, 1),
)

# "5 Star attractions take three actions to build. 3 Star attractions take two actions to
# build. 1 Star attractions take one action to build."
BUILD_COST = {5: 3, 3: 2, 1: 1}

CUSTOMER_TYPES = (
    "Roller Coaster Lover",
    "Water Ride Lover",
    "Kiddie Rider",
    "Gourmand",
    "Family Rider",
    "Thrill Seeker",
    "Nostalgia Seeker",
    "Cheapskate",
)
CHEAPSKATE = const(7)

RIDE_TYPES = const(21)
COPIES_PER_RIDE = const(4)  # 84 attraction cards
CUSTOMER_KINDS = const(8)
COPIES_PER_CUSTOMER = const(4)  # 32 customer cards

HAND_SIZE = const(5)  # attraction cards dealt to each player as the in-house hand
OPENING_ACTIONS = const(4)
ACTIONS_PER_TURN = const(4)
OFFERINGS = const(7)  # manufacturer offerings laid out
NATIONALS_PER_ROUND = const(5)

# "4 rounds with 4 players, 5 rounds with 5 players, and 6 rounds with either 3 players or
# 6 players": indexed by the number of players.
ROUNDS = (0, 0, 0, 6, 4, 5, 6)
