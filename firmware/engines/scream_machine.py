"""Scream Machine: build an amusement park, four actions a turn, and draw the customers.

The rules read in the rulebook's order: Preparation (deal the in-house hands, choose the start
player), Opening the Parks (secret choices, revealed together), Setting Up For A Round
(offerings, national and local customers), Play Of A Round (four actions a turn), End Of A
Round (customers decide) and End Of The Game. Rulings where the rulebook is silent are
cited as `# ruling M<n>` (docs/rulings.md).

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
    CUSTOMER_TYPES,
    HAND_SIZE,
    NATIONALS_PER_ROUND,
    OFFERINGS,
    OPENING_ACTIONS,
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

# The once-a-turn options, as bits of State.used (ADVERTISE..REQUEST: 1 << (action - 240)).
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
_PHASES = (
    "deal hands",
    "choose start player",
    "opening",
    "fill offerings",
    "lay customers",
    "actions",
    "request: discard",
    "request: replace",
    "develop",
    "game over",
)

_RIDES = const(21)  # RIDE_TYPES, inlined
_KINDS = const(8)  # CUSTOMER_KINDS, inlined
_NONE = const(255)  # in a byte: no face-down customer, no winner, or the national pool

_STARS = bytes([ride[2] for ride in ATTRACTIONS])
_CATEGORY = bytes([ride[1] for ride in ATTRACTIONS])
_COST = bytes([BUILD_COST[ride[2]] for ride in ATTRACTIONS])


def _max_game_length():
    """A sound bound on the actions (chance included) of any game (ruling M20).

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


def _size(counts, base, kinds):
    """How many cards a pile of counts holds (counts[base:base + kinds])."""
    return sum(counts[base : base + kinds])


def _cards(counts, base, kinds):
    """A pile of counts as the sorted list of its cards' type ids."""
    out = []  # type: list[int]
    for kind, count in enumerate(counts[base : base + kinds]):
        while count:
            out.append(kind)
            count -= 1
    return out


