"""The join step's choices on the simulated table: bot levels per seat, a game's option, and
the bots-only demo (docs/table.md, "Choosing a game" and "Joining")."""

import sys

from support.table_rig import CONFIRM, STEP, Rig
from table import modes
from table.leds import palette

ISOLATE = True  # a table, often a whole game, per test: each has the VM's heap to itself


def _scream(rig):
    rig.choose_game("scream")
    assert rig.mode() == modes.JOIN


def _noted(rig):
    """The start, resume and demo events from now on, however many lines follow them."""
    noted = []

    def note(event):
        if event["ev"] in ("start", "resume", "demo"):
            noted.append(event)

    rig.listener = note
    return noted


def _last(noted, ev):
    found = [event for event in noted if event["ev"] == ev]
    return found[-1] if found else None


def _texts(rig, ev):
    return [event["text"] for event in rig.events(ev)]


def _shade(seat, halves):
    """A bot seat's LED at `halves` halves of palette.SEAT_BOT (menu_view)."""
    return palette.scale(palette.SEAT_COLOURS[seat], halves, 16)


def _bots():
    """engines.bots as the table imports it now: host tests that boot the firmware afresh
    (test_table_main.py) load it anew, and a module held from this file's import would be
    the old one."""
    __import__("engines.bots")
    return sys.modules["engines.bots"]


def _light_make(made):
    """engines.bots.make as the table calls it, noting each level, making a quick bot."""
    bots = _bots()

    def make(level, rng):
        made.append(level)
        return bots.RandomBot(rng)

    return make


def test_a_seats_step_goes_through_the_bot_levels_on_its_led_and_in_the_log():
    rig = Rig()
    _scream(rig)
    rig.press(0, CONFIRM)
    shades = []
    for _ in range(4):
        rig.press(2, STEP)
        shades.append(rig.seat(2))
    assert shades[:3] == [_shade(2, 2), _shade(2, 6), _shade(2, 1)]
    assert shades[3] in (0, palette.dim(palette.WHITE, palette.INVITE))  # empty: breathing
    assert _texts(rig, "join")[-4:] == [
        "seat 3 is a bot (normal)",
        "seat 3 is a bot (hard)",
        "seat 3 is a bot (easy)",
        "seat 3 is empty",
    ]
    rig.press(2, STEP)
    rig.press(2, STEP)
    assert "seat 3: a bot (hard)" in rig.seat_view(0)["sections"][0]["lines"]


def test_each_bot_seat_gets_a_bot_of_its_level_and_the_log_names_it():
    made = []
    bots = _bots()
    real = bots.make
    bots.make = _light_make(made)
    try:
        rig = Rig()
        noted = _noted(rig)
        _scream(rig)
        rig.press(0, CONFIRM)
        rig.press(1, STEP)  # normal: the table's own (the rig's light one)
        for _ in range(2):
            rig.press(2, STEP)  # hard
        for _ in range(3):
            rig.press(3, STEP)  # easy
        rig.hold(0, CONFIRM)
        assert made == [2, 0]
        start = _last(noted, "start")["text"]
        assert "seat 2 normal bot, seat 3 hard bot, seat 4 easy bot" in start, start
        for _ in range(2000):  # until the hard bot's turn, seat 1 taking its first choices
            if rig.deciding_seat() == 0:
                rig.press(0, CONFIRM, hold_ms=30, after_ms=20)
            elif rig.game_state().current_player() == 2:  # seat 3's player
                break
            rig.tick()
        assert rig.seat_view(0)["headline"].startswith("Seat 3 (hard bot) is ")
    finally:
        bots.make = real


def test_scream_remembers_for_you_unless_switched_off_at_the_join():
    rig = Rig()
    noted = _noted(rig)
    _scream(rig)
    die = rig.config.DIE_LED
    rig.press(0, CONFIRM)
    assert rig.colour(die) == palette.WHITE
    assert "the table remembers the cards you saw: on" in rig.seat_view(0)["sections"][1]["lines"]
    rig.press(0, CONFIRM)  # confirm again at a joined seat: off
    assert rig.colour(die) == palette.dim(palette.WHITE, palette.INVITE)
    assert _texts(rig, "join")[-1] == "the table remembers the cards you saw: off"
    rig.press(1, CONFIRM)
    rig.hold(1, CONFIRM)  # a hold starts the game, leaving the option as it is
    assert _last(noted, "start")["text"].endswith("the table remembers the cards you saw: off")


