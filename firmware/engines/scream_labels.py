"""What Scream! campers see: action labels and observations, each for one viewer.

A face-down value shows only to a viewer who has seen that card (its seen-by bits); PUBLIC
sees face-up cards only. The codes (card bits, places, actions, steps) are scream_codes.py's;
the rules (scream.py) call this module for their labels and observations.
"""

from engines.core import who
from engines.scream_codes import (
    CARD,
    CHALLENGE,
    CLAIM,
    DECISIONS,
    DECK_TOP,
    DISCARD_TOP,
    DRAW_DECK,
    DRAW_DISCARD,
    FORWARD,
    GIVE,
    K_ASK,
    K_BONUS,
    K_CLAIM,
    K_DEAL,
    K_DRAWN,
    K_END,
    K_FLIP,
    K_NUMBER,
    K_PICK,
    K_PLACE,
    K_REPLACE,
    K_RESOLVE,
    K_REVEAL,
    K_START,
    K_TURN,
    LEFT_END,
    NUMBER,
    PASS,
    PLAY,
    SEEN,
    SLIDE_LAST,
    SLOT,
    SLOTS,
    START,
    UP,
    VALUE,
    WHY_DRAW,
    WHY_PEEK,
    WHY_PENALTY,
    ZONE,
)
from engines.scream_data import DEALT, FACE_DOWN_DEALT

PHASES = (
    "",
    "start",
    "deal",
    "flip",
    "deck",
    "round_end",
    "",
    "",
    "",
    "",
    "turn",
    "drawn",
    "replace",
    "place",
    "ask",
    "bonus",
    "end",
    "pick",
    "claim",
    "number",
    "give",
)
CLAIMS = (None, "match", "seven", "eight", "nine", "ten")


def _sees(card, viewer):
    """True if `viewer` (None, PUBLIC or a camper) may see this card's value."""
    return viewer is None or card & UP or viewer >= 0 and card & (SEEN << viewer)


# ---- labels ---------------------------------------------------------------------------------


