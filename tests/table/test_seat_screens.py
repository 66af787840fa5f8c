"""Seat screens (table/seat/screen.py, table/seat/screens.py) at a decision: the deciding
seat reads the question, its highlighted choice inverted and how many there are, its hand in
the game's compact form, its score and the leader; a waiting seat reads who is doing what and
its own hand; between games the select and the join. Through a text-level stand-in for hal's
Screens (support/screens_fake.py)."""

from support import screens_rig
from table.seat.scream_machine_screen import SHORT

ISOLATE = True  # a game and a table for each test: one VM each, as on a Pico
WIDTH = 21  # characters a row


def _check_the_decision(table, seat, waiting):
    """What every game's screens show: the deciding seat the question, its choice inverted
    with how many there are, its score and the leader; a waiting seat who is doing what."""
    app = table.app
    index, count, label = app.prompt(seat)
    rows = table.rows(seat)
    full = screens_rig.full(table, seat)
    assert rows[0].startswith("Your turn") and rows[0].endswith("%d of %d" % (index + 1, count))
    assert len(rows[0]) == WIDTH
    assert rows[2] == ">" + full[2][:WIDTH]  # the highlighted choice, inverted
    said = label.replace("seat %d's" % (seat + 1), "your").replace("seat %d " % (seat + 1), "")
    assert full[2].lower() == said.lower()  # in its own words: "Hires no staff"
    assert rows[7].startswith("You ")
    assert all(len(row.lstrip(">")) <= WIDTH for row in rows)
    watching = table.rows(waiting)
    assert watching[0].startswith("Seat %d " % (seat + 1))
    assert not [row for row in watching if row.startswith(">")]  # no choice: it decides nothing
    return full, screens_rig.full(table, waiting)


def test_a_tycoon_seat_reads_its_money_points_and_attractions_and_the_question():
    table = screens_rig.Table()
    seat = screens_rig.playing(table, "tycoon")
    match = table.app.match
    me = match.player_at(seat)
    obs = match.state.observation(me)
    full, waiting = _check_the_decision(table, seat, 1)
    from table.seat.words import money

    assert full[3] == "%s %dpts" % (money(obs["money"][me]), obs["points"][me])
    owned = [match.module.SPACES[s] for s in range(63) if obs["owner"][s] == me]
    assert full[4] == ", ".join(owned)
    assert full[1] == "Which staff do you hire?"
    other = match.player_at(1)
    theirs = match.state.observation(other)
    assert waiting[1] == "%s %dpts" % (money(theirs["money"][other]), theirs["points"][other])
    assert "MAR YEAR 1" in waiting


def test_a_scream_seat_reads_its_campsite_as_the_values_it_knows():
    table = screens_rig.Table()
    seat = screens_rig.playing(table, "scream")
    match = table.app.match
    me = match.player_at(seat)
    mine = match.state.observation(me)
    site = mine["campsites"][me]
    full, waiting = _check_the_decision(table, seat, 1)
    camp = " ".join(["[%d]" % v if up else str(v) for v, up in site])
    assert full[3] == camp  # e.g. "3 5 11 13 7 [4]": face down as seen, face up bracketed
    assert full[4].startswith("Discard ") and full[4].endswith(", deck %d" % mine["deck_size"])
    assert "seat %d: ? ? ? ? ? [%d]" % (seat + 1, site[-1][0]) in waiting


def test_a_scream_machine_seat_reads_its_hand_and_a_waiting_seat_its_own():
    table = screens_rig.Table()
    seat = screens_rig.playing(table, "scream_machine")
    match = table.app.match
    full, waiting = _check_the_decision(table, seat, 1)
    me = match.player_at(seat)
    hand = match.state.observation(me)["hands"][me]
    assert full[3].startswith("Hand: " + SHORT[hand[0]])
    other = match.player_at(1)
    theirs = match.state.observation(other)["hands"][other]
    assert waiting[1].startswith("Hand: " + SHORT[theirs[0]])
    assert SHORT[theirs[0]] not in "\n".join(full) or theirs[0] in hand


def test_a_scream_machine_ride_goes_by_a_short_part_of_its_own_name():
    from engines import scream_machine_data as data

    assert len(SHORT) == data.RIDE_TYPES
    for ride in range(data.RIDE_TYPES):
        assert SHORT[ride] in data.ride_name(ride)
        assert len(SHORT[ride]) <= 15  # a hand of two fits a row with its "Hand: "


def test_a_scream_park_seat_reads_its_theme_cards_and_the_day():
    table = screens_rig.Table()
    seat = screens_rig.playing(table, "scream_park")
    full, waiting = _check_the_decision(table, seat, 1)
    assert full[3].startswith("Themes: ")
    assert full[4] == "Hand: empty"
    assert waiting[1].startswith("Themes: ")
    assert [row for row in waiting if row.startswith("Day 1 of 3")]


def test_in_a_game_the_screens_hold_neither_the_lobbys_views_nor_a_pages_drawing():
    import sys

    from compat import forget

    for name in ("table.seat.drawing", "table.seat.tycoon_drawn"):
        forget(name)  # an earlier test's page may have loaded them (one CPython for all)
    table = screens_rig.Table()
    table.settle()
    assert "table.seat.between" in sys.modules  # the select on every screen
    screens_rig.playing(table, "tycoon")
    table.settle()
    assert table.rows(0)[0].startswith("Your turn")
    for name in ("table.seat.between", "table.seat.drawing", "table.seat.tycoon_drawn"):
        assert name not in sys.modules, name


def test_between_games_the_screens_show_the_select_and_the_join():
    table = screens_rig.Table()
    table.settle()
    rows = table.rows(3)
    assert rows[0] == "Choose a game" and rows[2].startswith(">")
    table.press(0)
    table.settle()
    assert table.rows(3)[1].startswith("2 of ")
    table.press(1)  # the game chosen: the seats join
    table.settle()
    table.press(2 * 2 + 1)
    table.settle()
    assert table.rows(2)[1] == "Seat 3, you play"
    assert table.rows(4)[1] == "Seat 5, empty"
