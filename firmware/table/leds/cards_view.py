"""The card games on the LEDs: a scoreboard on the seat LEDs, the player to move, the round.

Scream Machine, Scream Park and Scream! keep everything that matters in hands and
campsites, which only the private views show. The LEDs show public facts alone: each
seat's public score as brightness by rank (the leader brightest), the player to move
blinking, and the round as lit LEDs along the month track.
"""

from table.leds import frame, game_view, palette


def public_scores(facts, obs, players):
    """Each player's public score from the PUBLIC observation (zeros where it shows none)."""
    scores = obs.get(facts["scores"])
    if type(scores) is not list or len(scores) != players:
        return [0] * players
    return [s if type(s) is int else 0 for s in scores]


def public_round(facts, obs):
    """The round the PUBLIC observation counts (0 where it shows none)."""
    key = facts["round"]
    value = obs.get(key) if key else None
    return value if type(value) is int else 0


def ranks(scores, low_wins):
    """Each player's rank: how many players are strictly ahead of them."""
    ranked = []
    for mine in scores:
        ahead = 0
        for other in scores:
            if (other < mine) if low_wins else (other > mine):
                ahead += 1
        ranked.append(ahead)
    return ranked


class View(game_view.GameView):
    """The view of a game whose GAME["view"] is "cards" (any game with public scores)."""

    current_blinks = True  # the seat LEDs' brightness is the scoreboard

    def __init__(self, leds, seat_of, pacing, facts, module):
        game_view.GameView.__init__(self, leds, seat_of, pacing)
        self.facts = facts
        self.low_wins = facts["low_score_wins"]
        self.scores = None
        self.round = 0

    def update(self, state, obs, actor, action, now):
        game_view.GameView.update(self, state, obs, actor, action, now)
        players = len(self.full)
        scores = public_scores(self.facts, obs, players)
        for p, rank in enumerate(ranks(scores, self.low_wins)):
            self.idle[p] = palette.scale(self.full[p], palette.RANK_LEVELS[rank], 32)
        if self.scores is not None and scores != self.scores and actor is not None:
            self.flash([p for p in range(players) if scores[p] != self.scores[p]], now)
        self.scores = scores
        self.round = public_round(self.facts, obs)
        for i, led in enumerate(self.leds.months):
            if i < self.round:
                frame.put(self.base, led, palette.WHITE)
