"""The table on the simulated Pico, for end-to-end tests: boot from a config, press and
release seat buttons on their GPIOs, read the LEDs back by decoding the bytes on the wire,
and read the serial log. Under CPython and the MicroPython VM alike.

Tests built on this assert on decoded colours and on the public log only; the rig reaches
into the app for nothing but the private view (an interface of the app, what a seat's
front end shows) and the pacing knobs.
"""

import json
import sys

# The firmware is imported as the table imports it, game views only for the game played
# (tests/run_micropython.py gives the VM the firmware precompiled, as a Pico gets it).
from engines.rng import Rng
from support import sim, table_config
from table import boot, picker

STEP = 0
CONFIRM = 1
TICK_MS = 5
KEEP = 20  # log lines the rig keeps
STATE_LINE = '{"ev":"state"'  # the public state for a monitor (play.py), after every action


def fast_config(**overrides):
    """The shipped config at full brightness with a limit no frame reaches, so the decoded
    colours are exactly the palette's (the current-limit tests set their own)."""
    fields = {"BRIGHTNESS": 255, "CURRENT_LIMIT_MA": 20000}
    for name in overrides:
        fields[name] = overrides[name]
    return table_config.make(**fields)


def light_bot(rng):
    """The table's GreedyBot with a lighter search: the whole game, firmware and engine
    precompiled as a Pico gets them, must fit the VM's 192K heap beside the simulator."""
    from engines.bots import GreedyBot

    return GreedyBot(rng, samples=1, max_candidates=4, horizon=3)


def packed(rgb):
    return (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]


_rigs = [None]  # the rig whose test is running: it gets the frames sent


def _on_frame(gpio, data):
    rig = _rigs[0]
    if rig is not None:
        rig._on_frame(gpio, data)


_capture = [None]  # the simulated board's serial capture, for the lines the rig reads


def _on_line(text):
    """Every line the firmware writes on the serial port. The monitor's state lines (a line
    per key of the public board, after every action) are counted, not kept: the tests read
    the LEDs instead, and a step's thirty-odd lines held until the rig reads them would be
    the rig's biggest use of the VM's heap, which a Pico printing them never pays."""
    if text.startswith(STATE_LINE):
        rig = _rigs[0]
        if rig is not None:
            rig.state_lines += 1
        return
    _capture[0](text)


def _board():
    """The simulated Pico, powered up afresh. Installed once per process and then reset, not
    installed anew for each test: on the VM each install compiles the simulator again, and
    a file of tests would run out of heap."""
    machine = sys.modules.get("machine")
    if machine is None or not hasattr(machine, "VIRTUAL_CLOCK") or machine.WIRE.keep != 1:
        machine = sim.install()
        machine.WIRE.keep = 1  # the rig keeps its own copy of the last frame
        machine.WIRE.watch(_on_frame)
        _capture[0] = machine.SERIAL.write_line
        machine.SERIAL.write_line = _on_line
        return machine
    machine.power_cycle()
    machine.VIRTUAL_CLOCK.now_ms = 0  # as at power-up: the same presses make the same game
    for gpio in range(30):
        machine.drive(gpio, None)  # nobody is touching a button
    machine.WIRE.clear()
    machine.SERIAL.take()
    return machine


