"""A recorded game (table/records.py) played back on the simulated table: the firmware boots
on the virtual board with the record's game saved at its first action, as a table resumes
it, and the record's actions are played into it as they were played at the table: the
people's through their seats' buttons (step until the recorded choice is lit, then
confirm), the bots' and the dice's as the table's pacing brings them. So the LEDs are the
table's own views on the virtual pins, and every seat's view (table/seat/private.py) is
the one that seat had, move by move.

The replay's one reach into the table: the game's chance and its bots are the record's
(`_script`), where on a table they are its dice (engines.rng) and its bots' own thinking.
"""

from host_tools.simulator import pico, script

THINK_MS = 700  # a person's pause before their recorded choice, so a viewer can follow it
_LAMP_MS = 200  # the least lamp test a replay boots with (see boot)


class ReplayError(script.ScriptError):
    """A record that does not play back: not this table's game, or an action the game
    refuses at its place (the simulator's screen says it as it says a script's stop)."""


def records_of(data):
    """The games in a records file's bytes (as copied from a table), oldest first
    (table/records_read.py's read: dicts of n, game, options, players, scores, winners, actions).
    ReplayError when the bytes are not records."""
    pico.install()
    import fakefs

    from hal.storage import Storage
    from table import records, records_read

    flash = fakefs.FakeFlash(files={"/r/" + records.NAME: data}, folders=("", "/", "/r"))
    try:
        return records_read.read(Storage("/r", fs=flash))
    except ValueError as err:  # CorruptSave, BadRecords
        raise ReplayError("not a table's game records: %s" % err)


def pick(found, number=None):
    """The record numbered `number` among `found` (the last one when None)."""
    if not found:
        raise ReplayError("no games in the records: the table has finished none yet")
    if number is None:
        return found[-1]
    for record in found:
        if record["n"] == number:
            return record
    numbers = [record["n"] for record in found]
    raise ReplayError("no game %d in the records: they hold %s" % (number, _span(numbers)))


def _span(numbers):
    if numbers == list(range(numbers[0], numbers[-1] + 1)) and len(numbers) > 2:
        return "games %d to %d" % (numbers[0], numbers[-1])
    return "game%s %s" % ("s" if len(numbers) > 1 else "", ", ".join(map(str, numbers)))


def describe(record):
    """A record in one line: its number, game, players and result."""
    players = []
    for p, player in enumerate(record["players"]):
        who = player["name"] or "seat %d" % (player["seat"] + 1)
        kind = "" if player["kind"] == "person" else " (%s bot)" % player["kind"]
        won = " wins" if p in record["winners"] else ""
        players.append("%s%s %s%s" % (who, kind, record["scores"][p], won))
    return "game %d, %s, %d actions: %s" % (
        record["n"],
        record["game"],
        len(record["actions"]),
        ", ".join(players),
    )


def seat_kinds(record, seat_count):
    """The table's seat kinds (table/modes.py) for the record's players."""
    from engines.bots import LEVELS
    from table import modes

    kinds = bytearray(seat_count)
    for player in record["players"]:
        seat = player["seat"]
        if not 0 <= seat < seat_count:
            raise ReplayError("the record has a seat %d of %d" % (seat + 1, seat_count))
        if player["kind"] == "person":
            kinds[seat] = modes.HUMAN
        elif player["kind"] in LEVELS:  # modes.level() the other way round
            kinds[seat] = modes.BOT + (LEVELS.index(player["kind"]) - 1) % 3
        else:
            raise ReplayError("the record has a player of kind %r" % player["kind"])
    return kinds


