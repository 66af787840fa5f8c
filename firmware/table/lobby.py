"""The table between games: the game select and the seats joining, and their LEDs (menu_view).

Loaded only while no game is in play: a game beginning forgets this module and menu_view
(App.begin), and leaving a game loads them again, so during a game their code costs the heap
nothing (on a Pico that runs the firmware from .mpy files, the heap holds all code). The
game select reads the games' facts from the catalog (engines.game()); no engine is loaded
until the game begins.

The presses (docs/table.md, "Choosing a game" and "Joining"): in the select, step moves on
(hold: back) and confirm joins; holding confirm starts a demo, every seat a bot, which any
press ends. While seats join, confirm joins a seat, a seat's step makes it a bot and goes
through the bot levels (normal, hard, easy, then empty), confirm again at a joined seat
switches the game's option (its GAME's `option`, if it has one: on or off) and holding it
there starts the game; hold step goes back to the select.
"""

from compat import const
from engines.bots import LEVELS
from hal.buttons import LONG, PRESS, RELEASE
from table import play
from table.leds.menu_view import MenuView
from table.modes import BOT, EMPTY, HUMAN, JOIN, SELECT, level

# Lobby.tap: the confirm press whose release or hold means something, as its seat, plus
# _ENTERED for the select's confirm that began the join (its hold: a demo).
_NOBODY = const(-1)
_ENTERED = const(16)


class Lobby:
    def __init__(self, app, last_game=None):
        self.app = app
        self.names = app.games.NAMES
        self.index = self.names.index(last_game) if last_game in self.names else 0
        self.seats = bytearray(app.seat_count)  # per seat: EMPTY, HUMAN or a bot (modes.py)
        self.joining = False
        self.option = -1  # the game's option while seats join: 1 on, 0 off, -1 it has none
        self.tap = _NOBODY
        self.menu = MenuView(app.leds, self.seats)
        self._show()

    # ---- what front ends may ask -----------------------------------------------------------

    def facts(self):
        """The GAME facts of the game the select shows (engines.game())."""
        return self.app.games.game(self.names[self.index])

    def title(self):
        return self.facts()["title"]

    def position(self):
        """(the shown game's place in the select, how many games), both from 0/1."""
        return self.index, len(self.names)

    def kind(self, seat):
        """EMPTY, HUMAN or a bot (modes.level() its level): what the seat will be in the game
        being joined."""
        return self.seats[seat]

    def players(self):
        return play.players(self.seats)

    def words(self):
        """The game's option as players read it, with its state ("the table remembers the
        cards you saw: on"), or None when the game has none."""
        option = self.facts().get("option")
        if option is None or self.option < 0:
            return None
        return "%s: %s" % (option[1], "on" if self.option else "off")

    # ---- modes -------------------------------------------------------------------------------

    def enter_select(self):
        self.joining = False
        self._show()
        self.app.set_mode(SELECT)
        self._log_select()

    def _show(self):
        self.menu.show_game(self.index, self.facts()["colour"], self.joining, self.option)
        self.app.redraw()

    def _log_select(self):
        self.app.log.event(
            "select",
            "game %d of %d: %s" % (self.index + 1, len(self.names), self.title()),
            (("game", self.names[self.index]),),
        )

    def _fits(self, game):
        """Whether this table has the seats `game` needs; if not, the log says so."""
        if game["min_players"] <= len(self.seats):
            return True
        self.app.log.event(
            "select",
            "%s needs %d seats, this table has %d"
            % (game["title"], game["min_players"], len(self.seats)),
        )
        return False

    def _enter_join(self, seat):
        game = self.facts()
        if not self._fits(game):
            return
        for s in range(len(self.seats)):
            self.seats[s] = EMPTY
        self.joining = True
        self.option = -1 if game.get("option") is None else 1  # on unless switched off
        self._show()
        self.app.set_mode(JOIN, seat * 2 + 1)  # this confirm's hold, if it comes, is a demo
        self.tap = seat + _ENTERED
        text = "%s: %d to %d players; confirm to join, step for a bot, hold confirm to start"
        words = self.words()
        if words is not None:
            text += "; " + words + " (confirm again to switch)"
        self.app.log.event(
            "join",
            text % (game["title"], game["min_players"], game["max_players"]),
            (("game", game["name"]),),
        )

    def demo(self, now, step=0):
        """A demo of the game `step` games on from the one shown (the first after it that
        this table seats): every seat the game takes is a bot of the usual level, and it is
        played until a button is pressed (table/play.py)."""
        for _ in self.names:
            self.index = (self.index + step) % len(self.names)
            game = self.facts()
            if game["min_players"] <= len(self.seats):
                break
            step = 1
        if not self._fits(game):
            return
        seats = bytearray(len(self.seats))
        for seat in range(min(len(seats), game["max_players"])):
            seats[seat] = BOT
        self.app.log.event("demo", "a demo of %s: bots play; any button ends it" % game["title"])
        self.app.begin(self.names[self.index], seats, now)

    # ---- buttons -------------------------------------------------------------------------------

    def button(self, seat, confirm, kind, now):
        """A button event in the game select or while seats join (a release only after a
        press the lobby saw)."""
        tap = self.tap
        self.tap = _NOBODY
        if kind == RELEASE:
            if confirm and tap == seat and self.joining:
                self._switch()
            return
        if self.joining:
            self._join_button(seat, confirm, kind, now, tap)
        else:
            self._select_button(seat, confirm, kind)

    def _select_button(self, seat, confirm, kind):
        if confirm:
            if kind == PRESS:
                self._enter_join(seat)
            return
        # a press steps forward at once; holding it steps back (undoing that press too)
        delta = 1 if kind == PRESS else -2
        self.index = (self.index + delta) % len(self.names)
        self._show()
        self._log_select()

    def _join_button(self, seat, confirm, kind, now, tap):
        seats = self.seats
        here = seats[seat]
        if kind == LONG:
            if not confirm:
                self.enter_select()  # hold step: back to the game select
            elif here == HUMAN:
                options = {}
                if self.option == 0:
                    options[self.facts()["option"][0]] = False
                self.app.begin(self.names[self.index], bytearray(seats), now, options)
            elif tap == seat + _ENTERED:
                self.demo(now)  # confirm held since the select
            return
        if confirm and here == HUMAN:
            self.tap = seat  # let go before a hold: a tap, which switches the option
            return
        if here == EMPTY and self.players() >= self.facts()["max_players"]:
            self.app.log.event("join", "the table is full", (("seat", seat),))
            return
        if confirm:
            seats[seat] = HUMAN
            text = "seat %d joins"
        elif here == BOT + len(LEVELS) - 1:  # the last level: the seat empties
            seats[seat] = EMPTY
            text = "seat %d is empty"
        else:
            seats[seat] = here + 1 if here >= BOT else BOT
            text = "seat %d is a bot (" + LEVELS[level(seats[seat])] + ")"
        self.app.log.event("join", text % (seat + 1), (("seat", seat),))
        self.app.redraw()

    def _switch(self):
        """A tap of confirm at a joined seat: the game's option, on or off."""
        if self.option < 0:
            return
        self.option = 1 - self.option
        self._show()
        self.app.log.event("join", self.words(), (("option", self.option == 1),))