class Rig:
    def __init__(self, config=None, seed=7, fs=None, games=None, pacing=None):
        self.machine = _board()
        import fakefs

        self.config = config if config is not None else fast_config()
        self.fs = fs if fs is not None else fakefs.FakeFlash()
        self.fs.keep_journal = 2  # the rig reads only the last boundary, where a cut fell
        self.seed = seed
        self.games = games
        self.pacing = pacing
        self.tick_ms = TICK_MS  # how far the clock moves between two steps of the table
        self.log_lines = []  # the latest KEEP lines of the serial log
        self.dropped = 0  # lines logged before those
        self.counts = {}  # events seen so far, by kind
        self.state_lines = 0  # the monitor's state lines sent (counted, not kept)
        self.players = []  # the seat of each player in the game in play
        self.listener = None  # called with every event logged, as a dict
        self._watch_led = -1
        self.watched = []  # colours the watched LED showed, one per change
        self.wire = bytearray(0)  # the bytes of the last frame on the LED chain's pin
        self.track_current = False  # note the brightest frame sent (sum of its bytes)
        self.frame_boundaries = None  # a list: the flash's write boundaries passed at each frame
        self.most_channels = 0
        _rigs[0] = self
        self.boot()

    # ---- power ------------------------------------------------------------------------------

    def boot(self):
        """Start the firmware as after a reset: a new app on the same board and flash."""
        # the Tycoon board's size as table_config knows it (test_table_config checks it is the
        # engine's): each boot reading the engine's data would compile it again on the VM
        self.app = boot.build(
            self.config, seed=self.seed, fs=self.fs, games=self.games, board=table_config.BOARD
        )
        pacing = {"bot_ms": 20, "chance_ms": 5, "roll_ms": 60, "walk_ms": 40, "lamp_ms": 50}
        if self.pacing:
            for name in self.pacing:
                pacing[name] = self.pacing[name]
        for name in pacing:
            setattr(self.app, name, pacing[name])
        self.app.bot_class = light_bot
        self.tick()  # the lamp test starts
        self.run(min(pacing["lamp_ms"] + 10, 100))  # a long lamp test is for a test to see

    def power_cut(self):
        """The power fails and comes back: the flash keeps what it held, the firmware boots."""
        self.machine.power_cycle()
        self.fs = self.fs.after_power_cut()
        self.fs.keep_journal = 2
        self.boot()

    # ---- time ---------------------------------------------------------------------------------

    def tick(self):
        clock = self.machine.VIRTUAL_CLOCK
        clock.advance(self.tick_ms)
        self.app.step(clock.ticks_ms())
        self._read_serial()

    def run(self, ms):
        for _ in range(max(1, ms // self.tick_ms)):
            self.tick()

    def now(self):
        return self.machine.VIRTUAL_CLOCK.ticks_ms()

    # ---- buttons ------------------------------------------------------------------------------

    def pin(self, seat, button):
        return self.config.SEAT_BUTTONS[seat][button]

    def press(self, seat, button, hold_ms=60, after_ms=40):
        """Press a seat's button for hold_ms, let go, and let the table run after_ms."""
        self.machine.press(self.pin(seat, button))
        self.run(hold_ms)
        self.machine.release(self.pin(seat, button))
        self.run(after_ms)

    def hold(self, seat, button):
        """A long press (past the buttons' long_press_ms)."""
        self.press(seat, button, hold_ms=900)

    # ---- LEDs ---------------------------------------------------------------------------------

    def colours(self):
        """The colours the chain shows now, as (r, g, b) per LED."""
        return [self._rgb(led) for led in range(len(self.wire) // 3)]

    def _rgb(self, led):
        data = self.wire
        order = self.config.COLOUR_ORDER
        start = led * 3
        return (
            data[start + order.index("R")],
            data[start + order.index("G")],
            data[start + order.index("B")],
        )

    def estimated_ma(self, channels=None):
        """The estimated current of the last frame (or of a frame whose bytes sum to
        `channels`), by the config's figures: the formula of docs/hal.md."""
        if channels is None:
            channels = 0
            for byte in self.wire:
                channels += byte
        config = self.config
        idle = config.IDLE_MA_PER_LED * (len(self.wire) // 3)
        return idle + channels * config.MA_PER_CHANNEL / 255

    def colour(self, led):
        """The packed 0xRRGGBB colour LED `led` shows now, decoded from the wire bytes."""
        return packed(self._rgb(led))

    def space(self, space):
        return self.colour(self.config.SPACE_LEDS[space])

    def seat(self, seat):
        return self.colour(self.config.SEAT_LEDS[seat])

    def watch(self, led):
        """From now on, note every colour `led` shows in any frame sent (in self.watched)."""
        self._watch_led = led
        self.watched = []

    def _on_frame(self, gpio, data):
        """Every frame sent: kept as the chain's latest (the LEDs hold the last frame)."""
        if gpio != self.config.NEOPIXEL_PIN:
            return
        if len(self.wire) != len(data):
            self.wire = bytearray(len(data))
        self.wire[:] = data
        if self.frame_boundaries is not None:
            self.frame_boundaries.append(self.fs.boundaries)
        if self.track_current:
            total = 0
            for byte in data:
                total += byte
            if total > self.most_channels:
                self.most_channels = total
        if self._watch_led >= 0:
            colour = self.colour(self._watch_led)
            if not self.watched or self.watched[-1] != colour:
                self.watched.append(colour)

    def seen(self, led, ms=900):
        """Every colour `led` shows over the next `ms` (for blinking and cycling LEDs)."""
        found = []
        for _ in range(ms // self.tick_ms):
            self.tick()
            colour = self.colour(led)
            if colour not in found:
                found.append(colour)
        return found

    # ---- the serial log -------------------------------------------------------------------------

    def _read_serial(self):
        serial = self.machine.SERIAL
        if serial.lines:
            for line in serial.take():
                self.log_lines.append(line)
                event = json.loads(line)
                ev = event["ev"]
                self.counts[ev] = self.counts.get(ev, 0) + 1
                if ev in ("start", "resume"):
                    self.players = event["seats"]  # player -> seat, of the game in play
                if self.listener is not None:
                    self.listener(event)
            if len(self.log_lines) > KEEP:  # bounded: a whole game under the VM's heap
                extra = len(self.log_lines) - KEEP
                del self.log_lines[:extra]  # in place: no new list for every line
                self.dropped += extra

    def seen_event(self, ev):
        return self.counts.get(ev, 0) > 0

    def events(self, ev=None):
        """The (latest KEEP lines of the) log as dicts, only events of kind `ev` if given."""
        out = []
        for line in self.log_lines:
            event = json.loads(line)
            if ev is None or event["ev"] == ev:
                out.append(event)
        return out

    def last(self, ev):
        found = None
        for line in self.log_lines:
            if ('"ev": "%s"' % ev) in line:
                found = line
        return None if found is None else json.loads(found)

    def forget_log(self):
        """Start the log afresh (counts too), e.g. before a reboot."""
        self.dropped += len(self.log_lines)
        self.log_lines = []
        self.counts = {}

    def new_events(self, since):
        """(events logged after the first `since` lines, the new count): for a test that
        follows the game as it goes (it must look at least every KEEP lines)."""
        start = since - self.dropped
        assert start >= 0, "log lines were dropped before the test read them"
        out = [json.loads(line) for line in self.log_lines[start:]]
        return out, self.dropped + len(self.log_lines)

    # ---- the private view ----------------------------------------------------------------

    def prompt(self, seat):
        """The seat's private prompt (private.prompt, which is table.picker's: the rest of
        the private view is not loaded for it)."""
        return picker.prompt(self.app, seat)

    def deciding_seat(self):
        for seat in range(len(self.config.SEAT_BUTTONS)):
            if self.prompt(seat) is not None:
                return seat
        return -1

    def mode(self):
        return self.app.mode

    # ---- the usual openings --------------------------------------------------------------

    def choose_game(self, name, confirm=True):
        """Step through the game select until `name` is shown, then confirm it."""
        for _ in range(8):
            last = self.last("select")
            if last is not None and last["game"] == name:
                break
            self.press(0, STEP)
        if confirm:
            self.press(0, CONFIRM)

    def join(self, humans=(), bots=(), starter=None):
        for seat in humans:
            self.press(seat, CONFIRM)
        for seat in bots:
            self.press(seat, STEP)
        self.hold(humans[0] if starter is None else starter, CONFIRM)

    def play_until(self, done, choose=None, limit_ms=3600000):
        """Run the game until done(rig) is true; human seats decide with choose(rig, seat,
        prompt) -> how many step presses before confirm (default: take the first)."""
        spent = 0
        while not done(self):
            seat = self.deciding_seat()
            if seat >= 0:
                steps = 0 if choose is None else choose(self, seat, self.prompt(seat))
                for _ in range(steps):
                    self.press(seat, STEP, hold_ms=30, after_ms=20)
                self.press(seat, CONFIRM, hold_ms=30, after_ms=20)
                spent += 100 + 50 * steps
            else:
                self.run(20)
                spent += 20
            if spent > limit_ms:
                raise AssertionError("the game did not get there in %d virtual ms" % limit_ms)


# ---- card games --------------------------------------------------------------------------------


def random_choice(seed):
    """A human's play for play_until: a random number of step presses before confirm."""
    rng = Rng(seed)

    def choose(rig, seat, prompt):
        return rng.below(prompt[1])

    return choose


def check_scoreboard(rig, scores, low_wins, round_number):
    """The card games' LEDs: each seat not to move at its rank's brightness, the round on the
    month track. scores: the public scores per player (a "round" log event's)."""
    from table import cards_view, palette

    seats = rig.players
    ranks = cards_view.ranks(scores, low_wins)
    for player in range(len(seats)):
        seat = seats[player]
        full = palette.SEAT_COLOURS[seat]
        dim = palette.scale(full, cards_view.RANK_LEVELS[ranks[player]], 32)
        shown = rig.seen(rig.config.SEAT_LEDS[seat], 1200)
        assert dim in shown or full in shown, (player, shown, dim)
    months = rig.config.MONTH_LEDS
    for i in range(len(months)):
        lit = rig.colour(months[i]) == palette.WHITE
        assert lit == (i < round_number), (i, round_number)
