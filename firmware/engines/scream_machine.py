"""Scream Machine: build an amusement park, four actions a turn, and draw the customers.

The rules read in the rulebook's order: Preparation (deal the in-house hands, choose the start
player), Opening the Parks (secret choices, revealed together), Setting Up For A Round
(offerings, national and local customers), Play Of A Round (four actions a turn), End Of A
Round (customers decide) and End Of The Game. Rulings where the rulebook is silent are
cited as `# ruling M<n>` (docs/rulings.md).

Seats are numbered clockwise (ruling M3); the local pool `i` lies between players i and
i + 1 (mod n), so pool n - 1 lies between the last and the first seat.

Actions (ride type t in 0..20, customer type k in 0..7, player p), numbered:
  chance   0 + t     _CARD: an attraction card of type t comes off the deck (a deal into a
                     hand, a development, or a new manufacturer offering)
           30 + k    _CUSTOMER: a customer card of type k is laid out
           40 + p    _START: p is given the start player card
  opening  50 + t    _ADD: put a ride of the hand into the secret choice
           80 + t    _DROP: take it out again
           110       _CONFIRM: the choice is made
  a turn   120 + t   _BUILD_HAND: build an in-house design from the hand
           150 + t   _BUILD_OFFER: build a manufacturer's offering
           180 + t   _TEAR_DOWN: tear down a ride of the park (once a turn)
           210 + t   _DISCARD_OFFER: after a request, one of the two offerings to replace
           240..243  _ADVERTISE, _RESEARCH, _DEVELOP, _REQUEST (each once a turn)
           244       _PASS: pass the actions left (they are lost)
The codes are private const()s, folded into the code with no name kept in RAM; the tests
name them (tests/engines/test_scream_machine_script.py).
"""

from compat import const
from engines import core
from engines import scream_machine_data as data
from engines.scream_machine_data import customer_name, ride_name

_CARD = const(0)
_CUSTOMER = const(30)
_START = const(40)
_ADD = const(50)
_DROP = const(80)
_CONFIRM = const(110)
_BUILD_HAND = const(120)
_BUILD_OFFER = const(150)
_TEAR_DOWN = const(180)
_DISCARD_OFFER = const(210)
_ADVERTISE = const(240)
_RESEARCH = const(241)
_DEVELOP = const(242)
_REQUEST = const(243)
_PASS = const(244)

# A player may change the secret opening choice this many times; then only _CONFIRM is left
# (ruling M7: without a limit, toggling a card in and out could go on forever).
_OPENING_CHANGES = const(20)

# How far ahead a park must be for the normal bot's look to count a national customer as won
# (standing). Without a look the normal bot beat 3 random bots in 68.5% of 400 games; at a
# lead of 2, 84.5%, but then the hard bot beat 3 of it in 46.5% only; at 3, 79.2% and 52.0%
# (400 games each); at 4, 71% and 59.5% (200). docs/BOTS.md.
_CLEAR = const(3)

# The once-a-turn options, as bits of State.used (_ADVERTISE.._REQUEST: 1 << (action - 240)).
_ADVERTISED = const(1)
_RESEARCHED = const(2)
_DEVELOPED = const(4)
_REQUESTED = const(8)
_TORE_DOWN = const(16)
_ONCE_NAMES = ("advertise", "research", "develop", "request", "tear down")  # bit by bit

_DEAL_HANDS = const(0)
_CHOOSE_START = const(1)
_OPENING = const(2)
_FILL_OFFERINGS = const(3)
_LAY_CUSTOMERS = const(4)
_ACTIONS = const(5)
_REQUEST_PICK = const(6)
_REQUEST_DRAW = const(7)
_DEVELOP_DRAW = const(8)
_GAME_OVER = const(9)

_RIDES = const(21)  # data.RIDE_TYPES, inlined
_KINDS = const(8)  # data.CUSTOMER_KINDS, inlined
_NONE = const(255)  # in a byte: no face-down customer, no winner, or the national pool

