"""The table app: boot -> game select -> seats join -> play -> game over, one step at a time.

`App.step(now_ms)` does one pass and returns: poll the buttons, act on their events, let a
bot or chance move when its moment has come, render a frame when one is due, feed the
watchdog. It never sleeps; time is passed in, so tests and the simulator run it on a
virtual clock.

The App owns the hardware (pixels, buttons, watchdog), the log, the saves, the pacing and the
mode; between games the Lobby (table/lobby.py) owns the game select and the seats joining,
during a game the Match (table/play.py) owns the game. Each changes another's state only
through its methods. Seats are one per SEAT_BUTTONS pair, clockwise; button ids in the bank:
seat * 2 (step) and seat * 2 + 1 (confirm).
"""

import gc

import engines
from compat import TYPE_CHECKING, const, forget
from engines import bots
from engines.rng import MAX
from hal import clock
from hal.buttons import LONG, PRESS, RELEASE
from hal.clock import ticks_add, ticks_diff
from table import log, names, play, saves
from table.leds import frame
from table.modes import ASIDE, ERROR, HUMAN, OVER, PLAY
from table.pacing import Pacing

if TYPE_CHECKING:  # loaded only between games (enter_select), named here for the types
    from table.lobby import Lobby  # noqa: F401 - named in a type comment
    from table.seat.screens import SeatScreens  # noqa: F401 - named in a type comment
    from table.web.companion import Companion  # noqa: F401 - named in a type comment

# App.run's last resort, made before it is needed: the heap may have no room for a line then.
_HANDLER_FAILED = (
    '{"ev": "fault", "text": "the fault handler failed too (out of memory?): the board resets"}'
)
_LAMP_DUE = const(0)
_LAMP_ON = const(1)
_LAMP_DONE = const(2)
# a step held this long past its long press takes back (Match.take_back): 2 s from the press
_TAKE_BACK_MS = const(1300)


