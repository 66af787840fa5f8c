"""The table's modes, the seat kinds and the games' titles, shared by the app, its views and
the private view."""

from compat import const

ERROR = const(0)  # a bad config: the error pattern, nothing else
SELECT = const(1)  # choosing the game
JOIN = const(2)  # seats joining
PLAY = const(3)
OVER = const(4)  # the game is over: winners shown until someone confirms
MODE_NAMES = ("error", "select", "join", "play", "over")

EMPTY = const(0)
HUMAN = const(1)
BOT = const(2)

TITLES = {
    "tycoon": "Roller Coaster Tycoon",
    "scream_machine": "Scream Machine",
    "scream_park": "Scream Park",
    "scream": "Scream!",
}


def title(name):
    return TITLES.get(name, name)
