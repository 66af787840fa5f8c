"""Seat views (table/seat/private.py and table/seat/<game>.py): at a decision each game tells the
deciding seat whose turn it is and what they decide, their hand in names, their choices in
words with the highlighted one marked, and never another seat's hidden cards; seats are
counted from 1 in the log and the labels."""

import gc
import json

import engines
from engines.core import PUBLIC
from engines.rng import Rng
from support import table_fakes
from support.app_rig import app_on_a_fake_clock
from support.table_fakes import LONG
from table.modes import PLAY
from table.seat import private, text

ISOLATE = True  # a game and a table for each test: one VM each, as on a Pico

KEYS = (
    "seat",
    "mode",
    "game",
    "headline",
    "sections",
    "choices",
    "highlighted",
    "deciding",
    "scores",
    "events",
)
DRAWN = ("goal", "rows", "picks", "kinds")  # a game whose wording draws: the page's parts


def _playing(name, humans=(0, 2), bots=(1,), games=engines, log=None):
    """A game of `name` begun: `humans` and `bots` seats joined; run to a person's decision."""
    app, run, press = app_on_a_fake_clock(3, games, log)
    while app.lobby.names[app.lobby.index] != name:
        press(0)
    press(1)
    for seat in humans:
        press(2 * seat + 1)
    for seat in bots:
        press(2 * seat)
    press(2 * humans[0] + 1, LONG)
    return app, run, press, _decision(app, run)


def _decision(app, run):
    for _ in range(4000):
        for seat in range(6):
            if app.prompt(seat) is not None:
                return seat
        run(10)
    raise AssertionError("no decision came")


def _text(view):
    return "\n".join(text.lines(view, 200))


def _check_the_decision(app, seat, hand_words):
    """What every game's seat view must show the deciding seat."""
    view = private.model(app, seat)
    drawn = DRAWN if private.wording(app.match.name) is not None else ()
    assert sorted(view) == sorted(KEYS + drawn)
    assert view["seat"] == seat + 1 and view["mode"] == "play" and view["deciding"]
    assert view["game"] == app.match.title()
    assert view["headline"].startswith("Your turn: ")
    index, count, label = app.prompt(seat)
    assert view["highlighted"] == index and len(view["choices"]) == count
    assert all(choice and not choice.startswith(("you ", "seat ")) for choice in view["choices"])
    lines = text.lines(view, 60)
    assert "> " + view["choices"][index] in "\n".join(lines)
    for word in hand_words:
        assert word in _text(view), word
    assert [entry["seat"] for entry in view["scores"]] == [s + 1 for s in app.match.seat_of]
    assert [entry["you"] for entry in view["scores"]].count(True) == 1
    assert view["events"] and len(view["events"]) <= 6
    json.dumps(view)  # what a phone is sent
    if drawn:
        _aimed_at_the_cards_they_name(view)
    others = [s for s in app.match.seat_of if s != seat]
    watching = private.model(app, others[0])
    assert not watching["deciding"] and watching["choices"] == []
    assert watching["headline"].startswith("Seat %d " % (seat + 1))
    return view


def _aimed_at_the_cards_they_name(view):
    """Each choice about a card is aimed at the card it names (by its name, its number, or
    its place counted as the label counts), and every kind says what it does and where the
    rulebook says so."""
    rows = view["rows"]
    assert len(view["picks"]) == len(view["choices"])
    for i in range(len(view["choices"])):
        label = view["choices"][i]
        kind, row, card = view["picks"][i]
        what, rule = view["kinds"][kind]
        assert what and " rules, " in rule, label
        if row < 0:
            continue
        big, note = rows[row]["cards"][card][:2]
        if label.startswith("Pick "):  # Tycoon's guest, where it stands on the board
            assert label.split(" ")[1][:1].upper() in note.split(" "), (label, note)
            continue
        named = ("card %d" % (card + 1), "place %d" % (card + 1), "scene %d" % card)
        named += (big, "card " + big[1:]) if len(big) > 2 else ()  # a name, or "#17"
        said = label + "."  # a number named ends where no digit follows
        assert [n for n in named if n in said and not said[said.find(n) + len(n)].isdigit()]


def _model_ignores_what_the_seat_cannot_know(app, seat):
    """The seat's view is the same whatever the cards it has not seen are: the other hands
    and the deck dealt again, consistently with all it knows (clone_for)."""
    match = app.match
    me = match.player_at(seat)
    real = match.state
    before = private.model(app, seat)
    for seed in (1, 2):
        gc.collect()
        match.state = real.clone_for(me, Rng(seed))
        try:
            again = private.model(app, seat)
        finally:
            match.state = real
        assert again == before


