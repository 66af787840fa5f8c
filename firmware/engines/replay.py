"""Reading a saved game back: core.entry_points()' deserialize, in its own module because a
table needs it once, at boot, to resume (table/resume.py drops it again after).

A save is exactly core.State.serialize()'s JSON; this reads it a piece at a time (a str, or
an iterator of str pieces from the flash) and replays its actions one by one, never making a
list of them, and raises ValueError, saying what is wrong, for anything else.
"""

import gc
import json
import sys

from compat import const
from engines.saved import SERIAL_VERSION, NewerSave, shown

_SERIAL_BRACKETS = const(32)  # more "[" and "{" than a save's few lists: garbage
_SERIAL_HEAD = const(2048)  # the part of a save before its actions is shorter than this
_SERIAL_PIECE = const(256)  # a str is read this many characters at a time
_COLLECT_EVERY = const(32)  # actions replayed between two collections (MicroPython's)
_MICROPYTHON = sys.implementation.name == "micropython"


def deserialize(new_game, game, text, start=0):
    """Rebuild a state by replaying a serialized action list (entry_points() wraps this):
    the serialize() in `text` from `start` on, or, where `text` is not a str, in the pieces
    of text it yields (a save read off the flash a few hundred bytes at a time: a resume never
    holds the whole save, and never a list of its actions).

    Anything but a serialize() of this game raises ValueError, saying what is wrong."""
    if type(text) is str:
        pieces = _slices(text, start)
    elif type(text) in (bytes, bytearray, int, float, bool, list, dict, tuple) or text is None:
        raise ValueError("a saved game is text, not %s" % type(text).__name__)
    else:
        pieces = iter(text)
    head = ""
    first = -1
    for piece in pieces:
        if type(piece) is not str:
            raise ValueError("a saved game is text, not %s" % type(piece).__name__)
        head += piece  # the short part before the actions: a piece or two
        first = _fifth_item(head, 0, len(head))
        if first >= 0 or len(head) > _SERIAL_HEAD:
            break
    # More brackets than a save's few lists is garbage, refused before the JSON parser nests
    # into it (RecursionError on CPython, MemoryError on the VM).
    if head.count("[") + head.count("{") > _SERIAL_BRACKETS:
        raise ValueError("not a saved Midway game (too many brackets): %s" % shown(head))
    if first < 0:
        raise ValueError("not a saved Midway game: %s" % shown(head))
    if head[first] != "[":
        raise ValueError("saved game's actions are not a list: %s" % shown(head))
    try:
        saved = json.loads(head[:first] + "[]]")
    except ValueError as err:
        raise ValueError("not a saved Midway game (%s): %s" % (err, shown(head)))
    if type(saved) is not list or len(saved) != 5:
        raise ValueError("not a saved Midway game: %s" % shown(head))
    version, name, num_players, options, _ = saved
    if type(version) is int and version > SERIAL_VERSION:
        raise NewerSave(
            "saved game format %d is a later firmware's, this one reads %d"
            % (version, SERIAL_VERSION)
        )
    if type(version) is not int or version != SERIAL_VERSION:
        raise ValueError(
            "saved game format %s, this firmware reads %d" % (shown(version), SERIAL_VERSION)
        )
    if name != game["name"]:
        raise ValueError("saved game is %s, not %r" % (shown(name), game["name"]))
    if type(options) is not list:
        raise ValueError("saved game's options and actions are lists: %s" % shown(head))
    kwargs = {}
    for pair in options:
        if type(pair) is not list or len(pair) != 2 or type(pair[0]) is not str:
            raise ValueError("saved game's option (%s) is not [name, value]" % shown(pair))
        if pair[0] in kwargs or pair[0] == "num_players":  # new_game's TypeError, else
            raise ValueError("saved game gives %s twice" % shown(pair[0]))
        kwargs[pair[0]] = pair[1]
    state = new_game(num_players, **kwargs)
    _replay(state, head[first + 1 :], pieces)
    return state


def _replay(state, chunk, pieces):
    """Apply the actions of a save's list, read from `chunk` and then the further `pieces`
    (an action may be split between two), up to the list's "]", then check only the outer
    list's "]" follows."""
    step = 0
    carry = ""
    after = None  # what follows the actions' "]", once it is seen
    while True:
        if after is None:
            end = chunk.find("]")
            words = (carry + (chunk if end < 0 else chunk[:end])).split(",")
            if end < 0:
                carry = words.pop()  # the last may go on in the next piece
            else:
                carry = ""
                after = chunk[end + 1 :]
                if step == 0 and len(words) == 1 and not words[0].strip():
                    words = []  # a game saved before its first action
            for word in words:
                word = word.strip()
                if not word.isdigit():
                    raise ValueError("saved game's action #%d is %s" % (step, shown(word)))
                try:
                    state.apply_action(int(word))
                except ValueError as err:
                    raise ValueError("saved game breaks at action #%d: %s" % (step, err))
                step += 1
                if _MICROPYTHON and not step % _COLLECT_EVERY:
                    # The history grows a few actions at a time (array.append reallocates):
                    # with the replay's garbage cleared, it grows where it stands instead
                    # of moving up the heap and leaving holes a long game cannot fill.
                    gc.collect()
        else:
            after += chunk
        if after is not None and len(after) > 8 and after.strip() != "]":
            break  # only the outer list's "]" may follow: this is not a save
        chunk = next(pieces, None)
        if chunk is None:
            break
        if type(chunk) is not str:
            raise ValueError("a saved game is text, not %s" % type(chunk).__name__)
    if after is None or after.strip() != "]":
        raise ValueError("saved game's actions are not a list: %s" % shown(carry))


def _slices(text, start):
    """`text` from `start` on, in pieces of _SERIAL_PIECE characters."""
    for at in range(start, len(text), _SERIAL_PIECE):
        yield text[at : at + _SERIAL_PIECE]


def _fifth_item(text, start, end):
    """Where the fifth item of the JSON list text[start:end] starts (the actions of a save),
    or -1: the header before it is short, so this walk over its characters is too."""
    if start >= end or text[start] != "[":
        return -1
    depth = 0
    items = 1
    quoted = False
    at = start + 1
    while at < end:
        char = text[at]
        if quoted:
            if char == "\\":
                at += 1
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
            if depth < 0:
                return -1
        elif char == "," and depth == 0:
            items += 1
            if items == 5:
                at += 1
                while at < end and text[at] == " ":
                    at += 1
                return at if at < end else -1
        at += 1
    return -1