def sees(s, viewer):
    """Whether `viewer` may see what the labels of the step waiting can hide: the card
    dealt face down or set on the deck, the drawn card, the 9's number. Labels depend on
    the viewer only through this."""
    if viewer is None:
        return True
    kind, me, x, _ = s.todo[-1]
    if kind == K_DEAL:
        return viewer == (s.start + s.dealt // DEALT) % s.num_players
    if kind == K_RESOLVE:
        return viewer == me and len(s.stack) == x
    if kind == K_DRAWN:
        return _sees(s.drawn, viewer)
    return kind == K_NUMBER and viewer == me


def label(s, action, privy):
    """The label of a legal action, for a viewer who sees (`privy`) what it may hide."""
    kind, me, x, y = s.todo[-1]
    if kind == K_START:
        return "%s starts" % who(action - START)
    if kind == K_REVEAL:
        return "round %d ends: every card is turned face up" % (len(s.round_scores) + 1)
    if kind < DECISIONS:
        return _chance_label(s, kind, me, y, action - CARD, privy)
    if action < CARD:
        return _place_label(s, kind, me, x, action)
    if action >= SLIDE_LAST:
        if kind == K_DRAWN:
            return "%s keeps the card in place of card %d" % (who(me), action - SLIDE_LAST + 1)
        if s.picks:
            return "%s slides card %d last" % (who(me), action - SLIDE_LAST + 1)
        return "%s puts it in place of card %d" % (who(me), action - SLIDE_LAST + 1)
    if kind == K_TURN:
        if action == DRAW_DECK:
            return "%s draws from the deck" % who(me)
        if action == DRAW_DISCARD:
            return "%s takes the top discard" % who(me)
        return "%s screams" % who(me)
    if kind == K_DRAWN:
        verb = "plays" if action == PLAY else "discards"
        if privy:
            return "%s %s the drawn %d" % (who(me), verb, s.drawn & VALUE)
        return "%s %s the drawn card" % (who(me), verb)
    if kind == K_REPLACE:
        down = 0
        for card in s.campsites[me]:
            if card & FORWARD and not card & UP:
                down += 1
        if down and len(s.picks) > 1:
            return "%s claims the slid cards match" % who(me)
        return "%s discards the slid cards" % who(me)
    if kind == K_ASK:
        if action == CHALLENGE:
            return "%s challenges %s" % (who(x), who(me))
        return "%s does not challenge" % who(x)
    if kind == K_END:
        side = "left" if action == LEFT_END else "right"
        return "%s adds the card at the %s end of %s" % (who(me), side, who(x))
    if kind == K_PLACE:
        return "%s puts the new card at place %d" % (who(me), action - SLOT + 1)
    if kind == K_CLAIM:
        return "%s claims a %d" % (who(me), action - CLAIM)
    if action == PASS:
        if kind == K_BONUS:
            return "%s discards nothing" % who(me)
        if kind == K_PICK and s.picks:
            return "%s does not exchange" % who(me)
        return "%s skips the claimed action" % who(me)
    if kind == K_NUMBER:
        if privy:
            return "%s picks the number %d" % (who(me), action - NUMBER)
        return "%s picks a number" % who(me)
    if kind == K_PICK and action > PASS:
        return "%s picks in %s's campsite" % (who(me), who(action - ZONE))
    return "%s gives the top deck card to %s" % (who(me), who(action - GIVE))


def _chance_label(s, kind, me, why, value, privy):
    if kind == K_DEAL:
        c = (s.start + s.dealt // DEALT) % s.num_players
        if s.dealt % DEALT >= FACE_DOWN_DEALT:
            return "deal a face-up %d to %s" % (value, who(c))
        if privy:
            return "deal a face-down %d to %s" % (value, who(c))
        return "deal a face-down card to %s" % who(c)
    if kind == K_FLIP:
        return "flip a %d onto the discard pile" % value
    if why == WHY_DRAW:
        if privy:
            return "%s draws a %d" % (who(me), value)
        return "%s draws a card" % who(me)
    if why == WHY_PENALTY:
        if privy:
            return "%s takes a penalty %d" % (who(me), value)
        return "%s takes a penalty card" % who(me)
    if why == WHY_PEEK:
        if privy:
            return "%s sees a %d on the deck" % (who(me), value)
        return "%s looks at a deck card" % who(me)
    if privy:  # nobody learns this card: only the whole-state viewer sees it
        return "deck card %d is a %d" % (len(s.stack) + 1, value)
    return "deck card %d is set" % (len(s.stack) + 1)


def _where(place):
    if place < DECK_TOP:
        return "card %d of %s" % (place % SLOTS + 1, who(place // SLOTS))
    return ("the deck top", "the 2nd deck card", "the discard top", "the 2nd discard")[
        place - DECK_TOP
    ]


def _place_label(s, kind, me, ability, place):
    if kind == K_DRAWN:
        return "%s keeps the card, sliding card %d" % (who(me), place % SLOTS + 1)
    if kind == K_REPLACE:
        return "%s slides card %d" % (who(me), place % SLOTS + 1)
    if kind == K_BONUS:
        return "%s discards card %d to the bottom" % (who(me), place % SLOTS + 1)
    where = _where(place)
    if ability <= 6:
        return "%s views %s" % (who(me), where)
    if ability == 7:
        return "%s pushes card %d forward" % (who(me), place % SLOTS + 1)
    if ability == 8:
        return "%s discards %s as lower than 8" % (who(me), where)
    if ability == 9:
        return "%s slides %s as the number" % (who(me), where)
    if ability == 10:
        return "%s discards %s" % (who(me), where)
    if s.picks:
        return "%s exchanges it with %s" % (who(me), where)
    if ability == 12:
        return "%s views %s to exchange" % (who(me), where)
    return "%s exchanges %s" % (who(me), where)


# ---- observations ---------------------------------------------------------------------------


def _look(viewer):
    """The card bits that let `viewer` see a value: any bit for None (a card's value is
    never 0), UP for PUBLIC, UP or their own seen-by bit for a camper."""
    if viewer is None:
        return 0xFFFF
    return UP | (SEEN << viewer if viewer >= 0 else 0)


# Every [value, face_up] an observation can hold, made once and shared by all observations:
# a 5-camper observation would otherwise build some 30 of these pairs, for each of the 7
# views the table or a test asks for at a step. Read them; never change them.
# Index: value (0 for a hidden one), + 14 for a face-up card.
_PAIRS = tuple([v if v else None, False] for v in range(14)) + tuple([v, True] for v in range(14))


def _face(card, look):
    if card & UP:
        return _PAIRS[14 + (card & VALUE)]
    return _PAIRS[card & VALUE if card & look else 0]


def _faces(cards, look):
    return [_face(card, look) for card in cards]


def _seen_by(card, everyone):
    return everyone if card & UP else (card >> 6) & everyone


def _seen(cards, everyone):
    return [everyone if card & UP else (card >> 6) & everyone for card in cards]


def _forward(campsites):
    """The cards pushed forward (slid) in the campsites, as [camper, position] pairs."""
    out = []
    for c in range(len(campsites)):
        site = campsites[c]
        for i in range(len(site)):
            if site[i] & FORWARD:
                out.append([c, i])
    return out


def _location(place):
    if place < DECK_TOP:
        return [place // SLOTS, place % SLOTS]
    if place < DISCARD_TOP:
        return ["deck", place - DECK_TOP]
    return ["discard", place - DISCARD_TOP]


def observation(s, viewer):
    """The game as `viewer` may know it; a value the viewer has not seen is None.

    campsites      per camper, left to right, [value, face_up]
    seen_by        per campsite card, a bit mask of the campers who have seen its face
    forward        [camper, position] of the cards slid (pushed) forward just now
    discard_top    [value, face_up] of the discard pile's top card, or None
    discard_pile   values, bottom first; discard_face_up, discard_seen_by alongside
    deck_size      cards in the draw deck; deck_top: its top cards whose order is known
                   (peeked, exchanged...), top first, as [value, face_up], deck_top_seen_by
    deck_counts    (viewer None only) the deck's other cards, per value
    round, rounds  the round being played (1-based); per finished round its "sums",
                   "screamer" (index or None) and "scores"
    totals         each camper's total of finished rounds (the score sheet)
    screamer       who screamed this round, or None
    start_camper, turn, turns_in_round, phase (the step waiting: "turn", "drawn", ...)
    drawn          the card in hand, drawn_from "deck"/"discard", drawn_seen_by
    holding        a card on its way to an end of holding_for's campsite
    places         where the new card may go (phase "place")
    ability        the card action under way (5-13); picks: places picked for it, as
                   [camper, position], ["deck", 0 or 1] or ["discard", 0 or 1]; zone:
                   the campsite it is picking in
    claim          the claim asked about: "match", "seven", "eight", "nine" or "ten";
                   claimed: the 7's claimed card; number: the 9's secret number (its
                   camper's, or everyone's once a challenge showed it); asking: who decides
    last_challenge {"by", "against", "caught"} of the round's latest challenge

    The [value, face_up] pairs are shared by every observation (see _PAIRS): read them,
    never change them.
    """
    everyone = (1 << s.num_players) - 1
    look = _look(viewer)
    kind = s.todo[-1][0] if s.todo else 0
    rounds = []
    for r in range(len(s.round_scores)):
        screamer = s.round_screamers[r]
        rounds.append(
            {
                "sums": s.round_sums[r][:],
                "screamer": screamer if screamer >= 0 else None,
                "scores": s.round_scores[r][:],
            }
        )
    number = None
    if s.ability == 9 and s.claimed and (viewer is None or viewer == s.turn or s.shown):
        number = s.claimed
    last = s.last_challenge
    drawn = s.drawn
    holding = s.holding
    return {
        "campsites": [_faces(site, look) for site in s.campsites],
        "seen_by": [_seen(site, everyone) for site in s.campsites],
        "forward": _forward(s.campsites),
        "discard_top": _face(s.discard[-1], look) if s.discard else None,
        "discard_pile": [card & VALUE if card & look else None for card in s.discard],
        "discard_face_up": [bool(card & UP) for card in s.discard],
        "discard_seen_by": _seen(s.discard, everyone),
        "deck_size": s.unset + len(s.stack),
        "deck_top": _faces(s.stack, look),
        "deck_top_seen_by": _seen(s.stack, everyone),
        "deck_counts": list(s.counts) if viewer is None else None,
        "round": len(s.round_scores) + (0 if s.over else 1),
        "rounds": rounds,
        "totals": s.totals[:],
        "screamer": s.screamer if s.screamer >= 0 else None,
        "start_camper": s.start,
        "turn": s.turn if s.turn >= 0 else None,
        "turns_in_round": s.turns,
        "phase": "over" if s.over else PHASES[kind],
        "drawn": _face(drawn, look) if drawn else None,
        "drawn_from": None if not drawn else "deck" if s.from_deck else "discard",
        "drawn_seen_by": _seen_by(drawn, everyone) if drawn else None,
        "holding": _face(holding, look) if holding else None,
        "holding_for": s.holding_for if holding and s.holding_for >= 0 else None,
        "holding_seen_by": _seen_by(holding, everyone) if holding else None,
        "places": s.places[:],
        "ability": s.ability or None,
        "picks": [_location(place) for place in s.picks],
        "zone": s.zone if s.zone >= 0 else None,
        "claim": CLAIMS[s.claim],
        "claimed": s.claimed if s.ability == 7 and s.claimed else None,
        "number": number,
        "asking": s.todo[-1][2] if kind == K_ASK else None,
        "last_challenge": (
            None if last is None else {"by": last[0], "against": last[1], "caught": last[2]}
        ),
    }
