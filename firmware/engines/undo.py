"""Taking back, as Board Game Arena rules it (ruling U1): how far the player to move may take
back their own run of actions, and the taking back itself. core.State keeps the run's record
(_undo) as actions are applied; this module, loaded only when a person may take back, reads
it. Games of bots, demos and replays never load it.

The record is [player, start, first, checked, count, masks, keep]: `player` decides a run of
actions (their own, one after another, no chance between; CHANCE: no run is open),
history[start:]; `first` is a look-ahead copy of the state before it (an undo replays the run
from there, never the whole game), kept only for the players in the bit mask `keep`; `count`
is what undoable() found when the history was `checked` long, `masks` what each viewer could
not see then (_masked).
"""

from compat import const

_PIECE = const(64)  # actions replayed a piece at a time: never the whole history in a list


def undoable(state, undo):
    """How many of the last actions `state`'s player to move, the run's, may take back."""
    if undo[3] != state.history_length():
        _check_run(state, undo)
    return undo[4]


def undo(state, undo):
    """Take back the last action of the run (undoable() allowed it): the state, every
    viewer's observation and the history exactly as they were before it."""
    count = state.history_length()
    actions = state.history_slice(undo[1], count)
    actions.pop()
    back = undo[2]._look_copy()
    for action in actions:
        back.apply_action(action)
    mine = state.__dict__
    theirs = back.__dict__
    for name in [name for name in mine if name not in theirs]:
        delattr(state, name)
    for name in theirs:
        if name != "_history" and name != "_undo":
            setattr(state, name, theirs[name])
    state._kept_legal = None
    state._kept_outcomes = None
    state._history.pop()
    undo[3] = count - 1  # what is left of the run was checked: nothing shown
    undo[4] -= 1
    undo[5] = None  # the masks of a later state


def _check_run(state, undo):
    """Find from where in the run nothing was shown: from an action that showed anyone
    something on, the run starts again after it. One action since the last look is judged on
    the masks kept then; else the run is replayed from its first state."""
    count = state.history_length()
    start = undo[1]
    before = undo[5]
    if undo[3] == count - 1 and before is not None:
        now = _masked(state)
        if _shows(before, now):
            start = count
            undo[2] = state._look_copy()
    else:
        if undo[2] is None:  # a resumed game, or a player kept since the run began
            undo[2] = _replayed(state, start)
        walker = undo[2]._look_copy()
        now = _masked(walker)
        at = start
        for action in state.history_slice(start, count):
            before = now
            walker.apply_action(action)
            at += 1
            now = _masked(walker)
            if _shows(before, now):
                start = at
                undo[2] = walker._look_copy()
    undo[1] = start
    undo[3] = count
    undo[4] = count - start
    undo[5] = now


def _replayed(state, count):
    """A look-ahead copy of `state` after its first `count` actions, replayed from a new game
    of the same players and options, _PIECE actions at a time."""
    again = type(state)(state.num_players, state.options)
    again._undo = None
    for start in range(0, count, _PIECE):
        for action in state.history_slice(start, min(_PIECE, count - start)):
            again.apply_action(action)
    again._history = type(state._history)()  # the copy's play is never its history
    return again


def _masked(state):
    """Per viewer (PUBLIC, then each player), how many times each value of the full
    observation is masked from that viewer: {value: count}. The keys the game's REPEATS
    names are left out: what they hold is masked alike in another key."""
    full = state._observation(None)
    repeats = state.REPEATS
    out = []
    for viewer in state._viewers():
        view = state._observation(viewer)
        counts = {}  # type: dict
        for key in full:
            if key not in repeats:
                _count(full[key], view[key], counts)
        out.append(counts)
    return out


def _count(full, view, counts):
    """Count into `counts` each value of `full` that `view` (the same, some parts None)
    masks."""
    if view == full:
        return
    kind = type(full)
    if kind is dict:
        for key in full:
            _count(full[key], None if view is None else view[key], counts)
    elif kind is list or kind is tuple:
        for i in range(len(full)):
            _count(full[i], None if view is None else view[i], counts)
    elif view is None and full is not None:
        if kind is bool:  # True == 1 as a key: a flag is not the number 1
            full = "\x00" + str(full)
        counts[full] = counts.get(full, 0) + 1


def _shows(before, after):
    """True if an action may have shown some viewer what it could not see: a value masked
    from that viewer is masked fewer times after it (shown where it lies, or moved where the
    viewer sees it, or gone from the view: a card played from a hand, a blind lot won)."""
    for i in range(len(before)):
        now = after[i]
        was = before[i]
        for value in was:
            if now.get(value, 0) < was[value]:
                return True
    return False
