"""Tycoon's components and the guest moving rules: the board, the cards, the dice, the month
track, and destinations()/path() as the table's LED board map uses them."""

from engines import tycoon, tycoon_data
from support.expect import raises
from support.tycoon_spaces import space_named

_N = len(tycoon.SPACES)
_NAMES = [tycoon.space_name(s) for s in range(_N)]


def _near(space, neighbours=tycoon.NEIGHBOURS):
    """The spaces next to `space`, from a neighbours table's LINKS slots (its own id fills
    the slots it does not use)."""
    slots = neighbours[space * tycoon_data.LINKS : (space + 1) * tycoon_data.LINKS]
    return tuple([other for other in slots if other != space])


def _packed(board):
    """A board given as a tuple of neighbour tuples, as the bytes destinations_on() reads."""
    out = bytearray()
    for space in range(len(board)):
        near = board[space]
        out.extend(bytes(near) + bytes([space] * (tycoon_data.LINKS - len(near))))
    return bytes(out)


def _all_walk_ends(start, steps, neighbours=tycoon.NEIGHBOURS):
    """Every walk of exactly `steps` that never lands on a space twice, enumerated plainly."""
    walks = [[start]]
    for _ in range(steps):
        longer = []
        for walk in walks:
            for nxt in _near(walk[-1], neighbours):
                if nxt not in walk:
                    longer.append(walk + [nxt])
        walks = longer
    return sorted(set(walk[-1] for walk in walks))


# ---- the gameboard (ruling T1) --------------------------------------------------------------


def test_board_has_park_entrance_28_attractions_and_path_spaces_50_to_70_in_all():
    assert 50 <= _N <= 70
    assert _NAMES[tycoon.ENTRANCE] == "Park Entrance"
    assert len(tycoon.ATTRACTIONS) == 28 and len(set(tycoon.ATTRACTIONS)) == 28
    assert tycoon.ENTRANCE not in tycoon.ATTRACTIONS
    assert len(set(_NAMES)) == _N  # every space has its own name
    paths = [s for s in range(_N) if s != tycoon.ENTRANCE and s not in tycoon.ATTRACTIONS]
    assert len(paths) == _N - 29
    assert [_NAMES[s] for s in paths] == ["Path %d" % (n + 1) for n in range(len(paths))]
    assert [tycoon.SPACES[s] for s in paths] == [None] * len(paths)  # counted, not stored


def test_board_paths_go_both_ways():
    assert len(tycoon.NEIGHBOURS) == _N * tycoon_data.LINKS
    for space in range(_N):
        near = _near(space)
        assert near and list(near) == sorted(set(near))
        for other in near:
            assert space in _near(other)


def test_board_is_two_loops_joined_by_crossings():
    # Cutting the three crossings (3 spaces each; on the board map, between x 8 and 10)
    # splits the park into a west ring, an east ring and the entrance path.
    south = ("Path 2", "Path 3", "Path 4")
    middle = ("Path 17", "Path 18", "Path 19")
    north = ("Scrambled Eggs", "Path 20", "Path 21")
    crossings = [space_named(name) for name in south + middle + north]
    seen = set(crossings)
    parts = []
    for start in range(_N):
        if start in seen:
            continue
        part, todo = [], [start]
        seen.add(start)
        while todo:
            at = todo.pop()
            part.append(at)
            for nxt in _near(at):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        parts.append(sorted(part))
    sizes = sorted(len(p) for p in parts)
    assert sizes == [2, 26, 26] and tycoon.ENTRANCE in [p for p in parts if len(p) == 2][0]
    for loop in [p for p in parts if len(p) > 2]:
        inner = [s for s in loop if len([n for n in _near(s) if n in loop]) == 2]
        assert len(inner) == len(loop)  # every space of a loop has two loop neighbours: a ring


def test_a_move_usually_offers_a_real_choice():
    choices = 0
    for start in range(_N):
        for steps in range(1, 7):
            if len(tycoon.destinations(start, steps)) >= 2:
                choices += 1
    assert choices * 10 >= _N * 6 * 9  # at least 90% of the moves offer two or more ends


