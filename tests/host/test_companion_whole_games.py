"""Whole games played from a phone in a real browser (Debian's Chromium, Playwright) against
the table's server over loopback: seat 1's player takes every decision of each game on the
page, a card tapped and then what to do with it where the decision is about a card, else a
choice, until the game is over; then the phone and an onlooker's page both name the winner
and every final score, as the table's GAME OVER line does. Bots fill the game's fewest
seats. On CPython, for make test's time (49 s here; 65 s with the table on the MicroPython
VM, whose server the other phone tests run on too)."""

import json

from support.webrig import CONFIRM, WebRig

PHONE = {"width": 360, "height": 740}
GAMES = (  # (game, bots' seats): the game at its fewest players
    ("tycoon", (2,)),
    ("scream_machine", (2, 3)),
    ("scream_park", (2,)),
    ("scream", (2,)),
)
# seat 1's page once it shows a decision after the one at `n` (or the game's end): [mode, n]
ASKED = """n => mine && mine.n != n
  && (mine.mode == "over" || mine.deciding && mine.choices.length)
  && [mine.mode, mine.n]"""


def _tap(page):
    """Seat 1's decision taken on its page: on a card it is about, then what to do with it,
    where there is one; else a choice, one the step cursor does not point at where it can
    (the page's own choice, not the table's). True when a card was tapped."""
    cards = page.locator("#rows button.cd")
    if cards.count():
        cards.last.click()
        menu = page.get_by_role("group", name="What to do with this card")
        menu.get_by_role("button").first.click()
        return True
    page.locator("#choices button").last.click()
    return False


def _paired(browser, rig):
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(rig.url + "/")
    page.get_by_role("button", name="Seat 1", exact=True).click()
    page.wait_for_selector("#pairmsg .die")
    rig.gesture(1)
    page.wait_for_selector("#mine:not([hidden])")
    return page


def _events(rig, ev):
    return [e for e in map(json.loads, rig.log().splitlines()) if e["ev"] == ev]


def test_whole_games_are_played_by_tapping_on_the_phone_and_end_with_the_winner_named(
    browser, tmp_path
):
    rig = WebRig("cpython", tmp_path)
    rig.control("/pace?bot_ms=1&chance_ms=1&roll_ms=1&walk_ms=1")  # the phone waits on no show
    before = 0  # seat 1's actions in the games before
    try:
        for number, (game, bots) in enumerate(GAMES):
            rig.start_game(game, humans=(1,), bots=bots)
            if not number:
                page = _paired(browser, rig)  # the phone stays paired from game to game
            page.wait_for_function(
                "g => mine && mine.game == g && mine.mode == 'play'",
                arg=rig.get("/api/table")[1]["game"],
            )
            taps = on_cards = 0
            n = -1
            while True:  # one wait a decision: the next view that asks, or the game's end
                mode, n = page.wait_for_function(ASKED, arg=n, timeout=60000).json_value()
                if mode == "over":
                    break
                on_cards += _tap(page)
                taps += 1
            over = _events(rig, "over")
            mine = [e for e in _events(rig, "action") if e.get("seat") == 0]
            assert len(over) == number + 1 and taps == len(mine) - before, game
            before = len(mine)
            assert on_cards or game == "tycoon", game  # a card game's decisions are about cards
            _ended_named(browser, rig, page, over[-1]["winners"])
            rig.press(1, CONFIRM)  # back to the game select
            rig.wait_for(lambda: rig.state()["mode"] == 1)
    finally:
        rig.stop()
        for context in browser.contexts:
            context.close()


def _ended_named(browser, rig, page, winners):
    """The phone and an onlooker's page name the winner(s) and mark them in the scores."""
    winners = ["seat %d" % (seat + 1) for seat in winners]
    onlooker = browser.new_context(viewport=PHONE).new_page()
    onlooker.goto(rig.url + "/")
    onlooker.wait_for_function("document.getElementById('pubhead').className == 'over'")
    for headline, mine in (
        (page.text_content("#headline"), True),
        (onlooker.text_content("#pubhead"), False),
    ):
        named = "you" if mine and winners == ["seat 1"] else winners[0]  # seat 1 reads "you"
        assert " win" in headline.lower() and named in headline.lower(), headline
    for box in (page.locator("#myscores"), onlooker.locator("#scores")):
        stars = [row for row in box.locator("tr").all_text_contents() if "won" in row]
        assert len(stars) == len(winners)
    onlooker.context.close()
