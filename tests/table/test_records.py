"""The game records (table/records.py): every finished game kept on the flash, the last N,
through power cuts at every write, a damaged or foreign file set aside, the save untouched."""

from engines.rng import Rng
from support import fixture_game, sim
from support.expect import raises
from table import records, records_read

SEATS = bytearray([1, 0, 3, 4, 0, 0])  # a person at seat 1, a hard bot at 3, an easy one at 4
SAVE = 'midway 1\ndice_duel\n1 0 3 4 0 0\n1 2 3 4\n[1, "dice_duel", 3, [], []]'


class Log:
    def __init__(self):
        self.lines = []

    def event(self, ev, text, fields=()):
        self.lines.append((ev, text))


def flash(**options):
    sim.install()
    import fakefs

    return fakefs, fakefs.FakeFlash(**options)


def storage(fs):
    from hal.storage import Storage

    return Storage("/midway", fs=fs)


def game(seed):
    """A finished game of dice duel, three players, played at random from `seed`."""
    rng = Rng(seed)
    state = fixture_game.new_game(3)
    while not state.is_terminal():
        if state.current_player() < 0:
            state.apply_action(rng.weighted(state.chance_outcomes()))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def numbers(slot):
    return [record["n"] for record in records_read.load(slot)]


def test_a_finished_game_is_recorded_and_read_back_to_be_played_again():
    _, fs = flash()
    slot = storage(fs)
    state = game(1)
    assert records.append(slot, state, SEATS, ["Ann", None, None]) == 1
    (record,) = records_read.load(storage(fs.after_power_cut()))
    assert record["n"] == 1 and record["game"] == "dice_duel" and record["options"] == {}
    assert record["players"] == [
        {"seat": 0, "kind": "person", "name": "Ann"},
        {"seat": 2, "kind": "hard", "name": None},
        {"seat": 3, "kind": "easy", "name": None},
    ]
    assert record["scores"] == state.scores() and record["winners"] == state.winners()
    again = fixture_game.new_game(len(record["players"]), **record["options"])
    for action in record["actions"]:
        again.apply_action(action)
    assert again.serialize() == state.serialize()


def test_actions_of_any_size_come_back_as_they_went():
    actions = [0, 1, 127, 128, 300, 16383, 16384, 65535, 70000, 5] * 7
    for count in range(len(actions) + 1):
        assert (
            records_read.actions_of(records_read.encode_actions(actions[:count]))
            == actions[:count]
        )


def test_only_the_last_games_are_kept_and_numbers_go_on():
    _, fs = flash()
    slot = storage(fs)
    for seed in range(1, 6):
        records.append(slot, game(seed), SEATS, kept=3)
    assert numbers(slot) == [3, 4, 5]
    records.append(slot, game(6), SEATS, kept=1)
    assert numbers(slot) == [6]
    assert records.append(slot, game(7), SEATS, kept=0) == 0  # records off
    assert numbers(slot) == [6]


def test_a_record_takes_less_flash_than_the_games_save():
    from table.saves import Saves

    _, fs = flash()
    slot = storage(fs)
    state = game(3)
    Saves(slot).write("dice_duel", SEATS, state, Rng(1), [""] * len(SEATS))
    records.append(slot, state, SEATS)
    head = len(records._MAGIC) + 6  # the file's first line: "midway-records 1 1 2"
    record = len(fs.read(slot.path("records"))) - head
    assert record < len(fs.read(slot.path("game")))


def _prepared(fakefs, **options):
    fs = fakefs.FakeFlash(**options)
    slot = storage(fs)
    slot.save("game", SAVE)
    records.append(slot, game(1), SEATS, kept=2)
    records.append(slot, game(2), SEATS, kept=2)
    return fs


