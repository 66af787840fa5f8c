"""Scream!: the campsite bluffing card game for 2-5 campers, as a Midway engine.

The engine knows every card; each camper sees only what the rules show them. Every card is
one small int: its value (1-13), face up or down, pushed forward (slid) or not, and which
campers have seen its face. Knowledge travels with the card (ruling S2); the game's option
`remember` (on unless switched off) says whether each camper's view keeps it, or shows only
the cards they are looking at now, for the rulebook's memory game. The draw deck is a
multiset drawn by chance; a deck card gets a fixed value only when a rule touches it by
position (a peek, an exchange, a discard from the deck), and those set cards sit in order
on top of the rest (ruling S3). Lower score wins.

The rules, the labels and the observations each viewer gets are all here, because all three
read the codes below: private const()s, which MicroPython folds into the code and keeps no
name of. Split across modules, every code would be a public name and a dict entry in each.

One card is one int: its value (1-13, VALUE), face up (UP), pushed forward (FORWARD), from
bit 6 which campers have seen its face (SEEN << camper) and, from bit 11, which are looking at
it now (NOW << camper: until that camper's next decision).

Actions (named bases; a "place" is a campsite card, camper * SLOTS + position, or one of
the four pile places DECK_TOP..DISCARD_SECOND):
  0..403                 pick that place (slide a card forward, view, exchange, discard, ...)
  CARD + v               chance: the card dealt, flipped or drawn has value v
  START + c              chance: camper c is the first round's start camper
  DRAW_DECK .. RIGHT_END the single-word decisions (see their names)
  CLAIM + v              7: claim the pushed card is a v
  NUMBER + v             9: secretly choose the face-up number v
  GIVE + c               13: give the top deck card to camper c
  SLOT + k               put the new card at place k among the freed spaces
  ZONE + c               a card action picks in camper c's campsite (then a card there)
  SLIDE_LAST + i         slide one's own card i and stop sliding (a one-card replacement in
                         one step; the others are slid first by picking their places)

Steps: the to-do stack holds (kind, camper, x, y); its top is what happens next. A kind below
DECISIONS is chance's, one from DECISIONS a camper's, one from AUTOMATIC the engine's own.
"""

from compat import const
from engines import core
from engines import scream_data as data
from engines.core import who

# ---- one card = one small int -------------------------------------------------------------
_VALUE = const(15)
_UP = const(16)
_FORWARD = const(32)  # slid (pushed) forward in its campsite
_SEEN = const(64)  # _SEEN << c: camper c has seen the card's face
_NOW = const(2048)  # _NOW << c: camper c is looking at it now (ruling S2)
_LOOK = const(2112)  # _SEEN | _NOW: camper c looks at the card (<< c)
_NOT_VALUE = const(0xFFF0)
_NOT_FORWARD = const(0xFFDF)

# ---- places -------------------------------------------------------------------------------
_SLOTS = const(80)  # more than scream_data.ALL_CARDS: a campsite position always fits
_DECK_TOP = const(400)
_DECK_SECOND = const(401)
_DISCARD_TOP = const(402)
_DISCARD_SECOND = const(403)

# ---- actions ------------------------------------------------------------------------------
_CARD = const(420)
_START = const(440)
_REVEAL = const(446)
_DRAW_DECK = const(450)
_DRAW_DISCARD = const(451)
_SCREAM = const(452)
_PLAY = const(453)
_DISCARD = const(454)
_CONFIRM = const(455)
_CHALLENGE = const(456)
_NO_CHALLENGE = const(457)
_PASS = const(458)
_LEFT_END = const(459)
_RIGHT_END = const(460)
_CLAIM = const(490)
_NUMBER = const(510)
_GIVE = const(530)
_SLOT = const(540)
_ZONE = const(620)
_SLIDE_LAST = const(700)

# ---- steps --------------------------------------------------------------------------------
# chance steps (kind < _DECISIONS)
_K_START = const(1)
_K_DEAL = const(2)
_K_FLIP = const(3)
_K_RESOLVE = const(4)  # (kind, learner or -1, deck position, why): set a deck card's value
_K_REVEAL = const(5)  # the round is over: reveal and score (a chance node with one outcome)
# decision steps
_DECISIONS = const(10)
_K_TURN = const(10)
_K_DRAWN = const(11)
_K_REPLACE = const(12)
_K_PLACE = const(13)
_K_ASK = const(14)  # (kind, claimant, asked camper, 0)
_K_BONUS = const(15)
_K_END = const(16)  # (kind, chooser, campsite owner, 0)
_K_PICK = const(17)  # (kind, actor, card action, 1 if a 7 claimed it: may be skipped)
_K_CLAIM = const(18)
_K_NUMBER = const(19)
_K_GIVE = const(20)
# automatic steps (kind >= _AUTOMATIC)
_AUTOMATIC = const(30)
_A_TURN_START = const(30)
_A_END_TURN = const(31)
_A_DREW = const(32)
_A_PICKED = const(33)
_A_PENALTY = const(34)
_A_BONUS = const(35)
_A_FINISH_REPLACE = const(36)
_A_ABILITY = const(37)
_A_GIVE = const(38)
_A_DRAWN_TO_END = const(39)

# why a deck card is set (for its label)
_WHY_DRAW = const(0)
_WHY_PENALTY = const(1)
_WHY_PEEK = const(2)
_WHY_MOVE = const(3)

# claims: what a challenge checks
_MATCH = const(1)  # the slid cards all match
_SEVEN = const(2)  # the pushed card is the claimed value
_EIGHT = const(3)  # the discarded card is lower than 8
_NINE = const(4)  # the slid card is the secret number
_TEN = const(5)  # nothing: a 10 discards any 2 cards (ruling S4)

_CLAIMABLE = (5, 6, 8, 9, 10, 11, 12, 13)  # ruling S7
_MAX_ROUNDS = const(6)  # ruling S18: 3 rounds and at most 3 tie-break rounds
_TURN_CAP = const(150)  # ruling S17: turns in one round

# max_game_length, argued: a round's setup is at most 1 start + 6n deals + 1 flip <= 32
# actions (n <= 5), its end 1 reveal. A turn is at most: choose + draw (2), then either
# a replacement (at most one pick per campsite card, data.ALL_CARDS, + confirm + 4 asks +
# penalty draw, end, bonus, place: ALL_CARDS + 9) or a played card (play, a 7's pick,
# claim, 4 asks, 3 for its challenge, then the claimed 10: 2 picks of 2 steps each (a
# campsite then a card, or the deck then its chance draw), 4 asks, 3 = 23), so at most
# ALL_CARDS + 11 < 100. Rounds last at most _TURN_CAP turns and there are at most
# _MAX_ROUNDS rounds.
_SETUP_ACTIONS = const(33)
_TURN_ACTIONS = const(100)

