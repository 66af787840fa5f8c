"""Phones in a real browser: Debian's Chromium, headless, driven by Playwright, against the
companion's server on the MicroPython VM and on CPython over loopback. For every game two
phones pair by the gesture at their seats (on the simulated pins), read their
hands, and one taps a choice that the table applies; neither ever sees the other's cards.
Then one phone on one table (the VM) through a line the tests cut (support/cutproxy.py):
it keeps its seat through a reload, shows its turn, says within 3 s that the line is cut
and recovers by itself, says a tap did not reach the table, and forgets its hand.

MIDWAY_SCREENSHOTS=docs/images makes the screenshots docs/table.md shows (a seat page per
game, the public page, a page that lost the table).
"""

import json
import os
import time
from pathlib import Path

import pytest

from support.cutproxy import CutProxy
from support.webrig import CONFIRM, STEP, WebRig

SHOTS = os.environ.get("MIDWAY_SCREENSHOTS")
PHONE = {"width": 390, "height": 844}
# (game, people's seats, bots' seats)
GAMES = (
    ("tycoon", (1, 2), ()),
    ("scream_machine", (1, 2), (3,)),
    ("scream_park", (1, 2), ()),
    ("scream", (1, 2), ()),
)


def phone(browser, rig, seat):
    """A phone's page, paired to `seat` as its player does."""
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(rig.url + "/")
    return paired(page, rig, seat)


def paired(page, rig, seat):
    """`page`, paired to `seat` as its player does: the seat tapped, the code on the page
    read, the gesture made at the seat."""
    page.get_by_role("button", name="Seat %d" % seat, exact=True).click()
    page.wait_for_selector("#pairmsg .die")
    assert "then" in page.text_content("#pairmsg .code")  # the code, in numbers too
    rig.gesture(seat)
    page.wait_for_selector("#mine:not([hidden])")
    page.wait_for_function("document.getElementById('headline').textContent.length > 8")
    return page


def token_of(page):
    kept = "JSON.parse(localStorage.getItem('midway.pairing'))"
    return page.evaluate("(%s || {}).token || null" % kept)


@pytest.mark.parametrize("runtime", ("cpython", "micropython"))
@pytest.mark.parametrize(("game", "people", "bots"), GAMES, ids=[g[0] for g in GAMES])
def test_phones_pair_read_their_hands_and_tap_a_choice(
    browser, tmp_path, runtime, game, people, bots
):
    rig = WebRig(runtime, tmp_path)
    tokens = []
    try:
        rig.start_game(game, humans=people, bots=bots)
        first = phone(browser, rig, 1)
        second = phone(browser, rig, 2)
        tokens = [token_of(first), token_of(second)]
        assert first.text_content("#headline").startswith("Seat 1")
        assert first.locator("#sections li").count() > 0  # the hand, in words
        # one connection a paired phone: its seat's stream brings the public view too
        assert first.evaluate("stream !== null && table === null")
        first.wait_for_function("document.querySelectorAll('#board .led').length > 0")
        assert first.text_content("#title") == rig.get("/api/table")[1]["game"]

        rig.until_seat_one_decides()
        first.wait_for_selector("#choices button")
        if SHOTS and runtime == "cpython":
            first.screenshot(path=str(Path(SHOTS) / ("seat-%s.png" % game)), full_page=True)
        before = rig.state()["n"]
        first.locator("#choices button").last.click()
        rig.wait_for(lambda: rig.state()["n"] > before, 10)
        applied = [
            event
            for event in map(json.loads, rig.log().splitlines())
            if event["ev"] == "action" and event["n"] == before + 1
        ]
        assert applied[0]["seat"] == 0  # seat 1's move, taken by the table

        # the second phone never sees what only seat 1 knows
        # the game waits on a person (nothing moves), and seat 2's page shows that moment
        rig.wait_for(lambda: rig.state()["deciding"] in (1, 2), 60)
        _, mine = rig.get("/api/seat/1", token_of(first))
        _, theirs = rig.get("/api/seat/2", token_of(second))
        second.wait_for_function("n => mine && mine.n == n", arg=theirs["n"])
        shown = second.text_content("body")
        known_to_two = json.dumps(theirs)
        for section in mine["sections"][:1]:  # seat 1's own hand
            for line in section["lines"]:
                if line not in known_to_two:
                    assert line not in shown
        asked = second.evaluate(
            "t => fetch('/api/seat/1', {headers: {Authorization: 'Bearer ' + t}})"
            ".then(r => r.status)",
            token_of(second),
        )
        assert asked == 403
        if SHOTS and runtime == "cpython" and game == "tycoon":
            onlooker = browser.new_context(viewport=PHONE).new_page()
            onlooker.goto(rig.url + "/")
            onlooker.wait_for_function("document.querySelectorAll('#board .led').length > 100")
            onlooker.wait_for_timeout(300)
            onlooker.screenshot(path=str(Path(SHOTS) / "public.png"), full_page=True)
    finally:
        rig.stop()
        for context in browser.contexts:
            context.close()
    assert tokens and not [token for token in tokens if token in rig.log()]


