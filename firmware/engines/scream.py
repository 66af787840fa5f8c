"""Scream!: the campsite bluffing card game for 2-5 campers, as a Midway engine.

The engine knows every card; each camper sees only what the rules show them. Every card is
one small int: its value (1-13), face up or down, pushed forward (slid) or not, and which
campers have seen its face. Knowledge travels with the card (ruling S2). The draw deck is a
multiset drawn by chance; a deck card gets a fixed value only when a rule touches it by
position (a peek, an exchange, a discard from the deck), and those set cards sit in order
on top of the rest (ruling S3). Lower score wins.

The codes (card bits, places, actions, steps) are scream_codes.py's; the labels and
observations each viewer gets are scream_labels.py's.
"""

from compat import const
from engines import core
from engines import scream_data as data
from engines import scream_labels as labels
from engines.scream_codes import (
    A_ABILITY,
    A_BONUS,
    A_DRAWN_TO_END,
    A_DREW,
    A_END_TURN,
    A_FINISH_REPLACE,
    A_GIVE,
    A_PENALTY,
    A_PICKED,
    A_TURN_START,
    AUTOMATIC,
    CARD,
    CHALLENGE,
    CLAIM,
    CONFIRM,
    DECISIONS,
    DECK_SECOND,
    DECK_TOP,
    DISCARD,
    DISCARD_SECOND,
    DISCARD_TOP,
    DRAW_DECK,
    DRAW_DISCARD,
    FORWARD,
    GIVE,
    K_ASK,
    K_BONUS,
    K_CLAIM,
    K_DEAL,
    K_DRAWN,
    K_END,
    K_FLIP,
    K_GIVE,
    K_NUMBER,
    K_PICK,
    K_PLACE,
    K_REPLACE,
    K_RESOLVE,
    K_REVEAL,
    K_START,
    K_TURN,
    LEFT_END,
    NO_CHALLENGE,
    NOT_FORWARD,
    NOT_VALUE,
    NUMBER,
    PASS,
    PLAY,
    REVEAL,
    RIGHT_END,
    SCREAM,
    SEEN,
    SLIDE_LAST,
    SLOT,
    SLOTS,
    START,
    UP,
    VALUE,
    WHY_DRAW,
    WHY_MOVE,
    WHY_PEEK,
    WHY_PENALTY,
    ZONE,
)

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

GAME = {
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
}