# ---- the attraction cards (ruling T2) -------------------------------------------------------


def test_each_attraction_has_guest_points_1_to_5_and_a_starting_fee():
    assert len(tycoon_data.ATTRACTION_CARDS) == 3 * 28  # 29 cards in the box, one blank
    for card, space in enumerate(tycoon.ATTRACTIONS):
        assert 1 <= tycoon.POINTS[space] <= 5
        assert 1 <= tycoon_data.FEES[card] <= 10  # $100,000 to $1,000,000
    for space in range(_N):
        if space not in tycoon.ATTRACTIONS:
            assert tycoon.POINTS[space] == 0


def test_the_rulebooks_attractions_are_on_the_board():
    for name in (
        "Wooden Roller Coaster",
        "Steel Roller Coaster",
        "Whoa Belly",
        "River Rapids",
        "Motion Simulator",
        "Scrambled Eggs",
        "Souvenir Stall",
        "Popcorn Stall",
    ):
        assert space_named(name) in tycoon.ATTRACTIONS
    assert tycoon.POINTS[space_named("Motion Simulator")] == 2  # "a 2-point attraction"


def test_two_dearest_attractions_never_cost_more_than_the_starting_money():
    # Ruling T10: any two dealt attractions and both staffs are always affordable.
    fees = sorted(tycoon_data.FEES)
    assert fees[-1] + fees[-2] + 2 * max(tycoon_data.STAFF_PRICE) <= tycoon_data.START_MONEY


# ---- the dice (ruling T3) -------------------------------------------------------------------


def test_colour_die_has_the_seven_guest_colours_and_wild():
    assert len(tycoon.COLOURS) == 7 and len(set(tycoon.COLOURS)) == 7
    assert "orange" in tycoon.COLOURS  # the rulebook's example guest
    assert tycoon.WILD == 7 and tycoon_data.DIE_FACES == 8


# ---- the event deck (ruling T4) -------------------------------------------------------------


def test_event_deck_has_52_cards_after_the_2_blanks_are_removed():
    assert sum(card[2] for card in tycoon.EVENTS) == 52 == sum(tycoon_data.EVENT_COPIES)
    texts = [card[3] for card in tycoon.EVENTS]
    assert len(set(texts)) == len(texts)


def test_event_deck_has_every_kind_the_rulebook_names():
    kinds = set(tycoon_data.KINDS[card[0]] for card in tycoon.EVENTS)
    for kind in (
        "auction",
        "double open auction",
        "blind auction",
        "double blind auction",
        "month advance",
        "money",
        "guest movement",
        "mechanic",
        "handyman",
    ):
        assert kind in kinds, kind


def test_month_cards_make_the_deck_reshuffle_once_and_end_within_92_turns():
    # Ruling T4/T5: 14 month cards, 16 months to GAME OVER: every game goes through the deck
    # once and ends at the 2nd month card of the second deck, at turn 92 at the latest.
    months = sum(card[2] for card in tycoon.EVENTS if card[0] == tycoon_data.MONTH_ADVANCE)
    assert months == 14 and len(tycoon.MONTHS) - 1 == 16
    assert 52 + (52 - months + 2) == 92


# ---- the month track (ruling T5) ------------------------------------------------------------


def test_month_track_runs_from_mar_year_1_to_game_over():
    assert tycoon.MONTHS[0] == "MAR YEAR 1" and tycoon.MONTHS[-1] == "GAME OVER"
    assert len(set(tycoon.MONTHS)) == len(tycoon.MONTHS)


# ---- Guest Moving Rules ---------------------------------------------------------------------


def test_guest_cannot_land_on_a_space_twice_in_one_move():
    for start in range(_N):
        for steps in range(1, 7):
            assert tycoon.destinations(start, steps) == _all_walk_ends(start, steps)


def test_guest_cannot_end_a_move_on_its_starting_space():
    for start in range(_N):
        for steps in range(1, 7):
            assert start not in tycoon.destinations(start, steps)


