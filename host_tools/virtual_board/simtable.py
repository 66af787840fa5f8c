"""The table firmware on the simulated Pico, one driver for the tests, the simulator and the
bench: boot it from a config on a flash, cut its power, move virtual time, press seat buttons
on their GPIOs, read the LEDs back from the bytes on the wire and the serial log line by line.

Everything goes through the pins: machine.drive for the buttons, the WS2812 bytes on
NEOPIXEL_PIN for the LEDs, the USB serial port for the log. The looks inside the app are few,
each in one place below and each through the App's reads (table/app.py): its mode, the
deciding seat's prompt (the private view, what a seat's front end shows), the game's state
for a bot at a seat; and the pacing, set through the Pacing's own method.

Import it once the simulated board (this folder) and the firmware are on the import path
(tests/support/sim.py, host_tools/simulator/pico.py, benchvm.use_paths). Written for CPython
and for the MicroPython VM, where a whole game must fit a 192K heap beside it: lean, and it
keeps no frame but the last and no log line but the latest of each kind.
"""

import gc
import json

from speeds import PACING

_FALLBACK_PIN = 16  # table/boot.py's: where a config with no pin shows its error pattern
STEP = 0  # a seat's buttons, as in config.SEAT_BUTTONS
CONFIRM = 1

# The table's own pacing (table/app.py), and a fast one for tests, the bench (which measures
# work, not waiting) and headless runs.

# The public state for a monitor (table/play.py), a line per key after every action: counted,
# never parsed nor kept. The thirty-odd lines of a step would be the biggest use of the VM's
# heap here, which a Pico printing them never pays.
STATE_LINE = '{"ev":"state"'


def light_bot(rng):
    """The table's GreedyBot with a lighter search: a whole game, firmware and engine
    precompiled as a Pico gets them, must fit the VM's 192K heap beside the simulator."""
    from engines.bots import GreedyBot

    return GreedyBot(rng, samples=1, max_candidates=4, horizon=3)


# ---- the app's knobs and state: the only places this module reaches into it ------------------


def apply_pacing(app, pacing, bot=None):
    """Set the app's delays (names of table/pacing.py's, in ms) and, if given, what makes its
    bots (called with an Rng). Returns what makes them now."""
    for name in pacing:
        app.pacing.set(name, pacing[name])
    if bot is not None:
        app.bot_class = bot
    return app.bot_class


# ---- the board's pins into the table powered up last ------------------------------------------

# The SimTable the board's frames and lines go to; the `machine` whose wire and serial port
# are hooked, and that port's own write_line.
_hook = [None, None, None]


def _on_frame(gpio, data):
    table = _hook[0]
    if table is not None and gpio == table.led_pin:
        table.frame(data)


def _on_line(text):
    """Every line the firmware writes, read as it is written: nothing piles up in the port."""
    _hook[2](text)  # the port counts it (SERIAL.written), and echoes it if asked
    table = _hook[0]
    if table is not None:
        table.read_line(text)


def _on_json_line(head, value, tail):
    """A line whose JSON the firmware sends as it makes it (hal.serial.write_json_line: the
    public board's state lines): counted without making it, unless someone reads or echoes
    it (the JSON is then made here, on the host's side of the wire)."""
    table = _hook[0]
    serial = _hook[1].SERIAL
    unread = table is not None and table.on_line is None and not serial.echo
    if unread and head.startswith(STATE_LINE):
        serial.written += 1
        table.state_lines += 1
        return
    _on_line(head + json.dumps(value, separators=(",", ":")) + tail)


def _power_up(table):
    """The simulated board on the path, as at power-up, its frames and lines going to
    `table`. Hooked once per board, and reset after that: on the VM a fresh board for each
    table would load the simulator again."""
    import machine

    if _hook[1] is not machine:
        machine.WIRE.watch(_on_frame)
        _hook[1] = machine
        _hook[2] = machine.SERIAL.write_line
        machine.SERIAL.write_line = _on_line
        machine.SERIAL.write_json_line = _on_json_line
    machine.power_cycle()
    machine.VIRTUAL_CLOCK.now_ms = 0  # the same presses make the same game
    for gpio in range(30):  # GP0..GP29: no finger is on a button
        machine.drive(gpio, None)
    machine.WIRE.clear()
    machine.WIRE.keep = 1  # one slot, reused: the table keeps its own copy of the last frame
    machine.SERIAL.take()
    machine.SERIAL.keep = 0  # read as written, above
    _hook[0] = table
    return machine


