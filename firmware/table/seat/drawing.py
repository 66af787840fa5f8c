"""The seat view's drawing, for a page that draws the cards (the phone's): the model's rows
and a choice's pick (table/seat/private.py's build and table, with drawing), and what the
games' drawings share (a choice's kind, the card its label names). Loaded only for a
page: a seat's screen never holds it."""


def drawn_rows(out, drawn, mine, public, me, names, module, rows):
    """The game's drawing of the hand and the table into out["rows"], a row a slice."""
    out["goal"] = drawn.GOAL
    out["rows"] = rows
    for row in drawn.rows(mine, public, me, names, module):
        if row is not None:
            rows.append(row)
        yield


def pick(aimed, rows, forms):
    """[kind, row, card] of a choice the wording aimed (`aimed`: form, who, card): its form
    counted into `forms`, the row found by its "who"."""
    kind, who, card = aimed
    if kind not in forms:
        forms.append(kind)
    row = -1
    if who is not None:
        for r in range(len(rows)):
            cards = rows[r]["cards"]
            if rows[r]["who"] != who:
                continue
            if type(card) is str:  # a card named: the first of that name
                named = [c[0] for c in cards]
                card = named.index(card) if card in named else len(cards)
            if card < len(cards):
                row = r
            break
    return [forms.index(kind), row, card if row >= 0 else -1]


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
