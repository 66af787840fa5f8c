"""Bots for empty seats and tests: they see a game only through the engine contract.

Both do bounded work per decision, and both can think in slices: `thoughts(state)` is a
generator that yields None after each bounded slice of work and finally the chosen action,
so the table runs a frame, polls the buttons and feeds the watchdog between slices instead
of freezing while a bot thinks. `choose(state)` thinks it all at once. Neither ever looks at
what its player may not know: the greedy bot searches on clone_for(player), a copy whose
hidden parts are resampled.
"""

from engines.core import CHANCE


def resolve_chance(state, rng):
    """Play one chance outcome with its probability (what the table's dice and decks do)."""
    action = state.chance_action(rng)
    state.apply_action(action)
    return action


def pick(state, count, rng):
    """At most `count` of the legal actions to weigh: the two lowest always (an encoding
    lists its plain choices first: a pass, the least raise), the rest drawn at random. A game
    may name the few worth a search (Tycoon's candidates(): two bids of up to 160)."""
    legal = state.candidates() if hasattr(state, "candidates") else state.legal_actions()
    if len(legal) <= count:
        return legal
    rest = legal[2:]
    rng.shuffle(rest)
    return legal[:2] + rest[: count - 2]


def _last(thoughts):
    last = None
    for thought in thoughts:
        last = thought
    return last


def standing(state):
    """Each player's score as if the game stopped here: the running scores, and what they
    leave out that the board already shows (read from the full observation, so call it only
    on a copy made by clone_for, whose hidden parts are a guess): in Scream! the cards in
    each campsite, which count at the round's end (a screamer's as the round will score
    it); in Tycoon the bid of an auction under way, which its high bidder will pay; in Scream
    Park the points of each completed scene, which count at the game's end."""
    scores = state.scores()
    name = state.GAME["name"]
    if name == "scream" and not state.is_terminal():
        _scream(state.observation(), scores)
    elif name == "tycoon" and not state.is_terminal():
        _tycoon(state.observation(), scores)
    elif name == "scream_park" and not state.is_terminal():
        from engines.scream_park_data import POINTS

        parks = state.observation()["attractions"]
        for p in range(len(parks)):
            for scene in parks[p]:
                if scene[3]:  # complete: its points count at the game's end
                    scores[p] += POINTS[scene[0]]
    return scores


def _scream(seen, scores):
    """Scream!'s standing: each campsite's cards, which count at the round's end, and a
    screamer's as the round will score it: nothing if the least, else its cards + 10."""
    from engines.scream_data import SCREAM_PENALTY

    camps = seen["campsites"]
    sums = []
    for camp in camps:
        total = 0
        for card in camp:
            total += card[0]
        sums.append(total)
    screamer = seen["screamer"]
    if screamer is not None:
        sums[screamer] = 0 if sums[screamer] == min(sums) else sums[screamer] + SCREAM_PENALTY
    for p in range(len(scores)):
        scores[p] += sums[p]


def _tycoon(seen, scores):
    """Tycoon's standing: an attraction is worth the guest points it may still bring, about
    twice its points over a whole game (its price, as the rulebook sets its fee), less as the
    months go; an auction under way is won by its high bidder (the drawer if nobody bid)."""
    from engines.tycoon_data import POINTS

    left = 16 - seen["month"]
    owner = seen["owner"]
    closed = seen["closed"]
    for space in range(len(owner)):
        if owner[space] >= 0 and space not in closed:
            scores[owner[space]] += POINTS[space] * left // 8
    auction = seen["auction"]
    if auction:
        holder = auction["bidder"] if auction["bidder"] >= 0 else auction["drawer"]
        scores[holder] -= auction["bid"] // 100000
        for space in auction["lots"]:
            if space is not None and space not in closed:
                scores[holder] += POINTS[space] * left // 8


def margin(state, me):
    """How far ahead of the best other player `me` stands (reversed where low scores win)."""
    scores = standing(state)
    sign = -1 if state.GAME["low_score_wins"] else 1
    best = None
    for p in range(len(scores)):
        if p != me and (best is None or sign * scores[p] > best):
            best = sign * scores[p]
    return sign * scores[me] - (best or 0)


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
    of `thoughts()` is one rollout (at most horizon + 1 steps).
    """

    def __init__(self, rng, samples=3, max_candidates=10, horizon=6):
        self.rng = rng
        self.samples = samples
        self.max_candidates = max_candidates
        self.horizon = horizon

    def choose(self, state):
        return _last(self.thoughts(state))

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
                copy.apply_action(action)
                random = self._rollout(copy, me)
                value += margin(copy, me)
                # let go of the copy before the table's step and the next copy: one copy in
                # the heap at a time, not two, at the moment a game needs the most of it
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
        """Play on while chance or I am to move; True if chance took part."""
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
