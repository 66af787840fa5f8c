"""The phones' watcher (table/web/companion.py): one task looks at the table for every
waiting stream. A look that fails is said in the log as a fault and wakes every stream to
look for itself: it never leaves the paired phones asleep, waiting for a view that never
comes."""

import asyncio

from table.web import companion


class _Log:
    def __init__(self):
        self.events = []

    def event(self, ev, text, fields=()):
        self.events.append((ev, text))


class _App:
    seat_count = 2

    def __init__(self):
        self.log = _Log()


def test_a_look_that_fails_is_logged_and_still_wakes_every_stream():
    app = _App()
    phones = companion.Companion(app)

    def broken(elapsed, now):
        raise KeyError("the moment")

    phones.look = broken

    async def two_streams_wait():
        watches = [phones._enter(companion._Watch(seat, "token")) for seat in range(2)]
        for watch in watches:
            await asyncio.wait_for(watch.wait(), 1)  # woken, not left asleep
            phones._leave(watch)

    asyncio.run(two_streams_wait())
    ev, text = app.log.events[0]
    assert ev == "fault" and "KeyError" in text
    assert phones.watcher is None  # nothing waits any more: the watcher ended