GAME = {  # type: dict
    "name": "scream",
    "title": "Scream!",
    "colour": "red",
    "min_players": 2,
    "max_players": 5,
    "max_game_length": _MAX_ROUNDS * (_SETUP_ACTIONS + _TURN_CAP * _TURN_ACTIONS),
    "view": "cards",
    "scores": "totals",
    "low_score_wins": True,
    "round": "round",
    # ruling S2: new_game's on/off option, which the table offers while seats join
    "option": ("remember", "the table remembers the cards you saw"),
}


# Loops, not comprehensions, here: each comprehension is a function of its own, some 100
# bytes of RAM while the game is loaded.


def _plus(acts, base, values):
    """acts, with base + v appended for each of `values`."""
    for v in values:
        acts.append(base + v)
    return acts


def _empty_sites(n):
    sites = []  # type: list[list[int]]
    for _ in range(n):
        sites.append([])
    return sites


def _lowest(scores, campers):
    """Those of `campers` with the lowest of `scores`."""
    out = []  # type: list[int]
    for c in campers:
        if not out or scores[c] < scores[out[0]]:
            out = [c]
        elif scores[c] == scores[out[0]]:
            out.append(c)
    return out


class ScreamState(core.State):
    GAME = GAME
    OPTIONS = {GAME["option"][0]: (True, False)}
    REPEATS = ("discard_top",)  # the discard pile's last card, again (ruling U1)

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        n = num_players
        self.campsites = _empty_sites(n)  # type: list[list[int]]
        self.discard = []  # bottom first
        self.stack = []  # deck cards already set, top first, on top of the unset ones
        self.counts = bytearray(14)  # the unset deck cards, per value
        self.unset = 0
        self.drawn = 0  # the drawn card (0: none)
        self.from_deck = False
        self.holding = 0  # a card on its way to the end of a campsite
        self.holding_for = -1
        self.picks = []  # places picked for the replacement or the card action under way
        self.zone = -1  # the campsite a card action is picking in
        self.places = []  # where the new card may go among the freed spaces
        self.ability = 0  # the card action under way (5-13)
        self.claim = 0  # the claim being asked about (_MATCH.._TEN)
        self.claimed = 0  # the 7's claimed value, or the 9's secret number
        self.shown = False  # a challenge showed the 9's number
        self.last_challenge = None  # (challenger, claimant, caught bluffing)
        self.start = 0
        self.turn = -1
        self.turns = 0
        self.screamer = -1
        self.dealt = 0
        self.round_sums = []
        self.round_screamers = []
        self.round_scores = []
        self.totals = [0] * n
        self.over = False
        self.todo = [(_K_START, 0, 0, 0)]

    # ---- the contract -------------------------------------------------------------------

    def _current_player(self):
        if self.over:
            return core.TERMINAL
        step = self.todo[-1]
        if step[0] < _DECISIONS:
            return core.CHANCE
        if step[0] == _K_ASK:
            return step[2]
        return step[1]

    def _chance_outcomes(self):
        kind = self.todo[-1][0]
        if kind == _K_START:
            out = []
            for c in range(self.num_players):
                out.append((_START + c, 1))
            return out
        if kind == _K_REVEAL:
            return [(_REVEAL, 1)]
        counts = self.counts
        out = []
        for v in range(1, 14):
            if counts[v]:
                out.append((_CARD + v, counts[v]))
        return out

    def _legal_actions(self):
        kind, me, x, optional = self.todo[-1]
        if kind == _K_TURN:
            acts = [_DRAW_DECK]
            if self.campsites[me] and self.discard:
                acts.append(_DRAW_DISCARD)
            if self.screamer < 0 and len(self.campsites[me]) <= data.SCREAM_MOST_CARDS:
                acts.append(_SCREAM)
            return acts
        if kind == _K_DRAWN:
            slides = self._replace_options(me)
            acts = slides[:]
            self.discard.append(self.drawn | _UP)  # where a played card goes first
            if self._ability_possible(self.drawn & _VALUE):
                acts.append(_PLAY)
            self.discard.pop()
            acts.append(_DISCARD)
            return _plus(acts, _SLIDE_LAST - me * _SLOTS, slides)
        if kind == _K_REPLACE:
            slides = self._replace_options(me)
            acts = slides[:]
            if self.picks:
                acts.append(_CONFIRM)
            return _plus(acts, _SLIDE_LAST - me * _SLOTS, slides)
        if kind == _K_ASK:
            return [_CHALLENGE, _NO_CHALLENGE]
        if kind == _K_PICK:
            acts = self._pick_options(me, x, self.picks, self.zone)
            if self.zone < 0 and (optional and not self.picks or x == 12 and self.picks):
                acts.append(_PASS)
                acts.sort()
            return acts
        if kind == _K_BONUS:
            acts = self._own_places(me, _FORWARD)
            acts.append(_PASS)
            return acts
        if kind == _K_END:
            return [_LEFT_END, _RIGHT_END]
        if kind == _K_PLACE:
            return _plus([], _SLOT, self.places)
        if kind == _K_CLAIM:
            return _plus([], _CLAIM, _CLAIMABLE)
        acts = [_PASS] if optional else []
        if kind == _K_NUMBER:
            return _plus(acts, _NUMBER, self._numbers())
        return _plus(acts, _GIVE, range(self.num_players))  # _K_GIVE

    def _apply_action(self, action):
        step = self.todo[-1]
        kind, me, x, _ = step
        if kind >= _DECISIONS and not self.options.get(GAME["option"][0], True):
            self._look_away(self._current_player())
        if kind < _DECISIONS:
            self._chance(kind, step, action)
        elif action < _CARD:
            self._pick(kind, me, x, action)
        elif action >= _SLIDE_LAST:
            self._pick(kind, me, x, me * _SLOTS + action - _SLIDE_LAST)
            self._confirm(me)
        elif kind == _K_TURN:
            self.todo.pop()
            if action == _DRAW_DECK:
                self.todo.append((_A_DREW, me, 0, 0))
            elif action == _DRAW_DISCARD:
                # "you may not look at it when you draw it": a face-down card stays unseen
                self.drawn = self.discard.pop()
                self.from_deck = False
                self.todo.append((_K_REPLACE, me, 0, 0))
            else:
                self.screamer = me  # "your turn ends immediately"
        elif kind == _K_DRAWN:
            self.todo.pop()
            card = self.drawn
            self.drawn = 0
            self.discard.append(card | _UP)
            if action == _PLAY:
                self._ability(me, card & _VALUE)
        elif kind == _K_REPLACE:
            self._confirm(me)
        elif kind == _K_ASK:
            self.todo.pop()
            if action == _CHALLENGE:
                self._challenged(me, x)
            elif (x + 1) % self.num_players == me:
                self._accepted(me)
            else:
                self.todo.append((_K_ASK, me, (x + 1) % self.num_players, 0))
        elif kind == _K_END:
            self.todo.pop()
            if action == _LEFT_END:
                self.campsites[x].insert(0, self.holding)
            else:
                self.campsites[x].append(self.holding)
            self.holding = 0
            self.holding_for = -1
        elif kind == _K_PLACE:
            self.todo.pop()
            self.campsites[me].insert(action - _SLOT, self.drawn)
            self.drawn = 0
            self.places = []
        elif kind == _K_CLAIM:
            self.todo.pop()
            self.claimed = action - _CLAIM
            self._ask(_SEVEN, me)
        elif kind == _K_NUMBER and action != _PASS:
            self.todo.pop()
            self.claimed = action - _NUMBER
            self.todo.append((_K_PICK, me, 9, 0))
        elif kind == _K_GIVE and action != _PASS:
            self.todo.pop()
            self.todo.append((_A_GIVE, me, action - _GIVE, 0))
        elif kind == _K_PICK and action != _PASS:
            self.zone = action - _ZONE
        else:  # _PASS: no bonus discard, no 12 exchange, or a 7's claimed action skipped
            self.todo.pop()
        self._run()

    def _action_to_string(self, action, viewer):
        return _label(self, action, 1 if _privy(self, viewer) else 0)

    def _scores(self):
        return self.totals  # ruling S20: the score sheet, finished rounds only

    def _observation(self, viewer):
        return _observe(self, viewer)

    def _winners(self):
        return self._leaders()

    def _resample_hidden(self, player, rng):
        if self.over:
            return
        seen = _SEEN << player
        pool = []
        spots = []
        piles = self.campsites + [self.discard, self.stack]
        for pile in piles:
            for i in range(len(pile)):
                if not pile[i] & (_UP | seen):
                    pool.append(pile[i] & _VALUE)
                    spots.append((pile, i))
        hidden_drawn = self.drawn and not self.drawn & (_UP | seen)
        hidden_holding = self.holding and not self.holding & (_UP | seen)
        if hidden_drawn:
            pool.append(self.drawn & _VALUE)
        if hidden_holding:
            pool.append(self.holding & _VALUE)
        for v in range(1, 14):
            pool.extend([v] * self.counts[v])
        rng.shuffle(pool)
        for pile, i in spots:
            pile[i] = (pile[i] & _NOT_VALUE) | pool.pop()
        if hidden_drawn:
            self.drawn = (self.drawn & _NOT_VALUE) | pool.pop()
        if hidden_holding:
            self.holding = (self.holding & _NOT_VALUE) | pool.pop()
        self.counts = bytearray(14)
        for v in pool:
            self.counts[v] += 1
        if self.ability == 9 and self.turn != player and self.claimed and not self.shown:
            # the 9's secret number, unless a face-up card slid forward gives it away
            place = self.picks[0] if self.picks else _DECK_TOP
            set_ = place < _DECK_TOP or len(self.stack) > place - _DECK_TOP
            if not (self.picks and set_ and self._at(place) & _UP):
                self.claimed = rng.choice(self._numbers())

    # ---- the to-do stack ----------------------------------------------------------------

    def _look_away(self, c):
        """Ruling S2 with the option `remember` off: camper c decides, so the cards they were
        looking at leave their view (they know them still, as the bots do: only the view
        forgets)."""
        keep = ~(_NOW << c)
        for pile in self.campsites + [self.discard, self.stack]:
            for i in range(len(pile)):
                pile[i] &= keep
        self.drawn &= keep
        self.holding &= keep

    def _run(self):
        """Carry out the automatic steps until a camper or chance must act."""
        todo = self.todo
        while not self.over:
            step = todo[-1]
            kind = step[0]
            if kind == _K_RESOLVE:
                if len(self.stack) <= step[2]:
                    return
            elif kind < _AUTOMATIC:
                return
            todo.pop()
            if kind >= _AUTOMATIC:
                self._auto(step)

    def _auto(self, step):
        kind, me, x, _ = step
        if kind == _A_TURN_START:
            self.turn = me
            # "If the draw deck is empty at the start of any camper's turn, the round ends
            # immediately"; after a Scream, it ends when the turns come back to the screamer.
            if me == self.screamer or not self._deck_size() or self.turns >= _TURN_CAP:
                # Ruling S21: the reveal is a step of its own, so whatever happened last
                # stays as hidden as it was (a card set by chance a moment ago is not shown
                # by its own label). Ruling S17: the turn cap.
                self.todo.append((_K_REVEAL, me, 0, 0))
            else:
                self.turns += 1
                self.todo.append((_A_END_TURN, me, 0, 0))
                self.todo.append((_K_TURN, me, 0, 0))
        elif kind == _A_END_TURN:
            self.picks = []
            self.zone = -1
            self.ability = 0
            self.claim = 0
            self.claimed = 0
            self.shown = False
            self.from_deck = False
            self.todo.append((_A_TURN_START, (me + 1) % self.num_players, 0, 0))
        elif kind == _A_DREW:
            if self._top_set(step, me, _WHY_DRAW):
                self.drawn = self.stack.pop(0) | (_LOOK << me)
                self.from_deck = True
                self.todo.append((_K_DRAWN, me, 0, 0))
        elif kind == _A_PICKED:
            self._picked(step, me, x)
        elif kind == _A_PENALTY:
            # ruling S12: no penalty card from an empty deck
            if self._deck_size() and self._top_set(step, me, _WHY_PENALTY):
                self.holding = self.stack.pop(0) | (_LOOK << me)  # "view it"
                self._to_an_end(me, me)
        elif kind == _A_BONUS:
            for card in self.campsites[me]:
                if not card & _FORWARD:
                    self.todo.append((_K_BONUS, me, 0, 0))
                    break
        elif kind == _A_FINISH_REPLACE:
            self._finish_replace(me)
        elif kind == _A_ABILITY:
            self._ability(me, x, 1)
        elif kind == _A_GIVE:
            if self._top_set(step, -1, _WHY_MOVE):
                self.holding = self.stack.pop(0)
                self._to_an_end(me, x)
        else:  # _A_DRAWN_TO_END
            self.holding = self.drawn
            self.drawn = 0
            self._to_an_end(me, me)

    def _top_set(self, step, learner, why):
        """True if the deck's top card has its value; else set it first (a chance node)."""
        if self.stack:
            return True
        self.todo.append(step)
        self.todo.append((_K_RESOLVE, learner, 0, why))
        return False

    def _chance(self, kind, step, action):
        if kind == _K_START:
            self.todo.pop()
            self.start = action - _START  # ruling S22
            self._begin_round()
            return
        if kind == _K_REVEAL:
            self.todo.pop()
            self._end_round()
            return
        value = action - _CARD
        self.counts[value] -= 1
        self.unset -= 1
        if kind == _K_DEAL:
            n = self.num_players
            c = (self.start + self.dealt // data.DEALT) % n
            # Each camper looks at their face-down cards; the deal order is the arrangement
            # (ruling S1), the face-up card at the right end.
            if self.dealt % data.DEALT < data.FACE_DOWN_DEALT:
                self.campsites[c].append(value | (_LOOK << c))
            else:
                self.campsites[c].append(value | _UP)
            self.dealt += 1
            if self.dealt == n * data.DEALT:
                self.todo.pop()
        elif kind == _K_FLIP:
            self.todo.pop()
            self.discard.append(value | _UP)
        else:
            learner = step[1]
            card = value
            if learner >= 0 and len(self.stack) == step[2]:
                card |= _LOOK << learner
            self.stack.append(card)

    # ---- setup --------------------------------------------------------------------------

    def _begin_round(self):
        n = self.num_players
        self.campsites = _empty_sites(n)
        self.discard = []
        self.stack = []
        self.counts = bytearray(data.deck_for(n))
        self.unset = sum(self.counts)
        self.screamer = -1
        self.turns = 0
        self.dealt = 0
        self.turn = -1
        self.last_challenge = None
        todo = self.todo
        todo.append((_A_TURN_START, self.start, 0, 0))
        todo.append((_K_FLIP, 0, 0, 0))
        todo.append((_K_DEAL, 0, 0, 0))

    # ---- turns --------------------------------------------------------------------------

    def _deck_size(self):
        return self.unset + len(self.stack)

    # ---- replacing cards in one's campsite ----------------------------------------------

    def _replace_options(self, c):
        """Any card may be slid; face-up ones only if they match the face-up ones slid."""
        site = self.campsites[c]
        up_value = 0
        for card in site:
            if card & _FORWARD and card & _UP:
                up_value = card & _VALUE
        acts = []
        for i in range(len(site)):
            card = site[i]
            if card & _FORWARD:
                continue
            if card & _UP and up_value and card & _VALUE != up_value:
                continue
            acts.append(c * _SLOTS + i)
        return acts

    def _own_places(self, c, bit):
        """The places of camper c's cards that lack `bit`."""
        site = self.campsites[c]
        out = []
        for i in range(len(site)):
            if not site[i] & bit:
                out.append(c * _SLOTS + i)
        return out

    def _confirm(self, c):
        """No more cards to slide: on to the claim, or straight to the discard pile.
        Face-down cards among several slid cards are a claim that they all match, which the
        others may challenge. One card alone always "matches" ("You can always discard any
        single card"), so nobody is asked (ruling S4)."""
        self.todo.pop()
        self.picks = []  # from now on the slid cards are known by their _FORWARD bit
        slid = 0
        down = False
        for card in self.campsites[c]:
            if card & _FORWARD:
                slid += 1
                down = down or not card & _UP
        if down and slid > 1:
            self._ask(_MATCH, c)
        else:
            self._finish_replace(c)

    def _finish_replace(self, c):
        """Slid cards to the discard pile (face-up ones on top); the new card takes a space."""
        kept = []  # type: list[int]
        down = []  # type: list[int]
        up = []  # type: list[int]
        places = []
        for card in self.campsites[c]:
            if card & _FORWARD:
                if len(kept) not in places:
                    places.append(len(kept))
                (up if card & _UP else down).append(card & _NOT_FORWARD)
            else:
                kept.append(card)
        self.campsites[c] = kept
        self.discard.extend(down)
        self.discard.extend(up)
        if len(places) == 1:  # ruling S13: only distinct resulting places are offered
            kept.insert(places[0], self.drawn)
            self.drawn = 0
        else:
            self.places = places
            self.todo.append((_K_PLACE, c, 0, 0))

    # ---- challenges ---------------------------------------------------------------------

    def _ask(self, claim, c):
        """Ask each other camper, starting from the claimant's left (ruling S5)."""
        self.claim = claim
        self.todo.append((_K_ASK, c, (c + 1) % self.num_players, 0))

    def _accepted(self, c):
        """Nobody challenged: the claim stands."""
        claim = self.claim
        self.claim = 0
        if claim == _MATCH:
            self._finish_replace(c)
        elif claim == _SEVEN:
            self._unforward()
            self._ability(c, self.claimed, 1)
        else:
            self._discard_picks()

    def _challenged(self, c, challenger):
        """Show the challenged cards (ruling S6) and settle who pays."""
        claim = self.claim
        self.claim = 0
        self.shown = True
        if claim == _MATCH:
            values = 0  # a bit per value slid: they match if one bit is set
            site = self.campsites[c]
            for i in range(len(site)):
                if site[i] & _FORWARD:
                    site[i] |= _UP
                    values |= 1 << (site[i] & _VALUE)
            true = values & (values - 1) == 0
        else:
            value = self._at(self.picks[0]) & _VALUE
            if claim == _TEN:
                true = True
            elif claim == _EIGHT:
                true = value < 8
            else:
                true = value == self.claimed  # the 7's claim, the 9's number
            for place in self.picks:
                self._put(place, self._at(place) | _UP)
        self.last_challenge = (challenger, c, not true)
        todo = self.todo
        if true:
            # Unsuccessful: the challenger takes a penalty card, then the claimant may
            # discard 1 card to the bottom of the discard pile; then the claim goes ahead.
            if claim == _MATCH:
                todo.append((_A_FINISH_REPLACE, c, 0, 0))
            elif claim == _SEVEN:
                self._unforward()
                todo.append((_A_ABILITY, c, self.claimed, 0))
            else:
                self._discard_picks()  # ruling S10: before the penalty card is drawn
            todo.append((_A_BONUS, c, 0, 0))  # ruling S11
            todo.append((_A_PENALTY, challenger, 0, 0))
        else:
            # Successful: the challenger may discard 1 card to the bottom; the bluffer's
            # cards stay, face up; the bluffer keeps the drawn card at an end, or takes a
            # penalty card after a bluffed action.
            self._unforward()
            if claim == _MATCH:
                todo.append((_A_DRAWN_TO_END, c, 0, 0))
            else:
                todo.append((_A_PENALTY, c, 0, 0))
            todo.append((_A_BONUS, challenger, 0, 0))

    def _unforward(self):
        """Slid cards go back into line (a claim settled)."""
        for site in self.campsites:
            for i in range(len(site)):
                site[i] &= _NOT_FORWARD

    def _to_an_end(self, chooser, owner):
        """The held card goes to either end of the owner's campsite (rulebook tips), in its
        orientation; the chooser is the camper receiving it or the 13's player (ruling S12)."""
        if self.campsites[owner]:
            self.holding_for = owner
            self.todo.append((_K_END, chooser, owner, 0))
        else:
            self.campsites[owner].append(self.holding)
            self.holding = 0

    # ---- places -------------------------------------------------------------------------

    def _at(self, place):
        if place < _DECK_TOP:
            return self.campsites[place // _SLOTS][place % _SLOTS]
        if place < _DISCARD_TOP:
            return self.stack[place - _DECK_TOP]
        return self.discard[_DISCARD_TOP - 1 - place]

    def _put(self, place, card):
        if place < _DECK_TOP:
            self.campsites[place // _SLOTS][place % _SLOTS] = card
        elif place < _DISCARD_TOP:
            self.stack[place - _DECK_TOP] = card
        else:
            self.discard[_DISCARD_TOP - 1 - place] = card

    def _discard_picks(self):
        """The picked cards go onto the discard pile, each keeping its orientation."""
        cards = []
        for place in self.picks:
            cards.append(self._at(place) & _NOT_FORWARD)
        for place in sorted(self.picks, reverse=True):
            if place < _DECK_TOP:
                self.campsites[place // _SLOTS].pop(place % _SLOTS)
            else:
                self.stack.pop(place - _DECK_TOP)
        self.discard.extend(cards)

    # ---- card actions -------------------------------------------------------------------

    def _ability_possible(self, value):
        if value < data.FIRST_ACTION:
            return False
        if value == 9:
            return bool(self._numbers())
        if value == 13:
            return self._deck_size() > 0
        return bool(self._pick_options(self.turn, value, (), -1))

    def _ability(self, c, value, optional=0):
        """Perform a card's action (ruling S16: one without a target does nothing). A 7's
        claimed action is optional ("you may do the ability you claimed"): its first
        choice may be _PASS."""
        self.ability = value
        self.picks = []
        self.zone = -1
        if not self._ability_possible(value):
            return
        if value == 9:
            self.shown = False
            self.todo.append((_K_NUMBER, c, 0, optional))
        elif value == 13:
            self.todo.append((_K_GIVE, c, 0, optional))
        else:
            self.todo.append((_K_PICK, c, value, optional))

    def _showing(self, value):
        """How many face-up cards of this value show: in campsites, on the discard pile's
        top and on the deck's top."""
        count = 0
        for site in self.campsites:
            for card in site:
                if card & (_UP | _VALUE) == _UP | value:
                    count += 1
        for card in (self.discard[-1] if self.discard else 0, self.stack[0] if self.stack else 0):
            if card & (_UP | _VALUE) == _UP | value:
                count += 1
        return count

    def _numbers(self):
        """The 9's numbers: face-up values showing that leave a card to slide (ruling S8)."""
        any_down = self._deck_size() > 0 and not (self.stack and self.stack[0] & _UP)
        for site in self.campsites:
            for card in site:
                if not card & _UP:
                    any_down = True
        need = 1 if any_down else 2
        out = []
        for v in range(1, 14):
            if self._showing(v) >= need:
                out.append(v)
        return out

    def _pick_options(self, c, value, picks, zone):
        """What the card action may pick next: a pile card, or a campsite and then a card in
        it (two small choices, not one among every card); a 7 picks one of c's own cards.
        Rulings S9, S14, S15."""
        if value == 7:
            return self._own_places(c, _UP)
        match = value == 9 and self._showing(self.claimed) >= 2
        if zone >= 0:
            site = self.campsites[zone]
            base = zone * _SLOTS
            return [
                base + i
                for i in range(len(site))
                if base + i not in picks and self._may_pick(value, site[i], match)
            ]
        acts = []
        deck = self._deck_size()
        stack = self.stack
        exchange = value >= 11
        top = stack[0] if stack else 0
        if deck and _DECK_TOP not in picks and self._may_pick(value, top, match):
            acts.append(_DECK_TOP)
        # A pile's 2nd card goes with its top one: picked before (an exchange: paired with
        # it), or, for a 6's view, face up for all to see (the 6 itself, on the discard pile).
        if (
            deck > 1
            and value in (6, 10, 11, 12)
            and (_DECK_TOP in picks or value == 6 and top & _UP)
            and _DECK_SECOND not in picks
            and (not exchange or picks == [_DECK_TOP])
            and self._may_pick(value, stack[1] if len(stack) > 1 else 0, match)
        ):
            acts.append(_DECK_SECOND)
        if value in (5, 6, 11, 12):
            pile = self.discard
            if pile and _DISCARD_TOP not in picks and self._may_pick(value, pile[-1], match):
                acts.append(_DISCARD_TOP)
            if (
                len(pile) > 1
                and value != 5
                and (_DISCARD_TOP in picks or value == 6 and pile[-1] & _UP)
                and _DISCARD_SECOND not in picks
                and (not exchange or picks == [_DISCARD_TOP])
                and self._may_pick(value, pile[-2], match)
            ):
                acts.append(_DISCARD_SECOND)
        for q in range(self.num_players):
            site = self.campsites[q]
            base = q * _SLOTS
            for i in range(len(site)):
                if base + i not in picks and self._may_pick(value, site[i], match):
                    acts.append(_ZONE + q)
                    break
        return acts

    def _may_pick(self, value, card, match):
        if value <= 6:  # a view shows nothing new about a face-up card
            return not card & _UP
        if not card & _UP or value >= 10:
            return True
        if value == 8:
            return card & _VALUE < 8
        # 9: a face-up card must match the number and another face-up card (ruling S8)
        return match and card & _VALUE == self.claimed

    def _pick(self, kind, c, value, place):
        """A place picked: a card slid in the campsite, or one for a card action."""
        if kind == _K_BONUS:
            self.todo.pop()
            card = self.campsites[c].pop(place % _SLOTS)
            self.discard.insert(0, card)  # "to the bottom of the discard pile" (ruling S11)
            return
        if kind == _K_DRAWN:
            self.todo.pop()
            self.todo.append((_K_REPLACE, c, 0, 0))
            kind = _K_REPLACE
        self.picks.append(place)
        self.zone = -1
        if kind == _K_REPLACE:
            self._put(place, self._at(place) | _FORWARD)
            return
        self.todo.append((_A_PICKED, c, value, 0))

    def _picked(self, step, c, value):
        picks = self.picks
        place = picks[-1]
        viewing = value <= 6 or value == 12 and len(picks) == 1
        if place in (_DECK_TOP, _DECK_SECOND) and len(self.stack) <= place - _DECK_TOP:
            self.todo.append(step)
            learner = c if viewing else -1
            why = _WHY_PEEK if viewing else _WHY_MOVE
            self.todo.append((_K_RESOLVE, learner, place - _DECK_TOP, why))
            return
        card = self._at(place)
        if viewing:
            card |= _LOOK << c
            self._put(place, card)
        forward = card | _FORWARD if place < _DECK_TOP else card
        more = self._pick_options(c, value, picks, -1)
        if value == 5 or value == 6 and (len(picks) == 2 or not more):
            self.todo.pop()
        elif value == 7:
            self.todo.pop()
            self._put(place, forward)
            self.todo.append((_K_CLAIM, c, 0, 0))
        elif value == 8 or value == 9:
            self.todo.pop()
            if card & _UP:
                self._discard_picks()
            else:
                self._put(place, forward)
                self._ask(_EIGHT if value == 8 else _NINE, c)
        elif value == 10 and (len(picks) == 2 or not more):
            self.todo.pop()
            down = False
            for place in picks:
                card = self._at(place)
                if place < _DECK_TOP:
                    self._put(place, card | _FORWARD)
                down = down or not card & _UP
            if down:
                self._ask(_TEN, c)
            else:
                self._discard_picks()
        elif value >= 11 and (len(picks) == 2 or value == 11 and not more):
            self.todo.pop()
            if len(picks) == 2:  # "Face down cards remain face down after being exchanged."
                first = self._at(picks[0])
                self._put(picks[0], self._at(picks[1]))
                self._put(picks[1], first)

    # ---- the end of a round and of the game ---------------------------------------------

    def _round_scores(self):
        """(each campsite's cards, the round's score of each): the screamer scores nothing if
        theirs is the least, else their cards + 10."""
        sums = []
        for site in self.campsites:
            total = 0
            for card in site:
                total += card & _VALUE
            sums.append(total)
        scores = sums[:]
        s = self.screamer
        if s >= 0:
            scores[s] = 0 if sums[s] == min(sums) else sums[s] + data.SCREAM_PENALTY
        return sums, scores

    def standing(self, scores, deep=False):
        """For the bots (engines/judge.py), added to `scores`: the round as it would score
        now, from the campsites themselves (a look-ahead copy's, whose hidden cards are a
        guess), as a rollout can afford where the whole observation would not do; the same
        for a deep look."""
        now = self._round_scores()[1]
        for p in range(len(scores)):
            scores[p] += now[p]

    def _end_round(self):
        """Reveal every campsite, score the round, then start the next or end the game."""
        n = self.num_players
        for site in self.campsites:
            for i in range(len(site)):
                site[i] |= _UP
        sums, scores = self._round_scores()
        s = self.screamer
        self.round_sums.append(sums)
        self.round_screamers.append(s)
        self.round_scores.append(scores)
        for c in range(n):
            self.totals[c] += scores[c]
        played = len(self.round_scores)
        if played >= data.ROUNDS and (len(self._leaders()) == 1 or played >= _MAX_ROUNDS):
            self.over = True
            self.todo = []
            return
        # "The camper with the lowest score on that round goes first on the next round. In
        # case of ties, the lowest scoring camper to the left of the previous start camper."
        # (ruling S19: clockwise from their left neighbour, the previous start camper last)
        low = min(scores)
        for i in range(1, n + 1):
            c = (self.start + i) % n
            if scores[c] == low:
                self.start = c
                break
        self._begin_round()

    def _leaders(self):
        """Lowest total; ties go to the lowest final-round score, then the round before."""
        best = _lowest(self.totals, range(self.num_players))
        for scores in reversed(self.round_scores):
            best = _lowest(scores, best)
        return best


new_game, deserialize = core.entry_points(ScreamState)


# ---- labels ---------------------------------------------------------------------------------

# The labels' wording, one a line in one string (core.Texts says why): the _T_ consts below
# number the lines in order. (Words short enough to be interned names stay literals.)
_TEXTS = core.Texts(
    "round %d ends: every card is turned face up\n"
    "%s keeps the card in place of card %d\n"
    "%s slides card %d last\n"
    "%s puts it in place of card %d\n"
    "%s draws from the deck\n"
    "%s takes the top discard\n"
    "%s %s the drawn %d\n"
    "%s %s the drawn card\n"
    "%s claims the slid cards match\n"
    "%s discards the slid cards\n"
    "%s challenges %s\n"
    "%s does not challenge\n"
    "%s adds the card at the %s end of %s\n"
    "%s puts the new card at place %d\n"
    "%s claims a %d\n"
    "%s discards nothing\n"
    "%s does not exchange\n"
    "%s skips the claimed action\n"
    "%s picks the number %d\n"
    "%s picks a number\n"
    "%s picks in %s's campsite\n"
    "%s gives the top deck card to %s\n"
    "deal a face-up %d to %s\n"
    "deal a face-down %d to %s\n"
    "deal a face-down card to %s\n"
    "flip a %d onto the discard pile\n"
    "%s draws a %d\n"
    "%s draws a card\n"
    "%s takes a penalty %d\n"
    "%s takes a penalty card\n"
    "%s sees a %d on the deck\n"
    "%s looks at a deck card\n"
    "deck card %d is a %d\n"
    "deck card %d is set\n"
    "the deck top\n"
    "the 2nd deck card\n"
    "the discard top\n"
    "the 2nd discard\n"
    "card %d of %s\n"
    "%s keeps the card, sliding card %d\n"
    "%s slides card %d\n"
    "%s discards card %d to the bottom\n"
    "%s views %s\n"
    "%s pushes card %d forward\n"
    "%s discards %s as lower than 8\n"
    "%s slides %s as the number\n"
    "%s discards %s\n"
    "%s exchanges it with %s\n"
    "%s views %s to exchange\n"
    "%s exchanges %s\n"
)
_T_REVEAL = const(0)
_T_KEEPS_IN_PLACE = const(1)
_T_SLIDES_LAST = const(2)
_T_PUTS_IN_PLACE = const(3)
_T_DRAWS_DECK = const(4)
_T_TAKES_DISCARD = const(5)
_T_DRAWN_VALUE = const(6)
_T_DRAWN_CARD = const(7)
_T_CLAIMS_MATCH = const(8)
_T_DISCARDS_SLID = const(9)
_T_CHALLENGES = const(10)
_T_NO_CHALLENGE = const(11)
_T_ADDS = const(12)
_T_PLACES = const(13)
_T_CLAIMS = const(14)
_T_NO_BONUS = const(15)
_T_NO_EXCHANGE = const(16)
_T_SKIPS = const(17)
_T_NUMBER = const(18)
_T_A_NUMBER = const(19)
_T_ZONE = const(20)
_T_GIVES = const(21)
_T_DEAL_UP = const(22)
_T_DEAL_DOWN = const(23)  # and the next line, for a viewer who may not see the value
_T_FLIP = const(25)
_T_DRAWS = const(26)  # + 2 * why (draw, penalty, peek); + 1: for who may not see it
_T_DECK_VALUE = const(32)  # and the next line, for a viewer who may not see the value
_T_PILES = const(34)  # the deck top .. the 2nd discard, by place - _DECK_TOP
_T_CARD_OF = const(38)
_T_KEEPS_SLIDING = const(39)
_T_SLIDES = const(40)
_T_TO_BOTTOM = const(41)
_T_VIEWS = const(42)
_T_PUSHES = const(43)
_T_LOWER = const(44)  # the 8's pick, then the 9's and the 10's
_T_AS_NUMBER = const(45)
_T_DISCARDS = const(46)
_T_EXCHANGES_WITH = const(47)
_T_VIEWS_TO_EXCHANGE = const(48)
_T_EXCHANGES = const(49)


def _privy(s, viewer):
    """Whether `viewer` may see what the labels of the step waiting can hide: the card
    dealt face down or set on the deck, the drawn card, the 9's number. Labels depend on
    the viewer only through this."""
    if viewer is None:
        return True
    kind, me, x, _ = s.todo[-1]
    if kind == _K_DEAL:
        return viewer == (s.start + s.dealt // data.DEALT) % s.num_players
    if kind == _K_RESOLVE:
        return viewer == me and len(s.stack) == x
    if kind == _K_DRAWN:
        return s.drawn & _UP or viewer >= 0 and s.drawn & (_SEEN << viewer)
    return kind == _K_NUMBER and viewer == me


def _label(s, action, privy):
    """The label of a legal action, for a viewer who sees (`privy`) what it may hide."""
    kind, me, x, y = s.todo[-1]
    if kind == _K_START:
        return "%s starts" % who(action - _START)
    if kind == _K_REVEAL:
        return _TEXTS[_T_REVEAL] % (len(s.round_scores) + 1)
    if kind < _DECISIONS:
        return _chance_label(s, kind, me, y, action - _CARD, privy)
    if action < _CARD:
        return _place_label(s, kind, me, x, action)
    if action >= _SLIDE_LAST:
        if kind == _K_DRAWN:
            line = _T_KEEPS_IN_PLACE
        elif s.picks:
            line = _T_SLIDES_LAST
        else:
            line = _T_PUTS_IN_PLACE
        return _TEXTS[line] % (who(me), action - _SLIDE_LAST + 1)
    if kind == _K_TURN:
        if action == _SCREAM:
            return "%s screams" % who(me)
        return _TEXTS[_T_DRAWS_DECK + action - _DRAW_DECK] % who(me)
    if kind == _K_DRAWN:
        verb = "plays" if action == _PLAY else "discards"
        if privy:
            return _TEXTS[_T_DRAWN_VALUE] % (who(me), verb, s.drawn & _VALUE)
        return _TEXTS[_T_DRAWN_CARD] % (who(me), verb)
    if kind == _K_REPLACE:
        down = 0
        for card in s.campsites[me]:
            if card & _FORWARD and not card & _UP:
                down += 1
        if down and len(s.picks) > 1:
            return _TEXTS[_T_CLAIMS_MATCH] % who(me)
        return _TEXTS[_T_DISCARDS_SLID] % who(me)
    if kind == _K_ASK:
        if action == _CHALLENGE:
            return _TEXTS[_T_CHALLENGES] % (who(x), who(me))
        return _TEXTS[_T_NO_CHALLENGE] % who(x)
    if kind == _K_END:
        side = "left" if action == _LEFT_END else "right"
        return _TEXTS[_T_ADDS] % (who(me), side, who(x))
    if kind == _K_PLACE:
        return _TEXTS[_T_PLACES] % (who(me), action - _SLOT + 1)
    if kind == _K_CLAIM:
        return _TEXTS[_T_CLAIMS] % (who(me), action - _CLAIM)
    if action == _PASS:
        if kind == _K_BONUS:
            return _TEXTS[_T_NO_BONUS] % who(me)
        if kind == _K_PICK and s.picks:
            return _TEXTS[_T_NO_EXCHANGE] % who(me)
        return _TEXTS[_T_SKIPS] % who(me)
    if kind == _K_NUMBER:
        if privy:
            return _TEXTS[_T_NUMBER] % (who(me), action - _NUMBER)
        return _TEXTS[_T_A_NUMBER] % who(me)
    if kind == _K_PICK and action > _PASS:
        return _TEXTS[_T_ZONE] % (who(me), who(action - _ZONE))
    return _TEXTS[_T_GIVES] % (who(me), who(action - _GIVE))


def _chance_label(s, kind, me, why, value, privy):
    if kind == _K_DEAL:
        c = (s.start + s.dealt // data.DEALT) % s.num_players
        if s.dealt % data.DEALT >= data.FACE_DOWN_DEALT:
            return _TEXTS[_T_DEAL_UP] % (value, who(c))
        if privy:
            return _TEXTS[_T_DEAL_DOWN] % (value, who(c))
        return _TEXTS[_T_DEAL_DOWN + 1] % who(c)
    if kind == _K_FLIP:
        return _TEXTS[_T_FLIP] % value
    if why == _WHY_MOVE:  # nobody learns this card: only the whole-state viewer sees it
        if privy:
            return _TEXTS[_T_DECK_VALUE] % (len(s.stack) + 1, value)
        return _TEXTS[_T_DECK_VALUE + 1] % (len(s.stack) + 1)
    if privy:
        return _TEXTS[_T_DRAWS + 2 * why] % (who(me), value)
    return _TEXTS[_T_DRAWS + 2 * why + 1] % who(me)


def _place_label(s, kind, me, ability, place):
    if kind == _K_DRAWN:
        return _TEXTS[_T_KEEPS_SLIDING] % (who(me), place % _SLOTS + 1)
    if kind == _K_REPLACE:
        return _TEXTS[_T_SLIDES] % (who(me), place % _SLOTS + 1)
    if kind == _K_BONUS:
        return _TEXTS[_T_TO_BOTTOM] % (who(me), place % _SLOTS + 1)
    if ability == 7:
        return _TEXTS[_T_PUSHES] % (who(me), place % _SLOTS + 1)
    if ability <= 6:
        line = _T_VIEWS
    elif ability <= 10:  # 8, 9, 10
        line = _T_LOWER + ability - 8
    elif s.picks:
        line = _T_EXCHANGES_WITH
    elif ability == 12:
        line = _T_VIEWS_TO_EXCHANGE
    else:
        line = _T_EXCHANGES
    if place < _DECK_TOP:
        where = _TEXTS[_T_CARD_OF] % (place % _SLOTS + 1, who(place // _SLOTS))
    else:
        where = _TEXTS[_T_PILES + place - _DECK_TOP]
    return _TEXTS[line] % (who(me), where)


# ---- observations ---------------------------------------------------------------------------

_PHASES = (
    "",
    "start",
    "deal",
    "flip",
    "deck",
    "round_end",
    "",
    "",
    "",
    "",
    "turn",
    "drawn",
    "replace",
    "place",
    "ask",
    "bonus",
    "end",
    "pick",
    "claim",
    "number",
    "give",
)
_CLAIMS = (None, "match", "seven", "eight", "nine", "ten")


# Every [value, face_up] an observation can hold, made once and shared by all observations:
# a 5-camper observation would otherwise build some 30 of these pairs, for each of the 7
# views the table or a test asks for at a step. Read them; never change them.
# Index: value (0 for a hidden one), + 14 for a face-up card.
_PAIRS = tuple([v if v else None, False] for v in range(14)) + tuple([v, True] for v in range(14))


def _face(card, look):
    if card & _UP:
        return _PAIRS[14 + (card & _VALUE)]
    return _PAIRS[card & _VALUE if card & look else 0]


def _faces(cards, look):
    out = []
    for card in cards:
        out.append(_face(card, look))
    return out


def _seen_by(card, everyone):
    return everyone if card & _UP else (card >> 6) & everyone


def _seen(cards, everyone):
    out = []
    for card in cards:
        out.append(_seen_by(card, everyone))
    return out


def _observe(s, viewer):
    """The game as `viewer` may know it; a value the viewer has not seen is None.

    campsites      per camper, left to right, [value, face_up]
    seen_by        per campsite card, a bit mask of the campers who have seen its face
    forward        [camper, position] of the cards slid (pushed) forward just now
    discard_top    [value, face_up] of the discard pile's top card, or None
    discard_pile   values, bottom first; discard_face_up, discard_seen_by alongside
    deck_size      cards in the draw deck; deck_top: its top cards whose order is known
                   (peeked, exchanged...), top first, as [value, face_up], deck_top_seen_by
    deck_counts    (viewer None only) the deck's other cards, per value
    round, rounds  the round being played (1-based); per finished round its "sums",
                   "screamer" (index or None) and "scores"
    totals         each camper's total of finished rounds (the score sheet)
    screamer       who screamed this round, or None
    start_camper, turn, turns_in_round, phase (the step waiting: "turn", "drawn", ...)
    drawn          the card in hand, drawn_from "deck"/"discard", drawn_seen_by
    holding        a card on its way to an end of holding_for's campsite
    places         where the new card may go (phase "place")
    ability        the card action under way (5-13); picks: places picked for it, as
                   [camper, position], ["deck", 0 or 1] or ["discard", 0 or 1]; zone:
                   the campsite it is picking in
    claim          the claim asked about: "match", "seven", "eight", "nine" or "ten";
                   claimed: the 7's claimed card; number: the 9's secret number (its
                   camper's, or everyone's once a challenge showed it); asking: who decides
    last_challenge {"by", "against", "caught"} of the round's latest challenge

    The [value, face_up] pairs are shared by every observation (see _PAIRS): read them,
    never change them.
    """
    everyone = (1 << s.num_players) - 1
    # The card bits that let the viewer see a value: any bit for None (a card's value is
    # never 0), _UP for PUBLIC, _UP or their own seen-by bit for a camper; their looking-now
    # bit instead where the table does not remember for them (ruling S2), but for the card in
    # their hand, which they hold.
    look = 0xFFFF if viewer is None else _UP | (_SEEN << viewer if viewer >= 0 else 0)
    drawn_look = holding_look = look
    if viewer is not None and viewer >= 0 and not s.options.get(GAME["option"][0], True):
        look = _UP | _NOW << viewer
        drawn_look = drawn_look if viewer == s.turn else look
        holding_look = holding_look if viewer == s.holding_for else look
    kind = s.todo[-1][0] if s.todo else 0
    rounds = []
    for r in range(len(s.round_scores)):
        screamer = s.round_screamers[r]
        rounds.append(
            {
                "sums": s.round_sums[r][:],
                "screamer": screamer if screamer >= 0 else None,
                "scores": s.round_scores[r][:],
            }
        )
    number = None
    if s.ability == 9 and s.claimed and (viewer is None or viewer == s.turn or s.shown):
        number = s.claimed
    sites = []
    seen_by = []
    forward = []  # the cards slid (pushed) forward, as [camper, position]
    for c in range(len(s.campsites)):
        site = s.campsites[c]
        sites.append(_faces(site, look))
        seen_by.append(_seen(site, everyone))
        for i in range(len(site)):
            if site[i] & _FORWARD:
                forward.append([c, i])
    pile = []
    face_up = []
    for card in s.discard:
        pile.append(card & _VALUE if card & look else None)
        face_up.append(bool(card & _UP))
    picks = []
    for place in s.picks:
        if place < _DECK_TOP:
            picks.append([place // _SLOTS, place % _SLOTS])
        elif place < _DISCARD_TOP:
            picks.append(["deck", place - _DECK_TOP])
        else:
            picks.append(["discard", place - _DISCARD_TOP])
    last = s.last_challenge
    drawn = s.drawn
    holding = s.holding
    return {
        "campsites": sites,
        "seen_by": seen_by,
        "forward": forward,
        "discard_top": _face(s.discard[-1], look) if s.discard else None,
        "discard_pile": pile,
        "discard_face_up": face_up,
        "discard_seen_by": _seen(s.discard, everyone),
        "deck_size": s.unset + len(s.stack),
        "deck_top": _faces(s.stack, look),
        "deck_top_seen_by": _seen(s.stack, everyone),
        "deck_counts": list(s.counts) if viewer is None else None,
        "round": len(s.round_scores) + (0 if s.over else 1),
        "rounds": rounds,
        "totals": s.totals[:],
        "screamer": s.screamer if s.screamer >= 0 else None,
        "start_camper": s.start,
        "turn": s.turn if s.turn >= 0 else None,
        "turns_in_round": s.turns,
        "phase": "over" if s.over else _PHASES[kind],
        "drawn": _face(drawn, drawn_look) if drawn else None,
        "drawn_from": None if not drawn else "deck" if s.from_deck else "discard",
        "drawn_seen_by": _seen_by(drawn, everyone) if drawn else None,
        "holding": _face(holding, holding_look) if holding else None,
        "holding_for": s.holding_for if holding and s.holding_for >= 0 else None,
        "holding_seen_by": _seen_by(holding, everyone) if holding else None,
        "places": s.places[:],
        "ability": s.ability or None,
        "picks": picks,
        "zone": s.zone if s.zone >= 0 else None,
        "claim": _CLAIMS[s.claim],
        "claimed": s.claimed if s.ability == 7 and s.claimed else None,
        "number": number,
        "asking": s.todo[-1][2] if kind == _K_ASK else None,
        "last_challenge": (
            None if last is None else {"by": last[0], "against": last[1], "caught": last[2]}
        ),
    }