class ScreamMachineState(core.State):
    """Every pile of cards is a bytearray of counts per type: a player's hand, park and
    secret opening choice are the 21 bytes at player * 21; a local pool's face-up customers
    the 8 bytes at pool * 8."""

    GAME = GAME

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        n = num_players
        self.phase = _DEAL_HANDS
        self.rounds = ROUNDS[n]
        self.round = 0  # 1.. once the first round is set up
        self.deck = bytearray([COPIES_PER_RIDE] * _RIDES)
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
        self.done = 0  # cards dealt, openings made, or turns taken this round
        self.actions_left = 0
        self.used = 0  # once-a-turn options used this turn (bits, see _ONCE_NAMES)
        self.picks_left = 0  # offerings still to discard for a request
        self.draws_left = 0  # replacements still to draw for a request
        self.laid = 0  # customers laid out (or skipped) this round
        # The last round end, 3 bytes per customer considered: type, pool (_NONE: national),
        # winner (_NONE: a tie, the customer stayed).
        self.last_awards = bytearray()

    # ---- what is where ------------------------------------------------------------------

    def _supply(self):
        """Attraction cards left to draw: the deck, and the discards once it runs out."""
        return sum(self.deck) + sum(self.discards)

    def _customers_left(self):
        """How many customer cards are in the stack."""
        on_table = sum(self.national) + sum(self.local_up)
        for down in self.local_down:
            on_table += 1 if down != _NONE else 0
        return COPIES_PER_CUSTOMER * _KINDS - on_table

    def _customer_deck(self):
        """Customer cards in the stack: every card not out on the table."""
        left = bytearray([COPIES_PER_CUSTOMER] * _KINDS)
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
            spent += _COST[ride] * self.chosen[base + ride]
        return spent

    def _symbols(self, player):
        """Symbols of each category in a park, and the ticket price (all symbols) last."""
        counts = [0] * (len(CATEGORIES) + 1)
        base = player * _RIDES
        for ride in range(_RIDES):
            symbols = _STARS[ride] * self.parks[base + ride]
            counts[_CATEGORY[ride]] += symbols
            counts[-1] += symbols
        return counts

    def _categories(self, player):
        """How many different categories the player's attractions are in."""
        categories = 0
        for count in self._symbols(player)[:-1]:
            categories += 1 if count else 0
        return categories

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
            return [(CUSTOMER + k, left[k]) for k in range(_KINDS) if left[k]]
        # "If the deck of attractions ever runs out, discarded attraction cards are shuffled
        # and made available again": a draw from an empty deck is a draw from the discards.
        source = self.deck if sum(self.deck) else self.discards
        return [(CARD + t, source[t]) for t in range(_RIDES) if source[t]]

    def _legal_actions(self):
        phase = self.phase
        player = self.mover
        if phase == _OPENING:
            return self._opening_actions(player)
        offerings = self.offerings
        if phase == _REQUEST_PICK:
            return [DISCARD_OFFER + t for t in range(_RIDES) if offerings[t]]
        left = self.actions_left
        base = player * _RIDES
        hand = self.hands
        actions = [BUILD_HAND + t for t in range(_RIDES) if hand[base + t] and _COST[t] <= left]
        for t in range(_RIDES):
            if offerings[t] and _COST[t] <= left:
                actions.append(BUILD_OFFER + t)
        used = self.used
        if not used & _TORE_DOWN:
            for t in range(_RIDES):
                if self.parks[base + t]:
                    actions.append(TEAR_DOWN + t)
        if not used & _ADVERTISED:
            actions.append(ADVERTISE)
        if not used & _RESEARCHED and self._something_to_research(player):
            actions.append(RESEARCH)
        if not used & _DEVELOPED and self._supply():  # ruling M12
            actions.append(DEVELOP)
        if not used & _REQUESTED and sum(offerings) >= 2:  # ruling M14
            actions.append(REQUEST)
        actions.append(PASS)
        return actions

    def _opening_actions(self, player):
        if self.changes[player] >= OPENING_CHANGES:  # ruling M7
            return [CONFIRM]
        base = player * _RIDES
        spent = self._spent(player)
        hand = self.hands
        chosen = self.chosen
        actions = []
        for t in range(_RIDES):
            if hand[base + t] > chosen[base + t] and spent + _COST[t] <= OPENING_ACTIONS:
                actions.append(ADD + t)
        for t in range(_RIDES):
            if chosen[base + t]:
                actions.append(DROP + t)
        actions.append(CONFIRM)
        return actions

    def _something_to_research(self, player):
        """Ruling M11: research is offered while a face-down local next to me is unseen."""
        for pool in self._pools_of(player):
            if self.local_down[pool] != _NONE and not self.seen[pool] >> player & 1:
                return True
        return False

    def _apply_action(self, action):
        phase = self.phase
        if phase == _CHOOSE_START:
            self.start = action - START
            self.mover = self.start  # ruling M5: openings are chosen from the start player on
            self.done = 0
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
            self.deck, self.discards = self.discards, bytearray(_RIDES)
        self.deck[ride] -= 1
        phase = self.phase
        if phase == _DEAL_HANDS:
            # "five are dealt to each player", seat by seat.
            self.hands[self.done // HAND_SIZE * _RIDES + ride] += 1
            self.done += 1
            if self.done == HAND_SIZE * self.num_players:
                self.phase = _CHOOSE_START
        elif phase == _DEVELOP_DRAW:
            self.hands[self.mover * _RIDES + ride] += 1
            self._action_done()
        elif phase == _REQUEST_DRAW:
            self.offerings[ride] += 1
            self.draws_left -= 1
            if not self.draws_left:
                self._action_done()
        else:
            self.offerings[ride] += 1
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
            self.chosen[player * _RIDES + action - ADD] += 1
            self.changes[player] += 1
        else:
            self.chosen[player * _RIDES + action - DROP] -= 1
            self.changes[player] += 1

    def _open_the_parks(self):
        """The choices are revealed together; whoever used fewer than 4 actions advertises."""
        for player in range(self.num_players):
            base = player * _RIDES
            for ride in range(_RIDES):
                count = self.chosen[base + ride]
                self.hands[base + ride] -= count
                self.parks[base + ride] += count
            if self._spent(player) < OPENING_ACTIONS:  # ruling M6: fewer than 3 advertise once
                self.customers[player] += 1
        self.mover = -1
        self.phase = _FILL_OFFERINGS  # "Before the first round only, seven attraction cards"
        self._fill_offerings()

    def _fill_offerings(self):
        """Lay offerings up to seven while cards are left (ruling M13), then go on."""
        if sum(self.offerings) < OFFERINGS and self._supply():
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
        if self.laid < NATIONALS_PER_ROUND + 2 * self.num_players and self._customers_left():
            return
        self.done = 0
        self._begin_turn()

    def _lay_customer(self, kind):
        slot = self.laid - NATIONALS_PER_ROUND
        if slot < 0:
            self.national[kind] += 1
        elif slot % 2 == 0:
            self.local_up[slot // 2 * _KINDS + kind] += 1
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
        base = player * _RIDES
        if action == PASS:
            self.actions_left = 0  # "Passed actions are forfeited" (ruling M15)
            self._end_turn()
            return
        if action < BUILD_OFFER:
            ride = action - BUILD_HAND
            self.hands[base + ride] -= 1
            self.parks[base + ride] += 1
            self.actions_left -= _COST[ride]
            self._action_done()
            return
        if action < TEAR_DOWN:
            # "Attractions built from the seven offered ... are not replaced until the end of
            # the player's turn."
            ride = action - BUILD_OFFER
            self.offerings[ride] -= 1
            self.parks[base + ride] += 1
            self.actions_left -= _COST[ride]
            self._action_done()
            return
        self.actions_left -= 1
        if action < DISCARD_OFFER:
            ride = action - TEAR_DOWN
            self.parks[base + ride] -= 1
            self.discards[ride] += 1
            self.used |= _TORE_DOWN
            self._action_done()
            return
        self.used |= 1 << (action - ADVERTISE)
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
        self.offerings[ride] -= 1
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
        if self.round == self.rounds:
            self.phase = _GAME_OVER
        else:
            self._begin_round()

    def _award(self, customers, base, pool, parks, symbols, awards, entry):
        """Award each customer of a pile to its park; the ones who tie stay in the pile.
        Each is noted in `awards` from `entry` on; returns the next free entry."""
        for kind in range(_KINDS):
            for _ in range(customers[base + kind]):
                winner = self._choice_of(kind, parks, symbols)
                awards[entry] = kind
                awards[entry + 1] = pool
                awards[entry + 2] = _NONE if winner < 0 else winner
                entry += 3
                if winner >= 0:
                    customers[base + kind] -= 1
                    self.customers[winner] += 1
        return entry

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
        (ruling M17)."""
        best = max(self.customers)
        tied = [p for p in range(self.num_players) if self.customers[p] == best]
        most = max([self._categories(p) for p in tied])
        return [p for p in tied if self._categories(p) == most]

    def _action_to_string(self, action, viewer):
        phase = self.phase
        player = self.mover
        who = core.who(player)
        sees = viewer is None or viewer == player
        if phase == _CHOOSE_START:
            return "%s gets the start player card" % core.who(action - START)
        if phase == _LAY_CUSTOMERS:
            return self._customer_label(action - CUSTOMER, viewer)
        if action < CUSTOMER:
            name = ATTRACTIONS[action - CARD][0]
            if phase == _DEAL_HANDS:
                to = self.done // HAND_SIZE
                if viewer is None or viewer == to:
                    return "deal %s to %s" % (name, core.who(to))
                return "deal a card to %s" % core.who(to)
            if phase == _DEVELOP_DRAW:
                if sees:
                    return "%s develops %s" % (who, name)
                return "%s develops a design" % who
            return "offer %s" % name
        if phase == _OPENING:
            if action == CONFIRM:
                return "%s confirms" % who
            if not sees:
                return "%s chooses" % who
            if action < DROP:
                return "%s adds %s" % (who, ATTRACTIONS[action - ADD][0])
            return "%s drops %s" % (who, ATTRACTIONS[action - DROP][0])
        if action < BUILD_OFFER:
            return "%s builds %s" % (who, ATTRACTIONS[action - BUILD_HAND][0])
        if action < TEAR_DOWN:
            return "%s buys %s" % (who, ATTRACTIONS[action - BUILD_OFFER][0])
        if action < DISCARD_OFFER:
            return "%s tears down %s" % (who, ATTRACTIONS[action - TEAR_DOWN][0])
        if action < ADVERTISE:
            return "%s discards %s" % (who, ATTRACTIONS[action - DISCARD_OFFER][0])
        if action == ADVERTISE:
            return "%s advertises" % who
        if action == RESEARCH:
            return "%s researches" % who
        if action == DEVELOP:
            return "%s develops" % who
        if action == REQUEST:
            return "%s requests new offerings" % who
        return "%s passes" % who

    def _customer_label(self, kind, viewer):
        slot = self.laid - NATIONALS_PER_ROUND
        name = CUSTOMER_TYPES[kind]
        if slot < 0:
            return "national %s" % name
        pool = slot // 2
        pair = (core.who(pool), core.who((pool + 1) % self.num_players))
        if slot % 2 == 0:
            return "local %s between %s and %s" % ((name,) + pair)
        if viewer is None:
            return "face-down %s between %s and %s" % ((name,) + pair)
        return "face-down local between %s and %s" % pair

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
        for p in range(n):
            base = p * _RIDES
            sizes.append(_size(self.hands, base, _RIDES))
            hands.append(_cards(self.hands, base, _RIDES) if everything or viewer == p else None)
        opening = None
        if self.phase == _OPENING:
            opening = [
                _cards(self.chosen, p * _RIDES, _RIDES) if everything or viewer == p else None
                for p in range(n)
            ]
        face_down = []  # type: list[int | None]
        researched = []
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
        return {
            "phase": _PHASES[self.phase],
            "turn": self.mover,
            "start_player": self.start,
            "round": self.round,
            "rounds": self.rounds,
            "actions_left": self.actions_left,
            "used_this_turn": [_ONCE_NAMES[i] for i in range(5) if self.used >> i & 1],
            "picks_left": self.picks_left,
            "parks": [_cards(self.parks, p * _RIDES, _RIDES) for p in range(n)],
            "hands": hands,
            "hand_sizes": sizes,
            "opening": opening,
            "opening_changes": list(self.changes),
            "offerings": _cards(self.offerings, 0, _RIDES),
            "national": _cards(self.national, 0, _KINDS),
            "local": [_cards(self.local_up, p * _KINDS, _KINDS) for p in range(n)],
            "local_face_down": face_down,
            "researched": researched,
            "customers": self.customers[:],
            "last_awards": self._awards_seen(),
            "deck": list(self.deck) if everything else None,
            "deck_size": sum(self.deck),
            "discards": _cards(self.discards, 0, _RIDES),
            "customer_deck_size": self._customers_left(),
        }

    def _awards_seen(self):
        n = self.num_players
        everyone = list(range(n))
        pairs = [[pool, (pool + 1) % n] for pool in range(n)]
        awards = []
        entries = self.last_awards
        for i in range(0, len(entries), 3):
            pool = entries[i + 1]
            winner = entries[i + 2]
            parks = everyone if pool == _NONE else pairs[pool]
            awards.append([entries[i], parks, -1 if winner == _NONE else winner])
        return awards

    # ---- what a bot may imagine -----------------------------------------------------------

    def _resample_hidden(self, player, rng):
        """Others' hands and the deck are shuffled together and dealt again; secret opening
        choices are drawn anew from those hands; unseen face-down locals are swapped with
        the customer stack."""
        if self.phase == _GAME_OVER:
            return
        n = self.num_players
        cards = _cards(self.deck, 0, _RIDES)
        sizes = [0] * n
        for p in range(n):
            if p != player:
                sizes[p] = _size(self.hands, p * _RIDES, _RIDES)
                cards += _cards(self.hands, p * _RIDES, _RIDES)
        rng.shuffle(cards)
        self.deck = bytearray(_RIDES)
        for p in range(n):
            if p == player:
                continue
            base = p * _RIDES
            for ride in range(_RIDES):
                self.hands[base + ride] = 0
            for _ in range(sizes[p]):
                self.hands[base + cards.pop()] += 1
            if self._choosing_or_chosen(p):
                self._guess_choice(p, rng)
        for ride in cards:
            self.deck[ride] += 1
        unseen = [
            i for i in range(n) if self.local_down[i] != _NONE and not self.seen[i] >> player & 1
        ]
        stack = _cards(self._customer_deck(), 0, _KINDS)
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

    def _guess_choice(self, player, rng):
        """A random opening choice from the hand: rides in random order while they fit."""
        base = player * _RIDES
        cards = _cards(self.hands, base, _RIDES)
        rng.shuffle(cards)
        spent = 0
        for ride in range(_RIDES):
            self.chosen[base + ride] = 0
        for ride in cards:
            if spent + _COST[ride] <= OPENING_ACTIONS:
                self.chosen[base + ride] += 1
                spent += _COST[ride]


new_game, deserialize = core.entry_points(ScreamMachineState)
