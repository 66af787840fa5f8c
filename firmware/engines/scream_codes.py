"""Scream!'s codes: each card, place, action and step as one small int, for the rules and labels.

The rules (scream.py) and the labels and observations (scream_labels.py) both read them from
here, so neither imports the other's half. A code is public so that it can be imported; its
const() is folded only in this module's own code.

One card is one int: its value (1-13, VALUE), face up (UP), pushed forward (FORWARD) and, from
bit 6, which campers have seen its face (SEEN << camper).

Actions (named bases; a "place" is a campsite card, camper * SLOTS + position, or one of
the four pile places DECK_TOP..DISCARD_SECOND):
  0..403                 pick that place (slide a card forward, view, exchange, discard, ...)
  CARD + v               chance: the card dealt, flipped or drawn has value v
  START + c              chance: camper c is the first round's start camper
  DRAW_DECK .. RIGHT_END the single-word decisions (see their names)
  CLAIM + v              7: claim the pushed card is a v
  NUMBER + v             9: secretly choose the face-up number v
  GIVE + c               13: give the top deck card to camper c
  SLOT + k               put the new card at place k among the freed spaces
  ZONE + c               a card action picks in camper c's campsite (then a card there)
  SLIDE_LAST + i         slide one's own card i and stop sliding (a one-card replacement in
                         one step; the others are slid first by picking their places)

Steps: the to-do stack holds (kind, camper, x, y); its top is what happens next. A kind below
DECISIONS is chance's, one from DECISIONS a camper's, one from AUTOMATIC the engine's own.
"""

from compat import const

# ---- one card = one small int -------------------------------------------------------------
VALUE = const(15)
UP = const(16)
FORWARD = const(32)  # slid (pushed) forward in its campsite
SEEN = const(64)  # SEEN << c: camper c has seen the card's face
NOT_VALUE = const(0x7FF0)
NOT_FORWARD = const(0x7FDF)

# ---- places -------------------------------------------------------------------------------
SLOTS = const(80)  # more than scream_data.ALL_CARDS: a campsite position always fits
DECK_TOP = const(400)
DECK_SECOND = const(401)
DISCARD_TOP = const(402)
DISCARD_SECOND = const(403)

# ---- actions ------------------------------------------------------------------------------
CARD = const(420)
START = const(440)
REVEAL = const(446)
DRAW_DECK = const(450)
DRAW_DISCARD = const(451)
SCREAM = const(452)
PLAY = const(453)
DISCARD = const(454)
CONFIRM = const(455)
CHALLENGE = const(456)
NO_CHALLENGE = const(457)
PASS = const(458)
LEFT_END = const(459)
RIGHT_END = const(460)
CLAIM = const(490)
NUMBER = const(510)
GIVE = const(530)
SLOT = const(540)
ZONE = const(620)
SLIDE_LAST = const(700)

# ---- steps --------------------------------------------------------------------------------
# chance steps (kind < DECISIONS)
K_START = const(1)
K_DEAL = const(2)
K_FLIP = const(3)
K_RESOLVE = const(4)  # (kind, learner or -1, deck position, why): set a deck card's value
K_REVEAL = const(5)  # the round is over: reveal and score (a chance node with one outcome)
# decision steps
DECISIONS = const(10)
K_TURN = const(10)
K_DRAWN = const(11)
K_REPLACE = const(12)
K_PLACE = const(13)
K_ASK = const(14)  # (kind, claimant, asked camper, 0)
K_BONUS = const(15)
K_END = const(16)  # (kind, chooser, campsite owner, 0)
K_PICK = const(17)  # (kind, actor, card action, 1 if a 7 claimed it: may be skipped)
K_CLAIM = const(18)
K_NUMBER = const(19)
K_GIVE = const(20)
# automatic steps (kind >= AUTOMATIC)
AUTOMATIC = const(30)
A_TURN_START = const(30)
A_END_TURN = const(31)
A_DREW = const(32)
A_PICKED = const(33)
A_PENALTY = const(34)
A_BONUS = const(35)
A_FINISH_REPLACE = const(36)
A_ABILITY = const(37)
A_GIVE = const(38)
A_DRAWN_TO_END = const(39)

# why a deck card is set (for its label)
WHY_DRAW = const(0)
WHY_PENALTY = const(1)
WHY_PEEK = const(2)
WHY_MOVE = const(3)
