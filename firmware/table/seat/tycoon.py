"""Roller Coaster Tycoon in a seat's words: your money, points, staff and attractions, the
month and the dice, the lot and the high bid (the seat view's wording, see table/seat/private.py).

Names come from the engine module the table loaded (tycoon_data's spaces, colours, months,
events), handed in on each call and never kept.
"""

from table.seat.words import money

GOAL = (
    "Most guest points wins, $100K left = 1 point (Roller Coaster Tycoon rules, Winning the Game)"
)

_CHANCE = {
    "deal": "The attraction cards are being dealt",
    "first": "The dice decide who goes first",
    "event": "An event card is being drawn",
    "lot": "Attractions are turned up for the auction",
    "roll": "The dice are rolling",
}


def chance(public, module):
    return _CHANCE.get(public["phase"], "The table plays chance")


def task(public, player, module):
    phase = public["phase"]
    if phase == "staff":
        return "which staff do you hire?", "hiring staff"
    if phase == "bid":
        return "how much do you bid?", "bidding"
    moving = public["moving"]
    if phase == "pick" and moving is not None:
        return "which guest moves %d spaces?" % moving[1], "picking a guest to move"
    if phase == "move" and moving is not None:
        colour = module.COLOURS[moving[0]]
        return "where does the %s guest go?" % colour, "moving the %s guest" % colour
    return "your move?", "deciding"


def choice(public, action, names, module):
    """The headline while the bidder's buttons point at `action`:
    "Your bid: $1.4M (high bid $1.2M by seat 2)"; None when not bidding."""
    auction = public["auction"]
    if public["phase"] != "bid" or auction is None:
        return None
    units = action - module.BID
    bid = money(units * module.UNIT) if units else "pass"
    high = _high_bid(auction, names)
    return "Your bid: %s (%s)" % (bid, "high bid " + high if high else "no bid yet")


def _high_bid(auction, names):
    """'$1.2M by seat 2', or "" before the first bid."""
    bidder = auction["bidder"]
    if bidder is None or bidder < 0:
        return ""
    return "%s by %s" % (money(auction["bid"]), names[bidder])


def _staff(public, p):
    hired = [
        word
        for word, has in (
            ("mechanics", public["mechanics"][p]),
            ("handymen", public["handymen"][p]),
        )
        if has
    ]
    return " and ".join(hired) if hired else "no staff"


def _attractions(public, p, module):
    owner = public["owner"]
    spaces = module.SPACES
    return [spaces[s] for s in range(len(owner)) if owner[s] == p]


def sections(mine, public, me, names, module):
    if me >= 0:
        mine_names = _attractions(mine, me, module)
        yield {
            "title": "You",
            "lines": [
                "Money %s, guest points %d" % (money(mine["money"][me]), mine["points"][me]),
                "Staff: " + _staff(mine, me),
                "Attractions: " + (", ".join(mine_names) if mine_names else "none yet"),
            ],
        }
    park = ["Month: " + module.MONTHS[public["month"]]]
    roll = public["roll"]
    if roll is not None:
        face = "wild" if roll[1] == module.WILD else module.COLOURS[roll[1]]
        park.append("Dice: %d, %s" % (roll[0], face))
    moving = public["moving"]
    if moving is not None and moving[0] >= 0:
        park.append("Moving: the %s guest, %d spaces" % (module.COLOURS[moving[0]], moving[1]))
    if public["event"] is not None:
        park.append("Event: " + module.EVENTS[public["event"]][3])
    yield {"title": "Park", "lines": park}
    auction = mine["auction"]
    if auction is not None:
        lots = auction["lots"]
        if None in lots:
            lot = "%d attraction%s face down" % (len(lots), "" if len(lots) == 1 else "s")
        else:
            lot = ", ".join([module.SPACES[s] for s in lots])
        still = [names[p] for p in range(len(names)) if auction["in"][p]]
        lines = [
            "Lot: " + lot,
            "High bid: " + (_high_bid(auction, names) or "no bid yet"),
            "Still in: " + (", ".join(still) if still else "nobody"),
        ]
        if me >= 0 and public["to_move"] == me:
            lines.append("step: +$100K, hold step: up to the next $1M, confirm: bid")
        yield {"title": "Auction", "lines": lines}
    if public["phase"] == "over":
        count = []
        for p in range(len(names)):
            cash = public["money"][p] // module.UNIT  # a guest point per $100,000
            guests = public["points"][p] - cash
            count.append(
                "%s: %d guest points + %d for money = %d" % (names[p], guests, cash, guests + cash)
            )
        yield {"title": "Final count", "lines": count}
    others = []
    for p in range(len(names)):
        if p == me:
            continue
        owned = public["attractions"][p]
        others.append(
            "%s: %s, %d points, %d attraction%s, %s"
            % (
                names[p],
                money(public["money"][p]),
                public["points"][p],
                owned,
                "" if owned == 1 else "s",
                _staff(public, p),
            )
        )
        yield  # a pause: a line of names a slice (table/seat/private.py)
    yield {"title": "Others", "lines": others}


# ---- the drawing and the choices, for the phone's page -----------------------------------

_TILES = 8  # board spaces a slice (table/seat/private.py)


def rows(mine, public, me, names, module):
    if me >= 0:
        cards = [
            [money(mine["money"][me]), "money", ""],
            ["%d" % mine["points"][me], "guest points", ""],
            [_staff(mine, me), "staff", ""],
        ]
        yield  # a pause: the attractions' names are looked up next
        for name in _attractions(mine, me, module):
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
        cards.append([_high_bid(auction, names) or "no bid yet", "high bid", ""])
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
