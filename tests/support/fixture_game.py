"""Dice duel: a tiny test-only game with chance and a hidden card, to keep the suite honest.

Each player is dealt a hidden card (1-4, two of each, without replacement). In turn, each
player rolls a d6 and keeps it or rerolls once (the reroll is kept). Card + die is the
score; all cards are shown at the end; the highest score wins, ties share the win.
Not a product game: it is not registered in engines.NAMES.
"""

from engines import core

GAME = {
    "name": "dice_duel",
    "title": "Dice Duel",
    "colour": "cyan",
    "min_players": 2,
    "max_players": 3,
    "max_game_length": 15,
    "view": "cards",
    "scores": "scores",
    "low_score_wins": False,
    "round": None,
}

DECK = (0, 2, 2, 2, 2)  # copies of each card value 1..4 (index = value)
ROLL = 10  # actions 11..16: the die shows 1..6
KEEP = 20
REROLL = 21


class DiceDuelState(core.State):
    GAME = GAME

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        self.cards = [0] * num_players  # 0 = not dealt yet
        self.dice = [0] * num_players
        self.rerolled = [False] * num_players
        self.turn = 0  # whose roll it is, once every card is dealt
        self.deciding = False

    def _dealt(self):
        return sum(1 for card in self.cards if card)

    def _current_player(self):
        if self._dealt() < self.num_players:
            return core.CHANCE
        if self.turn >= self.num_players:
            return core.TERMINAL
        return self.turn if self.deciding else core.CHANCE

    def _chance_outcomes(self):
        if self._dealt() < self.num_players:
            left = list(DECK)
            for card in self.cards:
                left[card] -= 1 if card else 0
            return [(value, left[value]) for value in range(1, 5) if left[value]]
        return [(ROLL + face, 1) for face in range(1, 7)]

    def _legal_actions(self):
        if self.rerolled[self.turn]:
            return [KEEP]
        return [KEEP, REROLL]

    def _apply_action(self, action):
        if action < ROLL:
            self.cards[self._dealt()] = action
        elif action < KEEP:
            self.dice[self.turn] = action - ROLL
            self.deciding = True
        elif action == REROLL:
            self.rerolled[self.turn] = True
            self.deciding = False
        else:
            self.deciding = False
            self.turn += 1

    def _action_to_string(self, action, viewer):
        if action < ROLL:
            to = self._dealt()
            if viewer is None or viewer == to:
                return "deal %d to %s" % (action, core.who(to))
            return "deal a card to %s" % core.who(to)
        if action < KEEP:
            return "%s rolls %d" % (core.who(self.turn), action - ROLL)
        return "%s %s" % (core.who(self.turn), "keeps" if action == KEEP else "rerolls")

    def _scores(self):
        return [self.cards[p] + self.dice[p] for p in range(self.num_players)]

    def _observation(self, viewer):
        over = self._current_player() == core.TERMINAL
        cards = [
            card if viewer is None or viewer == p or over else None
            for p, card in enumerate(self.cards)
        ]
        return {
            "cards": cards,
            "dice": self.dice[:],
            "rerolled": self.rerolled[:],
            "turn": self.turn,
        }

    def _resample_hidden(self, player, rng):
        if self._current_player() == core.TERMINAL:
            return
        pool = []
        for value in range(1, 5):
            pool.extend([value] * DECK[value])
        mine = self.cards[player]
        if mine:
            pool.remove(mine)
        rng.shuffle(pool)
        for p in range(self.num_players):
            if p != player and self.cards[p]:
                self.cards[p] = pool.pop()


new_game, deserialize = core.entry_points(DiceDuelState)
