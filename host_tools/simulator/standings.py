"""The table's standings (firmware/table/standings.py, what the phones' public page shows) as
the simulator's panel lines: each player's games won of those played, game by game, then
the last games."""

from host_tools.simulator import ansi


def of(table):
    """The standings of a SimTable's records (table/standings.py), as the phones' public page
    gets them."""
    from table import reads, standings

    out = {}  # type: dict
    for _ in standings.build(reads.records(table.app), out):
        pass
    return out


def lines(out, columns):
    """The standings `out` (standings.build's) as lines at most `columns` wide."""
    if not out["games"]:
        return [
            "No games recorded yet: a game goes into the records when it is left after its",
            "GAME OVER.",
        ]
    text = []
    for player in out["players"]:
        games = ", ".join("%s %d/%d" % (g["game"], g["won"], g["played"]) for g in player["games"])
        text.append(
            "%s: %d won of %d (%s)" % (_who(player), player["won"], player["played"], games)
        )
    text.append("")
    text.append("Last games:")
    for game in out["last"]:
        players = ", ".join(
            "%s %s%s" % (_who(p), p["score"], " won" if p["won"] else "") for p in game["players"]
        )
        text.append("  game %d, %s: %s" % (game["n"], game["game"], players))
    wrapped = []
    for line in text:
        wrapped += ansi.wrap(line, columns) if line else [""]
    return wrapped


def _who(player):
    return player["name"] + (" (%s bot)" % player["bot"] if player["bot"] else "")
