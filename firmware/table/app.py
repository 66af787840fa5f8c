"""The table app: boot -> game select -> seats join -> play -> game over, one step at a time.

`App.step(now_ms)` does one pass and returns: poll the buttons, act on their events, let a
bot or chance move when its moment has come, render a frame when one is due, feed the
watchdog. It never sleeps; time is passed in, so tests and the simulator run it on a
virtual clock. The game is saved after every action and resumed at boot (table/play.py).

Seats (one per SEAT_BUTTONS pair, clockwise) are EMPTY, HUMAN or BOT; the players of a game
are the non-empty seats in seat order. Button ids in the bank: seat * 2 (step) and
seat * 2 + 1 (confirm).
"""
# The game's attributes (state, module, view, bot) are None outside a game; the mode says
# when they are set, which mypy cannot follow:
# mypy: disable-error-code="union-attr"

import gc

import engines
from compat import const
from engines import bots
from engines.rng import Rng
from hal.buttons import LONG, PRESS
from hal.clock import ticks_add, ticks_diff
from table import frame, log, play, saves
from table.menu_view import ErrorView, MenuView, title
from table.modes import BOT, EMPTY, ERROR, HUMAN, JOIN, OVER, PLAY, SELECT
from table.picker import Picker

_LAMP_DUE = const(0)
_LAMP_ON = const(1)
_LAMP_DONE = const(2)


