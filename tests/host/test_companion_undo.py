"""A paired phone's Undo (table/web/companion.py: POST /api/seat/N/undo): it does what the seat's
step held on does (Match.take_back), for its own seat only. Over loopback on the MicroPython VM
and on CPython: taken back when the seat view offers it, the view then the one from before
the action; refused, with why, when it does not; a stranger's or another seat's phone is
refused and nothing changes. In Debian's Chromium (Playwright): the page's Undo button shows
when the view offers it, takes back when tapped, and a refused one says so on the page."""

import json

import pytest
from test_companion_browser import phone

from support.webrig import WebRig

RUNTIMES = ("cpython", "micropython")
DECISIONS = 12  # seat 1's decisions played to find one it may take back


@pytest.fixture(scope="module", params=RUNTIMES)
def rig(request, tmp_path_factory):
    """Scream! begun: people at seats 1 and 2, a bot at seat 3."""
    table = WebRig(request.param, tmp_path_factory.mktemp("undo"), timeout_ms=2000)
    table.start_game("scream", humans=(1, 2), bots=(3,))
    yield table
    table.stop()


def _seat_one(rig, token):
    """Seat 1's view at its next decision (seat 2's are taken at its buttons), once the
    table has judged whether it may take back (table/take_back.py: a moment after it)."""
    rig.until_seat_one_decides()
    rig.wait_for(lambda: rig.state()["judged"], 5)
    status, view = rig.get("/api/seat/1", token)
    assert status == 200 and view["deciding"] and view["n"] == rig.state()["n"]
    return view


def _choose(rig, token, view):
    """The second choice (Scream!'s "take the top discard", which a take-back may follow)."""
    index = min(1, len(view["choices"]) - 1)
    assert rig.post("/api/seat/1/choose?i=%d&n=%d" % (index, view["n"]), token)[0] == 200
    rig.wait_for(lambda: rig.state()["n"] > view["n"], 10)


def _without_events(view):
    return dict([(key, view[key]) for key in view if key != "events"])


def test_a_phone_takes_back_only_its_own_seats_last_action(rig):
    token = rig.pair(1)
    other = rig.pair(2)
    refused = before = None
    for _ in range(DECISIONS):
        view = _seat_one(rig, token)
        if "undo" in view and before is not None and before["n"] == view["n"] - 1:
            break
        if "undo" not in view and refused is None:
            refused = rig.post("/api/seat/1/undo?n=%d" % view["n"], token)
            assert rig.state()["n"] == view["n"]  # nothing changed
        before = view
        _choose(rig, token, view)
    else:
        raise AssertionError("seat 1 could take back nothing in %d decisions" % DECISIONS)
    assert refused == (409, {"error": "seat 1 has nothing to take back"})
    n = view["n"]
    undo = "/api/seat/1/undo?n=%d" % n
    assert rig.post(undo)[0] == 401  # a stranger
    assert rig.post(undo, "0" * 32)[0] == 401
    assert rig.post(undo, other)[0] == 403  # seat 2's phone
    assert rig.request("GET", undo, token)[0] == 405
    assert rig.post("/api/seat/1/undo?n=%d" % (n - 1), token) == (
        409,
        {"error": "the game moved on"},
    )
    assert rig.state()["n"] == n
    assert rig.post(undo, token) == (200, {"ok": True})
    _, after = rig.get("/api/seat/1", token)
    assert after["n"] == n - 1 and _without_events(after) == _without_events(before)
    said = [event for event in map(json.loads, rig.log().splitlines()) if event["ev"] == "undo"]
    assert said[-1]["seat"] == 0 and said[-1]["text"].startswith("seat 1 takes back: ")
    assert after["events"][-1] == said[-1]["text"]


def test_the_pages_undo_button_shows_when_allowed_takes_back_and_says_a_refusal(browser, tmp_path):
    rig = WebRig("cpython", tmp_path)
    try:
        rig.start_game("scream", humans=(1, 2), bots=(3,))
        page = phone(browser, rig, 1)
        token = json.loads(page.evaluate("localStorage.getItem('midway.pairing')"))["token"]
        said = False
        for _ in range(DECISIONS):
            view = _seat_one(rig, token)
            page.wait_for_function(  # the view once the take-back was judged, as the table's
                "([n, u]) => mine && mine.n == n && mine.deciding && !!mine.undo == u",
                arg=[view["n"], "undo" in view],
            )
            assert page.is_visible("#undo") == ("undo" in view)
            if "undo" in view:
                break
            if not said:  # asked anyway (a page behind the table): the table says why not
                page.evaluate("takeBack()")
                page.wait_for_function(
                    "document.getElementById('tapmsg').textContent.startsWith('Not taken back')"
                )
                assert "nothing to take back" in page.text_content("#tapmsg")
                said = True
            _choose(rig, token, view)
        else:
            raise AssertionError("seat 1 could take back nothing in %d decisions" % DECISIONS)
        assert said
        page.get_by_role("button", name="Undo my last move").click()
        rig.wait_for(lambda: rig.state()["n"] == view["n"] - 1, 10)
        page.wait_for_function("n => mine && mine.n == n", arg=view["n"] - 1)
        assert page.text_content("#tapmsg") == ""
        assert "takes back" in page.text_content("#events")
    finally:
        rig.stop()
