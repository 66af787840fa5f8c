"""The game in play: its engine state and seats, chance and bots with their pacing, the human
seats' choices, the LED view, and the save after every action.

A Match is made when the seats have joined (table/lobby.py) or from the save at boot, and is
dropped when the game is left. It changes the App only through the App's methods (the mode,
a redraw, showing a frame) and leaves it to the App to leave the game (button() and
advance() say when); the App reaches it through its methods alone. The log's news of an
action (a new round, points scored) is made here, where the action is applied, from the
public observation: the LED views only draw.

A game with no person at it is a demo (Lobby.demo): any button press ends it, it is never
saved (a shop window showing it all day would wear the flash out, and a power cut ends it),
and a while after its end the next game's demo begins.
"""

import gc
import json
import sys
from array import array

from compat import TYPE_CHECKING, const, forget
from engines import bots
from engines.core import CHANCE, PUBLIC, TERMINAL
from engines.rng import MAX, Rng
from hal.buttons import PRESS
from hal.clock import ticks_add, ticks_diff
from table import names
from table.modes import BOT, EMPTY, HUMAN, OVER, PLAY, level
from table.picker import Picker

if TYPE_CHECKING:  # loaded for a game people play (Match.__init__), named for the types
    from table import take_back  # noqa: F401 - named in a type comment

_MICROPYTHON = sys.implementation.name == "micropython"
_STATE_LINE = '{"ev":"state","text":"public state","obs":{'  # then "key":value and _LAST or }}
_LAST = '},"end":true}'
_DEMO_REST_MS = const(8000)  # a demo's end stays on the LEDs this long before the next
_RECORD_CHUNK = const(64)  # a finished game's actions are kept this many to a block


def players(seats):
    """How many seats take part (human or bot)."""
    count = 0
    for kind in seats:
        if kind != EMPTY:
            count += 1
    return count


def _joined(numbers):
    return ", ".join([str(n) for n in numbers])


def log_state(log, public):
    """The public board for a laptop's monitor (host_tools/monitor.py): the
    observation(PUBLIC) of the state just announced, never anything hidden, after every
    action, a start and a resume, on `log` (table/log.Log). One line per key, keys sorted (the
    same lines on every runtime), the last one marked "end": a line holds one value, its JSON
    written to the port as it is made, so no line asks the heap for a block its length."""
    if log.write_line is None and log.write_json_line is None:
        return
    keys = sorted(public)
    last = len(keys) - 1
    for i in range(len(keys)):
        key = keys[i]
        log.json_line(
            _STATE_LINE + json.dumps(key) + ":", public[key], _LAST if i == last else "}}"
        )


def start(app, name, seats, now, options=None):
    """A new game of `name` (its engine loaded, given `options`, new_game's keywords) at
    `seats` (bytearray of seat kinds): bots of the usual level fill up to the minimum, the game
    begins, is saved and announced. Returns the Match."""
    if HUMAN in list(seats):  # (MicroPython has no `in` for an int in a bytearray)
        _load_taking_back()  # before the engine: see there
    module = app.games.load(name)
    for seat in range(len(seats)):
        if players(seats) >= module.GAME["min_players"]:
            break
        if seats[seat] == EMPTY:
            seats[seat] = BOT
    # the moment of the press stirs the boot seed: two games never deal alike
    rng = Rng((app.seed * 31 + now) & MAX)
    state = module.new_game(players(seats), **(options or {}))
    match = Match(app, name, module, seats, rng, state)
    public = match.begin(now)
    match.save()  # first: the game exists, and may be announced, once it is saved
    match.log_start("start")
    match.log_news(public)
    return match


def _load_taking_back():
    """The judge of taking back (engines/undo.py) and its LEDs, for a game people play: at
    its start, before the engine and the view, into a heap still in large pieces (loaded
    later in a game, its code found no room). A resume loads them after its replay."""
    __import__(names.UNDO)
    __import__(names.TAKE_BACK)