# The labels' wording and the phases' names, one a line in one string (core.Texts says why):
# the _T_ consts number the lines.
_TEXTS = core.Texts(
    "%s gets the start player card\n"
    "deal %s to %s\n"
    "deal a card to %s\n"
    "%s develops %s\n"
    "%s develops a design\n"
    "%s confirms\n"
    "%s chooses\n"
    "%s adds %s\n"
    "%s drops %s\n"
    "%s builds %s\n"
    "%s buys %s\n"
    "%s tears down %s\n"
    "%s discards %s\n"
    "%s advertises\n"
    "%s researches\n"
    "%s develops\n"
    "%s requests new offerings\n"
    "%s passes\n"
    "national %s\n"
    "local %s between %s and %s\n"
    "face-down %s between %s and %s\n"
    "face-down local between %s and %s\n"
    "deal hands\n"
    "choose start player\n"
    "opening\n"
    "fill offerings\n"
    "lay customers\n"
    "actions\n"
    "request: discard\n"
    "request: replace\n"
    "develop\n"
    "game over\n"
)
_T_START = const(0)
_T_DEAL = const(1)  # and the next line, for a viewer who may not see the card
_T_DEVELOPS = const(3)  # and the next line, for a viewer who may not see the card
_T_CONFIRMS = const(5)
_T_CHOOSES = const(6)
_T_ADDS = const(7)  # adds, drops: by (action - _ADD) // 30
_T_BUILDS = const(9)  # builds, buys, tears down, discards: by (action - _BUILD_HAND) // 30
_T_ADVERTISES = const(13)  # advertises .. passes: by action - _ADVERTISE
_T_NATIONAL = const(18)
_T_LOCAL = const(19)  # local, face-down, face-down for a viewer who may not see it
_T_PHASES = const(22)  # + phase


def _leader(symbols, parks, kind, lead=1):
    """The park a customer of `kind` goes to, or -1 on a tie (ruling M10: a tie at 0 is a
    tie). A lover counts the symbols of its type; a Cheapskate wants the lowest ticket price,
    the total of all symbols: the lowest price is the highest negated price. `lead` > 1 asks
    for a park ahead of every other by at least that many (the normal bot's look: a customer
    clearly won)."""
    best = None
    second = None
    winner = -1
    for park in parks:
        value = symbols[park][kind]
        if kind == data.CHEAPSKATE:
            value = -value
        if best is None or value > best:
            second = best
            best = value
            winner = park
        elif second is None or value > second:
            second = value
    if second is not None and best - second < lead:
        return -1
    return winner


def _max_game_length():
    """A sound bound on the actions (chance included) of any game (ruling M20).

    Setup: 5n deals, 1 start player, per player at most _OPENING_CHANGES changes and a
    confirm, 7 offerings. Each round: at most 5 + 2n customers laid, and per turn at most
    4 actions + 1 pass + 2 request picks + 2 request draws + 1 development draw + 7 refills
    of the offerings (17 steps). The end of a round takes no action.
    """
    worst = 0
    for n in range(3, 7):
        setup = data.HAND_SIZE * n + 1 + n * (_OPENING_CHANGES + 1) + data.OFFERINGS
        per_turn = data.ACTIONS_PER_TURN + 1 + 2 + 2 + 1 + data.OFFERINGS
        per_round = data.NATIONALS_PER_ROUND + 2 * n + n * per_turn
        worst = max(worst, setup + data.ROUNDS[n] * per_round)
    return worst


GAME = {
    "name": "scream_machine",
    "title": "Scream Machine",
    "colour": "orange",
    "min_players": 3,
    "max_players": 6,
    "max_game_length": _max_game_length(),
    "view": "cards",
    "scores": "customers",
    "low_score_wins": False,
    "round": "round",
}

del _max_game_length  # wanted once, for GAME: its code need not stay in RAM all game

# Loops, not comprehensions, in this module: each comprehension is a function of its own,
# some 100 bytes of RAM while the game is loaded.


def _size(counts, base, kinds):
    """How many cards a pile of counts holds (counts[base:base + kinds])."""
    return sum(counts[base : base + kinds])


