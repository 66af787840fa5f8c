"""Scream Machine: build an amusement park, four actions a turn, and draw the customers.

The rules read in the rulebook's order: Preparation (deal the in-house hands, choose the start
player), Opening the Parks (secret choices, revealed together), Setting Up For A Round
(offerings, national and local customers), Play Of A Round (four actions a turn), End Of A
Round (customers decide) and End Of The Game. Rulings where the rulebook is silent are
cited as `# ruling M<n>` (docs/rulings_scream_machine.md).

Seats are numbered clockwise (ruling M3); the local pool `i` lies between players i and
i + 1 (mod n), so pool n - 1 lies between the last and the first seat.

Actions (ride type t in 0..20, customer type k in 0..7, player p):
  chance   CARD + t          an attraction card of type t comes off the deck (a deal into a
                             hand, a development, or a new manufacturer offering)
           CUSTOMER + k      a customer card of type k is laid out
           START + p         p is given the start player card
  opening  ADD + t / DROP + t   put a ride of the hand into / out of the secret choice
           CONFIRM           the choice is made
  a turn   BUILD_HAND + t    build an in-house design from the hand
           BUILD_OFFER + t   build a manufacturer's offering
           TEAR_DOWN + t     tear down a ride of the park           (once a turn)
           ADVERTISE, RESEARCH, DEVELOP, REQUEST                    (each once a turn)
           DISCARD_OFFER + t after REQUEST: one of the two offerings to replace
           PASS              pass the actions left (they are lost)
"""

from compat import const
from engines import core
from engines.scream_machine_data import (
    ACTIONS_PER_TURN,
    ATTRACTIONS,
    BUILD_COST,
    CATEGORIES,
    CHEAPSKATE,
    COPIES_PER_CUSTOMER,
    COPIES_PER_RIDE,
    CUSTOMER_KINDS,
    CUSTOMER_TYPES,
    HAND_SIZE,
    NATIONALS_PER_ROUND,
    OFFERINGS,
    OPENING_ACTIONS,
    RIDE_TYPES,
    ROUNDS,
)

__all__ = ["ATTRACTIONS", "CATEGORIES", "CUSTOMER_TYPES", "GAME", "new_game", "deserialize"]

CARD = const(0)
CUSTOMER = const(30)
START = const(40)
ADD = const(50)
DROP = const(80)
CONFIRM = const(110)
BUILD_HAND = const(120)
BUILD_OFFER = const(150)
TEAR_DOWN = const(180)
DISCARD_OFFER = const(210)
ADVERTISE = const(240)
RESEARCH = const(241)
DEVELOP = const(242)
REQUEST = const(243)
PASS = const(244)

# A player may change the secret opening choice this many times; then only CONFIRM is left
# (ruling M7: without a limit, toggling a card in and out could go on forever).
OPENING_CHANGES = const(20)

# Once-a-turn actions, as bits of State.used.
_ONCE = {ADVERTISE: 1, RESEARCH: 2, DEVELOP: 4, REQUEST: 8, TEAR_DOWN: 16}
_TORE_DOWN = const(16)

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
_PHASES = (
    "deal hands",
    "choose start player",
    "opening",
    "fill offerings",
    "lay customers",
    "actions",
    "request: discard offerings",
    "request: replace offerings",
    "develop",
    "game over",
)

_STARS = bytes([ride[2] for ride in ATTRACTIONS])
_CATEGORY = bytes([ride[1] for ride in ATTRACTIONS])
_COST = bytes([BUILD_COST[ride[2]] for ride in ATTRACTIONS])


def _max_game_length():
    """A sound bound on the actions (chance included) of any game, worst player count.

    Setup: 5n deals, 1 start player, per player at most OPENING_CHANGES changes and a
    confirm, 7 offerings. Each round: at most 5 + 2n customers laid, and per turn at most
    4 actions + 1 pass + 2 request picks + 2 request draws + 1 development draw + 7 refills
    of the offerings (17 steps). The end of a round takes no action.
    """
    worst = 0
    for n in range(3, 7):
        setup = HAND_SIZE * n + 1 + n * (OPENING_CHANGES + 1) + OFFERINGS
        per_turn = ACTIONS_PER_TURN + 1 + 2 + 2 + 1 + OFFERINGS
        per_round = NATIONALS_PER_ROUND + 2 * n + n * per_turn
        worst = max(worst, setup + ROUNDS[n] * per_round)
    return worst


