"""The game in progress, for the app: start or resume it, let chance and bots move with their
pacing, apply actions (shown, then saved, then logged), and end it.

Functions on the App rather than methods, so that each module stays small enough for the
MicroPython compiler's heap where the table is compiled from source (the bench's source
form; a Pico given .py files); the tests run it precompiled, as `make flash` installs it.
"""

import gc
import json
import sys

from compat import const
from engines.core import CHANCE, PUBLIC
from engines.rng import Rng
from hal.clock import ticks_add, ticks_diff
from table import saves
from table.modes import BOT, EMPTY, HUMAN, OVER, PLAY, title

_SEED_MASK = const(0x3FFFFFFF)
_MICROPYTHON = sys.implementation.name == "micropython"
_STATE_LINE = '{"ev":"state","text":"public state","obs":{'  # then "key":value and _LAST or }}
_LAST = '},"end":true}'


def players(app):
    """How many seats take part (human or bot)."""
    count = 0
    for kind in app.seats:
        if kind != EMPTY:
            count += 1
    return count


def start(app, now):
    """A long confirm at a joined seat: bots fill up to the minimum, the game begins."""
    game = app.module.GAME
    for seat in range(len(app.seats)):
        if players(app) >= game["min_players"]:
            break
        if app.seats[seat] == EMPTY:
            app.seats[seat] = BOT
    # the moment of the press stirs the boot seed: two games never deal alike
    app.rng = Rng((app.seed * 31 + now) & _SEED_MASK)
    app.state = app.module.new_game(players(app))
    public = _begin(app, now)
    save(app)  # first: the game exists, and may be announced, once it is saved
    _log_start(app, "start")
    _log_news(app, public)


def resume(app):
    """Resume the saved game, if any; a save that cannot be resumed is reported and cleared,
    and the table starts clean: never a boot loop. True if a game was resumed."""
    try:
        saved = app.saves.read()
        if saved is None:
            return False
        name, seats, engine_text, rng_state = saved
        if name not in app.game_names or len(seats) != len(app.seats):
            raise saves.BadSave("save is for %r on %d seats" % (name, len(seats)))
        gc.collect()
        module = app.games.load(name)
        state = module.deserialize(engine_text)
        for seat, kind in enumerate(seats):
            app.seats[seat] = kind
        app.game = name
        app.game_index = app.game_names.index(name)
        app.module = module
        app.state = state
        app.rng = Rng(1)
        app.rng.setstate(rng_state)
        public = _begin(app, 0)
    except Exception as err:  # noqa: BLE001 - whatever is wrong with a save, start clean
        app.log.event("save_error", "saved game cleared, starting clean: %s" % err)
        for seat in range(len(app.seats)):
            app.seats[seat] = EMPTY
        app.state = None
        app.module = None
        app.game = None
        try:
            app.saves.clear()
        except OSError as clear_err:
            app.log.event("save_error", "could not clear the save: %s" % clear_err)
        for name in app.game_names:
            unload(app, name)
        return False
    _log_start(app, "resume")
    _log_news(app, public)
    return True


def save(app):
    app.saves.write(app.game, app.seats, app.state, app.rng)


def leave(app):
    """Forget the game (its save, its engine's modules) and go back to the game select."""
    app.saves.clear()
    name = app.game
    app.state = None
    app.module = None
    app.bot = None
    app.view = None
    app.picker.close()
    app.game = None
    if name is not None:
        unload(app, name)
    app.enter_select()


def unload(app, name):
    """Forget a game's engine modules so their RAM can be collected."""
    app.games.unload(name)
    gc.collect()


def _begin(app, now):
    _forget_lobby(app)
    app.seat_of = [s for s in range(len(app.seats)) if app.seats[s] != EMPTY]
    app.bot = app.bot_class(app.rng)
    app.joining = False
    app.set_mode(PLAY)
    if app.game == "tycoon":
        from table.tycoon_view import TycoonView

        app.view = TycoonView(app, app.module)
    else:
        from table.cards_view import CardsView

        app.view = CardsView(app, app.game)
    return _refresh(app, None, None, now)


def _forget_lobby(app):
    """A game begins: the game select's code and its LEDs are not needed until it ends
    (leave() loads them again), so their modules go (see table/lobby.py)."""
    app.menu = None
    package = sys.modules.get("table")
    for name in ("lobby", "menu_view"):
        sys.modules.pop("table." + name, None)
        if package is not None and name in package.__dict__:
            delattr(package, name)


def _log_start(app, ev):
    kinds = ["human" if app.seats[s] == HUMAN else "bot" for s in app.seat_of]
    text = "%s, %d players: %s" % (
        title(app.game),
        len(app.seat_of),
        ", ".join(["seat %d %s" % (app.seat_of[i] + 1, kinds[i]) for i in range(len(kinds))]),
    )
    fields = [("game", app.game), ("seats", app.seat_of), ("kinds", kinds)]
    if ev == "resume":
        done = app.state.history_length()
        fields.append(("n", done))
        text = "resumed at action %d: %s" % (done, text)
    app.log.event(ev, text, fields)


