"""The conformance suite: one game-agnostic checker for every engine (OpenSpiel's
RandomSimulation, ours). Plays seeded random games and checks the contract at every step.

Runs under CPython (pytest) and under the MicroPython VM (tests/microrunner.py); a failure
names the game, the player count, the seed and the step.
"""

from engines.core import CHANCE, PUBLIC, TERMINAL
from engines.rng import Rng

_PLAIN = (int, str, bool, type(None))


class ContractBroken(AssertionError):
    pass


class _Where:
    """Where the check is, so every failure says game, players, seed and step."""

    def __init__(self, name, players, seed):
        self.name = name
        self.players = players
        self.seed = seed
        self.step = 0

    def fail(self, what):
        raise ContractBroken(
            "%s, %d players, seed %d, step %d: %s"
            % (self.name, self.players, self.seed, self.step, what)
        )

    def check(self, ok, what):
        if not ok:
            self.fail(what)


def check_player_counts(module):
    """new_game accepts the declared player counts and rejects the ones outside."""
    game = module.GAME
    name = game["name"]
    for count in (game["min_players"] - 1, game["max_players"] + 1, 0, -1):
        try:
            module.new_game(count)
        except ValueError:
            continue
        raise ContractBroken("%s: new_game(%d) should raise ValueError" % (name, count))
    for count in range(game["min_players"], game["max_players"] + 1):
        module.new_game(count)


def run(module, games, first_seed=1, counts=None):
    """Play `games` seeded random games per player count; returns the number of steps checked."""
    check_player_counts(module)
    game = module.GAME
    if counts is None:
        counts = range(game["min_players"], game["max_players"] + 1)
    steps = 0
    for players in counts:
        for seed in range(first_seed, first_seed + games):
            steps += play_and_check(module, players, seed)
    return steps


def play_and_check(module, players, seed):
    """One random game under every check; returns its length."""
    where = _Where(module.GAME["name"], players, seed)
    limit = module.GAME["max_game_length"]
    rng = Rng(seed)
    state = module.new_game(players)
    shadow = module.new_game(players)  # replays each action: hidden drift shows at once
    viewers = [None, PUBLIC] + list(range(players))
    roundtrip_at = 1
    while True:
        kinds = _check_step(where, state, viewers, rng)
        if state.is_terminal():
            _check_roundtrip(where, module, state)
            return where.step
        where.check(where.step < limit, "the game did not end within max_game_length=%d" % limit)
        legal = state.legal_actions()
        if state.current_player() == CHANCE:
            action = rng.weighted(state.chance_outcomes())
        else:
            action = rng.choice(legal)
        _check_indistinguishable(where, state, action, legal, viewers, kinds, rng)
        state.apply_action(action)
        where.step += 1
        where.check(state.history_length() == where.step, "history should grow by one action")
        shadow.apply_action(action)
        _check_same(where, shadow, state, "replaying the same actions on a new game")
        if where.step == roundtrip_at:
            # history() is a new list of the whole game (8 KB on the VM late in a long one):
            # read whole at the round trips only, so the suite's own blocks stay small
            history = state.history()
            where.check(
                len(history) == where.step and history[-1] == action,
                "history should end with the applied action",
            )
            _check_roundtrip(where, module, state)
            roundtrip_at *= 2


def _check_step(where, state, viewers, rng):
    """Check the state as it stands; returns which legal actions look alike to each viewer
    (_check_labels)."""
    player = state.current_player()
    players = state.num_players
    where.check(
        player in (CHANCE, TERMINAL) or 0 <= player < players,
        "current_player() returned %r" % (player,),
    )
    legal = state.legal_actions()
    scores = state.scores()
    where.check(
        len(scores) == players and all(type(s) is int for s in scores),
        "scores() should be one int per player, got %r" % (scores,),
    )
    before = state.serialize()
    views = {}
    for viewer in viewers:
        views[viewer] = state.observation(viewer)
        _check_plain(where, views[viewer], "observation(%r)" % (viewer,))
    for viewer in viewers[1:]:
        _check_masking(where, views[None], views[viewer], "observation(%r)" % viewer, "")
    for p in range(players):
        _check_masking(
            where, views[p], views[PUBLIC], "observation(PUBLIC) against player %d" % p, ""
        )
    if player == TERMINAL:
        where.check(state.is_terminal(), "is_terminal() should be True at TERMINAL")
        where.check(legal == [], "legal_actions() should be [] at terminal, got %r" % legal)
        winners = state.winners()
        where.check(
            (winners or players == 1)
            and winners == sorted(set(winners))
            and all(type(w) is int and 0 <= w < players for w in winners),
            "winners() should be sorted distinct player indices (none only when a solo game"
            " is lost), got %r" % (winners,),
        )
        _check_rejects(where, state, [0, 1, -1], before, views[None])
        return None
    where.check(not state.is_terminal(), "is_terminal() should be False while a player moves")
    where.check(state.winners() == [], "winners() should be [] before the end")
    where.check(legal, "no legal actions, but the game is not over")
    where.check(
        all(type(a) is int and a >= 0 for a in legal), "actions should be ints >= 0: %r" % legal
    )
    where.check(
        all(legal[i] < legal[i + 1] for i in range(len(legal) - 1)),
        "legal_actions() should be sorted and distinct: %r" % (legal,),
    )
    if player == CHANCE:
        outcomes = state.chance_outcomes()
        where.check(
            all(type(w) is int and w > 0 for _, w in outcomes),
            "chance weights should be positive ints: %r" % (outcomes,),
        )
        where.check(
            [a for a, _ in outcomes] == legal,
            "chance outcomes should cover exactly the legal actions",
        )
    else:
        try:
            state.chance_outcomes()
            where.fail("chance_outcomes() should raise ValueError at a decision node")
        except ValueError:
            pass
    kinds = _check_labels(where, state, legal, viewers)
    gap = 0
    while gap in legal:
        gap += 1
    _check_rejects(
        where, state, [-1, gap, legal[-1] + 1, 1000000, "1", None, True, 1.0], before, views[None]
    )
    _check_clone(where, state, legal, rng, before, views[None])
    for viewer in range(players):
        twin = state.clone_for(viewer, rng)
        where.check(
            twin.observation(viewer) == views[viewer],
            "clone_for(%d) should keep everything player %d knows" % (viewer, viewer),
        )
        if viewer == player:
            where.check(
                twin.legal_actions() == legal, "clone_for(mover) should keep the legal actions"
            )
    where.check(state.serialize() == before, "looking at the state changed it")
    return kinds


