"""The bench's progress lines: each long step (a heap probe, a game's run, a family) says what
it did and how far its family has got, with the time since the bench started, so a run of
several minutes is never silent."""

import threading
import time

_STARTED = time.monotonic()
_LOCK = threading.Lock()  # runs go side by side: one line at a time


def say(text: str) -> None:
    with _LOCK:
        print("bench [%4.0f s]: %s" % (time.monotonic() - _STARTED, text), flush=True)


class Steps:
    """`total` runs of one family, side by side or not: each says its line as it ends, with
    how many of the total have ended."""

    def __init__(self, family: str, total: int):
        self.family = family
        self.total = total
        self.ended = 0
        self._lock = threading.Lock()

    def done(self, text: str) -> None:
        with self._lock:
            self.ended += 1
            ended = self.ended
        say("%s [%d/%d] %s" % (self.family, ended, self.total, text))

    def note(self, text: str) -> None:
        """A line within a run that has not ended (a heap probe of a search)."""
        say("%s [%d/%d] %s" % (self.family, self.ended, self.total, text))
