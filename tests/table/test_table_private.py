"""The private view: each seat sees its own hidden card and prompt, never another seat's."""

from support import table_config, table_fakes
from support.table_fakes import LONG, PRESS
from table import private
from table.app import App


def _table():
    pixels = table_fakes.Pixels(122)
    buttons = table_fakes.Buttons(12)
    app = App(
        table_config.make(),
        pixels,
        buttons,
        table_fakes.Storage(),
        seed=3,
        board=table_config.BOARD,
        games=table_fakes.FixtureGames(("dice_duel",)),
    )
    app.pacing.bot_ms = app.pacing.chance_ms = app.pacing.lamp_ms = 1
    clock = [0]

    def run(ms=50):
        for _ in range(ms // 5):
            clock[0] += 5
            app.step(clock[0])

    def press(button, kind=PRESS):
        buttons.push(button, kind)
        run()

    return app, run, press


def test_the_select_and_join_views_say_what_the_buttons_do():
    app, run, press = _table()
    run()
    assert "Dice Duel (1 of 1)" in private.lines(app, 4)[1]
    press(1)  # seat 1's confirm picks the game
    press(1)
    lines = private.lines(app, 0)
    assert "seat 1, you play" in lines[0]
    assert "hold confirm to start" in lines[1]
    assert private.lines(app, 1)[0].endswith("empty")


def test_each_seat_sees_its_own_card_and_not_the_others():
    app, run, press = _table()
    run()
    press(1)
    press(1)  # seat 1 joins
    press(5)  # seat 3 joins
    press(1, LONG)  # and seat 1 starts: press then hold
    run(500)
    cards = app.match.state.observation(None)["cards"]
    mine = private.lines(app, 0)
    theirs = private.lines(app, 2)
    assert "cards: [%d ?]" % cards[0] in mine
    assert "cards: [? %d]" % cards[1] in theirs
    assert private.lines(app, 5) == ["Dice Duel, seat 6", "not playing"]


def test_only_the_deciding_seat_gets_a_prompt():
    app, run, press = _table()
    run()
    press(1)
    press(1)
    press(5)
    press(1, LONG)
    run(500)
    asked = [seat for seat in range(6) if private.prompt(app, seat) is not None]
    assert len(asked) == 1
    seat = asked[0]
    index, count, label = private.prompt(app, seat)
    assert (index, count) == (0, 2) and "keeps" in label
    assert any(line.startswith("your move (1 of 2)") for line in private.lines(app, seat))
    other = 2 if seat == 0 else 0
    assert any(line.startswith("waiting for seat") for line in private.lines(app, other))


def test_describe_writes_hidden_values_as_question_marks():
    assert private.describe([3, None, True]) == "[3 ? yes]"
    assert private.describe({"b": 1, "a": [None]}) == "{a: [?], b: 1}"
