"""Bots for empty seats and tests: they see a game only through the engine contract.

Both do bounded work per decision, and both can think in slices: `thoughts(state)` is a
generator that yields None after each bounded slice of work and finally the chosen action,
so the table runs a frame, polls the buttons and feeds the watchdog between slices instead
of freezing while a bot thinks. `choose(state)` thinks it all at once. Neither ever looks at
what its player may not know: the greedy bot searches on clone_for(player), a copy whose
hidden parts are resampled.
"""

from engines.core import CHANCE
from engines.judge import last_thought, margin, pick, resolve_chance  # noqa: F401 - also read here


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, rng):
        self.rng = rng

    def choose(self, state):
        return self.rng.choice(state.legal_actions())

    def thoughts(self, state):
        yield self.choose(state)


class GreedyBot:
    """Tries each legal action and keeps the one with the best score margin.

    For each candidate (at most `max_candidates`, sampled when there are more), it plays the
    action on a resampled copy, then lets chance and its own follow-up choices run at random
    for up to `horizon` steps (a multi-step decision counts as one), and scores my score -
    best other score (reversed where low scores win). With chance involved it averages
    `samples` rollouts.
    Work per decision is bounded by max_candidates * samples * horizon engine steps; a slice
    of `thoughts()` is one piece of that: the copy, its candidate action, each step of the
    rollout, the margin, so no slice holds the table for a whole rollout.
    """

    def __init__(self, rng, samples=3, max_candidates=10, horizon=6):
        self.rng = rng
        self.samples = samples
        self.max_candidates = max_candidates
        self.horizon = horizon

    def choose(self, state):
        return last_thought(self.thoughts(state))

    def thoughts(self, state):
        me = state.current_player()
        candidates = pick(state, self.max_candidates, self.rng)
        if len(candidates) == 1:
            yield candidates[0]
            return
        best_actions = []
        best_value = None
        for action in candidates:
            value = 0
            for sample in range(self.samples):
                copy = state.clone_for(me, self.rng)
                yield None
                copy.apply_action(action)
                yield None
                random = yield from self._rollout(copy, me)
                value += margin(copy, me)
                # let go of the copy before the next one: one copy in the heap at a time,
                # not two, at the moment a game needs the most of it
                copy = None
                yield None
                if not random:  # nothing random followed: one rollout tells it all
                    value = value * self.samples // (sample + 1)
                    break
            if best_value is None or value > best_value:
                best_value = value
                best_actions = [action]
            elif value == best_value:
                best_actions.append(action)
        yield self.rng.choice(best_actions)

    def _rollout(self, state, me):
        """Play on while chance or I am to move, a slice a step (yields None); returns True
        if chance took part."""
        random = False
        for _ in range(self.horizon):
            player = state.current_player()
            if player == CHANCE:
                resolve_chance(state, self.rng)
                random = True
            elif player == me:
                state.apply_action(self.rng.choice(state.legal_actions()))
                random = True
            else:
                break
            yield None
        return random


# What the table offers when a seat is made a bot, in the order a seat's step button cycles
# them; a save keeps the index.
LEVELS = ("easy", "normal", "hard")


def make(level, rng):
    """A bot of LEVELS[level] for one seat."""
    if level == 0:
        return RandomBot(rng)
    if level == 1:
        return GreedyBot(rng)
    from engines.search_bot import SearchBot

    return SearchBot(rng)
