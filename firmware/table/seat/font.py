"""The seat screens' own font: printable ASCII (32-126) drawn by hand, 5x7 in 6x8 cells, so
a 128-pixel row holds 21 characters (framebuf's 8x8 font holds 16).

GLYPHS holds 5 column bytes a glyph, in MONO_VLSB order (bit 0 the top row, as an SSD1306
page and framebuf's MONO_VLSB buffer keep them): capitals and digits stand on rows 0-6, the
lower case on rows 2-6, and g, j, p, q, y and the comma reach down into row 7. Drawing a row
of text into a page is copying each glyph's 5 bytes and a blank column into the frame
buffer; an inverted row is the same bytes inverted. A character outside the font draws as
"?". Frozen into the firmware, the glyphs stay in flash.
"""

from compat import const

CELL = const(6)  # a character's columns: its glyph's 5 and a blank one
COLUMNS = const(21)  # characters a row of 128 pixels holds (2 columns to spare)
_FIRST = const(32)  # the font's first character, the space
_COUNT = const(95)  # printable ASCII, space to tilde
_UNKNOWN = const(31)  # "?": what a character outside the font draws as

GLYPHS = (
    b"\x00\x00\x00\x00\x00"  # space
    b"\x00\x00\x5f\x00\x00"  # !
    b"\x00\x07\x00\x07\x00"  # double quote
    b"\x14\x7f\x14\x7f\x14"  # #
    b"\x24\x2a\x7f\x2a\x12"  # $
    b"\x23\x13\x08\x64\x62"  # %
    b"\x36\x49\x55\x22\x50"  # &
    b"\x00\x04\x03\x00\x00"  # quote
    b"\x00\x1c\x22\x41\x00"  # (
    b"\x00\x41\x22\x1c\x00"  # )
    b"\x14\x08\x3e\x08\x14"  # *
    b"\x08\x08\x3e\x08\x08"  # +
    b"\x00\xa0\x60\x00\x00"  # ,
    b"\x08\x08\x08\x08\x08"  # -
    b"\x00\x60\x60\x00\x00"  # .
    b"\x20\x10\x08\x04\x02"  # /
    b"\x3e\x51\x49\x45\x3e"  # 0
    b"\x00\x42\x7f\x40\x00"  # 1
    b"\x42\x61\x51\x49\x46"  # 2
    b"\x21\x41\x45\x4b\x31"  # 3
    b"\x18\x14\x12\x7f\x10"  # 4
    b"\x27\x45\x45\x45\x39"  # 5
    b"\x3c\x4a\x49\x49\x30"  # 6
    b"\x01\x71\x09\x05\x03"  # 7
    b"\x36\x49\x49\x49\x36"  # 8
    b"\x06\x49\x49\x29\x1e"  # 9
    b"\x00\x36\x36\x00\x00"  # :
    b"\x00\x56\x36\x00\x00"  # ;
    b"\x08\x14\x22\x41\x00"  # <
    b"\x14\x14\x14\x14\x14"  # =
    b"\x00\x41\x22\x14\x08"  # >
    b"\x02\x01\x51\x09\x06"  # ?
    b"\x3e\x41\x5d\x55\x5e"  # @
    b"\x7e\x09\x09\x09\x7e"  # A
    b"\x7f\x49\x49\x49\x36"  # B
    b"\x3e\x41\x41\x41\x22"  # C
    b"\x7f\x41\x41\x22\x1c"  # D
    b"\x7f\x49\x49\x49\x41"  # E
    b"\x7f\x09\x09\x09\x01"  # F
    b"\x3e\x41\x49\x49\x7a"  # G
    b"\x7f\x08\x08\x08\x7f"  # H
    b"\x00\x41\x7f\x41\x00"  # I
    b"\x20\x40\x41\x3f\x01"  # J
    b"\x7f\x08\x14\x22\x41"  # K
    b"\x7f\x40\x40\x40\x40"  # L
    b"\x7f\x02\x0c\x02\x7f"  # M
    b"\x7f\x04\x08\x10\x7f"  # N
    b"\x3e\x41\x41\x41\x3e"  # O
    b"\x7f\x09\x09\x09\x06"  # P
    b"\x3e\x41\x51\x21\x5e"  # Q
    b"\x7f\x09\x19\x29\x46"  # R
    b"\x46\x49\x49\x49\x31"  # S
    b"\x01\x01\x7f\x01\x01"  # T
    b"\x3f\x40\x40\x40\x3f"  # U
    b"\x1f\x20\x40\x20\x1f"  # V
    b"\x3f\x40\x38\x40\x3f"  # W
    b"\x63\x14\x08\x14\x63"  # X
    b"\x03\x04\x78\x04\x03"  # Y
    b"\x61\x51\x49\x45\x43"  # Z
    b"\x00\x7f\x41\x41\x00"  # [
    b"\x02\x04\x08\x10\x20"  # backslash
    b"\x00\x41\x41\x7f\x00"  # ]
    b"\x04\x02\x01\x02\x04"  # ^
    b"\x40\x40\x40\x40\x40"  # _
    b"\x00\x01\x02\x04\x00"  # `
    b"\x20\x54\x54\x54\x78"  # a
    b"\x7f\x48\x44\x44\x38"  # b
    b"\x38\x44\x44\x44\x20"  # c
    b"\x38\x44\x44\x48\x7f"  # d
    b"\x38\x54\x54\x54\x18"  # e
    b"\x08\x7e\x09\x01\x02"  # f
    b"\x18\xa4\xa4\xa4\x7c"  # g
    b"\x7f\x08\x04\x04\x78"  # h
    b"\x00\x44\x7d\x40\x00"  # i
    b"\x40\x80\x84\x7d\x00"  # j
    b"\x7f\x10\x28\x44\x00"  # k
    b"\x00\x41\x7f\x40\x00"  # l
    b"\x7c\x04\x78\x04\x78"  # m
    b"\x7c\x08\x04\x04\x78"  # n
    b"\x38\x44\x44\x44\x38"  # o
    b"\xfc\x24\x24\x24\x18"  # p
    b"\x18\x24\x24\x24\xfc"  # q
    b"\x7c\x08\x04\x04\x08"  # r
    b"\x48\x54\x54\x54\x24"  # s
    b"\x04\x3f\x44\x40\x20"  # t
    b"\x3c\x40\x40\x20\x7c"  # u
    b"\x1c\x20\x40\x20\x1c"  # v
    b"\x3c\x40\x30\x40\x3c"  # w
    b"\x44\x28\x10\x28\x44"  # x
    b"\x1c\xa0\xa0\xa0\x7c"  # y
    b"\x44\x64\x54\x4c\x44"  # z
    b"\x00\x08\x36\x41\x00"  # {
    b"\x00\x00\x7f\x00\x00"  # |
    b"\x00\x41\x36\x08\x00"  # }
    b"\x08\x04\x08\x10\x08"  # ~
)


