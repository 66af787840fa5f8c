"""The game records: every finished game (not a demo) kept on the flash, the last KEPT of them,
so a family can look back at how a game was won and play it again (make replay).

The records are one file in the save folder (hal.storage: written whole to a temp file, then
renamed, with its length and CRC-32, so a power cut leaves the old records or the new), text:
    midway-records 1 <records in the file> <number the next record gets>
    [n, game, options, players, scores, winners, actions]     one JSON line a game, oldest first
  n         the game's number: 1 for the first game the table recorded, one more each game
  options   [[name, value], ...] as new_game takes them (the engine's serialize() has them so)
  players   [[seat, kind, name], ...] in player order: the seat (from 0, as the log counts),
            "person" or a bot's level ("easy", "normal", "hard"), and the player's label at
            the table (the Match's names: "seat 2", or the name a phone gave), or null
            (the file is ASCII: a name's other characters are JSON's \\u escapes)
  scores    each player's final score; winners: the winning players (indexes into players)
  actions   every action, chance outcomes included (the game is exactly game, options and
            actions: engines/core.py), as unsigned LEB128 varints, base64 (RFC 4648)
A file that is damaged or not records (another firmware's, a maker's) is kept aside as
ASIDE with a log line, and new records begin: it never stops a game, and never touches the
saved game (table/saves.py).

append() writes the new file beside the old (NEW), in pieces: the old records streamed from
the old file, the new game's actions a few dozen at a time, so at a game's end no block the
size of the file, or of the game's action list, is needed; then renames it over the old. A
power cut leaves the old records, or the new ones whole (as NEW until the next append or
read finishes the rename). Reading them back is table/records_read.py's, loaded only by what
reads them (the standings, make replay, the tests): the table loads this module at boot, for
the next record's number, and again as a game is left, for its record.
"""

import binascii
import json

from compat import const
from engines.bots import LEVELS
from table.modes import EMPTY, HUMAN, level

NAME = "records"
NEW = "records.new"  # the records with one game more, until renamed over NAME
ASIDE = "records.bad"  # the last records file that could not be read, kept for a look
KEPT = const(20)  # the games kept when the config says nothing (config RECORDS_KEPT)
_FORMAT = const(1)
_MAGIC = "midway-records %d" % _FORMAT
_CHUNK = const(48)  # actions encoded at a time: 48 to 144 bytes of base64
_HEAD = const(64)  # a records file's first line is shorter than this


class BadRecords(ValueError):
    """The records file holds something this firmware cannot read."""


def kept(config):
    """The games a table with `config` keeps (RECORDS_KEPT; 0: records off)."""
    return getattr(config, "RECORDS_KEPT", KEPT)


def next_number(storage, config):
    """The number the next game's record will get (the table reads it at boot, and counts on
    from there), or 0 with records off. A records file that cannot be read counts as none:
    append() sets it aside when the game ends, and the records begin again at 1."""
    if storage is None or kept(config) <= 0 or not getattr(storage, "saving", True):
        return 0
    try:
        finish(storage)
        return _head(storage)[1]
    except (OSError, ValueError):  # CorruptSave, BadRecords; a flash that will not be read
        return 1


def append(storage, state, seats, names=None, kept=KEPT, log=None, resumed=False):
    """Add the finished game `state` (an engine state, or what the table keeps of one:
    play.Finished) to the records on `storage` (hal.storage.Storage), the oldest dropped
    beyond the last `kept` (0: records off). `seats`: the table's seat kinds
    (table/modes.py), the players sitting at the seats that are not EMPTY, in order; `names`:
    per player their label (a name a phone gave), or None. `resumed`: the game may be the last
    one recorded (a power cut came after its record, before its save was cleared): then it
    is not written twice. A records file that cannot be read is kept aside (log:
    table/log.Log, told so) and the records begin again with this game; a flash that takes
    no more is told to `log` too, and the game goes on unrecorded. Returns the game's number,
    or 0 when nothing was written."""
    if storage is None or kept <= 0 or not getattr(storage, "saving", True):
        return 0
    number = 0
    try:
        finish(storage)
        try:
            count, number = _head(storage)
        except ValueError as err:  # CorruptSave, BadRecords
            set_aside(storage, err, log)
            count, number = 0, 1
        line = _line_head(number, state, seats, names)
        if resumed and count and _is_last(storage, line, state):
            return number - 1
        drop = count + 1 - kept if count + 1 > kept else 0

        def produce(write):
            write("%s %d %d\n" % (_MAGIC, count + 1 - drop, number + 1))
            if count > drop:
                _copy_records(storage.load_parts(NAME), drop, write)
            write(line)
            write_actions(state.history_slice, state.history_length(), write)
            write('"]\n')

        # Written beside the records, which it reads as it goes, then renamed over them.
        storage.save_parts(NEW, produce)
        storage.move(NEW, NAME)
    except (OSError, ValueError) as err:  # a full flash, one that will not be written or
        # read back what it was given (hal.storage's ValueError): the game goes unrecorded
        if log is not None:
            log.event("records_error", "the game was not recorded: %s" % (err,))
        return 0
    return number


