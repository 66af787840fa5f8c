"""The table booted from the shipped config on the simulated Pico
(host_tools/virtual_board/simtable.py) and driven through its seat buttons, for the bench's
VM scripts (MicroPython and CPython).

The table starts a game only on a long confirm at a seat that joined as a human, so seat 1
joins that way and a bot plays it through its buttons: the table's own bot class picks the
move, and the harness presses step until that move is highlighted, then confirm. The other
seats are the table's bots, so bots sit in every seat. Saves go to real files in `saves` (the
unix port's filesystem stands in for the Pico's flash, and costs no heap, as flash does not),
or to the simulator's flash in RAM (`fs`), where the time a save takes is CPU time only.

Import this after benchvm.use_paths(firmware or build, simulator).
"""

import config  # the shipped hardware config
import simtable

from engines.rng import Rng
from table import modes

LIMIT_MS = 48 * 3600 * 1000  # virtual time a game may take before the run is called stuck


class Stuck(Exception):
    pass


class BenchTable(simtable.SimTable):
    """Fast pacing, as the table tests have it: the bench measures work, not waiting."""

    def __init__(self, saves, seed=1, bot="table", on_tick=None, fs=None, screens=0):
        config.SAVE_FOLDER = saves
        config.SEAT_SCREENS = tuple(range(screens))  # and wired on the simulated bus
        self.presses = 0
        self.on_tick = on_tick  # called after every step of the table (for timing it)
        simtable.SimTable.__init__(
            self,
            config,
            seed=seed,
            fs=fs,
            pacing="fast",
            bot=simtable.light_bot if bot == "light" else None,  # light: the tests' search
        )
        self.seat_bot = self.bot(Rng(seed + 1000))

    def tick(self):
        simtable.SimTable.tick(self)
        if self.on_tick is not None:
            self.on_tick()

    def press(self, seat, button, hold_ms=30, after_ms=20):
        simtable.SimTable.press(self, seat, button, hold_ms, after_ms)
        self.presses += 1

    def choose(self, name, players):
        """From the game select: pick `name`, seat 1 joins, bots take the next seats, go."""
        self.choose_game(name)
        self.join(humans=(0,), bots=range(1, players))
        if self.mode() != modes.PLAY:
            raise Stuck("the game did not start: mode %d" % self.mode())

    def asked(self):
        """(highlighted position, choices, label) when seat 1 is to choose, else None."""
        return self.prompt(0)

    def bot_steps(self, table, seat, prompt):
        """How seat 1 chooses in play_until: the step presses that bring its highlight to
        the move its bot picks."""
        index, count, _ = prompt
        state = self.game_state()
        target = state.legal_actions().index(self.seat_bot.choose(state))
        return (target - index) % count

    def play_on(self, done):
        """Play (seat 1 through its buttons, the rest by the table) until done(table)."""
        self.play_until(done, self.bot_steps, LIMIT_MS)

    def play(self):
        """Play to GAME OVER; returns (actions, virtual ms it took)."""
        start = self.clock.now_ms
        self.play_on(over)
        return self.game_state().history_length(), self.clock.now_ms - start

    def leave(self):
        self.press(0, simtable.CONFIRM)
        if self.mode() != modes.SELECT:
            raise Stuck("confirm at GAME OVER did not go back to the game select")


def over(table):
    return table.mode() == modes.OVER
