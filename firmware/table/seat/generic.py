"""The seat view's generic wording, for a game without its own (table/seat/<game>.py): each
thing the seat may know, as its observation names it (table/seat/private.py loads it only
for such a game; every game of ours has its own)."""


def sections(mine, me, names):
    """A game without its own wording: each thing the seat may know, per player where the
    value is one per player, a hidden value as '?'."""
    out = []
    count = len(names)
    for key in sorted(mine):
        value = mine[key]
        if type(value) is list and len(value) == count:
            value = ", ".join(["%s %s" % (names[p], describe(value[p])) for p in range(count)])
        else:
            value = describe(value)
        out.append("%s: %s" % (key.replace("_", " "), value))
    return [{"title": "What you know" if me >= 0 else "The table", "lines": out}]


def describe(value):
    """A compact readable form of observation data (lists inline, None as '?')."""
    if value is None:
        return "?"
    kind = type(value)
    if kind is bool:
        return "yes" if value else "no"
    if kind in (list, tuple):
        return "[" + " ".join([describe(v) for v in value]) + "]"
    if kind is dict:
        return "{" + ", ".join(["%s: %s" % (k, describe(value[k])) for k in sorted(value)]) + "}"
    return str(value)
