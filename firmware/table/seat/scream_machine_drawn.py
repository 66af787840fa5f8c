"""Scream Machine drawn for the phone's page: the hand and the table as rows of cards, each
choice aimed at the card it is about, what each kind of choice does with the rulebook's
section, and how the game is won (table/seat/private.py: the drawing). Loaded only where
a view is drawn; the words a seat reads are table/seat/scream_machine.py's."""

# The categories by id (scream_machine_data: a ride type's t // 3, a lover's type)
KINDS = (
    "Coaster",
    "Water ride",
    "Kiddie ride",
    "Food",
    "Family ride",
    "Thrill ride",
    "Nostalgic",
)

GOAL = "Most customers at the end wins (Scream Machine rules, Objective)"


def _ride(ride, module):
    """An attraction card as the page draws it: its name, stars, category, build cost."""
    stars = module.data.STARS[ride % 3]
    cost = module.data.COST[ride % 3]
    return [
        module.ride_name(ride),
        "%d star %s, %d action%s" % (stars, KINDS[ride // 3], cost, "" if cost == 1 else "s"),
        "c%d" % (ride // 3),
    ]


def _customer(kind, module):
    wants = "cheapest park" if kind == module.data.CHEAPSKATE else "most " + KINDS[kind]
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
