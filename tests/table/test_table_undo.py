"""Taking back at the table (ruling U1; docs/table.md, "Taking back"): in every game, with the
step held on past its long press tried at every person's decision, a seat takes back its
own last action when the engine allows it, and only then. Taken back, the save and every
seat's view are exactly as before that action, the decision is offered again, the log says
it in the action's own words and the seat's LED answers white; refused, nothing changes and
the LED blinks red. A bot's action is never taken back, and a power cut right after a
take-back resumes the game taken back."""

import gc
import hashlib
import json

from engines.rng import Rng
from support import table_fakes
from support.app_rig import app_on_a_fake_clock
from support.table_fakes import LONG
from table import take_back
from table.seat import private

ISOLATE = True  # a game and a table for each test: one VM each, as on a Pico

HUMANS = (1, 3)  # blue and purple: never the red of a refusal nor the white of a take-back
BOT = 2
SEATS = (1, 2, 3)
DECISIONS = 60  # people's decisions a game is played through, at most
TAKEN = 2  # take-backs a game is played to, one after a bot's action refused; then the power
# goes, right after the last


class _Log:
    """The serial log's last line of each kind (the state lines left out: a monitor's)."""

    def __init__(self):
        self.last = {}  # type: dict

    def __call__(self, line):
        if not line.startswith('{"ev": "state"'):
            event = json.loads(line)
            self.last[event["ev"]] = event


JUDGED_MS = take_back.JUDGE_MS + 100


def _begin(name, log, storage):
    """`name` begun with people at HUMANS and a bot at BOT."""
    app, run, press = app_on_a_fake_clock(3, log=log, storage=storage)
    while app.lobby.names[app.lobby.index] != name:
        press(0)
    press(1)
    for seat in HUMANS:
        press(2 * seat + 1)
    press(2 * BOT)
    press(2 * HUMANS[0] + 1, LONG)
    return app, run, press


def _decision(app, run):
    """The seat of the next person's decision, or -1 at the game's end."""
    for _ in range(3000):
        for seat in HUMANS:
            if app.prompt(seat) is not None:
                return seat
        if app.state().is_terminal():
            return -1
        run(10)
    raise AssertionError("no decision came")


def _views(app):
    """What a take-back gives back, as a digest (a Pico's heap holds no three tables' views):
    the save, the state's text, every seat's view (but its recent events: the take-back is
    news), the prompts, the LEDs' picture of the board."""
    digest = hashlib.sha256(app.saves.storage.load("game").encode())
    digest.update(app.state().serialize().encode())
    for seat in SEATS:
        view = private.model(app, seat, False)
        del view["events"]
        view.pop("undo", None)  # whether it may take back now: judged a second on, asked apart
        digest.update(json.dumps(view).encode())
    digest.update(json.dumps([app.prompt(seat) for seat in SEATS]).encode())
    digest.update(bytes(app.match.view.base))
    return digest.digest()


def _white(colour):
    red, green, blue = colour >> 16 & 0xFF, colour >> 8 & 0xFF, colour & 0xFF
    return red == green == blue > 0


def _red(colour):
    return colour >> 16 & 0xFF > 0 and not colour & 0xFFFF


def _hold_step(app, run, press, seat):
    """Hold `seat`'s step on past its long press (2 s in all); the colours its LED showed
    as the table answered."""
    button = 2 * seat
    app.buttons.hold_down(button)
    press(button)
    press(button, LONG)
    run(1250)  # the answer is due 1300 ms after the long press
    led = app.leds.seats[seat]
    seen = []
    for _ in range(40):
        run(5)
        colour = app.pixels.colour(led)
        if colour not in seen:
            seen.append(colour)
    app.buttons.hold_down(button, False)
    return seen


def _refused(app, run, press, seat, views):
    seen = _hold_step(app, run, press, seat)
    assert _views(app) == views, "a refused take-back changed something"
    assert [c for c in seen if _red(c)] and not [c for c in seen if _white(c)], seen


def _choose(app, press, seat, rng):
    """One of the first three choices, stepped to with the buttons, confirmed."""
    for _ in range(rng.below(min(app.prompt(seat)[1], 3))):
        press(2 * seat)
    press(2 * seat + 1)


def _play(name):
    log = _Log()
    storage = table_fakes.Storage()
    app, run, press = _begin(name, log, storage)
    rng = Rng(11)
    kept = {}  # type: dict  # history length -> _views() at a person's decision there
    tried = []
    taken = bots = 0
    for _ in range(DECISIONS):
        seat = _decision(app, run)
        assert seat >= 0, "the game ended before %d take-backs" % TAKEN
        run(JUDGED_MS)  # the decision has stood long enough to be judged
        n = app.history_length()
        kept[n] = views = _views(app)
        kept.pop(n - 3, None)
        if not tried:  # another seat than the one deciding: not its turn
            _refused(app, run, press, HUMANS[1] if seat == HUMANS[0] else HUMANS[0], views)
        if n in tried:
            _choose(app, press, seat, rng)
            continue
        tried.append(n)
        last = log.last["action"]
        allowed = app.match.undoable(seat)
        assert allowed == app.state().undoable()  # the judgement the views show is the engine's
        assert ("undo" in private.model(app, seat, False)) == bool(allowed)  # the phone's
        if not allowed:
            if last.get("seat") != seat:
                bots += last.get("seat") == BOT
            _refused(app, run, press, seat, views)
            _choose(app, press, seat, rng)
            continue
        assert last["n"] == n and last["seat"] == seat, "only the seat's own action"
        seen = _hold_step(app, run, press, seat)
        assert app.history_length() == n - 1
        assert _views(app) == kept[n - 1], "the take-back gave back another state"
        said = log.last["undo"]
        words = last["text"][len("seat %d " % (seat + 1)) :]
        if not last["text"].startswith("seat "):
            words = last["text"]
        assert said["text"] == "seat %d takes back: %s" % (seat + 1, words), said
        assert said["n"] == n - 1 and said["seat"] == seat
        assert private.model(app, seat)["events"][-1] == said["text"]
        assert [c for c in seen if _white(c)] and not [c for c in seen if _red(c)], seen
        taken += 1
        if taken >= TAKEN and bots:
            break
    assert taken >= TAKEN, "only %d take-backs in %d decisions" % (taken, DECISIONS)
    assert bots, "no take-back was tried right after a bot's action"
    # the power goes right after the take-back: the table resumes the game taken back
    before = _views(app)
    allowed = app.match.undoable(seat)
    app = run = press = None
    gc.collect()
    app, run, press = app_on_a_fake_clock(3, log=log, storage=storage)
    assert log.last["resume"]["n"] == n - 1
    assert _views(app) == before
    assert app.match.undoable(seat) == allowed


def test_tycoon_takes_back_a_seats_own_action_and_nothing_else():
    _play("tycoon")


def test_scream_machine_takes_back_a_seats_own_action_and_nothing_else():
    _play("scream_machine")


def test_scream_park_takes_back_a_seats_own_action_and_nothing_else():
    _play("scream_park")


def test_scream_takes_back_a_seats_own_action_and_nothing_else():
    _play("scream")