def _cards(out, counts, base, kinds):
    """`out` (a list, or a bytearray) with the type ids of a pile of counts
    (counts[base:base + kinds]) appended, sorted; returns `out`."""
    for kind in range(kinds):
        count = counts[base + kind]
        while count:
            out.append(kind)
            count -= 1
    return out


def _plus(actions, base, counts, at, at_most):
    """`actions` with base + t appended for each ride type t that counts[at:at + 21] holds
    and that costs at most `at_most` actions; returns `actions`."""
    for t in range(_RIDES):
        if counts[at + t] and data.COST[t % 3] <= at_most:
            actions.append(base + t)
    return actions


class ScreamMachineState(core.State):
    """Every pile of cards is a bytearray of counts per type: a player's hand, park and
    secret opening choice are the 21 bytes at player * 21; a local pool's face-up customers
    the 8 bytes at pool * 8.

    Few fields, as clone() copies each for every move a bot weighs: 29 at most, with core's,
    fill the smallest dict that holds them."""

    GAME = GAME
    REPEATS = ("opening",)  # the secret choice: rides of the hand, masked alike (ruling U1)

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        n = num_players
        self.phase = _DEAL_HANDS
        self.round = 0  # 1.. once the first round is set up
        self.deck = bytearray([data.COPIES_PER_RIDE] * _RIDES)
        self.discards = bytearray(_RIDES)
        self.hands = bytearray(n * _RIDES)
        self.parks = bytearray(n * _RIDES)
        self.chosen = bytearray(n * _RIDES)  # the secret opening choices
        self.changes = bytearray(n)  # how often each player changed their opening choice
        self.offerings = bytearray(_RIDES)
        self.national = bytearray(_KINDS)
        self.local_up = bytearray(n * _KINDS)
        self.local_down = bytearray([_NONE] * n)  # per pool: the face-down customer
        self.seen = bytearray(n)  # per pool: bit p set once player p has researched it
        self.customers = [0] * n  # the scoreboard
        self.start = -1  # who holds the start player card
        self.mover = -1  # whose opening choice or turn it is
        # cards dealt, openings made, customers laid (or skipped) or turns taken this round
        self.done = 0
        self.actions_left = 0
        self.used = 0  # once-a-turn options used this turn (bits, see _ONCE_NAMES)
        # for a request: offerings still to discard, then replacements still to draw
        self.picks_left = 0
        # The last round end, 3 bytes per customer considered: type, pool (_NONE: national),
        # winner (_NONE: a tie, the customer stayed).
        self.last_awards = bytearray()

    # ---- what is where ------------------------------------------------------------------

    def _supply(self):
        """Attraction cards left to draw: the deck, and the discards once it runs out."""
        return sum(self.deck) + sum(self.discards)

    def _customer_deck(self):
        """Customer cards in the stack: every card not out on the table."""
        left = bytearray([data.COPIES_PER_CUSTOMER] * _KINDS)
        for kind in range(_KINDS):
            left[kind] -= self.national[kind]
        for pool in range(self.num_players):
            for kind in range(_KINDS):
                left[kind] -= self.local_up[pool * _KINDS + kind]
            if self.local_down[pool] != _NONE:
                left[self.local_down[pool]] -= 1
        return left

    def _pools_of(self, player):
        """The two local pools next to a player: with the left and the right neighbour."""
        return ((player - 1) % self.num_players, player)

    def _spent(self, player):
        """Actions the player's opening choice costs."""
        spent = 0
        base = player * _RIDES
        for ride in range(_RIDES):
            spent += data.COST[ride % 3] * self.chosen[base + ride]
        return spent

    def _symbols(self, player, wanted=None):
        """Symbols of each category in a park, and the ticket price (all symbols) last, at
        CHEAPSKATE. `wanted` (counts by kind, as the national pool's): only the kinds with
        a count, the others left 0, when the price is not among them (the normal bot's
        look, at every rollout)."""
        counts = [0] * _KINDS
        base = player * _RIDES
        if wanted is not None and not wanted[data.CHEAPSKATE]:
            stars = data.STARS
            parks = self.parks
            for kind in range(data.CHEAPSKATE):
                if wanted[kind]:
                    ride = base + 3 * kind  # a category's three rides: 5, 3 and 1 stars
                    counts[kind] = (
                        stars[0] * parks[ride]
                        + stars[1] * parks[ride + 1]
                        + stars[2] * parks[ride + 2]
                    )
            return counts
        for ride in range(_RIDES):
            symbols = data.STARS[ride % 3] * self.parks[base + ride]
            counts[ride // 3] += symbols
            counts[data.CHEAPSKATE] += symbols
        return counts

    # ---- the hooks ------------------------------------------------------------------------

    def _current_player(self):
        phase = self.phase
        if phase == _GAME_OVER:
            return core.TERMINAL
        if phase in (_OPENING, _ACTIONS, _REQUEST_PICK):
            return self.mover
        return core.CHANCE

    def _chance_outcomes(self):
        phase = self.phase
        outcomes = []
        if phase == _CHOOSE_START:
            for p in range(self.num_players):
                outcomes.append((_START + p, 1))  # ruling M2
            return outcomes
        if phase == _LAY_CUSTOMERS:
            base = _CUSTOMER
            left = self._customer_deck()
            kinds = _KINDS
        else:
            # "If the deck of attractions ever runs out, discarded attraction cards are
            # shuffled and made available again": a draw from an empty deck is a draw from
            # the discards.
            base = _CARD
            left = self.deck if sum(self.deck) else self.discards
            kinds = _RIDES
        for k in range(kinds):
            if left[k]:
                outcomes.append((base + k, left[k]))
        return outcomes

    def _legal_actions(self):
        phase = self.phase
        player = self.mover
        base = player * _RIDES
        if phase == _OPENING:
            if self.changes[player] >= _OPENING_CHANGES:  # ruling M7
                return [_CONFIRM]
            chosen = self.chosen
            actions = []
            room = data.OPENING_ACTIONS - self._spent(player)
            for t in range(_RIDES):
                if self.hands[base + t] > chosen[base + t] and data.COST[t % 3] <= room:
                    actions.append(_ADD + t)
            for t in range(_RIDES):
                if chosen[base + t]:
                    actions.append(_DROP + t)
            actions.append(_CONFIRM)
            return actions
        offerings = self.offerings
        if phase == _REQUEST_PICK:
            return _plus([], _DISCARD_OFFER, offerings, 0, 3)
        left = self.actions_left
        actions = _plus([], _BUILD_HAND, self.hands, base, left)
        _plus(actions, _BUILD_OFFER, offerings, 0, left)
        used = self.used
        if not used & _TORE_DOWN:
            _plus(actions, _TEAR_DOWN, self.parks, base, 3)
        if not used & _ADVERTISED:
            actions.append(_ADVERTISE)
        if not used & _RESEARCHED:
            # ruling M11: offered while a face-down local next to me is unseen
            for pool in self._pools_of(player):
                if self.local_down[pool] != _NONE and not self.seen[pool] >> player & 1:
                    actions.append(_RESEARCH)
                    break
        if not used & _DEVELOPED and self._supply():  # ruling M12
            actions.append(_DEVELOP)
        if not used & _REQUESTED and sum(offerings) >= 2:  # ruling M14
            actions.append(_REQUEST)
        actions.append(_PASS)
        return actions

    def _apply_action(self, action):
        phase = self.phase
        player = self.mover
        if phase == _CHOOSE_START:
            self.start = action - _START
            self.mover = self.start  # ruling M5: openings are chosen from the start player on
            self.done = 0
            self.phase = _OPENING
        elif phase == _LAY_CUSTOMERS:
            # Five nationals, then per pool one face up and one face down (ruling M8).
            kind = action - _CUSTOMER
            slot = self.done - data.NATIONALS_PER_ROUND
            if slot < 0:
                self.national[kind] += 1
            elif slot % 2 == 0:
                self.local_up[slot // 2 * _KINDS + kind] += 1
            else:
                self.local_down[slot // 2] = kind
                self.seen[slot // 2] = 0
            self.done += 1
            self._lay_customers()
        elif action < _CUSTOMER:
            self._draw_card(action - _CARD)
        elif phase == _OPENING:
            if action == _CONFIRM:
                self.done += 1
                if self.done < self.num_players:
                    self.mover = (self.start + self.done) % self.num_players
                else:
                    self._open_the_parks()
            else:
                self.changes[player] += 1
                if action < _DROP:
                    self.chosen[player * _RIDES + action - _ADD] += 1
                else:
                    self.chosen[player * _RIDES + action - _DROP] -= 1
        elif phase == _REQUEST_PICK:
            ride = action - _DISCARD_OFFER
            self.offerings[ride] -= 1
            self.discards[ride] += 1
            self.picks_left -= 1
            if not self.picks_left:
                self.picks_left = 2  # two cards were just discarded, so two can be drawn
                self.phase = _REQUEST_DRAW
        else:
            self._apply_turn_action(action)

    # ---- preparation and the opening ----------------------------------------------------

    def _draw_card(self, ride):
        if not sum(self.deck):
            self.deck, self.discards = self.discards, bytearray(_RIDES)
        self.deck[ride] -= 1
        phase = self.phase
        if phase == _DEAL_HANDS:
            # "five are dealt to each player", seat by seat.
            self.hands[self.done // data.HAND_SIZE * _RIDES + ride] += 1
            self.done += 1
            if self.done == data.HAND_SIZE * self.num_players:
                self.phase = _CHOOSE_START
        elif phase == _DEVELOP_DRAW:
            self.hands[self.mover * _RIDES + ride] += 1
            self._action_done()
        elif phase == _REQUEST_DRAW:
            self.offerings[ride] += 1
            self.picks_left -= 1
            if not self.picks_left:
                self._action_done()
        else:
            self.offerings[ride] += 1
            self._fill_offerings()

    def _open_the_parks(self):
        """The choices are revealed together; whoever used fewer than 4 actions advertises."""
        for player in range(self.num_players):
            base = player * _RIDES
            for ride in range(_RIDES):
                count = self.chosen[base + ride]
                self.hands[base + ride] -= count
                self.parks[base + ride] += count
            if self._spent(player) < data.OPENING_ACTIONS:  # ruling M6: < 3 advertise once
                self.customers[player] += 1
        self.mover = -1
        self._fill_offerings()  # "Before the first round only, seven attraction cards"

    def _fill_offerings(self):
        """Lay offerings up to seven while cards are left (ruling M13), then go on: the
        first round, the next turn or the end of the round."""
        if sum(self.offerings) < data.OFFERINGS and self._supply():
            self.phase = _FILL_OFFERINGS
            return
        if self.round == 0:
            self._begin_round()
        else:
            self.done += 1
            if self.done < self.num_players:
                self._begin_turn()
            else:
                self._end_round()

    # ---- setting up for a round -----------------------------------------------------------

    def _begin_round(self):
        self.round += 1
        if self.round > 1:
            self.start = (self.start + 1) % self.num_players  # ruling M4
        self.done = 0
        self.phase = _LAY_CUSTOMERS
        self._lay_customers()

    def _lay_customers(self):
        """Five nationals, then per pool one face up and one face down (ruling M8), while
        the stack lasts; then the first turn."""
        if self.done < data.NATIONALS_PER_ROUND + 2 * self.num_players and sum(
            self._customer_deck()
        ):
            return
        self.done = 0
        self._begin_turn()

    # ---- play of a round ------------------------------------------------------------------

    def _begin_turn(self):
        self.mover = (self.start + self.done) % self.num_players
        self.actions_left = data.ACTIONS_PER_TURN
        self.used = 0
        self.phase = _ACTIONS

    def _apply_turn_action(self, action):
        player = self.mover
        base = player * _RIDES
        if action == _PASS:
            self.actions_left = 0  # "Passed actions are forfeited" (ruling M15)
            self._fill_offerings()
            return
        if action < _BUILD_OFFER:
            ride = action - _BUILD_HAND
            self.hands[base + ride] -= 1
            self.parks[base + ride] += 1
            self.actions_left -= data.COST[ride % 3]
            self._action_done()
            return
        if action < _TEAR_DOWN:
            # "Attractions built from the seven offered ... are not replaced until the end of
            # the player's turn."
            ride = action - _BUILD_OFFER
            self.offerings[ride] -= 1
            self.parks[base + ride] += 1
            self.actions_left -= data.COST[ride % 3]
            self._action_done()
            return
        self.actions_left -= 1
        if action < _DISCARD_OFFER:
            ride = action - _TEAR_DOWN
            self.parks[base + ride] -= 1
            self.discards[ride] += 1
            self.used |= _TORE_DOWN
            self._action_done()
            return
        self.used |= 1 << (action - _ADVERTISE)
        if action == _ADVERTISE:
            self.customers[player] += 1
            self._action_done()
        elif action == _RESEARCH:
            for pool in self._pools_of(player):
                self.seen[pool] |= 1 << player
            self._action_done()
        elif action == _DEVELOP:
            self.phase = _DEVELOP_DRAW
        else:
            self.picks_left = 2
            self.phase = _REQUEST_PICK

    def _action_done(self):
        """The turn goes on while actions are left; then the offerings are refilled."""
        if self.actions_left:
            self.phase = _ACTIONS
        else:
            self._fill_offerings()

    # ---- end of a round -------------------------------------------------------------------

    def _end_round(self):
        """Customers decide; the ones left by a tie stay where they are, face up (M9)."""
        n = self.num_players
        symbols = []
        for p in range(n):
            symbols.append(self._symbols(p))
        for pool in range(n):
            if self.local_down[pool] != _NONE:
                self.local_up[pool * _KINDS + self.local_down[pool]] += 1
                self.local_down[pool] = _NONE
            self.seen[pool] = 0
        awards = bytearray(3 * (sum(self.national) + sum(self.local_up)))
        entry = self._award(self.national, 0, _NONE, range(n), symbols, awards, 0)
        for pool in range(n):
            parks = (pool, (pool + 1) % n)
            entry = self._award(self.local_up, pool * _KINDS, pool, parks, symbols, awards, entry)
        self.last_awards = awards
        self.mover = -1
        if self.round == data.ROUNDS[n]:
            self.phase = _GAME_OVER
        else:
            self._begin_round()

    def _award(self, customers, base, pool, parks, symbols, awards, entry):
        """Award each customer of a pile to its park; the ones who tie stay in the pile.
        Each is noted in `awards` from `entry` on; returns the next free entry. Where a
        customer goes: _leader."""
        for kind in range(_KINDS):
            for _ in range(customers[base + kind]):
                winner = _leader(symbols, parks, kind)
                awards[entry] = kind
                awards[entry + 1] = pool
                awards[entry + 2] = _NONE if winner < 0 else winner
                entry += 3
                if winner >= 0:
                    customers[base + kind] -= 1
                    self.customers[winner] += 1
        return entry

    def standing(self, scores, deep=False):
        """The look of the bots (engines/judge.py), added to `scores`. The hard bot's deep
        look: every customer out on the table, face down too (a look-ahead copy's, whose
        hidden cards are a guess), to the park it would go to if the round ended now. The
        normal bot's: only the national customers, face up for all to see, that a park has
        clearly won (_CLEAR symbols ahead of every other), as a person glancing at the table
        would count them."""
        n = self.num_players
        symbols = []
        for p in range(n):
            symbols.append(self._symbols(p, None if deep else self.national))
        if not deep:
            for kind in range(_KINDS):
                if self.national[kind]:
                    winner = _leader(symbols, range(n), kind, _CLEAR)
                    if winner >= 0:
                        scores[winner] += self.national[kind]
            return
        for pool in range(-1, n):
            parks = range(n) if pool < 0 else (pool, (pool + 1) % n)
            for kind in range(_KINDS):
                count = self.national[kind] if pool < 0 else self.local_up[pool * _KINDS + kind]
                if pool >= 0 and self.local_down[pool] == kind:
                    count += 1
                if count:
                    winner = _leader(symbols, parks, kind)
                    if winner >= 0:
                        scores[winner] += count

    # ---- scores, labels, views ------------------------------------------------------------

    def _scores(self):
        return self.customers[:]

    def _winners(self):
        """Most customers; then attractions in the most different categories; then shared
        (ruling M17)."""
        best = max(self.customers)
        most = -1
        winners = []  # type: list[int]
        for p in range(self.num_players):
            if self.customers[p] != best:
                continue
            categories = 0
            for count in self._symbols(p)[: data.CHEAPSKATE]:
                categories += 1 if count else 0
            if categories > most:
                most = categories
                winners = [p]
            elif categories == most:
                winners.append(p)
        return winners

    def _action_to_string(self, action, viewer):
        phase = self.phase
        player = self.mover
        who = core.who(player)
        sees = viewer is None or viewer == player
        if phase == _CHOOSE_START:
            return _TEXTS[_T_START] % core.who(action - _START)
        if phase == _LAY_CUSTOMERS:
            name = customer_name(action - _CUSTOMER)
            slot = self.done - data.NATIONALS_PER_ROUND
            if slot < 0:
                return _TEXTS[_T_NATIONAL] % name
            pool = slot // 2
            pair = (core.who(pool), core.who((pool + 1) % self.num_players))
            if slot % 2 == 0:
                return _TEXTS[_T_LOCAL] % ((name,) + pair)
            if viewer is None:
                return _TEXTS[_T_LOCAL + 1] % ((name,) + pair)
            return _TEXTS[_T_LOCAL + 2] % pair
        if action < _CUSTOMER:
            name = ride_name(action - _CARD)
            if phase == _DEAL_HANDS:
                to = self.done // data.HAND_SIZE
                if viewer is None or viewer == to:
                    return _TEXTS[_T_DEAL] % (name, core.who(to))
                return _TEXTS[_T_DEAL + 1] % core.who(to)
            if phase == _DEVELOP_DRAW:
                if sees:
                    return _TEXTS[_T_DEVELOPS] % (who, name)
                return _TEXTS[_T_DEVELOPS + 1] % who
            return "offer %s" % name
        if phase == _OPENING:
            if action == _CONFIRM:
                return _TEXTS[_T_CONFIRMS] % who
            if not sees:
                return _TEXTS[_T_CHOOSES] % who
            action -= _ADD
            return _TEXTS[_T_ADDS + action // 30] % (who, ride_name(action % 30))
        if action < _ADVERTISE:
            action -= _BUILD_HAND
            return _TEXTS[_T_BUILDS + action // 30] % (who, ride_name(action % 30))
        return _TEXTS[_T_ADVERTISES + action - _ADVERTISE] % who

    def _observation(self, viewer):
        """The state as `viewer` may see it (ruling M19).

        Cards are sorted lists of type ids; a hand the viewer may not see is None (its size
        is in "hand_sizes"). "opening" holds the secret choices while the parks are being
        opened (None before and after). "local" lists each pool's face-up customers (pool i
        lies between players i and i + 1 mod n); "local_face_down" its face-down customer
        (-1: none, None: unseen by the viewer); "researched" the [pool, player] pairs that
        have looked at it. "last_awards": [customer type, players considered, winner or -1]
        per customer, nationals first (ruling M18; the players-considered lists are shared).
        """
        n = self.num_players
        everything = viewer is None
        hands = []
        sizes = []
        parks = []
        opening = None  # type: list | None
        if self.phase == _OPENING:
            opening = []
        local = []
        face_down = []  # type: list[int | None]
        researched = []
        everyone = list(range(n))
        pairs = []
        for p in range(n):
            base = p * _RIDES
            mine = everything or viewer == p
            sizes.append(_size(self.hands, base, _RIDES))
            hands.append(_cards([], self.hands, base, _RIDES) if mine else None)
            parks.append(_cards([], self.parks, base, _RIDES))
            if opening is not None:
                opening.append(_cards([], self.chosen, base, _RIDES) if mine else None)
            local.append(_cards([], self.local_up, p * _KINDS, _KINDS))
            pairs.append([p, (p + 1) % n])
        for pool in range(n):
            down = self.local_down[pool]
            seen = self.seen[pool]
            if down == _NONE:
                face_down.append(-1)
            elif everything or (viewer >= 0 and seen >> viewer & 1):
                face_down.append(down)
            else:
                face_down.append(None)
            for p in range(n):
                if seen >> p & 1:
                    researched.append([pool, p])
        used = []
        for i in range(5):
            if self.used >> i & 1:
                used.append(_ONCE_NAMES[i])
        awards = []
        entries = self.last_awards
        for i in range(0, len(entries), 3):
            pool = entries[i + 1]
            winner = entries[i + 2]
            awards.append(
                [
                    entries[i],
                    everyone if pool == _NONE else pairs[pool],
                    -1 if winner == _NONE else winner,
                ]
            )
        return {
            "phase": _TEXTS[_T_PHASES + self.phase],
            "turn": self.mover,
            "start_player": self.start,
            "round": self.round,
            "rounds": data.ROUNDS[n],
            "actions_left": self.actions_left,
            "used_this_turn": used,
            "picks_left": self.picks_left if self.phase == _REQUEST_PICK else 0,
            "parks": parks,
            "hands": hands,
            "hand_sizes": sizes,
            "opening": opening,
            "opening_changes": list(self.changes),
            "offerings": _cards([], self.offerings, 0, _RIDES),
            "national": _cards([], self.national, 0, _KINDS),
            "local": local,
            "local_face_down": face_down,
            "researched": researched,
            "customers": self.customers[:],
            "last_awards": awards,
            "deck": list(self.deck) if everything else None,
            "deck_size": sum(self.deck),
            "discards": _cards([], self.discards, 0, _RIDES),
            # sum(_customer_deck()) without its loop over every pool's every kind
            "customer_deck_size": _KINDS * data.COPIES_PER_CUSTOMER
            - sum(self.national)
            - sum(self.local_up)
            - (n - face_down.count(-1)),  # the face-down locals
        }

    # ---- what a bot may imagine -----------------------------------------------------------

    def _resample_hidden(self, player, rng):
        """Others' hands and the deck are shuffled together and dealt again; secret opening
        choices are drawn anew from those hands (rides in random order while they fit);
        unseen face-down locals are swapped with the customer stack. The cards are bytes
        while they are shuffled: a list would take 8 bytes a card."""
        if self.phase == _GAME_OVER:
            return
        n = self.num_players
        hands = self.hands
        cards = _cards(bytearray(), self.deck, 0, _RIDES)
        for p in range(n):
            if p != player:
                _cards(cards, hands, p * _RIDES, _RIDES)
        rng.shuffle(cards)
        left = len(cards)  # cards[:left] are still to deal, the last first
        for p in range(n):
            if p == player:
                continue
            base = p * _RIDES
            size = _size(hands, base, _RIDES)
            for ride in range(_RIDES):
                hands[base + ride] = 0
            for _ in range(size):
                left -= 1
                hands[base + cards[left]] += 1
            # a secret choice begun while the parks are unopened
            if self.phase == _OPENING and (p - self.start) % n <= self.done:
                choice = _cards(bytearray(), hands, base, _RIDES)
                rng.shuffle(choice)
                spent = 0
                for ride in range(_RIDES):
                    self.chosen[base + ride] = 0
                for ride in choice:
                    if spent + data.COST[ride % 3] <= data.OPENING_ACTIONS:
                        self.chosen[base + ride] += 1
                        spent += data.COST[ride % 3]
        self.deck = bytearray(_RIDES)
        for i in range(left):
            self.deck[cards[i]] += 1
        stack = _cards(bytearray(), self._customer_deck(), 0, _KINDS)
        unseen = bytearray()
        for i in range(n):
            if self.local_down[i] != _NONE and not self.seen[i] >> player & 1:
                unseen.append(i)
                stack.append(self.local_down[i])
        rng.shuffle(stack)
        left = len(stack)
        for i in unseen:
            left -= 1
            self.local_down[i] = stack[left]


new_game, deserialize = core.entry_points(ScreamMachineState)
