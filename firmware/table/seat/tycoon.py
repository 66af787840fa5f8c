"""Roller Coaster Tycoon in a seat's words: your money, points, staff and attractions, the
month and the dice, the lot and the high bid (the seat view's wording, see table/seat/private.py).

Names come from the engine module the table loaded (tycoon_data's spaces, colours, months,
events), handed in on each call and never kept.
"""

from table.seat.words import money, said

# A line a phase of chance: "phase=headline" (words.said)
_CHANCE = (
    "\ndeal=The attraction cards are being dealt"
    "\nfirst=The dice decide who goes first"
    "\nevent=An event card is being drawn"
    "\nlot=Attractions are turned up for the auction"
    "\nroll=The dice are rolling"
    "\n"
)


def chance(public, module):
    return said(_CHANCE, public["phase"]) or "The table plays chance"


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
    high = high_bid(auction, names)
    return "Your bid: %s (%s)" % (bid, "high bid " + high if high else "no bid yet")


def high_bid(auction, names):
    """'$1.2M by seat 2', or "" before the first bid."""
    bidder = auction["bidder"]
    if bidder is None or bidder < 0:
        return ""
    return "%s by %s" % (money(auction["bid"]), names[bidder])


def staff(public, p):
    hired = [
        word
        for word, has in (
            ("mechanics", public["mechanics"][p]),
            ("handymen", public["handymen"][p]),
        )
        if has
    ]
    return " and ".join(hired) if hired else "no staff"


def attractions(public, p, module):
    owner = public["owner"]
    spaces = module.SPACES
    return [spaces[s] for s in range(len(owner)) if owner[s] == p]


def sections(mine, public, me, names, module):
    if me >= 0:
        mine_names = attractions(mine, me, module)
        yield {
            "title": "You",
            "lines": [
                "Money %s, guest points %d" % (money(mine["money"][me]), mine["points"][me]),
                "Staff: " + staff(mine, me),
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
            "High bid: " + (high_bid(auction, names) or "no bid yet"),
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
                staff(public, p),
            )
        )
        yield  # a pause: a line of names a slice (table/seat/private.py)
    yield {"title": "Others", "lines": others}
