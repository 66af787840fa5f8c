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

import engines
from compat import const
from engines import bots
from engines.rng import Rng
from hal.buttons import LONG, PRESS
from hal.clock import ticks_add, ticks_diff
from table import frame, log, play, saves
from table.modes import ERROR, OVER, PLAY
from table.picker import Picker

_LAMP_DUE = const(0)
_LAMP_ON = const(1)
_LAMP_DONE = const(2)


class App:
    """The whole table. Pacing delays are attributes, so tests and the simulator pick a speed:

    bot_ms      a bot's move shows no sooner than this after its turn began (it thinks
                meanwhile, a slice per step of the table, and longer if it must)
    chance_ms   pause before the table deals a card or draws an event
    frame_ms    the frame period (every view has something blinking or moving)
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
        self.thinking = None  # the bot's thoughts() while it decides, a slice per step
        self.choice = None  # what the bot decided, once it has, until its move is due
        self.dirty = True
        self.next_frame = 0
        self.view = None
        self.menu = None  # the game select's view (table/lobby.py makes it when needed)
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
            if self.dirty or ticks_diff(now, self.next_frame) >= 0:
                self.show(now)
        if self.watchdog is not None:
            self.watchdog.feed()

    def show(self, now):
        """Draw the view's frame for `now` and send it (not while the lamp test is on: its
        white frame stands until it ends)."""
        if self.lamp != _LAMP_DONE:
            return
        self.view.draw(self.pixels.frame, now)
        self.pixels.show()
        self.dirty = False
        self.next_frame = ticks_add(now, self.frame_ms)

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
        self.stop_waiting()
        self.clear_presses()

    def stop_waiting(self):
        """No bot or chance is about to move (any more): a bot's thinking is dropped."""
        self.waiting = False
        self.thinking = None
        self.choice = None

    def clear_presses(self):
        """A new mode or decision: a button held from before it cannot long-press in it."""
        for i in range(len(self.pressed)):
            self.pressed[i] = 0

    def _enter_error(self):
        count = getattr(self.config, "LED_COUNT", 0)
        if type(count) is not int or count < 1:
            count = len(self.pixels.frame) // 3
        from table.menu_view import ErrorView

        self.view = ErrorView(count)
        self.set_mode(ERROR)
        for field, message in self.errors:
            self.log.event("config_error", message, (("field", field),))

    def enter_select(self):
        self._lobby().enter_select(self)

    def _lobby(self):
        """The game select and the joining (table/lobby.py), loaded while no game is in play."""
        from table import lobby

        return lobby

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
        if mode == PLAY:
            self._play_button(seat, confirm, kind, now)
        elif mode == OVER:
            if confirm and kind == PRESS:
                play.leave(self)
        elif mode != ERROR:
            self._lobby().button(self, seat, confirm, kind, now)

    def _play_button(self, seat, confirm, kind, now):
        picker = self.picker
        if not picker.active() or self.seat_of[picker.player] != seat:
            return  # not this seat's decision: ignored
        if confirm:
            if kind == PRESS:
                play.apply(self, picker.current(), now)
            return
        picker.move(1 if kind == PRESS else -2)
        self.view.highlight(picker, now)
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
