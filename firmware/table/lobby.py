"""The table between games: the game select and the seats joining, and their LEDs (menu_view).

Loaded only while no game is in play: starting or resuming a game forgets this module and
menu_view (play.py), and leaving a game loads them again, so during a game their code costs
the heap nothing (on a Pico that runs the firmware from .mpy files, the heap holds all code).
Functions on the App, as in play.py.
"""

import gc

from hal.buttons import LONG, PRESS
from table import play
from table.menu_view import MenuView
from table.modes import BOT, EMPTY, HUMAN, JOIN, SELECT, title


def enter_select(app):
    app.joining = False
    if app.menu is None:
        app.menu = MenuView(app)
    app.menu.update()
    app.view = app.menu
    app.set_mode(SELECT)
    _log_select(app)


def button(app, seat, confirm, kind, now):
    """A button event in the game select or while seats join."""
    if app.mode == SELECT:
        _select_button(app, confirm, kind)
    else:
        _join_button(app, seat, confirm, kind, now)


def _log_select(app):
    name = app.game_names[app.game_index]
    app.log.event(
        "select",
        "game %d of %d: %s" % (app.game_index + 1, len(app.game_names), title(name)),
        (("game", name),),
    )


def _enter_join(app):
    name = app.game_names[app.game_index]
    gc.collect()  # the engine's import wants the biggest free blocks the heap can give
    module = app.games.load(name)
    game = module.GAME
    if game["min_players"] > len(app.seats):
        play.unload(app, name)
        app.log.event(
            "select",
            "%s needs %d seats, this table has %d"
            % (title(name), game["min_players"], len(app.seats)),
        )
        return
    app.game = name
    app.module = module
    for seat in range(len(app.seats)):
        app.seats[seat] = EMPTY
    app.joining = True
    app.menu.update()
    app.set_mode(JOIN)
    app.log.event(
        "join",
        "%s: %d to %d players; confirm to join, step for a bot, hold confirm to start"
        % (title(name), game["min_players"], game["max_players"]),
        (("game", name),),
    )


def _leave_join(app):
    name = app.game
    app.module = None
    app.game = None
    play.unload(app, name)
    enter_select(app)


def _select_button(app, confirm, kind):
    if confirm:
        if kind == PRESS:
            _enter_join(app)
        return
    # a press steps forward at once; holding it steps back (undoing that press too)
    delta = 1 if kind == PRESS else -2
    app.game_index = (app.game_index + delta) % len(app.game_names)
    app.menu.update()
    app.dirty = True
    _log_select(app)


def _join_button(app, seat, confirm, kind, now):
    seats = app.seats
    here = seats[seat]
    room = play.players(app) < app.module.GAME["max_players"]
    if kind == LONG:
        if not confirm:
            _leave_join(app)  # hold step: back to the game select
        elif here == HUMAN:
            play.start(app, now)
        return
    if confirm and here == HUMAN:
        return
    if here == EMPTY and not room:
        app.log.event("join", "the table is full", (("seat", seat),))
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
    app.log.event("join", text % (seat + 1), (("seat", seat),))
    app.dirty = True