class ScreamState(core.State):
    GAME = GAME

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        n = num_players
        self.campsites = [[] for _ in range(n)]  # type: list[list[int]]
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
        self.todo = [(K_START, 0, 0, 0)]

    # ---- the contract -------------------------------------------------------------------

    def _current_player(self):
        if self.over:
            return core.TERMINAL
        step = self.todo[-1]
        if step[0] < DECISIONS:
            return core.CHANCE
        if step[0] == K_ASK:
            return step[2]
        return step[1]

    def _chance_outcomes(self):
        kind = self.todo[-1][0]
        if kind == K_START:
            return [(START + c, 1) for c in range(self.num_players)]
        if kind == K_REVEAL:
            return [(REVEAL, 1)]
        counts = self.counts
        return [(CARD + v, counts[v]) for v in range(1, 14) if counts[v]]

    def _legal_actions(self):
        kind, me, x, optional = self.todo[-1]
        if kind == K_TURN:
            return self._turn_options(me)
        if kind == K_DRAWN:
            slides = self._replace_options(me)
            acts = slides[:]
            self.discard.append(self.drawn | UP)  # where a played card goes first
            if self._ability_possible(self.drawn & VALUE):
                acts.append(PLAY)
            self.discard.pop()
            acts.append(DISCARD)
            return acts + [SLIDE_LAST + place % SLOTS for place in slides]
        if kind == K_REPLACE:
            slides = self._replace_options(me)
            acts = slides[:]
            if self.picks:
                acts.append(CONFIRM)
            return acts + [SLIDE_LAST + place % SLOTS for place in slides]
        if kind == K_ASK:
            return [CHALLENGE, NO_CHALLENGE]
        if kind == K_PICK:
            acts = self._pick_options(me, x, self.picks, self.zone)
            if self.zone < 0 and (optional and not self.picks or x == 12 and self.picks):
                acts.append(PASS)
                acts.sort()
            return acts
        if kind == K_BONUS:
            site = self.campsites[me]
            acts = [me * SLOTS + i for i in range(len(site)) if not site[i] & FORWARD]
            acts.append(PASS)
            return acts
        if kind == K_END:
            return [LEFT_END, RIGHT_END]
        if kind == K_PLACE:
            return [SLOT + k for k in self.places]
        if kind == K_CLAIM:
            return [CLAIM + v for v in _CLAIMABLE]
        acts = [PASS] if optional else []
        if kind == K_NUMBER:
            return acts + [NUMBER + v for v in self._numbers()]
        return acts + [GIVE + c for c in range(self.num_players)]  # K_GIVE

    def _apply_action(self, action):
        step = self.todo[-1]
        kind, me, x, _ = step
        if kind < DECISIONS:
            self._chance(kind, step, action)
        elif action < CARD:
            self._pick(kind, me, x, action)
        elif action >= SLIDE_LAST:
            self._pick(kind, me, x, me * SLOTS + action - SLIDE_LAST)
            self._confirm(me)
        elif kind == K_TURN:
            self._take_turn(me, action)
        elif kind == K_DRAWN:
            self.todo.pop()
            card = self.drawn
            self.drawn = 0
            self.discard.append(card | UP)
            if action == PLAY:
                self._ability(me, card & VALUE)
        elif kind == K_REPLACE:
            self._confirm(me)
        elif kind == K_ASK:
            self.todo.pop()
            if action == CHALLENGE:
                self._challenged(me, x)
            elif (x + 1) % self.num_players == me:
                self._accepted(me)
            else:
                self.todo.append((K_ASK, me, (x + 1) % self.num_players, 0))
        elif kind == K_END:
            self.todo.pop()
            if action == LEFT_END:
                self.campsites[x].insert(0, self.holding)
            else:
                self.campsites[x].append(self.holding)
            self.holding = 0
            self.holding_for = -1
        elif kind == K_PLACE:
            self.todo.pop()
            self.campsites[me].insert(action - SLOT, self.drawn)
            self.drawn = 0
            self.places = []
        elif kind == K_CLAIM:
            self.todo.pop()
            self.claimed = action - CLAIM
            self._ask(_SEVEN, me)
        elif kind == K_NUMBER and action != PASS:
            self.todo.pop()
            self.claimed = action - NUMBER
            self.todo.append((K_PICK, me, 9, 0))
        elif kind == K_GIVE and action != PASS:
            self.todo.pop()
            self.todo.append((A_GIVE, me, action - GIVE, 0))
        elif kind == K_PICK and action != PASS:
            self.zone = action - ZONE
        else:  # PASS: no bonus discard, no 12 exchange, or a 7's claimed action skipped
            self.todo.pop()
        self._run()

    def _action_to_string(self, action, viewer):
        return labels.label(self, action, 1 if labels.sees(self, viewer) else 0)

    def _scores(self):
        return self.totals  # ruling S20: the score sheet, finished rounds only

    def _observation(self, viewer):
        return labels.observation(self, viewer)

    def _winners(self):
        return self._leaders()

    def _resample_hidden(self, player, rng):
        if self.over:
            return
        seen = SEEN << player
        pool = []
        spots = []
        piles = self.campsites + [self.discard, self.stack]
        for pile in piles:
            for i in range(len(pile)):
                if not pile[i] & (UP | seen):
                    pool.append(pile[i] & VALUE)
                    spots.append((pile, i))
        hidden_drawn = self.drawn and not self.drawn & (UP | seen)
        hidden_holding = self.holding and not self.holding & (UP | seen)
        if hidden_drawn:
            pool.append(self.drawn & VALUE)
        if hidden_holding:
            pool.append(self.holding & VALUE)
        for v in range(1, 14):
            pool.extend([v] * self.counts[v])
        rng.shuffle(pool)
        for pile, i in spots:
            pile[i] = (pile[i] & NOT_VALUE) | pool.pop()
        if hidden_drawn:
            self.drawn = (self.drawn & NOT_VALUE) | pool.pop()
        if hidden_holding:
            self.holding = (self.holding & NOT_VALUE) | pool.pop()
        self.counts = bytearray(14)
        for v in pool:
            self.counts[v] += 1
        if self.ability == 9 and self.turn != player and self.claimed and not self.shown:
            # the 9's secret number, unless a face-up card slid forward gives it away
            place = self.picks[0] if self.picks else DECK_TOP
            set_ = place < DECK_TOP or len(self.stack) > place - DECK_TOP
            if not (self.picks and set_ and self._at(place) & UP):
                self.claimed = rng.choice(self._numbers())

    # ---- the to-do stack ----------------------------------------------------------------

    def _run(self):
        """Carry out the automatic steps until a camper or chance must act."""
        todo = self.todo
        while not self.over:
            step = todo[-1]
            kind = step[0]
            if kind == K_RESOLVE:
                if len(self.stack) <= step[2]:
                    return
            elif kind < AUTOMATIC:
                return
            todo.pop()
            if kind >= AUTOMATIC:
                self._auto(step)

    def _auto(self, step):
        kind, me, x, _ = step
        if kind == A_TURN_START:
            self._turn_start(me)
        elif kind == A_END_TURN:
            self._end_turn(me)
        elif kind == A_DREW:
            if self._top_set(step, me, WHY_DRAW):
                self.drawn = self.stack.pop(0) | (SEEN << me)
                self.from_deck = True
                self.todo.append((K_DRAWN, me, 0, 0))
        elif kind == A_PICKED:
            self._picked(step, me, x)
        elif kind == A_PENALTY:
            # ruling S12: no penalty card from an empty deck
            if self._deck_size() and self._top_set(step, me, WHY_PENALTY):
                self.holding = self.stack.pop(0) | (SEEN << me)  # "view it"
                self._to_an_end(me, me)
        elif kind == A_BONUS:
            for card in self.campsites[me]:
                if not card & FORWARD:
                    self.todo.append((K_BONUS, me, 0, 0))
                    break
        elif kind == A_FINISH_REPLACE:
            self._finish_replace(me)
        elif kind == A_ABILITY:
            self._ability(me, x, 1)
        elif kind == A_GIVE:
            if self._top_set(step, -1, WHY_MOVE):
                self.holding = self.stack.pop(0)
                self._to_an_end(me, x)
        else:  # A_DRAWN_TO_END
            self.holding = self.drawn
            self.drawn = 0
            self._to_an_end(me, me)

    def _top_set(self, step, learner, why):
        """True if the deck's top card has its value; else set it first (a chance node)."""
        if self.stack:
            return True
        self.todo.append(step)
        self.todo.append((K_RESOLVE, learner, 0, why))
        return False

    def _chance(self, kind, step, action):
        if kind == K_START:
            self.todo.pop()
            self.start = action - START  # ruling S22
            self._begin_round()
            return
        if kind == K_REVEAL:
            self.todo.pop()
            self._end_round()
            return
        value = action - CARD
        self.counts[value] -= 1
        self.unset -= 1
        if kind == K_DEAL:
            n = self.num_players
            c = (self.start + self.dealt // data.DEALT) % n
            # Each camper looks at their face-down cards; the deal order is the arrangement
            # (ruling S1), the face-up card at the right end.
            if self.dealt % data.DEALT < data.FACE_DOWN_DEALT:
                self.campsites[c].append(value | (SEEN << c))
            else:
                self.campsites[c].append(value | UP)
            self.dealt += 1
            if self.dealt == n * data.DEALT:
                self.todo.pop()
        elif kind == K_FLIP:
            self.todo.pop()
            self.discard.append(value | UP)
        else:
            learner = step[1]
            card = value
            if learner >= 0 and len(self.stack) == step[2]:
                card |= SEEN << learner
            self.stack.append(card)

    # ---- setup --------------------------------------------------------------------------

    def _begin_round(self):
        n = self.num_players
        self.campsites = [[] for _ in range(n)]
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
        todo.append((A_TURN_START, self.start, 0, 0))
        todo.append((K_FLIP, 0, 0, 0))
        todo.append((K_DEAL, 0, 0, 0))

    # ---- turns --------------------------------------------------------------------------

    def _deck_size(self):
        return self.unset + len(self.stack)

    def _turn_start(self, c):
        self.turn = c
        # "If the draw deck is empty at the start of any camper's turn, the round ends
        # immediately"; after a Scream, it ends when the turns come back to the screamer.
        if c == self.screamer or not self._deck_size() or self.turns >= _TURN_CAP:
            # Ruling S21: the reveal is a step of its own, so whatever happened last stays
            # as hidden as it was (a card set by chance a moment ago is not shown by its own
            # label). Ruling S17: the turn cap.
            self.todo.append((K_REVEAL, c, 0, 0))
            return
        self.turns += 1
        self.todo.append((A_END_TURN, c, 0, 0))
        self.todo.append((K_TURN, c, 0, 0))

    def _turn_options(self, c):
        acts = [DRAW_DECK]
        if self.campsites[c] and self.discard:
            acts.append(DRAW_DISCARD)
        if self.screamer < 0 and len(self.campsites[c]) <= data.SCREAM_MOST_CARDS:
            acts.append(SCREAM)
        return acts

    def _take_turn(self, c, action):
        self.todo.pop()
        if action == DRAW_DECK:
            self.todo.append((A_DREW, c, 0, 0))
        elif action == DRAW_DISCARD:
            # "you may not look at it when you draw it": a face-down card stays unseen
            self.drawn = self.discard.pop()
            self.from_deck = False
            self.todo.append((K_REPLACE, c, 0, 0))
        else:
            self.screamer = c  # "your turn ends immediately"

    def _end_turn(self, c):
        self.picks = []
        self.zone = -1
        self.ability = 0
        self.claim = 0
        self.claimed = 0
        self.shown = False
        self.from_deck = False
        self.todo.append((A_TURN_START, (c + 1) % self.num_players, 0, 0))

    # ---- replacing cards in one's campsite ----------------------------------------------

    def _replace_options(self, c):
        """Any card may be slid; face-up ones only if they match the face-up ones slid."""
        site = self.campsites[c]
        up_value = 0
        for card in site:
            if card & FORWARD and card & UP:
                up_value = card & VALUE
        acts = []
        for i in range(len(site)):
            card = site[i]
            if card & FORWARD:
                continue
            if card & UP and up_value and card & VALUE != up_value:
                continue
            acts.append(c * SLOTS + i)
        return acts

    def _confirm(self, c):
        """No more cards to slide: on to the claim, or straight to the discard pile."""
        self.todo.pop()
        self.picks = []  # from now on the slid cards are known by their FORWARD bit
        self._slid_cards_claimed(c)

    def _slid_cards_claimed(self, c):
        """Confirming the slide: face-down cards among several slid cards are a claim that
        they all match, which the others may challenge. One card alone always "matches"
        ("You can always discard any single card"), so nobody is asked (ruling S4)."""
        slid = 0
        down = False
        for card in self.campsites[c]:
            if card & FORWARD:
                slid += 1
                down = down or not card & UP
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
            if card & FORWARD:
                if len(kept) not in places:
                    places.append(len(kept))
                (up if card & UP else down).append(card & NOT_FORWARD)
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
            self.todo.append((K_PLACE, c, 0, 0))

    # ---- challenges ---------------------------------------------------------------------

    def _ask(self, claim, c):
        """Ask each other camper, starting from the claimant's left (ruling S5)."""
        self.claim = claim
        self.todo.append((K_ASK, c, (c + 1) % self.num_players, 0))

    def _claim_true(self, c):
        claim = self.claim
        if claim == _MATCH:
            values = [card & VALUE for card in self.campsites[c] if card & FORWARD]
            return min(values) == max(values)
        if claim == _TEN:
            return True
        value = self._at(self.picks[0]) & VALUE
        if claim == _EIGHT:
            return value < 8
        return value == self.claimed  # the 7's claim, the 9's number

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
        true = self._claim_true(c)
        self.claim = 0
        self.last_challenge = (challenger, c, not true)
        self.shown = True
        if claim == _MATCH:
            site = self.campsites[c]
            for i in range(len(site)):
                if site[i] & FORWARD:
                    site[i] |= UP
        else:
            for place in self.picks:
                self._put(place, self._at(place) | UP)
        todo = self.todo
        if true:
            # Unsuccessful: the challenger takes a penalty card, then the claimant may
            # discard 1 card to the bottom of the discard pile; then the claim goes ahead.
            if claim == _MATCH:
                todo.append((A_FINISH_REPLACE, c, 0, 0))
            elif claim == _SEVEN:
                self._unforward()
                todo.append((A_ABILITY, c, self.claimed, 0))
            else:
                self._discard_picks()  # ruling S10: before the penalty card is drawn
            todo.append((A_BONUS, c, 0, 0))  # ruling S11
            todo.append((A_PENALTY, challenger, 0, 0))
        else:
            # Successful: the challenger may discard 1 card to the bottom; the bluffer's
            # cards stay, face up; the bluffer keeps the drawn card at an end, or takes a
            # penalty card after a bluffed action.
            self._unforward()
            if claim == _MATCH:
                todo.append((A_DRAWN_TO_END, c, 0, 0))
            else:
                todo.append((A_PENALTY, c, 0, 0))
            todo.append((A_BONUS, challenger, 0, 0))

    def _unforward(self):
        """Slid cards go back into line (a claim settled)."""
        for site in self.campsites:
            for i in range(len(site)):
                site[i] &= NOT_FORWARD

    def _to_an_end(self, chooser, owner):
        """The held card goes to either end of the owner's campsite (rulebook tips), in its
        orientation; the chooser is the camper receiving it or the 13's player (ruling S12)."""
        if self.campsites[owner]:
            self.holding_for = owner
            self.todo.append((K_END, chooser, owner, 0))
        else:
            self.campsites[owner].append(self.holding)
            self.holding = 0

    # ---- places -------------------------------------------------------------------------

    def _at(self, place):
        if place < DECK_TOP:
            return self.campsites[place // SLOTS][place % SLOTS]
        if place < DISCARD_TOP:
            return self.stack[place - DECK_TOP]
        return self.discard[DISCARD_TOP - 1 - place]

    def _put(self, place, card):
        if place < DECK_TOP:
            self.campsites[place // SLOTS][place % SLOTS] = card
        elif place < DISCARD_TOP:
            self.stack[place - DECK_TOP] = card
        else:
            self.discard[DISCARD_TOP - 1 - place] = card

    def _discard_picks(self):
        """The picked cards go onto the discard pile, each keeping its orientation."""
        cards = [self._at(place) & NOT_FORWARD for place in self.picks]
        for place in sorted(self.picks, reverse=True):
            if place < DECK_TOP:
                self.campsites[place // SLOTS].pop(place % SLOTS)
            else:
                self.stack.pop(place - DECK_TOP)
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
        choice may be PASS."""
        self.ability = value
        self.picks = []
        self.zone = -1
        if not self._ability_possible(value):
            return
        if value == 9:
            self.shown = False
            self.todo.append((K_NUMBER, c, 0, optional))
        elif value == 13:
            self.todo.append((K_GIVE, c, 0, optional))
        else:
            self.todo.append((K_PICK, c, value, optional))

    def _showing(self, value):
        """How many face-up cards of this value show: in campsites, on the discard pile's
        top and on the deck's top."""
        count = 0
        for site in self.campsites:
            for card in site:
                if card & (UP | VALUE) == UP | value:
                    count += 1
        for card in (self.discard[-1] if self.discard else 0, self.stack[0] if self.stack else 0):
            if card & (UP | VALUE) == UP | value:
                count += 1
        return count

    def _numbers(self):
        """The 9's numbers: face-up values showing that leave a card to slide (ruling S8)."""
        any_down = self._deck_size() > 0 and not (self.stack and self.stack[0] & UP)
        for site in self.campsites:
            for card in site:
                if not card & UP:
                    any_down = True
        need = 1 if any_down else 2
        return [v for v in range(1, 14) if self._showing(v) >= need]

    def _pick_options(self, c, value, picks, zone):
        """What the card action may pick next: a pile card, or a campsite and then a card in
        it (two small choices, not one among every card); a 7 picks one of c's own cards.
        Rulings S9, S14, S15."""
        if value == 7:
            site = self.campsites[c]
            return [c * SLOTS + i for i in range(len(site)) if not site[i] & UP]
        match = value == 9 and self._showing(self.claimed) >= 2
        if zone >= 0:
            site = self.campsites[zone]
            base = zone * SLOTS
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
        if deck and DECK_TOP not in picks and self._may_pick(value, top, match):
            acts.append(DECK_TOP)
        # A pile's 2nd card goes with its top one: picked before (an exchange: paired with
        # it), or, for a 6's view, face up for all to see (the 6 itself, on the discard pile).
        if (
            deck > 1
            and value in (6, 10, 11, 12)
            and (DECK_TOP in picks or value == 6 and top & UP)
            and DECK_SECOND not in picks
            and (not exchange or picks == [DECK_TOP])
            and self._may_pick(value, stack[1] if len(stack) > 1 else 0, match)
        ):
            acts.append(DECK_SECOND)
        if value in (5, 6, 11, 12):
            pile = self.discard
            if pile and DISCARD_TOP not in picks and self._may_pick(value, pile[-1], match):
                acts.append(DISCARD_TOP)
            if (
                len(pile) > 1
                and value != 5
                and (DISCARD_TOP in picks or value == 6 and pile[-1] & UP)
                and DISCARD_SECOND not in picks
                and (not exchange or picks == [DISCARD_TOP])
                and self._may_pick(value, pile[-2], match)
            ):
                acts.append(DISCARD_SECOND)
        for q in range(self.num_players):
            site = self.campsites[q]
            base = q * SLOTS
            for i in range(len(site)):
                if base + i not in picks and self._may_pick(value, site[i], match):
                    acts.append(ZONE + q)
                    break
        return acts

    def _may_pick(self, value, card, match):
        if value <= 6:  # a view shows nothing new about a face-up card
            return not card & UP
        if not card & UP or value >= 10:
            return True
        if value == 8:
            return card & VALUE < 8
        # 9: a face-up card must match the number and another face-up card (ruling S8)
        return match and card & VALUE == self.claimed

    def _pick(self, kind, c, value, place):
        """A place picked: a card slid in the campsite, or one for a card action."""
        if kind == K_BONUS:
            self.todo.pop()
            card = self.campsites[c].pop(place % SLOTS)
            self.discard.insert(0, card)  # "to the bottom of the discard pile" (ruling S11)
            return
        if kind == K_DRAWN:
            self.todo.pop()
            self.todo.append((K_REPLACE, c, 0, 0))
            kind = K_REPLACE
        self.picks.append(place)
        self.zone = -1
        if kind == K_REPLACE:
            self._put(place, self._at(place) | FORWARD)
            return
        self.todo.append((A_PICKED, c, value, 0))

    def _picked(self, step, c, value):
        picks = self.picks
        place = picks[-1]
        viewing = value <= 6 or value == 12 and len(picks) == 1
        if place in (DECK_TOP, DECK_SECOND) and len(self.stack) <= place - DECK_TOP:
            self.todo.append(step)
            learner = c if viewing else -1
            why = WHY_PEEK if viewing else WHY_MOVE
            self.todo.append((K_RESOLVE, learner, place - DECK_TOP, why))
            return
        card = self._at(place)
        if viewing:
            card |= SEEN << c
            self._put(place, card)
        forward = card | FORWARD if place < DECK_TOP else card
        more = self._pick_options(c, value, picks, -1)
        if value == 5 or value == 6 and (len(picks) == 2 or not more):
            self.todo.pop()
        elif value == 7:
            self.todo.pop()
            self._put(place, forward)
            self.todo.append((K_CLAIM, c, 0, 0))
        elif value == 8 or value == 9:
            self.todo.pop()
            if card & UP:
                self._discard_picks()
            else:
                self._put(place, forward)
                self._ask(_EIGHT if value == 8 else _NINE, c)
        elif value == 10 and (len(picks) == 2 or not more):
            self.todo.pop()
            down = False
            for place in picks:
                card = self._at(place)
                if place < DECK_TOP:
                    self._put(place, card | FORWARD)
                down = down or not card & UP
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

    def _end_round(self):
        """Reveal every campsite, score the round, then start the next or end the game."""
        n = self.num_players
        sums = []
        for site in self.campsites:
            total = 0
            for i in range(len(site)):
                site[i] |= UP
                total += site[i] & VALUE
            sums.append(total)
        scores = sums[:]
        s = self.screamer
        if s >= 0:
            scores[s] = 0 if sums[s] == min(sums) else sums[s] + data.SCREAM_PENALTY
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
        totals = self.totals
        best = [c for c in range(self.num_players) if totals[c] == min(totals)]
        for scores in reversed(self.round_scores):
            low = min(scores[c] for c in best)
            best = [c for c in best if scores[c] == low]
        return best


new_game, deserialize = core.entry_points(ScreamState)
