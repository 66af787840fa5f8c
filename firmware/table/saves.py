"""The game in progress, saved after every action and read back at boot.

A save is five short lines and the engine's own text:
    midway 2            the save format
    tycoon              the game
    1 1 2 4 0 0         the seat kinds (table/modes.py: EMPTY 0, HUMAN 1, a bot 2 to 4 by
                        its level)
    123 456 789 12      the Rng state
    Anna<TAB><TAB>Tom   the names phones gave their seats, one a seat ("" for none), tabs
                        between (a name holds no control character: App.name_seat)
    [1, "tycoon", ...]  the engine's serialize(), as it is (no second escaping: it is the
                        biggest thing the table writes, after every action)
A format 1 save (no names line) still resumes, with no names.
hal.storage makes each write atomic and checksummed; this module only knows what goes in
and checks what comes out, so a save from another firmware is refused cleanly. The text goes
to the storage in pieces (Storage.save_parts), the engine's as write_serialized() gives it:
late in a long game no block the size of the whole save is needed.
"""

from engines.saved import NewerSave

NAME = "game"
FAULT = "fault"  # what went wrong with the saved game, kept across a reset (Saves.fault)
NEWER = "game.newer"  # a save a later firmware wrote, kept for it (Saves.keep_newer)
_FORMAT = 2
_MAGIC = "midway %d" % _FORMAT
_UNNAMED = "midway 1"  # the format before names: read still, never written


class BadSave(ValueError):
    """The save file holds something this firmware cannot resume."""


def _ints(text):
    return [int(word) for word in text.split()]


def _head(game, seats, rng_state, seat_names):
    """The five short lines before the engine's text."""
    return "%s\n%s\n%s\n%s\n%s\n" % (
        _MAGIC,
        game,
        " ".join([str(kind) for kind in seats]),
        " ".join([str(n) for n in rng_state]),
        "\t".join(seat_names),
    )


def decode(text):
    """(game, seats, engine text, rng state, seat names) from a save's text; BadSave if it
    is not one."""
    game, seats, rng_state, start, seat_names = locate(text)
    return game, seats, text[start:], rng_state, seat_names


def lines(text):
    """How many lines a save's head has, from its first line (None: not yet known)."""
    cut = text.find("\n")
    if cut < 0:
        return None
    return 4 if text[:cut] == _UNNAMED else 5


def locate(text):
    """(game, seats, rng state, where the engine's text starts in `text`, seat names):
    decode() without the copy of the engine's text, the biggest part of a save
    (engines/replay.py reads it in place), for a resume, when the heap is needed most.
    BadSave if it is not a save."""
    ends = []
    at = 0
    for _ in range(lines(text) or 5):
        at = text.find("\n", at)
        if at < 0:
            raise BadSave("not a Midway save: %r" % (text[:40],))
        ends.append(at)
        at += 1
    if text[: ends[0]] not in (_MAGIC, _UNNAMED):
        words = text[: ends[0]].split(" ")
        later = len(words) == 2 and words[0] == "midway" and words[1].isdigit()
        if later and int(words[1]) > _FORMAT:
            raise NewerSave("save format %s is a later firmware's" % words[1])
        raise BadSave("not a Midway save: %r" % (text[:40],))
    game = text[ends[0] + 1 : ends[1]]
    try:
        seats = _ints(text[ends[1] + 1 : ends[2]])
        rng_state = tuple(_ints(text[ends[2] + 1 : ends[3]]))
    except ValueError:
        raise BadSave("save has bad seats or dice state")
    start = ends[-1] + 1
    if not game or not seats or len(rng_state) != 4:
        raise BadSave("save is incomplete")
    seat_names = [""] * len(seats)
    if len(ends) == 5:
        given = text[ends[3] + 1 : ends[4]].split("\t")
        if len(given) != len(seats):
            raise BadSave("save names %d seats of %d" % (len(given), len(seats)))
        seat_names = given
    return game, seats, rng_state, start, seat_names


def _engine_text(first, rest):
    try:
        yield first
        yield from rest
    finally:
        rest.close()  # the save file closes as soon as the reader is done or gives up


class Saves:
    """The save slot on `storage` (hal.storage.Storage, or anything with its save_parts,
    load and clear)."""

    def __init__(self, storage):
        self.storage = storage

    def write(self, game, seats, state, rng, seat_names):
        if self.storage is not None:
            head = _head(game, seats, rng.getstate(), seat_names)

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

    def fault(self):
        """(action, kind, strikes, ours) of the saved game's last failure, or None: at which
        action it failed, how (an exception's name, "hang" for a watchdog reset nobody asked
        for, "resume"), how many times in a row the same way, and whether the table reset
        itself on purpose after it (the reset that follows is then no hang). Read here, where
        every boot reads the save, so that table/trouble.py, which writes it, loads only when
        something went wrong."""
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

    def read_pieces(self):
        """(game, seats, rng state, the engine's text as an iterator of pieces, seat names) or
        None: read()
        for a resume, which replays the game from the flash a piece at a time (hal Storage
        load_parts, engines/replay.py) and so never holds the whole save."""
        if self.storage is None:
            return None
        pieces = self.storage.load_parts(NAME)
        if pieces is None:
            return None
        head = ""
        for piece in pieces:
            head += piece
            if head.count("\n") >= (lines(head) or 5) or len(head) > 1024:
                break
        game, seats, rng_state, start, seat_names = locate(head)
        return game, seats, rng_state, _engine_text(head[start:], pieces), seat_names

    def keep_newer(self):
        """The save is a later firmware's: kept aside (NEWER) for it, not cleared, and its
        fault record dropped; returns where it is kept."""
        storage = self.storage
        storage.move(NAME, NEWER)
        storage.clear(FAULT)
        return storage.path(NEWER)

    def take_back_newer(self):
        """With no game saved, a save kept aside goes back in its place: the firmware that
        wrote it resumes it; this one keeps it aside again (table/resume.py)."""
        storage = self.storage
        if storage is not None and not storage.has(NAME) and storage.has(NEWER):
            storage.move(NEWER, NAME)

    def clear(self):
        """The game is over or discarded: its save and its fault record go."""
        if self.storage is not None:
            self.storage.clear(NAME)
            self.storage.clear(FAULT)
