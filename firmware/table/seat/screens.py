"""The seats' screens kept up to date, a little each step of the table: SeatScreens.

Each step works within a CPU budget, cut short when the LEDs' next frame is due sooner: it
makes seats' views in slices (private.build, a generator) and sends changed rows (an SSD1306
page: 128 bytes on the I2C bus, a few ms each), as many as the budget holds, so a press
still reaches the LEDs in time. A view is made again when the table's moment
(table/reads.py) changes, the one under way dropped (it was for a moment that passed); the
deciding seat's comes first. In a game, a step press moves only the deciding seat's
highlight: only that seat's view is made again. Each screen remembers only its 8 rows'
texts and what it last drew of them: a row that changed, or scrolled, is drawn in our own
font (table/seat/font.py) into the one page every screen shares (hal's Screens.page) and sent
alone.

Loaded only on a table with screens (App.step), and kept with the game's view code while
the table runs: a module's load is a long slice on a Pico.
"""

from compat import const
from hal import clock
from table import reads
from table.seat import font, private, screen

BUDGET_US = const(12000)  # a step's work on the screens, at most (the first piece aside)
PAGE_US = const(3500)  # a page's send, drawing and bus, until one is timed
_UNDRAWN = const(255)  # a row's drawn scroll offset before it is drawn
_GONE = const(2)  # in SeatScreens.fresh: the screen stopped answering, never made again
_HIGHLIGHT = const(4)  # in a game's moment (reads.moment): the deciding seat's highlight


