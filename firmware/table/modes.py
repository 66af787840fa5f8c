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
BOT = const(2)