class Match:
    """One game at the table, from its start (or resume) until it is left."""

    def __init__(self, app, name, module, seats, rng, state):
        self.app = app
        self.name = name
        self.module = module
        self.facts = module.GAME
        self.seats = seats  # per seat: EMPTY, HUMAN or a bot (modes.level() its level)
        self.seat_of = [s for s in range(len(seats)) if seats[s] != EMPTY]  # player -> seat
        self.names = ()  # type: tuple  # how a label names each player (relabel)
        self.relabel()
        self.rng = rng
        self.state = state
        self.demo = True  # nobody plays: a demo (see above)
        # each bot seat its own bot of its level; App.bot_class makes the usual level's
        self.bots = []  # type: list
        for seat in self.seat_of:
            strength = level(seats[seat])
            if strength < 0:  # a person
                self.demo = False
                self.bots.append(None)
            elif strength == 1:
                self.bots.append(app.bot_class(rng))
            else:
                self.bots.append(bots.make(strength, rng))
        self.taking = None  # type: take_back.TakeBack | None  # a game people play: theirs
        self.picker = Picker()
        self.step_from = -1  # the highlight before the latest step press (unstep)
        self.waiting = False  # a bot or chance is about to move
        self.wait_until = 0
        self.thinking = None  # the bot's thoughts() while it decides, a slice per step
        self.choice = None  # what the bot decided, once it has, until its move is due
        self.was = None  # type: tuple | None  # the round and points last logged (log_news)
        self.finished = None  # type: Finished | None  # the game over, for its record
        kind = names.VIEWS + self.facts["view"] + names.VIEW
        __import__(kind)
        self.view = sys.modules[kind].View(app.leds, self.seat_of, app.pacing, self.facts, module)
        if not self.demo:  # the engine keeps undo for the people: bots never take back
            self.state.keep_undo([p for p in range(len(self.seat_of)) if self.bots[p] is None])
            _load_taking_back()
            self.taking = sys.modules[names.TAKE_BACK].TakeBack(self)

    def relabel(self):
        """How labels name each player (engines.core): the name a phone gave the seat
        (App.name_seat), else the seat they sit at, counted from 1."""
        given = self.app.seat_names
        self.names = tuple([given[s] or "seat %d" % (s + 1) for s in self.seat_of])

    # ---- what front ends may ask -----------------------------------------------------------

    def title(self):
        return self.facts["title"]

    def who(self, seat):
        """Who sits at `seat`, in words: "human", "hard bot", "empty"."""
        kind = self.seats[seat]
        if kind >= BOT:
            return bots.LEVELS[level(kind)] + " bot"
        return "human" if kind == HUMAN else "empty"

    def player_at(self, seat):
        """The player index seated at `seat`, or -1."""
        for p in range(len(self.seat_of)):
            if self.seat_of[p] == seat:
                return p
        return -1

    def kind(self, seat):
        """EMPTY, HUMAN or a bot (modes.level() its level)."""
        return self.seats[seat]

    def prompt(self, seat):
        """(highlighted position, choices, label) when `seat` has a move to make, else None:
        the choice as the deciding seat alone may see it."""
        picker = self.picker
        if not picker.active() or self.seat_of[picker.player] != seat:
            return None
        label = self.state.action_to_string(picker.current(), picker.player, self.names)
        return picker.index, len(picker.actions), label

    # ---- the game's life --------------------------------------------------------------------

    def begin(self, now):
        """Play starts (or resumes): the LEDs' view of the state, a human's choice offered."""
        self.app.set_mode(PLAY)
        public = self._refresh(None, None, now)
        if self.taking is not None:
            self.taking.offer(now)
        return public

    def save(self):
        if not self.demo:  # a demo is never saved
            app = self.app
            app.saves.write(self.name, self.seats, self.state, self.rng, app.seat_names)

    def end(self, keep_save=False):
        """The game is left: its save (unless kept, for a game set aside), its engine's modules
        and its view's go."""
        if not keep_save:
            self.app.saves.clear()
        self.stop_waiting()
        self.picker.close()
        self.app.games.unload(self.name)
        forget(names.UNDO)  # the judge of taking back goes with the engine, its LEDs too
        forget(names.TAKE_BACK)
        forget(names.UNDO_CUE)
        # its view's modules go too, as its engine's do (the lobby's went when it began): a
        # table that plays every game in turn holds one game's view at a time, never all
        for name in [
            key for key in sys.modules if key.startswith(names.VIEWS) and key.endswith(names.VIEW)
        ]:
            forget(name)

    def stop_waiting(self):
        """No bot or chance is about to move (any more): a bot's thinking is dropped."""
        self.waiting = False
        self.thinking = None
        self.choice = None

    # ---- buttons ------------------------------------------------------------------------------

    def button(self, seat, confirm, kind, now):
        """A seat's press or long press while the game is in play; True when it ends the
        game (any press ends a demo), for the App to leave it."""
        if self.demo:
            return True
        picker = self.picker
        if not picker.active() or self.seat_of[picker.player] != seat:
            return False  # not this seat's decision: ignored
        if confirm:
            if kind == PRESS:
                self.apply(picker.current(), now)
            return False
        if kind == PRESS:
            self.step_from = picker.index
        picker.move(1 if kind == PRESS else -2)
        self.view.highlight(picker, now)
        self.app.redraw()
        return False

    def unstep(self, seat, now):
        """The step press that began a gesture (table/app.py) moved nothing: the highlight
        goes back to where it was before it."""
        picker = self.picker
        if self.step_from < 0 or not picker.active() or self.seat_of[picker.player] != seat:
            return
        picker.index = self.step_from
        self.step_from = -1
        self.view.highlight(picker, now)
        self.app.redraw()

    def choose(self, seat, index, now):
        """A seat takes choice `index` of its open decision from a front end other than its
        buttons (a phone, table/web/companion.py): the highlight moves there and is confirmed,
        the path a confirm press takes. ValueError when the decision is not that seat's or
        has no such choice; nothing changes then."""
        picker = self.picker
        if self.app.mode != PLAY or not picker.active() or self.seat_of[picker.player] != seat:
            raise ValueError("seat %d has no decision to make" % (seat + 1))
        if type(index) is not int or not 0 <= index < len(picker.actions):
            raise ValueError("seat %d has no choice %r" % (seat + 1, index))
        picker.index = index
        self.apply(picker.current(), now)

    # ---- chance and bots ------------------------------------------------------------------------

    def advance(self, now):
        """Let chance or a bot move once its moment has come (nothing to do: no allocation).
        True when a demo's end has been shown a while: the App leaves it for the next demo.

        A bot thinks in slices (engines.bots thoughts(): a rollout each), one per step of the
        table, so frames, the buttons and the watchdog carry on while it decides; its move
        comes once it has decided and bot_ms has passed since its turn began."""
        state = self.state
        taking = self.taking
        if taking is not None and taking.due(now):
            taking.judge()
            return False
        if self.picker.active() or self.view.busy(now):
            return False
        player = state.current_player()
        if player == TERMINAL:
            return self.waiting and ticks_diff(now, self.wait_until) >= 0
        if player != CHANCE and (player < 0 or self.seats[self.seat_of[player]] < BOT):
            return False
        pacing = self.app.pacing
        if not self.waiting:
            self.waiting = True
            if player == CHANCE:
                self.wait_until = ticks_add(now, pacing.chance_ms)
            else:
                self.wait_until = ticks_add(now, pacing.bot_ms)
                self.thinking = self.bots[player].thoughts(state)
            return False
        if self.thinking is not None:
            thought = next(self.thinking)
            if thought is None:
                return False  # more to think: the next step goes on
            self.thinking = None
            self.choice = thought
        if ticks_diff(now, self.wait_until) < 0:
            return False
        if player == CHANCE:
            action = state.chance_action(self.rng)
        else:
            action = self.choice
        self.apply(action, now)
        return False

    def apply(self, action, now):
        """Apply a legal action: show it, save it, log it, all before the next action can come.

        The frame that answers the action goes out first, so a confirm shows at once; the
        collection, the save and the log lines follow in the same step. The action is logged
        only once it is saved (a power cut before then resumes without it, and the log never
        announced it)."""
        state = self.state
        actor = state.current_player()
        label = state.action_to_string(action, PUBLIC, self.names)
        state.apply_action(action)
        public = self._refresh(actor, action, now)
        self.shown_and_saved(now)
        fields = [("n", state.history_length()), ("player", actor)]
        if actor >= 0:
            fields.append(("seat", self.seat_of[actor]))
        self.app.log.event("action", label, fields)
        self.log_news(public, True)
        if self.taking is not None:
            self.taking.offer(now)

    def shown_and_saved(self, now):
        """A new state's frame goes out, then a collection, then the save (apply, and a
        take-back: table/take_back.py)."""
        self.app.show(now)
        # A bot's search and the views' update leave garbage of every size: collect it now,
        # once the frame is out, so no collection falls mid-animation and the save finds the
        # heap in large pieces. (CPython frees by reference counting; a full collection there
        # is only slow.)
        if _MICROPYTHON:
            gc.collect()
        self.save()

    def _refresh(self, actor, action, now):
        """The views of a new state: the LEDs' view, the picker for a human's decision, game
        over. Returns the public observation they were made from (this allocates)."""
        state = self.state
        app = self.app
        self.stop_waiting()
        self.picker.close()
        app.clear_presses()
        view = self.view
        public = state.observation(PUBLIC)
        view.update(state, public, actor, action, now)
        player = state.current_player()
        if state.is_terminal():
            app.set_mode(OVER)
            if self.demo:  # its end shows a while, then the next demo
                self.waiting = True
                self.wait_until = ticks_add(now, _DEMO_REST_MS)
        elif player >= 0 and self.seats[self.seat_of[player]] == HUMAN:
            actions = state.legal_actions()
            # an engine's BID marks a choice of amounts (table/picker.py's ladder)
            zero = getattr(self.module, "BID", -1)
            self.picker.offer(player, actions, view.places(state, actions), zero)
            self.step_from = -1  # a step pressed in another decision moved nothing of this one
            view.highlight(self.picker, now)
        app.redraw()
        return public

    # ---- taking back (ruling U1; docs/table.md, "Taking back"): table/take_back.py ---------

    def undoable(self, seat):
        """How many of its last actions `seat` may take back now, as last judged (0: none, or
        not judged yet): what a seat view shows, without judging again."""
        taking = self.taking
        return taking.known(seat) if taking is not None else 0

    def take_back(self, seat, now):
        """`seat` takes back its last action if the engine allows it (TakeBack.take): None
        when taken back, else why not, in words."""
        taking = self.taking
        if taking is None:
            return "nobody takes back in a game of bots"
        return taking.take(seat, now)

    # ---- the serial log -------------------------------------------------------------------------

    def log_start(self, ev):
        kinds = ["human" if self.seats[s] == HUMAN else "bot" for s in self.seat_of]
        text = "%s, %d players: %s" % (
            self.title(),
            len(self.seat_of),
            ", ".join([self._named(s) + self.who(s) for s in self.seat_of]),
        )
        option = self.facts.get("option")
        if option is not None:
            on = self.state.options.get(option[0], True)
            text += "; %s: %s" % (option[1], "on" if on else "off")
        fields = [("game", self.name), ("seats", self.seat_of), ("kinds", kinds)]
        if ev == "resume":
            done = self.state.history_length()
            fields.append(("n", done))
            text = "resumed at action %d: %s" % (done, text)
        self.app.log.event(ev, text, fields)

    def _named(self, seat):
        """ "seat 2 " or, for a seat a phone named, "seat 2 (Anna) "."""
        given = self.app.seat_names[seat]
        return "seat %d %s" % (seat + 1, "(%s) " % given if given else "")

    def log_news(self, public, acted=False):
        """The log lines of a state change (acted: an action's, not a start's or a resume's):
        its news, the public state for a monitor, and the end of the game.

        The news is what changed in the PUBLIC observation `public` since the state logged
        before: a new round (or month, as the engine's MONTHS names it), and points scored
        where the observation keeps `points` apart from the scores (Tycoon's guest points).
        Made here, where the action was applied: the LED views only draw."""
        log = self.app.log
        facts = self.facts
        key = facts["round"]
        now = public.get(key)
        points = public.get("points")
        was = self.was
        self.was = (now, points)
        if acted and was is not None:
            if now != was[0]:
                months = getattr(self.module, "MONTHS", None)
                if months is not None:
                    log.event(key, "%s: %s" % (key, months[now]), ((key, now),))
                else:
                    scores = public[facts["scores"]]
                    text = "%s %d begins; scores %s" % (key, now, _joined(scores))
                    log.event("round", text, (("round", now), ("scores", scores)))
            if points is not None and points != was[1]:
                scorers = [p for p in range(len(points)) if points[p] != was[1][p]]
                fields = (("points", points), ("scored", scorers))
                log.event("points", "guest points: %s" % _joined(points), fields)
        log_state(log, public)
        if self.state.is_terminal():
            self._log_over(not acted)

    def _log_over(self, resumed=False):
        """The GAME OVER line, with the result and the number the game's record gets; what
        the record needs is kept (Finished) for the App to write once the engine is gone
        (App.leave). resumed: the table came back to a game already over (a power cut)."""
        state = self.state
        winners = state.winners()
        scores = state.scores()
        names = ", ".join([self.names[p] for p in winners])
        if not winners:  # a solo game the game itself won
            names = "nobody"
        fields = [("winners", [self.seat_of[p] for p in winners]), ("scores", scores)]
        number = 0 if self.demo else self.app.next_record
        if number:
            self.finished = Finished(self, resumed)
            fields.append(("record", number))
        self.app.log.event(
            "over",
            "GAME OVER: %s wins; scores %s" % (names, _joined(scores)),
            fields,
        )


