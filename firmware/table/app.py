"""The table app: boot -> game select -> seats join -> play -> game over, one step at a time.

`App.step(now_ms)` does one pass and returns: poll the buttons, act on their events, let a
bot or chance move when its moment has come, render a frame when one is due, feed the
watchdog. It never sleeps; time is passed in, so tests and the simulator run it on a
virtual clock. The game is saved after every action and resumed at boot.

Seats (one per SEAT_BUTTONS pair, clockwise) are EMPTY, HUMAN or BOT; the players of a game
are the non-empty seats in seat order. Button ids in the bank: seat * 2 (step) and
seat * 2 + 1 (confirm).
"""
# The game's attributes (state, module, view, bot) are None outside a game; the mode says
# when they are set, which mypy cannot follow:
# mypy: disable-error-code="union-attr"

import gc

import engines
from compat import const, ticks_add, ticks_diff
from engines import bots
from engines.core import CHANCE, PUBLIC
from engines.rng import Rng
from table import config_check, frame, log, saves
from table.menu_view import BOT, EMPTY, HUMAN, ErrorView, MenuView, title
from table.picker import Picker

# Modes of the table.
ERROR = const(0)
SELECT = const(1)
JOIN = const(2)
PLAY = const(3)
OVER = const(4)
MODE_NAMES = ("error", "select", "join", "play", "over")

# hal.buttons event kinds (hal/buttons.py defines the same values).
PRESS = const(1)
RELEASE = const(2)
LONG = const(3)
DOUBLE = const(4)

_SEED_MASK = const(0x3FFFFFFF)