GAME = {
    "name": "scream_machine",
    "min_players": 3,
    "max_players": 6,
    "max_game_length": _max_game_length(),
}


def _distinct(cards):
    """The distinct values of a sorted list, in order."""
    out = []
    for card in cards:
        if not out or out[-1] != card:
            out.append(card)
    return out


def _insert(cards, card):
    """Add a card to a sorted list, keeping it sorted."""
    i = 0
    while i < len(cards) and cards[i] < card:
        i += 1
    cards.insert(i, card)


class ScreamMachineState(core.State):
    GAME = GAME

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        n = num_players
        self.phase = _DEAL_HANDS
        self.rounds = ROUNDS[n]
        self.round = 0  # 1.. once the first round is set up
        self.deck = bytearray([COPIES_PER_RIDE] * RIDE_TYPES)  # copies per ride type
        self.discards = bytearray(RIDE_TYPES)
        self.hands = [[] for _ in range(n)]  # sorted ride type ids
        self.parks = [[] for _ in range(n)]
        self.chosen = [[] for _ in range(n)]  # the secret opening choices
        self.changes = [0] * n  # how often each player changed their opening choice
        self.offerings = []
        self.national = []  # customer types
        self.local_up = [[] for _ in range(n)]  # per pool: face-up customers
        self.local_down = [-1] * n  # per pool: the face-down customer, -1 for none
        self.seen = [0] * n  # per pool: bit p set when player p has researched it
        self.customers = [0] * n  # the scoreboard
        self.start = -1  # who holds the start player card
        self.mover = -1  # whose opening choice or turn it is
        self.done = 0  # openings made, or turns taken this round
        self.actions_left = 0
        self.used = 0  # once-a-turn actions used this turn (bits of _ONCE)
        self.picks_left = 0  # offerings still to discard for a request
        self.draws_left = 0  # replacements still to draw for a request
        self.laid = 0  # customers laid out (or skipped) this round
        self.last_awards = []  # [customer type, [players considered], winner or -1]

    # ---- what is where ------------------------------------------------------------------

    def _supply(self):
        """Attraction cards left to draw: the deck, and the discards once it runs out."""
        return sum(self.deck) + sum(self.discards)

    def _customer_deck(self):
        """Customer cards in the stack: every card not out on the table."""
        left = [COPIES_PER_CUSTOMER] * CUSTOMER_KINDS
        for k in self.national:
            left[k] -= 1
        for pool in range(self.num_players):
            for k in self.local_up[pool]:
                left[k] -= 1
            if self.local_down[pool] >= 0:
                left[self.local_down[pool]] -= 1
        return left

    def _pools_of(self, player):
        """The two local pools next to a player: with the left and the right neighbour."""
        return ((player - 1) % self.num_players, player)

    def _symbols(self, player):
        """Symbols of each category in a park, and the ticket price (all symbols) last."""
        counts = [0] * (len(CATEGORIES) + 1)
        for ride in self.parks[player]:
            counts[_CATEGORY[ride]] += _STARS[ride]
            counts[-1] += _STARS[ride]
        return counts

    def _categories(self, player):
        return len(_distinct(sorted([_CATEGORY[ride] for ride in self.parks[player]])))

    def _revealed(self):
        return self.phase > _OPENING

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
        if phase == _CHOOSE_START:
            return [(START + p, 1) for p in range(self.num_players)]  # ruling M2
        if phase == _LAY_CUSTOMERS:
            left = self._customer_deck()
            return [(CUSTOMER + k, left[k]) for k in range(CUSTOMER_KINDS) if left[k]]
        # "If the deck of attractions ever runs out, discarded attraction cards are shuffled
        # and made available again": a draw from an empty deck is a draw from the discards.
        source = self.deck if sum(self.deck) else self.discards
        return [(CARD + t, source[t]) for t in range(RIDE_TYPES) if source[t]]

    def _legal_actions(self):
        phase = self.phase
        player = self.mover
        if phase == _OPENING:
            return self._opening_actions(player)
        if phase == _REQUEST_PICK:
            return [DISCARD_OFFER + t for t in _distinct(self.offerings)]
        left = self.actions_left
        actions = [BUILD_HAND + t for t in _distinct(self.hands[player]) if _COST[t] <= left]
        actions += [BUILD_OFFER + t for t in _distinct(self.offerings) if _COST[t] <= left]
        used = self.used
        if not used & _TORE_DOWN:
            actions += [TEAR_DOWN + t for t in _distinct(self.parks[player])]
        if not used & _ONCE[ADVERTISE]:
            actions.append(ADVERTISE)
        if not used & _ONCE[RESEARCH] and self._something_to_research(player):
            actions.append(RESEARCH)
        if not used & _ONCE[DEVELOP] and self._supply():  # ruling M12
            actions.append(DEVELOP)
        if not used & _ONCE[REQUEST] and len(self.offerings) >= 2:  # ruling M14
            actions.append(REQUEST)
        actions.append(PASS)
        return actions

    def _opening_actions(self, player):
        if self.changes[player] >= OPENING_CHANGES:  # ruling M7
            return [CONFIRM]
        hand = self.hands[player]
        chosen = self.chosen[player]
        spent = 0
        for ride in chosen:
            spent += _COST[ride]
        actions = []
        for t in _distinct(hand):
            if hand.count(t) > chosen.count(t) and spent + _COST[t] <= OPENING_ACTIONS:
                actions.append(ADD + t)
        actions += [DROP + t for t in _distinct(chosen)]
        actions.append(CONFIRM)
        return actions

    def _something_to_research(self, player):
        """Ruling M11: research is offered while a face-down local next to me is unseen."""
        for pool in self._pools_of(player):
            if self.local_down[pool] >= 0 and not self.seen[pool] >> player & 1:
                return True
        return False

    def _apply_action(self, action):
        phase = self.phase
        if phase == _CHOOSE_START:
            self.start = action - START
            self.mover = self.start  # ruling M5: openings are chosen from the start player on
            self.phase = _OPENING
        elif phase == _LAY_CUSTOMERS:
            self._lay_customer(action - CUSTOMER)
        elif action < CUSTOMER:
            self._draw_card(action - CARD)
        elif phase == _OPENING:
            self._apply_opening(action)
        elif phase == _REQUEST_PICK:
            self._discard_offering(action - DISCARD_OFFER)
        else:
            self._apply_turn_action(action)

    # ---- preparation and the opening ----------------------------------------------------

    def _draw_card(self, ride):
        if not sum(self.deck):
            self.deck, self.discards = self.discards, bytearray(RIDE_TYPES)
        self.deck[ride] -= 1
        phase = self.phase
        if phase == _DEAL_HANDS:
            # "five are dealt to each player", seat by seat.
            for player in range(self.num_players):
                if len(self.hands[player]) < HAND_SIZE:
                    _insert(self.hands[player], ride)
                    break
            if len(self.hands[-1]) == HAND_SIZE:
                self.phase = _CHOOSE_START
        elif phase == _DEVELOP_DRAW:
            _insert(self.hands[self.mover], ride)
            self._action_done()
        elif phase == _REQUEST_DRAW:
            _insert(self.offerings, ride)
            self.draws_left -= 1
            if not self.draws_left:
                self._action_done()
        else:
            _insert(self.offerings, ride)
            self._fill_offerings()

    def _apply_opening(self, action):
        player = self.mover
        if action == CONFIRM:
            self.done += 1
            if self.done < self.num_players:
                self.mover = (self.start + self.done) % self.num_players
            else:
                self._open_the_parks()
        elif action < DROP:
            _insert(self.chosen[player], action - ADD)
            self.changes[player] += 1
        else:
            self.chosen[player].remove(action - DROP)
            self.changes[player] += 1

    def _open_the_parks(self):
        """The choices are revealed together; whoever used fewer than 4 actions advertises."""
        for player in range(self.num_players):
            spent = 0
            for ride in self.chosen[player]:
                self.hands[player].remove(ride)
                _insert(self.parks[player], ride)
                spent += _COST[ride]
            if spent < OPENING_ACTIONS:  # ruling M6: fewer than 3 still advertises just once
                self.customers[player] += 1
        self.mover = -1
        self.phase = _FILL_OFFERINGS  # "Before the first round only, seven attraction cards"
        self._fill_offerings()

    def _fill_offerings(self):
        """Lay offerings up to seven while cards are left (ruling M13), then go on."""
        if len(self.offerings) < OFFERINGS and self._supply():
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
        self.laid = 0
        self.phase = _LAY_CUSTOMERS
        self._lay_customers()

    def _lay_customers(self):
        """Five nationals, then per pool one face up and one face down (ruling M8)."""
        if self.laid < NATIONALS_PER_ROUND + 2 * self.num_players and sum(self._customer_deck()):
            return
        self.done = 0
        self._begin_turn()

    def _lay_customer(self, kind):
        slot = self.laid - NATIONALS_PER_ROUND
        if slot < 0:
            _insert(self.national, kind)
        elif slot % 2 == 0:
            _insert(self.local_up[slot // 2], kind)
        else:
            self.local_down[slot // 2] = kind
            self.seen[slot // 2] = 0
        self.laid += 1
        self._lay_customers()

    # ---- play of a round ------------------------------------------------------------------

    def _begin_turn(self):
        self.mover = (self.start + self.done) % self.num_players
        self.actions_left = ACTIONS_PER_TURN
        self.used = 0
        self.phase = _ACTIONS

    def _apply_turn_action(self, action):
        player = self.mover
        if action == PASS:
            self.actions_left = 0  # "Passed actions are forfeited" (ruling M15)
            self._end_turn()
            return
        if action < BUILD_OFFER:
            ride = action - BUILD_HAND
            self.hands[player].remove(ride)
            _insert(self.parks[player], ride)
            self.actions_left -= _COST[ride]
            self._action_done()
            return
        if action < TEAR_DOWN:
            # "Attractions built from the seven offered ... are not replaced until the end of
            # the player's turn."
            ride = action - BUILD_OFFER
            self.offerings.remove(ride)
            _insert(self.parks[player], ride)
            self.actions_left -= _COST[ride]
            self._action_done()
            return
        self.actions_left -= 1
        if action < DISCARD_OFFER:
            ride = action - TEAR_DOWN
            self.parks[player].remove(ride)
            self.discards[ride] += 1
            self.used |= _TORE_DOWN
            self._action_done()
            return
        self.used |= _ONCE[action]
        if action == ADVERTISE:
            self.customers[player] += 1
            self._action_done()
        elif action == RESEARCH:
            for pool in self._pools_of(player):
                self.seen[pool] |= 1 << player
            self._action_done()
        elif action == DEVELOP:
            self.phase = _DEVELOP_DRAW
        else:
            self.picks_left = 2
            self.phase = _REQUEST_PICK

    def _discard_offering(self, ride):
        self.offerings.remove(ride)
        self.discards[ride] += 1
        self.picks_left -= 1
        if not self.picks_left:
            self.draws_left = 2  # two cards were just discarded, so two can be drawn
            self.phase = _REQUEST_DRAW

    def _action_done(self):
        if self.actions_left:
            self.phase = _ACTIONS
        else:
            self._end_turn()

    def _end_turn(self):
        self.phase = _FILL_OFFERINGS
        self._fill_offerings()

    # ---- end of a round -------------------------------------------------------------------

    def _end_round(self):
        """Customers decide; the ones left by a tie stay where they are, face up (M9)."""
        n = self.num_players
        symbols = [self._symbols(p) for p in range(n)]
        awards = []
        everyone = list(range(n))
        self.national = self._award(self.national, everyone, symbols, awards)
        for pool in range(n):
            customers = self.local_up[pool][:]
            if self.local_down[pool] >= 0:
                _insert(customers, self.local_down[pool])
            pair = [pool, (pool + 1) % n]
            self.local_up[pool] = self._award(customers, pair, symbols, awards)
            self.local_down[pool] = -1
            self.seen[pool] = 0
        self.last_awards = awards
        self.mover = -1
        if self.round == self.rounds:
            self.phase = _GAME_OVER
        else:
            self._begin_round()

    def _award(self, customers, parks, symbols, awards):
        """Award each customer to its park; returns the ones who stay for the next round."""
        stay = []
        for kind in customers:
            winner = self._choice_of(kind, parks, symbols)
            awards.append([kind, parks[:], winner])
            if winner < 0:
                stay.append(kind)
            else:
                self.customers[winner] += 1
        return stay

    @staticmethod
    def _choice_of(kind, parks, symbols):
        """The park a customer goes to, or -1 on a tie (ruling M10: a tie at 0 is a tie).

        A lover counts the symbols of its type; a Cheapskate wants the lowest ticket
        price, the total of all symbols: the lowest price is the highest negated price.
        """
        best = None
        winner = -1
        for park in parks:
            value = -symbols[park][-1] if kind == CHEAPSKATE else symbols[park][kind]
            if best is None or value > best:
                best = value
                winner = park
            elif value == best:
                winner = -1
        return winner

    # ---- scores, labels, views ------------------------------------------------------------

    def _scores(self):
        return self.customers[:]

    def _winners(self):
        """Most customers; then attractions in the most different categories; then shared
        (ruling M16)."""
        best = max(self.customers)
        tied = [p for p in range(self.num_players) if self.customers[p] == best]
        most = max([self._categories(p) for p in tied])
        return [p for p in tied if self._categories(p) == most]

    def _action_to_string(self, action, viewer):
        phase = self.phase
        player = self.mover
        sees = viewer is None or viewer == player
        if phase == _CHOOSE_START:
            return "p%d gets the start player card" % (action - START)
        if phase == _LAY_CUSTOMERS:
            return self._customer_label(action - CUSTOMER, viewer)
        if action < CUSTOMER:
            name = ATTRACTIONS[action - CARD][0]
            if phase == _DEAL_HANDS:
                to = 0
                while len(self.hands[to]) == HAND_SIZE:
                    to += 1
                if viewer is None or viewer == to:
                    return "deal %s to p%d" % (name, to)
                return "deal a card to p%d" % to
            if phase == _DEVELOP_DRAW:
                if sees:
                    return "p%d develops %s" % (player, name)
                return "p%d develops a design" % player
            return "offer %s" % name
        if phase == _OPENING:
            if action == CONFIRM:
                return "p%d confirms" % player
            if not sees:
                return "p%d chooses" % player
            if action < DROP:
                return "p%d adds %s" % (player, ATTRACTIONS[action - ADD][0])
            return "p%d drops %s" % (player, ATTRACTIONS[action - DROP][0])
        if action < BUILD_OFFER:
            return "p%d builds %s" % (player, ATTRACTIONS[action - BUILD_HAND][0])
        if action < TEAR_DOWN:
            return "p%d buys %s" % (player, ATTRACTIONS[action - BUILD_OFFER][0])
        if action < DISCARD_OFFER:
            return "p%d tears down %s" % (player, ATTRACTIONS[action - TEAR_DOWN][0])
        if action < ADVERTISE:
            return "p%d discards %s" % (player, ATTRACTIONS[action - DISCARD_OFFER][0])
        if action == ADVERTISE:
            return "p%d advertises" % player
        if action == RESEARCH:
            return "p%d researches" % player
        if action == DEVELOP:
            return "p%d develops" % player
        if action == REQUEST:
            return "p%d requests new offerings" % player
        return "p%d passes" % player

    def _customer_label(self, kind, viewer):
        slot = self.laid - NATIONALS_PER_ROUND
        name = CUSTOMER_TYPES[kind]
        if slot < 0:
            return "national %s" % name
        pool = slot // 2
        pair = (pool, (pool + 1) % self.num_players)
        if slot % 2 == 0:
            return "local %s for p%d-p%d" % ((name,) + pair)
        if viewer is None:
            return "face-down %s for p%d-p%d" % ((name,) + pair)
        return "face-down local for p%d-p%d" % pair

    def _observation(self, viewer):
        n = self.num_players
        everything = viewer is None
        revealed = self._revealed()
        hands = []
        chosen = []
        for p in range(n):
            mine = everything or viewer == p
            hands.append(self.hands[p][:] if mine else [None] * len(self.hands[p]))
            chosen.append(self.chosen[p][:] if mine or revealed else None)
        local = []
        for pool in range(n):
            down = self.local_down[pool]
            face_down = []
            if down >= 0:
                knows = everything or (viewer >= 0 and self.seen[pool] >> viewer & 1)
                face_down.append(down if knows else None)
            local.append(
                {
                    "pair": [pool, (pool + 1) % n],
                    "face_up": self.local_up[pool][:],
                    "face_down": face_down,
                    "researched_by": [p for p in range(n) if self.seen[pool] >> p & 1],
                }
            )
        return {
            "phase": _PHASES[self.phase],
            "turn": self.mover,
            "start_player": self.start,
            "round": self.round,
            "rounds": self.rounds,
            "actions_left": self.actions_left,
            "used_this_turn": [
                name
                for name, action in (
                    ("advertise", ADVERTISE),
                    ("research", RESEARCH),
                    ("develop", DEVELOP),
                    ("request", REQUEST),
                    ("tear down", TEAR_DOWN),
                )
                if self.used & _ONCE[action]
            ],
            "picks_left": self.picks_left,
            "parks": [park[:] for park in self.parks],
            "hands": hands,
            "opening": chosen,
            "opening_changes": self.changes[:],
            "offerings": self.offerings[:],
            "national": self.national[:],
            "local": local,
            "customers": self.customers[:],
            "last_awards": [[a[0], a[1][:], a[2]] for a in self.last_awards],
            "deck": list(self.deck) if everything else None,
            "deck_size": sum(self.deck),
            "discards": list(self.discards),
            "customer_deck_size": sum(self._customer_deck()),
        }

    # ---- what a bot may imagine -----------------------------------------------------------

    def _resample_hidden(self, player, rng):
        """Others' hands and the deck are shuffled together and dealt again; secret opening
        choices are drawn anew from those hands; unseen face-down locals are swapped with
        the customer stack."""
        if self.phase == _GAME_OVER:
            return
        n = self.num_players
        cards = []
        for t in range(RIDE_TYPES):
            cards += [t] * self.deck[t]
        for p in range(n):
            if p != player:
                cards += self.hands[p]
        rng.shuffle(cards)
        for p in range(n):
            if p == player:
                continue
            size = len(self.hands[p])
            self.hands[p] = sorted(cards[:size])
            cards = cards[size:]
            if self._choosing_or_chosen(p):
                self.chosen[p] = self._guess_choice(self.hands[p], rng)
        self.deck = bytearray(RIDE_TYPES)
        for t in cards:
            self.deck[t] += 1
        left = self._customer_deck()
        unseen = [
            i for i in range(n) if self.local_down[i] >= 0 and not self.seen[i] >> player & 1
        ]
        stack = []
        for k in range(CUSTOMER_KINDS):
            stack += [k] * left[k]
        for i in unseen:
            stack.append(self.local_down[i])
        rng.shuffle(stack)
        for i in unseen:
            self.local_down[i] = stack.pop()

    def _choosing_or_chosen(self, player):
        """True while the parks are unopened and the player's secret choice has begun."""
        if self.phase != _OPENING:
            return False
        return (player - self.start) % self.num_players <= self.done

    @staticmethod
    def _guess_choice(hand, rng):
        """A random opening choice from a hand: rides in random order while they fit."""
        cards = hand[:]
        rng.shuffle(cards)
        chosen = []
        spent = 0
        for ride in cards:
            if spent + _COST[ride] <= OPENING_ACTIONS:
                _insert(chosen, ride)
                spent += _COST[ride]
        return chosen


def new_game(num_players, **options):
    if options:
        raise ValueError("scream_machine has no options, got %s" % ", ".join(sorted(options)))
    return ScreamMachineState(num_players)


def deserialize(text):
    return core.deserialize(new_game, GAME, text)
