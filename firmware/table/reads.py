"""What front ends read of the table, in one place: the seat view (table/seat/private.py),
the phone companion (table/web/companion.py) and the simulator's driver
(host_tools/virtual_board/simtable.py) ask here, or the App's own three reads below, never
inside the App, the Match or the Lobby. Loaded with a front end only: a table without one
keeps none of it in the heap.

    mode_name(app)       the mode in words, NAMES's
    title(app)           the game in play, or the one the select shows or seats join; None
    kind(app, seat)      EMPTY, HUMAN or a bot (modes.level() its level), in the game in play
                         or the one being joined
    decision(app, seat)  (actions, highlighted index, the ladder's zero or -1) of the seat's
                         open decision, or None
    public(app)          the public observation of the game in play, or None
    moment(app)          a tuple that changes whenever a view of the table may have
    frame(app)           the LEDs' bytes as last shown, in the config's COLOUR_ORDER
    records(app)         the storage the finished games' records are on (table/standings.py)

and on the App, which the table's own paths read too (its fault handler, the simulator's
fingers every step): App.prompt(seat) (the deciding seat's highlight, count and label),
App.state() (the engine state, to read) and App.history_length() (the actions so far).
"""

from engines.core import PUBLIC
from table.modes import EMPTY, PLAY

NAMES = ("error", "select", "join", "play", "over", "aside")  # the modes in words, by number


def mode_name(app):
    return NAMES[app.mode]


def title(app):
    if app.match is not None:
        return app.match.title()
    if app.lobby is not None:
        return app.lobby.title()
    return None


def kind(app, seat):
    if app.match is not None:
        return app.match.kind(seat)
    if app.lobby is not None:
        return app.lobby.kind(seat)
    return EMPTY


def decision(app, seat):
    match = app.match
    if app.mode != PLAY or match is None:
        return None
    picker = match.picker
    if not picker.active() or match.seat_of[picker.player] != seat:
        return None
    return picker.actions, picker.index, picker.zero


def public(app):
    """Made afresh: this allocates."""
    return app.match.state.observation(PUBLIC) if app.match is not None else None


def moment(app):
    """A game's: (mode, the match, its actions so far, the deciding player, the highlight,
    the players' labels: a name given changes every view, and whether a take-back was judged);
    the lobby's: (mode, the game shown, the seats joined, its option); else (mode,)."""
    match = app.match
    if match is not None:
        picker = match.picker
        n = match.state.history_length()
        taking = match.taking  # a take-back judged: a view may offer it now
        judged = taking.judged if taking is not None else -1
        return (app.mode, id(match), n, picker.player, picker.index, match.names, judged)
    lobby = app.lobby
    if lobby is not None:
        return (app.mode, lobby.index, bytes(lobby.seats), lobby.option)
    return (app.mode,)


def frame(app):
    return app.pixels.frame


def records(app):
    return app.saves.storage
