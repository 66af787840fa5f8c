"""The game in progress, saved after every action and read back at boot.

A save is one JSON text: [version, game name, seat kinds, the engine's serialize(), the
Rng state]. hal.storage makes each write atomic and checksummed; this module only knows
what goes in and checks what comes out, so a save from another firmware is refused cleanly.
"""

import json

from compat import const

NAME = "game"
_VERSION = const(1)


class BadSave(ValueError):
    """The save file holds something this firmware cannot resume."""


def encode(game, seats, engine_text, rng_state):
    return json.dumps([_VERSION, game, list(seats), engine_text, list(rng_state)])


def decode(text):
    """(game, seats, engine text, rng state) from a save's text; BadSave if it is not one."""
    try:
        version, game, seats, engine_text, rng_state = json.loads(text)
    except (ValueError, TypeError):
        raise BadSave("not a Midway save: %r" % (text[:40],))
    if version != _VERSION:
        raise BadSave("save format %r, this firmware reads %d" % (version, _VERSION))
    if type(game) is not str or type(engine_text) is not str:
        raise BadSave("save has no game")
    if type(seats) is not list or not all(type(s) is int for s in seats):
        raise BadSave("save has no seats")
    if type(rng_state) is not list or len(rng_state) != 4:
        raise BadSave("save has no dice state")
    return game, seats, engine_text, tuple(rng_state)


class Saves:
    """The save slot on `storage` (hal.storage.Storage or anything with save/load/clear)."""

    def __init__(self, storage):
        self.storage = storage

    def write(self, game, seats, state, rng):
        if self.storage is not None:
            self.storage.save(NAME, encode(game, seats, state.serialize(), rng.getstate()))

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
        if self.storage is not None:
            self.storage.clear(NAME)
