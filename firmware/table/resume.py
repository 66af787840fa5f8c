"""Resuming the saved game at boot, loaded for that moment only (App drops this module once
the table is up: its code would otherwise sit in the heap all game long).

A damaged save (or one this table cannot play: another seat count, a seat kind or dice state
nobody writes) is reported and cleared, and the table starts clean; a save in a later
firmware's format is kept aside for it instead (table/saves.py: NEWER). A save that fails to
resume for want of memory, or whose game hung the table (a watchdog reset the table did not
ask for), is tried once more; the same failure twice sets the game aside (table/trouble.py):
never a boot loop, never a lost game.
"""

import gc

from compat import forget
from engines.bots import LEVELS
from engines.rng import Rng
from engines.saved import NewerSave
from table import names, saves
from table.modes import BOT, EMPTY
from table.play import Match, players


def match(app, seat_count, reset_cause="power"):
    """The Match of the saved game, begun and announced, if there is one to resume; else None
    (no save, a damaged one cleared, or the game set aside)."""
    slot = app.saves
    try:
        slot.take_back_newer()
        saved = slot.read_pieces()
    except ValueError as err:  # damaged: CorruptSave or BadSave; or a later firmware's
        _refuse(app, err)
        return None
    if saved is None:
        return None
    name = saved[0]
    saved[3].close()  # each try below replays the game from the start of the save
    saved = None
    fault = slot.fault()
    if fault is not None and fault[2] >= 2:
        _trouble().set_aside(app, name, fault[1], fault[0])  # set aside before this boot
        return None
    if fault is not None and fault[3]:
        _trouble().reset_survived(slot)  # the table reset itself on purpose: no hang
        reset_cause = "reset"
    resumed = None
    for _ in (1, 2):
        try:
            resumed = _restore(app, seat_count)
            break
        except ValueError as err:  # the save's contents: damaged, whatever the checksum said
            _refuse(app, err)
            return None
        except Exception as err:  # noqa: BLE001 - MemoryError above all: keep the save
            _forget_engines(app)
            app.log.event("fault", "could not resume: %s: %s" % (type(err).__name__, err))
            trouble = _trouble()
            if trouble.record_fault(slot, -1, "resume", False) >= 2:
                trouble.set_aside(app, name, "resume", -1)
                return None
    if resumed is None:
        return None
    if reset_cause == "watchdog":  # the last boot's game hung the table
        done = resumed.state.history_length()
        app.log.event("fault", "the watchdog reset the table at action %d" % done)
        trouble = _trouble()
        if trouble.record_fault(slot, done, "hang", False) >= 2:
            resumed.end(keep_save=True)
            _forget_engines(app)
            trouble.set_aside(app, name, "hang", done)
            return None
    public = resumed.begin(0)
    resumed.log_start("resume")
    resumed.log_news(public)
    return resumed


def _trouble():
    """table/trouble.py, loaded only when a game went wrong (App drops it with this module):
    a save resumed without trouble leaves its code out of the heap at the game's start."""
    from table import trouble

    return trouble


def _restore(app, seat_count):
    """The Match of the save, replayed from the flash; ValueError if what it holds cannot be
    played here."""
    saved = app.saves.read_pieces()
    if saved is None:
        raise saves.BadSave("the save is gone")
    name, seats, rng_state, pieces, seat_names = saved
    if name not in app.games.NAMES or len(seats) != seat_count:
        raise saves.BadSave("save is for %r on %d seats" % (name, len(seats)))
    for kind in seats:
        if not EMPTY <= kind < BOT + len(LEVELS):  # a person, a bot of a level, or empty
            raise saves.BadSave("save has a seat of kind %r" % (kind,))
    rng = Rng(1)
    rng.setstate(rng_state)  # ValueError for a state the generator could be stuck in
    gc.collect()
    module = app.games.load(name)
    state = module.deserialize(pieces)
    saved = pieces = None  # the reader and its buffer, done with
    forget(names.REPLAY)  # the save's reader: needed for this moment only
    gc.collect()  # the replay's garbage goes before the view's code and objects load
    if players(seats) != state.num_players:
        raise saves.BadSave(
            "save seats %d players for a %d-player game" % (players(seats), state.num_players)
        )
    app.seat_names[:] = seat_names  # before the Match: its labels read them
    return Match(app, name, module, bytearray(seats), rng, state)


def _refuse(app, err):
    """A save this firmware cannot resume: kept aside if a later firmware wrote it (a
    downgrade loses nothing), else cleared."""
    from hal.storage import NewerSave as NewerFile

    if not isinstance(err, (NewerSave, NewerFile)):
        _clear(app, err)
        return
    _forget_engines(app)
    text = "%s: the saved game waits on the flash (%s) for it; this one starts clean"
    app.log.event("save_kept", text % (err, app.saves.keep_newer()))


def _clear(app, err):
    app.log.event("save_error", "saved game cleared, starting clean: %s" % err)
    try:
        app.saves.clear()
    except OSError as clear_err:
        app.log.event("save_error", "could not clear the save: %s" % clear_err)
    _forget_engines(app)


def _forget_engines(app):
    for name in app.games.NAMES:
        app.games.unload(name)
    gc.collect()
