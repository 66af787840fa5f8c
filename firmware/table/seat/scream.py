"""Scream! in a seat's words: your campsite, face up and face down with the values you know,
the card in your hand, the discard top, the deck, the others' campsites as you know them (the
seat view's wording, see table/seat/private.py).

Campsite cards are counted from 1, left to right, as the labels count them. The drawing
(rows) and the choices' aims and explanations are for the phone's page; what a choice
does is said in our own words, with the Scream! Rulebook's section.
"""

from table.seat import words

# A line a phase: "phase=question=what the player is doing" (words.task).
_TASKS = (
    "\nturn=draw from the deck, take the discard, or scream?=taking a turn"
    "\ndrawn=what do you do with the drawn card?=deciding on a drawn card"
    "\nreplace=which of your cards does it replace?=replacing cards"
    "\nplace=where does the new card go?=placing a card"
    "\nask=do you challenge the claim?=deciding whether to challenge"
    "\nbonus=which card do you discard?=discarding a card"
    "\nend=which end gets the card?=adding a card"
    "\npick=which card does your card action pick?=using a card action"
    "\nclaim=which card action do you claim?=claiming a card action"
    "\nnumber=which number do you pick?=picking a number"
    "\ngive=who gets the top deck card?=giving a card"
    "\n"
)


def chance(public, module):
    if public["phase"] == "deal":
        return "The cards are being dealt"
    return "A card is being drawn"


def task(public, player, module):
    phase = public["phase"]
    if phase == "turn":  # the question offers only what the rules allow now (the choices)
        site = public["campsites"][player]
        offer = ["draw from the deck"]
        if site and public["discard_top"] is not None:
            offer.append("take the discard")
        if public["screamer"] is None and len(site) <= module.data.SCREAM_MOST_CARDS:
            offer.append("scream")
        last = offer.pop()
        said = (", ".join(offer) + " or " + last) if offer else last
        return said + "?", "taking a turn"
    if phase == "ask":
        return "do you challenge the claim that %s?" % claim(
            public
        ), "deciding whether to challenge"
    return words.task(_TASKS, phase)


def claim(public):
    """What the camper asking for challenges claims, in words."""
    kind = public["claim"]
    if kind == "seven":
        return "the pushed card is a %s" % public["claimed"]
    if kind == "eight":
        return "the discarded card is lower than 8"
    if kind == "nine":
        return "the slid card has the 9's secret number"
    if kind == "ten":
        return "the 10 may discard those cards"
    return "the face-down cards slid forward match"


def score(public, p):
    """The score sheet's total, and the face-up cards' sum this round (all anyone knows)."""
    up = 0
    for card in public["campsites"][p]:
        if card[1]:
            up += card[0]
    return "%d (face up now: %d)" % (public["totals"][p], up)


def face(pair):
    """One card as a seat knows it: its value or '?', and 'up' when it is face up."""
    if pair is None:
        return "none"
    value = "?" if pair[0] is None else str(pair[0])
    return value + " up" if pair[1] else value


def campsite(cards):
    if not cards:
        return "empty"
    return ", ".join(["%d: %s" % (i + 1, face(cards[i])) for i in range(len(cards))])


def sections(mine, public, me, names, module):
    sites = mine["campsites"]
    if me >= 0:
        lines = [campsite(sites[me]), "(? face down, not seen; up: face up)"]
        if mine["drawn"] is not None and public["turn"] == me:
            lines.append("In hand: %s, from the %s" % (face(mine["drawn"]), mine["drawn_from"]))
        yield {"title": "Your campsite", "lines": lines}
    table = [
        "Round %d; discard top: %s" % (public["round"], face(mine["discard_top"])),
        "Deck: %d cards" % mine["deck_size"],
    ]
    if mine["deck_top"]:
        table.append("Deck top, known: " + ", ".join([face(c) for c in mine["deck_top"]]))
    if me < 0 and mine["drawn"] is not None:
        table.append("Drawn: " + face(mine["drawn"]))
    if mine["number"] is not None:
        table.append("The 9's number: %d" % mine["number"])
    yield {"title": "Table", "lines": table}
    others = []
    for p in range(len(names)):
        if p != me:
            others.append("%s: %s" % (names[p], campsite(sites[p])))
            yield  # a pause: a campsite a slice (table/seat/private.py)
    yield {"title": "Other campsites", "lines": others}
