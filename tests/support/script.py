"""Scripted positions for the rule tests: a test plays the position it needs, choosing every
action itself, chance outcomes included (that is what explicit chance is for).

An action is given by its number, or by its full label (what the table would print for
viewer None), so a test can read like a game told out loud. Runs on CPython and MicroPython.

The rule tests count players as the state does, from 0, so their labels name players so too
(p0, p1, ...; Scream's campers camper 0, camper 1, ...); the table names seats from 1.
"""

_BY_INDEX = {
    "scream": tuple(["camper %d" % p for p in range(6)]),
    None: tuple(["p%d" % p for p in range(6)]),
}


def _names(state):
    return _BY_INDEX.get(state.GAME["name"], _BY_INDEX[None])


def labels(state, viewer=None):
    """The labels of the legal actions, in action order, as `viewer` sees them."""
    names = _names(state)
    return [state.action_to_string(action, viewer, names) for action in state.legal_actions()]


def act(state, label):
    """Apply the legal action whose full label is `label`; returns that action."""
    names = _names(state)
    for action in state.legal_actions():
        if state.action_to_string(action, None, names) == label:
            state.apply_action(action)
            return action
    raise AssertionError("no legal action %r; legal: %s" % (label, labels(state)))


def can(state, label):
    """Whether an action with this full label is legal now."""
    return label in labels(state)


def play(state, *actions):
    """Apply the actions in order; returns the state."""
    for action in actions:
        state.apply_action(action)
    return state