def _check_labels(where, state, legal, viewers):
    """Check every viewer's label of every legal action; returns, per viewer but the full one,
    which actions look alike to that viewer: kinds[viewer][i] is the index of the first legal
    action labelled as legal[i] is.

    One viewer at a time, keeping small ints rather than the labels: a Scream Park deal
    offers 120 cards, and every viewer's labels of them at once (a new str each) ran the VM's
    heap out."""
    kinds = {}
    for viewer in viewers:
        first = {}  # label -> index of the first action so labelled, for this viewer only
        kind = [0] * len(legal)
        for i in range(len(legal)):
            action = legal[i]
            label = state.action_to_string(action, viewer)
            if not (type(label) is str and label):  # no message built for each good label
                where.fail("action_to_string(%d, %r) should be a non-empty str" % (action, viewer))
            if label in first:
                where.check(
                    viewer is not None,
                    "actions %r and %d share the label %r" % (legal[first[label]], action, label),
                )
                kind[i] = first[label]
            else:
                first[label] = kind[i] = i
        if viewer is not None:
            kinds[viewer] = kind
    return kinds


def _check_rejects(where, state, candidates, before, full):
    legal = state.legal_actions()
    for bad in candidates:
        if type(bad) is int and bad in legal:
            continue
        try:
            state.apply_action(bad)
        except ValueError:
            pass
        else:
            where.fail("apply_action(%r) should raise ValueError" % (bad,))
        where.check(
            state.serialize() == before and state.observation() == full,
            "the illegal action %r changed the state" % (bad,),
        )


def _check_clone(where, state, legal, rng, before, full):
    copy = state.clone()
    where.check(copy.serialize() == before, "clone() should serialize like the original")
    where.check(copy.observation() == full, "clone() should observe like the original")
    where.check(copy.legal_actions() == legal, "clone() should have the same legal actions")
    copy.apply_action(rng.choice(legal))
    where.check(
        state.serialize() == before and state.observation() == full,
        "playing on a clone changed the original",
    )


def _check_same(where, got, want, what):
    where.check(got.serialize() == want.serialize(), what + " should give the same history")
    where.check(got.observation() == want.observation(), what + " should give the same state")
    where.check(
        got.current_player() == want.current_player()
        and got.legal_actions() == want.legal_actions(),
        what + " should give the same player to move and legal actions",
    )


def _check_roundtrip(where, module, state):
    text = state.serialize()
    where.check(type(text) is str, "serialize() should return a str")
    try:
        again = module.deserialize(text)
    except ValueError as err:
        where.fail("deserialize(serialize()) raised %s" % err)
    _check_same(where, again, state, "deserialize(serialize())")


def _check_indistinguishable(where, state, action, legal, viewers, kinds, rng):
    """An action a viewer cannot tell from another must leave that viewer's view the same."""
    after = None
    chosen = legal.index(action)
    for viewer in viewers[1:]:
        kind = kinds[viewer]
        others = [b for i, b in enumerate(legal) if i != chosen and kind[i] == kind[chosen]]
        if not others:
            continue
        other = rng.choice(others)
        if after is None:
            after = state.clone()
            after.apply_action(action)
        alt = state.clone()
        alt.apply_action(other)
        where.check(
            alt.observation(viewer) == after.observation(viewer),
            "viewer %r sees actions %d and %d both as %r, yet observes a difference after them"
            % (viewer, action, other, state.action_to_string(action, viewer)),
        )


def _check_plain(where, value, what):
    kind = type(value)
    if kind in _PLAIN:
        return
    if kind is dict:
        for key in value:
            where.check(type(key) is str, "%s has a non-str key %r" % (what, key))
            _check_plain(where, value[key], what)
        return
    if kind in (list, tuple):
        for item in value:
            _check_plain(where, item, what)
        return
    where.fail("%s holds %r, which is not plain data" % (what, kind))


def _check_masking(where, full, view, what, path):
    """`view` must be `full` with some parts replaced by None (hidden)."""
    if view is None or view == full:
        return
    kind = type(full)
    if kind is dict and type(view) is dict:
        where.check(
            sorted(view) == sorted(full), "%s should have the same keys as the full one" % what
        )
        for key in full:
            _check_masking(where, full[key], view[key], what, path + "." + key)
        return
    if kind in (list, tuple) and type(view) in (list, tuple) and len(view) == len(full):
        for i in range(len(full)):
            _check_masking(where, full[i], view[i], what, "%s[%d]" % (path, i))
        return
    where.fail("%s shows %r at %s where everything shows %r" % (what, view, path or "top", full))
