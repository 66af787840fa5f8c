"""Scream Machine on a seat's 21-column screen: your hand, park, opening and customers,
then the round (the compact sections, see table/seat/screen.py), each ride by its short name
("3-D Circus" for "Kermie's 3-D Circus Experience"), so that a hand of five scrolls by in
seconds. The offerings are not among them: seven names would scroll for half a minute, and
the deciding seat reads each offering as it steps to its choice ("Buys Tsunami")."""

from engines.core import Texts
from table.seat.words import counted

# Ride type t's short name is line t (scream_machine_data's ride types, in their order).
SHORT = Texts(
    "Scream Machine\n"
    "Cyclone\n"
    "Rolling Breeze\n"
    "Tsunami\n"
    "Rocky Canyon\n"
    "Log River\n"
    "Sit and Spin\n"
    "3-D Circus\n"
    "Dingo Dog\n"
    "Chez Paul\n"
    "Troff und Slopp\n"
    "Weiner Rolls\n"
    "Ferris Wheel\n"
    "Bumper Cars\n"
    "Merry-Go-Round\n"
    "Gravity Ball\n"
    "Turbo Bungie\n"
    "Pirate Ride\n"
    "The Whip\n"
    "Tumble Bugs\n"
    "Tunnel of Love"
)


def _named(ids):
    return counted([SHORT[i] for i in ids])


def sections(mine, public, me, names, module):
    lines = []
    if me >= 0:
        hand = mine["hands"][me]
        lines.append("Hand: " + ("?" if hand is None else _named(hand)))
        opening = mine["opening"]
        if opening is not None and opening[me]:
            lines.append("Opening: " + _named(opening[me]))
        lines.append("Park: " + _named(mine["parks"][me]))
        lines.append("Customers: %d" % mine["customers"][me])
    yield
    lines.append("Round %d of %d" % (max(1, public["round"]), public["rounds"]))
    yield {"title": "You", "lines": lines}
