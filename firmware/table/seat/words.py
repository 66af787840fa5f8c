"""Words the games' seat wording shares (table/seat/<game>.py): money as people say it,
names counted."""


def money(dollars):
    """$3.4M, $1M, $500K: money as people say it at the table."""
    if dollars >= 1000000:
        tenths = dollars // 100000
        if tenths % 10:
            return "$%d.%dM" % (tenths // 10, tenths % 10)
        return "$%dM" % (tenths // 10)
    if dollars >= 1000:
        return "$%dK" % (dollars // 1000)
    return "$%d" % dollars


def counted(names):
    """'Cyclone x2, Log River': names in the order given, repeats counted."""
    out = []
    seen = []
    for name in names:
        if name in seen:
            continue
        seen.append(name)
        count = names.count(name)
        out.append(name if count == 1 else "%s x%d" % (name, count))
    return ", ".join(out) if out else "none"
