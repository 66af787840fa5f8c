"""The table booted from the shipped config on the simulated Pico, driven through its seat
buttons, for the bench's VM scripts (MicroPython and CPython).

The table starts a game only on a long confirm at a seat that joined as a human, so seat 1
joins that way and a bot plays it through its buttons: the table's own bot class picks the
move, and the harness presses step until that move is highlighted, then confirm. The other
seats are the table's bots, so bots sit in every seat. Saves go to real files in `saves` (the
unix port's filesystem stands in for the Pico's flash, and costs no heap, as flash does not),
or to the simulator's flash in RAM (`fs`), where the time a save takes is CPU time only.

Import this after benchvm.use_paths(firmware or build, simulator).
"""

import config  # the shipped hardware config
import machine  # the simulated board

from engines.bots import GreedyBot
from engines.rng import Rng
from table import boot, modes, private

TICK_MS = 5  # the table's main loop steps every 5 ms (table/boot.run's idle_ms)
STEP = 0
CONFIRM = 1
LIMIT_MS = 48 * 3600 * 1000  # virtual time a game may take before the run is called stuck
# The pacing of the table tests: the bench measures work, not waiting.
PACING = {"bot_ms": 20, "chance_ms": 5, "roll_ms": 60, "walk_ms": 40, "lamp_ms": 50}


def light_bot(rng):
    """The lighter search the table tests use (tests/support/table_rig.py)."""
    return GreedyBot(rng, samples=1, max_candidates=4, horizon=3)


class Stuck(Exception):
    pass


class SimTable:
    def __init__(self, saves, seed=1, bot="table", on_tick=None, fs=None):
        machine.WIRE.keep = 1  # one frame slot, reused: recording costs no heap per frame
        machine.SERIAL.keep = 0  # the log goes out as on a Pico, and is not kept
        config.SAVE_FOLDER = saves
        self.machine = machine
        self.config = config
        self.app = boot.build(config, seed=seed, fs=fs)
        for name in PACING:
            setattr(self.app, name, PACING[name])
        if bot == "light":
            self.app.bot_class = light_bot
        self.seat_bot = self.app.bot_class(Rng(seed + 1000))
        self.clock = machine.VIRTUAL_CLOCK
        self.presses = 0
        self.on_tick = on_tick  # called after every step of the table (for timing it)
        self.run(100)

    def tick(self):
        self.clock.advance(TICK_MS)
        self.app.step(self.clock.ticks_ms())
        if self.on_tick is not None:
            self.on_tick()

    def run(self, ms):
        for _ in range(ms // TICK_MS):
            self.tick()

    def pin(self, seat, button):
        return config.SEAT_BUTTONS[seat][button]

    def press(self, seat, button, hold_ms=30, after_ms=20):
        machine.press(self.pin(seat, button))
        self.run(hold_ms)
        machine.release(self.pin(seat, button))
        self.run(after_ms)
        self.presses += 1

    def choose(self, name, players):
        """From the game select: pick `name`, seat 1 joins, bots take the next seats, go."""
        app = self.app
        names = app.game_names
        for _ in range((names.index(name) - app.game_index) % len(names)):
            self.press(0, STEP)
        self.press(0, CONFIRM)
        self.press(0, CONFIRM)
        for seat in range(1, players):
            self.press(seat, STEP)
        self.press(0, CONFIRM, hold_ms=900)
        if app.mode != modes.PLAY:
            raise Stuck("the game did not start: mode %d" % app.mode)

    def asked(self):
        """(highlighted position, choices, label) when seat 1 is to choose, else None."""
        return private.prompt(self.app, 0)

    def planned_steps(self):
        """Step presses that bring seat 1's highlight to the move its bot picks."""
        index, count, _ = self.asked()
        state = self.app.state
        target = state.legal_actions().index(self.seat_bot.choose(state))
        return (target - index) % count

    def play_until(self, done):
        """Play (seat 1 through its buttons, the rest by the table) until done() is true."""
        start = self.clock.now_ms
        while not done():
            if self.asked() is None:
                self.run(20)
            else:
                for _ in range(self.planned_steps()):
                    self.press(0, STEP)
                self.press(0, CONFIRM)
            if self.clock.now_ms - start > LIMIT_MS:
                raise Stuck("not done in %d virtual ms" % LIMIT_MS)

    def play(self):
        """Play to GAME OVER; returns (actions, virtual ms it took)."""
        start = self.clock.now_ms
        self.play_until(self.over)
        return self.app.state.history_length(), self.clock.now_ms - start

    def over(self):
        return self.app.mode == modes.OVER

    def leave(self):
        self.press(0, CONFIRM)
        if self.app.mode != modes.SELECT:
            raise Stuck("confirm at GAME OVER did not go back to the game select")