def boot(record, config=None, pacing="table", on_line=None, seed=1):
    """The simulated table (host_tools/virtual_board/simtable.py's SimTable) booted with the
    record's game saved before its first action, so it resumes there, its chance and bots
    the record's. ReplayError if the table cannot play it."""
    pico.install()
    import fakefs
    import simtable
    from speeds import PACING

    import engines
    from engines.rng import Rng
    from hal.storage import Storage
    from host_tools import led_map
    from table import modes, saves

    config = config if config is not None else pico.load_config()
    name = record["game"]
    if name not in engines.NAMES:
        raise ReplayError("this firmware has no game %r" % name)
    try:
        state = engines.load(name).new_game(len(record["players"]), **record["options"])
    except (TypeError, ValueError) as err:
        raise ReplayError("%s will not start as recorded: %s" % (name, err))
    flash = fakefs.FakeFlash()
    kinds = seat_kinds(record, len(config.SEAT_BUTTONS))
    given = [""] * len(kinds)  # the names phones gave, as the record's labels say them
    for player in record["players"]:
        label = player.get("name") or ""
        if label != "seat %d" % (player["seat"] + 1):
            given[player["seat"]] = label
    slot = saves.Saves(Storage(config.SAVE_FOLDER, fs=flash))
    slot.write(name, kinds, state, Rng(1), given)
    delays = dict(PACING[pacing]) if isinstance(pacing, str) else dict(pacing)
    # the boot's lamp test outlasts the boot's own steps (SimTable.boot): nothing moves
    # before the record has the dice and the bots
    delays["lamp_ms"] = max(delays.get("lamp_ms", _LAMP_MS), _LAMP_MS)
    pico.wire_screens(config)  # the config's seat screens show the replay too
    table = simtable.SimTable(
        config,
        seed=seed,
        fs=flash,
        pacing=delays,
        board=led_map.board_size(),
        main_loop=True,
        on_line=on_line,
    )
    if table.mode() not in (modes.PLAY, modes.OVER):
        raise ReplayError("the table did not take the recorded game (%s)" % _why(table))
    _script(table, record["actions"])
    if table.game_state().history_length():
        raise ReplayError("the game moved before the replay began")
    return table


def _why(table):
    for ev in ("save_error", "config_error", "boot_error", "fault"):
        last = table.last(ev)
        if last is not None:
            return last["text"]
    return "mode %d" % table.mode()


class _Record:
    """The record's actions, handed out where the game has come to: as the table's dice
    (an Rng whose weighted() draw is the recorded outcome) and as each bot's thoughts."""

    def __init__(self, table, actions, rng):
        self.table = table
        self.actions = actions
        self.rng = rng  # the save still asks for a state to write (Rng.getstate)

    # as the Match's Rng
    def weighted(self, outcomes):
        return _recorded(self.table.game_state(), self.actions, [a for a, _ in outcomes])

    def getstate(self):
        return self.rng.getstate()

    # as a bot
    def thoughts(self, state):
        yield self.choose(state)

    def choose(self, state):
        return _recorded(state, self.actions, state.legal_actions())


def _recorded(state, actions, among):
    """The record's next action for `state`, which must be one of `among`."""
    done = state.history_length()
    if done >= len(actions):
        raise ReplayError("the record ends at action %d; the game goes on" % done)
    action = actions[done]
    if action not in among:
        raise ReplayError("the record's action %d (%d) is illegal there" % (done + 1, action))
    return action


def _script(table, actions):
    """The Match's dice and bots become the record's (the replay's one reach into the
    table: see the module's docstring)."""
    match = table.app.match
    record = _Record(table, actions, match.rng)
    match.rng = record
    for player in range(len(match.bots)):
        if match.bots[player] is not None:
            match.bots[player] = record


def play(table, record, think_ms=THINK_MS):
    """A generator that plays the record's people's choices through their seats' buttons,
    one tick per item it yields, until the game is over (the bots and the dice play
    themselves: _script). ReplayError if the record and the game part ways."""
    from table import modes

    actions = record["actions"]
    while table.mode() != modes.OVER:
        seat = table.deciding_seat()
        if seat < 0:
            yield
            continue
        state = table.game_state()
        legal = state.legal_actions()
        action = _recorded(state, actions, legal)
        yield from script.idle(table, think_ms)
        index, count, _ = table.prompt(seat)
        for _ in range((legal.index(action) - index) % count):
            yield from script.press(table, script.Step("press", seat, False))
        yield from script.press(table, script.Step("press", seat, True))
    if table.game_state().history() != actions:
        raise ReplayError("the game ended before the record did")


def headless(record, config=None, on_line=None, think_ms=0):
    """The record played back as fast as the host goes (fast pacing); the table at its
    GAME OVER."""
    table = boot(record, config, pacing="fast", on_line=on_line)
    for _ in play(table, record, think_ms):
        table.tick()
    return table
