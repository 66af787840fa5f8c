"""table/seat/font.py's row drawing as viper code, for MicroPython ports with the native
emitter (rp2 has it): a row's 126 bytes copied as machine code, not bytecode. CPython cannot
import this module (it has no micropython module) and uses the twin in font.py instead."""

import micropython


@micropython.viper
def draw_viper(buffer, page: int, glyphs, text, start: int, end: int, flip: int):
    dst = ptr8(buffer)  # noqa: F821 - a viper built-in
    src = ptr8(text)  # noqa: F821
    font = ptr8(glyphs)  # noqa: F821
    at = page * 128
    stop = at + 126  # 21 characters of 6 columns
    i = start
    while i < end and at < stop:
        code = src[i] - 32
        if code < 0 or code >= 95:
            code = 31  # "?"
        g = code * 5
        dst[at] = font[g] ^ flip
        dst[at + 1] = font[g + 1] ^ flip
        dst[at + 2] = font[g + 2] ^ flip
        dst[at + 3] = font[g + 3] ^ flip
        dst[at + 4] = font[g + 4] ^ flip
        dst[at + 5] = flip
        at += 6
        i += 1
    stop = page * 128 + 128
    while at < stop:
        dst[at] = flip
        at += 1