def test_guest_can_move_in_any_direction():
    loop_space = space_named("Haunted House")
    ends = tycoon.destinations(loop_space, 1)
    assert ends == sorted(_near(loop_space)) and len(ends) == 2


def test_guest_must_be_moved_the_full_amount_of_the_roll():
    # From the Park Entrance a 5 reaches only spaces exactly 5 steps away, never nearer.
    ends = tycoon.destinations(tycoon.ENTRANCE, 5)
    names = sorted(_NAMES[s] for s in ends)
    assert names == ["Dodgems", "Merry-Go-Round", "Top Spin", "Twist"]
    assert tycoon.destinations(tycoon.ENTRANCE, 1) == list(_near(tycoon.ENTRANCE))


def test_rulebook_example_orange_3_reaches_souvenir_popcorn_or_scrambled_eggs():
    ends = tycoon.destinations(space_named("Motion Simulator"), 3)
    names = sorted(_NAMES[s] for s in ends)
    assert names == ["Popcorn Stall", "Scrambled Eggs", "Souvenir Stall"]


def test_every_space_and_roll_has_a_legal_destination_on_this_board():
    # Ruling T16 handles a guest with nowhere to go; on Midway's board it cannot happen.
    for start in range(_N):
        for steps in range(1, 7):
            assert tycoon.destinations(start, steps)


def test_destinations_rejects_a_space_or_roll_that_does_not_exist():
    raises(ValueError, tycoon.destinations, -1, 3)
    raises(ValueError, tycoon.destinations, _N, 3)
    raises(ValueError, tycoon.destinations, 0, 0)


def test_destinations_on_the_boards_neighbours_are_the_boards_destinations():
    for start in range(_N):
        for steps in range(1, 7):
            ends = tycoon.destinations_on(tycoon.NEIGHBOURS, start, steps)
            assert ends == tycoon.destinations(start, steps)


def _twin_board():
    """Two copies of the board, their Park Entrances joined: a board twice the size."""
    board = tuple([_near(space) for space in range(_N)])
    entrance = tycoon.ENTRANCE
    copy = tuple(tuple(space + _N for space in spaces) for spaces in board)
    first = board[:entrance] + ((board[entrance] + (entrance + _N,)),) + board[entrance + 1 :]
    twin = copy[entrance] + (entrance,)
    return first + copy[:entrance] + (twin,) + copy[entrance + 1 :]


def test_destinations_on_a_larger_board_follow_the_guest_moving_rules():
    board = _packed(_twin_board())
    assert len(board) == 2 * _N * tycoon_data.LINKS
    for start in (tycoon.ENTRANCE, tycoon.ENTRANCE + _N, _N - 1, 2 * _N - 1):
        for steps in range(1, 7):
            assert tycoon.destinations_on(board, start, steps) == _all_walk_ends(
                start, steps, board
            )


def test_destinations_on_a_ring_never_land_twice_on_a_space():
    ring = _packed(((1, 4), (0, 2), (1, 3), (2, 4), (3, 0)))
    assert tycoon.destinations_on(ring, 0, 2) == [2, 3]
    assert tycoon.destinations_on(ring, 0, 4) == [1, 4]
    assert tycoon.destinations_on(ring, 0, 5) == []  # every way round lands on the start
    raises(ValueError, tycoon.destinations_on, ring, 5, 1)


def test_path_walks_exactly_the_roll_to_the_destination_never_twice_on_a_space():
    for start in range(_N):
        for steps in range(1, 7):
            for end in tycoon.destinations(start, steps):
                walk = tycoon.path(start, end, steps)
                assert len(walk) == steps and walk[-1] == end
                full = [start] + walk
                assert len(set(full)) == len(full)
                for i in range(steps):
                    assert full[i + 1] in _near(full[i])


def test_path_raises_when_no_such_move_exists():
    raises(ValueError, tycoon.path, tycoon.ENTRANCE, tycoon.ENTRANCE, 2)
    raises(ValueError, tycoon.path, tycoon.ENTRANCE, space_named("Top Spin"), 4)
    raises(ValueError, tycoon.path, tycoon.ENTRANCE, 3, 0)
