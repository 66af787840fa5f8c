"""Scream! components, as the rulebook lists them: the deck, the deal and the card actions.

Card values are 1 to 13; a table indexed by value has an unused entry 0.
"""

from compat import const

# Components: 1s, 2s, 3s and 4s: 5 of each; 5s through 13s: 6 of each.
COPIES = (0, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6)
# "If playing with less than 5, remove one full set of cards (1-13)."
FULL_SET_FROM = const(5)  # campers needed to play with the whole deck
REMOVED_WITH_FEWER = (0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
ALL_CARDS = const(74)  # sum(COPIES): no campsite can ever hold more

# Deal: 5 cards face down and 1 card face up in front of each camper.
FACE_DOWN_DEALT = const(5)
FACE_UP_DEALT = const(1)
DEALT = const(6)

# Scream: only with 2 or fewer cards at the start of the turn; +10 if not lowest.
SCREAM_MOST_CARDS = const(2)
SCREAM_PENALTY = const(10)

ROUNDS = const(3)  # "Gameplay consists of 3 rounds."

# Card actions: only cards 5 to 13 have one, used when drawn from the deck and played.
FIRST_ACTION = const(5)
ACTIONS = (
    "",
    "",
    "",
    "",
    "",
    "view any card",
    "view any 2 cards",
    "claim a face-down card of yours and use its action",
    "discard 1 card lower than 8 from anywhere",
    "discard 1 card matching a face-up number",
    "discard any 2 cards from campsites or the deck",
    "exchange 2 cards",
    "view 1 card, then you may exchange it",
    "give the top deck card to any camper",
)


def deck_for(campers):
    """Copies of each value (index = value) in the deck for this many campers."""
    if campers >= FULL_SET_FROM:
        return COPIES
    return tuple(COPIES[v] - REMOVED_WITH_FEWER[v] for v in range(14))
