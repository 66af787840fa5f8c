"""Pairing a phone at the seat (table/web/companion.py), over loopback on the MicroPython VM and on
CPython, as the seat's player and as a stranger on the same Wi-Fi would try it: the phone's
code on the table's dice, the gesture that no move uses, two phones at once, a phone that
gives up, and presses that must never hand a stranger a token."""

import random
import time

import pytest

from support.webrig import CONFIRM, STEP, WebRig
from table.leds.frame import PIP_FACES

RUNTIMES = ("cpython", "micropython")
WHITE = "ffffff"
RED = "ff0000"


@pytest.fixture(scope="module", params=RUNTIMES)
def rig(request, tmp_path_factory):
    table = WebRig(request.param, tmp_path_factory.mktemp("pairing"))
    table.start_game("scream", humans=(1, 2), bots=(3,))
    table.layout = table.get("/api/layout")[1]
    yield table
    table.stop()


def colour(leds, led):
    return leds[led * 6 : led * 6 + 6]


def public_leds(rig):
    return rig.get("/api/table")[1]["leds"]


def face_shown(rig, leds):
    """The d6 face on the pip display (0: dark), or None when it shows no face."""
    lit = tuple(p for p, led in enumerate(rig.layout["pips"]) if colour(leds, led) != "000000")
    return PIP_FACES.index(lit) if lit in PIP_FACES else None


def pairing(rig, seat):
    return rig.get("/api/table")[1]["pairing"][seat - 1]


def test_the_dice_show_the_phones_code_while_its_seats_light_is_on(rig):
    asking = rig.ask_pair(2)
    seat_led = rig.layout["seats"][1]
    seen = set()
    end = time.monotonic() + 2.5  # a whole round of the code: two faces and a gap, 0.7 s each
    while time.monotonic() < end:
        leds = public_leds(rig)
        face = face_shown(rig, leds)
        assert face is not None
        seen.add(face)
        if face:  # a face of the code: the seat it is for is lit
            assert colour(leds, seat_led) == WHITE
        time.sleep(0.05)
    assert seen == {0, *asking.code}
    asking.close()
    rig.wait_for(lambda: not pairing(rig, 2), 3)


def test_the_gesture_pairs_the_waiting_phone_and_moves_nothing(rig):
    rig.until_seat_one_decides()
    before = rig.state()
    asking = rig.ask_pair(1)
    rig.gesture(1)
    kind, body = asking.next_event()
    asking.close()
    assert kind == "paired" and body["seat"] == 1
    after = rig.state()
    assert after["n"] == before["n"]  # no move was made
    assert after["prompt"] == before["prompt"]  # nor the highlight moved
    assert rig.get("/api/seat/1", body["token"])[0] == 200


def test_a_strangers_request_never_gets_a_token_whatever_the_owner_presses(rig):
    owner = rig.pair(1)
    stranger = rig.ask_pair(1)
    assert stranger.status == 200
    presses = random.Random(7)
    end = time.monotonic() + 2.5
    made = 0
    # 40 presses at most: each moves the table's clock on (a hold most), and 60 s of it ends
    # the pairing by itself
    while time.monotonic() < end and made < 40:
        made += 1
        seat = rig.state()["deciding"]
        if seat not in (1, 2):
            time.sleep(0.05)
            continue
        button = presses.choice((STEP, STEP, CONFIRM))
        rig.press(seat, button, hold=presses.random() < 0.2)
    assert pairing(rig, 1)  # still only waiting: no press of play paired it
    assert rig.get("/api/seat/1", owner)[0] == 200  # and the owner's phone still reads
    stranger.close()
    rig.wait_for(lambda: not pairing(rig, 1), 3)
    assert rig.get("/api/seat/1", owner)[0] == 200
    assert "paired a phone; the phone paired before" not in rig.log().split("asks for seat 1")[-1]


def test_two_phones_asking_for_one_seat_at_once_are_both_refused_and_the_seat_says_so(rig):
    first = rig.ask_pair(2)
    second = rig.ask_pair(2)
    assert second.status == 409 and "two phones" in second.error
    kind, body = first.next_event()
    first.close()
    assert kind == "refused" and "two phones" in body["error"]
    assert colour(public_leds(rig), rig.layout["seats"][1]) == RED
    rig.gesture(2)  # too late: nothing waits
    assert not pairing(rig, 2)
    assert "two phones asked for seat 2 at once" in rig.log()
    rig.pair(2)  # one phone, asked again: pairs


def test_a_pair_request_whose_connection_closes_ends_at_once(rig):
    asking = rig.ask_pair(2)
    assert pairing(rig, 2)
    asking.close()
    rig.wait_for(lambda: not pairing(rig, 2), 1)
    rig.pair(2)  # the seat is free for the next phone at once


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_a_stranger_asking_for_every_seat_holds_at_most_two_connections(runtime, tmp_path):
    rig = WebRig(runtime, tmp_path)
    try:
        rig.start_game("scream", humans=(1, 2, 3))
        waiting = [rig.ask_pair(1), rig.ask_pair(2)]
        third = rig.ask_pair(3)
        assert [ask.status for ask in waiting] == [200, 200]
        assert third.status == 409 and "ask again in a moment" in third.error
        waiting[0].close()
        rig.wait_for(lambda: not pairing(rig, 1), 3)
        rig.pair(3)  # one gave up: the next pairs
        waiting[1].close()
    finally:
        rig.stop()