def codes(text):
    """The str `text` as the font's bytes, a byte a character: ASCII as it is, any other
    character "?" (its glyph's)."""
    encoded = text.encode()
    if len(encoded) == len(text):
        return encoded  # ASCII: a control character draws as "?" too
    out = bytearray(len(text))
    for k in range(len(text)):
        code = ord(text[k])
        out[k] = code if _FIRST <= code < _FIRST + _COUNT else _FIRST + _UNKNOWN
    return bytes(out)


def _draw_python(buffer, page, glyphs, text, start, end, flip):
    at = page * 128
    stop = at + COLUMNS * CELL
    i = start
    while i < end and at < stop:
        code = text[i] - _FIRST
        if not 0 <= code < _COUNT:
            code = _UNKNOWN
        g = code * 5
        buffer[at] = glyphs[g] ^ flip
        buffer[at + 1] = glyphs[g + 1] ^ flip
        buffer[at + 2] = glyphs[g + 2] ^ flip
        buffer[at + 3] = glyphs[g + 3] ^ flip
        buffer[at + 4] = glyphs[g + 4] ^ flip
        buffer[at + 5] = flip
        at += CELL
        i += 1
    stop = page * 128 + 128
    while at < stop:
        buffer[at] = flip
        at += 1


try:
    from table.seat.font_viper import draw_viper as _draw
except (ImportError, SyntaxError, ValueError):
    # CPython; a port without the native emitter; or a .mpy built for another CPU
    _draw = _draw_python


def draw(buffer, page, text, start, end, lit):
    """The characters start to end of `text` (the font's bytes: codes()) as a row in page
    `page` of `buffer` (MONO_VLSB, 128 bytes a page: hal's one shared page is page 0 of
    its own 128 bytes, a whole frame's 1024 bytes hold pages 0-7): COLUMNS at
    most, each its glyph's 5 columns and a blank one, the rest of the page blank; `lit`
    True: inverted (dark letters on a lit row). Allocates nothing."""
    _draw(buffer, page, GLYPHS, text, start, end, 0xFF if lit else 0)