def advance(app, now):
    """Let chance or a bot move once its moment has come (nothing to do: no allocation).

    A bot thinks in slices (engines.bots thoughts(): a rollout each), one per step of the
    table, so frames, the buttons and the watchdog carry on while it decides; its move
    comes once it has decided and bot_ms has passed since its turn began."""
    state = app.state
    if app.picker.active() or app.view.busy(now):
        return
    player = state.current_player()
    if player != CHANCE and (player < 0 or app.seats[app.seat_of[player]] != BOT):
        return
    if not app.waiting:
        app.waiting = True
        if player == CHANCE:
            app.wait_until = ticks_add(now, app.chance_ms)
        else:
            app.wait_until = ticks_add(now, app.bot_ms)
            app.thinking = app.bot.thoughts(state)
        return
    if app.thinking is not None:
        thought = next(app.thinking)
        if thought is None:
            return  # more to think: the next step goes on
        app.thinking = None
        app.choice = thought
    if ticks_diff(now, app.wait_until) < 0:
        return
    if player == CHANCE:
        action = app.rng.weighted(state.chance_outcomes())
    else:
        action = app.choice
    apply(app, action, now)


def apply(app, action, now):
    """Apply a legal action: show it, save it, log it, all before the next action can come.

    The frame that answers the action goes out first, so a confirm shows at once; the
    collection, the save and the log lines follow in the same step. The action is logged
    only once it is saved (a power cut before then resumes without it, and the log never
    announced it)."""
    state = app.state
    actor = state.current_player()
    label = state.action_to_string(action, PUBLIC)
    state.apply_action(action)
    public = _refresh(app, actor, action, now)
    app.show(now)
    # A bot's search and the views' update leave garbage of every size: collect it now,
    # once the frame is out, so no collection falls mid-animation and the save finds the
    # heap in large pieces. (CPython frees by reference counting; a full collection there
    # is only slow.)
    if _MICROPYTHON:
        gc.collect()
    save(app)
    fields = [("n", state.history_length()), ("player", actor)]
    if actor >= 0:
        fields.append(("seat", app.seat_of[actor]))
    app.log.event("action", label, fields)
    _log_news(app, public)


def state_changed(app, actor, action, now):
    """Refresh everything that depends on the game state, and log its public news."""
    _log_news(app, _refresh(app, actor, action, now))


def _refresh(app, actor, action, now):
    """The views of a new state: the LEDs' view, the picker for a human's decision, game
    over. Returns the public observation they were made from (this allocates)."""
    state = app.state
    app.stop_waiting()
    app.picker.close()
    app.clear_presses()
    view = app.view
    public = state.observation(PUBLIC)
    view.update(state, public, actor, action, now)
    player = state.current_player()
    if state.is_terminal():
        app.set_mode(OVER)
    elif player >= 0 and app.seats[app.seat_of[player]] == HUMAN:
        actions = state.legal_actions()
        app.picker.offer(player, actions, view.places(state, actions))
        view.highlight(app.picker, now)
    app.dirty = True
    return public


def _log_news(app, public):
    """The log lines of a state change: what the view found (points, a new month or
    round), the public state for a monitor, and the end of the game."""
    for ev, text, fields in app.view.news:
        app.log.event(ev, text, fields)
    _log_state(app, public)
    if app.state.is_terminal():
        _log_over(app)


def _log_state(app, public):
    """The public board for a laptop's monitor (host_tools/monitor.py): the observation(PUBLIC)
    of the state just announced, never anything hidden, after every action, a start and a
    resume. One line per key, keys sorted (the same lines on every runtime), the last one
    marked "end": a line holds one value as compact JSON, so the biggest block it asks of
    the heap is one key's, never the whole board's."""
    write = app.log.write_line
    if write is None:
        return
    keys = sorted(public)
    last = len(keys) - 1
    for i in range(len(keys)):
        key = keys[i]
        value = json.dumps(public[key], separators=(",", ":"))
        write("%s%s:%s%s" % (_STATE_LINE, json.dumps(key), value, _LAST if i == last else "}}"))


def _log_over(app):
    state = app.state
    winners = state.winners()
    scores = state.scores()
    names = ", ".join(["seat %d" % (app.seat_of[p] + 1) for p in winners])
    if not winners:  # a solo game the game itself won
        names = "nobody"
    app.log.event(
        "over",
        "GAME OVER: %s wins; scores %s" % (names, ", ".join([str(s) for s in scores])),
        (("winners", [app.seat_of[p] for p in winners]), ("scores", scores)),
    )
