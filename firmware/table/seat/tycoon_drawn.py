"""Roller Coaster Tycoon drawn for the phone's page: the hand and the table as rows of cards, each
choice aimed at the card it is about, what each kind of choice does with the rulebook's
section, and how the game is won (table/seat/private.py: the drawing). Loaded only where
a view is drawn; the words a seat reads are table/seat/tycoon.py's."""

from table.seat.tycoon import attractions, high_bid, staff
from table.seat.words import money

GOAL = (
    "Most guest points wins, $100K left = 1 point (Roller Coaster Tycoon rules, Winning the Game)"
)

_TILES = 8  # board spaces a slice (table/seat/private.py)


def rows(mine, public, me, names, module):
    if me >= 0:
        cards = [
            [money(mine["money"][me]), "money", ""],
            ["%d" % mine["points"][me], "guest points", ""],
            [staff(mine, me), "staff", ""],
        ]
        yield  # a pause: the attractions' names are looked up next
        for name in attractions(mine, me, module):
            cards.append([name, "yours", "y"])
        yield {"title": "You", "who": me, "cards": cards}
    cards = [[module.MONTHS[public["month"]], "month", ""]]
    roll = public["roll"]
    if roll is not None:
        face = "wild" if roll[1] == module.WILD else module.COLOURS[roll[1]]
        cards.append(["%d %s" % (roll[0], face), "dice", ""])
    if public["event"] is not None:
        cards.append([module.EVENTS[public["event"]][3], "event", ""])
    auction = mine["auction"]
    if auction is not None:
        for s in auction["lots"]:
            cards.append(
                ["?" if s is None else module.SPACES[s], "for auction", "d" if s is None else ""]
            )
        cards.append([high_bid(auction, names) or "no bid yet", "high bid", ""])
    yield {"title": "The park", "who": "park", "cards": cards}
    owner = public["owner"]
    closed = public["closed"]
    guests = public["guests"]
    lines = module.SPACES.lines  # read in one pass: SPACES[s] would count lines from 0 each
    start = 0
    tiles = []
    paths = 0
    for s in range(len(owner)):
        end = lines.find("\n", start)
        name = lines[start:end] if end >= 0 else lines[start:]
        start = end + 1
        if not name:  # a path: named as tycoon_data.space_name counts them
            paths += 1
            name = "Path %d" % paths
        note = []
        if owner[s] >= 0:
            note.append("yours" if owner[s] == me else names[owner[s]] + "'s")
        if s in closed:
            note.append("closed")
        here = [module.COLOURS[g][:1].upper() for g in range(len(guests)) if guests[g] == s]
        if here:
            note.append(" ".join(here))
        tiles.append([name, ", ".join(note), "y" if owner[s] == me and me >= 0 else ""])
        if s % _TILES == _TILES - 1:
            yield  # a pause: a part of the board a slice
    yield {"title": "The board (guests: R O Y G B P W)", "who": "board", "cards": tiles}


# What each kind of choice does: "verb=what|section", a line each
_WHAT = (
    "\nHires=Staff are hired once, now: without them a Mechanic or Handyman event costs"
    " $200K.|Every Time Setup"
    "\nBids=Offer more than the high bid to stay in; the last one in pays and owns the lot."
    "|Auction Cards"
    "\nPasses=Leave the auction: you cannot come back in.|Important Notes about Bidding"
    "\nPick=Choose the guest the wild die moves: tap it on the board.|Roll the dice"
    "\nMove=Tap the space the guest goes to: an owner's attraction scores guest points."
    "|Award guest points"
    "\n"
)


def aim(label, me, names, public, module):
    verb = label.split(" ")[0]
    if verb == "Move":
        return verb, "board", label[label.find(" to ") + 4 :]
    if verb == "Pick":  # the guest where it stands
        colour = label.split(" ")[1]
        if colour in module.COLOURS:
            return verb, "board", public["guests"][module.COLOURS.index(colour)]
    return verb, None, -1


def explain(kind, public, module):
    at = _WHAT.find("\n" + kind + "=")
    if at < 0:
        return "", "Roller Coaster Tycoon rules, On your turn"
    what, _, section = _WHAT[at + len(kind) + 2 : _WHAT.find("\n", at + 1)].partition("|")
    return what, "Roller Coaster Tycoon rules, " + section
