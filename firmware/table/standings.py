"""The table's standings, from its records (table/records.py): the last games, and per
player the games they won of those they played, game by game. A player counts by their
label at the table (the name a phone gave, or "seat 2" where none did), a bot apart from a
person of the same label, by its level too ("seat 3", hard bot). Loaded only when a front
end asks (the phones' public page, the simulator), made a record at a time from the flash
(records_read.heads): the records file is never held, nor any game's actions.
"""

from compat import const
from engines.catalog import GAMES

LAST = const(5)  # the last games the standings show


def build(storage, out, last=LAST):
    """Fill `out` with the standings of the records on `storage` (hal.storage.Storage):
    "games", the number on file; "last", the last `last` games, newest first, each
    {"n", "game" (its title), "players": [{"seat" (from 1), "name", "bot" (a level or None),
    "score", "won"}]}; "players", each {"name", "bot", "won", "played", "games": [{"game",
    "won", "played"}]}, most games won first. A generator: it yields after each record, so a
    caller can let the table step between them. A file that is not records reads as none."""
    from table import records_read

    games = 0
    recent = []  # type: list
    tally = {}  # type: dict  # (name, level) -> {game: [won, played]}
    try:
        for head in records_read.heads(storage):
            games += 1
            recent.append(_game(head))
            if len(recent) > last:
                recent.pop(0)
            _count(tally, head)
            yield
    except ValueError:  # CorruptSave, BadRecords: the table sets it aside as it writes next
        games = 0
        recent = []
        tally = {}
    recent.reverse()
    out["games"] = games
    out["last"] = recent
    out["players"] = _players(tally)


def _title(name):
    for row in GAMES:
        if row[0] == name:
            return row[1]
    return name  # a game this firmware no longer has


def _who(player):
    """(label, bot level or None) of a record's [seat, kind, name]."""
    seat, kind, name = player
    return name or "seat %d" % (seat + 1), None if kind == "person" else kind


def _game(head):
    _, game, _, players, scores, winners = head[:6]
    out = []
    for p in range(len(players)):
        name, bot = _who(players[p])
        out.append(
            {
                "seat": players[p][0] + 1,
                "name": name,
                "bot": bot,
                "score": scores[p] if p < len(scores) else None,
                "won": p in winners,
            }
        )
    return {"n": head[0], "game": _title(game), "players": out}


def _count(tally, head):
    game, players, winners = head[1], head[3], head[5]
    for p in range(len(players)):
        per = tally.setdefault(_who(players[p]), {})
        counts = per.setdefault(game, [0, 0])
        counts[0] += 1 if p in winners else 0
        counts[1] += 1


def _players(tally):
    out = []
    for who in tally:
        per = tally[who]
        won = 0
        played = 0
        games = []
        for row in GAMES:  # the games in the select's order, then any the firmware lost
            if row[0] in per:
                counts = per[row[0]]
                games.append({"game": row[1], "won": counts[0], "played": counts[1]})
        for game in per:
            if _title(game) == game:
                games.append({"game": game, "won": per[game][0], "played": per[game][1]})
        for entry in games:
            won += entry["won"]
            played += entry["played"]
        out.append({"name": who[0], "bot": who[1], "won": won, "played": played, "games": games})
    # most won first, then fewest played (the better record), people before bots, by name
    out.sort(key=lambda p: (-p["won"], p["played"], p["bot"] or "", p["name"]))
    return out
