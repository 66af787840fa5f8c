"""Scream! components, as the rulebook lists them: the deck, the deal and the card actions.

Card values are 1 to 13; a table indexed by value has an unused entry 0. Tables are bytes,
one byte a value, and a const() used only here is private: this module is in RAM all game.

The card actions, of cards 5 to 13 only, used when drawn from the deck and played:
   5  view any card
   6  view any 2 cards
   7  claim a face-down card of yours and use its action
   8  discard 1 card lower than 8 from anywhere
   9  discard 1 card matching a face-up number
  10  discard any 2 cards from campsites or the deck
  11  exchange 2 cards
  12  view 1 card, then you may exchange it
  13  give the top deck card to any camper
"""

from compat import const

# Components: 1s, 2s, 3s and 4s: 5 of each; 5s through 13s: 6 of each.
COPIES = bytes((0, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6))
# "If playing with less than 5, remove one full set of cards (1-13)."
_FULL_SET_FROM = const(5)  # campers needed to play with the whole deck
ALL_CARDS = const(74)  # sum(COPIES): no campsite can ever hold more

# Deal: 5 cards face down and 1 card face up in front of each camper.
FACE_DOWN_DEALT = const(5)
DEALT = const(6)

# Scream: only with 2 or fewer cards at the start of the turn; +10 if not lowest.
SCREAM_MOST_CARDS = const(2)
SCREAM_PENALTY = const(10)

ROUNDS = const(3)  # "Gameplay consists of 3 rounds."

FIRST_ACTION = const(5)  # the lowest card with a card action


def deck_for(campers):
    """Copies of each value (index = value) in the deck for this many campers."""
    if campers >= _FULL_SET_FROM:
        return COPIES
    deck = bytearray(COPIES)
    for v in range(1, 14):
        deck[v] -= 1  # one full set removed
    return bytes(deck)