def test_a_third_browser_cannot_take_a_paired_seat(browser, tmp_path):
    # the page's side of it; the server's, on both runtimes, is test_companion_pairing.py
    rig = WebRig("cpython", tmp_path)
    try:
        rig.start_game("scream", humans=(1, 2))
        owner = phone(browser, rig, 1)
        phone(browser, rig, 2)
        stranger = browser.new_context(viewport=PHONE).new_page()
        stranger.goto(rig.url + "/")
        stranger.get_by_role("button", name="Seat 1", exact=True).click()
        stranger.wait_for_selector("#pairmsg .die")
        rig.until_seat_one_decides()  # the owner plays on, pressing as play does
        rig.press(1, STEP)
        rig.press(1, CONFIRM)
        stranger.wait_for_timeout(500)
        assert token_of(stranger) is None and stranger.is_hidden("#mine")
        # the owner's phone still plays seat 1
        owner.wait_for_function("n => mine && mine.n == n", arg=rig.state()["n"])
        assert owner.text_content("#headline").startswith("Seat 1")
        stranger.get_by_role("button", name="Cancel").click()
        rig.wait_for(lambda: not rig.get("/api/table")[1]["pairing"][0], 3)
    finally:
        rig.stop()
        for context in browser.contexts:
            context.close()


# ---- a phone that stays in the game: one table and one phone, the tests below in order ----------

# navigator.vibrate as the page calls it, recorded (a headless browser has nothing to shake)
BUZZES = """Object.defineProperty(navigator, "vibrate", {configurable: true,
    value: pattern => { (window.buzzes = window.buzzes || []).push(pattern); return true; }})"""
CUT_S = 10  # the line is cut this long


class Held:
    """The table (Tycoon, people at seats 1 and 2, on the MicroPython VM: a Pico's runtime),
    the cuttable line its phone talks through, and that phone's browser and page."""

    def __init__(self, browser, log_dir):
        self.rig = WebRig("micropython", log_dir)
        self.line = CutProxy(self.rig.port)
        self.context = browser.new_context(viewport=PHONE)
        self.context.add_init_script(BUZZES)
        self.page = self.open()

    def open(self):
        page = self.context.new_page()
        page.goto(self.line.url + "/")
        return page

    def close(self):
        self.context.close()
        self.line.close()
        self.rig.stop()


@pytest.fixture(scope="module")
def held(browser, tmp_path_factory):
    held = Held(browser, tmp_path_factory.mktemp("held"))
    try:
        held.rig.start_game("tycoon", humans=(1, 2))
        paired(held.page, held.rig, 1)
        yield held
    finally:
        held.close()


def shows_seat_one(page):
    page.wait_for_selector("#mine:not([hidden])", timeout=2000)
    page.wait_for_function(
        "document.getElementById('headline').textContent.startsWith('Seat 1: ')", timeout=2000
    )


def test_a_phone_keeps_its_seat_through_a_reload_and_a_closed_tab(held):
    token = token_of(held.page)
    held.page.reload()
    shows_seat_one(held.page)
    held.page.close()
    held.page = held.open()  # the tab closed, the page opened again
    shows_seat_one(held.page)
    assert token_of(held.page) == token
    assert not any(held.rig.get("/api/table")[1]["pairing"])  # nobody asked the table again


