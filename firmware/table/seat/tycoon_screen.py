"""Roller Coaster Tycoon on a seat's 21-column screen: your money and points, staff and
attractions, then the month, the dice and the lot (the compact sections, see
table/seat/screen.py; the words are table/seat/tycoon.py's)."""

from table.seat.tycoon import attractions, high_bid
from table.seat.words import money


def sections(mine, public, me, names, module):
    lines = []
    if me >= 0:
        lines.append("%s %dpts" % (money(mine["money"][me]), mine["points"][me]))
        staff = [
            word
            for word, has in (("mech", mine["mechanics"][me]), ("handy", mine["handymen"][me]))
            if has
        ]
        owned = attractions(mine, me, module)
        lines.append(", ".join(owned) if owned else "No attractions yet")
        lines.append("Staff: " + ("+".join(staff) if staff else "none"))
    auction = mine["auction"]
    if auction is not None:
        lots = auction["lots"]
        if None in lots:
            lines.append("Lot: %d face down" % len(lots))
        else:
            lines.append("Lot: " + ", ".join([module.SPACES[s] for s in lots]))
        lines.append("High: " + (high_bid(auction, names) or "no bid yet"))
    roll = public["roll"]
    if roll is not None:
        face = "wild" if roll[1] == module.WILD else module.COLOURS[roll[1]]
        lines.append("Dice: %d %s" % (roll[0], face))
    lines.append(module.MONTHS[public["month"]])
    yield {"title": "You", "lines": lines}
