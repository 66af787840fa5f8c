"""Scream Machine in a seat's words: your park, hand and opening, the offerings, the
customers by pool, the others' parks (the seat view's wording, see table/seat/private.py).

Names come from the engine module the table loaded (its ride_name and customer_name, read
from scream_machine_data), handed in on each call and never kept.
"""

from table.seat import words

# What a seat reads while the table or another player is at work, a line a phase:
# "phase=headline" while chance plays, "phase=question=what the player is doing" while a
# player decides (words.said).
_WORDS = (
    "\ndeal hands=The attraction cards are being dealt"
    "\nchoose start player=The start player is being chosen"
    "\nfill offerings=The offerings are being laid out"
    "\nlay customers=The customers are being laid out"
    "\nrequest: replace=New offerings are being drawn"
    "\ndevelop=A design is being drawn"
    "\nopening=which attractions open your park?=choosing an opening, secretly"
    "\nrequest: discard=which offering goes?=discarding offerings"
    "\n"
)


def chance(public, module):
    text = words.said(_WORDS, public["phase"])
    return text if text and "=" not in text else "The table plays chance"


def task(public, player, module):
    phase = public["phase"]
    if phase == "actions":
        left = public["actions_left"]
        return (
            "what do you do? %d action%s left" % (left, "" if left == 1 else "s"),
            "taking actions",
        )
    return words.task(_WORDS, phase)


def _named(ids, name):
    """The names name(i) of the ids, repeats counted (see words.counted)."""
    names = []
    for i in ids:
        names.append(name(i))
    return words.counted(names)


def sections(mine, public, me, names, module):
    n = len(names)
    if me >= 0:
        hand = mine["hands"][me]
        lines = [
            "Park: " + _named(mine["parks"][me], module.ride_name),
            "Hand: " + ("?" if hand is None else _named(hand, module.ride_name)),
        ]
        opening = mine["opening"]
        if opening is not None and opening[me]:
            lines.append("Opening with: " + _named(opening[me], module.ride_name))
        lines.append("Customers: %d" % mine["customers"][me])
        yield {"title": "You", "lines": lines}
    offerings = "Offerings: " + _named(public["offerings"], module.ride_name)
    yield  # a pause: a line of names a slice (table/seat/private.py)
    yield {
        "title": "Round %d of %d" % (max(1, public["round"]), public["rounds"]),
        "lines": [
            offerings,
            "National customers: " + _named(public["national"], module.customer_name),
        ],
    }
    pools = []
    for pool in range(n):
        shown = _named(mine["local"][pool], module.customer_name)
        down = mine["local_face_down"][pool]
        if down is None:
            shown += "; one face down"
        elif down >= 0:
            shown += "; face down: " + module.customer_name(down)
        pools.append("%s & %s: %s" % (names[pool], names[(pool + 1) % n], shown))
        yield  # a pause: a line of names a slice (table/seat/private.py)
    yield {"title": "Local customers", "lines": pools}
    others = []
    for p in range(n):
        if p != me:
            others.append(
                "%s: %d customers, %d cards in hand, park %s"
                % (
                    names[p],
                    public["customers"][p],
                    public["hand_sizes"][p],
                    _named(public["parks"][p], module.ride_name),
                )
            )
            yield
    yield {"title": "Others", "lines": others}
