"""Scream Park on a seat's 21-column screen: your theme, hand and picks as card numbers
("#12 3pt"), your park's scenes and staff, then the day and its VIP (the compact sections,
see table/seat/screen.py; table/seat/scream_park.py says a card in full)."""

from table.seat.scream_park import theme_name


def _cards(numbers, data):
    return " ".join(["#%d %dpt" % (c, data.POINTS[c]) for c in numbers if c is not None])


def sections(mine, public, me, names, module):
    data = module.data
    lines = []
    if me >= 0:
        theme = mine["theme"][me]
        offers = mine["theme_offers"][me]
        if theme is not None:
            lines.append("Theme: " + theme_name(theme, data))
        elif offers:
            lines.append("Themes: " + ", ".join([theme_name(t, data) for t in offers]))
        hand = mine["hands"][me]
        lines.append("Hand: " + (_cards(hand, data) or "empty"))
        picked = mine["picked"][me]
        if picked:
            lines.append("Picked: " + _cards(picked, data))
        park = mine["attractions"][me]
        lines.append(
            "Park: %d scene%s, staff %d"
            % (len(park), "" if len(park) == 1 else "s", mine["staff"][me])
        )
    yield
    vip = public["vip"]
    day = "Day %d of 3" % public["day"]
    lines.append(day if vip is None else day + ", VIP " + data.VIPS[vip])
    yield {"title": "You", "lines": lines}
