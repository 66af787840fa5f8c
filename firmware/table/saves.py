"""The game in progress, saved after every action and read back at boot.

A save is four short lines and the engine's own text:
    midway 1            the save format
    tycoon              the game
    1 1 2 0 0 0         the seat kinds (menu_view: EMPTY 0, HUMAN 1, BOT 2)
    123 456 789 12      the Rng state
    [1, "tycoon", ...]  the engine's serialize(), as it is (no second escaping: it is the
                        biggest thing the table writes, after every action)
hal.storage makes each write atomic and checksummed; this module only knows what goes in
and checks what comes out, so a save from another firmware is refused cleanly. The text goes
to the storage in pieces (Storage.save_parts), the engine's as write_serialized() gives it:
late in a long game no block the size of the whole save is needed.
"""

NAME = "game"
FAULT = "fault"  # what went wrong with the saved game, kept across a reset (Saves.fault)
_MAGIC = "midway 1"


class BadSave(ValueError):
    """The save file holds something this firmware cannot resume."""


def _ints(text):
    return [int(word) for word in text.split()]


def _head(game, seats, rng_state):
    """The four short lines before the engine's text."""
    return "%s\n%s\n%s\n%s\n" % (
        _MAGIC,
        game,
        " ".join([str(kind) for kind in seats]),
        " ".join([str(n) for n in rng_state]),
    )


def decode(text):
    """(game, seats, engine text, rng state) from a save's text; BadSave if it is not one."""
    parts = text.split("\n", 4)
    if len(parts) != 5 or parts[0] != _MAGIC:
        raise BadSave("not a Midway save: %r" % (text[:40],))
    game, seats, rng_state, engine_text = parts[1], parts[2], parts[3], parts[4]
    try:
        seats = _ints(seats)
        rng_state = tuple(_ints(rng_state))
    except ValueError:
        raise BadSave("save has bad seats or dice state")
    if not game or not engine_text or not seats or len(rng_state) != 4:
        raise BadSave("save is incomplete")
    return game, seats, engine_text, rng_state


class Saves:
    """The save slot on `storage` (hal.storage.Storage, or anything with its save_parts,
    load and clear)."""

    def __init__(self, storage):
        self.storage = storage

    def write(self, game, seats, state, rng):
        if self.storage is not None:
            head = _head(game, seats, rng.getstate())

            def parts(write):
                write(head)
                state.write_serialized(write)

            self.storage.save_parts(NAME, parts)

    def read(self):
        """The saved game as decode() gives it, or None; ValueError (CorruptSave, BadSave)
        when the file is there but unusable."""
        if self.storage is None:
            return None
        text = self.storage.load(NAME)
        if text is None:
            return None
        return decode(text)

    def clear(self):
        """The game is over or discarded: its save and its fault record go."""
        if self.storage is not None:
            self.storage.clear(NAME)
            self.storage.clear(FAULT)

    # ---- the fault record: a failure that must not loop -------------------------------------

    def fault(self):
        """(action, kind, strikes, ours) of the saved game's last failure, or None: at which
        action it failed, how (an exception's name, "hang" for a watchdog reset nobody asked
        for, "resume"), how many times in a row the same way, and whether the table reset
        itself on purpose after it (the reset that follows is then no hang)."""
        if self.storage is None:
            return None
        try:
            text = self.storage.load(FAULT)
            if text is None:
                return None
            words = text.split()
            return int(words[0]), words[1], int(words[2]), words[3] == "1"
        except (ValueError, IndexError):  # a damaged record counts as none
            return None

    def record_fault(self, action, kind, ours):
        """A failure at `action`; returns how many times in a row the game has now failed
        there the same way."""
        if self.storage is None:
            return 1
        last = self.fault()
        strikes = 1
        if last is not None and last[0] == action and last[1] == kind:
            strikes = last[2] + 1
        self.storage.save(FAULT, "%d %s %d %d" % (action, kind, strikes, 1 if ours else 0))
        return strikes

    def reset_survived(self):
        """The table booted after resetting itself on purpose: the record stays, unmarked."""
        last = self.fault()
        if last is not None and last[3]:
            self.storage.save(FAULT, "%d %s %d 0" % (last[0], last[1], last[2]))
