"""Roller Coaster Tycoon, the board game (Parker Brothers, 2002), as a Midway engine.

The rules read like the published Roller Coaster Tycoon Rulebook; the components are in
tycoon_data; where the rulebook is silent, docs/rulings.md decides (ruling T<n>).

Actions, all small ints:
  HIRE_NONE 0, HIRE_MECHANICS 1, HIRE_HANDYMEN 2, HIRE_BOTH 3   a player's staff, at setup
  BID + units 200-362        in an auction: bid that many $100,000 (ruling T7); BID + 0 is
                             PASS, the rulebook's "pass (bid nothing)"
  PICK + colour 8-14         pick the guest to move (a Wild roll, a guest movement card)
  MOVE_TO + space 16-78      the space the guest ends its move on
Chance outcomes:
  CARD + attraction 80-107   an attraction card dealt, or turned up for an auction
  EVENT + card type 110-121  the event card drawn (a row of tycoon_data.EVENTS)
  FIRST + face 131-136       a d6 rolled to find the first player
  ROLL + 8*(steps-1) + face 140-187   both dice: the d6 and the colour die (WILD = 7)
Money is counted in $100,000 units inside the engine; the observation shows dollars.
"""

from compat import const
from engines import core

# The table and the tests read the board's data here too (tycoon.SPACES, tycoon.MONTHS, ...):
# no __all__ tuple to say so, which would hold its 20 names as strings in RAM all game.
from engines.tycoon_data import (
    ATTRACTIONS,
    BLIND_AUCTION,
    CLOSED,
    COLOURS,
    DIE_FACES,
    DOUBLE_BLIND_AUCTION,
    ENTRANCE,
    EVENT_COPIES,
    EVENTS,
    FEES,
    GUEST_MOVEMENT,
    KINDS,
    LINKS,
    MECHANIC,
    MONEY_EACH,
    MONEY_YOU,
    MONTH_ADVANCE,
    MONTHS,  # noqa: F401 - read by the table
    NEIGHBOURS,
    POINTS,
    SPACES,
    STAFF_FEE,
    STAFF_PENALTY,
    STAFF_PRICE,
    START_MONEY,
    UNIT,
    WILD,
    space_name,
)

# max_game_length, argued (test_max_game_length_is_a_sound_bound recomputes it from the data):
# setup deals 2 cards a player (8), 4 staff choices, and a roll-off of at most 4 dice in each
# of 11 rounds (44, ruling T12). The marker needs 16 month cards; the deck holds 14, so the
# 16th comes at the latest on draw 52 + 40 = 92 (ruling T5): at most 92 turns of an event,
# a roll, a pick and a move (368), 12 guest movement cards of a pick and a move (24), and 36
# auctions of 2 lots and at most 4 passes plus the bids. Each bid is at least $100,000 over
# the one before and at most the bidder's purse (ruling T7), so an auction has at most one
# bid per $100,000 of the richest purse, which never exceeds
# 30 + 16*2 + 2*(4*5 + 2*10 + 2*5) = 162 units (36 * (2 + 4 + 162) = 6048).
# 8 + 4 + 44 + 368 + 24 + 6048 = 6496.
GAME = {
    "name": "tycoon",
    "title": "Roller Coaster Tycoon",
    "colour": "green",
    "min_players": 2,
    "max_players": 4,
    "max_game_length": 6500,
    "view": "tycoon",
    "scores": "totals",
    "low_score_wins": False,
    "round": "month",
}

HIRE_NONE = const(0)
HIRE_MECHANICS = const(1)
HIRE_HANDYMEN = const(2)
HIRE_BOTH = const(3)
PICK = const(8)
MOVE_TO = const(16)
CARD = const(80)
EVENT = const(110)
FIRST = const(130)
ROLL = const(140)
BID = const(200)  # BID + units: a bid of units x $100,000 (ruling T7)
PASS = const(200)  # BID + 0: "pass (bid nothing)"

