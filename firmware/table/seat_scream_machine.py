"""Scream Machine in a seat's words: your park, hand and opening, the offerings, the
customers by pool, the others' parks (the seat view's wording, see table/private.py).

Names come from the engine module the table loaded (scream_machine_data's attractions and
customer types), handed in on each call and never kept.
"""

from table.private import counted

_CHANCE = {
    "deal hands": "The attraction cards are being dealt",
    "choose start player": "The start player is being chosen",
    "fill offerings": "The offerings are being laid out",
    "lay customers": "The customers are being laid out",
    "request: replace": "New offerings are being drawn",
    "develop": "A design is being drawn",
}
_TASKS = {
    "opening": ("which attractions open your park?", "choosing an opening, secretly"),
    "request: discard": ("which offering goes?", "discarding offerings"),
}


def chance(public, module):
    return _CHANCE.get(public["phase"], "The table plays chance")


def task(public, player, module):
    if public["phase"] == "actions":
        left = public["actions_left"]
        return (
            "what do you do? %d action%s left" % (left, "" if left == 1 else "s"),
            "taking actions",
        )
    return _TASKS.get(public["phase"], ("your move?", "deciding"))


def _rides(cards, module):
    return counted([module.ATTRACTIONS[c][0] for c in cards])


def _customers(kinds, module):
    return counted([module.CUSTOMER_TYPES[k] for k in kinds])


def sections(mine, public, me, names, module):
    out = []
    n = len(names)
    if me >= 0:
        hand = mine["hands"][me]
        lines = [
            "Park: " + _rides(mine["parks"][me], module),
            "Hand: " + ("?" if hand is None else _rides(hand, module)),
        ]
        opening = mine["opening"]
        if opening is not None and opening[me]:
            lines.append("Opening with: " + _rides(opening[me], module))
        lines.append("Customers: %d" % mine["customers"][me])
        out.append({"title": "You", "lines": lines})
    out.append(
        {
            "title": "Round %d of %d" % (max(1, public["round"]), public["rounds"]),
            "lines": [
                "Offerings: " + _rides(public["offerings"], module),
                "National customers: " + _customers(public["national"], module),
            ],
        }
    )
    pools = []
    for pool in range(n):
        shown = _customers(mine["local"][pool], module)
        down = mine["local_face_down"][pool]
        if down is None:
            shown += "; one face down"
        elif down >= 0:
            shown += "; face down: " + module.CUSTOMER_TYPES[down]
        pools.append("%s & %s: %s" % (names[pool], names[(pool + 1) % n], shown))
    out.append({"title": "Local customers", "lines": pools})
    others = []
    for p in range(n):
        if p != me:
            others.append(
                "%s: %d customers, %d cards in hand, park %s"
                % (
                    names[p],
                    public["customers"][p],
                    public["hand_sizes"][p],
                    _rides(public["parks"][p], module),
                )
            )
    out.append({"title": "Others", "lines": others})
    return out
