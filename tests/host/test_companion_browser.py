"""Phones in a real browser: Debian's Chromium, headless, driven by Playwright, against the
companion's server on the MicroPython VM and on CPython over loopback. For every game two
phones pair by the gesture at their seats (on the simulated pins), read their
hands, and one taps a choice that the table applies; neither ever sees the other's cards.

MIDWAY_SCREENSHOTS=docs/images makes the screenshots docs/table.md shows (a seat page per
game, the public page).
"""

import json
import os
import shutil
from pathlib import Path

import pytest

from support.webrig import CONFIRM, STEP, WebRig

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
SHOTS = os.environ.get("MIDWAY_SCREENSHOTS")
# (game, people's seats, bots' seats)
GAMES = (
    ("tycoon", (1, 2), ()),
    ("scream_machine", (1, 2), (3,)),
    ("scream_park", (1, 2), ()),
    ("scream", (1, 2), ()),
)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "make setup installs Debian's chromium for these tests"
    with sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


def phone(browser, rig, seat):
    """A phone's page, paired to `seat` as its player does: the seat tapped, the code on the
    page read, the gesture made at the seat."""
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    page.goto(rig.url + "/")
    page.get_by_role("button", name="Seat %d" % seat, exact=True).click()
    page.wait_for_selector("#pairmsg .die")
    assert "then" in page.text_content("#pairmsg .code")  # the code, in numbers too
    rig.gesture(seat)
    page.wait_for_selector("#mine:not([hidden])")
    page.wait_for_function("document.getElementById('headline').textContent.length > 8")
    return page


def token_of(page):
    return page.evaluate("sessionStorage.getItem('token')")


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
            onlooker = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
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
        stranger = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
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
