"""How the bots judge a position and where they look, shared by the bots the table keeps
loaded (engines/bots.py) and the hard bot it loads for a hard seat only
(engines/search_bot.py): a module of its own, so neither imports the other.
"""


def resolve_chance(state, rng):
    """Play one chance outcome with its probability (what the table's dice and decks do)."""
    action = state.chance_action(rng)
    state.apply_action(action)
    return action


def pick(state, count, rng, deep=False):
    """At most `count` of the legal actions to weigh: the two lowest always (an encoding
    lists its plain choices first: a pass, the least raise), the rest drawn at random. A game
    may name the few worth a search (Tycoon's candidates(deep): two bids of up to 160, as far
    as the bot's look, deep or not, values the lot)."""
    legal = state.candidates(deep) if hasattr(state, "candidates") else state.legal_actions()
    if len(legal) <= count:
        return legal
    rest = legal[2:]
    rng.shuffle(rest)
    return legal[:2] + rest[: count - 2]


def last_thought(thoughts):
    """What a bot's thoughts() end on, thought all at once: the action (its choose())."""
    last = None
    for thought in thoughts:
        last = thought
    return last


def standing(state, deep=False):
    """Each player's score as if the game stopped here: the running scores, and what the
    engine says they leave out that the board already shows (its standing(scores, deep):
    Scream!'s campsites as the round would score them, Tycoon's attractions and the auction
    under way, Scream Park's completed scenes, Scream Machine's national customers clearly
    won), read from its own tables, as a look-ahead can afford at every rollout. `deep`, the
    hard bot's look, may ask an engine for more, at more cost (Scream Machine's customers on
    the table, Scream Park's whole day's and game's end, Tycoon's attractions by what they
    earn where they stand, counted in twentieths of a point: a deep look's figures are for
    comparing, in the engine's own units).
    Call it only on a copy made by clone_for, whose hidden parts are a guess."""
    scores = state.scores()
    if not state.is_terminal() and hasattr(state, "standing"):
        state.standing(scores, deep)
    return scores


def margin(state, me, deep=False):
    """How far ahead of the best other player `me` stands (reversed where low scores win)."""
    scores = standing(state, deep)
    sign = -1 if state.GAME["low_score_wins"] else 1
    best = None
    for p in range(len(scores)):
        if p != me and (best is None or sign * scores[p] > best):
            best = sign * scores[p]
    return sign * scores[me] - (best or 0)
