"""What every game shows on the seat LEDs: who plays where, whose turn, who scored, who won.

The game views (tycoon_view, cards_view) build on this. `update()` runs once per state
change and may allocate (it reads the public observation); `draw()` runs every frame and
allocates nothing: it copies the precomputed base frame and overlays the moving parts.
"""

from compat import const
from hal.clock import ticks_add
from table.leds import frame, palette

_FLASH_MS = const(160)  # scoring seats flash this fast
_WIN_MS = const(800)
_TURN_MS = const(1000)


class GameView:
    """Seat LEDs in the colour of each player's seat: dim, the player to move at full."""

    current_blinks = False  # the player to move blinks (where brightness shows something else)
    turn = -1  # a player lit at full while another decides (Tycoon: whose turn it is)

    def __init__(self, leds, seat_of, pacing):
        self.leds = leds
        self.pacing = pacing  # the table's delays (table/pacing.py), read when they apply
        size = leds.count * 3
        self.base = bytearray(size)
        self.blank = bytes(size)
        players = len(seat_of)
        self.seat_led = [leds.seats[seat] for seat in seat_of]
        self.full = [palette.SEAT_COLOURS[seat] for seat in seat_of]
        self.idle = [palette.dim(c, palette.SEAT_IDLE) for c in self.full]
        self.current = -1
        self.terminal = False
        self.since = 0  # when the state last changed: the blinks start lit from there
        self.winners = bytearray(players)
        self.flashing = bytearray(players)
        self.flash_on = False
        self.flash_until = 0
        self.flash_ms = 1200  # how long seats that scored flash

    # ---- on a state change -------------------------------------------------------------

    def update(self, state, obs, actor, action, now):
        """The state changed: `actor` (a player or core.CHANCE) applied `action`; both are
        None at the start of a game and on resume. Public data only: obs is PUBLIC's."""
        self.current = state.current_player()
        self.terminal = state.is_terminal()
        self.since = now
        if self.terminal:
            for p in state.winners():
                self.winners[p] = 1
        self.base[:] = self.blank

    def flash(self, players, now):
        """Flash the seats of these players (they scored)."""
        for p in range(len(self.flashing)):
            self.flashing[p] = 1 if p in players else 0
        if players:
            self.flash_on = True
            self.flash_until = ticks_add(now, self.flash_ms)

    def places(self, state, actions):
        """The board place of each action a human may pick (None: no places on the board)."""
        return None

    def highlight(self, picker, now):
        """The picker's highlight moved at `now` (views with board places override this)."""

    def busy(self, now):
        """True while an animation must finish before the game goes on."""
        return False

    def blink(self, now, period_ms):
        """The on phase of a blink that began lit when the state last changed, so what a
        change shows (whose turn, a new bid, the winners) is seen in its first frame."""
        return frame.blink(frame.elapsed(now, self.since), period_ms)

    # ---- every frame --------------------------------------------------------------------

    def draw(self, out, now):
        out[:] = self.base
        self.draw_seats(out, now)

    def draw_seats(self, out, now):
        if self.flash_on and frame.elapsed(now, self.flash_until) >= 0:
            self.flash_on = False
        for p in range(len(self.seat_led)):
            colour = self.idle[p]
            if self.terminal:
                if self.winners[p] and self.blink(now, _WIN_MS):
                    colour = self.full[p]
            elif self.flash_on and self.flashing[p]:
                colour = palette.WHITE if self.blink(now, _FLASH_MS) else self.full[p]
            elif p == self.current:
                colour = self.full[p]
                if self.current_blinks and not self.blink(now, _TURN_MS):
                    colour = 0
            elif p == self.turn:
                colour = self.full[p]
            frame.put(out, self.seat_led[p], colour)