def test_a_tycoon_seat_sees_its_money_attractions_and_choices_in_words():
    app, run, press, seat = _playing("tycoon")
    me = app.match.player_at(seat)
    obs = app.match.state.observation(me)
    owned = [
        engines.load("tycoon").SPACES[s] for s in range(63) if obs["owner"][s] == me
    ]  # the engine is loaded already: this only looks it up
    view = _check_the_decision(app, seat, ["Money $", "Month: "] + owned)
    assert "owner" not in _text(view) and "[" not in _text(view)  # words, not data
    # the board drawn: every space by the name the board gives it, the seat's own called so
    board = [row for row in view["rows"] if row["who"] == "board"][0]["cards"]
    space_name = app.match.module.space_name
    assert [tile[0] for tile in board] == [space_name(s) for s in range(63)]
    assert [tile[0] for tile in board if "yours" in tile[1]] == owned
    _model_ignores_what_the_seat_cannot_know(app, seat)


def test_a_scream_machine_seat_sees_its_hand_and_never_another_hand():
    app, run, press, seat = _playing("scream_machine", humans=(0, 2, 3), bots=())
    state = app.match.state
    module = app.match.module
    me = app.match.player_at(seat)
    mine = state.observation(me)
    hand = [module.ride_name(c) for c in mine["hands"][me]]
    view = _check_the_decision(app, seat, hand + ["Hand: ", "Offerings: "])
    known = set(hand)
    for key in ("parks", "opening"):
        for cards in mine[key] or ():
            known.update([module.ride_name(c) for c in cards or ()])
    for key in ("offerings", "discards"):
        known.update([module.ride_name(c) for c in mine[key]])
    everything = state.observation(None)
    for p in range(state.num_players):
        if p != me:
            for card in everything["hands"][p]:
                name = module.ride_name(card)
                assert name in known or name not in _text(view), name
    _model_ignores_what_the_seat_cannot_know(app, seat)


def test_a_scream_park_seat_sees_its_hand_theme_and_vip_and_never_another_hand():
    app, run, press, seat = _playing("scream_park")
    state = app.match.state
    me = app.match.player_at(seat)
    mine = state.observation(me)
    hand = ["#%d: " % card for card in mine["hands"][me]]
    view = _check_the_decision(app, seat, hand + ["Theme: ", "Staff: ", "VIP: "])
    everything = state.observation(None)
    for p in range(state.num_players):
        if p != me:
            for card in everything["hands"][p] + everything["picked"][p]:
                assert "#%d: " % card not in _text(view)
                assert "card %d" % card not in " ".join(view["choices"])
    _model_ignores_what_the_seat_cannot_know(app, seat)


def test_a_scream_seat_sees_the_values_it_knows_and_no_other_face_down_value():
    app, run, press, seat = _playing("scream")
    state = app.match.state
    me = app.match.player_at(seat)
    mine = state.observation(me)
    everything = state.observation(None)
    view = _check_the_decision(app, seat, ["Your campsite:", "discard top", "Deck: "])
    text = _text(view)
    site = mine["campsites"][me]
    assert ", ".join(["%d: %s" % (i + 1, _face(site[i])) for i in range(len(site))]) in text
    names = ["seat %d" % (s + 1) for s in app.match.seat_of]
    for p in range(state.num_players):
        if p == me:
            continue
        line = [row for row in text.split("\n") if row.strip().startswith(names[p] + ": 1:")]
        assert len(line) == 1
        for i in range(len(everything["campsites"][p])):
            value, up = everything["campsites"][p][i]
            if mine["campsites"][p][i][0] is None:  # face down, never seen by this seat
                assert "%d: ?" % (i + 1) in line[0]
                assert "%d: %d" % (i + 1, value) not in line[0]
    _model_ignores_what_the_seat_cannot_know(app, seat)


def _face(pair):
    value = "?" if pair[0] is None else str(pair[0])
    return value + " up" if pair[1] else value


def test_a_game_without_its_own_wording_gets_the_generic_view():
    games = table_fakes.FixtureGames(("dice_duel",))
    app, run, press, seat = _playing("dice_duel", humans=(0, 2), bots=(), games=games)
    view = _check_the_decision(app, seat, ["What you know:"])
    me = app.match.player_at(seat)
    cards = app.match.state.observation(None)["cards"]
    text = _text(view)
    mine = "you %d" % cards[me]
    assert mine in text
    other = 1 - me
    assert "seat %d ?" % (app.match.seat_of[other] + 1) in text
    assert view["choices"] == ["Keeps", "Rerolls"]