def check_every_cut(**options):
    """Cut the power at each write boundary of a third record (the first one dropped, N = 2):
    after the reboot the records are the old two or the new two, the save is untouched, and
    the next game is recorded."""
    fakefs, _ = flash()
    dry = _prepared(fakefs, **options)
    before = dry.boundaries
    records.append(storage(dry), game(3), SEATS, kept=2)
    boundaries = dry.boundaries - before
    # open, the header, the text, flush, close, its rename, the rename over the old records
    assert boundaries >= 7
    outcomes = []
    for cut in range(1, boundaries + 2):  # the last round has no cut at all
        fs = _prepared(fakefs, **options)
        fs.cut_power_at(cut)
        try:
            records.append(storage(fs), game(3), SEATS, kept=2)
        except fakefs.PowerCut:
            pass
        rebooted = storage(fs.after_power_cut())
        found = numbers(rebooted)
        assert found in ([1, 2], [2, 3]), "cut %d of %d left %r" % (cut, boundaries, found)
        assert rebooted.load("game") == SAVE
        outcomes.append(found)
        records.append(rebooted, game(4), SEATS, kept=2)
        assert numbers(storage(rebooted.fs.after_power_cut())) == [found[1], found[1] + 1]
    assert outcomes[0] == [1, 2] and outcomes[-1] == [2, 3]
    return outcomes


def test_a_power_cut_at_every_write_of_a_record_leaves_the_old_records_or_the_new():
    check_every_cut()


def test_a_power_cut_on_a_fat_style_rename_still_loses_no_records():
    check_every_cut(atomic_rename=False)


def _damaged(data):
    return data[:-5] + bytes([data[-5] ^ 0x20]) + data[-4:]


def test_a_damaged_records_file_is_set_aside_with_a_log_line_and_the_save_kept():
    _, fs = flash()
    slot = storage(fs)
    slot.save("game", SAVE)
    records.append(slot, game(1), SEATS)
    path = slot.path("records")
    bad = _damaged(fs.read(path))
    fs.write(path, bad)
    log = Log()
    assert records_read.load(slot, log) == []
    assert log.lines[0][0] == "records_error" and "checksum" in log.lines[0][1]
    assert "/midway/records.bad" in log.lines[0][1]
    assert fs.read(slot.path("records.bad")) == bad and slot.load("game") == SAVE
    assert records.append(slot, game(2), SEATS, log=log) == 1  # records begin again
    assert numbers(slot) == [1] and len(log.lines) == 1


def test_a_foreign_records_file_is_set_aside_and_the_next_game_is_recorded():
    for foreign in (b"my own notes\n", None):
        _, fs = flash()
        slot = storage(fs)
        slot.save("game", SAVE)
        if foreign is None:  # a whole, checksummed file, but not records
            slot.save("records", "midway-records 9 1 2\n[]\n")
        else:
            fs.write(slot.path("records"), foreign)
        log = Log()
        assert records.append(slot, game(1), SEATS, log=log) == 1
        assert [ev for ev, _ in log.lines] == ["records_error"]
        assert numbers(slot) == [1] and slot.load("game") == SAVE
        assert slot.has("records.bad")


def test_a_full_flash_leaves_the_records_and_says_so():
    _, fs = flash()
    slot = storage(fs)
    records.append(slot, game(1), SEATS)
    fs.capacity = fs.used() + 100  # room for less than a second copy of the records
    log = Log()
    assert records.append(slot, game(2), SEATS, log=log) == 0
    assert log.lines[0][0] == "records_error" and numbers(slot) == [1]


def test_a_record_that_is_not_one_is_refused():
    raises(records.BadRecords, records_read.actions_of, "gA")  # an action cut short
    raises(records.BadRecords, records_read.actions_of, "not base64!")


def test_a_name_in_any_script_keeps_the_file_ascii_and_reads_back():
    _, fs = flash()
    slot = storage(fs)
    records.append(slot, game(1), SEATS, ["Zoë", "Ῥόδος", "\U0001f3a2 ride"])
    data = fs.read(slot.path("records"))
    assert len(data.decode()) == len(data)  # ASCII: no character cut between two reads
    names = [player["name"] for player in records_read.load(slot)[0]["players"]]
    assert names[:2] == ["Zoë", "Ῥόδος"] and type(names[2]) is str


def test_new_records_damaged_before_their_rename_leave_the_old_ones():
    _, fs = flash()
    slot = storage(fs)
    records.append(slot, game(1), SEATS)
    slot.save("records.new", "midway-records 1 1 3\n")  # as a cut before the last rename
    fs.write(slot.path("records.new"), _damaged(fs.read(slot.path("records.new"))))
    assert numbers(slot) == [1] and not slot.has("records.new")
