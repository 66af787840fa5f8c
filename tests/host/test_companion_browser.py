"""Phones in a real browser: Debian's Chromium, headless, driven by Playwright, against the
companion's server over loopback. For every game two phones (360x740 and 390x844 CSS
pixels) pair by the gesture at their seats (on the simulated pins) of a table on CPython,
find their drawn hands by role and name, and one takes a few decisions by tapping its cards
and choices, which the table applies; every text is 4.5:1 against its background, every
control named; neither phone nor an onlooker ever sees the other's cards (a phone plays
every game to its end in test_companion_whole_games.py).
Then one phone on one table (the VM) through a line the tests cut (support/cutproxy.py):
it keeps its seat through a reload, shows its turn, says within 3 s that the line is cut
and recovers by itself, says a tap did not reach the table, and forgets its hand.

MIDWAY_SCREENSHOTS=docs/images makes the screenshots docs/table.md shows (a seat page and a
public page per game, a page that lost the table).
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
SMALL = {"width": 360, "height": 740}  # the smaller phone: seat 1's, and its screenshots
# (game, people's seats, bots' seats, seat 1's hand: the row a player looks for first)
GAMES = (
    ("tycoon", (1, 2), (), "You"),
    ("scream_machine", (1, 2), (3,), "Your hand"),
    ("scream_park", (1, 2), (), "Theme cards"),
    ("scream", (1, 2), (), "Your campsite"),
)
TAPS = 3  # seat 1's decisions taken on its page, by a card where the decision is about one

# Every text on the page against the colour behind it (WCAG's contrast ratio), and every
# control's accessible name: what failed, as [tag, text, ratio] and [tag, html]
AUDIT = """() => {
  const lum = c => { const m = c.match(/[\\d.]+/g).map(Number);
    const f = v => (v /= 255) <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    return 0.2126 * f(m[0]) + 0.7152 * f(m[1]) + 0.0722 * f(m[2]); };
  const behind = e => { for (; e; e = e.parentElement) { const s = getComputedStyle(e);
      const m = s.backgroundColor.match(/[\\d.]+/g);
      if (m && (m.length < 4 || +m[3] > 0)) return s.backgroundColor;
      if (s.backgroundImage !== "none") return null; }
    return "rgb(255, 255, 255)"; };
  const low = [], unnamed = [];
  for (const e of document.querySelectorAll("body *")) {
    if (!e.getClientRects().length) continue;
    if (/^(BUTTON|INPUT|SELECT)$/.test(e.tagName) && !(e.getAttribute("aria-label") ||
        e.textContent.trim() || (e.labels && e.labels.length)))
      unnamed.push([e.tagName, e.outerHTML]);
    if (![...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const back = behind(e);
    const ratio = back === null ? 0 : (a => (Math.max(...a) + 0.05) / (Math.min(...a) + 0.05))(
      [lum(getComputedStyle(e).color), lum(back)]);
    if (ratio < 4.5) low.push([e.tagName, e.textContent.slice(0, 40), ratio.toFixed(2)]);
  }
  return {low, unnamed, wide: document.documentElement.scrollWidth > innerWidth};
}"""


def phone(browser, rig, seat, size=PHONE):
    """A phone's page, paired to `seat` as its player does."""
    page = browser.new_context(viewport=size).new_page()
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


def audited(page):
    """The page passes the audit: every text at least 4.5:1 against what is behind it, every
    control named, nothing wider than the phone."""
    found = page.evaluate(AUDIT)
    assert found == {"low": [], "unnamed": [], "wide": False}


def drawn(view, rows):
    """The cards of `view`'s rows whose "who" is in `rows` (None: every row) as the page
    names them ("7, down, seen")."""
    return [
        "%s, %s" % tuple(card[:2])
        for row in view.get("rows", ())
        if rows is None or row["who"] in rows
        for card in row["cards"]
    ]


def tap(page):
    """A choice tapped: on a card the decision is about, then what to do with it, where
    there is one (True); else the last choice (False)."""
    cards = page.locator("#rows button.cd")
    if cards.count():
        cards.first.click()
        menu = page.get_by_role("group", name="What to do with this card")
        menu.get_by_role("button").first.click()
        return True
    page.locator("#choices button").last.click()
    return False


def tap_a_decision(page, rig):
    """Seat 1's decision taken on its page: a card it is about, then what to do with it,
    where there is one; else a choice. The table applies it (its action is seat 1's)."""
    rig.until_seat_one_decides()
    n = rig.state()["n"]
    page.wait_for_function("n => mine && mine.n == n && mine.deciding", arg=n)
    on_a_card = tap(page)
    rig.wait_for(lambda: rig.state()["n"] > n, 10)
    applied = [
        event
        for event in map(json.loads, rig.log().splitlines())
        if event["ev"] == "action" and event["n"] == n + 1
    ]
    assert applied[0]["seat"] == 0  # seat 1's move, taken by the table
    return on_a_card


@pytest.mark.parametrize(("game", "people", "bots", "hand"), GAMES, ids=[g[0] for g in GAMES])
def test_phones_play_by_tapping_their_drawn_hands_and_see_only_their_own(
    browser, tmp_path, game, people, bots, hand
):
    runtime = "cpython"  # the server's answers on the VM: test_companion_server.py and others
    rig = WebRig(runtime, tmp_path)
    tokens = []
    try:
        rig.start_game(game, humans=people, bots=bots)
        first = phone(browser, rig, 1, SMALL)
        second = phone(browser, rig, 2)
        tokens = [token_of(first), token_of(second)]
        assert first.text_content("#headline").startswith("Seat 1")
        assert "How to win:" in first.text_content("#goal")
        # one connection a paired phone: its seat's stream brings the public view too
        assert first.evaluate("stream !== null && table === null")
        assert first.text_content("#title") == rig.get("/api/table")[1]["game"]

        tapped = 0
        for k in range(TAPS):
            rig.until_seat_one_decides()
            first.wait_for_selector("#choices .kind")
            if k == 0:
                # the hand, drawn: found as a person finds it, by its name
                cards = first.get_by_role("group", name=hand, exact=True).locator(".cd")
                assert cards.count() > 0
                audited(first)
                if SHOTS and runtime == "cpython":
                    shot = Path(SHOTS) / ("seat-%s.png" % game)
                    first.screenshot(path=str(shot), full_page=True)
            tapped += tap_a_decision(first, rig)

        # the second phone never sees what only seat 1 knows, nor does an onlooker
        # the game waits on a person (nothing moves), and seat 2's page shows that moment
        rig.wait_for(lambda: rig.state()["deciding"] in (1, 2), 60)
        _, mine = rig.get("/api/seat/1", token_of(first))
        _, theirs = rig.get("/api/seat/2", token_of(second))
        _, public = rig.get("/api/table")
        second.wait_for_function("n => mine && mine.n == n", arg=theirs["n"])
        onlooker = browser.new_context(viewport=PHONE).new_page()
        onlooker.goto(rig.url + "/")
        onlooker.wait_for_function("document.getElementById('pubrows').childElementCount > 0")
        assert onlooker.locator("#seatbuttons button").all_text_contents() == [
            "Seat %d" % seat for seat in people
        ]  # only the seats people play
        audited(second)
        audited(onlooker)
        own = ("hand", "picked", "opening", "themes", 0)  # seat 1's rows (player 0: its own)
        private = drawn(mine, own)
        for page, known in ((second, theirs), (onlooker, public)):
            shown = page.content()
            known = json.dumps(known) + "\n".join(drawn(known, None))
            assert [text for text in private if text not in known and text in shown] == []
        asked = second.evaluate(
            "t => fetch('/api/seat/1', {headers: {Authorization: 'Bearer ' + t}})"
            ".then(r => r.status)",
            token_of(second),
        )
        assert asked == 403
        if SHOTS and runtime == "cpython":
            onlooker.wait_for_timeout(300)
            name = "public.png" if game == "tycoon" else "public-%s.png" % game  # kept names
            onlooker.screenshot(path=str(Path(SHOTS) / name), full_page=True)
    finally:
        rig.stop()
        for context in browser.contexts:
            context.close()
    assert tokens and not [token for token in tokens if token in rig.log()]
    assert tapped or game == "tycoon"  # a card game's decisions are about cards


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


def test_the_public_page_shows_the_standings_once_a_game_is_left(browser, tmp_path):
    rig = WebRig("cpython", tmp_path)
    try:
        rig.start_game("scream_park", humans=(1,), bots=(2,))
        onlooker = browser.new_context(viewport=PHONE).new_page()
        onlooker.goto(rig.url + "/")
        onlooker.wait_for_function("document.getElementById('pubrows').childElementCount > 0")
        assert onlooker.is_hidden("#standcard")  # no game finished yet
        rig.control("/finish")
        over = [e for e in map(json.loads, rig.log().splitlines()) if e["ev"] == "over"][-1]
        rig.press(1, CONFIRM)  # GAME OVER left: the game goes into the records
        onlooker.wait_for_selector("#standcard:not([hidden])", timeout=5000)
        (last,) = onlooker.locator("#standings li").all_inner_texts()
        assert last.startswith("Game %d, Scream Park: seat 1 " % over["record"])
        rows = [row.split("\t") for row in onlooker.locator("#standings tr").all_inner_texts()]
        who = {0: "seat 1", 1: "seat 2 (normal bot)"}
        won = who[1 if over["winners"] == [1] else 0]
        assert rows[0] == [won, "1 won of 1", "Scream Park 1/1"]  # the winner first
        assert sorted(row[0] for row in rows) == sorted(who.values())
        audited(onlooker)
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
    tap(page)
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
    tap(page)
    rig.wait_for(lambda: rig.state()["n"] > before, 10)
    # the table applies the tap before its answer reaches the page: "Sending…" then clears
    page.wait_for_function("document.getElementById('tapmsg').textContent === ''", timeout=5000)


def test_a_tap_the_game_moved_past_says_so(held):
    page = held.page
    held.rig.until_seat_one_decides()
    page.wait_for_selector("#turn:not([hidden])", timeout=2000)
    page.evaluate("mine.n -= 1")  # as if the view were one action old when tapped
    tap(page)
    page.wait_for_function(
        "document.getElementById('tapmsg').textContent.includes('The game moved on')",
        timeout=3000,
    )


def test_a_name_typed_on_the_phone_shows_as_typed_on_its_page_and_the_tables(held):
    page = held.page
    name = "<b>Jo</b>&"  # shown as these characters, never as markup
    page.get_by_role("textbox", name="Your name at the table").fill(name)
    page.get_by_role("button", name="Save name").click()
    page.wait_for_function("document.getElementById('namemsg').textContent == 'Saved.'")
    page.wait_for_function(
        "n => document.getElementById('headline').textContent.startsWith(n + ' (seat 1): ')",
        arg=name,
    )
    onlooker = page.context.browser.new_context(viewport=SMALL).new_page()
    onlooker.goto(held.rig.url + "/")
    onlooker.wait_for_function(
        "n => document.getElementById('scores').textContent.includes(n + ' (seat 1)')", arg=name
    )
    assert page.locator("#mine b:text-is('Jo')").count() == 0  # no element made of it
    audited(page)
    onlooker.context.close()
    page.get_by_role("textbox", name="Your name at the table").fill("x" * 12 + "y")
    assert page.input_value("#myname") == "x" * 12  # the field takes twelve at most


def test_not_my_seat_leaves_no_hand_in_the_page(held):
    page = held.page
    token = token_of(page)
    hand = [card.get_attribute("aria-label") for card in page.locator("#rows .cd").all()]
    hand = [text.split(": ", 1)[1] for text in hand]  # "Card 2: $1.2M, money" -> "$1.2M, money"
    assert hand
    page.get_by_role("button", name="Not my seat").click()
    page.wait_for_timeout(200)
    assert page.is_hidden("#pair")  # it asks first: a tap by mistake loses nothing
    page.get_by_role("button", name="Keep it").click()
    page.get_by_role("button", name="Not my seat").click()
    page.get_by_role("button", name="Yes, unpair this phone").click()
    page.wait_for_selector("#pair:not([hidden])")
    assert page.locator("#mine li, #mine #choices button, #mine .cd").count() == 0
    html = page.content()
    view = held.rig.get("/api/table")[1]
    public = json.dumps(view) + "\n".join(drawn(view, None))  # what anyone may see
    assert [line for line in hand if line in html and line not in public] == []
    assert page.evaluate("mine === null && localStorage.getItem('midway.pairing') === null")
    assert page.title() == "Midway"
    held.rig.wait_for(lambda: held.rig.get("/api/seat/1", token)[0] == 401, 5)  # let go
    assert held.rig.get("/api/table")[1]["scores"][0]["name"] == "seat 1"  # and its name


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