def wire_screens(machine, config, channels=None):
    """Wire the seat screens `config` names (SEAT_SCREENS, behind its SCREEN_MUX_ADDRESS) to
    the simulated board's I2C bus, nothing else on it; channels: those wired (None: every one
    SEAT_SCREENS names; a test leaves one out to see the table play without it). Returns
    {channel: ssd1306_wire.Controller} ({None: it} for one screen with no multiplexer)."""
    machine.I2C_DEVICES.clear()
    named = getattr(config, "SEAT_SCREENS", ())
    if type(named) not in (tuple, list):
        return {}
    if channels is None:
        channels = [channel for channel in named if channel is not None]
    if not channels:
        return {}
    try:
        return machine.attach_screens(
            channels, config.SCREEN_MUX_ADDRESS, config.SCREEN_ADDRESS, config.SCREEN_I2C
        )
    except (AttributeError, TypeError, ValueError, KeyError, IndexError):
        return {}  # fields the config check refuses: no table boots to look for them


def _event(line):
    """A log line as a dict; a line that is not JSON as {"ev": "text", "text": line}."""
    try:
        return json.loads(line)
    except ValueError:
        return {"ev": "text", "text": line}


class SimTable:
    """The firmware booted on the simulated Pico, stepped in virtual time.

    config: the config module; fs: the flash the saves go to (a fakefs.FakeFlash; None: the
    host's own files, as hal.storage uses them by default); pacing: "table", "fast" or a
    dict of delays over the table's own; bot: what makes the table's bots (default: its
    own; self.bot after boot); games, board: as table.boot.build takes them. main_loop: boot
    and step the app as main.py does (a table that fails to build shows the error pattern;
    App.run: an error in a game is logged and the game abandoned, a reset boots the
    firmware again, as on a Pico); else either reaches the caller, as a test wants.
    on_line(line, event): called with every serial line as it is written. screens: the
    channels whose seat screens are wired (None: every one the config's SEAT_SCREENS names).
    """

    tick_ms = 5  # how far the clock moves between two steps of the table (App.run's)
    press_ms = 60  # a short press
    gap_ms = 40  # the table runs this long after a button is let go
    keep_latest = True  # keep the latest line of each kind, for last()

    def __init__(
        self,
        config,
        seed=1,
        fs=None,
        pacing="table",
        bot=None,
        games=None,
        board=None,
        main_loop=False,
        on_line=None,
        screens=None,
    ):
        self.machine = _power_up(self)
        self.clock = self.machine.VIRTUAL_CLOCK
        # the seat screens on the bus, by channel: what each panel shows (screen(seat))
        self.panels = wire_screens(self.machine, config, screens)
        from hal.buttons import Button

        self.config = config
        # a config without a pin (one that did not import) shows its error pattern on boot's
        # stand-in chain (table/boot.py)
        self.led_pin = getattr(config, "NEOPIXEL_PIN", _FALLBACK_PIN)
        self.fs = fs
        self.seed = seed
        self.pacing = PACING[pacing] if isinstance(pacing, str) else pacing
        self.bot = bot
        self.games = games
        self.board = board
        self.main_loop = main_loop
        self.on_line = on_line
        self.hold_ms = Button.long_press_ms + 200  # a long press, and then some
        self.wire = bytearray(0)  # the bytes of the last frame on the LED chain's pin
        self.counts = {}  # lines logged so far, by kind ("ev")
        self.latest = {}  # the latest line of each kind
        self.state_lines = 0  # the monitor's state lines (counted, not kept)
        self.players = []  # the seat of each player in the game in play
        self.resets = 0  # times the board reset and the firmware booted again
        self.boot()

    # ---- power ----------------------------------------------------------------------------------

    def boot(self):
        """Start the firmware as after a reset, on this board and flash, and let the lamp test
        run (a long one is for a test to see)."""
        self._build()
        self.tick()
        self.run(min(self.pace_ms("lamp_ms") + 10, 100))

    def _build(self):
        # The board reset: nothing of the table before it stays in the heap (as on a Pico).
        self.app = None
        gc.collect()
        from table import boot

        if self.fs is not None:
            self.fs.keep_journal = 2  # only the last boundary is read: where a cut fell
        try:
            self.app = boot.build(
                self.config, seed=self.seed, fs=self.fs, board=self.board, games=self.games
            )
        except Exception as err:  # noqa: BLE001 - main.py's way: the error pattern, a line
            if not self.main_loop:
                raise
            self.app = boot.failed(err, self.config, self.board)
        boot.forget()  # as main.py does: the boot code leaves the heap once the table is up
        self.bot = apply_pacing(self.app, self.pacing, self.bot)

    def power_cut(self):
        """The power fails and comes back: the flash keeps what it held, the firmware boots."""
        self.machine.power_cycle()
        if self.fs is not None:
            self.fs = self.fs.after_power_cut()
        self.boot()

    # ---- time -----------------------------------------------------------------------------------

    def tick(self):
        """Virtual time moves tick_ms, then one pass of the table's main loop."""
        clock = self.clock
        reset = self.machine.SimulatedReset
        try:
            clock.advance(self.tick_ms)
            if self.main_loop:
                self.app.run(steps=1, idle_ms=0)
            else:
                self.app.step(clock.ticks_ms())
        except reset as why:
            if not self.main_loop:
                raise
            self.resets += 1
            self.read_line('{"ev": "sim", "text": "the board reset (%s) and boots again"}' % why)
            self._build()

    def run(self, ms):
        for _ in range(max(1, ms // self.tick_ms)):
            self.tick()

    def now(self):
        return self.clock.ticks_ms()

    def pace_ms(self, name):
        """One of the table's delays ("frame_ms", "roll_ms", ...): to wait for what it paces."""
        return getattr(self.app.pacing, name)

    # ---- buttons --------------------------------------------------------------------------------

    def screen(self, seat):
        """The seat's screen (an ssd1306_wire.Controller: .lines(), .pixel(x, y)) as wired,
        or None if it has none."""
        named = getattr(self.config, "SEAT_SCREENS", ())
        if type(named) not in (tuple, list) or not 0 <= seat < len(named):
            return None
        channel = named[seat]
        if channel is None:
            return None
        return self.panels.get(None if self.config.SCREEN_MUX_ADDRESS is None else channel)

    def seats(self):
        return len(getattr(self.config, "SEAT_BUTTONS", ()))  # none: a config that did not import

    def pin(self, seat, button):
        """The GPIO of a seat's button (STEP or CONFIRM)."""
        return self.config.SEAT_BUTTONS[seat][button]

    def button_down(self, seat, button):
        self.machine.press(self.pin(seat, button))

    def button_up(self, seat, button):
        self.machine.release(self.pin(seat, button))

    def press(self, seat, button, hold_ms=60, after_ms=40):
        """Press a seat's button for hold_ms, let go, and let the table run after_ms (a short
        press, and the gap after it)."""
        self.button_down(seat, button)
        self.run(hold_ms)
        self.button_up(seat, button)
        self.run(after_ms)

    def hold(self, seat, button):
        """A long press (past the buttons' long_press_ms)."""
        self.press(seat, button, self.hold_ms)

    def gesture(self, seat):
        """Hold the seat's step, press its confirm, let go of both: the pairing gesture."""
        self.button_down(seat, 0)
        self.run(60)
        self.press(seat, 1)
        self.button_up(seat, 0)
        self.run(40)

    # ---- LEDs -----------------------------------------------------------------------------------

    def frame(self, data):
        """Every frame sent on the chain's pin, kept as its latest (the LEDs hold it)."""
        if len(self.wire) != len(data):
            self.wire = bytearray(len(data))
        self.wire[:] = data

    def frames_sent(self):
        return self.machine.WIRE.sent(self.led_pin)

    def colours(self):
        """What each LED shows now, (r, g, b), decoded from the wire's bytes; all dark before
        the first frame."""
        if not self.wire:
            count = getattr(self.config, "LED_COUNT", 0)
            return [(0, 0, 0)] * (count if isinstance(count, int) else 0)
        return [self.rgb(led) for led in range(len(self.wire) // len(self.config.COLOUR_ORDER))]

    def rgb(self, led):
        """The (r, g, b) LED `led` shows now: its bytes on the wire in the config's colour
        order, as ws2812.decode reads them (one LED at a time here, without the tuple and the
        generator decode makes per LED: a test reading every LED at every step would
        fragment the VM's heap)."""
        order = self.config.COLOUR_ORDER
        start = led * len(order)
        wire = self.wire
        return (
            wire[start + order.index("R")],
            wire[start + order.index("G")],
            wire[start + order.index("B")],
        )

    # ---- the serial log -------------------------------------------------------------------------

    def read_line(self, line):
        """Every line the firmware logs, as it logs it."""
        if line.startswith(STATE_LINE):
            self.state_lines += 1
            if self.on_line is not None:
                self.on_line(line, {"ev": "state"})
            return
        kind = "text"
        if line.startswith('{"ev": "'):  # as every line begins (table/log.py), its kind next
            kind = line[8 : line.find('"', 8)]
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if self.keep_latest:
            self.latest[kind] = line
        if kind == "start" or kind == "resume":
            self.players = json.loads(line)["seats"]  # player -> seat, of the game in play
        self.heard(line)

    def heard(self, line):
        """A line logged (state lines aside), after it was counted and kept as its kind's
        latest: for a subclass that follows the log."""
        if self.on_line is not None:
            self.on_line(line, _event(line))

    def seen_event(self, ev):
        return self.counts.get(ev, 0) > 0

    def last(self, ev):
        """The latest event of kind `ev` logged, as a dict; None if there was none."""
        line = self.latest.get(ev)
        return None if line is None else _event(line)

    def forget_log(self):
        """Start the log afresh (counts too), e.g. before a reboot."""
        self.counts = {}
        self.latest = {}

    # ---- the game -------------------------------------------------------------------------------

    def mode(self):
        return self.app.mode

    def prompt(self, seat):
        """(highlighted, choices, label) when `seat` has a decision to make, else None: the
        private view's (table/seat/private.py), straight from the app, so that the rest of the
        private view is not loaded for it."""
        return self.app.prompt(seat)

    def deciding_seat(self):
        """The seat with a decision open, or -1."""
        for seat in range(self.seats()):
            if self.prompt(seat) is not None:
                return seat
        return -1

    def seat_view(self, seat):
        """Everything seat `seat` alone may know now: its seat view (table/seat/private.py)."""
        from table.seat import private

        return private.model(self.app, seat, True, False)  # in words, as a terminal shows it

    def private_lines(self, seat, width=40, rows=0):
        """The seat view of `seat` as text lines at most `width` wide (a window of a long
        list of choices when `rows` is given)."""
        from table.seat import private, text

        return text.lines(private.model(self.app, seat, True, False), width, rows)

    def game_state(self):
        """The engine state of the game in play (for a bot playing a seat through its
        buttons: the table's own bots see it so)."""
        return self.app.state()

    # ---- the usual openings, and playing on -----------------------------------------------------

    def choose_game(self, name, confirm=True):
        """Step seat 1 through the game select until `name` is shown, then confirm it."""
        for _ in range(8):
            last = self.last("select")
            if last is not None and last["game"] == name:
                break
            self.press(0, STEP)
        if confirm:
            self.press(0, CONFIRM)

    def join(self, humans=(), bots=(), starter=None):
        """Seats join (confirm: a person, step: a bot); a person's long confirm starts."""
        for seat in humans:
            self.press(seat, CONFIRM)
        for seat in bots:
            self.press(seat, STEP)
        self.hold(humans[0] if starter is None else starter, CONFIRM)

    def play_until(self, done, choose=None, limit_ms=3600000):
        """Run the game until done(table) is true; a seat with a decision makes it with
        choose(table, seat, prompt) -> how many step presses before confirm (default: none,
        the first choice). An AssertionError if it takes more than limit_ms of virtual time."""
        start = self.clock.now_ms
        while not done(self):
            seat = self.deciding_seat()
            if seat >= 0:
                steps = 0 if choose is None else choose(self, seat, self.prompt(seat))
                for _ in range(steps):
                    self.press(seat, STEP, hold_ms=30, after_ms=20)
                self.press(seat, CONFIRM, hold_ms=30, after_ms=20)
            else:
                self.run(20)
            if self.clock.now_ms - start > limit_ms:
                raise AssertionError("the game did not get there in %d virtual ms" % limit_ms)
