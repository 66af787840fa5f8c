"""Worn seat buttons at the table: a confirm whose contact chatters for 21 to 45 ms as it
closes and again as it opens is one move, in a whole run of Scream Park decisions."""

from engines import scream_park  # noqa: F401 - first: compiled while the heap is empty
from engines.rng import Rng
from support.bounce import chatter
from support.table_rig import CONFIRM, Rig

SEAT = 2


def _bouncy_press(rig, seat, button, bounce_ms, rng):
    """A press whose contact chatters bounce_ms on the way in and again on the way out, the
    table stepping at its own pace all along (each level lasts a ms)."""
    pin = rig.pin(seat, button)
    for closing in (True, False):
        for level in chatter(rng, bounce_ms, closing):
            rig.machine.drive(pin, 0 if level == 0 else None)
            rig.clock.advance(1)
            if rig.clock.now_ms % rig.tick_ms == 0:
                rig.app.step(rig.now())
        if closing:
            rig.machine.press(pin)
            rig.run(60)
    rig.machine.release(pin)


def _until_deciding(rig, seat):
    for _ in range(500):
        if rig.deciding_seat() == seat:
            return
        rig.run(20)
    raise AssertionError("seat %d was not asked to decide" % seat)


def test_bouncy_confirm_presses_in_scream_park_make_one_move_each():
    rig = Rig(seed=2)
    rig.choose_game("scream_park")
    rig.press(SEAT, CONFIRM)
    rig.hold(SEAT, CONFIRM)
    assert rig.last("start")["seats"] == [SEAT]
    moves = []
    rig.listener = lambda event: event["ev"] == "action" and moves.append(event.get("seat"))
    rng = Rng(25)
    presses = 0
    for bounce_ms in (21, 30, 45) * 9:
        _until_deciding(rig, SEAT)
        _bouncy_press(rig, SEAT, CONFIRM, bounce_ms, rng)
        presses += 1
        rig.run(300)  # a second move from the bounce would have come by now
        assert moves.count(SEAT) == presses, (bounce_ms, moves)
    assert presses == 27
