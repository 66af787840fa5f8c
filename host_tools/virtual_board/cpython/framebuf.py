"""CPython's stand-in for MicroPython's framebuf: FrameBuffer in MONO_VLSB (the SSD1306's
layout: a byte is 8 pixels down a column, the least significant bit on top) with the drawing
calls the seat screens use (fill, fill_rect, pixel, hline, vline, rect, text), drawing as
MicroPython's C does: clipped at the edges, text in its 8x8 font, byte by byte of the text's
UTF-8 (a byte outside 32..127 is glyph 127), stopping at a NUL.

The font is MicroPython's own, read off the MicroPython VM beside this interpreter (each
glyph drawn there once and the bytes cached in build/), never copied from a source file.
On CPython only (host_tools/micropython_lib.cpython_paths): the VM's built-in framebuf wins.
"""

import os
import subprocess
import sys
from pathlib import Path

MONO_VLSB = 0
MVLSB = MONO_VLSB
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3
MONO_HMSB = 4
GS2_HMSB = 5
GS8 = 6

_ROOT = Path(__file__).resolve().parents[3]
_CACHE = _ROOT / "build" / "framebuf_font.hex"
_FIRST, _LAST = 32, 127  # the glyphs the font has; any other byte draws _LAST
# Run on the VM: every glyph drawn into an 8x8 MONO_VLSB buffer, its 8 column bytes in hex
_DRAW = (
    "import framebuf\n"
    "b=bytearray(8)\n"
    "f=framebuf.FrameBuffer(b,8,8,framebuf.MONO_VLSB)\n"
    "for c in range(%d,%d):\n"
    " f.fill(0)\n"
    " f.text(chr(c),0,0,1)\n"
    " print(''.join('%%02x'%%x for x in b))\n" % (_FIRST, _LAST + 1)
)
_font: list = []  # the glyphs' column bytes, loaded at the first text()


def _micropython():
    explicit = os.environ.get("MICROPYTHON")
    if explicit:
        return explicit
    beside = Path(sys.executable).parent / "micropython"
    return str(beside) if beside.exists() else "micropython"


def font():
    """MicroPython's 8x8 font: bytes of 8 columns per glyph, chr(32) to chr(127)."""
    if not _font:
        text = _CACHE.read_text() if _CACHE.is_file() else ""
        rows = text.split()
        if len(rows) != _LAST - _FIRST + 1:
            done = subprocess.run(
                [_micropython(), "-c", _DRAW], capture_output=True, text=True, timeout=60
            )
            rows = done.stdout.split()
            if done.returncode != 0 or len(rows) != _LAST - _FIRST + 1:
                raise RuntimeError(
                    "cannot read framebuf's font off the MicroPython VM: %s"
                    % (done.stderr.strip() or done.stdout.strip())
                )
            _CACHE.parent.mkdir(parents=True, exist_ok=True)
            _CACHE.write_text("\n".join(rows) + "\n")
        _font.extend(bytes.fromhex(row) for row in rows)
    return _font


class FrameBuffer:
    """A MONO_VLSB frame buffer over `buffer` (a bytearray of at least width * height/8)."""

    def __init__(self, buffer, width, height, format, stride=None):
        if format != MONO_VLSB:
            raise ValueError("the CPython stand-in draws MONO_VLSB only")
        self._buf = buffer
        self._width = width
        self._height = height
        self._stride = width if stride is None else stride
        if len(memoryview(buffer)) < ((height + 7) // 8) * self._stride:
            raise ValueError("buffer too small")

    def __buffer__(self, flags):
        return memoryview(self._buf)

    def _set(self, x, y, c):
        index = (y >> 3) * self._stride + x
        bit = 1 << (y & 7)
        if c:
            self._buf[index] |= bit
        else:
            self._buf[index] &= ~bit & 0xFF

    def pixel(self, x, y, c=None):
        if not (0 <= x < self._width and 0 <= y < self._height):
            return None
        if c is None:
            return (self._buf[(y >> 3) * self._stride + x] >> (y & 7)) & 1
        self._set(x, y, c & 1)
        return None

    def fill_rect(self, x, y, w, h, c):
        x0, y0 = max(x, 0), max(y, 0)
        x1, y1 = min(x + w, self._width), min(y + h, self._height)
        for yy in range(y0, y1):
            for xx in range(x0, x1):
                self._set(xx, yy, c & 1)

    def fill(self, c):
        value = 0xFF if c & 1 else 0
        rows = (self._height + 7) // 8
        for row in range(rows):
            start = row * self._stride
            self._buf[start : start + self._width] = bytes((value,)) * self._width

    def hline(self, x, y, w, c):
        self.fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self.fill_rect(x, y, w, h, c)
            return
        self.fill_rect(x, y, w, 1, c)
        self.fill_rect(x, y + h - 1, w, 1, c)
        self.fill_rect(x, y, 1, h, c)
        self.fill_rect(x + w - 1, y, 1, h, c)

    def text(self, s, x, y, c=1):
        glyphs = font()
        for byte in str(s).encode():
            if byte == 0:
                break
            if not _FIRST <= byte <= _LAST:
                byte = _LAST
            for column, bits in enumerate(glyphs[byte - _FIRST]):
                xx = x + column
                if 0 <= xx < self._width:
                    yy = y
                    while bits:
                        if bits & 1 and 0 <= yy < self._height:
                            self._set(xx, yy, c & 1)
                        bits >>= 1
                        yy += 1
            x += 8