def test_seats_are_counted_from_1_in_the_log_and_the_labels():
    lines = []
    games = table_fakes.FixtureGames(("dice_duel",))
    # seat 2 stays empty: player 1 sits at seat 3, and everything people read says so
    app, run, press, seat = _playing(
        "dice_duel", humans=(0, 2), bots=(), games=games, log=lines.append
    )
    while app.mode == PLAY:
        seat = _decision(app, run)
        press(2 * seat + 1)  # keep
    texts = [json.loads(line)["text"] for line in lines if '"ev": "action"' in line]
    assert any(text.startswith("seat 3 ") for text in texts)
    assert not any("player" in text or "seat 2" in text for text in texts)
    assert "deal a card to seat 3" in texts or any(t.startswith("deal ") for t in texts)


def test_a_label_names_the_seat_for_others_and_you_for_its_reader():
    games = table_fakes.FixtureGames(("dice_duel",))
    app, run, press, seat = _playing("dice_duel", humans=(0, 2), bots=(), games=games)
    match = app.match
    action = match.state.legal_actions()[0]
    assert match.state.action_to_string(action, PUBLIC, match.names).startswith(
        "seat %d " % (seat + 1)
    )
    assert match.state.action_to_string(action, match.player_at(seat), ["you", "you"]) == (
        "you keeps"
    )
    assert private.model(app, seat)["choices"][0] == "Keeps"


def test_the_recent_events_are_the_last_six_public_texts():
    app, run, press = app_on_a_fake_clock(3, table_fakes.FixtureGames(("dice_duel",)))
    for i in range(10):
        app.log.event("test", "event %d" % i)
    assert app.log.recent() == ["event %d" % i for i in range(4, 10)]
    assert private.model(app, 0)["events"] == app.log.recent()


def test_the_select_and_join_views_say_what_the_buttons_do():
    app, run, press = app_on_a_fake_clock(3, table_fakes.FixtureGames(("dice_duel",)))
    view = private.model(app, 4)
    assert view["mode"] == "select" and view["choices"] == ["Dice Duel"]
    assert view["highlighted"] == 0 and "Dice Duel (1 of 1)" in view["headline"]
    press(1)  # seat 1's confirm picks the game
    press(1)
    view = private.model(app, 0)
    assert view["mode"] == "join" and "seat 1, you play" in view["headline"]
    assert "hold confirm: start" in _text(view)
    assert private.model(app, 1)["headline"].endswith("empty")


def test_a_seat_not_playing_watches_the_table():
    games = table_fakes.FixtureGames(("dice_duel",))
    app, run, press, seat = _playing("dice_duel", humans=(0, 2), bots=(), games=games)
    view = private.model(app, 5)
    assert "seat 6: not playing, watching" in _text(view)
    assert not view["deciding"] and not any(entry["you"] for entry in view["scores"])


def test_lines_fit_the_width_and_show_a_window_of_a_long_list_of_choices():
    view = {
        "seat": 1,
        "mode": "play",
        "game": "Test",
        "headline": "Your turn: a question long enough to need a second line on a phone",
        "sections": [{"title": "Hand", "lines": ["a " * 40]}],
        "choices": ["choice %d" % i for i in range(20)],
        "highlighted": 12,
        "deciding": True,
        "scores": [{"seat": 1, "score": "3", "you": True, "bot": False}],
        "events": ["seat 2 passes"],
    }
    lines = text.lines(view, 30, rows=15)
    assert all(len(line) <= 30 for line in lines)
    assert "> choice 12" in lines
    assert "  choice 0" not in lines and any("more above" in line for line in lines)


def test_a_seat_view_is_made_in_slices_of_a_section_a_line_or_two_labels():
    # a server makes it between the table's steps (table/web/companion.py): no slice may name
    # more than two choices or add more than one section
    app, run, press, seat = _playing("scream_machine", humans=(0, 2), bots=(1, 3, 4))
    state = app.match.state
    labels = [0]
    plain = state.action_to_string

    def counted(action, viewer=None, names=None):
        labels[0] += 1
        return plain(action, viewer, names)

    state.action_to_string = counted
    out = {}
    slices = 0
    shown = 0
    for _ in private.build(app, seat, out):
        slices += 1
        assert labels[0] <= 2
        labels[0] = 0
        assert len(out["sections"]) <= shown + 1
        shown = len(out["sections"])
    del state.action_to_string
    assert out == private.model(app, seat)
    assert len(out["choices"]) > 2 and shown >= 4
    assert slices >= shown + len(out["choices"]) // 2


