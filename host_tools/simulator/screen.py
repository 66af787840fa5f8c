"""The simulator's screen: the board map (LED colours from the wire), the serial log beside
it or under it (or one seat's private view, when asked for), the seat screens over the log
where the table has them, the keys below; laid out for the terminal's size by arrange()."""

from host_tools.simulator import ansi, board, oled

GUTTER = 3
LOG_HEAD = 8  # "%-7s " before each log entry's text
LOG_TEXT = 40  # the log's text is never wrapped narrower, where the terminal is that wide
NARROW = LOG_HEAD + LOG_TEXT  # fewer columns than this beside the board: the log goes below it
LOG_LEAST = 8  # a layout that leaves the log fewer lines is taken only when no other fits
SCREENS_LOG_LEAST = 3  # the log's lines under the seat screens, in a form that fits them
TALL = 30  # from this many rows on: the whole key help, and a blank line under the headers
KEYS_HELP = (
    "keys  step: 1 2 3 4 5 6   confirm: q w e r t y   (seat 1 to 6)",
    "      hold (a long press): Shift (Q W E R T Y, ! @ # $ % ^) or h, then the key",
    "      v 1-6: a seat's private view (v: hide)   p 1-6: pair a phone at that seat",
    "      + - speed   space pause   s standings   x quit",
)
KEYS_SHORT = ("1-6 step  q-y confirm  Shift/h hold  v 1-6 view  p 1-6 pair  +- speed  x quit",)
# With seat screens: their keys too (the short help leaves out the pairing and the speed)
KEYS_HELP_SCREENS = (
    *KEYS_HELP[:3],
    "      o 1-6: one seat's screen, larger   o a: all the screens   o 0: no screens",
    KEYS_HELP[3],
)
KEYS_SHORT_SCREENS = (
    "1-6 step  q-y confirm  Shift/h hold  v 1-6 view  o 1-6/a/0 screens  x quit",
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


class Layout:
    """How a screen of `columns` x `rows` under `header_count` header lines is shared: `left`
    (the board) on the left, the panel (the log or a seat's view) beside it when that leaves
    the panel NARROW columns, under it otherwise (the whole body, without a left part);
    `footer` at the bottom; a blank line under the headers when `spaced`; the left part taken
    as at least `least` columns wide. Gives the panel's columns and rows."""

    def __init__(self, left, columns, rows, header_count, footer=KEYS_HELP, spaced=True, least=0):
        self.left = left
        self.footer = footer
        self.spaced = spaced
        self.left_width = max([least] + [ansi.width(line) for line in left]) + 2
        self.body_rows = rows - header_count - int(spaced) - len(footer)
        beside = columns - self.left_width - GUTTER - 1
        self.side = bool(left) and beside >= NARROW
        if self.side:
            self.panel_columns = beside
            self.panel_rows = self.body_rows - 1  # under the panel's title
        else:
            self.panel_columns = columns - 1
            self.panel_rows = self.body_rows - len(left) - int(bool(left)) - 1
        self.screens = None  # the seat screens' oled.Grid over the log in the panel, if any


def arrange(columns, rows, header_count, boards, screens=0, screen_keys=False):
    """The layout for the first of `boards` (the board's lines drawn several ways, the
    richest first) that fits the terminal and leaves the log LOG_LEAST lines; the last of
    them when none does. A short or narrow terminal gets the one-line key help (the seat
    screens' keys in it with `screen_keys` or `screens`).

    With `screens` seat screens to show over the log: the largest of oled.FORMS that shows
    them all and still leaves the log SCREENS_LOG_LEAST lines, on the richest board that
    leaves room for it; when none does, the most of them the smallest form fits (the log
    gets what is left), on the richest board that shows that many. layout.screens: their
    oled.Grid."""
    keys = (KEYS_HELP_SCREENS, KEYS_SHORT_SCREENS) if screens or screen_keys else None
    help_lines, short = keys or (KEYS_HELP, KEYS_SHORT)
    tall = rows >= TALL and columns > max(len(line) for line in help_lines)
    footer = help_lines if tall else short
    candidates = []
    for n, left in enumerate(boards):
        last = n == len(boards) - 1
        if last or max(ansi.width(line) for line in left) <= columns - 1:
            candidates.append((last, Layout(left, columns, rows, header_count, footer, tall)))
    for form in oled.FORMS if screens else ():
        for _, layout in candidates:
            room = layout.panel_rows - 1 - SCREENS_LOG_LEAST  # the log's title and lines
            fit = oled.grid(form, screens, layout.panel_columns, room)
            if len(layout.left) <= layout.body_rows and fit is not None and fit.shown == screens:
                layout.screens = fit
                return layout
    if screens:  # the most of them small, on the richest board that shows that many
        best = None
        for last, layout in candidates:
            if last or len(layout.left) <= layout.body_rows:
                fit = oled.grid(oled.SMALL, screens, layout.panel_columns, layout.panel_rows)
                layout.screens = fit
                if best is None or (fit is not None and fit.shown > _shown(best)):
                    best = layout
        return best
    for last, layout in candidates:
        if last or (layout.panel_rows >= LOG_LEAST and len(layout.left) <= layout.body_rows):
            return layout
    raise ValueError("no board to lay out")


def _shown(layout):
    return layout.screens.shown if layout.screens is not None else 0


def compose(
    headers,
    left,
    panel_title,
    panel,
    columns,
    rows,
    paint,
    tail=True,
    footer=KEYS_HELP,
    layout=None,
):
    """The whole screen as lines: header lines, then `left` (the board) and the panel side
    by side (or stacked when too narrow), `footer` at the bottom; exactly `rows` lines of
    at most columns - 1 characters. The panel shows its last lines (tail: a log) or its
    first ones. `layout` (arrange()'s) says where everything goes; without it the panel
    goes beside a left part at least the board's width where it has NARROW columns."""
    if layout is None:
        layout = Layout(left, columns, rows, len(headers), footer, least=board.width())
    footer = layout.footer
    left_width = layout.left_width
    body_rows = layout.body_rows
    out = list(headers) + ([""] if layout.spaced else [])
    if layout.side:
        right = layout.panel_columns
        shown = [paint.bold(panel_title)] + _window(panel, layout.panel_rows, tail)
        for i in range(body_rows):
            b = left[i] if i < len(left) else ""
            p = shown[i] if i < len(shown) else ""
            out.append(ansi.fit(b, left_width) + " " * GUTTER + ansi.fit(p, right))
    else:
        out += left[:body_rows]
        if layout.panel_rows > 0:
            out += ([""] if left else []) + [paint.bold(panel_title)]
            out += _window(panel, layout.panel_rows, tail)
    out = out[: rows - len(footer)]
    out += [""] * (rows - len(footer) - len(out))
    out += [paint.dim(line) for line in footer]
    return [ansi.fit(line, columns - 1) for line in out]


def panel_width(columns, left_width=0):
    """Columns compose() (without a layout) gives the panel, beside a left part at most
    `left_width` wide (and never narrower than the board), or under it."""
    return Layout([], columns, 1, 0, least=max(board.width(), left_width)).panel_columns
