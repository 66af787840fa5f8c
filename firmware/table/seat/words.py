"""Words the games' seat wording shares (table/seat/<game>.py): money as people say it,
names counted, a choice's kind and the card its label names."""


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


def form(label):
    """A choice's kind, its label with the card left out: each number "#", each player it
    names "X" ("Views card 2 of seat 3" -> "Views card # of X")."""
    out = []
    digits = False
    for ch in label:
        if "0" <= ch <= "9":
            if not digits:
                out.append("#")
            digits = True
        else:
            out.append(ch)
            digits = False
    return "".join(out).replace("seat #", "X").replace(" you", " X").replace("your", "X's")


def card_of(label, word, names):
    """(player or None, number) of the card `label` names after `word` ("card 3 of seat 2"
    with word "card "): the player None when it names none, the number -1 when no card."""
    at = label.find(word)
    end = at
    while at >= 0:  # the first `word` a number follows
        at += len(word)
        end = at
        while end < len(label) and "0" <= label[end] <= "9":
            end += 1
        if end > at:
            break
        at = label.find(word, at)
    if at < 0:
        return None, -1
    number = int(label[at:end])
    rest = label[end:]
    for p in range(len(names)):
        if rest.startswith(" of " + names[p]):
            return p, number
    return None, number
