"""Scream Machine in a seat's words: your park, hand and opening, the offerings, the
customers by pool, the others' parks (the seat view's wording, see table/seat/private.py).

Names come from the engine module the table loaded (its ride_name and customer_name, read
from scream_machine_data), handed in on each call and never kept.
"""

from table.seat.words import counted

GOAL = "Most customers at the end wins (Scream Machine rules, Objective)"
# The categories by id (scream_machine_data: a ride type's t // 3, a lover's type)
_KINDS = (
    "Coaster",
    "Water ride",
    "Kiddie ride",
    "Food",
    "Family ride",
    "Thrill ride",
    "Nostalgic",
)

# What a seat reads while the table or another player is at work, a line a phase:
# "phase=headline" while chance plays, "phase=question=what the player is doing" while a
# player decides. One str holds them all, where dicts would hold a str object per text.
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


def _said(phase):
    """What _WORDS says after "phase=", or "" when it has no line for the phase."""
    at = _WORDS.find("\n" + phase + "=")
    if at < 0:
        return ""
    at += len(phase) + 2
    return _WORDS[at : _WORDS.find("\n", at)]


def chance(public, module):
    said = _said(public["phase"])
    return said if said and "=" not in said else "The table plays chance"


def task(public, player, module):
    phase = public["phase"]
    if phase == "actions":
        left = public["actions_left"]
        return (
            "what do you do? %d action%s left" % (left, "" if left == 1 else "s"),
            "taking actions",
        )
    said = _said(phase)
    return said.split("=") if "=" in said else ("your move?", "deciding")


def _named(ids, name):
    """The names name(i) of the ids, repeats counted (see words.counted)."""
    names = []
    for i in ids:
        names.append(name(i))
    return counted(names)


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


# ---- the drawing and the choices, for the phone's page -----------------------------------


def _ride(ride, module):
    """An attraction card as the page draws it: its name, stars, category, build cost."""
    stars = module.data.STARS[ride % 3]
    cost = module.data.COST[ride % 3]
    return [
        module.ride_name(ride),
        "%d star %s, %d action%s" % (stars, _KINDS[ride // 3], cost, "" if cost == 1 else "s"),
        "c%d" % (ride // 3),
    ]


def _customer(kind, module):
    wants = "cheapest park" if kind == module.data.CHEAPSKATE else "most " + _KINDS[kind]
    return [module.customer_name(kind), wants, "c%d" % kind]


def rows(mine, public, me, names, module):
    n = len(names)
    if me >= 0:
        yield {
            "title": "Your park",
            "who": me,
            "cards": [_ride(r, module) for r in mine["parks"][me]],
        }
        hand = mine["hands"][me] or []
        yield {"title": "Your hand", "who": "hand", "cards": [_ride(r, module) for r in hand]}
        opening = mine["opening"]
        if opening is not None and opening[me]:
            cards = [_ride(r, module) for r in opening[me]]
            yield {"title": "Opening with", "who": "opening", "cards": cards}
    cards = [_ride(r, module) for r in public["offerings"]]
    yield {"title": "Offerings", "who": "offerings", "cards": cards}
    if me < 0:  # a seat's page draws what it adds to the public view's rows (private.rows)
        cards = [_customer(k, module) for k in public["national"]]
        yield {"title": "National customers", "who": "national", "cards": cards}
    for pool in range(n):
        down = mine["local_face_down"][pool]
        if me >= 0 and (down is None or down < 0):
            continue  # the seat knows no more of this pool than anyone
        cards = [_customer(k, module) for k in mine["local"][pool]]
        if down is None:
            cards.append(["?", "face down", "d"])
        elif down >= 0:
            cards.append(_customer(down, module))
            cards[-1][2] += " d"
        title = "Local: %s & %s" % (names[pool], names[(pool + 1) % n])
        yield {"title": title, "who": "local%d" % pool, "cards": cards}
    for p in range(n if me < 0 else 0):
        if p != me:
            title = "%s: %d customers, %d in hand" % (
                names[p],
                public["customers"][p],
                public["hand_sizes"][p],
            )
            cards = [_ride(r, module) for r in public["parks"][p]]
            yield {"title": title[:1].upper() + title[1:], "who": p, "cards": cards}


# A verb's row, what it does and the rulebook's section: "verb=row=what|section", a line each
_WHAT = (
    "\nAdds=hand=Open your park with this card (4 actions in all: 5 stars take 3, 3 stars 2,"
    " 1 star 1).|Opening the Parks"
    "\nDrops=opening=Take this card out of your opening.|Opening the Parks"
    "\nConfirms==Open your park with the cards chosen.|Opening the Parks"
    "\nBuilds=hand=Build an in-house design from your hand (5 stars: 3 actions, 3: 2, 1: 1)."
    "|Play Of A Round"
    "\nBuys=offerings=Build a manufacturer's offering (5 stars: 3 actions, 3: 2, 1: 1)."
    "|Play Of A Round"
    "\nTears down=park=Remove a ride of your park (1 action, once a turn).|Play Of A Round"
    "\nAdvertises==One customer comes to your park (1 action, once a turn).|Play Of A Round"
    "\nResearches==Look at both face-down local customers beside you (once a turn)."
    "|Play Of A Round"
    "\nDevelops==Draw an attraction card into your hand (once a turn).|Play Of A Round"
    "\nRequests new offerings==Two offerings are replaced by new ones (once a turn)."
    "|Play Of A Round"
    "\nDiscards=offerings=This offering goes, and a new one comes.|Play Of A Round"
    "\nPasses==End your turn; unused actions are lost.|Play Of A Round"
    "\n"
)


def _verb(label):
    """(the verb of a choice, its line of _WHAT) or ("", "")."""
    at = 0
    while True:
        at = _WHAT.find("\n", at)
        if at < 0 or at + 1 >= len(_WHAT):
            return "", ""
        end = _WHAT.find("\n", at + 1)
        entry = _WHAT[at + 1 : end]
        verb = entry[: entry.find("=")]
        if label == verb or label.startswith(verb + " "):
            return verb, entry
        at = end


def aim(label, me, names, public, module):
    verb, entry = _verb(label)
    where = entry.split("=")[1] if entry else ""
    if not where:
        return verb or label, None, -1
    return verb, me if where == "park" else where, label[len(verb) + 1 :]


def explain(kind, public, module):
    verb, entry = _verb(kind)
    what, _, section = (
        entry[len(verb) + 1 :].partition("=")[2].partition("|") if entry else ("", "", "")
    )
    return what, "Scream Machine rules, " + (section or "Action Summary")
