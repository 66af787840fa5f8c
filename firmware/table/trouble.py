"""When things go wrong at the table: an unexpected error in play (the save kept, the board
reset, the game resumed; the same failure twice and the game is set aside), the fault record
that carries across a reset, the set-aside game's discard, and a host tool's Ctrl-C. Loaded
only when one of these happens, so none of it sits in the heap of a table that plays on.
"""

import gc

from compat import const
from table import saves
from table.modes import ERROR, OVER, PLAY

_ENOSPC = const(28)  # no room left: littlefs's LFS_ERR_NOSPC, as the rp2 port raises it

# ---- the fault record: a failure that must not loop (in the save slot beside the game) -----


def record_fault(slot, action, kind, ours):
    """A failure at `action`; returns how many times in a row the game has now failed
    there the same way."""
    if slot.storage is None:
        return 1
    last = slot.fault()
    strikes = 1
    if last is not None and last[0] == action and last[1] == kind:
        strikes = last[2] + 1
    slot.storage.save(saves.FAULT, "%d %s %d %d" % (action, kind, strikes, 1 if ours else 0))
    return strikes


def reset_survived(slot):
    """The table booted after resetting itself on purpose: the record stays, unmarked."""
    last = slot.fault()
    if last is not None and last[3]:
        slot.storage.save(saves.FAULT, "%d %s %d 0" % (last[0], last[1], last[2]))


# ---- an error in play -----------------------------------------------------------------------


def fault(app, err):
    """An unexpected error while the table ran (App.run). Outside a game nothing is lost:
    back to the game select. In a game, every action the log announced is in the save, so
    the table resets and resumes it (True: reset now); a game that fails at the same
    action the same way twice is set aside instead, kept until a confirm discards it."""
    kind = type(err).__name__
    done = app.history_length()
    full = isinstance(err, OSError) and err.errno == _ENOSPC
    text = "%s: %s" % (kind, err)
    if full:
        text = "the flash is full (%s): nothing more can be saved on it" % err
    app.log.event("fault", text, (("n", done),))
    if app.mode == ERROR:
        return False
    if done < 0 or app.mode not in (PLAY, OVER):  # no game in play
        app.drop(keep_save=True)
        if app.lobby is None:
            app.enter_select()
        return False
    why = None
    if full:  # a reset makes no room: set aside now, the save as it was before this action
        kind = "flash full"
        why = "the flash is full, so it cannot be saved past action %d" % (done - 1)
        why += "; make room on the flash and reset the board to play on, or"
    else:
        try:
            if record_fault(app.saves, done, kind, True) < 2:
                return True
        except Exception as record_err:  # noqa: BLE001 - the flash itself may be what failed
            # a reset could not tell it had been here before: never loop
            app.log.event("fault", "could not note the fault: %s" % record_err)
            why = "it failed at action %d (%s) and the flash could not keep a note of it;"
            why = why % (done, kind)
    name = app.drop(keep_save=True).name
    gc.collect()
    set_aside(app, name, kind, done, why)
    return False


def set_aside(app, name, kind, done, why=None):
    """The saved game of `name` failed twice the same way (or `why` says what else): it is
    not resumed again. Its save stays (a maker can copy it off the flash) until a confirm at
    any seat discards it; the LEDs show the set-aside pattern meanwhile."""
    title = app.games.game(name)["title"] if name in app.games.NAMES else name
    if why is None:
        where = "at action %d" % done if done >= 0 else "when resumed"
        why = "it failed twice %s (%s);" % (where, kind)
    app.log.event(
        "set_aside",
        "%s set aside: %s press confirm to discard it" % (title, why),
        (("game", name), ("n", done), ("kind", kind)),
    )
    app.stand_aside()


def discard_aside(app):
    app.saves.clear()
    app.log.event("discard", "the game set aside is discarded")
    app.enter_select()


def stop(app):
    """A host tool has the board: the watchdog off first (left running it would reset
    the board in the middle of what the tool came to do; rp2's machine.WDT cannot stop
    it, hal.watchdog can), the LEDs dark, a "stopped" line. A game in play keeps its
    save, as at a power cut; a reset starts the table again and resumes it."""
    ctrl_c(False)  # a host tool sends Ctrl-C twice: the second must not cut this short
    watchdog = app.watchdog
    stopped = watchdog is None or watchdog.stop()
    app.pixels.deinit()
    text, fields = _stopped(stopped, watchdog.timeout_ms if watchdog is not None else 0)
    app.log.event("stopped", text, fields)
    ctrl_c(True)


def stop_at_boot():
    """Ctrl-C while the table starts, before it runs: the watchdog off (boot may have started
    it) and the same "stopped" line, with no App to say it through."""
    ctrl_c(False)
    from hal import serial, watchdog
    from table import log

    stopped = watchdog.stop()
    text, fields = _stopped(stopped, 0)
    serial.write_line(log.line("stopped", text, fields))
    ctrl_c(True)


def _stopped(stopped, timeout_ms):
    if stopped:
        text = "stopped by Ctrl-C: the REPL is the host's; reset the board to play again"
    else:
        text = "stopped by Ctrl-C, but this chip's watchdog cannot be stopped: it resets"
        text += " the board within %d ms" % timeout_ms if timeout_ms else " the board"
    return text, (("watchdog", "off" if stopped else "running"),)


def ctrl_c(on):
    """Let a Ctrl-C on the USB serial interrupt (on) or not (off), where the port can say."""
    try:
        from micropython import kbd_intr
    except ImportError:
        return  # CPython, or a port without it: nothing to hold off
    kbd_intr(3 if on else -1)