class App:
    """The whole table. Pacing delays are attributes, so tests and the simulator pick a speed:

    bot_ms      a bot "thinks" this long before its move shows
    chance_ms   pause before the table deals a card or draws an event
    frame_ms    the frame period while something moves on the LEDs
    """

    bot_ms = 700
    chance_ms = 150
    frame_ms = 40
    bot_class = bots.GreedyBot

    def __init__(
        self,
        config,
        pixels,
        buttons,
        storage=None,
        watchdog=None,
        write_line=None,
        seed=1,
        board=None,
        errors=None,
        games=engines,
    ):
        self.config = config
        self.pixels = pixels
        self.buttons = buttons
        self.watchdog = watchdog
        self.log = log.Log(write_line)
        self.saves = saves.Saves(storage)
        self.seed = seed & _SEED_MASK
        self.games = games  # the engines package, or a stand-in with NAMES, load(), unload()
        self.game_names = games.NAMES
        self.game_index = 0
        self.game = None  # the name of the game in select/join/play
        self.module = None
        self.state = None
        self.seats = bytearray(0)
        self.seat_of = []  # player -> seat
        self.rng = Rng(self.seed)
        self.bot = None
        self.picker = Picker()
        self.joining = False
        self.waiting = False  # a bot or chance is about to move
        self.wait_until = 0
        self.dirty = True
        self.next_frame = 0
        self.view = None
        self.pressed = bytearray(0)  # per button: pressed since the mode or decision began
        if errors is None:
            errors = config_check.check(config, board)
        self.errors = errors
        if errors:
            self._enter_error()
            return
        self.leds = frame.Leds(config)
        self.seats = bytearray(len(config.SEAT_BUTTONS))
        self.pressed = bytearray(len(config.SEAT_BUTTONS) * 2)
        self.menu = MenuView(self)
        self.log.event("boot", "Midway table ready", (("seats", len(self.seats)),))
        if not self._resume():
            self._enter_select()

    # ---- the loop ----------------------------------------------------------------------

    def step(self, now):
        """One pass of the table at time `now` (ms on the wrapping tick counter)."""
        if self.buttons is not None:
            count = self.buttons.poll(now)
            events = self.buttons.events
            for i in range(count):
                self._button(events[2 * i], events[2 * i + 1], now)
        if self.mode == PLAY:
            self._advance(now)
        if self.dirty or (self.view.dynamic and ticks_diff(now, self.next_frame) >= 0):
            self.view.draw(self.pixels.frame, now)
            self.pixels.show()
            self.dirty = False
            self.next_frame = ticks_add(now, self.frame_ms)
        if self.watchdog is not None:
            self.watchdog.feed()

    # ---- modes ---------------------------------------------------------------------------

    def _set_mode(self, mode):
        self.mode = mode
        self.dirty = True
        self.waiting = False
        for i in range(len(self.pressed)):
            self.pressed[i] = 0

    def _enter_error(self):
        count = getattr(self.config, "LED_COUNT", 0)
        if type(count) is not int or count < 1:
            count = len(self.pixels.frame) // 3
        self.view = ErrorView(count)
        self._set_mode(ERROR)
        for field, message in self.errors:
            self.log.event("config_error", message, (("field", field),))

    def _enter_select(self):
        self.joining = False
        self.menu.update()
        self.view = self.menu
        self._set_mode(SELECT)
        self._log_select()

    def _log_select(self):
        name = self.game_names[self.game_index]
        self.log.event(
            "select",
            "game %d of %d: %s" % (self.game_index + 1, len(self.game_names), title(name)),
            (("game", name),),
        )

    def _enter_join(self):
        name = self.game_names[self.game_index]
        module = self.games.load(name)
        need = module.GAME["min_players"]
        if need > len(self.seats):
            self.games.unload(name)
            self.log.event(
                "select",
                "%s needs %d seats, this table has %d" % (title(name), need, len(self.seats)),
            )
            return
        self.game = name
        self.module = module
        for seat in range(len(self.seats)):
            self.seats[seat] = EMPTY
        self.joining = True
        self.menu.update()
        self._set_mode(JOIN)
        game = module.GAME
        self.log.event(
            "join",
            "%s: %d to %d players; confirm to join, step for a bot, hold confirm to start"
            % (title(name), game["min_players"], game["max_players"]),
            (("game", name),),
        )

    def _start(self, now):
        game = self.module.GAME
        for seat in range(len(self.seats)):
            if self._players() >= game["min_players"]:
                break
            if self.seats[seat] == EMPTY:
                self.seats[seat] = BOT
        self.rng = Rng((self.seed * 31 + now) & _SEED_MASK)
        self.state = self.module.new_game(self._players())
        self._begin_play(None, now)
        self._log_start("start")
        self._save()

    def _begin_play(self, actor, now):
        self.seat_of = [s for s in range(len(self.seats)) if self.seats[s] != EMPTY]
        self.bot = self.bot_class(self.rng)
        self.joining = False
        self._set_mode(PLAY)
        self.view = self._game_view()
        self._state_changed(actor, now)

    def _game_view(self):
        if self.game == "tycoon":
            from table.tycoon_view import TycoonView

            return TycoonView(self, self.module)
        from table.cards_view import CardsView

        return CardsView(self, self.game)

    def _log_start(self, ev):
        kinds = ["human" if self.seats[s] == HUMAN else "bot" for s in self.seat_of]
        text = "%s, %d players: %s" % (
            title(self.game),
            len(self.seat_of),
            ", ".join(["seat %d %s" % (self.seat_of[i] + 1, kinds[i]) for i in range(len(kinds))]),
        )
        fields = [("game", self.game), ("seats", self.seat_of), ("kinds", kinds)]
        if ev == "resume":
            fields.append(("n", len(self.state.history())))
            text = "resumed at action %d: %s" % (len(self.state.history()), text)
        self.log.event(ev, text, fields)

    def _leave_game(self):
        self.saves.clear()
        name = self.game
        self.state = None
        self.module = None
        self.bot = None
        self.view = None
        self.picker.close()
        self.game = None
        if name is not None:
            self.games.unload(name)
        gc.collect()
        self._enter_select()

    def abandon(self, reason):
        """Drop the game in progress after an unexpected error (main.py): never a boot loop."""
        self.log.event("abandon", "game abandoned: %s" % reason)
        if self.mode == ERROR:
            return
        self._leave_game()

    def _players(self):
        count = 0
        for kind in self.seats:
            if kind != EMPTY:
                count += 1
        return count

    # ---- save and resume -----------------------------------------------------------------

    def _save(self):
        self.saves.write(self.game, self.seats, self.state, self.rng)

    def _resume(self):
        """Resume the saved game, if any; a save that cannot be resumed is reported and cleared."""
        try:
            saved = self.saves.read()
            if saved is None:
                return False
            name, seats, engine_text, rng_state = saved
            if name not in self.game_names or len(seats) != len(self.seats):
                raise saves.BadSave("save is for %r on %d seats" % (name, len(seats)))
            module = self.games.load(name)
            state = module.deserialize(engine_text)
            for seat, kind in enumerate(seats):
                self.seats[seat] = kind
            self.game = name
            self.game_index = self.game_names.index(name)
            self.module = module
            self.state = state
            self.rng = Rng(1)
            self.rng.setstate(rng_state)
            self._begin_play(None, 0)
        except Exception as err:  # noqa: BLE001 - whatever is wrong with a save, start clean
            self.log.event("save_error", "saved game cleared, starting clean: %s" % err)
            for seat in range(len(self.seats)):
                self.seats[seat] = EMPTY
            self.state = None
            self.module = None
            self.game = None
            try:
                self.saves.clear()
            except OSError as clear_err:
                self.log.event("save_error", "could not clear the save: %s" % clear_err)
            for name in self.game_names:
                self.games.unload(name)
            gc.collect()
            return False
        self._log_start("resume")
        return True

    # ---- buttons -------------------------------------------------------------------------

    def _button(self, button, kind, now):
        seat = button >> 1
        confirm = button & 1
        if seat >= len(self.seats):
            return
        if kind == PRESS:
            self.pressed[button] = 1
        elif kind == LONG and not self.pressed[button]:
            return  # held since before this mode or decision: not meant for it
        elif kind != LONG:
            return
        mode = self.mode
        if mode == SELECT:
            self._select_button(confirm, kind)
        elif mode == JOIN:
            self._join_button(seat, confirm, kind, now)
        elif mode == PLAY:
            self._play_button(seat, confirm, kind, now)
        elif mode == OVER and confirm and kind == PRESS:
            self._leave_game()

    def _select_button(self, confirm, kind):
        if confirm:
            if kind == PRESS:
                self._enter_join()
            return
        # a press steps forward at once; holding it steps back (undoing that press too)
        delta = 1 if kind == PRESS else -2
        self.game_index = (self.game_index + delta) % len(self.game_names)
        self.menu.update()
        self.dirty = True
        self._log_select()

    def _join_button(self, seat, confirm, kind, now):
        seats = self.seats
        kind_here = seats[seat]
        room = self._players() < self.module.GAME["max_players"]
        if confirm:
            if kind == LONG:
                if kind_here == HUMAN:
                    self._start(now)
                return
            if kind_here == HUMAN:
                return
            if kind_here == EMPTY and not room:
                self.log.event("join", "the table is full", (("seat", seat),))
                return
            seats[seat] = HUMAN
            self.log.event("join", "seat %d joins" % (seat + 1), (("seat", seat),))
        else:
            if kind == LONG:
                self._leave_join()
                return
            if kind_here == BOT:
                seats[seat] = EMPTY
                self.log.event("join", "seat %d is empty" % (seat + 1), (("seat", seat),))
            elif kind_here == EMPTY and not room:
                self.log.event("join", "the table is full", (("seat", seat),))
                return
            else:
                seats[seat] = BOT
                self.log.event("join", "seat %d is a bot" % (seat + 1), (("seat", seat),))
        self.dirty = True

    def _leave_join(self):
        name = self.game
        self.module = None
        self.game = None
        self.games.unload(name)
        gc.collect()
        self._enter_select()

    def _play_button(self, seat, confirm, kind, now):
        picker = self.picker
        if not picker.active() or self.seat_of[picker.player] != seat:
            return  # not this seat's decision: ignored
        if confirm:
            if kind == PRESS:
                self._apply(picker.current(), now)
            return
        picker.move(1 if kind == PRESS else -2)
        self.view.highlight(picker)
        self.dirty = True

    # ---- play ----------------------------------------------------------------------------

    def _advance(self, now):
        """Let chance or a bot move when its moment has come."""
        state = self.state
        if self.picker.active() or self.view.busy(now):
            return
        player = state.current_player()
        if player != CHANCE and (player < 0 or self.seats[self.seat_of[player]] != BOT):
            return
        if not self.waiting:
            self.waiting = True
            self.wait_until = ticks_add(now, self.chance_ms if player == CHANCE else self.bot_ms)
            return
        if ticks_diff(now, self.wait_until) < 0:
            return
        self.waiting = False
        if player == CHANCE:
            action = self.rng.weighted(state.chance_outcomes())
        else:
            action = self.bot.choose(state)
        self._apply(action, now)

    def _apply(self, action, now):
        state = self.state
        actor = state.current_player()
        label = state.action_to_string(action, PUBLIC)
        state.apply_action(action)
        fields = [("n", len(state.history())), ("player", actor)]
        if actor >= 0:
            fields.append(("seat", self.seat_of[actor]))
        self.log.event("action", label, fields)
        self._save()
        self._state_changed(actor, now)

    def _state_changed(self, actor, now):
        """Refresh everything that depends on the game state (this may allocate)."""
        state = self.state
        self.picker.close()
        for i in range(len(self.pressed)):
            self.pressed[i] = 0
        view = self.view
        view.update(state, state.observation(PUBLIC), actor, now)
        for ev, text, fields in view.news:
            self.log.event(ev, text, fields)
        player = state.current_player()
        if state.is_terminal():
            self._game_over()
        elif player >= 0 and self.seats[self.seat_of[player]] == HUMAN:
            actions = state.legal_actions()
            self.picker.offer(player, actions, view.places(state, actions))
            view.highlight(self.picker)
        self.dirty = True

    def _game_over(self):
        state = self.state
        winners = state.winners()
        scores = state.scores()
        names = ", ".join(["seat %d" % (self.seat_of[p] + 1) for p in winners])
        self.log.event(
            "over",
            "GAME OVER: %s wins; scores %s" % (names, ", ".join([str(s) for s in scores])),
            (("winners", [self.seat_of[p] for p in winners]), ("scores", scores)),
        )
        self._set_mode(OVER)

    # ---- for the private views -------------------------------------------------------------

    def player_at(self, seat):
        """The player index seated at `seat` in the game in progress, or -1."""
        for p, s in enumerate(self.seat_of):
            if s == seat and self.state is not None:
                return p
        return -1