def _campsite(rig, seat):
    return rig.seat_view(seat)["sections"][0]["lines"][0]


def _first_decision(rig, remember):
    """Scream! with two people, the option as `remember`: seat 1's campsite as its view
    shows it when its first decision comes, and after it."""
    rig.choose_game("scream")
    rig.press(0, CONFIRM)
    rig.press(1, CONFIRM)
    if not remember:
        rig.press(1, CONFIRM)
    rig.hold(0, CONFIRM)
    rig.play_until(lambda r: r.deciding_seat() == 0, choose=lambda r, seat, prompt: 0)
    before = _campsite(rig, 0)
    rig.press(0, CONFIRM)  # draws from the deck, the first choice
    return before, _campsite(rig, 0)


def test_with_the_option_off_a_card_seen_earlier_in_the_round_leaves_the_seat_view():
    before, after = _first_decision(Rig(seed=4), remember=False)
    assert "?" not in before, before  # the dealt cards, looked at since the deal
    assert after.count("?") == 5, after  # looked away: only the face-up card shows


def test_with_the_option_on_the_seat_view_keeps_the_cards_seen():
    before, after = _first_decision(Rig(seed=4), remember=True)
    assert "?" not in before and after == before


def test_a_resumed_game_keeps_its_bot_levels_and_its_option():
    made = []
    bots = _bots()
    real = bots.make
    bots.make = _light_make(made)
    try:
        rig = Rig(files="lobby_resume")  # the save on files: the VM's heap for the resume
        noted = _noted(rig)
        _scream(rig)
        rig.press(0, CONFIRM)
        rig.press(0, CONFIRM)  # the option off
        for _ in range(2):
            rig.press(1, STEP)  # hard
        for _ in range(3):
            rig.press(2, STEP)  # easy
        rig.hold(0, CONFIRM)
        rig.run(300)
        started = _last(noted, "start")["text"]
        rig.power_cut()
        assert _last(noted, "resume") is not None, rig.events()
        resumed = _last(noted, "resume")["text"]
        assert resumed.endswith(started), (resumed, started)
        assert "seat 2 hard bot, seat 3 easy bot" in resumed
        assert resumed.endswith("the table remembers the cards you saw: off")
        assert made == [2, 0, 2, 0]
    finally:
        bots.make = real


def test_holding_confirm_at_the_select_starts_a_demo_that_a_press_ends():
    rig = Rig()
    noted = _noted(rig)
    rig.choose_game("scream", confirm=False)
    rig.hold(3, CONFIRM)
    start = _last(noted, "start")
    assert rig.mode() == modes.PLAY and _last(noted, "demo") is not None
    assert start["kinds"] == ["bot"] * 5 and start["seats"] == [0, 1, 2, 3, 4]
    rig.run(2000)
    assert rig.counts.get("action", 0) > 10  # it plays on by itself
    rig.press(4, STEP)
    assert rig.mode() == modes.SELECT and rig.last("select")["game"] == "scream"
    actions = rig.counts.get("action", 0)
    rig.run(1000)
    assert rig.counts.get("action", 0) == actions
    rig.power_cut()  # a demo is never saved: nothing to resume
    assert rig.mode() == modes.SELECT and _last(noted, "resume") is None


def test_a_demo_goes_on_to_the_next_game_after_its_end():
    from support import table_fakes  # only here: its game costs the others' heap on the VM

    rig = Rig(games=table_fakes.FixtureGames(("dice_duel", "second")))
    noted = _noted(rig)
    rig.hold(0, CONFIRM)
    rig.play_until(lambda r: r.seen_event("over"))
    assert rig.mode() == modes.OVER
    rig.run(9000)  # its end shows a while, then the next game's demo (as quick to end)
    assert _last(noted, "start")["game"] == "second" and len(_texts_of(noted, "demo")) == 2
    rig.press(0, STEP)
    assert rig.mode() == modes.SELECT


def _texts_of(noted, ev):
    return [event["text"] for event in noted if event["ev"] == ev]