class SeatScreens:
    """The screens of `screens` (hal/screens.py's Screens: .seats, .page, .send, which is
    False for a screen that stopped answering) showing each its seat's view of `app`."""

    def __init__(self, app, screens, budget_us=BUDGET_US):
        self.app = app
        self.screens = screens
        self.seats = screens.seats
        count = len(self.seats)
        self.budget_us = budget_us
        self.rows = [b""] * count  # per screen: its 8 rows' texts (font.codes), "\n" between
        self.lengths = bytearray(count * screen.ROWS)  # per row: its length (255: or more)
        self.inverted = bytearray(count)  # per screen: its inverted row + 1 (0: none)
        self.stale = bytearray(count)  # per screen: a bit a row to draw and send
        self.drawn = bytearray(b"\xff" * (count * screen.ROWS))  # per row: the offset drawn
        self.since = [0] * count  # per screen: when its rows last changed (the scroll's start)
        # per screen: 1 when its rows are of `moment`, _GONE once it stopped answering
        self.fresh = bytearray(count)
        self.moment = None  # type: tuple | None
        self.page_us = PAGE_US  # the last page's send, timed
        self.first = -1  # the screen of the seat deciding now: its view comes first
        self.making = None  # the view under way: [screen, generator, model]

    def step(self, now):
        """This step's share of the work at `now` (the table's ms ticks): pieces of work (a
        slice of a view, a page sent) while they fit in the budget, or until the LEDs' next
        frame is due; the first piece whatever its time."""
        start = clock.ticks_us()
        budget = self.budget_us
        due = clock.ticks_diff(self.app.next_frame, now)  # ms to the LEDs' next frame
        if due * 1000 < budget:
            budget = due * 1000 if due > 0 else 0
        moment = reads.moment(self.app)
        if moment != self.moment:
            self._moved(moment)
        self._scroll(now)
        worked = False
        while True:
            i = self._next()
            if i < 0:
                break
            if not self.fresh[i]:
                self._slice(i, now)
            else:
                sent = clock.ticks_us()
                if worked and clock.ticks_diff(sent, start) + self.page_us > budget:
                    break  # a page would overrun the budget: the next step sends it
                self._send(i, now)
                self.page_us = clock.ticks_diff(clock.ticks_us(), sent)
            worked = True
            if clock.ticks_diff(clock.ticks_us(), start) >= budget:
                break

    def _moved(self, moment):
        """The table is at a new moment: every view is out of date, the one under way too;
        but when a game's moment moved only the deciding seat's highlight, only that
        seat's view is (no other seat's view shows it)."""
        before = self.moment
        self.moment = moment
        first = self.first
        if _highlight_only(before, moment):
            if first >= 0:  # the deciding seat's screen (none: no view to make again)
                self.fresh[first] = 0
                making = self.making
                if making is not None and making[0] == first:
                    self.making = None
            return
        self.making = None
        self.first = -1
        seats = self.seats
        for i in range(len(seats)):
            if self.fresh[i] != _GONE:
                self.fresh[i] = 0
                if reads.decision(self.app, seats[i]) is not None:
                    self.first = i

    def _next(self):
        """The screen with work to do (a view to make, a row to send), the deciding seat's
        first; -1: none."""
        first = self.first
        if first >= 0 and (not self.fresh[first] or self.stale[first]):
            return first
        making = self.making
        if making is not None:
            return making[0]  # the view under way is finished before another begins
        for i in range(len(self.seats)):
            if not self.fresh[i] or self.stale[i]:
                return i
        return -1

    def _slice(self, i, now):
        making = self.making
        if making is None or making[0] != i:
            model = {}  # type: dict
            made = private.build(self.app, self.seats[i], model, True, False, True)
            making = self.making = [i, made, model]
        try:
            next(making[1])
            return
        except StopIteration:
            pass
        self.making = None
        model = making[2]
        making = None
        new, lit = layout(model)
        for r in range(screen.ROWS):
            new[r] = font.codes(new[r][:255])  # a row's length is kept in a byte
        self._lay_out(i, new, lit, now)
        if model["mode"] == "select":  # the select reads alike at every seat: laid out once
            for j in range(len(self.seats)):
                if not self.fresh[j]:
                    self._lay_out(j, new, lit, now)

    def _lay_out(self, i, new, lit, now):
        """Screen i's rows (`new`: 8 rows in the font's bytes, `lit` the inverted one or -1)
        from its seat's model: those that changed are marked to send."""
        self.fresh[i] = 1
        old = self.rows[i]
        stale = self.stale[i]
        if lit + 1 != self.inverted[i]:
            if lit >= 0:
                stale |= 1 << lit
            if self.inverted[i]:
                stale |= 1 << (self.inverted[i] - 1)
            self.inverted[i] = lit + 1
        changed = False
        at = 0
        lengths = self.lengths
        for r in range(screen.ROWS):
            end = old.find(b"\n", at)
            end = len(old) if end < 0 else end
            row = new[r]
            if end - at != len(row) or not old.startswith(row, at) or not old:
                changed = True
                stale |= 1 << r
                self.drawn[i * screen.ROWS + r] = _UNDRAWN
            at = end + 1
            lengths[i * screen.ROWS + r] = len(row)
        if changed:
            self.since[i] = now  # a change: every scrolling row starts again
            self.rows[i] = b"\n".join(new)
        self.stale[i] = stale

    def _scroll(self, now):
        """Rows that scroll and have moved on since they were drawn are marked to send."""
        lengths = self.lengths
        drawn = self.drawn
        for i in range(len(self.seats)):
            at = i * screen.ROWS
            elapsed = -1
            for r in range(screen.ROWS):
                length = lengths[at + r]
                if length <= screen.WIDTH:
                    continue
                if elapsed < 0:
                    elapsed = clock.ticks_diff(now, self.since[i])
                    if elapsed < 0:  # a view unchanged for longer than the ticks' half period
                        self.since[i] = now
                        elapsed = 0
                if screen.offset(length, elapsed) != drawn[at + r]:
                    self.stale[i] |= 1 << r

    def _send(self, i, now):
        """Screen i's first stale row drawn into the shared buffer's page and sent."""
        stale = self.stale[i]
        r = 0
        while not stale >> r & 1:
            r += 1
        self.stale[i] = stale & ~(1 << r)
        rows = self.rows[i]
        at = 0
        for _ in range(r):
            at = rows.find(b"\n", at) + 1
        end = rows.find(b"\n", at)
        shift = screen.offset(
            self.lengths[i * screen.ROWS + r], clock.ticks_diff(now, self.since[i])
        )
        self.drawn[i * screen.ROWS + r] = shift
        lit = self.inverted[i] == r + 1
        # drawn in the one page every screen shares (hal's Screens.page), then sent as row r
        font.draw(self.screens.page, 0, rows, at + shift, len(rows) if end < 0 else end, lit)
        if not self.screens.send(self.seats[i], r):  # it stopped answering (hal's .missing)
            self._lost(i)

    def _lost(self, i):
        """Screen i stopped answering: its seat plays on without it (nothing more to it)."""
        self.fresh[i] = _GONE
        self.stale[i] = 0
        self.rows[i] = b""
        for r in range(screen.ROWS):
            self.lengths[i * screen.ROWS + r] = 0
        if self.first == i:
            self.first = -1
        seat = self.seats[i] + 1
        text = "seat %d's screen stopped answering: seat %d plays without it" % (seat, seat)
        self.app.log.event("screen", text)


def layout(model):
    """The seat model `model` as (8 rows of text, the inverted row or -1): a game's by
    screen.rows, else table/seat/between.py's (let go with the lobby's code)."""
    if model["mode"] != "play" and model["mode"] != "over":
        from table.seat import between

        return between.rows(model)
    return screen.rows(model)


def _highlight_only(before, moment):
    """Whether a game's moment `moment` differs from `before` in the highlight alone."""
    if before is None or len(before) != len(moment) or len(moment) <= _HIGHLIGHT:
        return False
    after = _HIGHLIGHT + 1
    return before[:_HIGHLIGHT] == moment[:_HIGHLIGHT] and before[after:] == moment[after:]
