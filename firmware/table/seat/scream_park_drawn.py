"""Scream Park drawn for the phone's page: the hand and the table as rows of cards, each
choice aimed at the card it is about, what each kind of choice does with the rulebook's
section, and how the game is won (table/seat/private.py: the drawing). Loaded only where
a view is drawn; the words a seat reads are table/seat/scream_park.py's."""

from table.seat.drawing import card_of
from table.seat.scream_park import card, theme_name

GOAL = "Most points after 3 days wins (Scream Park rules, End of Game)"


def _drawn(number, data, scene=None):
    """A scene card as the page draws it, short: ["#17", "3 pt, ghost+witch, skull", flags];
    a scene in a park says too what lies under it and whether it is complete ("u")."""
    if number is None:
        return ["?", "face down", "d"]
    words = card(number, data)
    words = words[words.find(": ") + 2 :].replace(" points", " pt").replace(" point", " pt")
    words = words.replace(" pt, costs ", " pt, ")
    if scene is None:
        return ["#%d" % number, words, ""]
    _, added, genres, complete = scene
    if added:
        words += "; %d under" % len(added)
    if genres:
        words += "; genre " + "+".join([data.GENRES[g] for g in genres])
    return ["#%d" % number, words + ("; complete" if complete else ""), "u" if complete else ""]


def rows(mine, public, me, names, module):
    data = module.data
    if me >= 0:
        theme = mine["theme"][me]
        offers = mine["theme_offers"][me]
        if theme is None and offers:
            cards = [[theme_name(t, data), "theme card", ""] for t in offers]
            yield {"title": "Theme cards", "who": "themes", "cards": cards}
        cards = []
        yield from _each(cards, mine["hands"][me], data)
        yield {"title": "Your hand", "who": "hand", "cards": cards}
        cards = []
        yield from _each(cards, mine["picked"][me], data)
        yield {"title": "Picked", "who": "picked", "cards": cards}
    vip = public["vip"]
    cards = [["Day %d" % public["day"], "of 3", ""], ["%d" % public["deck_size"], "deck", "d"]]
    if vip is not None:
        cards.insert(1, [data.VIPS[vip], "today's VIP", ""])
    yield {"title": "Today", "who": "today", "cards": cards}
    for p in range(len(names)):
        if me >= 0 and p != me:
            continue  # the public view draws the others' parks (private.rows)
        yield
        theme = public["theme"][p]
        title = "%s: theme %s, %d staff" % (
            names[p],
            "?" if theme is None else theme_name(theme, data),
            public["staff"][p],
        )
        cards = []
        yield from _each(cards, public["attractions"][p], data, True)
        yield {"title": title[:1].upper() + title[1:], "who": p, "cards": cards}


def _each(cards, numbers, data, scenes=False):
    """Each card (or a park's scene) drawn into `cards`, a pause after each: a card's words
    are looked up in the game's data, a slice of the server's work each (private.rows)."""
    for item in numbers:
        cards.append(_drawn(item[0], data, item) if scenes else _drawn(item, data))
        yield


# What each kind of choice does: "form=row=what|section", a line each
_WHAT = (
    "\nKeeps theme=themes=Keep this theme: each day, scenes with its genres score (2 at most"
    " a scene).|Scoring"
    "\nPicks card=hand=Take this card to use this turn; the rest pass on.|Rounds & Turns"
    "\nPlaces card=picked=Place it as a new scene at the right: its points at least the last"
    " scene's.|Place a Scene"
    "\nAdds card=picked=Slide it under a scene: only its bottom half counts.|Add to a Scene"
    "\nDiscards card=picked=Discard it for 2 staff.|Discarding"
    "\nPuts card=where=Where the new scene goes: a staff places it before or between scenes."
    "|Staff"
    "\nAdds card # under scene=park=Slide the card under the scene you tap.|Add to a Scene"
    "\nTakes genre==Take a genre card showing this genre, for both your cards.|Discarding"
    "\nAdds genre # under scene=park=The genre card goes under the scene you tap.|Discarding"
    "\n"
)


def _kind(label):
    """The form of a choice (its line of _WHAT's key), its row and what is left."""
    if " under scene " in label:
        return label[: label.find(" ", 5)] + " # under scene"
    for verb in (
        "Keeps theme",
        "Picks card",
        "Places card",
        "Adds card",
        "Discards card",
        "Puts card",
        "Takes genre",
    ):
        if label.startswith(verb):
            return verb
    return label


def aim(label, me, names, public, module):
    kind = _kind(label)
    if kind.startswith("Adds genre"):
        kind = "Adds genre # under scene"
    at = _WHAT.find("\n" + kind + "=")
    where = _WHAT[at + len(kind) + 2 : _WHAT.find("=", at + len(kind) + 2)] if at >= 0 else ""
    if where == "park":
        return kind, me, card_of(label, "scene ", names)[1]
    if where == "themes":
        return kind, where, label[len(kind) + 1 :]
    if where in ("hand", "picked"):
        return kind, where, "#%d" % card_of(label, "card ", names)[1]
    return kind, None, -1


def explain(kind, public, module):
    at = _WHAT.find("\n" + kind + "=")
    if at < 0:
        return "", "Scream Park rules, Rounds & Turns"
    entry = _WHAT[at + len(kind) + 2 : _WHAT.find("\n", at + 1)]
    what, _, section = entry.partition("=")[2].partition("|")
    return what, "Scream Park rules, " + section
