"""Scream Park's components as data: 120 scene cards, genre, theme and VIP cards.

The rulebook prints no card lists, so every card here is our design; the rules it follows are
rulings P1-P4 in docs/rulings.md. Cards are kept as one compact table of ASCII
rows (one row a card, readable like a card list) decoded once into byte tables; the rows
themselves are then dropped, so the whole deck costs about a kilobyte of RAM on the Pico.
"""

from compat import const

# ---- genres, scenic symbols and special effects (ruling P1) ------------------------------

GENRES = ("ghost", "zombie", "slasher", "alien", "witch")  # letters G Z S A W in SCENES
NUM_GENRES = const(5)
SCENIC = ("candelabra", "skull", "audio", "lightbulb")  # letters c k a l in SCENES
NUM_SCENIC = const(4)
NO_SCENIC = const(255)

# The four special effects of the rulebook's "Abilities" (letters V I C + in SCENES).
NO_EFFECT = const(0)
EFFECT_VIP = const(1)  # VIP can always advance to this scene
EFFECT_IGNORE = const(2)  # ignore one cost on this scene
EFFECT_COPY = const(3)  # copies the round's scenic symbol in this scene
EFFECT_STAFF = const(4)  # gain one staff when placed
EFFECTS = ("none", "vip", "ignore cost", "copy scenic", "gain staff")

# ---- theme cards and genre cards (ruling P2) --------------------------------------------

# 10 theme cards, each showing 2 genre symbols: every pair of the 5 genres once. One byte a
# card, its two hex digits its two genres (first << 4 | second): bytes, not a tuple of pairs,
# as this module is in RAM all game.
THEMES = b"\x01\x02\x03\x04\x12\x13\x14\x23\x24\x34"
# 20 double-sided genre cards: each pair of genres (the THEMES pairs) printed on 2 cards.
GENRE_CARD_SIDES = THEMES
GENRE_CARD_COPIES = const(2)

# ---- VIP cards (ruling P3) -----------------------------------------------------------------

# Each VIP card is a rule for which scenes the VIP enters (scream_park_score.vip_enters, by
# its place here), and shows the day's scenic symbol (the one a "copy scenic" scene copies
# that day).
VIPS = (
    "birthday party",
    "haunt brat",
    "critic",
    "scaredy cat",
    "thrill seeker",
    "superfan",
    "photographer",
    "goth",
    "tech geek",
    "union rep",
)
VIP_SYMBOLS = b"\x00\x01\x02\x03\x00\x01\x03\x00\x02\x03"  # the scenic symbol on each card

# ---- the 120 scene cards (ruling P4) ----------------------------------------------------

