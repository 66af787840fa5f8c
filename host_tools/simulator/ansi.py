"""Terminal colours and text widths: 24-bit colour where the terminal says it has it, the
256-colour palette elsewhere, none for a dumb terminal (ECMA-48 SGR sequences)."""

import os
import re

RESET = "\x1b[0m"
_SEQUENCE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def mode(requested="auto", environ=None):
    """'24bit', '256' or 'none' for `requested` ('auto' asks the environment)."""
    if requested != "auto":
        return requested
    environ = os.environ if environ is None else environ
    if environ.get("NO_COLOR") or environ.get("TERM", "") == "dumb":
        return "none"
    if environ.get("COLORTERM", "").lower() in ("truecolor", "24bit"):
        return "24bit"
    return "256"


def to_256(rgb):
    """The nearest colour of xterm's 256: the 6x6x6 cube or the grey ramp."""
    r, g, b = rgb
    levels = (0, 95, 135, 175, 215, 255)

    def nearest(value):
        return min(range(6), key=lambda i: abs(levels[i] - value))

    cube = (nearest(r), nearest(g), nearest(b))
    cube_rgb = tuple(levels[i] for i in cube)
    grey = min(23, max(0, (sum(rgb) // 3 - 3) // 10))
    grey_value = 8 + 10 * grey
    cube_error = sum((a - c) ** 2 for a, c in zip(rgb, cube_rgb, strict=True))
    grey_error = sum((a - grey_value) ** 2 for a in rgb)
    if grey_error < cube_error:
        return 232 + grey
    return 16 + 36 * cube[0] + 6 * cube[1] + cube[2]


class Paint:
    """Colours text for one terminal mode."""

    def __init__(self, colour_mode="256"):
        self.mode = colour_mode

    def fg(self, text, rgb):
        if self.mode == "none" or not text:
            return text
        if self.mode == "24bit":
            return "\x1b[38;2;%d;%d;%dm%s%s" % (rgb[0], rgb[1], rgb[2], text, RESET)
        return "\x1b[38;5;%dm%s%s" % (to_256(rgb), text, RESET)

    def fg_on(self, text, rgb, ground):
        """`text` in `rgb` on a `ground` colour."""
        if self.mode == "none" or not text:
            return text
        if self.mode == "24bit":
            codes = "38;2;%d;%d;%d;48;2;%d;%d;%d" % (tuple(rgb) + tuple(ground))
        else:
            codes = "38;5;%d;48;5;%d" % (to_256(rgb), to_256(ground))
        return "\x1b[%sm%s%s" % (codes, text, RESET)

    def bold(self, text):
        return text if self.mode == "none" else "\x1b[1m%s%s" % (text, RESET)

    def dim(self, text):
        return text if self.mode == "none" else "\x1b[2m%s%s" % (text, RESET)

    def reverse(self, text):
        return text if self.mode == "none" else "\x1b[7m%s%s" % (text, RESET)


def strip(text):
    """`text` without its escape sequences: what the screen shows."""
    return _SEQUENCE.sub("", text)


def width(text):
    return len(strip(text))


def fit(text, columns):
    """`text` cut to `columns` visible characters (its colours kept) and padded to them."""
    out = []
    shown = 0
    pos = 0
    coloured = cut = False
    while pos < len(text):
        match = _SEQUENCE.match(text, pos)
        if match:
            out.append(match.group())
            pos = match.end()
            coloured = True
            continue
        if shown == columns:
            cut = True
            pos += 1
            continue
        out.append(text[pos])
        shown += 1
        pos += 1
    if cut and coloured:
        out.append(RESET)  # a colour cut off before its end must not run on
    return "".join(out) + " " * (columns - shown)


def wrap(text, columns):
    """Plain text in lines of at most `columns` characters, broken at spaces where it can."""
    if columns < 1:
        return []
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            while len(word) > columns:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:columns])
                word = word[columns:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= columns:
                line += " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
