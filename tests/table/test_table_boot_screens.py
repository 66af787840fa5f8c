"""Boot with seat screens on the simulated Pico: the screens SEAT_SCREENS names come up blank
and lit; a screen that does not answer, a multiplexer missing, or no ssd1306 driver on the
board is a log line, and the table plays on without them: never a crash, never a reset."""

import sys

from support import table_fakes
from support.table_rig import Rig, fast_config

SIX = (0, 1, 2, 3, 4, 5)
GAMES = table_fakes.FixtureGames(("dice_duel",))
MOVES = 4
BLANK = ["." * 128] * 64


def plays(rig):
    """The table gets to the select, and a game at it to a few moves, with no fault."""
    assert rig.seen_event("select")
    rig.choose_game("dice_duel")
    rig.join(humans=(0,), bots=(1,))
    rig.play_until(lambda r: r.counts.get("action", 0) >= MOVES, limit_ms=600000)
    assert not rig.seen_event("fault")
    assert not rig.seen_event("boot_error")
    assert rig.machine.RESETS == [] or rig.resets == 0


def screen_texts(rig):
    return [event["text"] for event in rig.events("screen")]


def test_a_table_with_six_screens_boots_them_blank_and_lit_and_plays():
    rig = Rig(config=fast_config(SEAT_SCREENS=SIX), games=GAMES)
    assert screen_texts(rig) == []
    for seat in SIX:
        screen = rig.screen(seat)
        assert screen.lit(), seat
        assert screen.lines() == BLANK, seat
    plays(rig)


def test_seat_4s_screen_absent_is_logged_and_the_table_plays():
    rig = Rig(config=fast_config(SEAT_SCREENS=SIX), games=GAMES, screens=(0, 1, 2, 4, 5))
    assert screen_texts(rig) == [
        "seat 4's screen does not answer (channel 3): seat 4 plays without it"
    ]
    assert rig.last("screen")["seat"] == 3
    assert rig.screen(3) is None
    assert rig.screen(4).lit()
    plays(rig)


def test_no_multiplexer_on_the_bus_is_logged_for_every_seat_and_the_table_plays():
    rig = Rig(config=fast_config(SEAT_SCREENS=(0, 1)), games=GAMES, screens=())
    reason = "cannot be reached: no multiplexer answers at 0x70"
    assert screen_texts(rig) == [
        "seat 1's screen %s: seat 1 plays without it" % reason,
        "seat 2's screen %s: seat 2 plays without it" % reason,
    ]
    plays(rig)


def test_no_ssd1306_driver_on_the_board_is_logged_and_the_table_plays():
    import ssd1306

    folder = ssd1306.__file__.rsplit("/", 1)[0]
    hidden = [path for path in sys.path if path == folder]
    for path in hidden:
        sys.path.remove(path)
    del sys.modules["ssd1306"]
    try:
        rig = Rig(config=fast_config(SEAT_SCREENS=SIX), games=GAMES)
    finally:
        sys.path.extend(hidden)
    texts = screen_texts(rig)
    assert len(texts) == 1
    # ImportError on MicroPython, its ModuleNotFoundError on CPython
    assert texts[0].startswith("the seat screens cannot start: ")
    assert "Error: " in texts[0] and "'ssd1306'" in texts[0]
    assert "mpremote mip install ssd1306" in texts[0]
    assert texts[0].endswith("the table plays without them")
    assert not rig.screen(0).lit()
    plays(rig)


def test_a_table_without_screens_loads_no_screen_code():
    from compat import forget

    forget("hal.screens")  # an earlier test's table loaded it
    rig = Rig(config=fast_config(), games=GAMES)
    assert screen_texts(rig) == []
    assert "hal.screens" not in sys.modules
    assert rig.panels == {}
