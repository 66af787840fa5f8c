"""The simulator's screen: the board map (LED colours from the wire) on the left, the serial
log scrolling beside it (or one seat's private view, when asked for), the keys below."""

from host_tools.simulator import ansi, board

GUTTER = 3
NARROW = 30  # fewer columns than this beside the board: the log goes below it
KEYS_HELP = (
    "keys  step: 1 2 3 4 5 6   confirm: q w e r t y   (seat 1 to 6)",
    "      hold (a long press): Shift, so Q W E R T Y and ! @ # $ % ^, or h then the key",
    "      v then a seat: that seat's private view (v again hides it)   + - speed   "
    "space pause   x quit",
)
EV_INK = {
    "action": (120, 200, 255),
    "over": (255, 220, 80),
    "start": (120, 255, 120),
    "resume": (120, 255, 120),
    "points": (255, 170, 60),
    "round": (255, 170, 60),
    "month": (200, 160, 255),
    "fault": (255, 80, 80),
    "set_aside": (255, 80, 80),
    "config_error": (255, 80, 80),
    "save_error": (255, 80, 80),
    "sim": (255, 80, 80),
}
SEAT_LABELS = tuple("%s/%s" % pair for pair in zip("123456", "qwerty", strict=True))


def log_lines(entries, paint, columns):
    """The log's entries (ev, text), each wrapped to `columns`, as display lines."""
    out = []
    for ev, text in entries:
        head = "%-7s " % ev
        body = ansi.wrap(text, max(8, columns - len(head)))
        ink = EV_INK.get(ev, (160, 160, 160))
        out.append(paint.fg(head, ink) + (body[0] if body else ""))
        out += [" " * len(head) + line for line in body[1:]]
    return out


PRIVATE_HEAD = 3  # the lines private_lines() puts above the seat view


def private_lines(seat, lines, paint, columns):
    out = [
        paint.reverse(" seat %d's private view " % (seat + 1)),
        paint.dim("only seat %d looks: v hides it" % (seat + 1)),
        "",
    ]
    for line in lines:  # the seat view's lines are made for `columns`: their indents stay
        out += [line] if ansi.width(line) <= columns else ansi.wrap(line, columns)
    return out


def _window(lines, count, tail):
    if count < 1:
        return []
    return lines[-count:] if tail else lines[:count]


def compose(headers, left, panel_title, panel, columns, rows, paint, tail=True, footer=KEYS_HELP):
    """The whole screen as lines: header lines, then `left` (the board) and the panel side
    by side (or stacked when too narrow), `footer` at the bottom; exactly `rows` lines of
    at most columns - 1 characters. The panel shows its last lines (tail: a log) or its
    first ones."""
    left_width = max([board.width()] + [ansi.width(line) for line in left]) + 2
    side = columns - left_width - GUTTER >= NARROW
    body_rows = rows - len(headers) - 1 - len(footer)
    out = list(headers) + [""]
    if side:
        right = columns - left_width - GUTTER - 1
        shown = [paint.bold(panel_title)] + _window(panel, body_rows - 1, tail)
        for i in range(body_rows):
            b = left[i] if i < len(left) else ""
            p = shown[i] if i < len(shown) else ""
            out.append(ansi.fit(b, left_width) + " " * GUTTER + ansi.fit(p, right))
    else:
        out += left[:body_rows]
        rows_left = body_rows - len(left) - 1
        if rows_left > 1:
            out += ["", paint.bold(panel_title)] + _window(panel, rows_left - 1, tail)
    out = out[: rows - len(footer)]
    out += [""] * (rows - len(footer) - len(out))
    out += [paint.dim(line) for line in footer]
    return [ansi.fit(line, columns - 1) for line in out]


def panel_width(columns, left_width=0):
    """Columns compose() gives the panel beside a left part at most `left_width` wide (and
    never narrower than the board)."""
    left_width = max(board.width(), left_width) + 2
    return max(20, columns - left_width - GUTTER - 1)
