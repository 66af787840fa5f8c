"""The seat view while no game is in play: the game select and the seats joining, a config
with errors and a saved game set aside, the seat model's "select", "join", "error" and
"aside" modes (table/seat/private.py's build makes a game's), and their rows on a seat's
screen (table/seat/screen.py lays out a game's). Loaded only then, and let go with the
lobby's code when a game begins (App)."""

from engines.bots import LEVELS
from table import reads
from table.modes import HUMAN, level
from table.seat import screen


def model(out, app, mode, seat):
    """The model `out` of seat `seat` (from 0) in `mode`, no game in play."""
    lobby = app.lobby
    if mode == "error":
        out["headline"] = "The table's config has errors: a maker must fix them"
        lines = [message for _, message in app.errors]
        out["sections"] = [{"title": "Errors", "lines": lines}]
    elif mode == "aside":
        out["headline"] = "A saved game failed twice and was set aside: confirm discards it"
    elif lobby is not None and mode == "select":
        select(out, app, lobby)
    elif lobby is not None and mode == "join":
        join(out, app, lobby, seat)


def select(out, app, lobby):
    """The game select into the model `out`: the game shown, every game as a choice."""
    index, count = lobby.position()
    games = app.games
    out["game"] = reads.title(app)
    out["headline"] = "Choose a game: %s (%d of %d)" % (out["game"], index + 1, count)
    out["choices"] = [games.game(name)["title"] for name in games.NAMES]
    out["highlighted"] = index
    out["deciding"] = True  # any seat's buttons step the select
    out["sections"] = [
        {
            "title": "How",
            "lines": [
                "step: the next game, hold step: back",
                "confirm: pick, hold confirm: a demo, bots only (any button ends it)",
            ],
        }
    ]


def join(out, app, lobby, seat):
    """The join into the model `out`: who sits where, how many play, how to join."""
    facts = lobby.facts()
    kind = reads.kind(app, seat)
    out["game"] = facts["title"]
    you = "you play" if kind == HUMAN else "a bot plays (%s)" % _level(kind) if kind else "empty"
    out["headline"] = "%s: seat %d, %s" % (facts["title"], seat + 1, you)
    seats = []
    for s in range(app.seat_count):
        here = reads.kind(app, s)
        word = "a person" if here == HUMAN else "a bot (%s)" % _level(here) if here else "empty"
        seats.append("seat %d%s: %s" % (s + 1, " (you)" if s == seat else "", word))
    seats.append(
        "%d playing; %d to %d can play"
        % (lobby.players(), facts["min_players"], facts["max_players"])
    )
    how = ["confirm: join", "step: a bot (normal, hard, easy), then empty", "hold confirm: start"]
    out["sections"] = [{"title": "Seats", "lines": seats}, {"title": "How", "lines": how}]
    option = lobby.words()
    if option is not None:
        how.append("confirm again at a joined seat: switch the option")
        out["sections"].insert(1, {"title": "Option", "lines": [option]})


def _level(kind):
    """A bot seat's level in words ("hard")."""
    return LEVELS[level(kind)]


def rows(view):
    """The model `view`, no game in play, as screen.rows gives a game's: (the 8 rows, the
    inverted row or -1)."""
    out = [""] * screen.ROWS
    mode = view["mode"]
    if mode == "error" or mode == "aside":
        out[0] = "Config errors" if mode == "error" else "Saved game set aside"
        if mode == "error":
            screen.put_lines(out, 1, view["sections"][0]["lines"], screen.ROWS - 1)
            out[7] = "A maker must fix them"
        else:
            out[1] = "It failed twice."
            out[3] = "confirm: discard it"
        return out, -1
    if mode == "select":
        out[0] = "Choose a game"
        out[1] = screen.of(view)
        out[2] = view["choices"][view["highlighted"]]
        out[4] = "step: next game"
        out[5] = "hold step: back"
        out[6] = "confirm: pick it"
        out[7] = "hold confirm: a demo"
        return out, 2
    title = view["game"]
    out[0] = title
    said = view["headline"][len(title) + 2 :]  # after "Title: "
    out[1] = said[:1].upper() + said[1:]
    at = 2
    for section in view["sections"]:
        if section["title"] == "Seats":
            out[at] = section["lines"][-1]  # how many play, how many can
            at += 1
        else:
            at = screen.put_lines(out, at, section["lines"], screen.ROWS)
    return out, -1