def _view_while_the_seat_presses(name, button, pause):
    """The seat's view (as a phone gets it) made while the deciding seat presses `button`
    (0: step, 1: confirm) during the companion's `pause`-th wait between two of the view's
    slices, where the table steps: the JSON, the view expected, how many times the view was
    begun and the highlighted choice now; None if the view was sent before that pause came.
    (Only these come back: a whole table left in the heap would crowd the next one's.)"""
    import sys

    if ".frozen" not in sys.path:
        sys.path.append(".frozen")  # the unix port's own asyncio, where a test path hid it
    import asyncio

    from table.seat import private as now  # have let the ones this file imported go)
    from table.web import companion as module  # the modules the companion uses (a test may

    app, run, press, seat = _playing(name, humans=(0, 2), bots=(1, 3, 4))
    companion = module.Companion(app)
    before = now.model(app, seat, False)  # the view as it is until the press, as sent
    before["n"] = app.match.state.history_length()
    build = now.build
    sleep_ms = module.sleep_ms
    made = [0]
    pauses = [0]

    def counting(app, seat, out, words=True):
        made[0] += 1
        return build(app, seat, out, words)

    def pausing(ms):
        pauses[0] += 1
        if pauses[0] == pause:
            press(2 * seat + button)
        return sleep_ms(ms)

    now.build = counting
    module.sleep_ms = pausing
    try:
        data = asyncio.run(companion.seat_data(seat))
    finally:
        now.build = build
        module.sleep_ms = sleep_ms
    if pauses[0] < pause:
        return None
    expected = now.model(app, seat, False)
    expected["n"] = app.match.state.history_length()
    if made[0] == 1:  # the view was whole before the press, only not yet sent: that one
        expected = before
    return json.loads(data), json.loads(json.dumps(expected)), made[0], app.prompt(seat)[0]


def test_a_view_the_game_moved_on_from_while_it_was_made_is_made_again():
    # meanwhile the seat's step moves its highlight on
    view, expected, made, highlighted = _view_while_the_seat_presses("scream_machine", 0, 3)
    assert made == 2
    assert view["highlighted"] == highlighted == 1
    assert view == expected


def test_a_choice_taken_at_any_slice_of_a_view_leaves_no_stale_label_and_no_fault():
    # The seat takes its choice while its view is made, after any slice: the view is made
    # again, never finished with the old choices, whose labels the moved-on game refuses
    # (ValueError: the phone got no view and the table logged a fault). Scream Machine's
    # choices are named over several slices, the last of the view.
    taken = 0
    for pause in range(1, 30):
        found = _view_while_the_seat_presses("scream_machine", 1, pause)
        if found is None:
            break  # from here on the view is sent before the press
        view, expected, made, _ = found
        assert view == expected, pause
        taken += made - 1
    assert taken >= 8  # the press fell within the view's slices, the choices' among them


def test_one_games_wording_is_in_the_heap_at_a_time():
    import sys

    assert private.wording("scream_machine").__name__ == "table.seat.scream_machine"
    assert private.wording("tycoon") is sys.modules["table.seat.tycoon"]
    assert "table.seat.scream_machine" not in sys.modules


def test_game_over_names_the_winners_and_every_final_score_to_seats_and_onlookers():
    app, run, press, seat = _playing("scream_machine", humans=(0, 2), bots=(1,))
    for _ in range(20000):
        if app.mode != PLAY:
            break
        deciding = [s for s in (0, 2) if app.prompt(s) is not None]
        if deciding:
            press(2 * deciding[0] + 1)  # the first choice, each time: confirm
        else:
            run(10)
    winners = [app.match.seat_of[p] + 1 for p in app.match.state.winners()]
    onlookers = {}  # type: dict
    for _ in private.table(app, onlookers):
        pass
    for view in (private.model(app, 0), private.model(app, 2), onlookers):
        assert view["headline"].startswith("Game over: ")
        assert view["winners"] == winners
        assert [entry["seat"] for entry in view["scores"] if entry["lead"]] == winners
        for entry in view["scores"]:
            assert entry["score"] in view["headline"]
    assert "seat %d" % winners[0] in onlookers["headline"]
    assert onlookers["rows"] and "You" not in json.dumps(onlookers["rows"])
