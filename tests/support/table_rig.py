"""The table on the simulated Pico, for end-to-end tests: host_tools/virtual_board/simtable.py's
SimTable, fast, with what only tests ask of it (a config whose colours are the palette's, an
LED watched through every frame, the current drawn, the recent log as events). Under CPython
and the MicroPython VM alike.

Tests built on this assert on decoded colours and on the public log only; the table reaches
into the app for nothing but the private view (an interface of the app, what a seat's
front end shows) and the pacing.
"""

import json

# The firmware is imported as the table imports it, game views only for the game played
# (tests/run_micropython.py gives the VM the firmware precompiled, as a Pico gets it).
from engines.rng import Rng
from support import sim, table_config

sim.in_place()  # the simulated board, simtable with it, on the import path
import simtable  # noqa: E402

STEP = simtable.STEP
CONFIRM = simtable.CONFIRM
KEEP = 20  # log lines the rig keeps


def fast_config(**overrides):
    """The shipped config at full brightness with a limit no frame reaches, so the decoded
    colours are exactly the palette's (the current-limit tests set their own)."""
    fields = {"BRIGHTNESS": 255, "CURRENT_LIMIT_MA": 20000}
    for name in overrides:
        fields[name] = overrides[name]
    return table_config.make(**fields)


def packed(rgb):
    return (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]


def _forget_saves(folder):
    """A whole game starts from an empty save folder: what an earlier run left would resume."""
    import os

    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        os.remove(folder + "/" + name)


class Rig(simtable.SimTable):
    keep_latest = False  # last() reads the KEEP lines kept here: less heap held on the VM

    def __init__(
        self,
        config=None,
        seed=7,
        fs=None,
        games=None,
        pacing=None,
        files=None,
        main_loop=False,
        screens=None,
    ):
        """files: a name, for a whole game whose saves go to real files (build/saves/<name>)
        instead of the simulated flash, which holds every byte of them on the VM's heap, as
        a Pico's flash does not; the tests of power cuts keep the simulated flash. main_loop:
        boot and run as main.py does (simtable.SimTable). screens: the channels whose seat
        screens are wired (None: those the config names)."""
        sim.in_place()  # again: a test since may have installed a board of its own
        if files is not None:
            folder = sim.absolute(sim.ROOT + "/build/saves/" + files)
            _forget_saves(folder)
            config = fast_config(SAVE_FOLDER=folder) if config is None else config
        elif fs is None:
            import fakefs  # only then: a whole game on real files keeps its heap on the VM

            fs = fakefs.FakeFlash()
        fast = dict(simtable.PACING["fast"])
        for name in pacing or ():
            fast[name] = pacing[name]
        self.log_lines = []  # the latest KEEP lines of the serial log (state lines aside)
        self.dropped = 0  # lines logged before those
        self.listener = None  # called with every event logged, as a dict
        self._watch_led = -1
        self.watched = []  # colours the watched LED showed, one per change
        self.track_current = False  # note the brightest frame sent (sum of its bytes)
        self.frame_boundaries = None  # a list: the flash's write boundaries passed at each frame
        self.most_channels = 0
        # the Tycoon board's size as table_config knows it (test_table_config checks it is the
        # engine's): each boot reading the engine's data would compile it again on the VM
        simtable.SimTable.__init__(
            self,
            config if config is not None else fast_config(),
            seed=seed,
            fs=fs,
            pacing=fast,
            bot=simtable.light_bot,
            games=games,
            board=table_config.BOARD,
            main_loop=main_loop,
            screens=screens,
        )
        if files is not None:  # the rig's own config: a refusal is said now, not after a
            refused = self.last("config_error")  # game that never starts
            if refused is not None:
                raise AssertionError(refused["text"])

    # ---- LEDs ---------------------------------------------------------------------------------

    def colour(self, led):
        """The packed 0xRRGGBB colour LED `led` shows now, decoded from the wire bytes."""
        return packed(self.rgb(led))

    def space(self, space):
        return self.colour(self.config.SPACE_LEDS[space])

    def seat(self, seat):
        return self.colour(self.config.SEAT_LEDS[seat])

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

    def watch(self, led):
        """From now on, note every colour `led` shows in any frame sent (in self.watched)."""
        self._watch_led = led
        self.watched = []

    def frame(self, data):
        simtable.SimTable.frame(self, data)
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

    def heard(self, line):
        simtable.SimTable.heard(self, line)
        self.log_lines.append(line)
        if len(self.log_lines) > KEEP:  # bounded: a whole game under the VM's heap
            del self.log_lines[0]  # in place: no new list for every line
            self.dropped += 1
        if self.listener is not None:
            self.listener(json.loads(line))

    def last(self, ev):
        """The latest event of kind `ev` among the KEEP lines kept, as a dict, or None."""
        found = None
        for line in self.log_lines:
            if ('"ev": "%s"' % ev) in line:
                found = line
        return None if found is None else json.loads(found)

    def events(self, ev=None):
        """The (latest KEEP lines of the) log as dicts, only events of kind `ev` if given."""
        out = []
        for line in self.log_lines:
            event = json.loads(line)
            if ev is None or event["ev"] == ev:
                out.append(event)
        return out

    def forget_log(self):
        """Start the log afresh (counts too), e.g. before a reboot."""
        simtable.SimTable.forget_log(self)
        self.dropped += len(self.log_lines)
        self.log_lines = []

    def new_events(self, since):
        """(events logged after the first `since` lines, the new count): for a test that
        follows the game as it goes (it must look at least every KEEP lines)."""
        start = since - self.dropped
        assert start >= 0, "log lines were dropped before the test read them"
        out = [json.loads(line) for line in self.log_lines[start:]]
        return out, self.dropped + len(self.log_lines)


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
    from table.leds import cards_view, palette

    seats = rig.players
    ranks = cards_view.ranks(scores, low_wins)
    for player in range(len(seats)):
        seat = seats[player]
        full = palette.SEAT_COLOURS[seat]
        dim = palette.scale(full, palette.RANK_LEVELS[ranks[player]], 32)
        shown = rig.seen(rig.config.SEAT_LEDS[seat], 1200)
        assert dim in shown or full in shown, (player, shown, dim)
    months = rig.config.MONTH_LEDS
    for i in range(len(months)):
        lit = rig.colour(months[i]) == palette.WHITE
        assert lit == (i < round_number), (i, round_number)
