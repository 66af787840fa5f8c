"""The LEDs before a game: choosing the game, seats joining, and the bad-config pattern.

Game select: every seat LED in the chosen game's colour and the game's number on the month
track. Join: a human seat in its colour, a bot seat dimmed, an empty seat breathing faint
white ("press confirm to join"); the d6 pips count the players.
"""

from compat import const
from table import frame, palette
from table.modes import BOT, HUMAN

_INVITE_MS = const(1600)
_ERROR_MS = const(500)


class MenuView:
    def __init__(self, leds, seats):
        self.leds = leds
        self.seats = seats  # the lobby's seat kinds, read as they change
        self.blank = bytes(leds.count * 3)
        self.game = 0
        self.game_colour = palette.WHITE
        self.joining = False
        self.dim = [palette.dim(c, palette.SEAT_BOT) for c in palette.SEAT_COLOURS]
        self.invite = palette.dim(palette.WHITE, palette.INVITE)

    def show_game(self, index, colour, joining):
        """The select shows game number `index` in its colour (a name palette knows);
        joining: its seats are being taken."""
        self.game = index
        self.game_colour = palette.named(colour)
        self.joining = joining

    def draw(self, out, now):
        leds = self.leds
        out[:] = self.blank
        if self.game < len(leds.months):
            frame.put(out, leds.months[self.game], self.game_colour)
        if not self.joining:
            for led in leds.seats:
                frame.put(out, led, self.game_colour)
            return
        invite = frame.blink(now, _INVITE_MS)
        players = 0
        for seat in range(len(leds.seats)):
            kind = self.seats[seat]
            colour = 0
            if kind == HUMAN:
                colour = palette.SEAT_COLOURS[seat]
                players += 1
            elif kind == BOT:
                colour = self.dim[seat]
                players += 1
            elif invite:
                colour = self.invite
            frame.put(out, leds.seats[seat], colour)
        frame.pips(out, leds, players, palette.WHITE)


class ErrorView:
    """A bad config: every other LED blinks red, alternating, until the config is fixed."""

    def __init__(self, count):
        self.count = count

    def draw(self, out, now):
        odd = 1 if frame.blink(now, _ERROR_MS) else 0
        for led in range(min(self.count, len(out) // 3)):
            frame.put(out, led, palette.ERROR if led % 2 == odd else 0)


class AsideView:
    """A saved game set aside: the seat LEDs blink orange until a confirm discards it."""

    def __init__(self, leds):
        self.leds = leds
        self.blank = bytes(leds.count * 3)

    def draw(self, out, now):
        out[:] = self.blank
        if frame.blink(now, _ERROR_MS):
            for led in self.leds.seats:
                frame.put(out, led, palette.ORANGE)
