"""Scripted positions for the rule tests: a test plays the position it needs, choosing every
action itself, chance outcomes included (that is what explicit chance is for).

An action is given by its number, or by its full label (what the table would print for
viewer None), so a test can read like a game told out loud. Runs on CPython and MicroPython.
"""


def labels(state, viewer=None):
    """The labels of the legal actions, in action order, as `viewer` sees them."""
    return [state.action_to_string(action, viewer) for action in state.legal_actions()]


def act(state, label):
    """Apply the legal action whose full label is `label`; returns that action."""
    for action in state.legal_actions():
        if state.action_to_string(action) == label:
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
