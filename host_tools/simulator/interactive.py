"""The simulator at the keyboard: the table runs in virtual time at --speed times real time,
seat keys press its buttons through the pins, the screen shows the LEDs decoded from the
chain's bytes, the seat screens decoded from the I2C bus's (where the table has them) and
the serial log; a key shows one seat's private view, hot-seat style."""

import itertools
import re
import time
from collections import deque

from host_tools.simulator import (
    ansi,
    autopilot,
    board,
    oled,
    pico,
    screen,
    script,
    standings,
    terminal,
    web,
)
from host_tools.simulator.fingers import Fingers

FRAME_S = 1 / 30  # the screen is redrawn at most this often
WEB_MS = 5  # --web: the phones' server's turn in each pass of the loop
MOST_TICKS_PER_FRAME = 2000  # past this the simulator runs as fast as it can, not at --speed
HOLD_STEP_KEYS = "!@#$%^"  # Shift with 1..6 on a US keyboard
SPEEDS = (0.125, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64)
LOG_KEEP = 400
QUIT_KEYS = ("x", "X", "\x04")  # and Ctrl-C


class Session:
    """One run at the keyboard: the table, the presses on their way, what the screen shows."""

    def __init__(self, args, plan, config, serial_out, boot=None):
        """boot: for another run than the plan's (a replay, host_tools/simulator/replay.py),
        boot(on_line) gives the table and the generator of ticks that drives it."""
        self.log = deque(maxlen=LOG_KEEP)
        self.serial_out = serial_out
        self.web = None  # --web: the phone companion's server (host_tools/simulator/web.py)
        self.seed = args.seed
        if boot is not None:
            self.table, self.runner = boot(self.on_line)
        else:
            self.table = pico.boot_table(
                config, seed=args.seed, pacing=args.pace or "table", on_line=self.on_line
            )
            runners = [script.play(self.table, plan.opening + plan.script, alone=False)]
            if plan.autopilot:
                runners.append(autopilot.play(self.table, sorted(plan.autopilot), args.seed))
            self.runner = itertools.chain(*runners)
        self.fingers = Fingers(self.table)
        self.oleds = oled.Screens(pico.seat_screens(self.table))
        self.screens = "all" if self.oleds.seats() else None  # a seat (from 0), all, or none
        self.speed = args.speed
        self.paused = False
        self.private_seat = None
        self.phones = False  # --web: the page's address and its QR code stand where the log does
        self.standings = None  # the standings (s), made when asked, where the log stands
        self.pending = None  # "hold", "pair", "view" or "screen": the next key finishes it
        self.message = ""
        self.quit = False
        self.changed = True

    def on_line(self, line, event):
        self.serial_out.write(line, event)
        if event.get("ev") != "state":  # the monitor's board, not for reading
            self.log.append((event.get("ev", "?"), event.get("text", line)))
            self.changed = True

    # ---- keys --------------------------------------------------------------------------------

    def key(self, key):
        self.changed = True
        self.message = ""
        pending, self.pending = self.pending, None
        if pending == "view":
            if key in script.STEP_KEYS:
                self.private_seat = script.STEP_KEYS.index(key)
            return
        if pending == "screen":
            self._choose_screen(key)
            return
        if pending == "hold":
            self._press(script.key_step(key, hold=True), key)
            return
        if pending == "pair":
            if key in script.STEP_KEYS:
                self.fingers.gesture(script.STEP_KEYS.index(key))
            return
        if key in QUIT_KEYS:
            self.quit = True
        elif key == "v":
            if self.private_seat is None:
                self.pending = "view"
            else:
                self.private_seat = None
        elif key == "o":
            if self.oleds.seats():
                self.pending = "screen"
            else:
                self.message = "no seat screens here (--screens 6)"
        elif key == terminal.ESC:
            self.private_seat = None
            self.phones = False
            self.standings = None
        elif key == "s":
            self.standings = None if self.standings is not None else standings.of(self.table)
        elif key == "j" and self.web is not None:
            self.phones = not self.phones
        elif key == "h":
            self.pending = "hold"
        elif key == "p":
            self.pending = "pair"
        elif key in HOLD_STEP_KEYS:
            self._press(script.Step("press", HOLD_STEP_KEYS.index(key), False, True), key)
        elif key in "+=":
            self.speed = min([s for s in SPEEDS if s > self.speed] or [SPEEDS[-1]])
        elif key in "-_":
            self.speed = max([s for s in SPEEDS if s < self.speed] or [SPEEDS[0]])
        elif key == " ":
            self.paused = not self.paused
        else:
            self._press(script.key_step(key), key)

    def _choose_screen(self, key):
        """`o` then a seat key: that seat's screen alone; then a: all of them; then 0: none."""
        if key == "a":
            self.screens = "all"
        elif key == "0":
            self.screens = None
        elif key in script.STEP_KEYS:
            seat = script.STEP_KEYS.index(key)
            if seat in self.oleds.seats():
                self.screens = seat
            else:
                self.message = "seat %d has no screen" % (seat + 1)

    def shown_screens(self):
        """The seats (from 0) whose screens the screen shows now."""
        if self.screens is None:
            return []
        return self.oleds.seats() if self.screens == "all" else [self.screens]

    def _press(self, step, key):
        if step is None:
            if key.strip():
                self.message = "%r is not a key here" % key
            return
        self.fingers.tap(step.seat, step.confirm, step.hold)

    # ---- time --------------------------------------------------------------------------------

    def run_ticks(self, count):
        sent = self.table.frames_sent()
        for _ in range(count):
            self.fingers.tick()
            if self.runner is not None:
                try:
                    next(self.runner)
                except StopIteration:
                    self.runner = None
                except script.ScriptError as error:
                    self.runner = None
                    self.log.append(("sim", "script stopped: %s" % error))
            self.table.tick()
        seats = self.shown_screens()
        if self.table.frames_sent() != sent or (seats and self.oleds.changed(seats)):
            self.changed = True

    # ---- the screen --------------------------------------------------------------------------

    def status(self, paint):
        seconds = self.table.now() / 1000
        parts = [
            paint.bold("Midway simulator"),
            "seed %d" % self.seed,
            "speed %gx" % self.speed,
            "virtual %d:%04.1f" % (seconds // 60, seconds % 60),
        ]
        if self.paused:
            parts.append(paint.reverse(" paused "))
        if self.pending == "view":
            parts.append(paint.reverse(" private view of which seat? 1-6 "))
        elif self.pending == "hold":
            parts.append(paint.reverse(" hold which key? "))
        elif self.pending == "screen":
            parts.append(paint.reverse(" which seat's screen? 1-6, a: all, 0: none "))
        elif self.pending == "pair":
            parts.append(paint.reverse(" pair a phone at which seat? 1-6 "))
        if self.web is not None:
            parts.append("phones: " + web.url_of(self.web.port))
        if self.message:
            parts.append(self.message)
        return "   ".join(parts)

    def turn(self, paint):
        """Whose turn it is, in words: the seat view's headline (table/seat/private.py) as a seat
        that is not the one addressed reads it; while seats join, how many play."""
        table = self.table
        first = table.seat_view(0)
        if first["mode"] == "join":
            seats = [s["lines"] for s in first["sections"] if s["title"] == "Seats"]
            words = "%s: %s" % (first["game"], seats[0][-1] if seats else "joining")
        else:
            words = first["headline"]
            for seat in range(1, table.seats()):
                if not _ADDRESSED.search(words):
                    break
                words = table.seat_view(seat)["headline"]
            if _ADDRESSED.search(words):
                words = first["headline"]
        return paint.fg("now  ", board.LABEL_INK) + paint.bold(words)

    def boards(self, columns, paint):
        """The board's lines drawn the three ways arrange() chooses from, the richest first."""
        table = self.table
        colours = [board.lift(c, _brightness(table.config)) for c in table.colours()]

        def drawn(**how):
            return board.draw(colours, table.config, paint, screen.SEAT_LABELS, **how)

        return [drawn(names=True), drawn(), drawn(short_beside=columns - 1)]

    def frame(self, columns, rows, paint):
        table = self.table
        headers = [self.status(paint), self.turn(paint)]
        boards = self.boards(columns, paint)
        screen_keys = bool(self.oleds.seats())
        layout = screen.arrange(columns, rows, len(headers), boards, screen_keys=screen_keys)
        if self.private_seat is not None:
            if not layout.side:  # no room beside the board: the view takes its place
                layout = screen.Layout(
                    [], columns, rows, len(headers), layout.footer, layout.spaced
                )
            rows_left = layout.panel_rows - screen.PRIVATE_HEAD
            lines = table.private_lines(self.private_seat, layout.panel_columns, rows_left)
            title = "private view"
            panel = screen.private_lines(self.private_seat, lines, paint, layout.panel_columns)
            tail = False
        elif self.standings is not None:
            title = "standings"
            panel = [paint.dim("s hides them"), ""]
            panel += standings.lines(self.standings, layout.panel_columns)
            tail = False
        elif self.phones:
            url = web.url_of(self.web.port)
            title = "phones"
            panel = [url, paint.dim("p hides it"), ""] + web.qr_text(url).splitlines()
            tail = False
        elif self.shown_screens():
            seats = self.shown_screens()
            layout = screen.arrange(columns, rows, len(headers), boards, len(seats))
            title, panel = self._screens_panel(seats, layout, paint)
            tail = False
        else:
            title = "serial log"
            panel = screen.log_lines(self.log, paint, layout.panel_columns)
            tail = True
        lines = screen.compose(
            headers, layout.left, title, panel, columns, rows, paint, tail, layout=layout
        )
        return terminal.HOME + "\n".join(lines)

    def _screen_title(self, seat):
        return "seat %d%s" % (seat + 1, " (off)" if self.oleds.dark(seat) else "")

    def _screens_panel(self, seats, layout, paint):
        """The panel's title and lines: the seat screens on layout.screens, the serial log's
        last lines under them in the rows left."""
        place = layout.screens
        if place is None:
            return "seat screens: no room (o 0 hides them)", []
        shown = [(self._screen_title(seat), self.oleds.lines(seat)) for seat in seats]
        panel = oled.draw(shown, place, paint)
        title = "seat screens (%s)" % place.form.name
        if place.shown < len(seats):
            numbers = ", ".join(str(seat + 1) for seat in seats[: place.shown])
            title = "seat screens %s of %d (o 1-6: one seat's)" % (numbers, len(seats))
        left = layout.panel_rows - len(panel)
        if left >= 2:
            log = screen.log_lines(self.log, paint, layout.panel_columns)
            panel += [paint.bold("serial log")] + log[max(0, len(log) - (left - 1)) :]
        return title, panel


_ADDRESSED = re.compile(r"\b[Yy]ou")  # "Your turn: ...", "Game over: you win!"


def _brightness(config):
    value = getattr(config, "BRIGHTNESS", 255)
    return value if isinstance(value, int) and value > 0 else 255


def run(args, plan, config, serial_out, boot=None, private_seat=None):
    """Play at the keyboard until the quit key; the exit status. boot: as Session takes it;
    private_seat: the seat (from 0) whose private view shows from the start."""
    session = Session(args, plan, config, serial_out, boot)
    session.private_seat = private_seat
    if args.web is not None:
        session.web = web.start(session.table, args.web)
    paint = ansi.Paint(ansi.mode(args.colour))
    with terminal.Terminal() as term:
        try:
            loop(session, term, paint)
        except KeyboardInterrupt:
            pass
    return 0


def loop(session, term, paint):
    last = time.monotonic()
    owed_ms = 0.0
    drawn = 0.0
    while not session.quit:
        for key in term.keys(max(0.0, drawn + FRAME_S - time.monotonic())):
            session.key(key)
            if session.quit:
                return
        now = time.monotonic()
        if not session.paused:
            owed_ms += (now - last) * 1000 * session.speed
        last = now
        tick_ms = session.table.tick_ms
        ticks = min(MOST_TICKS_PER_FRAME, int(owed_ms // tick_ms))
        owed_ms = min(owed_ms - ticks * tick_ms, tick_ms * MOST_TICKS_PER_FRAME)
        if ticks:
            session.run_ticks(ticks)
        if session.web is not None:
            session.web.pump(WEB_MS)
        if session.changed and now - drawn >= FRAME_S:
            columns, rows = term.size()
            term.write(session.frame(columns, rows, paint))
            session.changed = False
            drawn = now