def _is_last(storage, line, state):
    """Whether the last record on file is this game's (`line`: its record up to the actions):
    the same but for its number. Read only after a resume at GAME OVER."""
    parts = [line]  # type: list[str]
    write_actions(state.history_slice, state.history_length(), parts.append)
    parts.append('"]')
    ours = "".join(parts)
    ours = ours[ours.find(",") :]
    last = ""
    rest = ""
    for piece in storage.load_parts(NAME):
        lines = (rest + piece).split("\n")
        rest = lines.pop()
        if lines:
            last = lines[-1]
    return last[last.find(",") :] == ours


def finish(storage):
    """A power cut after the new records were written whole, before they were renamed over
    the old: the rename is finished now."""
    if storage.has(NEW):
        try:
            pieces = storage.load_parts(NEW)  # the whole of it, or None (a cut-short temp)
        except ValueError:  # damaged since: the old records stand
            storage.clear(NEW)
            return
        if pieces is not None:
            pieces.close()
            storage.move(NEW, NAME)


def _head(storage):
    """(records in the file, the next record's number) from the records file's first line;
    (0, 1) with no file. CorruptSave or BadRecords when it is not a records file."""
    pieces = storage.load_parts(NAME)
    if pieces is None:
        return 0, 1
    head = ""
    for piece in pieces:
        head += piece
        if "\n" in head or len(head) > _HEAD:
            break
    pieces.close()
    return head_fields(head[: head.find("\n")] if "\n" in head else head)


def head_fields(line):
    """(records, next number) from a records file's first line; BadRecords if it is none."""
    words = line.split(" ")
    if len(words) != 4 or words[0] + " " + words[1] != _MAGIC:
        raise BadRecords("not Midway game records: %r" % (line[:40],))
    if not (words[2].isdigit() and words[3].isdigit()):
        raise BadRecords("records head is damaged: %r" % (line[:40],))
    return int(words[2]), int(words[3])


def set_aside(storage, err, log):
    """Keep the unreadable records file aside as ASIDE (replacing an older one), and say so."""
    storage.clear(ASIDE)
    storage.move(NAME, ASIDE)
    if log is not None:
        log.event(
            "records_error",
            "game records unreadable (%s): kept aside as %s, new records begun"
            % (err, storage.path(ASIDE)),
        )


def _copy_records(pieces, drop, write):
    """Write the records of the file read in `pieces`, but for its first line and the `drop`
    records after it, piece by piece."""
    skip = drop + 1  # the lines still to skip: the head, then the dropped records
    try:
        for piece in pieces:
            start = 0
            while skip:
                end = piece.find("\n", start)
                if end < 0:
                    break
                start = end + 1
                skip -= 1
            if not skip and start < len(piece):
                write(piece[start:] if start else piece)
    finally:
        pieces.close()


def _line_head(n, state, seats, names):
    """A record's line up to its actions (the list left open, the actions' string begun)."""
    options = state.options
    players = []  # type: list[list]
    for seat in range(len(seats)):
        if seats[seat] != EMPTY:
            name = names[len(players)] if names else None
            kind = "person" if seats[seat] == HUMAN else LEVELS[level(seats[seat])]
            players.append([seat, kind, name])
    head = [
        n,
        state.GAME["name"],
        [[key, options[key]] for key in sorted(options)],
        players,
        state.scores(),
        state.winners(),
    ]
    return _ascii(json.dumps(head, separators=(",", ":")))[:-1] + ',"'


def _ascii(text):
    """JSON `text` with every character past ASCII escaped (\\u, a surrogate pair past the
    BMP), as CPython's json writes it and MicroPython's does not: the flash is read back a
    few hundred bytes at a time (hal.storage), and a name's UTF-8 cut in two is no text."""
    if len(text.encode()) == len(text):
        return text
    out = []
    for char in text:
        code = ord(char)
        if code < 0x80:
            out.append(char)
        elif code < 0x10000:
            out.append("\\u%04x" % code)
        else:
            code -= 0x10000
            out.append("\\u%04x\\u%04x" % (0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)))
    return "".join(out)


def write_actions(read, count, write):
    """write() the base64 of the `count` actions read(start, size) gives, as LEB128 varints,
    _CHUNK actions at a time: each piece a whole number of 3-byte groups (base64 pads only at
    its very end), the rest carried to the next."""
    held = bytearray()
    for start in range(0, count, _CHUNK):
        for action in read(start, _CHUNK):
            while action > 0x7F:
                held.append(action & 0x7F | 0x80)
                action >>= 7
            held.append(action)
        whole = len(held) - len(held) % 3
        if whole:
            write(binascii.b2a_base64(bytes(held[:whole]), newline=False).decode())
            held = held[whole:]
    if held:
        write(binascii.b2a_base64(bytes(held), newline=False).decode())
