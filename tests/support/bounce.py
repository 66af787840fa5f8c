"""A worn button's contact bounce, for the tests of the debounce (firmware/hal/buttons.py):
levels one a millisecond, at random from a seeded engines.rng.Rng."""

STRETCH_MS = 9  # the longest a level lasts inside a bounce: under stable_release_ms (20)


def chatter(rng, ms, closing):
    """A bounce `ms` long as levels one a ms (0: closed, as an active-low button reads): each
    level lasts 1 to STRETCH_MS ms at random, and the last is the one it settles at (closed
    when `closing`)."""
    levels = []
    level = 0 if closing else 1
    while len(levels) < ms:
        level = 1 - level
        levels.extend([level] * (1 + rng.below(STRETCH_MS)))
    del levels[ms:]
    levels[-1] = 0 if closing else 1
    return levels
