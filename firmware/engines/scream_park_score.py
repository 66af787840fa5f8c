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
_NO_GENRE = const(255)  # no genre symbol (or cost diamond) in this place of a card

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
    bottom = data.BOTTOM
    for item in scene:  # the scene card first: a card like those added under it
        if item >= GENRE_CARD:
            counts[item - GENRE_CARD] += 1
            continue
        # read in place, not as a slice: a slice is a new object, and the game's end scores
        # every scene of every attraction in each look-ahead that reaches it
        genre = bottom[2 * item]
        if genre != _NO_GENRE:
            counts[genre] += 1
        genre = bottom[2 * item + 1]
        if genre != _NO_GENRE:
            counts[genre] += 1
    return counts


def is_complete(scene, counts=None):
    """A scene is complete when its genre symbols cover every cost diamond; the "ignore one
    cost" effect covers one diamond (chosen for the player, ruling P9)."""
    if counts is None:
        counts = genre_counts(scene)
    top = scene[0]
    cost = data.COST
    unmet = 0
    for at in range(3 * top, 3 * top + 3):
        genre = cost[at]
        if genre == _NO_GENRE:
            continue
        # this is the scene's k-th diamond of its genre: unmet if fewer than k symbols show it
        k = 1
        for before in range(3 * top, at):
            if cost[before] == genre:
                k += 1
        if counts[genre] < k:
            unmet += 1
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


def vip_enters(vip, scene, theme, counts=None):
    """Whether the VIP `vip` enters `scene` of a player whose theme is `theme` (ruling P3).
    `counts`: the scene's genre_counts, if the caller has them."""
    top = scene[0]
    if data.EFFECT_OF[top] == data.EFFECT_VIP:
        return True
    if vip == _SCAREDY_CAT:
        return data.POINTS[top] <= 3
    if vip == _THRILL_SEEKER:
        return data.POINTS[top] >= 4
    if vip > _SUPERFAN:
        day = data.VIP_SYMBOLS[vip]
        if vip == _PHOTOGRAPHER:
            return has_scenic(scene, day, day)
        if vip == _GOTH:
            return has_scenic(scene, 0, day) or has_scenic(scene, 1, day)
        if vip == _TECH_GEEK:
            return has_scenic(scene, 2, day) or has_scenic(scene, 3, day)
        return staff_symbols(scene) > 0  # the union rep
    if counts is None:
        counts = genre_counts(scene)
    if vip <= _HAUNT_BRAT:  # the birthday party or the haunt brat
        kinds = symbols = 0
        for count in counts:
            kinds += 1 if count else 0
            symbols += count
        return kinds >= 3 if vip == _BIRTHDAY_PARTY else symbols == 1
    if vip == _CRITIC:
        return is_complete(scene, counts)
    pair = data.THEMES[theme]  # the superfan
    return counts[pair >> 4] > 0 and counts[pair & 15] > 0


def day_scores(attraction, vip, theme):
    """[theme points, VIP points] at a day's end. Theme: 1 point for a scene with either
    genre of the theme, 2 with both. VIP: the VIP walks left to right, enters each scene it
    may and stops at the first it may not: 2 points a scene entered."""
    pair = data.THEMES[theme]
    first, second = pair >> 4, pair & 15
    points = 0
    entered = 0
    walking = True
    for scene in attraction:
        counts = genre_counts(scene)  # once a scene, for the theme and the VIP alike
        points += (1 if counts[first] else 0) + (1 if counts[second] else 0)
        if walking and vip_enters(vip, scene, theme, counts):
            entered += 1
        else:
            walking = False
    return [points, _VIP_POINTS * entered]


def final_scores(attraction, last_round_symbol, has_most_effects, complete=None):
    """[completed scenes, special effects, staffing, scenic sets] at the end of the game.
    `complete`: 1 per scene card whose scene is complete, if the caller keeps them (the
    engine does, scene by scene as it changes), else found here."""
    scenes = 0
    staff = 0
    scenic = bytearray(data.NUM_SCENIC)
    for scene in attraction:
        top = scene[0]
        if complete[top] if complete is not None else is_complete(scene):
            scenes += data.POINTS[top]
        staff += staff_symbols(scene)
        # the symbols has_scenic finds in the scene: its own, and the one it copies
        symbol = data.SCENIC_OF[top]
        if symbol < data.NUM_SCENIC:
            scenic[symbol] += 1
        if (
            data.EFFECT_OF[top] == data.EFFECT_COPY
            and last_round_symbol != symbol
            and last_round_symbol < data.NUM_SCENIC
        ):
            scenic[last_round_symbol] += 1
    sets = min(scenic)
    effects = _EFFECT_MAJORITY_POINTS if has_most_effects else 0
    return [scenes, effects, staff, _SET_POINTS * sets]
