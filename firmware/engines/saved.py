"""What the engine core and the save reader (engines/replay.py) share about a saved game:
the format's version, and how a value from one (or any bad input) is shown in an error.

A module of its own so that core, which writes saves, and replay, which reads them and
loads only at a resume, need not import each other.
"""

from compat import const

SERIAL_VERSION = const(1)  # the save format: replay reads what core's serialize() writes


class NewerSave(ValueError):
    """A save in a format a later firmware writes: kept for that firmware, never cleared."""


def shown(value):
    """A value for an error message, cut short: a damaged save can hold anything, and a
    repr of all of it could take more heap than the save did."""
    kind = type(value)
    if kind is str:
        return repr(value[:40]) + ("..." if len(value) > 40 else "")
    if kind is list or kind is dict or kind is tuple:
        return "a %s of %d" % (kind.__name__, len(value))
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."
