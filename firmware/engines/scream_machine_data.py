"""Scream Machine's components, as the rulebook lists them: attraction and customer cards.

A ride type id t counts the rulebook's list: its category is t // 3 (the list below), its
stars STARS[t % 3], and it shows as many symbols of its category as its stars (M1). A
customer type id k: lovers 0..6 each love the category with the same index; 7 is the
Cheapskate.

The categories, by id (the rides' names say them; nothing at the table shows them):
  0 Roller Coasters   1 Water Rides   2 Kiddie Rides   3 Food   4 Family Rides
  5 Thrill Rides      6 Nostalgic Rides

This module is in RAM all game, so the names are one str (core.Texts: one str header, not
29) and the numbers are const()s.
"""

from compat import const
from engines.core import Texts

# Ride type t is line t, customer type k line RIDE_TYPES + k.
_NAMES = Texts(
    "The Scream Machine\n"
    "Cyclone\n"
    "Rolling Breeze\n"
    "The Tsunami\n"
    "Rocky Canyon Water Ride\n"
    "Log River\n"
    "Barfo's Sit and Spin\n"
    "Kermie's 3-D Circus Experience\n"
    "Dingo Dog Driving Time\n"
    "Chez Paul\n"
    "Troff und Slopp, authentic Bavarian buffet\n"
    "Joe's Weiner Rolls\n"
    "Ferris Wheel\n"
    "Bumper Cars\n"
    "Merry-Go-Round\n"
    "Gravity Ball 360\n"
    "Aldrin's Turbo Bungie\n"
    "Captain Branham's Mystery Pirate Ride\n"
    "The Whip\n"
    "Tumble Bugs\n"
    "Tunnel of Love\n"
    "Roller Coaster Lover\n"
    "Water Ride Lover\n"
    "Kiddie Rider\n"
    "Gourmand\n"
    "Family Rider\n"
    "Thrill Seeker\n"
    "Nostalgia Seeker\n"
    "Cheapskate\n"
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
ROUNDS = bytes((0, 0, 0, 6, 4, 5, 6))

# By ride type % 3: the stars, and "5 Star attractions take three actions to build. 3 Star
# attractions take two actions to build. 1 Star attractions take one action to build."
STARS = bytes((5, 3, 1))
COST = bytes((3, 2, 1))


def ride_name(ride):
    return _NAMES[ride]


def customer_name(kind):
    return _NAMES[RIDE_TYPES + kind]
