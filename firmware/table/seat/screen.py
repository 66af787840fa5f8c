"""The seat view on a seat's screen: the model (table/seat/private.py, built with screen True)
laid out as 8 rows of text for a 128x64 SSD1306 in our 6x8 font (table/seat/font.py: 21
characters a row, one row a display page), and a row's sideways scroll.

    rows(view) -> (the 8 rows, the inverted row or -1)
A row is plain text of any length: one longer than WIDTH scrolls (offset()), never wraps.

What shows when (docs/table.md, "Seat screens"):
    deciding      "Your turn" and "n of N"; the question; the highlighted choice, inverted;
                  the hand in the game's compact form; your score and the leader
    waiting       what the deciding seat is doing; the hand; your score and the leader
    game over     who won; every final score, the winners marked
    select, join  the game shown, how the buttons choose; the seats joined
    error, aside  what is wrong and what a maker or a confirm does about it
"""

from compat import const

WIDTH = const(21)  # characters a row: 128 pixels, 6 a character (font.COLUMNS)
ROWS = const(8)  # rows a screen: 64 pixels, 8 a row (an SSD1306 page)
PAUSE_MS = const(1500)  # a scrolling row rests this long at each end
SCROLL_MS = const(300)  # and moves a character this often


def offset(length, elapsed):
    """How many characters a row `length` long is scrolled `elapsed` ms after it came: at 0
    for PAUSE_MS, a character every SCROLL_MS to its end, there for PAUSE_MS, then back."""
    extra = length - WIDTH
    if extra <= 0 or elapsed < PAUSE_MS:
        return 0
    t = (elapsed - PAUSE_MS) % (2 * PAUSE_MS + extra * SCROLL_MS)
    if t >= extra * SCROLL_MS:
        return extra if t < extra * SCROLL_MS + PAUSE_MS else 0
    return t // SCROLL_MS + 1


def rows(view):
    """A game's model `view` (play or over) as (8 rows of text, the index of the inverted
    row or -1); the others are table/seat/between.py's (screens.layout chooses)."""
    out = [""] * ROWS
    return out, _game(view, out)


def _game(view, out):
    scores = view["scores"]
    if view["mode"] == "over":
        out[0] = "Game over"
        out[1] = _winners(view)
        at = 2
        for entry in scores:
            if at < ROWS:
                won = "  wins" if entry["lead"] else ""
                out[at] = "%s %s%s" % (_who(entry), _short(entry["score"]), won)
                at += 1
        return -1
    headline = view["headline"]
    lines = []
    for section in view["sections"]:
        lines.extend(section["lines"])
    if view["deciding"]:
        out[0] = _right("Your turn", of(view))
        if headline.startswith("Your turn: "):
            headline = headline[11:]
            headline = headline[:1].upper() + headline[1:]
        out[1] = headline
        out[2] = view["choices"][view["highlighted"]]
        put_lines(out, 3, lines, ROWS - 1)
        out[7] = _standing(scores)
        return 2
    out[0] = headline
    put_lines(out, 1, lines, ROWS - 1)
    out[7] = _standing(scores)
    return -1


def put_lines(out, at, lines, end):
    """`lines` into the rows from `at` up to `end`, as many as fit; the next free row."""
    for line in lines:
        if at >= end:
            break
        out[at] = line
        at += 1
    return at


def of(view):
    return "%d of %d" % (view["highlighted"] + 1, len(view["choices"]))


def _right(left, right):
    """`left`, and `right` at the row's right end (a space between, at least)."""
    return left + " " * max(1, WIDTH - len(left) - len(right)) + right


def _short(score):
    """A score's first word: "12" of "12 (face up now: 3)"."""
    at = score.find(" (")
    return score if at < 0 else score[:at]


def _who(entry):
    return "You" if entry["you"] else entry["name"]


def _standing(scores):
    """Your score and who leads: "You 24, seat 1 leads 27"."""
    you = None
    leaders = []
    for entry in scores:
        if entry["you"]:
            you = entry
        if entry["lead"]:
            leaders.append(entry)
    if not leaders:
        lead = "all level" if scores else ""
    elif you is not None and you["lead"]:
        lead = "you lead" if len(leaders) == 1 else "you share the lead"
    else:
        lead = "%s leads %s" % (leaders[0]["name"], _short(leaders[0]["score"]))
    if you is None:
        return lead[:1].upper() + lead[1:]
    return "You %s, %s" % (_short(you["score"]), lead)


def _winners(view):
    won = [entry for entry in view["scores"] if entry["lead"]]
    if not won:
        return "Nobody wins"
    if len(won) == 1:
        return "You win!" if won[0]["you"] else won[0]["name"] + " wins"
    if [entry for entry in won if entry["you"]]:
        return "You share the win!"
    return " and ".join([entry["name"] for entry in won]) + " share it"
