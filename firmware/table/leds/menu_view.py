"""The LEDs before a game: choosing the game, seats joining, and the bad-config pattern.

Game select: every seat LED in the chosen game's colour and the game's number on the month
track. Join: a human seat in its colour, a bot seat in a shade of it by its level (brighter
is stronger), an empty seat breathing faint white ("press confirm to join"); the d6 pips
count the players; the colour die's LED shows the game's option, if it has one: white when
on, faint when off.
"""

from compat import const
from table.leds import frame, palette
from table.modes import BOT, HUMAN, level

_INVITE_MS = const(1600)
_ERROR_MS = const(500)

# A bot seat's shade while seats join, per level (engines.bots.LEVELS order: easy, normal,
# hard), in halves of palette.SEAT_BOT: normal is SEAT_BOT, easy half of it (as faint as an
# empty seat's invitation), hard three times it, still well short of a person's full colour.
_SHADES = b"\x01\x02\x06"


class MenuView:
    def __init__(self, leds, seats):
        self.leds = leds
        self.seats = seats  # the lobby's seat kinds, read as they change
        self.blank = bytes(leds.count * 3)
        self.game = 0
        self.game_colour = palette.WHITE
        self.joining = False
        self.option = -1
        self.invite = palette.dim(palette.WHITE, palette.INVITE)

    def show_game(self, index, colour, joining, option=-1):
        """The select shows game number `index` in its colour (a name palette knows);
        joining: its seats are being taken; option: the game's option, 1 on, 0 off, -1 none."""
        self.game = index
        self.game_colour = palette.named(colour)
        self.joining = joining
        self.option = option

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
        shade = palette.SEAT_BOT
        for seat in range(len(leds.seats)):
            kind = self.seats[seat]
            colour = 0
            if kind == HUMAN:
                colour = palette.SEAT_COLOURS[seat]
                players += 1
            elif kind >= BOT:
                colour = palette.scale(
                    palette.SEAT_COLOURS[seat], shade[0] * _SHADES[level(kind)], shade[1] * 2
                )
                players += 1
            elif invite:
                colour = self.invite
            frame.put(out, leds.seats[seat], colour)
        frame.pips(out, leds, players, palette.WHITE)
        if self.option >= 0:
            frame.put(out, leds.die, palette.WHITE if self.option else self.invite)


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
