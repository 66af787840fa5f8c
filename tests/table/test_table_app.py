"""The app's modes with hal stand-ins and the fixture game: select, join, play, game over,
save and resume, bad config. (The end-to-end tests drive the same app through the pins.)"""

import json

from engines import bots
from engines.rng import Rng
from support import fixture_game, table_config, table_fakes
from support.table_fakes import LONG, PRESS
from table import records, saves
from table.app import App
from table.leds import palette

STEP = 0
CONFIRM = 1


class Table:
    """An app on stand-ins, with a clock and helpers to press seat buttons."""

    def __init__(self, storage=None, config=None, names=("dice_duel",), seed=5):
        self.config = config or table_config.make()
        self.pixels = table_fakes.Pixels(122)
        self.buttons = table_fakes.Buttons(12)
        self.storage = storage or table_fakes.Storage()
        self.watchdog = table_fakes.Watchdog()
        self.lines = []
        self.games = table_fakes.FixtureGames(names)
        self.app = App(
            self.config,
            self.pixels,
            self.buttons,
            self.storage,
            self.watchdog,
            self.lines.append,
            seed=seed,
            board=table_config.BOARD,
            games=self.games,
        )
        self.app.pacing.bot_ms = 30
        self.app.pacing.chance_ms = 10
        self.app.pacing.lamp_ms = 10
        self.now = 0
        self.run(20)

    def run(self, ms):
        end = self.now + ms
        while self.now < end:
            self.now += 5
            self.app.step(self.now)

    def press(self, seat, button, kind=PRESS):
        self.buttons.push(seat * 2 + button, kind)
        self.run(10)

    def hold(self, seat, button):
        self.buttons.push(seat * 2 + button, PRESS)
        self.buttons.push(seat * 2 + button, LONG)
        self.run(10)

    def events(self, ev=None):
        out = [json.loads(line) for line in self.lines]
        return [e for e in out if ev is None or e["ev"] == ev]

    def seat_colour(self, seat):
        return self.pixels.colour(self.config.SEAT_LEDS[seat])

    def until_decision(self, limit_ms=5000):
        """Run until a human seat's private view asks for a move (or the game ends)."""
        from table.seat import private

        for _ in range(limit_ms // 10):
            if self.app.mode != 3:
                return -1
            for seat in range(6):
                if private.model(self.app, seat)["deciding"]:
                    return seat
            self.run(10)
        raise AssertionError("no decision came")


def _start_two_humans(table):
    table.press(0, CONFIRM)  # pick dice_duel
    table.press(0, CONFIRM)
    table.press(2, CONFIRM)
    table.hold(0, CONFIRM)


def test_boot_logs_and_shows_the_game_select():
    table = Table()
    assert table.events()[0]["ev"] == "boot"
    assert table.events("select")[0]["game"] == "dice_duel"
    assert table.seat_colour(0) == palette.named(fixture_game.GAME["colour"])  # its own colour


def test_any_seat_step_cycles_the_games():
    table = Table(names=("dice_duel", "second", "third"))
    table.press(3, STEP)
    table.press(5, STEP)
    assert [e["game"] for e in table.events("select")] == ["dice_duel", "second", "third"]
    table.hold(1, STEP)  # a long press steps back: the press moved on, the hold back two
    assert table.events("select")[-1]["game"] == "second"


def test_seats_join_and_a_long_confirm_starts_with_bots_filling_the_minimum():
    table = Table()
    table.press(0, CONFIRM)
    assert table.events("join")
    table.press(4, CONFIRM)
    assert table.seat_colour(4) == palette.SEAT_COLOURS[4]
    table.hold(4, CONFIRM)
    start = table.events("start")[0]
    assert start["seats"] == [0, 4] and start["kinds"] == ["bot", "human"]


def test_step_at_a_seat_makes_a_bot_and_after_its_levels_an_empty_seat():
    table = Table()
    table.press(0, CONFIRM)
    table.press(1, STEP)
    for _ in range(4):  # normal, hard, easy, empty
        table.press(2, STEP)
    table.press(3, CONFIRM)
    assert table.seat_colour(1) == palette.scale(palette.SEAT_COLOURS[1], 1, 8)
    table.hold(3, CONFIRM)
    assert table.events("start")[0]["seats"] == [1, 3]


def test_no_more_players_than_the_game_allows():
    table = Table()
    table.press(0, CONFIRM)
    for seat in range(5):
        table.press(seat, CONFIRM)
    assert table.events("join")[-1]["text"] == "the table is full"
    table.hold(0, CONFIRM)
    assert table.events("start")[0]["seats"] == [0, 1, 2]


def test_a_long_press_at_an_empty_or_bot_seat_does_not_start():
    table = Table()
    table.press(0, CONFIRM)
    table.press(1, STEP)
    table.buttons.push(3, LONG)  # seat 1's confirm held without a press in this mode
    table.run(20)
    assert not table.events("start")


def test_a_hold_that_began_before_the_mode_is_not_a_long_press_in_it():
    table = Table(names=("dice_duel", "second", "third"))
    table.press(0, CONFIRM)
    table.press(0, STEP)  # seat 1 is a bot: the PRESS belongs to the join
    table.buttons.push(0, LONG)  # the hold turns long: back to the game select
    table.run(20)
    assert table.app.mode == 1
    selected = len(table.events("select"))
    table.buttons.push(0, LONG)  # had it counted, a long step would go back a game
    table.run(20)
    assert len(table.events("select")) == selected


def test_the_select_confirm_held_on_is_a_demo_not_a_game_with_a_player():
    table = Table()
    table.press(0, CONFIRM)  # picks the game: the PRESS belongs to game select
    table.buttons.push(1, LONG)  # the same hold turns long in the join mode
    table.run(20)
    start = table.events("start")[0]
    assert "human" not in start["kinds"] and table.events("demo")


def test_only_the_deciding_seat_is_heard_and_every_applied_action_is_legal():
    table = Table()
    _start_two_humans(table)
    seat = table.until_decision()
    other = 2 if seat == 0 else 0
    before = len(table.events("action"))
    for button in (STEP, CONFIRM, STEP, CONFIRM):
        table.press(other, button)
    assert len(table.events("action")) == before
    table.press(seat, CONFIRM)
    assert len(table.events("action")) == before + 1


def test_confirm_pressed_with_step_held_is_the_pairing_gesture_and_makes_no_move():
    table = Table()
    _start_two_humans(table)
    seat = table.until_decision()
    before = len(table.events("action"))
    highlight = table.app.match.picker.index
    table.buttons.hold_down(seat * 2)  # step held (its press came first, as a hand makes it)
    table.press(seat, STEP)
    table.press(seat, CONFIRM)
    table.buttons.hold_down(seat * 2, False)
    assert len(table.events("action")) == before
    assert table.app.match.picker.index == highlight  # the step that began it moved nothing
    table.press(seat, CONFIRM)  # step let go: confirm is a move again
    assert len(table.events("action")) == before + 1


def test_a_human_plays_to_game_over_and_confirm_returns_to_select():
    table = Table()
    _start_two_humans(table)
    while True:
        seat = table.until_decision()
        if seat < 0:
            break
        table.press(seat, STEP)
        table.press(seat, CONFIRM)
    over = table.events("over")[0]
    assert over["winners"]
    winner = over["winners"][0]
    colours = set()
    for _ in range(20):
        table.run(100)
        colours.add(table.seat_colour(winner))
    assert palette.SEAT_COLOURS[winner] in colours  # the winner's seat blinks
    assert saves.NAME in table.storage.files  # the finished game stays saved until then
    assert over["record"] == 1  # and is the table's first record
    table.press(2, CONFIRM)
    assert table.events()[-1]["ev"] == "select"
    assert list(table.storage.files) == [records.NAME]  # its save gone, its record kept
    assert table.games.loaded == []


def test_the_player_to_move_shows_lit_in_the_frame_that_answers_each_action():
    table = Table()
    app = table.app
    lit = []  # per action with a player to move after it: their seat lit in the frame before

    def write(line):
        table.lines.append(line)
        player = app.match.state.current_player() if app.match is not None else -1
        if json.loads(line)["ev"] == "action" and player >= 0:
            seat = app.match.seat_of[player]
            lit.append(table.seat_colour(seat) == palette.SEAT_COLOURS[seat])

    app.log.write_line = write
    waits = 0
    for _ in range(4):  # games
        _start_two_humans(table)
        while table.until_decision() >= 0:
            waits += 1
            table.run(5 + 135 * waits % 1000)  # each press at another moment of the blink
            table.press(table.until_decision(), CONFIRM)
        table.press(0, CONFIRM)  # back to the game select
    assert len(lit) >= 8 and all(lit), lit


def test_every_action_is_saved_and_a_reboot_resumes_it():
    table = Table()
    _start_two_humans(table)
    seat = table.until_decision()
    done = table.events("action")[-1]["n"]
    rebooted = Table(storage=table.storage)
    resume = rebooted.events("resume")[0]
    assert resume["n"] == done and resume["seats"] == [0, 2]
    assert rebooted.until_decision() == seat


def _public_states(table):
    """(the event before it, the state put back together) for each public state the log
    sent, checking each of its lines carries one key of it."""
    states = []
    before = None
    merged = {}
    for line in table.lines:
        event = json.loads(line)
        if event["ev"] != "state":
            before = event["ev"]
            continue
        assert len(event["obs"]) == 1, line
        merged.update(event["obs"])
        if event.get("end"):
            states.append((before, merged))
            merged = {}
    assert not merged  # every state ended
    return states


def test_the_public_state_goes_out_whole_after_the_start_every_action_and_a_resume():
    from engines.core import PUBLIC

    table = Table()
    _start_two_humans(table)
    table.until_decision()
    public = json.loads(json.dumps(table.app.match.state.observation(PUBLIC)))
    states = _public_states(table)
    assert states[0][0] == "start"  # after it: the monitor starts a game's board afresh there
    assert [before for before, _ in states[1:]] == ["action"] * len(table.events("action"))
    assert states[-1][1] == public
    rebooted = Table(storage=table.storage)
    assert _public_states(rebooted) == [("resume", public)]


def test_a_corrupt_save_is_logged_cleared_and_the_table_starts_clean():
    storage = table_fakes.Storage()
    storage.files["game"] = "midway 1\ndice_duel\n1 1 0 0 0 0\n1 2"
    table = Table(storage=storage)
    assert table.events("save_error")
    assert not storage.files
    assert table.events()[-1]["ev"] == "select"


def test_a_save_the_engine_refuses_is_cleared_too():
    storage = table_fakes.Storage()
    bad_game = '[1, "dice_duel", 2, [], [99]]'
    storage.files["game"] = "midway 1\ndice_duel\n1 1 0 0 0 0\n1 2 3 4\n" + bad_game
    table = Table(storage=storage)
    assert "action #0" in table.events("save_error")[0]["text"]
    assert table.events()[-1]["ev"] == "select"


def test_a_storage_that_fails_to_read_starts_clean():
    class Broken(table_fakes.Storage):
        def load(self, name):
            raise ValueError("checksum mismatch")

        def load_parts(self, name):
            raise ValueError("checksum mismatch")

    table = Table(storage=Broken())
    assert "checksum" in table.events("save_error")[0]["text"]


def test_bad_config_shows_the_error_pattern_and_logs_the_field():
    table = Table(config=table_config.make(BRIGHTNESS=0, DIE_LED=3))
    errors = table.events("config_error")
    assert [e["field"] for e in errors] == ["BRIGHTNESS", "DIE_LED"]
    seen = set()
    for _ in range(6):
        table.run(250)
        seen.add((table.pixels.colour(0), table.pixels.colour(1)))
    assert (palette.ERROR, 0) in seen and (0, palette.ERROR) in seen
    assert table.watchdog.fed > 0
    table.press(0, CONFIRM)  # buttons do nothing
    assert not table.events("join")


def test_the_watchdog_is_fed_every_step():
    table = Table()
    fed = table.watchdog.fed
    table.run(100)
    assert table.watchdog.fed == fed + 20


class WatchedBot(bots.GreedyBot):
    """The table's bot, noting for each decision what it started from (a copy of the state,
    its Rng's state, the time) and when each slice of its thinking was pulled."""

    def __init__(self, rng, table):
        bots.GreedyBot.__init__(self, rng)
        self.table = table
        self.decisions = []

    def thoughts(self, state):
        decision = {"state": state.clone(), "rng": self.rng.getstate(), "began": self.table.now}
        decision["slices"] = []  # (time, watchdog feeds, frames shown) as each was pulled
        self.decisions.append(decision)
        return self._watched(bots.GreedyBot.thoughts(self, state), decision)

    def _watched(self, thoughts, decision):
        table = self.table
        for thought in thoughts:
            decision["slices"].append((table.now, table.watchdog.fed, table.pixels.shown))
            if thought is not None:
                decision["choice"] = thought
            yield thought


def _watch_the_bot(table):
    """The table's bots from now on are WatchedBots; the list they go in as they are made."""
    made = []

    def watched_bot(rng):
        made.append(WatchedBot(rng, table))
        return made[-1]

    table.app.bot_class = watched_bot
    return made


def _expected_choice(decision):
    """What choose() makes from where a decision started, with the same Rng state."""
    rng = Rng(1)
    rng.setstate(decision["rng"])
    return bots.GreedyBot(rng).choose(decision["state"].clone())


def _start_against_a_bot(table):
    table.press(0, CONFIRM)  # pick dice_duel
    table.press(0, CONFIRM)
    table.press(2, STEP)  # a bot at seat 2
    table.hold(0, CONFIRM)


def test_a_bot_thinks_a_slice_per_step_while_the_table_runs_and_moves_as_choose_would():
    table = Table()
    app = table.app
    app.pacing.bot_ms = (
        20  # less than a bot's thinking here takes: its move comes when it has decided
    )
    app.pacing.frame_ms = 10
    made = _watch_the_bot(table)
    applied = {}  # action number -> when its log line came

    def write(line):
        table.lines.append(line)
        event = json.loads(line)
        if event["ev"] == "action":
            applied[event["n"]] = table.now

    app.log.write_line = write
    _start_against_a_bot(table)
    while app.mode == 3:
        if app.prompt(0) is not None:
            table.press(0, CONFIRM)
        else:
            table.run(5)
    history = app.match.state.history()
    frames_while_thinking = 0
    for decision in made[0].decisions:
        slices = decision["slices"]
        for i in range(1, len(slices)):
            assert slices[i][0] == slices[i - 1][0] + 5  # a slice per step of the table ...
            assert slices[i][1] == slices[i - 1][1] + 1  # ... and the watchdog fed between
        frames_while_thinking = max(frames_while_thinking, slices[-1][2] - slices[0][2])
        n = decision["state"].history_length()
        assert decision["choice"] == _expected_choice(decision) == history[n]
        # its move: once it has decided, and no sooner than bot_ms after its turn began
        assert applied[n + 1] == max(slices[-1][0], decision["began"] + app.pacing.bot_ms)
    assert frames_while_thinking >= 2, [len(d["slices"]) for d in made[0].decisions]


def test_a_reboot_while_a_bot_thinks_drops_its_thoughts_and_it_decides_the_same_again():
    table = Table()
    made = _watch_the_bot(table)
    _start_against_a_bot(table)
    for _ in range(2000):
        thinking = [d for d in made[0].decisions if len(d["slices"]) >= 2 and "choice" not in d]
        if thinking:
            break
        if table.app.prompt(0) is not None:
            table.press(0, CONFIRM)
        else:
            table.app.step(table.now + 5)  # a step at a time: catch the bot mid-thought
            table.now += 5
    decision = thinking[0]
    n = decision["state"].history_length()
    rebooted = Table(storage=table.storage)
    assert rebooted.events("resume")[0]["n"] == n  # the save is from before it began
    while rebooted.app.match.state.history_length() <= n:
        rebooted.run(5)
    assert rebooted.app.match.state.history()[n] == _expected_choice(decision)
    table.app.leave()  # the first table leaves its game, mid-thought
    assert table.app.match is None  # and its thinking with it
    table.run(100)
    assert table.events()[-1]["ev"] == "select"
