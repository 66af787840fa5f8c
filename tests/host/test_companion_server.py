"""The phone companion's server (table/web/companion.py, table/web/http.py) over loopback, on the
MicroPython VM and on CPython: pairing by presence, who may read and tap what, and the
streams' protocol the page is written against (ids, beats, a fresh view on reconnecting).
What a stranger may send it is tests/host/test_companion_attacks.py's."""

import gzip
import json
import socket

import pytest

from host_tools import companion_page
from support.webrig import STEP, Phone, WebRig

RUNTIMES = ("cpython", "micropython")


@pytest.fixture(scope="module", params=RUNTIMES)
def table(request, tmp_path_factory):
    """The table at the game select, its LEDs still."""
    table = WebRig(request.param, tmp_path_factory.mktemp("web"), timeout_ms=2000)
    yield table
    table.stop()


@pytest.fixture(scope="module")
def rig(table):
    """The same table, a game started."""
    table.start_game("tycoon", humans=(1, 2), bots=(3,))
    return table


def test_a_quiet_stream_beats_so_a_page_knows_within_3_s_it_still_has_the_table(table):
    phone = Phone(table, "/api/table/events")
    try:
        view = phone.next("message", since=0)
        assert view.id is not None and view.data["mode"] == "select"
        beat = phone.next("beat", seconds=3)  # nothing changes at the select
        assert beat.data == {} and beat.id is None
    finally:
        phone.close()


def test_the_page_is_the_gzipped_page_from_flash(rig):
    conn = socket.create_connection(("127.0.0.1", rig.port), timeout=5)
    conn.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    data = b""
    while chunk := conn.recv(65536):
        data += chunk
    conn.close()
    head, _, body = data.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200")
    assert b"Content-Encoding: gzip" in head
    assert body == companion_page.gzipped()
    assert b"<title>Midway</title>" in gzip.decompress(body)


def test_the_public_view_has_the_leds_the_month_and_the_scores(rig):
    status, view = rig.get("/api/table")
    assert status == 200
    assert view["game"] == "Roller Coaster Tycoon"
    assert len(view["leds"]) == 122 * 3 * 2  # every LED's colour, as hex
    assert view["round"][0] == "month"
    assert [row["seat"] for row in view["scores"]] == [1, 2, 3]
    _, layout = rig.get("/api/layout")
    assert len(layout["spaces"]) == 63 and len(layout["seats"]) == 6


def test_every_private_path_wants_that_seats_own_token(rig):
    mine = rig.pair(1)
    other = rig.pair(2)
    for method, path in (
        ("GET", "/api/seat/1"),
        ("GET", "/api/seat/1/events"),
        ("POST", "/api/seat/1/choose?i=0"),
    ):
        assert rig.request(method, path)[0] == 401
        assert rig.request(method, path, token="0" * 32)[0] == 401
        assert rig.request(method, path, token=other)[0] == 403
    status, view = rig.get("/api/seat/1", token=mine)
    assert status == 200 and view["seat"] == 1 and view["game"] == "Roller Coaster Tycoon"


def test_a_paired_phone_names_its_seat_and_nobody_else_can(rig):
    mine = rig.pair(1)
    other = rig.pair(2)
    assert rig.post("/api/seat/1/name", body=b"Eve")[0] == 401  # a stranger
    assert rig.post("/api/seat/1/name", other, b"Eve")[0] == 403  # another seat
    assert rig.get("/api/seat/1/name", mine)[0] == 405
    for bad in ("x" * 13, "a\nb", "seat 2"):
        status, answer = rig.post("/api/seat/1/name", mine, bad.encode())
        assert status == 400 and answer["error"], bad
    assert rig.post("/api/seat/1/name", mine, b"\xff\xfe")[0] == 400  # not UTF-8
    assert rig.post("/api/seat/1/name", mine, "Zoë".encode())[0] == 200
    _, view = rig.get("/api/table")
    assert [row["name"] for row in view["scores"]] == ["Zoë", "seat 2", "seat 3"]
    said = [json.loads(line) for line in rig.log().splitlines() if '"named"' in line]
    assert said[-1]["text"] == "seat 1 is Zoë"
    _, seen = rig.get("/api/seat/2", other)
    assert seen["scores"][0]["name"] == "Zoë"


def test_not_my_seat_lets_the_phone_go_and_its_name_with_it(rig):
    token = rig.pair(3 - 1)
    assert rig.post("/api/seat/2/name", token, b"Bo")[0] == 200
    assert rig.post("/api/seat/2/leave", token)[0] == 200
    assert rig.get("/api/seat/2", token)[0] == 401  # the table no longer knows it
    _, view = rig.get("/api/table")
    assert view["scores"][1]["name"] == "seat 2"