_SPACE_COUNT = const(63)
_ATTRACTION_COUNT = const(28)
_EVENT_TYPES = const(12)
_GAME_OVER = const(16)  # index of GAME OVER in MONTHS
_MAX_REROLLS = const(10)  # ruling T12: re-roll rounds for first player before seat order decides

# Phases of play; PHASES names them in the observation.
_DEAL = const(0)  # chance: attraction cards dealt, one at a time, round the table
_STAFF = const(1)  # each player in seat order hires staff
_FIRST = const(2)  # chance: the d6 roll-off for first player
_EVENT = const(3)  # chance: the player whose turn it is draws an event card
_LOT = const(4)  # chance: attraction cards turned up for an auction
_BID = const(5)  # the auction: raise or pass
_ROLL = const(6)  # chance: both dice
_PICK = const(7)  # pick which guest moves
_MOVE = const(8)  # pick where the guest ends its move
_OVER = const(9)
PHASES = ("deal", "staff", "first", "event", "lot", "bid", "roll", "pick", "move", "over")

_STAFF_LABELS = ("no staff", "mechanics", "handymen", "mechanics and handymen")


# ---- Guest moving rules -------------------------------------------------------------------
# "A guest token must be moved the full amount of the roll. A guest token can move in any
# direction. A guest token cannot land on the same space more than one time in a single move.
# In other words, you cannot move onto a space that you already occupied this turn."
# `stood`: the spaces the guest already occupied this turn before this move (ruling T20).


def destinations(start, steps, stood=()):
    """Sorted space ids where a guest on `start` may end a move of exactly `steps` spaces,
    never stepping onto a space in `stood`."""
    return destinations_on(NEIGHBOURS, start, steps, stood)


def destinations_on(neighbours, start, steps, stood=()):
    """destinations() on any board given as its neighbours table (bytes of LINKS space ids a
    space, its own id in the slots it does not use, like NEIGHBOURS): the bench times the
    search on larger boards with it."""
    count = len(neighbours) // LINKS
    if not (0 <= start < count) or steps < 1:
        raise ValueError("no move of %r steps from space %r" % (steps, start))
    found = []  # type: list[int]
    seen = bytearray(count)
    for space in stood:
        seen[space] = 1
    seen[start] = 1
    _walk(neighbours, start, steps, seen, found)
    found.sort()
    return found


def _walk(neighbours, at, left, seen, found):
    first = at * LINKS
    for link in range(first, first + LINKS):
        space = neighbours[link]
        if seen[space]:  # a space it stood on this turn, or `at` itself in an unused slot
            continue
        if left == 1:
            if space not in found:
                found.append(space)
        else:
            seen[space] = 1
            _walk(neighbours, space, left - 1, seen, found)
            seen[space] = 0


def path(start, end, steps, stood=()):
    """One walk a guest may take for that move, never onto a space in `stood`: the spaces
    after `start`, `end` last. The first found, so the engine and the LEDs agree on it."""
    if not (0 <= start < _SPACE_COUNT) or steps < 1:
        raise ValueError("no move of %r steps from space %r" % (steps, start))
    walk = [start]
    if _find_path(walk, end, steps, stood):
        return walk[1:]
    raise ValueError("no move of exactly %d steps from %d to %r" % (steps, start, end))


def _find_path(walk, end, left, stood):
    first = walk[-1] * LINKS
    for link in range(first, first + LINKS):
        space = NEIGHBOURS[link]
        if space in walk or space in stood:  # stood on this turn, or an unused slot
            continue
        if left == 1:
            if space == end:
                walk.append(space)
                return True
            continue
        walk.append(space)
        if _find_path(walk, end, left - 1, stood):
            return True
        walk.pop()
    return False


def dollars(units):
    """'$1,200,000' for 12 units of $100,000."""
    text = str(units * UNIT)
    tail = ""
    while len(text) > 3:
        tail = "," + text[-3:] + tail
        text = text[:-3]
    return "$" + text + tail


