"""Words the games' seat wording shares (table/seat/<game>.py): a game's lines of text kept
as one str, money as people say it, names counted (a choice's kind and the card its label
names are the drawing's, table/seat/drawing.py)."""

_DEFAULT_TASK = ("your move?", "deciding")


def said(lines, key):
    """What `lines` says for `key`: one str of lines "key=text", each after a "\n" and the
    last ending in one (a dict would hold a str object for each text, one str holds them
    all); "" when it has no line for `key`."""
    at = lines.find("\n" + key + "=")
    if at < 0:
        return ""
    at += len(key) + 2
    return lines[at : lines.find("\n", at)]


def task(lines, key):
    """(the question, what the others see the player doing) that `lines` says for `key` as
    "key=question=doing"; ("your move?", "deciding") when it has no such line."""
    text = said(lines, key)
    at = text.find("=")
    return (text[:at], text[at + 1 :]) if at >= 0 else _DEFAULT_TASK


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
