"""Scream Park in a seat's words: your hand, picks, staff, theme and park of scenes, the day
and its VIP, the others' parks (the seat view's wording, see table/seat/private.py).

A scene card has no printed name: it is told by its number and what it shows ("#17: 3
points, costs ghost+witch, skull"), from scream_park_data, which the engine module the table
loaded holds (handed in on each call, never kept).
"""

from table.seat import words

# A line a phase (the use phase's by its step): "phase=question=what the player is doing"
# (words.task).
_TASKS = (
    "\ntheme=which theme card do you keep?=choosing a theme, secretly"
    "\npick=which card do you pick?=picking cards, secretly"
    "\nchoose=how do you use your picked card?=using a card"
    "\nslot=where in your park does the scene go?=placing a scene"
    "\nscene=which scene does it go under?=adding to a scene"
    "\ngenre=which genre card do you take?=taking a genre card"
    "\ngenre scene=which scene gets the genre card?=adding a genre card"
    "\n"
)


def chance(public, module):
    if public["phase"] == "oppose":
        return "The opposition draws its cards"
    return "The cards are being dealt"


def task(public, player, module):
    key = public["step"] if public["phase"] == "use" else public["phase"]
    return words.task(_TASKS, key)


def theme_name(theme, data):
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
        lines = ["Theme: " + (theme_name(theme, data) if theme is not None else "not chosen yet")]
        offers = mine["theme_offers"][me]
        if theme is None and offers:
            lines.append("Theme cards: " + ", ".join([theme_name(t, data) for t in offers]))
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
                "?" if theme is None else theme_name(theme, data),
                public["staff"][p],
                len(public["attractions"][p]),
                len(public["hands"][p]),
            )
        )
        yield  # a pause: a line of names a slice (table/seat/private.py)
    if others:
        yield {"title": "Others", "lines": others}
