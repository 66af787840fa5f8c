"""The autopilot: plays a person's seat through its buttons, for headless runs and demos.

The table starts a game only on the long confirm of a seat a person joined, so even a game
of bots has one person's seat; the autopilot plays such seats (and, headless, every person's
seat once the script is done). Like a player it reads its seat's private view for the
prompt, then presses step a seeded random number of times and confirms.
"""

from host_tools.simulator import script


def play(table, seats, seed, played=None):
    """A generator that plays `seats` (0-based) whenever one has a decision, forever: each
    item it yields is one tick to run. The seats it made a move for go into `played`."""
    from engines.rng import Rng  # the firmware's own PRNG: the same picks on every host

    rng = Rng(seed)
    while True:
        for seat in seats:
            asked = table.prompt(seat)
            if asked is not None:
                if played is not None:
                    played.add(seat)
                for _ in range(rng.below(asked[1])):
                    yield from script.press(table, script.Step("press", seat, False))
                yield from script.press(table, script.Step("press", seat, True))
                break
        else:
            yield
