"""Bidding at the table (ruling T7, docs/table.md): from a pass, a hold climbs to the next
whole million and a step adds $100,000; the month track shows the bid as a price (a white
LED a million, a green one per $100,000) and the seat view says it in words."""

from support.app_rig import app_on_a_fake_clock
from support.table_fakes import LONG
from table.leds import palette
from table.seat import private, text

ISOLATE = True  # a game and a table for each test: one VM each, as on a Pico


def _bidding():
    """Two people at Tycoon, played (first choice each time) until one must bid."""
    app, run, press = app_on_a_fake_clock(5)
    while app.lobby.names[app.lobby.index] != "tycoon":
        press(0)
    press(1)
    press(1)
    press(5)
    press(1, LONG)
    for _ in range(3000):
        seat = -1
        for s in (0, 2):
            if app.prompt(s) is not None:
                seat = s
        if seat < 0:
            run(10)
        elif app.match.state.observation()["phase"] == "bid":
            return app, run, press, seat
        else:
            press(2 * seat + 1)
    raise AssertionError("no bid came")


def _track(app):
    """The month track's LEDs as 'W' (white), 'G' (green), '.' (dark) or '?'."""
    out = ""
    for led in app.config.MONTH_LEDS:
        colour = app.pixels.colour(led)
        out += {palette.WHITE: "W", palette.GREEN: "G", 0: "."}.get(colour, "?")
    return out


def _hold(press, seat):
    press(2 * seat)  # a hold begins with its press
    press(2 * seat, LONG)


def test_a_hold_and_four_steps_bid_1400000_shown_on_the_month_track_and_in_words():
    app, run, press, seat = _bidding()
    public = app.match.state.observation()
    player = app.match.player_at(seat)
    least = public["auction"]["bid"] // 100000 + 1
    purse = public["money"][player] // 100000
    assert app.prompt(seat)[2].endswith("passes") or " passes: " in app.prompt(seat)[2]
    assert _track(app) == "." * 17  # a pass: bid nothing
    assert least <= 10 and purse >= 14, (least, purse)  # this seed's deal
    _hold(press, seat)
    assert app.prompt(seat)[2] == "seat %d bids $1,000,000" % (seat + 1)
    assert _track(app) == "W" + "." * 16
    for _ in range(4):
        press(2 * seat)
    run(100)
    assert app.prompt(seat)[2].startswith("seat %d bids $1,400,000" % (seat + 1))
    assert _track(app) == "WGGGG" + "." * 12
    headline = private.model(app, seat)["headline"]
    assert headline.startswith("Your bid: $1.4M (")
    words = "\n".join(text.lines(private.model(app, seat), 80))
    assert "step: +$100K, hold step: up to the next $1M, confirm: bid" in words
    assert "hold step: back" not in words  # the other choices' buttons, not a bid's
    press(2 * seat + 1)
    assert app.match.state.observation()["auction"]["bid"] == 1400000


def test_a_hold_past_the_purse_comes_round_to_a_pass():
    app, run, press, seat = _bidding()
    public = app.match.state.observation()
    purse = public["money"][app.match.player_at(seat)] // 100000
    for _ in range(purse // 10 + 1):
        _hold(press, seat)
    picker = app.match.picker
    if picker.current() != picker.zero:  # the least bid above the purse's million
        _hold(press, seat)
    assert picker.current() == picker.zero and _track(app) == "." * 17