def test_a_token_is_never_in_the_log_nor_on_the_public_page(rig):
    token = rig.pair(1)
    public = json.dumps([rig.get("/api/table")[1], rig.get("/api/layout")[1]])
    assert token not in public
    assert token not in rig.log()
    assert '"paired"' in rig.log()


def test_pairing_again_lets_the_old_phone_go(rig):
    old = rig.pair(2)
    new = rig.pair(2)
    assert old != new and len(new) == 32  # 128 bits, as hex
    assert rig.get("/api/seat/2", token=old)[0] == 401
    assert rig.get("/api/seat/2", token=new)[0] == 200


def test_a_bot_seat_or_an_empty_one_cannot_be_paired(rig):
    assert rig.post("/api/pair?seat=3")[0] == 409  # the bot
    assert rig.post("/api/pair?seat=5")[0] == 409  # nobody
    assert rig.post("/api/pair?seat=9")[0] == 404


def test_a_tap_takes_the_choice_as_the_confirm_would(rig):
    token = rig.pair(1)
    rig.until_seat_one_decides()
    status, view = rig.get("/api/seat/1", token=token)
    assert view["deciding"] and view["choices"]
    last = len(view["choices"]) - 1
    assert rig.post("/api/seat/1/choose?i=%d&n=%d" % (last, view["n"] - 1), token)[0] == 409
    assert rig.post("/api/seat/1/choose?i=99&n=%d" % view["n"], token)[0] == 409
    assert rig.post("/api/seat/1/choose?i=%d&n=%d" % (last, view["n"]), token)[0] == 200
    action = rig.state()["action"]
    assert action["n"] == view["n"] + 1 and action["seat"] == 0


def test_a_seat_view_is_pushed_when_the_seat_moves_its_highlight(rig):
    token = rig.pair(1)
    rig.until_seat_one_decides()
    phone = Phone(rig, "/api/seat/1/events", token)
    try:
        first = phone.next("message", since=0).data
        since = len(phone.events)
        rig.press(1, STEP)
        moved = phone.next("message", since).data
    finally:
        phone.close()
    assert moved["highlighted"] == (first["highlighted"] + 1) % len(first["choices"])


def test_a_paired_phone_gets_the_public_view_on_its_one_stream_too(rig):
    # one connection a phone (a Pico W's network stack keeps only so many): its seat's view
    # and, as "table" events, the public view, the LEDs as they are now
    token = rig.pair(1)
    rig.until_seat_one_decides()
    phone = Phone(rig, "/api/seat/1/events", token)
    try:
        data = phone.next("table", since=0).data
    finally:
        phone.close()
    public = rig.get("/api/table")[1]  # the LEDs may have moved on since
    assert data["mode"] == "play" and len(data["leds"]) == len(public["leds"])
    assert data["scores"] == public["scores"] and data["game"] == public["game"]
    assert "token" not in json.dumps(data) and token not in json.dumps(data)


def test_every_view_on_a_stream_has_an_id_that_grows_and_the_browser_retries_in_1_s(rig):
    token = rig.pair(1)
    rig.until_seat_one_decides()
    phone = Phone(rig, "/api/seat/1/events", token)
    try:
        phone.next("message", since=0)
        since = len(phone.events)
        rig.press(1, STEP)
        phone.next("message", since)
        phone.next("table", since=0)
    finally:
        phone.close()
    ids = [event.id for event in phone.events if event.kind in ("message", "table")]
    assert None not in ids and ids == sorted(set(ids))
    assert phone.retry == 1000


def test_a_stream_opened_with_last_event_id_starts_with_a_fresh_view_above_it(rig):
    token = rig.pair(1)
    rig.until_seat_one_decides()
    seen = rig.get("/api/seat/1", token=token)[1]
    phone = Phone(rig, "/api/seat/1/events", token, last_id=900000)
    try:
        first = phone.next("message", since=0)
    finally:
        phone.close()
    assert phone.events[0] is first  # the seat's view before anything else
    assert first.id > 900000 and first.data["highlighted"] == seen["highlighted"]


def test_the_page_on_flash_is_its_source_gzipped():
    # host_tools/companion/companion.html is the page's source: `python -m
    # host_tools.companion_page` writes firmware/table/web/companion.html.gz from it
    assert companion_page.TARGET.read_bytes() == companion_page.gzipped()
    # issue 24's budget: a phone on a Pico W's Wi-Fi; the QR code library is 7 KB of it
    assert len(companion_page.TARGET.read_bytes()) < 16384
