"""Reading the game records (table/records.py says their format) back: every record whole
(load, read: make replay and the tests; they hold every record), or each record's fields but
its actions, streamed (heads: the standings, on the Pico). Apart from records.py, which the
table loads at boot and as every game is left: the names a loaded module brings stay in the
heap, and the table's own paths never read records back.
"""

import binascii
import json

from compat import const
from table.records import NAME, BadRecords, finish, head_fields, set_aside, write_actions

_HEAD_MOST = const(2048)  # a record's fields before its actions: far less, names and all
_ACTIONS = '],"'  # where a record's winners end and its actions begin


def load(storage, log=None):
    """The games on file, oldest first, each a dict: n, game, options (a dict), players (of
    dicts: seat, kind, name), scores, winners, actions (a list of ints). A file that cannot
    be read is kept aside (told to `log`) and reads as none."""
    if storage is None:
        return []
    try:
        return read(storage)
    except ValueError as err:  # CorruptSave, BadRecords, a line that is not a record
        try:
            set_aside(storage, err, log)
        except OSError:  # a flash that takes no writes: the file stays, read as none
            pass
        return []


def read(storage):
    """load() of a file that is not to be touched (make replay's copy): ValueError
    (CorruptSave, BadRecords) when it is not records."""
    finish(storage)
    pieces = storage.load_parts(NAME)
    return [] if pieces is None else _records(pieces)


def heads(storage):
    """Each record on file but its actions, oldest first, as [n, game, options, players,
    scores, winners] (the line's own lists: options as [name, value] pairs, players as
    [seat, kind, name]), read a piece at a time: the file is never held, nor a record's
    actions (table/standings.py, on the Pico). None with no file; CorruptSave or BadRecords
    when it is not records."""
    finish(storage)
    pieces = storage.load_parts(NAME)
    if pieces is None:
        return
    held = ""  # the file from the start of a line, until what is needed of it is there
    skipping = False  # in a record's actions, which end with their line
    head = None
    try:
        for piece in pieces:
            if skipping:
                end = piece.find("\n")
                if end < 0:
                    continue
                piece = piece[end + 1 :]
                skipping = False
            held += piece
            while held:
                if head is None:
                    end = held.find("\n")
                    if end < 0:
                        break
                    head = head_fields(held[:end])
                    held = held[end + 1 :]
                    continue
                cut = held.find(_ACTIONS)  # no name holds it: JSON escapes a name's quotes
                if cut < 0:
                    if len(held) > _HEAD_MOST:
                        raise BadRecords("a record's head is too long: %r" % (held[:40],))
                    break
                yield _head_of(held[: cut + 1])
                end = held.find("\n", cut)
                if end < 0:
                    skipping = True
                    held = ""
                else:
                    held = held[end + 1 :]
    finally:
        pieces.close()
    if held or skipping or head is None:
        raise BadRecords("records end inside a line")


def _head_of(text):
    try:
        fields = json.loads(text + "]")
    except ValueError:
        raise BadRecords("a record is not JSON: %r" % (text[:40],))
    if type(fields) is not list or len(fields) != 6:
        raise BadRecords("a record is not [n, game, options, players, scores, winners, ...]")
    return fields


def actions_of(text):
    """The action list of a record's `actions` text."""
    try:
        data = binascii.a2b_base64(text)
    except ValueError:
        raise BadRecords("a record's actions are not base64")
    out = []
    value = 0
    shift = 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
        else:
            out.append(value)
            value = 0
            shift = 0
    if shift:
        raise BadRecords("a record's actions end inside an action")
    return out


def encode_actions(actions):
    """The `actions` text of a record holding the list `actions` (as append() writes it)."""
    parts = []  # type: list[str]
    write_actions(lambda start, size: actions[start : start + size], len(actions), parts.append)
    return "".join(parts)


def _records(pieces):
    """The records of a file read in `pieces`, checked and decoded (load())."""
    out = []
    rest = ""
    head = None
    for piece in pieces:
        lines = (rest + piece).split("\n")
        rest = lines.pop()
        for line in lines:
            if head is None:
                head = head_fields(line)
            else:
                out.append(_record(line))
    if rest or head is None:
        raise BadRecords("records end inside a line")
    if len(out) != head[0]:
        raise BadRecords("records head counts %d records, the file holds %d" % (head[0], len(out)))
    return out


def _record(line):
    try:
        fields = json.loads(line)
    except ValueError:
        raise BadRecords("a record is not JSON: %r" % (line[:40],))
    if type(fields) is not list or len(fields) != 7:
        raise BadRecords("a record is not [n, game, options, players, scores, winners, actions]")
    number, game, options, players, scores, winners, actions = fields
    try:
        return {
            "n": number,
            "game": game,
            "options": {key: value for key, value in options},
            "players": [{"seat": s, "kind": k, "name": n} for s, k, n in players],
            "scores": scores,
            "winners": winners,
            "actions": actions_of(actions),
        }
    except (TypeError, ValueError):
        raise BadRecords("a record's fields are damaged: %r" % (line[:40],))