def turn_colour(page):
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def test_your_turn_shows_in_colour_words_the_tab_title_and_a_buzz(held):
    page = held.page
    held.rig.until_seat_one_decides()
    page.wait_for_selector("#turn:not([hidden])", timeout=2000)
    assert page.text_content("#turn") == "Your turn"
    assert page.title() == "● Your turn — Midway"
    assert page.evaluate("window.buzzes.length") >= 1
    turn = turn_colour(page)
    # the colour switched off: the page's own colour, through a reload too; the title stays
    page.get_by_label("colour").uncheck()
    calm = turn_colour(page)
    assert calm != turn
    page.reload()
    page.wait_for_selector("#turn:not([hidden])", timeout=2000)
    assert not page.get_by_label("colour").is_checked()
    assert turn_colour(page) == calm
    assert page.title() == "● Your turn — Midway"
    page.get_by_label("colour").check()
    assert turn_colour(page) == turn


def test_a_cut_line_is_said_within_3_s_and_mended_by_itself(held):
    page, rig = held.page, held.rig
    before = rig.state()["n"]
    held.line.cut()
    cut_at = time.monotonic()
    page.wait_for_selector("#lost:not([hidden])", timeout=3000)
    said_after = time.monotonic() - cut_at
    assert said_after < 3
    assert page.is_hidden("#turn")  # no "Your turn" from a page cut off
    assert "Your turn" not in page.title()
    # a tap while cut off is said not to have reached the table
    page.locator("#choices button").first.click()
    page.wait_for_function(
        "document.getElementById('tapmsg').textContent.startsWith('Not sent')", timeout=7000
    )
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / "lost.png"))
    time.sleep(max(0, CUT_S - (time.monotonic() - cut_at)))
    assert page.is_visible("#lost")
    held.line.mend()
    page.evaluate("dispatchEvent(new Event('online'))")  # a phone back on the Wi-Fi says so
    page.wait_for_selector("#lost", state="hidden", timeout=2000)
    page.wait_for_selector("#turn:not([hidden])", timeout=2000)
    assert rig.state()["n"] == before  # the tap that was not sent never arrived
    page.locator("#choices button").first.click()
    rig.wait_for(lambda: rig.state()["n"] > before, 10)
    # the table applies the tap before its answer reaches the page: "Sending…" then clears
    page.wait_for_function("document.getElementById('tapmsg').textContent === ''", timeout=5000)


def test_a_tap_the_game_moved_past_says_so(held):
    page = held.page
    held.rig.until_seat_one_decides()
    page.wait_for_selector("#turn:not([hidden])", timeout=2000)
    page.evaluate("mine.n -= 1")  # as if the view were one action old when tapped
    page.locator("#choices button").first.click()
    page.wait_for_function(
        "document.getElementById('tapmsg').textContent.includes('The game moved on')",
        timeout=3000,
    )


def test_not_my_seat_leaves_no_hand_in_the_page(held):
    page = held.page
    hand = page.locator("#sections li").all_text_contents()
    assert hand
    public = page.text_content("#board") + page.text_content("#scores")
    page.get_by_role("button", name="Not my seat").click()
    page.wait_for_selector("#pair:not([hidden])")
    assert page.locator("#mine li, #mine #choices button").count() == 0
    html = page.content()
    assert [line for line in hand if line in html and line not in public] == []
    assert page.evaluate("mine === null && localStorage.getItem('midway.pairing') === null")
    assert page.title() == "Midway"


def test_a_phone_the_table_let_go_says_so(held):
    page = held.page
    page.evaluate(
        "localStorage.setItem('midway.pairing', JSON.stringify({seat: 1, token: '%s'}))"
        % ("0" * 32)
    )
    page.reload()
    page.wait_for_function(
        "document.getElementById('pairmsg').textContent.includes('no longer knows this phone')",
        timeout=3000,
    )
    assert page.is_visible("#pair") and page.is_hidden("#mine")
