"""The "hard" bot: determinized rollouts over the engine contract, inside a Pico's time.

For each candidate it plays the action on a copy whose hidden parts are resampled for its
player (clone_for: it never peeks), then lets chance play on at random, and its own
follow-ups (tried on copies where they are few and the look cheap, else at random), until
another player's decision (in Scream!, through the others' turns, played at random) or a
horizon of engine steps; and scores the margin it reached with the engine's deep look
(judge.margin: its score less the best other, reversed where low scores win; the deep look
sees more than the normal bot's, e.g. Scream Machine's customers on the table). The
candidates share their samples (the same deal of the hidden cards and the same dice, by
seeding the look-ahead's Rng alike), so two candidates are told apart by what they do, not
by luck; and the samples go where they tell most: each round keeps the better half of the
candidates and gives the survivors twice the samples (successive halving), so an obvious
loser is dropped after one look.

The work is counted, not timed, so the same game makes the same choices on every runtime:
the first round weighs every candidate once, then the rounds go on while `steps` engine
steps a decision last (a copy counted as `_COPY_COST` steps, a follow-up tried as
`_TRIAL_COST`). Its slices are a copy, a step, a follow-up tried or a look. Measured
(docs/BOTS.md, host_tools/bot_timing.py): a decision's worst under 1.5 s on a Pico and its
slices under 50 ms, at every game's most players.
"""

from compat import const
from engines.core import CHANCE, TERMINAL
from engines.judge import last_thought, margin, pick, resolve_chance
from engines.rng import Rng

# What a clone_for() and a look at the standing cost, in engine steps (CPython, a Scream!
# copy with its hidden cards dealt again: 270 us against 20 us a step).
_COPY_COST = const(12)
_LOOK_COST = const(2)
_TRIAL_COST = const(8)  # a plain clone() of a look-ahead copy, a step and a look
_FEW = const(8)  # choices a rollout may try on copies for my own follow-ups
# Games whose rollouts try my own few follow-ups so (_rollout): where a look is cheap enough.
# In Tycoon a guest picked is then walked to its best space, not a random one (hard against
# 3 normal: 44% -> 51%, 800 games). Scream Park gained too (62% -> 74%, 200 games), but its
# deep look builds every attraction: a decision took up to 2.5 s on a Pico.
_TRIES = ("tycoon",)
# Games whose rollouts go on through the other players' turns, played at random. Elsewhere a
# rollout stops at another player's decision: random players are noise unlike the people or
# bots at the table (in Tycoon's auctions they raise the bid on and on, which rewards a bot for
# baiting them), and the deep look judges the position reached better than they would play
# it on (hard against 3 normal, 200 games: Scream Machine 59% -> 65%, Scream Park 60% -> 62%,
# at fewer and cheaper steps); in Scream! a turn is one card, and a look through the others'
# turns won 98% where one that stopped won 57%.
_THROUGH = ("scream",)
# Games whose rollouts stop at my own next decision too: the deep look judges the candidate
# action itself. A Scream Machine turn is four actions, and a rollout that played my other
# three at random (a ride torn down, actions passed away) judged the first by luck; stopped,
# hard against 3 normal won 66.5% where it won 65%, against normal bots with their own look
# (_CLEAR) 46.5% where it won 38.5%, and against 3 random 95% where it won 90% (200 games).
_MYOPIC = ("scream_machine",)


class SearchBot:
    """Successive halving over determinized rollouts (see the module's docstring).

    `steps` bounds the work of a decision, `horizon` the steps of one rollout, `candidates`
    how many legal actions it weighs (sampled when there are more).
    """

    def __init__(self, rng, steps=200, horizon=6, candidates=10):
        self.rng = rng
        self.steps = steps
        self.horizon = horizon
        self.candidates = candidates
        self.look = Rng()  # the look-ahead's dice: reseeded per sample, shared by candidates

    def choose(self, state):
        return last_thought(self.thoughts(state))

    def thoughts(self, state):
        """Yields None after each slice of work (a copy, a step, a follow-up tried or a look
        at the standing), then the action chosen."""
        rng = self.rng
        legal = pick(state, self.candidates, rng, True)
        if len(legal) == 1:
            yield legal[0]
            return
        cost = self.horizon + _COPY_COST + _LOOK_COST
        me = state.current_player()
        self.through = state.GAME["name"] in _THROUGH
        self.myopic = state.GAME["name"] in _MYOPIC
        self.tries = _FEW if state.GAME["name"] in _TRIES else 0
        seed = rng.next()
        totals = [0] * len(legal)
        alive = list(range(len(legal)))
        left = self.steps
        done = 0  # samples each survivor has had
        share = 1  # samples each survivor gets this round
        while done == 0 or len(alive) > 1 and left >= cost * len(alive):
            while share > 1 and share * cost * len(alive) > left:
                share -= 1
            for index in alive:
                for sample in range(done, done + share):
                    self.look.seed(seed + sample)  # the same deal and dice for every candidate
                    copy = state.clone_for(me, self.look)
                    yield None
                    copy.apply_action(legal[index])
                    yield None
                    taken = yield from self._rollout(copy, me)
                    totals[index] += margin(copy, me, True)
                    copy = None  # one copy in the heap at a time, as the normal bot keeps
                    left -= taken + _COPY_COST + _LOOK_COST
                    yield None
            done += share
            # best first, a tie in the order it had (a stable sort, as CPython's is): the key
            # holds the place, since MicroPython's sort is not stable, and left to it the
            # order of a tie, so the choice among ties, would be the runtime's
            count = len(legal)
            ranked = sorted(range(len(alive)), key=lambda k: k - totals[alive[k]] * count)
            alive = [alive[k] for k in ranked]
            best = totals[alive[0]]
            if totals[alive[-1]] == best:
                break  # nothing tells them apart: more samples would not either
            keep = (len(alive) + 1) // 2
            while keep < len(alive) and totals[alive[keep]] == totals[alive[keep - 1]]:
                keep += 1  # a tie at the cut stays in: the sort's order would decide it
            del alive[keep:]
            share *= 2
        best = totals[alive[0]]
        ties = [legal[i] for i in alive if totals[i] == best]
        yield ties[rng.below(len(ties))] if len(ties) > 1 else ties[0]

    def _rollout(self, state, me):
        """Chance plays at random, and so do the others where the look goes through their
        turns (elsewhere it stops at their decision). My own follow-ups are played as the deep
        look judges best, each choice tried on a copy, while the choices are few (up to _FEW a
        rollout), else at random: the table will see me play them well; in a _MYOPIC game
        the rollout stops at them. Yields None after each step or trial, for up to `horizon`
        steps; returns the work done, in steps."""
        look = self.look
        work = 1  # the candidate's own step
        trials = self.tries
        for _ in range(self.horizon):
            player = state.current_player()
            if player == TERMINAL:
                return work
            if player == CHANCE:
                resolve_chance(state, look)
            elif player != me:
                if not self.through:
                    return work
                state.apply_action(look.choice(state.legal_actions()))
            elif self.myopic:
                return work
            else:
                legal = state.legal_actions()
                if len(legal) > trials:
                    chosen = look.choice(legal)
                else:
                    trials -= len(legal)
                    best = None
                    for action in legal:
                        trial = state.clone()
                        trial.apply_action(action)
                        value = margin(trial, me, True)
                        trial = None
                        work += _TRIAL_COST
                        yield None
                        if best is None or value > best:
                            best = value
                            chosen = action
                state.apply_action(chosen)
            work += 1
            yield None
        return work