# One row a card, 16 characters:
#   points  cost diamonds  scenic  effect  staff | add-on genres  add-on staff
#   "5      GW.            k       V       s       SW             s"
# points 1-6; up to 3 genre cost diamonds ("." pads); scenic symbol c/k/a/l ("." none);
# effect V/I/C/+ ("." none); "s" = the scene needs a staff to place; then the bottom half
# (add-on): 1 or 2 genre symbols and "s" if adding it needs a staff. Card id = row number.
_ROW = const(16)
SCENES = (
    b"1 A.. l + . AS ."  # 0
    b"1 A.. a . . A. ."  # 1
    b"1 A.. l . . A. ."  # 2
    b"1 A.. . . . AW ."  # 3
    b"1 A.. c . . AG ."  # 4
    b"1 A.. l I . A. ."  # 5
    b"1 G.. c . . G. ."  # 6
    b"1 S.. k . . S. ."  # 7
    b"1 S.. l . . S. ."  # 8
    b"1 S.. . C . S. ."  # 9
    b"1 W.. c . . W. ."  # 10
    b"1 W.. c . . W. ."  # 11
    b"1 Z.. l . . ZZ s"  # 12
    b"1 Z.. . . . AW ."  # 13
    b"1 Z.. . . . GZ ."  # 14
    b"1 Z.. k V . Z. ."  # 15
    b"2 A.. . . . AW s"  # 16
    b"2 A.. k . . AZ ."  # 17
    b"2 G.. . + . G. ."  # 18
    b"2 G.. a . . GG s"  # 19
    b"2 G.. l . . G. ."  # 20
    b"2 G.. a . . GZ ."  # 21
    b"2 G.. l . . SW ."  # 22
    b"2 G.. l V . G. ."  # 23
    b"2 S.. c + . S. ."  # 24
    b"2 S.. k . . S. ."  # 25
    b"2 S.. . . . S. ."  # 26
    b"2 S.. . . . S. ."  # 27
    b"2 S.. . C . S. ."  # 28
    b"2 S.. k I . SZ ."  # 29
    b"2 S.. . I . G. ."  # 30
    b"2 S.. . V . S. ."  # 31
    b"2 W.. . . . W. ."  # 32
    b"2 W.. c . . W. ."  # 33
    b"2 W.. . . . W. ."  # 34
    b"2 Z.. a . . GZ ."  # 35
    b"2 Z.. c . . Z. ."  # 36
    b"2 Z.. . C . Z. ."  # 37
    b"3 AA. a . . A. ."  # 38
    b"3 AA. . V . A. ."  # 39
    b"3 AS. l . . S. ."  # 40
    b"3 AW. . + . W. ."  # 41
    b"3 AW. a . . W. ."  # 42
    b"3 AW. k . . W. ."  # 43
    b"3 AW. . C . A. ."  # 44
    b"3 AW. . C . SZ s"  # 45
    b"3 AW. a I . A. ."  # 46
    b"3 AZ. . . . SZ ."  # 47
    b"3 GS. . . . S. ."  # 48
    b"3 GS. k . . AG ."  # 49
    b"3 GZ. k . . GZ s"  # 50
    b"3 GZ. a . . G. ."  # 51
    b"3 GZ. a I . G. ."  # 52
    b"3 GZ. k V . GG ."  # 53
    b"3 SW. . + . Z. ."  # 54
    b"3 SW. c . . AW ."  # 55
    b"3 SW. a . . W. ."  # 56
    b"3 SW. l . . S. ."  # 57
    b"3 SZ. c . . AS ."  # 58
    b"3 WW. . . . W. ."  # 59
    b"3 WZ. a . . WZ ."  # 60
    b"3 WZ. a . . ZZ ."  # 61
    b"4 AA. k . . A. ."  # 62
    b"4 AA. k . s A. ."  # 63
    b"4 AG. c . . Z. ."  # 64
    b"4 AG. . . . G. ."  # 65
    b"4 AG. k . s A. ."  # 66
    b"4 AS. c . . A. ."  # 67
    b"4 AS. c I . A. ."  # 68
    b"4 GG. a + . G. ."  # 69
    b"4 GS. . . . A. ."  # 70
    b"4 GW. c + . G. ."  # 71
    b"4 GW. . . . W. ."  # 72
    b"4 GW. a . . G. ."  # 73
    b"4 GW. . I . W. ."  # 74
    b"4 GZ. . . . G. ."  # 75
    b"4 GZ. k . . AZ s"  # 76
    b"4 GZ. l . s GW ."  # 77
    b"4 GZ. k V . G. ."  # 78
    b"4 GZ. . V . SZ s"  # 79
    b"4 SZ. . C . Z. ."  # 80
    b"4 WW. l . s SW ."  # 81
    b"4 WW. . C . S. ."  # 82
    b"4 ZZ. l . . WZ ."  # 83
    b"4 ZZ. l . . Z. ."  # 84
    b"4 ZZ. l . s Z. ."  # 85
    b"5 AAG a . . A. ."  # 86
    b"5 AAZ . V . A. ."  # 87
    b"5 ASZ k . . G. ."  # 88
    b"5 AW. c . s SW ."  # 89
    b"5 AZ. . C s Z. ."  # 90
    b"5 GGZ l . . W. ."  # 91
    b"5 GS. a . s GW s"  # 92
    b"5 GSZ . C . G. ."  # 93
    b"5 GW. a . s G. ."  # 94
    b"5 GW. c I s W. ."  # 95
    b"5 GW. . V s GS s"  # 96
    b"5 GWZ c . . Z. ."  # 97
    b"5 GZ. l . s G. ."  # 98
    b"5 SSW . + . GS s"  # 99
    b"5 SSW a . . SW s"  # 100
    b"5 SW. k + s W. ."  # 101
    b"5 SW. a I s W. ."  # 102
    b"5 SZ. l . s Z. ."  # 103
    b"5 WZZ c . . SW s"  # 104
    b"5 WZZ k . . AS ."  # 105
    b"6 AAG c . . W. ."  # 106
    b"6 AGG k . s Z. ."  # 107
    b"6 AGW k . s ZZ s"  # 108
    b"6 AGZ . + . AA s"  # 109
    b"6 ASW c I . A. ."  # 110
    b"6 ASZ . . s A. ."  # 111
    b"6 AWZ c . s W. ."  # 112
    b"6 AZZ . . s WZ ."  # 113
    b"6 GSS a . s S. ."  # 114
    b"6 GSS k . . SS s"  # 115
    b"6 GSW l . . G. ."  # 116
    b"6 SSW . C s W. ."  # 117
    b"6 SSW . V . SS ."  # 118
    b"6 SWZ l . . AW s"  # 119
)
NUM_SCENES = const(120)


def _decode(rows):
    """The ASCII rows as byte tables, one entry (or fixed-width group) per card."""
    genre_letters = "GZSAW"
    points = bytearray(NUM_SCENES)
    cost = bytearray(b"\xff" * (3 * NUM_SCENES))
    scenic = bytearray(NUM_SCENES)
    effect = bytearray(NUM_SCENES)
    staff = bytearray(NUM_SCENES)  # bit 1: the scene needs a staff; bit 2: the add-on does
    bottom = bytearray(b"\xff" * (2 * NUM_SCENES))
    for card in range(NUM_SCENES):
        row = rows[card * _ROW : card * _ROW + _ROW].decode()
        points[card] = int(row[0])
        for i in range(3):
            if row[2 + i] != ".":
                cost[3 * card + i] = genre_letters.index(row[2 + i])
        scenic[card] = NO_SCENIC if row[6] == "." else "ckal".index(row[6])
        effect[card] = ".VIC+".index(row[8])
        staff[card] = (1 if row[10] == "s" else 0) | (2 if row[15] == "s" else 0)
        for i in range(2):
            if row[12 + i] != ".":
                bottom[2 * card + i] = genre_letters.index(row[12 + i])
    return bytes(points), bytes(cost), bytes(scenic), bytes(effect), bytes(staff), bytes(bottom)


POINTS, COST, SCENIC_OF, EFFECT_OF, STAFF_OF, BOTTOM = _decode(SCENES)
# The rows are read once: on the Pico only the byte tables above stay in RAM.
del SCENES, _decode