class TycoonState(core.State):
    GAME = GAME

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        n = num_players
        # Every Time Setup: the banker gives each player $3,000,000; the guests stand on the
        # Park Entrance; the Month Marker is on MAR YEAR 1; the decks are shuffled (as chance).
        self.phase = _DEAL
        self.money = [START_MONEY] * n
        self.points = [0] * n
        self.mechanics = bytearray(n)
        self.handymen = bytearray(n)
        self.owner = bytearray(_SPACE_COUNT)  # player + 1 who owns the attraction, 0 = nobody
        self.in_deck = bytearray(b"\x01" * _ATTRACTION_COUNT)  # attraction cards face down
        self.events = bytearray(EVENT_COPIES)  # event cards left in the draw pile, by type
        self.guests = bytearray([ENTRANCE] * len(COLOURS))
        self.month = 0
        self.dealt = 0  # attraction cards dealt at setup
        self.staffed = 0  # players who have decided on staff
        self.rolls = bytearray(n)  # roll-off d6 per player, 0 = not rolled this round
        self.contenders = bytearray(b"\x01" * n)  # still in the roll-off for first player
        self.rerolls = 0
        self.turn = -1  # whose turn it is, once the first player is known
        self.event = -1  # the event card type on top of the discard pile
        self.lots = []  # attraction cards up for auction
        self.lot_size = 0  # cards the auction sells
        self.blind = False
        self.bid = 0  # units
        self.bidder = -1
        self.bidding = bytearray(n)  # 1 = still in the auction
        self.bid_turn = -1
        self.roll = None  # (steps, colour die face) this turn
        self.moving = -1  # colour of the guest on the move, -1 = not picked yet
        self.steps = 0
        self.by_event = False  # the move comes from a guest movement card: no points
        # (colour, bytes of the spaces it stood on) of the guest a guest movement card moved
        # this turn, None if none: it may not step onto them again this turn (ruling T20)
        self.walked = None

    # ---- whose move ---------------------------------------------------------------------

    def _current_player(self):
        phase = self.phase
        if phase == _STAFF:
            return self.staffed
        if phase == _BID:
            return self.bid_turn
        if phase in (_PICK, _MOVE):
            return self.turn
        if phase == _OVER:
            return core.TERMINAL
        return core.CHANCE

    def _chance_outcomes(self):
        phase = self.phase
        if phase in (_DEAL, _LOT):
            return [(CARD + i, 1) for i in range(_ATTRACTION_COUNT) if self.in_deck[i]]
        if phase == _FIRST:
            return [(FIRST + face, 1) for face in range(1, 7)]
        if phase == _EVENT:
            left = self.events if sum(self.events) else EVENT_COPIES  # ruling T6
            return [(EVENT + k, left[k]) for k in range(_EVENT_TYPES) if left[k]]
        return [(ROLL + i, 1) for i in range(6 * DIE_FACES)]

    def _legal_actions(self):
        phase = self.phase
        if phase == _STAFF:
            # "If you choose to hire maintenance staff, pay the bank the fee(s)" (ruling T11).
            price = STAFF_PRICE[self.num_players]
            money = self.money[self.staffed]
            if money >= 2 * price:
                return [HIRE_NONE, HIRE_MECHANICS, HIRE_HANDYMEN, HIRE_BOTH]
            if money >= price:
                return [HIRE_NONE, HIRE_MECHANICS, HIRE_HANDYMEN]
            return [HIRE_NONE]
        if phase == _BID:
            # "announcing how much he/she is willing to pay"; "You must bid higher than the
            # bid before you"; "Players must bid an amount they can pay" (ruling T7). Passing
            # is always allowed.
            # Made at its length (a list grown by appends takes up to twice its size, and a
            # rich purse has some 160 bids): pass, then every bid from the least up.
            least = BID + self.bid + 1
            actions = [PASS] * max(1, BID + self.money[self.bid_turn] + 2 - least)
            for i in range(1, len(actions)):
                actions[i] = least + i - 1
            return actions
        if phase == _PICK:
            return [PICK + c for c in range(len(COLOURS)) if self._can_move(c)]
        return [MOVE_TO + s for s in self._destinations(self.moving)]

    def _destinations(self, colour):
        return destinations(self.guests[colour], self.steps, self._stood(colour))

    def _stood(self, colour):
        """The spaces guest `colour` occupied earlier this turn (ruling T20)."""
        walked = self.walked
        return walked[1] if walked is not None and walked[0] == colour else b""

    def _can_move(self, colour):
        return len(self._destinations(colour)) > 0

    # ---- playing an action --------------------------------------------------------------

    def _apply_action(self, action):
        phase = self.phase
        if phase == _DEAL:
            self._deal(action - CARD)
        elif phase == _STAFF:
            self._hire(action)
        elif phase == _FIRST:
            self._roll_for_first(action - FIRST)
        elif phase == _EVENT:
            self._draw_event(action - EVENT)
        elif phase == _LOT:
            self.in_deck[action - CARD] = 0
            self.lots.append(action - CARD)
            if len(self.lots) == self.lot_size:
                self.phase = _BID
        elif phase == _BID:
            self._bid(action)
        elif phase == _ROLL:
            self._roll_dice((action - ROLL) // DIE_FACES + 1, (action - ROLL) % DIE_FACES)
        elif phase == _PICK:
            self.moving = action - PICK
            self.phase = _MOVE
        else:
            self._move_guest(action - MOVE_TO)

    def _deal(self, card):
        # "deal out 2 to each player ... pay the bank the starting fees for both" (ruling T10).
        player = self.dealt % self.num_players
        self.in_deck[card] = 0
        self.owner[ATTRACTIONS[card]] = player + 1
        self.money[player] -= FEES[card]
        self.dealt += 1
        if self.dealt == 2 * self.num_players:
            self.phase = _STAFF

    def _hire(self, choice):
        player = self.staffed
        price = STAFF_PRICE[self.num_players]
        if choice & HIRE_MECHANICS:
            self.mechanics[player] = 1
            self.money[player] -= price
        if choice & HIRE_HANDYMEN:
            self.handymen[player] = 1
            self.money[player] -= price
        self.staffed += 1
        if self.staffed == self.num_players:
            self.phase = _FIRST

    def _roll_for_first(self, face):
        # "The person rolling the lowest goes first. If there is a tie for the lowest roll,
        # the tied players re-roll." (ruling T12 caps the re-rolls)
        n = self.num_players
        for player in range(n):
            if self.contenders[player] and not self.rolls[player]:
                self.rolls[player] = face
                break
        if any(self.contenders[p] and not self.rolls[p] for p in range(n)):
            return
        low = min(self.rolls[p] for p in range(n) if self.contenders[p])
        tied = [p for p in range(n) if self.contenders[p] and self.rolls[p] == low]
        if len(tied) == 1 or self.rerolls == _MAX_REROLLS:
            self._begin_turn(tied[0])
            return
        self.rerolls += 1
        for player in range(n):
            self.contenders[player] = 1 if player in tied else 0
            if player in tied:
                self.rolls[player] = 0

    def _begin_turn(self, player):
        self.turn = player
        self.roll = None
        self.walked = None
        self.phase = _EVENT

    # ---- 1. Draw an Event card and follow its instructions --------------------------------

    def _draw_event(self, kind_index):
        if not sum(self.events):
            self.events = bytearray(EVENT_COPIES)  # ruling T6: the discards are reshuffled
        self.events[kind_index] -= 1
        self.event = kind_index
        kind, number = EVENTS[kind_index][0], EVENTS[kind_index][1]
        me = self.turn
        if kind <= DOUBLE_BLIND_AUCTION:
            self._open_auction(number, kind in (BLIND_AUCTION, DOUBLE_BLIND_AUCTION))
        elif kind == MONTH_ADVANCE:
            # Ruling T5: the marker moves one month and every player collects the money on
            # the card; on GAME OVER the game ends once the card is resolved.
            self.month += 1
            for player in range(self.num_players):
                self.money[player] += number
            if self.month == _GAME_OVER:
                self._end_game()
            else:
                self.phase = _ROLL
        elif kind == MONEY_EACH:  # ruling T14
            for player in range(self.num_players):
                self.money[player] += number
            self.phase = _ROLL
        elif kind == MONEY_YOU:
            self.money[me] += number
            self.phase = _ROLL
        elif kind == GUEST_MOVEMENT:  # ruling T15: any guest, exactly that far, no points
            self.steps = number
            self.moving = -1
            self.by_event = True
            self.phase = _PICK if self._anyone_can_move() else _ROLL  # ruling T16
        else:
            hired = self.mechanics[me] if kind == MECHANIC else self.handymen[me]
            if not hired:
                self._call_staff(me)
            self.phase = _ROLL

    def _call_staff(self, player):
        # "you will have to pay the bank $200,000 to bring someone in to do the job. If you
        # don't have the money to pay the bank, you'll have to give up 2 guest points per
        # maintenance staff drawn." (ruling T13: never below 0 points)
        if self.money[player] >= STAFF_FEE:
            self.money[player] -= STAFF_FEE
        else:
            self.points[player] = max(0, self.points[player] - STAFF_PENALTY)

    def _anyone_can_move(self):
        return any(self._can_move(colour) for colour in range(len(COLOURS)))

    # ---- Auctions ------------------------------------------------------------------------

    def _open_auction(self, size, blind):
        # Ruling T9: the auction sells what is left of the attraction deck, nothing if empty.
        size = min(size, sum(self.in_deck))
        if not size:
            self.phase = _ROLL
            return
        self.lots = []
        self.lot_size = size
        self.blind = blind
        self.bid = 0
        self.bidder = -1
        self.bidding = bytearray(b"\x01" * self.num_players)
        self.bid_turn = self.turn  # "The player drawing the Auction card starts the bidding"
        self.phase = _LOT

    def _bid(self, action):
        player = self.bid_turn
        winner = self._winner_after(action)
        if action == PASS:
            self.bidding[player] = 0  # "If you pass, you are out of the auction."
        else:
            self.bid = action - BID
            self.bidder = player
        if winner >= 0:
            self._sell(winner, self.bid if self.bidder >= 0 else 0)
        else:
            n = self.num_players
            nxt = (player + 1) % n  # "Bidding then passes to the left"
            while not self.bidding[nxt]:
                nxt = (nxt + 1) % n
            self.bid_turn = nxt

    def _winner_after(self, action):
        """Who wins the lot if the bidder plays `action` now; -1 while the auction goes on."""
        still_in = sum(self.bidding)
        bidder = self.bidder
        if action == PASS:
            still_in -= 1
        else:
            bidder = self.bid_turn
        if bidder >= 0 and still_in == 1:
            return bidder  # "Continue bidding until all but one player passes."
        if still_in == 0:
            return self.turn  # ruling T8: nobody bid, the drawer wins it for free
        return -1

    def _sell(self, winner, price):
        # "The winner pays the banker the amount of the bid" and owns the attraction(s).
        self.money[winner] -= price
        for card in self.lots:
            self.owner[ATTRACTIONS[card]] = winner + 1
        self.lots = []
        self.lot_size = 0
        self.blind = False
        self.bid = 0
        self.bidder = -1
        self.bid_turn = -1
        self.bidding = bytearray(self.num_players)
        self.phase = _ROLL

    # ---- 2. Roll the dice and move a guest token ------------------------------------------

    def _roll_dice(self, steps, face):
        self.roll = (steps, face)
        self.steps = steps
        self.by_event = False
        if face == WILD:  # "If you rolled the Wild, move any guest token you'd like"
            self.moving = -1
            self.phase = _PICK
            can_move = self._anyone_can_move()
        else:
            self.moving = face
            self.phase = _MOVE
            can_move = self._can_move(face)
        if not can_move:
            self._end_turn()  # ruling T16: no legal move, the guest stays, no points

    def _move_guest(self, space):
        colour = self.moving
        start = self.guests[colour]
        self.guests[colour] = space
        self.moving = -1
        if self.by_event:
            # ruling T20: the walk the table shows is the one it took
            self.walked = (colour, bytes([start]) + bytes(path(start, space, self.steps)))
            self.by_event = False
            self.phase = _ROLL
            return
        self._award(space)
        self._end_turn()

    # ---- 3. Award guest points --------------------------------------------------------------

    def _award(self, space):
        points = POINTS[space]
        owner = self.owner[space] - 1
        if not points or owner < 0 or space in CLOSED:
            return  # unowned, not an attraction, or under a Closed sign: nothing
        me = self.turn
        if owner == me:
            self.points[me] += 2 * points  # your own attraction: double the guest points
        else:
            self.points[me] += points  # another player's: you and the owner both collect
            self.points[owner] += points

    def _end_turn(self):
        self.moving = -1
        self._begin_turn((self.turn + 1) % self.num_players)  # "Play then passes to the left."

    # ---- Winning the Game ---------------------------------------------------------------

    def _end_game(self):
        # "each player then receives 1 guest point for each $100,000 he/she has left in hand"
        for player in range(self.num_players):
            self.points[player] += self.money[player]
        self.phase = _OVER

    def _scores(self):
        # Ruling T19: the running score counts money as the final count would.
        if self.phase == _OVER:
            return self.points[:]
        return [self.points[p] + self.money[p] for p in range(self.num_players)]

    def _winners(self):
        # Most guest points; a tie goes to the most attractions; still tied is a shared win.
        best = max(self.points)
        tied = [p for p in range(self.num_players) if self.points[p] == best]
        counts = [self.attractions_of(p) for p in tied]
        most = max(counts)
        return [tied[i] for i in range(len(tied)) if counts[i] == most]

    def standing(self, scores, deep=False):
        """For the bots (engines/judge.py), added to `scores`: an attraction is worth the
        guest points it may still bring, about twice its points over a whole game (its price,
        as the rulebook sets its fee), less as the months go; an auction under way is won by
        its high bidder (the drawer if nobody bid), who pays the bid. Read from the state's
        own tables, as a look-ahead can afford at every rollout, not the whole observation.

        A deep look (the hard bot's) is engines/tycoon_look.py's."""
        left = _GAME_OVER - self.month
        owner = self.owner
        if deep:
            from engines import tycoon_look  # the hard bot's only: loaded for a hard seat

            tycoon_look.standing(self, scores, left)
            return
        for space in ATTRACTIONS:
            if owner[space] and space not in CLOSED:
                scores[owner[space] - 1] += POINTS[space] * left // 8
        if self.lot_size:
            holder = self.bidder if self.bidder >= 0 else self.turn
            scores[holder] -= self.bid
            for card in self.lots:
                if ATTRACTIONS[card] not in CLOSED:
                    scores[holder] += POINTS[ATTRACTIONS[card]] * left // 8

    def attractions_of(self, player):
        return sum(1 for s in ATTRACTIONS if self.owner[s] == player + 1)

    # ---- a hint for bots ------------------------------------------------------------------

    def candidates(self, deep=False):
        """The legal actions worth a bot's search (engines.bots): every one, but in an
        auction only a pass and the least bid, while that bid is no more than the lot is
        worth to the bidder (_worth, as a deep look values it for the hard bot), knowing no
        more than the bidder may; else only a pass, as when passing wins the lot free
        (ruling T8)."""
        if self.phase != _BID:
            return self.legal_actions()
        least = self.bid + 1
        me = self.bid_turn
        alone = sum(self.bidding) == 1 and self.bidder < 0
        if least > self.money[me] or least > self._worth(deep) or alone and me == self.turn:
            return [PASS]
        return [PASS, BID + least]

    def _worth(self, deep=False):
        """A lot's worth to a bidder, in $100,000 units: its cards' starting fees (a blind
        lot's at the mean fee of the cards it may be), less as the months run out (an
        attraction bought late has fewer turns to pay back its price in guest points). A
        deep look counts what the cards earn a month (tycoon_look.EARNS, in tenths) instead of
        fees."""
        table = FEES
        if deep:
            from engines.tycoon_look import EARNS as table
        fees = 0
        for card in self.lots:
            fees += table[card]
        unseen = 1
        if self.blind:  # the cards it may be: the face-down deck and the lot
            unseen = len(self.lots)
            for card in range(_ATTRACTION_COUNT):
                if self.in_deck[card]:
                    fees += table[card]
                    unseen += 1
            fees *= len(self.lots)
        left = _GAME_OVER - self.month
        if deep:
            return fees * left // (10 * unseen)
        return (fees // unseen * left + _GAME_OVER - 1) // _GAME_OVER

    # ---- what people see ----------------------------------------------------------------

    def _action_to_string(self, action, viewer):
        phase = self.phase
        if phase == _DEAL:
            name = SPACES[ATTRACTIONS[action - CARD]]
            return "deal %s to %s" % (name, core.who(self.dealt % self.num_players))
        if phase == _STAFF:
            return "%s hires %s" % (core.who(self.staffed), _STAFF_LABELS[action])
        if phase == _FIRST:
            who = self._current_roller()
            return "%s rolls %d for first player" % (core.who(who), action - FIRST)
        if phase == _EVENT:
            text = "draw " + EVENTS[action - EVENT][3]
            if EVENTS[action - EVENT][0] == MONTH_ADVANCE and self.month + 1 == _GAME_OVER:
                text += ": " + self._final_count(EVENTS[action - EVENT][1])
            return text
        if phase == _LOT:
            name = SPACES[ATTRACTIONS[action - CARD]]
            if not self.blind:
                return "turn up %s" % name
            if viewer is None:
                return "turn up %s face down" % name
            return "turn up an attraction face down"
        if phase == _BID:
            who = core.who(self.bid_turn)
            winner = self._winner_after(action)
            if action != PASS:
                text = "%s bids %s" % (who, dollars(action - BID))
                return text if winner < 0 else text + " and wins " + self._lot_words(viewer)
            text = who + " passes"
            if winner < 0:
                return text
            if self.bidder < 0:
                return "%s: nobody bid, %s wins %s free" % (
                    text,
                    core.who(winner),
                    self._lot_words(viewer),
                )
            return "%s: %s wins %s for %s" % (
                text,
                core.who(winner),
                self._lot_words(viewer),
                dollars(self.bid),
            )
        if phase == _ROLL:
            steps = (action - ROLL) // DIE_FACES + 1
            face = (action - ROLL) % DIE_FACES
            return "roll %d %s" % (steps, "wild" if face == WILD else COLOURS[face])
        if phase == _PICK:
            return "pick %s guest" % COLOURS[action - PICK]
        return "move %s guest to %s" % (COLOURS[self.moving], space_name(action - MOVE_TO))

    def _lot_words(self, viewer):
        """'the Ferris Wheel', 'the Twist and the Dodgems'; a blind lot unnamed but to
        viewer None: the label of the bid that wins it is read before it is turned up."""
        if self.blind and viewer is not None:
            if len(self.lots) == 1:
                return "the face-down attraction"
            return "both face-down attractions"
        return " and ".join(["the " + space_name(ATTRACTIONS[card]) for card in self.lots])

    def _final_count(self, pay):
        """The count at GAME OVER, player by player, once the month card has paid `pay` each:
        'GAME OVER: p0 30 guest points + 32 for money = 62; p1 ...'."""
        parts = []
        for p in range(self.num_players):
            cash = self.money[p] + pay
            parts.append(
                "%s %d guest points + %d for money = %d"
                % (core.who(p), self.points[p], cash, self.points[p] + cash)
            )
        return "GAME OVER: " + "; ".join(parts)

    def _current_roller(self):
        for player in range(self.num_players):
            if self.contenders[player] and not self.rolls[player]:
                return player
        return -1

    def _observation(self, viewer):
        n = self.num_players
        auction = None
        if self.lot_size:
            lots = [ATTRACTIONS[card] for card in self.lots]
            if self.blind and viewer is not None:
                lots = [None] * len(lots)  # a blind lot stays hidden until it is won
            auction = {
                "lots": lots,
                "size": self.lot_size,
                "blind": self.blind,
                "bid": self.bid * UNIT,
                "bidder": self.bidder,
                "in": [self.bidding[p] == 1 for p in range(n)],
                "drawer": self.turn,
            }
        moving = None
        if self.phase in (_PICK, _MOVE):
            moving = [self.moving, self.steps]
        return {
            "phase": PHASES[self.phase],
            "turn": self.turn,
            "to_move": self._current_player(),
            "guests": list(self.guests),
            "owner": [o - 1 for o in self.owner],
            "closed": list(CLOSED),
            "money": [m * UNIT for m in self.money],
            "points": self.points[:],
            "totals": self._scores(),
            "attractions": [self.attractions_of(p) for p in range(n)],
            "mechanics": [m == 1 for m in self.mechanics],
            "handymen": [h == 1 for h in self.handymen],
            "month": self.month,
            "roll": None if self.roll is None else [self.roll[0], self.roll[1]],
            "moving": moving,
            "by_event": self.by_event,
            "stood": list(self._stood(self.moving)) if self.phase == _MOVE else [],
            "event": None if self.event < 0 else self.event,
            "event_kind": None if self.event < 0 else KINDS[EVENTS[self.event][0]],
            "events_left": list(self.events),
            "attractions_left": sum(self.in_deck),
            "auction": auction,
            "first_rolls": list(self.rolls),
            "contenders": [c == 1 for c in self.contenders],
            "rerolls": self.rerolls,
            "winners": self._winners() if self.phase == _OVER else [],
        }

    def _resample_hidden(self, player, rng):
        # Only a blind lot is hidden (from everyone): deal it again from the unseen cards.
        if not (self.blind and self.lots):
            return
        pool = [i for i in range(_ATTRACTION_COUNT) if self.in_deck[i]] + self.lots
        for card in self.lots:
            self.in_deck[card] = 1
        lots = []
        for _ in range(len(self.lots)):
            lots.append(pool.pop(rng.below(len(pool))))
        for card in lots:
            self.in_deck[card] = 0
        self.lots = lots


def space_of_action(state, action):
    """The board space an action refers to, for the table to light; -1 if none.

    A destination, the guest picked (its space), an attraction dealt or turned up face up,
    or, while bidding in an open auction, the (first) lot's attraction. Never a blind lot.
    """
    phase = state.phase
    if phase == _MOVE and MOVE_TO <= action < MOVE_TO + _SPACE_COUNT:
        return action - MOVE_TO
    if phase == _PICK and PICK <= action < PICK + len(COLOURS):
        return state.guests[action - PICK]
    if phase == _BID and not state.blind and state.lots and action >= BID:
        return ATTRACTIONS[state.lots[0]]
    if (phase == _DEAL or phase == _LOT and not state.blind) and (
        CARD <= action < CARD + _ATTRACTION_COUNT
    ):
        return ATTRACTIONS[action - CARD]
    return -1


new_game, deserialize = core.entry_points(TycoonState)
