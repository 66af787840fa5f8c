"""The phone companion's server (table/companion.py, table/http.py) over loopback, on the
MicroPython VM and on CPython: pairing by presence, who may read and tap what, and requests
that are wrong, too big, too slow or too many, after which the table plays on."""

import gzip
import json
import socket
import time

import pytest

from host_tools import companion_page
from support.webrig import CONFIRM, STEP, WebRig

RUNTIMES = ("cpython", "micropython")


@pytest.fixture(scope="module", params=RUNTIMES)
def rig(request, tmp_path_factory):
    table = WebRig(request.param, tmp_path_factory.mktemp("web"), timeout_ms=2000)
    table.start_game("tycoon", humans=(1, 2), bots=(3,))
    yield table
    table.stop()


def raw(rig, data, wait=2.0):
    """Send bytes on a fresh connection; everything the server answers before it closes."""
    with socket.create_connection(("127.0.0.1", rig.port), timeout=wait) as conn:
        conn.sendall(data)
        out = b""
        while True:
            try:
                chunk = conn.recv(4096)
            except TimeoutError:
                return out
            except ConnectionResetError:  # closed with our request unread: closed all the same
                return out
            if not chunk:
                return out
            out += chunk


def status_of(answer):
    return int(answer.split(b" ", 2)[1]) if answer else None


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


def events(stream):
    """A Server-Sent Events stream's events, as (kind, parsed data): kind "message" unless
    an `event:` line names it."""
    kind = "message"
    while True:
        line = stream.readline()
        if not line:
            return
        if line.startswith(b"event: "):
            kind = line[7:].strip().decode()
        elif line.startswith(b"data: "):
            yield kind, json.loads(line[6:])
            kind = "message"


def seat_stream(rig, token):
    conn = socket.create_connection(("127.0.0.1", rig.port), timeout=5)
    conn.sendall(b"GET /api/seat/1/events?token=%s HTTP/1.1\r\n\r\n" % token.encode())
    stream = conn.makefile("rb")
    assert stream.readline().startswith(b"HTTP/1.1 200")
    return conn, events(stream)


def test_a_seat_view_is_pushed_when_the_seat_moves_its_highlight(rig):
    token = rig.pair(1)
    rig.until_seat_one_decides()
    conn, stream = seat_stream(rig, token)
    with conn:
        seat_views = (data for kind, data in stream if kind == "message")
        first = next(seat_views)
        rig.press(1, STEP)
        moved = next(seat_views)
    assert moved["highlighted"] == (first["highlighted"] + 1) % len(first["choices"])


def test_a_paired_phone_gets_the_public_view_on_its_one_stream_too(rig):
    # one connection a phone (a Pico W's network stack keeps only so many): its seat's view
    # and, as "table" events, the public view, the LEDs as they are now
    token = rig.pair(1)
    rig.until_seat_one_decides()
    conn, stream = seat_stream(rig, token)
    with conn:
        kinds = set()
        for kind, data in stream:
            kinds.add(kind)
            if kind == "table":
                public = rig.get("/api/table")[1]  # the LEDs may have moved on since
                assert data["mode"] == "play" and len(data["leds"]) == len(public["leds"])
                assert data["scores"] == public["scores"] and data["game"] == public["game"]
                assert "token" not in json.dumps(data) and token not in json.dumps(data)
            if kinds == {"message", "table"}:
                break


def test_wrong_requests_get_a_clear_status(rig):
    assert status_of(raw(rig, b"NONSENSE\r\n\r\n")) == 400
    assert status_of(raw(rig, b"GET /nowhere HTTP/1.1\r\n\r\n")) == 404
    assert status_of(raw(rig, b"DELETE /api/table HTTP/1.1\r\n\r\n")) == 405
    assert status_of(raw(rig, b"GET /api/seat/1/../2 HTTP/1.1\r\n\r\n")) == 404
    huge = b"GET / HTTP/1.1\r\nX-Junk: " + b"a" * 5000 + b"\r\n\r\n"
    assert status_of(raw(rig, huge)) == 431
    body = b"POST /api/pair?seat=1 HTTP/1.1\r\nContent-Length: 100000\r\n\r\n"
    assert status_of(raw(rig, body)) == 413
    assert status_of(raw(rig, b"\xff\xfe\r\n\r\n")) == 400


def test_a_slow_client_is_let_go(rig):
    started = time.monotonic()
    assert raw(rig, b"GET / HTTP/1.1\r\nHost", wait=10) == b""  # never finishes its request
    assert time.monotonic() - started < 5


def test_too_many_connections_are_closed_at_once_and_the_table_plays_on(rig):
    base = rig.state()["open"]  # a stream an earlier test left goes at its next write
    idle = []

    def full():
        if rig.state()["open"] >= 16:
            return True
        idle.append(socket.create_connection(("127.0.0.1", rig.port), timeout=5))
        time.sleep(0.02)
        return False

    try:
        rig.wait_for(full, 10)  # 16 taken in and waiting for their requests
        assert raw(rig, b"GET /api/table HTTP/1.1\r\n\r\n") == b""
    finally:
        for conn in idle:
            conn.close()
    rig.wait_for(lambda: rig.state()["open"] <= base, 10)  # the idle ones go
    assert rig.get("/api/table")[0] == 200
    before = rig.state()["n"]

    def played_on():
        for seat in (1, 2):
            rig.press(seat, CONFIRM)
        return rig.state()["n"] > before

    rig.wait_for(played_on, 30)


def test_the_page_on_flash_is_its_source_gzipped():
    # host_tools/companion/companion.html is the page's source: `python -m
    # host_tools.companion_page` writes firmware/table/companion.html.gz from it
    assert companion_page.TARGET.read_bytes() == companion_page.gzipped()
    # issue 24's budget: a phone on a Pico W's Wi-Fi; the QR code library is 7 KB of it
    assert len(companion_page.TARGET.read_bytes()) < 16384