class App:
    """The whole table. `pacing` holds its delays and `bot_class` makes the bots of the usual
    level (engines.bots.make(1, rng) makes the same; the other levels' come from make()), so
    tests and the simulator pick a speed and a bot."""

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
        reset_cause="power",
        write_json_line=None,
        screens=None,
    ):
        self.config = config
        self.pixels = pixels
        self.buttons = buttons
        self.screens = screens  # hal.screens.Screens: the seats' OLEDs (None: none answered)
        self.watchdog = watchdog
        self.log = log.Log(write_line, write_json_line)
        self.saves = saves.Saves(storage)
        self.seed = seed & MAX  # a small int on the Pico, like every Rng seed
        self.games = games  # the engines package, or a stand-in with NAMES, game(), load(), ...
        self.pacing = Pacing()
        self.lobby = None  # type: Lobby | None  # between games (table/lobby.py)
        self.match = None  # type: play.Match | None  # the game in play (table/play.py)
        self.last_game = None  # the game select starts at the game played last
        self.seat_count = 0
        self.seat_names = []  # type: list  # per seat: the name its phone gave it, or ""
        self.error_view = None
        self.dirty = True
        self.next_frame = 0
        self.pressed = bytearray(0)  # per button: pressed since the mode or decision began
        self.holding = -1  # a step button held past its long press in a game, until hold_until
        self.hold_until = 0
        self.lamp = _LAMP_DONE
        self.lamp_until = 0
        self.companion = None  # type: Companion | None  # phones' pairing (table/web/companion.py)
        self.select_due = 0  # a game was left: 1 the select, 2 and the next demo (leave())
        self.finished = None  # type: play.Finished | None  # a game left, not yet recorded
        self.next_record = 0  # the number of the next game's record (0: records are off)
        self.seat_screens = None  # type: SeatScreens | None  # their views (table/seat/screens.py)
        self.mode = ERROR
        if errors is None:
            from table import config_check

            errors = config_check.check_at_boot(config, board)
            del config_check  # it forgot its module: not held here through the resume below
        self.errors = errors
        if errors:
            self._enter_error()
            return
        self.leds = frame.Leds(config)
        self.seat_count = len(config.SEAT_BUTTONS)
        self.pressed = bytearray(self.seat_count * 2)
        self.seat_names = [""] * self.seat_count
        self.lamp = _LAMP_DUE
        self.log.event("boot", "Midway table ready", (("seats", self.seat_count),))
        self.log.event("reset", "the table started after a %s reset" % reset_cause)
        from table import records

        self.next_record = records.next_number(self.saves.storage, config)
        forget(names.RECORDS)  # loaded again only to write a record, once a game is left
        from table import resume

        forget(names.LOBBY)  # a game resumes without the lobby's code (as begin() drops it)
        forget(names.MENU_VIEW)
        forget(names.BETWEEN)
        self.match = resume.match(self, self.seat_count, reset_cause)
        forget(names.RESUME)  # needed at boot only, and the fault record's code with it
        forget(names.TROUBLE)
        if self.match is not None:
            self.last_game = self.match.name
        elif self.mode != ASIDE:
            self.enter_select()

    # ---- the loop ----------------------------------------------------------------------

    def run(self, steps=-1, idle_ms=5):
        """The main loop: step the table every idle_ms, forever (or `steps` times, for tests
        and for the phone companion's loop, table/web/online.py).

        An unexpected error goes to table/trouble.fault: outside a game the table carries on;
        in a game the board resets and resumes the save, unless the game failed the same way
        before, when it is set aside. The watchdog covers a hang.

        Ctrl-C on the USB serial (mpremote sends it before `make flash` or `make ledcheck`
        does its job) stops the table for good (trouble.stop), and run() returns to the
        REPL."""
        try:
            while steps != 0:
                try:
                    self.step(clock.ticks_ms())
                except Exception as err:  # noqa: BLE001 - keep the table alive, say why
                    if self._fault(err):
                        from hal import watchdog

                        watchdog.reset()
                clock.sleep_ms(idle_ms)
                if steps > 0:
                    steps -= 1
        except KeyboardInterrupt:
            from table import trouble

            trouble.stop(self)

    def _fault(self, err):
        """trouble.fault(), its module loaded for it (True: reset now). Should the handler
        itself fail (no memory even for its code), a line made in advance and a reset, which
        the next boot judges as a hang: the save resumes once, then is set aside."""
        gc.collect()  # the failed step's garbage: room for the handler's code
        try:
            from table import trouble  # loaded for trouble only

            return trouble.fault(self, err)
        except Exception:  # noqa: BLE001 - MemoryError above all; allocate nothing more
            write = self.log.write_line
            if write is not None:
                write(_HANDLER_FAILED)
            return True

    def step(self, now):
        """One pass of the table at time `now` (ms on the wrapping tick counter)."""
        if self.buttons is not None:
            count = self.buttons.poll(now)
            events = self.buttons.events
            for i in range(count):
                self._button(events[2 * i], events[2 * i + 1], now)
        if self.holding >= 0 and ticks_diff(now, self.hold_until) >= 0:
            self._held_on(now)
        if self.lamp == _LAMP_DONE or not self._lamp_test(now):
            match = self.match
            # at OVER only a demo has anything to do: its end makes way for the next demo
            if (
                match is not None
                and (self.mode == PLAY or self.mode == OVER)
                and match.advance(now)
            ):
                self.leave(True)
            match = None  # a game left in advance() must not be held here (see leave())
            if self.select_due:
                self._select(now)
            if self.dirty or ticks_diff(now, self.next_frame) >= 0:
                self.show(now)
        if self.screens is not None:
            self._screens(now)
        if self.watchdog is not None:
            self.watchdog.feed()

    def _screens(self, now):
        """The seats' screens' share of this step, after the LEDs' (their code loaded with the
        first: a table without screens never holds it)."""
        seat_screens = self.seat_screens
        if seat_screens is None:
            from table.seat.screens import SeatScreens

            seat_screens = self.seat_screens = SeatScreens(self, self.screens)
        try:
            seat_screens.step(now)
        except Exception as err:  # noqa: BLE001 - the screens help; the game must go on
            self._screens_failed(err)

    def _screens_failed(self, err):
        """The screens' code failed (a bug, no memory left for a view): the screens stop,
        said in the log with what failed, and the game plays on with the LEDs and the
        buttons, as at a table without screens; a reset would cost the game its pace and
        a repeat its place (table/trouble.py)."""
        screens = self.screens
        self.seat_screens = None
        self.screens = None
        try:  # blank, not an old hand left showing (a bus that failed gives up at once)
            for seat in screens.seats:
                screens.clear(seat)
        except Exception:  # noqa: BLE001, S110 - nothing more to try on that bus
            pass
        screens = None  # nothing of them held through the collection
        forget(names.SEAT_SCREENS)
        gc.collect()
        text = "the seat screens stopped: %s: %s; the game plays on without them" % (
            type(err).__name__,
            err,
        )
        self.log.event("screen", text)

    def show(self, now):
        """Draw the view's frame for `now` and send it (not while the lamp test is on: its
        white frame stands until it ends)."""
        if self.lamp != _LAMP_DONE:
            return
        self.view().draw(self.pixels.frame, now)
        if self.match is not None and self.match.taking is not None:
            self.match.taking.cue.draw(self.pixels.frame, now)  # taking back: wink, answers
        if self.companion is not None:
            self.companion.draw(self.pixels.frame, now)  # a seat's LED blinks to pair a phone
        self.pixels.show()
        self.dirty = False
        self.next_frame = ticks_add(now, self.pacing.frame_ms)

    def view(self):
        """What the LEDs show: the game's view, the lobby's menu, or the error pattern (a bad
        config, a game set aside)."""
        if self.match is not None:
            return self.match.view
        if self.lobby is not None:
            return self.lobby.menu
        return self.error_view

    def redraw(self):
        """Something shown changed: the next step sends a frame."""
        self.dirty = True

    def _lamp_test(self, now):
        """Every LED white for lamp_ms after boot; True while it lasts."""
        if self.lamp == _LAMP_DUE:
            self.lamp = _LAMP_ON
            self.lamp_until = ticks_add(now, self.pacing.lamp_ms)
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

    def set_mode(self, mode, button=-1):
        """The table is in `mode` now; `button`: the one whose press made the mode, when its
        hold means something in it (the select's confirm, held: a demo)."""
        self.mode = mode
        self.dirty = True
        self.clear_presses()
        if button >= 0:
            self.pressed[button] = 1

    def clear_presses(self):
        """A new mode or decision: a button held from before it cannot long-press in it."""
        for i in range(len(self.pressed)):
            self.pressed[i] = 0

    def _enter_error(self):
        count = getattr(self.config, "LED_COUNT", 0)
        if type(count) is not int or count < 1:
            count = len(self.pixels.frame) // 3
        from table.leds.menu_view import ErrorView

        self.error_view = ErrorView(count)
        self.set_mode(ERROR)
        for field, message in self.errors:
            if field == "boot":  # table/boot.py's BOOT: the table failed, not the config
                self.log.event("boot_error", message)
            else:
                self.log.event("config_error", message, (("field", field),))

    def stand_aside(self):
        """A saved game is set aside (table/trouble.py): the seats blink its pattern until a
        confirm discards it (enter_select then)."""
        from table.leds.menu_view import AsideView

        self.error_view = AsideView(self.leds)
        self.set_mode(ASIDE)

    def enter_select(self):
        """The game select (table/lobby.py, loaded while no game is in play)."""
        from table.lobby import Lobby

        self.error_view = None  # a game set aside was discarded
        if self.lobby is None:
            self.lobby = Lobby(self, self.last_game)
        self.lobby.enter_select()

    def begin(self, name, seats, now, options=None):
        """The seats have joined `name` (with the game's `options`, new_game's keywords): the
        lobby's code goes (see table/lobby.py), the game starts."""
        self.lobby = None
        forget(names.LOBBY)
        forget(names.MENU_VIEW)
        forget(names.BETWEEN)
        gc.collect()  # the engine's import wants the biggest free blocks the heap can give
        self.last_game = name
        for seat in range(len(seats)):
            if seats[seat] != HUMAN:  # a name is its person's: a bot or nobody there now
                self.seat_names[seat] = ""
        self.match = play.start(self, name, seats, now, options)

    def name_seat(self, seat, name):
        """Seat `seat`'s person gave it `name` ("": no name any more), as its paired phone may
        (table/web/companion.py checks the name): labels, the log and the save use it from
        now on, until the seat's phone lets it go or a game begins with nobody or a bot
        there."""
        if name == self.seat_names[seat]:
            return
        self.seat_names[seat] = name
        text = "seat %d is %s" % (seat + 1, name) if name else "seat %d has no name" % (seat + 1)
        self.log.event("named", text, (("seat", seat), ("name", name)))
        match = self.match
        if match is not None:
            match.relabel()
            match.save()
        self.redraw()

    def leave(self, next_demo=False):
        """Forget the game (its save, its engine's modules) and go back to the game select;
        next_demo: a demo goes on to the next game's.

        The select comes later in this step (step()), once no call of the game's holds it any
        more (a press, a demo's end): the lobby's code then loads into the heap the game gave
        back. Loaded at once, it came on top of the game, the most the heap ever held. A
        finished game's record is written then too, before the select, and its save cleared
        only after that: a power cut before then resumes the game at its GAME OVER."""
        match = self.match
        self.finished = None if match is None else match.finished
        match = None
        self.drop(self.finished is not None)
        self.select_due = 2 if next_demo else 1

    def drop(self, keep_save=False):
        """Forget the game in play, if there is one, and end it (its save goes too unless
        kept: a game set aside). Returns it, ended, or None."""
        match = self.match
        self.match = None
        if match is not None:
            match.end(keep_save)
        return match

    def _record(self, finished):
        """The game just left (play.Finished) goes into the records (table/records.py,
        loaded for the moment, its engine gone), then its save goes."""
        from table import records

        number = records.append(
            self.saves.storage,
            finished,
            finished.seats,
            finished.names,
            records.kept(self.config),
            self.log,
            finished.resumed,
        )
        forget(names.RECORDS)
        if number:
            self.next_record = number + 1
        self.saves.clear()

    def serve_phones(self, companion):
        """The phone companion (table/web/companion.py) now serves this table, and draws its
        pairing over every frame; None: no phones any more."""
        self.companion = companion

    def _select(self, now):
        demo = self.select_due == 2
        self.select_due = 0
        gc.collect()
        finished = self.finished
        if finished is not None:
            self.finished = None
            self._record(finished)
            finished = None
        self.enter_select()
        if demo and self.lobby is not None:
            self.lobby.demo(now, 1)

    # ---- buttons -------------------------------------------------------------------------

    def _button(self, button, kind, now):
        seat = button >> 1
        confirm = button & 1
        if seat >= self.seat_count:
            return
        if kind == PRESS:
            if confirm and self.match is not None and self._held(button - 1):
                self._gesture(seat, now)
                return
            self.pressed[button] = 1
            if button == self.holding:
                self.holding = -1  # let go and pressed again: a new press, not the hold
        elif not self.pressed[button] or kind != LONG and (kind != RELEASE or self.lobby is None):
            return  # doubles mean nothing here, releases only between games (a tap at a
            # joined seat, told from a hold); a hold from before is not ours
        mode = self.mode
        match = self.match
        lobby = self.lobby
        if match is not None:
            if mode == PLAY:
                if kind == LONG and not confirm:
                    self.holding = button  # held on, it takes back (_held_on)
                    self.hold_until = ticks_add(now, _TAKE_BACK_MS)
                if match.button(seat, confirm, kind, now):
                    self.leave()  # a press ends a demo
            elif mode == OVER and kind == PRESS and (confirm or match.demo):
                self.leave()  # a demo's end goes at any press, as the demo does
        elif mode == ASIDE:
            if confirm and kind == PRESS:
                from table import trouble

                trouble.discard_aside(self)
        elif lobby is not None:
            lobby.button(seat, confirm, kind, now)

    def _held(self, button):
        buttons = self.buttons
        return buttons is not None and buttons.pressed(button)

    def _held_on(self, now):
        """A step still held _TAKE_BACK_MS past its long press, in the decision it began in:
        the seat takes back its last action (Match.take_back), the highlight first back where
        the press found it. A gesture the other buttons make (the pairing) or a new decision
        meanwhile cleared its press: then nothing."""
        button = self.holding
        self.holding = -1
        match = self.match
        if match is None or self.mode != PLAY or not self.pressed[button]:
            return
        if not self._held(button):
            return
        self.pressed[button] = 0  # its hold has done its job
        match.unstep(button >> 1, now)
        match.take_back(button >> 1, now)

    def _gesture(self, seat, now):
        """Step held and confirm pressed at `seat` while a game is on: the gesture no move
        uses. It pairs the phone waiting for that seat (table/web/companion.py), if one is; it
        never moves, and the step press that began it moves the highlight back."""
        self.pressed[seat * 2] = 0  # neither button's hold means anything now
        self.pressed[seat * 2 + 1] = 0
        if self.match is not None:
            self.match.unstep(seat, now)
        companion = self.companion
        if companion is not None:
            companion.gesture(seat, now)

    # ---- what the table's own paths read too (the rest of its reads: table/reads.py) ---------

    def prompt(self, seat):
        """(highlighted position, choices, label) when `seat` has a move to make, else None."""
        match = self.match
        if self.mode != PLAY or match is None:
            return None
        return match.prompt(seat)

    def state(self):
        """The engine state of the game in play, or None: to read (a bot at a seat, a test),
        never to change (a front end acts through Match.choose, as the buttons do)."""
        return self.match.state if self.match is not None else None

    def history_length(self):
        """How many actions the game in play has had (the log's "n"), or -1 with none."""
        return self.match.state.history_length() if self.match is not None else -1
