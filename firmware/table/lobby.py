"""The table between games: the game select and the seats joining, and their LEDs (menu_view).

Loaded only while no game is in play: a game beginning forgets this module and menu_view
(App.begin), and leaving a game loads them again, so during a game their code costs the heap
nothing (on a Pico that runs the firmware from .mpy files, the heap holds all code). The
game select reads the games' facts from the catalog (engines.game()); no engine is loaded
until the game begins.
"""

from hal.buttons import LONG, PRESS
from table import play
from table.menu_view import MenuView
from table.modes import BOT, EMPTY, HUMAN, JOIN, SELECT


class Lobby:
    def __init__(self, app, last_game=None):
        self.app = app
        self.names = app.games.NAMES
        self.index = self.names.index(last_game) if last_game in self.names else 0
        self.seats = bytearray(app.seat_count)  # per seat: EMPTY, HUMAN or BOT
        self.joining = False
        self.menu = MenuView(app.leds, self.seats)
        self.menu.show_game(self.index, self.facts()["colour"], False)

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
        """EMPTY, HUMAN or BOT: what the seat will be in the game being joined."""
        return self.seats[seat]

    def players(self):
        return play.players(self.seats)

    # ---- modes -------------------------------------------------------------------------------

    def enter_select(self):
        self.joining = False
        self._show()
        self.app.set_mode(SELECT)
        self._log_select()

    def _show(self):
        self.menu.show_game(self.index, self.facts()["colour"], self.joining)
        self.app.redraw()

    def _log_select(self):
        self.app.log.event(
            "select",
            "game %d of %d: %s" % (self.index + 1, len(self.names), self.title()),
            (("game", self.names[self.index]),),
        )

    def _enter_join(self):
        game = self.facts()
        if game["min_players"] > len(self.seats):
            self.app.log.event(
                "select",
                "%s needs %d seats, this table has %d"
                % (game["title"], game["min_players"], len(self.seats)),
            )
            return
        for seat in range(len(self.seats)):
            self.seats[seat] = EMPTY
        self.joining = True
        self._show()
        self.app.set_mode(JOIN)
        self.app.log.event(
            "join",
            "%s: %d to %d players; confirm to join, step for a bot, hold confirm to start"
            % (game["title"], game["min_players"], game["max_players"]),
            (("game", game["name"]),),
        )

    # ---- buttons -------------------------------------------------------------------------------

    def button(self, seat, confirm, kind, now):
        """A button event in the game select or while seats join."""
        if self.joining:
            self._join_button(seat, confirm, kind, now)
        else:
            self._select_button(confirm, kind)

    def _select_button(self, confirm, kind):
        if confirm:
            if kind == PRESS:
                self._enter_join()
            return
        # a press steps forward at once; holding it steps back (undoing that press too)
        delta = 1 if kind == PRESS else -2
        self.index = (self.index + delta) % len(self.names)
        self._show()
        self._log_select()

    def _join_button(self, seat, confirm, kind, now):
        seats = self.seats
        here = seats[seat]
        room = self.players() < self.facts()["max_players"]
        if kind == LONG:
            if not confirm:
                self.enter_select()  # hold step: back to the game select
            elif here == HUMAN:
                self.app.begin(self.names[self.index], bytearray(seats), now)
            return
        if confirm and here == HUMAN:
            return
        if here == EMPTY and not room:
            self.app.log.event("join", "the table is full", (("seat", seat),))
            return
        if confirm:
            seats[seat] = HUMAN
            text = "seat %d joins"
        elif here == BOT:
            seats[seat] = EMPTY
            text = "seat %d is empty"
        else:
            seats[seat] = BOT
            text = "seat %d is a bot"
        self.app.log.event("join", text % (seat + 1), (("seat", seat),))
        self.app.redraw()
