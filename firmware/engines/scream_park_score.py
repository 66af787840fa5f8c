"""Scream Park scoring: what a scene shows (genres, scenic symbols, staff), whether it is
complete, and the end-of-day (theme, VIP) and end-of-game scores of an attraction.

An attraction is a list of scenes, left to right; a scene is a list [scene card, item, ...]
where an item below GENRE_CARD is a card added under it (only its bottom half counts) and
an item GENRE_CARD + g is a genre card turned to genre g.
"""

from compat import const
from engines import scream_park_data as data

GENRE_CARD = const(120)  # items from here on are genre cards: GENRE_CARD + genre
_SET_POINTS = const(6)
_EFFECT_MAJORITY_POINTS = const(3)
_VIP_POINTS = const(2)

# The VIP cards' rules, by the card's place in scream_park_data.VIPS (ruling P3): private, so
# folded into the code and kept as no name.
_BIRTHDAY_PARTY = const(0)  # scenes with 3 or more different genres among their symbols
_HAUNT_BRAT = const(1)  # scenes with exactly one genre symbol
_CRITIC = const(2)  # complete scenes
_SCAREDY_CAT = const(3)  # scenes worth 3 points or less
_THRILL_SEEKER = const(4)  # scenes worth 4 points or more
_SUPERFAN = const(5)  # scenes with both genres of the owner's theme
_PHOTOGRAPHER = const(6)  # scenes with the day's scenic symbol
_GOTH = const(7)  # scenes with a candelabra or a skull
_TECH_GEEK = const(8)  # scenes with an audio or a lightbulb symbol
# 9, the union rep: scenes with a staff symbol


def genre_counts(scene):
    """How many genre symbols of each genre the scene shows. The scene card's own bottom half
    counts, so do added cards' bottoms and genre cards; cost diamonds never count."""
    counts = bytearray(data.NUM_GENRES)
    for item in scene:  # the scene card first: a card like those added under it
        if item >= GENRE_CARD:
            counts[item - GENRE_CARD] += 1
        else:
            for genre in data.BOTTOM[2 * item : 2 * item + 2]:
                if genre != 255:
                    counts[genre] += 1
    return counts


def is_complete(scene, counts=None):
    """A scene is complete when its genre symbols cover every cost diamond; the "ignore one
    cost" effect covers one diamond (chosen for the player, ruling P9)."""
    if counts is None:
        counts = genre_counts(scene)
    top = scene[0]
    need = bytearray(data.NUM_GENRES)
    for genre in data.COST[3 * top : 3 * top + 3]:
        if genre != 255:
            need[genre] += 1
    unmet = 0
    for genre in range(data.NUM_GENRES):
        if need[genre] > counts[genre]:
            unmet += need[genre] - counts[genre]
    return unmet == 0 or (unmet == 1 and data.EFFECT_OF[top] == data.EFFECT_IGNORE)


def staff_symbols(scene):
    """Staff paid into the scene: its own staff need, and each added card's add-on need
    (ruling P11)."""
    count = data.STAFF_OF[scene[0]] & 1
    for i in range(1, len(scene)):
        if scene[i] < GENRE_CARD:
            count += data.STAFF_OF[scene[i]] >> 1
    return count


def has_scenic(scene, symbol, round_symbol):
    """The scene shows `symbol`: printed on its card, or copied as the round's symbol
    (ruling P12)."""
    top = scene[0]
    if data.SCENIC_OF[top] == symbol:
        return True
    return data.EFFECT_OF[top] == data.EFFECT_COPY and round_symbol == symbol


def vip_enters(vip, scene, theme):
    """Whether the VIP `vip` enters `scene` of a player whose theme is `theme` (ruling P3)."""
    top = scene[0]
    if data.EFFECT_OF[top] == data.EFFECT_VIP:
        return True
    counts = genre_counts(scene)
    if vip <= _HAUNT_BRAT:  # the birthday party or the haunt brat
        kinds = symbols = 0
        for count in counts:
            kinds += 1 if count else 0
            symbols += count
        return kinds >= 3 if vip == _BIRTHDAY_PARTY else symbols == 1
    if vip == _CRITIC:
        return is_complete(scene, counts)
    if vip == _SCAREDY_CAT:
        return data.POINTS[top] <= 3
    if vip == _THRILL_SEEKER:
        return data.POINTS[top] >= 4
    if vip == _SUPERFAN:
        pair = data.THEMES[theme]
        return counts[pair >> 4] > 0 and counts[pair & 15] > 0
    day = data.VIP_SYMBOLS[vip]
    if vip == _PHOTOGRAPHER:
        return has_scenic(scene, day, day)
    if vip == _GOTH:
        return has_scenic(scene, 0, day) or has_scenic(scene, 1, day)
    if vip == _TECH_GEEK:
        return has_scenic(scene, 2, day) or has_scenic(scene, 3, day)
    return staff_symbols(scene) > 0  # the union rep


def day_scores(attraction, vip, theme):
    """[theme points, VIP points] at a day's end. Theme: 1 point for a scene with either
    genre of the theme, 2 with both. VIP: the VIP walks left to right, enters each scene it
    may and stops at the first it may not: 2 points a scene entered."""
    pair = data.THEMES[theme]
    points = 0
    for scene in attraction:
        counts = genre_counts(scene)
        points += (1 if counts[pair >> 4] else 0) + (1 if counts[pair & 15] else 0)
    entered = 0
    for scene in attraction:
        if not vip_enters(vip, scene, theme):
            break
        entered += 1
    return [points, _VIP_POINTS * entered]


def final_scores(attraction, last_round_symbol, has_most_effects):
    """[completed scenes, special effects, staffing, scenic sets] at the end of the game."""
    scenes = 0
    staff = 0
    scenic = bytearray(data.NUM_SCENIC)
    for scene in attraction:
        if is_complete(scene):
            scenes += data.POINTS[scene[0]]
        staff += staff_symbols(scene)
        for symbol in range(data.NUM_SCENIC):
            if has_scenic(scene, symbol, last_round_symbol):
                scenic[symbol] += 1
    sets = min(scenic)
    effects = _EFFECT_MAJORITY_POINTS if has_most_effects else 0
    return [scenes, effects, staff, _SET_POINTS * sets]
