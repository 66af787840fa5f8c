"""Undo in every game: random play with an undo tried after every action (ruling U1).

An allowed undo gives back exactly the state before (its save text and every viewer's
observation), as often as undoable() says; a refused one raises ValueError and changes
nothing; nothing is ever taken back past a chance outcome or another player's action, nor
past an action that showed a player anything, which this file judges for itself, not as
core does: in a world that player cannot tell from the real one (clone_for), the action
they would see as the same must leave them the same view.
"""

import engines
from engines.core import CHANCE, PUBLIC
from engines.rng import Rng
from support.expect import raises

# A whole game per test: on the VM each runs in a process of its own, with the full heap.
ISOLATE = True


def _views(state):
    """Everything undo must give back: the save text and every viewer's observation."""
    views = [state.serialize()]
    for viewer in [None, PUBLIC] + list(range(state.num_players)):
        views.append(state.observation(viewer))
    return views


def _shows_anyone(state, action, look):
    """True if `action` may show some player what they did not know: in a world that player
    cannot tell from `state`, an action labelled for them as `action` is must leave them the view
    `action` does."""
    after = state.clone()
    after.apply_action(action)
    for viewer in range(state.num_players):
        label = state.action_to_string(action, viewer)
        twin = state.clone_for(viewer, look)
        legal = twin.legal_actions()
        same = action
        if same not in legal:
            alike = [b for b in legal if twin.action_to_string(b, viewer) == label]
            if not alike:
                return True
            same = alike[0]
        twin.apply_action(same)
        if twin.observation(viewer) != after.observation(viewer):
            return True
    return False


def _try_undo(state, run, rng, look):
    """Ask undoable() and check it against `run`, the (views before, action) of the trailing
    actions the player to move made since chance or another player; take back some of them
    and play them again. Returns how many were taken back."""
    allowed = state.undoable()
    assert 0 <= allowed <= len(run), "takes back past chance or another player's action"
    if not allowed:
        text = state.serialize()
        full = state.observation()
        raises(ValueError, state.undo)
        assert state.serialize() == text and state.observation() == full
        return 0
    after = state.serialize()
    depth = 1 + rng.below(allowed)
    taken = []
    for i in range(depth):
        before, action = run.pop()
        state.undo()
        assert _views(state) == before, "undo should give back the state before %d" % action
        assert state.undoable() == allowed - i - 1
        assert not _shows_anyone(state, action, look), "took back %s, which showed" % (
            state.action_to_string(action),
        )
        taken.append((before, action))
    for entry in reversed(taken):
        state.apply_action(entry[1])
        run.append(entry)
    assert state.serialize() == after
    return depth


def play(module, players, seed, options):
    """One random game with an undo tried after every action; returns (actions taken back,
    actions that might have been: the player to move had made them since their run began)."""
    rng = Rng(seed)
    look = Rng(seed + 100)
    state = module.new_game(players, **options)
    everyone = range(players)
    state.keep_undo(everyone)
    run = []  # the (views before, action) of the player to move's own latest actions
    mover = CHANCE
    taken = 0
    steps = 0
    check_at = 1
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            action = rng.weighted(state.chance_outcomes())
        else:
            action = rng.choice(state.legal_actions())
        if player != mover or player == CHANCE:
            run = []
        mover = player
        if player != CHANCE:
            run.append((_views(state), action))
        state.apply_action(action)
        if state.current_player() != mover:
            run = []
        taken += _try_undo(state, run, rng, look)
        steps += 1
        if steps == check_at:  # a resumed game and a copy may take back just as much
            check_at *= 2
            allowed = state.undoable()
            again = module.deserialize(state.serialize())
            again.keep_undo(everyone)
            assert again.undoable() == allowed
            assert state.clone().undoable() == allowed
            assert state.clone_for(0, look).undoable() == 0  # a bot's look-ahead never does
    return taken


def _game(name, options):
    def test():
        module = engines.load(name)
        try:
            # the fewest players: the shortest whole game, and a solo game's public reveals
            assert play(module, module.GAME["min_players"], 1, options) > 0, "undo never allowed"
        finally:
            engines.unload(name)

    return test


for _name in engines.NAMES:
    globals()["test_undo_in_%s_gives_back_exactly_and_never_past_chance_or_a_reveal" % _name] = (
        _game(_name, {})
    )
_OPTIONS = [row for row in engines.catalog.GAMES if row[5]]
for _row in _OPTIONS:  # a game's option off: what its players see differs (Scream's memory)
    globals()["test_undo_in_%s_without_%s_gives_back_exactly" % (_row[0], _row[5][0])] = _game(
        _row[0], {_row[5][0]: False}
    )
