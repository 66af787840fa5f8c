"""The private view: what one seat alone may see, as lines a front end shows to that seat.

The simulator shows one seat at a time (hot-seat style); a phone view may follow. Its game
lines come from observation(player) and action_to_string(action, player) only, so a seat
sees its own hand and face-down cards it knows, and never another seat's.
"""

from table import modes
from table.modes import BOT, HUMAN


def describe(value):
    """A compact readable form of observation data (lists inline, None as '?')."""
    if value is None:
        return "?"
    kind = type(value)
    if kind is bool:
        return "yes" if value else "no"
    if kind in (list, tuple):
        return "[" + " ".join([describe(v) for v in value]) + "]"
    if kind is dict:
        return "{" + ", ".join(["%s: %s" % (k, describe(value[k])) for k in sorted(value)]) + "}"
    return str(value)


def observation_lines(obs):
    """One line per key of an observation, keys sorted (dict order differs by runtime)."""
    return ["%s: %s" % (key, describe(obs[key])) for key in sorted(obs)]


def lines(app, seat):
    """What seat `seat` may see now, as a list of lines."""
    mode = app.mode
    lobby = app.lobby
    match = app.match
    if mode == modes.ERROR:
        return ["Bad config:"] + [message for _, message in app.errors]
    if lobby is not None and mode == modes.SELECT:
        index, count = lobby.position()
        return [
            "Choose a game: step for the next, confirm to pick",
            "> %s (%d of %d)" % (lobby.title(), index + 1, count),
        ]
    if lobby is not None and mode == modes.JOIN:
        kind = lobby.kind(seat)
        you = "you play" if kind == HUMAN else "a bot plays" if kind == BOT else "empty"
        return [
            "%s: seat %d, %s" % (lobby.title(), seat + 1, you),
            "confirm: join; step: bot or empty; hold confirm to start",
            "players: %d" % lobby.players(),
        ]
    if match is None:
        return []
    player = match.player_at(seat)
    state = match.state
    out = ["%s, seat %d" % (match.title(), seat + 1)]
    if player < 0:
        out.append("not playing")
        return out
    kind = "you" if match.kind(seat) == HUMAN else "bot"
    out[0] += ", player %d (%s)" % (player + 1, kind)
    out.extend(observation_lines(state.observation(player)))
    if mode == modes.OVER:
        winners = state.winners()
        out.append("GAME OVER: %s" % ("you win" if player in winners else "you lose"))
        return out
    asked = match.prompt(seat)
    if asked is not None:
        out.append("your move (%d of %d): %s" % (asked[0] + 1, asked[1], asked[2]))
        out.append("step: next, hold step: back, confirm: take it")
    else:
        to_move = state.current_player()
        if to_move >= 0:
            out.append("waiting for seat %d" % (match.seat_of[to_move] + 1))
    return out


def prompt(app, seat):
    """(highlighted position, choices, label) when `seat` has a move to make, else None."""
    return app.prompt(seat)