class Finished:
    """What the table keeps of a finished game for its record (table/records.py) once its
    engine is unloaded, read as records.append reads an engine state: the game's name,
    options, seats and players' labels, its result and its actions. `resumed`: the game came
    back at a resume, and may have been recorded just before the power cut."""

    def __init__(self, match, resumed):
        state = match.state
        self.GAME = {"name": match.name}
        self.options = state.options
        self.seats = bytes(match.seats)
        self.names = match.names
        self.resumed = resumed
        self.result = (state.scores(), state.winners())
        self.count = state.history_length()
        # pieces of _RECORD_CHUNK actions, two bytes each (a list where one passes 0xFFFF): a
        # long game asks for no block the size of its actions while its engine is still loaded
        self.chunks = []  # type: list
        for start in range(0, self.count, _RECORD_CHUNK):
            piece = state.history_slice(start, _RECORD_CHUNK)
            small = True
            for action in piece:
                if action > 0xFFFF:
                    small = False
            self.chunks.append(array("H", piece) if small else piece)

    def scores(self):
        return self.result[0]

    def winners(self):
        return self.result[1]

    def history_length(self):
        return self.count

    def history_slice(self, start, size):
        out = []  # type: list
        end = min(start + size, self.count)
        while start < end:
            piece = self.chunks[start // _RECORD_CHUNK]
            at = start % _RECORD_CHUNK
            part = piece[at : at + end - start]
            out.extend(part)
            start += len(part)
        return out
