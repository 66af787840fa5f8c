"""The seat screens' own font (table/seat/font.py): every printable ASCII character's glyph as
it was drawn by hand (support/glyph_art.py), 21 characters to a row, an inverted row the
same bytes inverted, a character outside the font drawn as "?", and a scrolled row by whole
characters."""

from support import glyph_art
from table.seat import font


def _page(text, first=0, lit=False, page=0):
    buffer = bytearray(b"\x55" * 1024)  # anything: a row is drawn over whatever was there
    codes = font.codes(text)
    font.draw(buffer, page, codes, first, len(codes), lit)
    return buffer


def test_every_printable_character_lights_the_pixels_it_was_drawn_with():
    drawn = glyph_art.glyphs()
    assert sorted(drawn) == [chr(c) for c in range(32, 127)]
    for c in range(32, 127):
        at = (c - 32) * 5
        assert font.GLYPHS[at : at + 5] == glyph_art.columns(drawn[chr(c)]), chr(c)


def test_the_digits_and_the_signs_a_game_shows_are_each_their_own_glyph():
    glyphs = [font.GLYPHS[5 * k : 5 * k + 5] for k in range(95)]
    assert len(set(glyphs)) == 95  # no two characters look alike
    zero, letter = glyphs[ord("0") - 32], glyphs[ord("O") - 32]
    assert zero != letter  # the zero has its stroke


def test_a_row_holds_21_characters_each_5_columns_and_a_blank_one():
    text = "Roller Coaster Tycoon"
    assert len(text) == font.COLUMNS == 21
    buffer = _page(text, page=2)
    row = buffer[256:384]
    for k in range(21):
        at = (ord(text[k]) - 32) * 5
        assert row[6 * k : 6 * k + 5] == font.GLYPHS[at : at + 5], k
        assert row[6 * k + 5] == 0
    assert row[126:] == b"\x00\x00"
    assert buffer[:256] == b"\x55" * 256 and buffer[384:] == b"\x55" * 640  # that page alone


def test_a_longer_row_is_cut_at_21_and_a_short_one_is_blank_after_it():
    assert _page("x" * 30)[:128] == _page("x" * 21)[:128]
    short = _page("Hi")[:128]
    assert short[12:] == bytes(116) and short[:12] != bytes(12)


def test_an_inverted_row_is_the_same_bytes_inverted():
    plain = _page("Your bid: $1.4M [3]?", page=5)[640:768]
    lit = _page("Your bid: $1.4M [3]?", lit=True, page=5)[640:768]
    assert bytes([255 - b for b in plain]) == lit


def test_a_character_outside_the_font_draws_as_a_question_mark():
    assert _page("a\u00e9b\tc")[:128] == _page("a?b?c")[:128]
    buffer = bytearray(128)
    font.draw(buffer, 0, b"a\x7fb\x01", 0, 4, False)  # a byte past the font: "?" too
    assert buffer == _page("a?b?")[:128]


def test_a_scrolled_row_starts_at_a_whole_character():
    text = "Which staff do you hire today?"
    assert _page(text, first=3)[:128] == _page(text[3:])[:128]
    assert _page(text, first=len(text))[:128] == bytes(128)  # scrolled past its end: blank


def test_a_row_is_drawn_from_its_start_to_its_end_in_the_screens_rows():
    rows = font.codes("Your turn\nRoller Coaster Tycoon\n")
    buffer = bytearray(1024)
    font.draw(buffer, 1, rows, 10, 31, True)  # the second row, inverted
    assert buffer[128:256] == _page("Roller Coaster Tycoon", lit=True, page=1)[128:256]


def test_a_character_outside_ascii_is_one_question_mark_in_the_fonts_bytes():
    assert font.codes("caf\u00e9 \u2014 ok") == b"caf? ? ok"
    assert font.codes("plain") == b"plain"
