"""The serial log: one JSON line per public event, so a laptop can follow the game.

Each line is {"ev": kind, "text": what a person reads, ...more fields}. Fields come out in
the order given (MicroPython's dicts keep no order, so lines are built here, not by json).
Only public facts go in: the table never passes a hidden value to this module.
"""

import json

from compat import const

RECENT = const(6)  # the public events a seat view shows
# events the seat views leave out of their recent ones: a phone's pairing is no move of play
UNSEEN = ("pairing", "paired")


def line(ev, text, fields=()):
    """The JSON text of one event; fields is a sequence of (key, plain value) pairs."""
    parts = ['{"ev": ', json.dumps(ev), ', "text": ', json.dumps(text)]
    for key, value in fields:
        parts.append(", ")
        parts.append(json.dumps(key))
        parts.append(": ")
        parts.append(json.dumps(value))
    parts.append("}")
    return "".join(parts)


class Log:
    """Writes event lines through `write_line` (hal.serial.write_line on the table), and keeps
    the texts of the last RECENT events for the seat views (table/seat/private.py): a ring of
    references to texts already made, so keeping them allocates nothing."""

    def __init__(self, write_line=None, write_json_line=None):
        self.write_line = write_line
        # hal.serial.write_json_line: a line whose JSON goes out as it is made
        self.write_json_line = write_json_line
        self.ring = [""] * RECENT
        self.next = 0  # the ring's slot for the next text

    def event(self, ev, text, fields=()):
        if ev not in UNSEEN:
            self.ring[self.next] = text
            self.next = (self.next + 1) % RECENT
        if self.write_line is not None:
            self.write_line(line(ev, text, fields))

    def json_line(self, head, value, tail):
        """Write head, `value` as compact JSON, and tail as one line: straight to the port
        where it can take it so, never joined into one string."""
        if self.write_json_line is not None:
            self.write_json_line(head, value, tail)
        elif self.write_line is not None:
            self.write_line(head + json.dumps(value, separators=(",", ":")) + tail)

    def recent(self):
        """The texts of the last events, oldest first."""
        at = self.next
        ring = self.ring
        return [text for text in ring[at:] + ring[:at] if text]
