"""Scream Machine on a seat's 21-column screen: your hand, park, opening and customers,
then the round and the offerings (the compact sections, see table/seat/screen.py)."""

from table.seat.words import counted


def _named(ids, name):
    return counted([name(i) for i in ids])


def sections(mine, public, me, names, module):
    lines = []
    if me >= 0:
        hand = mine["hands"][me]
        lines.append("Hand: " + ("?" if hand is None else _named(hand, module.ride_name)))
        opening = mine["opening"]
        if opening is not None and opening[me]:
            lines.append("Opening: " + _named(opening[me], module.ride_name))
        lines.append("Park: " + _named(mine["parks"][me], module.ride_name))
        lines.append("Customers: %d" % mine["customers"][me])
    yield
    lines.append("Round %d of %d" % (max(1, public["round"]), public["rounds"]))
    lines.append("Offers: " + _named(public["offerings"], module.ride_name))
    yield {"title": "You", "lines": lines}
