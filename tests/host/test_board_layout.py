"""The Tycoon board map (host_tools/board_layout.py, ruling T1) against the board the engine
plays: every space has its own place, and a guest steps only between spaces that touch."""

import sys

from host_tools.board_layout import LAYOUT
from host_tools.led_map import FIRMWARE

if str(FIRMWARE) not in sys.path:
    sys.path.insert(0, str(FIRMWARE))

from engines import tycoon_data  # noqa: E402


def _near(space):
    slots = tycoon_data.NEIGHBOURS[space * tycoon_data.LINKS : (space + 1) * tycoon_data.LINKS]
    return [other for other in slots if other != space]


def test_layout_gives_each_space_its_own_integer_place_on_the_map():
    assert len(LAYOUT) == len(tycoon_data.SPACES)
    places = []
    for x, y in LAYOUT:
        assert type(x) is int and type(y) is int and 0 <= x <= 18 and 0 <= y <= 8
        places.append((x, y))
    assert len(set(places)) == len(LAYOUT)


def test_board_paths_follow_the_board_map():
    for space in range(len(LAYOUT)):
        for other in _near(space):
            (x, y), (u, v) = LAYOUT[space], LAYOUT[other]
            assert abs(x - u) + abs(y - v) == 1  # neighbours sit side by side on the map


def test_every_pair_of_spaces_side_by_side_on_the_map_is_joined():
    # The crossings leave the loops at their sides only: grid adjacency is exactly NEIGHBOURS.
    at = {place: space for space, place in enumerate(LAYOUT)}
    for space, (x, y) in enumerate(LAYOUT):
        touching = [at[p] for p in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)) if p in at]
        assert sorted(touching) == sorted(_near(space)), tycoon_data.space_name(space)


def test_the_crossings_lie_between_the_loops():
    # Between x 8 and 10 above the entrance path: the three crossings of 3 spaces (ruling T1).
    crossings = [s for s in range(len(LAYOUT)) if 8 <= LAYOUT[s][0] <= 10 and LAYOUT[s][1] <= 6]
    names = sorted(tycoon_data.space_name(s) for s in crossings)
    assert len(crossings) == 9 and "Scrambled Eggs" in names
