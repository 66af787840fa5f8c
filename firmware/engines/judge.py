"""How the bots judge a position and where they look, shared by the bots the table keeps
loaded (engines/bots.py) and the hard bot it loads for a hard seat only
(engines/search_bot.py): a module of its own, so neither imports the other.
"""


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
        state.standing(scores)
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
