"""A table with seat screens for the tests (tests/table/test_seat_screens*.py): an App with
the text-level Screens stand-in (support/screens_fake.py) on a clock that counts each step's
5 ms and the screens' bus time. Under CPython and the MicroPython VM alike.

The screens' work a step is a budget of microseconds (table/seat/screens.py, hal.clock's
ticks_us): here those are the rig's own, WORK_US for each piece of work and the bus time
its pages take, not this machine's, so a test plays the same game however loaded the
machine is (the bus time moves the clock, and the start press's moment stirs the deal)."""

import gc

import engines
from hal import clock
from support import screens_fake, table_config, table_fakes
from support.table_fakes import LONG, PRESS
from table.app import App

WORK_US = 500  # a piece of the screens' work on the rig's microseconds (a slice, a row drawn)


class Table:
    """An App with screens at `seats` on a clock that counts each step's 5 ms and the
    screens' bus time; run(ms) steps it, press(button) pushes an event and steps once."""

    def __init__(
        self, seats=(0, 1, 2, 3, 4, 5), seed=3, with_screens=True, failing=(), screens=None
    ):
        for name in engines.NAMES:
            engines.unload(name)
        gc.collect()
        if screens is None and with_screens:
            screens = screens_fake.Screens(seats, failing)
        self.screens = screens  # the stand-in, or hal's Screens on the simulated wire
        self.lines = []  # the log's lines about the screens (all of them: too much heap)
        self.app = App(
            table_config.make(),
            table_fakes.Pixels(200),
            table_fakes.Buttons(12),
            write_line=self._line,
            seed=seed,
            board=table_config.BOARD,
            screens=self.screens,
        )
        self.app.pacing.bot_ms = self.app.pacing.chance_ms = self.app.pacing.lamp_ms = 1
        self.now = 0
        self.bus_us = 0
        self.work_us = 0  # the screens' work in this step so far (_ticks_us)
        self.run()

    def _line(self, line):
        if '"screen"' in line:
            self.lines.append(line)

    def step(self):
        self.now += 5
        bus_us = getattr(self.screens, "bus_us", None)
        if bus_us is not None:  # the bus time the last step spent sending
            self.now += (bus_us - self.bus_us) // 1000
            self.bus_us = bus_us
        real = clock.ticks_us
        clock.ticks_us = self._ticks_us  # for this step only: other tests keep the real one
        self.work_us = 0
        try:
            self.app.step(self.now)
        finally:
            clock.ticks_us = real

    def _ticks_us(self):
        """The rig's microseconds: the step's moment, the bus time sent in it, and WORK_US
        more at each reading (each piece of the screens' work reads it once or twice)."""
        self.work_us += WORK_US
        sent = getattr(self.screens, "bus_us", self.bus_us) - self.bus_us
        return self.now * 1000 + sent + self.work_us

    def run(self, ms=50):
        until = self.now + ms
        while self.now < until:
            self.step()

    def press(self, button, kind=PRESS):
        self.app.buttons.push(button, kind)
        self.step()

    def settle(self, ms=1000):
        """Run until every screen shows the table's moment (at most `ms`)."""
        until = self.now + ms
        while self.now < until and self.screens is not None:
            self.step()
            if self._settled():
                return
        if self.screens is not None:
            raise AssertionError("the screens never caught up")

    def _settled(self):
        views = self.app.seat_screens
        return (
            views is not None
            and views.making is None
            and all(views.fresh)
            and not any(views.stale)
        )

    def rows(self, seat):
        """What seat `seat`'s screen shows, row by row (an inverted row marked '>'); on a
        table without screens, what it would show at once (laid_out)."""
        if self.screens is not None:
            return self.screens.rows(seat)
        rows, lit = laid_out(self, seat)
        return [(">" if r == lit else "") + rows[r][:21] for r in range(len(rows))]

    def text(self, seat):
        return "\n".join(self.rows(seat))


def playing(table, name, humans=(0, 2), bots=(1,)):
    """`name` begun at `table` with `humans` and `bots` joined, run to a person's decision;
    the deciding seat."""
    app = table.app
    while app.lobby.names[app.lobby.index] != name:
        table.press(0)
        table.run()
    table.press(1)
    table.run()
    for seat in humans:
        table.press(2 * seat + 1)
        table.run()
    for seat in bots:
        table.press(2 * seat)
        table.run()
    table.press(2 * humans[0] + 1, LONG)
    for _ in range(4000):
        for seat in range(6):
            if app.prompt(seat) is not None:
                table.settle()
                return seat
        table.run(10)
    raise AssertionError("no decision came")


def laid_out(table, seat):
    """The seat's rows and its inverted row as table/seat/screen.py lays its view out now,
    made at once (private.model), without the screens' stepping: Scream! and the screens'
    code together do not fit the VM's heap at this 64-bit VM's sizes (docs/table.md)."""
    from table.seat import private, screen

    model = private.model(table.app, seat, True, False, True)
    if model["mode"] != "play" and model["mode"] != "over":  # as screens.layout chooses
        from table.seat import between

        return between.rows(model)
    return screen.rows(model)


def full(table, seat):
    """The rows the seat's screen shows now, whole (a scrolling row's full text)."""
    if table.screens is None:
        return laid_out(table, seat)[0]
    views = table.app.seat_screens
    return views.rows[views.seats.index(seat)].decode().split("\n")
