"""Scream Park in a seat's words: your hand, picks, staff, theme and park of scenes, the day
and its VIP, the others' parks (the seat view's wording, see table/seat/private.py).

A scene card has no printed name: it is told by its number and what it shows ("#17: 3
points, costs ghost+witch, skull"), from scream_park_data, which the engine module the table
loaded holds (handed in on each call, never kept).
"""

from table.seat.words import card_of

GOAL = "Most points after 3 days wins (Scream Park rules, End of Game)"

_TASKS = {
    "theme": ("which theme card do you keep?", "choosing a theme, secretly"),
    "pick": ("which card do you pick?", "picking cards, secretly"),
    "choose": ("how do you use your picked card?", "using a card"),
    "slot": ("where in your park does the scene go?", "placing a scene"),
    "scene": ("which scene does it go under?", "adding to a scene"),
    "genre": ("which genre card do you take?", "taking a genre card"),
    "genre scene": ("which scene gets the genre card?", "adding a genre card"),
}


def chance(public, module):
    if public["phase"] == "oppose":
        return "The opposition draws its cards"
    return "The cards are being dealt"


def task(public, player, module):
    key = public["step"] if public["phase"] == "use" else public["phase"]
    return _TASKS.get(key, ("your move?", "deciding"))


def _theme(theme, data):
    pair = data.THEMES[theme]
    return "%s+%s" % (data.GENRES[pair >> 4], data.GENRES[pair & 15])


def card(number, data):
    """A scene card in words: its number, points, genre cost, scenic symbol, effect."""
    if number is None:
        return "?"
    genres = [data.GENRES[g] for g in data.COST[3 * number : 3 * number + 3] if g != 255]
    words = [
        "#%d: %d point%s" % (number, data.POINTS[number], "" if data.POINTS[number] == 1 else "s")
    ]
    if genres:
        words.append("costs " + "+".join(genres))
    if data.SCENIC_OF[number] != data.NO_SCENIC:
        words.append(data.SCENIC[data.SCENIC_OF[number]])
    if data.EFFECT_OF[number]:
        words.append(data.EFFECTS[data.EFFECT_OF[number]])
    if data.STAFF_OF[number] & 1:
        words.append("needs staff")
    return ", ".join(words)


def _scene(i, scene, data):
    top, added, genres, complete = scene
    text = "%d. %s" % (i + 1, card(top, data))
    if added:
        text += "; %d added" % len(added)
    if genres:
        text += "; genre " + "+".join([data.GENRES[g] for g in genres])
    return text + ("; complete" if complete else "")


def sections(mine, public, me, names, module):
    data = module.data
    if me >= 0:
        theme = mine["theme"][me]
        lines = ["Theme: " + (_theme(theme, data) if theme is not None else "not chosen yet")]
        offers = mine["theme_offers"][me]
        if theme is None and offers:
            lines.append("Theme cards: " + ", ".join([_theme(t, data) for t in offers]))
        lines.append("Staff: %d" % mine["staff"][me])
        yield {"title": "You", "lines": lines}
        hand = mine["hands"][me]
        yield {"title": "Your hand", "lines": [card(c, data) for c in hand] or ["empty"]}
        picked = mine["picked"][me]
        if picked:
            yield {"title": "Picked", "lines": [card(c, data) for c in picked]}
        park = mine["attractions"][me]
        yield {
            "title": "Your park",
            "lines": [_scene(i, park[i], data) for i in range(len(park))] or ["no scenes yet"],
        }
    vip = public["vip"]
    day = ["Day %d of 3" % public["day"]]
    if vip is not None:
        day.append("VIP: " + data.VIPS[vip])
    day.append("Deck: %d cards" % public["deck_size"])
    yield {"title": "Today", "lines": day}
    others = []
    for p in range(len(names)):
        if p == me:
            continue
        theme = public["theme"][p]
        others.append(
            "%s: theme %s, %d staff, %d scenes, %d cards in hand"
            % (
                names[p],
                "?" if theme is None else _theme(theme, data),
                public["staff"][p],
                len(public["attractions"][p]),
                len(public["hands"][p]),
            )
        )
        yield  # a pause: a line of names a slice (table/seat/private.py)
    if others:
        yield {"title": "Others", "lines": others}


# ---- the drawing and the choices, for the phone's page -----------------------------------


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
            cards = [[_theme(t, data), "theme card", ""] for t in offers]
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
            "?" if theme is None else _theme(theme, data),
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
