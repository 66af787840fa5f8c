"""The table's modes and the seat kinds, shared by the app, its views and the private view."""

from compat import const

ERROR = const(0)  # a bad config: the error pattern, nothing else
SELECT = const(1)  # choosing the game
JOIN = const(2)  # seats joining
PLAY = const(3)
OVER = const(4)  # the game is over: winners shown until someone confirms
ASIDE = const(5)  # a saved game failed twice the same way: kept until a confirm discards it

EMPTY = const(0)
HUMAN = const(1)
# A bot seat's kind carries its level: BOT is the usual bot, and a seat's step button goes on
# to BOT + 1 and BOT + 2 (then back to EMPTY). The usual one keeps the number a bot seat had
# before the levels, so a save from then resumes its bots as they were.
BOT = const(2)


def level(kind):
    """The engines.bots.LEVELS index ("easy", "normal", "hard") of a seat of kind `kind`: BOT
    is "normal", BOT + 1 "hard", BOT + 2 "easy"; -1 for a person or an empty seat."""
    return (kind - 1) % 3 if kind >= BOT else -1
