"""Scream! on a seat's 21-column screen: your campsite as "3 5 ? 13 [4]" (face down as you
know it, ? not seen, [face up]), the card in your hand, the discard and the deck, then the
others' campsites as you know them (the compact sections, see table/seat/screen.py)."""


def card(pair):
    """A card as its seat knows it: "[4]" face up, "4" face down and seen, "?" not seen."""
    if pair is None:
        return "-"
    value = "?" if pair[0] is None else str(pair[0])
    return "[" + value + "]" if pair[1] else value


def camp(cards):
    return " ".join([card(c) for c in cards]) if cards else "empty"


def sections(mine, public, me, names, module):
    sites = mine["campsites"]
    lines = []
    if me >= 0:
        lines.append(camp(sites[me]))
        if mine["drawn"] is not None and public["turn"] == me:
            lines.append("In hand: " + card(mine["drawn"]))
    lines.append("Discard %s, deck %d" % (card(mine["discard_top"]), mine["deck_size"]))
    yield {"title": "You", "lines": lines}
    others = []
    for p in range(len(names)):
        if p != me:
            others.append("%s: %s" % (names[p], camp(sites[p])))
    yield {"title": "Others", "lines": others}