class App:
    """The whole table. Pacing delays are attributes, so tests and the simulator pick a speed:

    bot_ms      a bot "thinks" this long before its move shows
    chance_ms   pause before the table deals a card or draws an event
    frame_ms    the frame period while something moves on the LEDs
    roll_ms     the Tycoon dice tumble this long before they settle
    walk_ms     a Tycoon guest takes this long per space when it walks its path
    lamp_ms     the lamp test at boot: every LED white (as the current limit allows), so a
                maker sees a dead LED at once
    """

    bot_ms = 700
    chance_ms = 150
    frame_ms = 40
    roll_ms = 1200
    walk_ms = 250
    lamp_ms = 400
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
        self.seed = seed & 0x3FFFFFFF
        self.games = games  # the engines package, or a stand-in with NAMES, load(), unload()
        self.game_names = games.NAMES
        self.game_index = 0
        self.game = None  # the name of the game in join/play/over
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
        self.lamp = _LAMP_DONE
        self.lamp_until = 0
        self.mode = ERROR
        if errors is None:
            from table import config_check

            errors = config_check.check_at_boot(config, board)
        self.errors = errors
        if errors:
            self._enter_error()
            return
        self.leds = frame.Leds(config)
        self.seats = bytearray(len(config.SEAT_BUTTONS))
        self.pressed = bytearray(len(config.SEAT_BUTTONS) * 2)
        self.menu = MenuView(self)
        self.lamp = _LAMP_DUE
        self.log.event("boot", "Midway table ready", (("seats", len(self.seats)),))
        if not play.resume(self):
            self.enter_select()

    # ---- the loop ----------------------------------------------------------------------

    def step(self, now):
        """One pass of the table at time `now` (ms on the wrapping tick counter)."""
        if self.buttons is not None:
            count = self.buttons.poll(now)
            events = self.buttons.events
            for i in range(count):
                self._button(events[2 * i], events[2 * i + 1], now)
        if self.lamp == _LAMP_DONE or not self._lamp_test(now):
            if self.mode == PLAY:
                play.advance(self, now)
            if self.dirty or (self.view.dynamic and ticks_diff(now, self.next_frame) >= 0):
                self.view.draw(self.pixels.frame, now)
                self.pixels.show()
                self.dirty = False
                self.next_frame = ticks_add(now, self.frame_ms)
        if self.watchdog is not None:
            self.watchdog.feed()

    def _lamp_test(self, now):
        """Every LED white for lamp_ms after boot; True while it lasts."""
        if self.lamp == _LAMP_DUE:
            self.lamp = _LAMP_ON
            self.lamp_until = ticks_add(now, self.lamp_ms)
            frame_bytes = self.pixels.frame
            for i in range(len(frame_bytes)):
                frame_bytes[i] = 255
            self.pixels.show()
            return True
        if ticks_diff(now, self.lamp_until) < 0:
            return True
        self.lamp = _LAMP_DONE
        self.dirty = True
        return False

    # ---- modes ---------------------------------------------------------------------------

    def set_mode(self, mode):
        self.mode = mode
        self.dirty = True
        self.waiting = False
        self.clear_presses()

    def clear_presses(self):
        """A new mode or decision: a button held from before it cannot long-press in it."""
        for i in range(len(self.pressed)):
            self.pressed[i] = 0

    def _enter_error(self):
        count = getattr(self.config, "LED_COUNT", 0)
        if type(count) is not int or count < 1:
            count = len(self.pixels.frame) // 3
        self.view = ErrorView(count)
        self.set_mode(ERROR)
        for field, message in self.errors:
            self.log.event("config_error", message, (("field", field),))

    def enter_select(self):
        self.joining = False
        self.menu.update()
        self.view = self.menu
        self.set_mode(SELECT)
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
        gc.collect()  # the engine's import wants the biggest free blocks the heap can give
        module = self.games.load(name)
        game = module.GAME
        if game["min_players"] > len(self.seats):
            play.unload(self, name)
            self.log.event(
                "select",
                "%s needs %d seats, this table has %d"
                % (title(name), game["min_players"], len(self.seats)),
            )
            return
        self.game = name
        self.module = module
        for seat in range(len(self.seats)):
            self.seats[seat] = EMPTY
        self.joining = True
        self.menu.update()
        self.set_mode(JOIN)
        self.log.event(
            "join",
            "%s: %d to %d players; confirm to join, step for a bot, hold confirm to start"
            % (title(name), game["min_players"], game["max_players"]),
            (("game", name),),
        )

    def _leave_join(self):
        name = self.game
        self.module = None
        self.game = None
        play.unload(self, name)
        self.enter_select()

    def abandon(self, reason):
        """Drop the game in progress after an unexpected error (main.py): never a boot loop."""
        self.log.event("abandon", "game abandoned: %s" % reason)
        if self.mode != ERROR:
            play.leave(self)

    # ---- buttons -------------------------------------------------------------------------

    def _button(self, button, kind, now):
        seat = button >> 1
        confirm = button & 1
        if seat >= len(self.seats):
            return
        if kind == PRESS:
            self.pressed[button] = 1
        elif kind != LONG or not self.pressed[button]:
            return  # releases and doubles mean nothing here; a hold from before is not ours
        mode = self.mode
        if mode == SELECT:
            self._select_button(confirm, kind)
        elif mode == JOIN:
            self._join_button(seat, confirm, kind, now)
        elif mode == PLAY:
            self._play_button(seat, confirm, kind, now)
        elif mode == OVER and confirm and kind == PRESS:
            play.leave(self)

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
        here = seats[seat]
        room = play.players(self) < self.module.GAME["max_players"]
        if kind == LONG:
            if not confirm:
                self._leave_join()  # hold step: back to the game select
            elif here == HUMAN:
                play.start(self, now)
            return
        if confirm and here == HUMAN:
            return
        if here == EMPTY and not room:
            self.log.event("join", "the table is full", (("seat", seat),))
            return
        if confirm:
            seats[seat] = HUMAN
            text = "seat %d joins"
        elif here == BOT:
            seats[seat] = EMPTY
            text = "seat %d is empty"
        else:
            seats[seat] = BOT
            text = "seat %d is a bot"
        self.log.event("join", text % (seat + 1), (("seat", seat),))
        self.dirty = True

    def _play_button(self, seat, confirm, kind, now):
        picker = self.picker
        if not picker.active() or self.seat_of[picker.player] != seat:
            return  # not this seat's decision: ignored
        if confirm:
            if kind == PRESS:
                play.apply(self, picker.current(), now)
            return
        picker.move(1 if kind == PRESS else -2)
        self.view.highlight(picker)
        self.dirty = True

    # ---- for the private views -------------------------------------------------------------

    def player_at(self, seat):
        """The player index seated at `seat` in the game in progress, or -1."""
        if self.state is None:
            return -1
        for p in range(len(self.seat_of)):
            if self.seat_of[p] == seat:
                return p
        return -1
