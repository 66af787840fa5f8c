"""The table's standings (table/standings.py), made from its records a record at a time: the
last games newest first, and per player (a label; a bot apart, by its level) the games won
of those played, game by game; records that cannot be read make no standings."""

from engines.rng import Rng
from support import fixture_game, sim
from table import records, records_read, standings

ANN_AND_A_BOT = bytearray([1, 0, 3, 0, 0, 0])  # a person at seat 1, a hard bot at seat 3
TWO_PEOPLE = bytearray([0, 1, 1, 0, 0, 0])  # people at seats 2 and 3


def storage():
    sim.install()
    import fakefs

    from hal.storage import Storage

    return Storage("/midway", fs=fakefs.FakeFlash())


def game(seed, players):
    """A finished dice duel (the fixture game), played at random from `seed`."""
    rng = Rng(seed)
    state = fixture_game.new_game(players)
    while not state.is_terminal():
        if state.current_player() < 0:
            state.apply_action(rng.weighted(state.chance_outcomes()))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def made(slot, last=standings.LAST):
    out = {}
    slices = 0
    for _ in standings.build(slot, out, last):
        slices += 1
    return out, slices


def test_the_standings_count_each_players_wins_by_label_and_show_the_last_games_newest_first():
    slot = storage()
    won = {}  # label -> games won
    for seed in range(1, 8):
        seats, names = (ANN_AND_A_BOT, ["Ann", "seat 3"]) if seed % 2 else (TWO_PEOPLE, None)
        state = game(seed, 2)
        records.append(slot, state, seats, names)
        labels = names or ["seat 2", "seat 3"]
        for p in state.winners():
            won[labels[p]] = won.get(labels[p], 0) + 1
    out, slices = made(slot, last=3)
    assert out["games"] == 7 and slices == 7  # a record a slice
    assert [g["n"] for g in out["last"]] == [7, 6, 5]
    newest = out["last"][0]["players"]
    assert [(p["seat"], p["name"], p["bot"]) for p in newest] == [
        (1, "Ann", None),
        (3, "seat 3", "hard"),
    ]
    table = {(p["name"], p["bot"]): p for p in out["players"]}
    assert table[("Ann", None)]["played"] == 4 and table[("seat 3", "hard")]["played"] == 4
    assert table[("seat 3", None)]["played"] == 3  # a person at seat 3 is not the bot there
    for row in table.values():  # a game the catalog does not list (the fixture's): its name
        assert row["games"] == [{"game": "dice_duel", "won": row["won"], "played": row["played"]}]
    assert sum(row["won"] for row in out["players"]) == sum(won.values())
    wins = [row["won"] for row in out["players"]]
    assert wins == sorted(wins, reverse=True)


def test_the_standings_read_the_same_records_as_the_replay_does():
    slot = storage()
    for seed in (3, 4):
        records.append(slot, game(seed, 3), bytearray([1, 2, 4, 0, 0, 0]), ["Zoë", None, None])
    full = records_read.load(slot)
    heads = list(records_read.heads(slot))
    assert [h[0] for h in heads] == [r["n"] for r in full]
    assert [h[3] for h in heads] == [
        [[p["seat"], p["kind"], p["name"]] for p in r["players"]] for r in full
    ]
    assert [(h[4], h[5]) for h in heads] == [(r["scores"], r["winners"]) for r in full]


def test_no_records_or_records_that_cannot_be_read_make_empty_standings():
    slot = storage()
    assert made(slot)[0] == {"games": 0, "last": [], "players": []}
    records.append(slot, game(1, 2), TWO_PEOPLE)
    path = slot.path(records.NAME)
    data = slot.fs.read(path)
    slot.fs.write(path, data[:-4] + b"zzz\n")
    assert made(slot)[0] == {"games": 0, "last": [], "players": []}
