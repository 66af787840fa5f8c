"""Scream Park: the haunted-house drafting game (1-5 players; 1 player = the solo mode).

Rules: ../shared/rules/scream_park.txt; our data and rulings: docs/rulings_scream_park.md
(cited here as "ruling P<n>"). Three days (Friday, Saturday, Sunday) of four turns: on a turn
every player picks 2 cards from the hand in secret, then uses both (place a scene, add under
a scene, or discard), then hands pass left, right, left. Theme and VIP score at each day's
end; completed scenes, effects, staffing and scenic sets at the game's end.

Actions (small ints; the bases are public so tests and the table can name them):
  PICK + card           pick a card from your hand (card 0..119)
  PLACE + card          use a picked card: place it as a new scene (position next, if any)
  ADD + card            use a picked card: add it under a scene (which scene next, if any)
  DISCARD + card        use a picked card: discard it for 2 staff
  GENRE_DISCARD + card  discard it too, after discarding the other card, for a genre card
  SLOT + i              place the pending scene at slot i (0 = far left, len = right end)
  UNDER + i             add the pending card or genre card under scene i
  GENRE + 5*g + back    take the genre card turned to genre g (other side `back`)
  KEEP_THEME + t        keep theme card t (of the two dealt)
Chance outcomes:
  DRAW + card           the next scene card drawn from the deck (deal, or solo opposition)
  DRAW_VIP + v          the VIP card of the next day
  DEAL_THEME + t        a theme card dealt to the next player
"""

from compat import const
from engines import core
from engines import scream_park_data as data
from engines import scream_park_score as score

# A game's length is at most 3 + 99 * players actions (498 for 5 players): 3 VIP draws and
# 2 theme deals a player, 24 card deals a player (8 a day; the solo mode draws 20 + 3 a day,
# 69 in all), 1 theme choice a player, and per turn (12 in all) at most 6 decisions a
# player: 2 picks, then either place + slot twice, or discard, discard for a genre card,
# genre, scene (4). Nothing repeats, so no cap is needed.
GAME = {"name": "scream_park", "min_players": 1, "max_players": 5, "max_game_length": 498}

PICK = const(0)
PLACE = const(120)
ADD = const(240)
DISCARD = const(360)
GENRE_DISCARD = const(480)
SLOT = const(600)
UNDER = const(630)
GENRE = const(660)
KEEP_THEME = const(690)
DRAW = const(700)
DRAW_VIP = const(820)
DEAL_THEME = const(830)

# Phases of the game.
_SETUP = const(0)  # chance: a VIP card per day, 2 theme cards per player
_THEME = const(1)  # each player keeps one theme card (hidden until all have kept one)
_DEAL = const(2)  # chance: scene cards dealt into the hands
_PICKING = const(3)  # each player picks 2 cards (hidden until all have picked)
_USING = const(4)  # each player uses both picked cards, in seat order
_OPPOSE = const(5)  # solo: 3 cards drawn at the day's end for the opposing effects
_OVER = const(6)
_PHASES = ("setup", "theme", "deal", "pick", "use", "oppose", "over")

# Steps of using a card.
_CHOOSE = const(0)  # which picked card, and how
_AT_SLOT = const(1)  # where to place the pending scene
_AT_SCENE = const(2)  # under which scene to add the pending card
_WHICH_GENRE = const(3)  # which genre card to take
_GENRE_AT_SCENE = const(4)  # under which scene to add the genre card taken
_STEPS = ("choose", "slot", "scene", "genre", "genre scene")

_STARTING_STAFF = const(2)
_HAND = const(8)
_TURNS = const(4)
_DAYS = const(3)
_DISCARD_STAFF = const(2)
_SOLO_TARGET = const(80)
_SOLO_DRAWS = const(3)
_NOBODY = const(-1)
_DAY_NAMES = ("Friday", "Saturday", "Sunday")


def _player_label(player):
    return "p%d" % player


def _genre_card(symbol, back):
    """Index of the genre card kind showing `symbol` on one side and `back` on the other."""
    low, high = (symbol, back) if symbol < back else (back, symbol)
    return data.GENRE_CARD_SIDES.index((low, high))


class ScreamParkState(core.State):
    GAME = GAME

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        n = num_players
        self.phase = _SETUP
        self.day = 1
        self.turn = 1
        self.player = 0  # whose decision it is in the theme, pick and use phases
        self.step = _CHOOSE
        self.pending = -1  # the card being placed or added, or the genre taken
        self.discards = 0  # cards the player in turn has discarded for staff this turn
        self.deck = list(range(data.NUM_SCENES))  # scene cards face down, sorted
        self.hands = [[] for _ in range(n)]  # type: list  # sorted card ids
        self.picks = [[] for _ in range(n)]  # type: list  # picked, not yet used
        self.discard = []  # type: list  # discarded cards, face up (ruling P8), sorted
        self.aside = []  # type: list  # solo: the rest of each hand (ruling P14), sorted
        self.opposing = []  # type: list  # solo: drawn for the opposing effects, sorted
        self.parks = [[] for _ in range(n)]  # type: list  # attractions, scenes left to right
        self.staff = [_STARTING_STAFF] * n
        self.offers = [[] for _ in range(n)]  # type: list  # theme cards dealt, until kept
        self.themes = [-1] * n
        self.vips = [-1] * _DAYS
        self.genre_cards = bytearray([data.GENRE_CARD_COPIES] * len(data.GENRE_CARD_SIDES))
        self.points = [0] * n
        self.day_points = [None] * _DAYS  # type: list  # per day: per player [theme, vip]
        self.final = None  # per player [scenes, effects, staffing, scenic]

    # ---- whose move -----------------------------------------------------------------------

    def _current_player(self):
        phase = self.phase
        if phase in (_SETUP, _DEAL, _OPPOSE):
            return core.CHANCE
        if phase == _OVER:
            return core.TERMINAL
        return self.player

    def _hand_target(self):
        """Cards a hand holds once dealt: 8 (solo: 8, 6, 4, 2 by turn, ruling P14)."""
        if self.num_players == 1:
            return _HAND - 2 * (self.turn - 1)
        return _HAND

    def _deal_to(self):
        target = self._hand_target()
        for player in range(self.num_players):
            if len(self.hands[player]) < target:
                return player
        return _NOBODY

    def _theme_deal_to(self):
        for player in range(self.num_players):
            if len(self.offers[player]) < 2:
                return player
        return _NOBODY

    # ---- chance ---------------------------------------------------------------------------

    def _chance_outcomes(self):
        if self.phase == _SETUP:
            if -1 in self.vips:
                return [(DRAW_VIP + v, 1) for v in range(len(data.VIPS)) if v not in self.vips]
            dealt = []
            for offer in self.offers:
                dealt.extend(offer)
            return [(DEAL_THEME + t, 1) for t in range(len(data.THEMES)) if t not in dealt]
        return [(DRAW + card, 1) for card in self.deck]

    # ---- legal actions ----------------------------------------------------------------------

    def _legal_actions(self):
        p = self.player
        if self.phase == _THEME:
            return sorted(KEEP_THEME + t for t in self.offers[p])
        if self.phase == _PICKING:
            return [PICK + card for card in self.hands[p]]
        step = self.step
        if step == _CHOOSE:
            return self._use_choices(p)
        if step == _AT_SLOT:
            return [SLOT + slot for slot in self._slots(p, self.pending)]
        if step == _WHICH_GENRE:
            return self._genre_choices()
        return [UNDER + i for i in range(len(self.parks[p]))]

    def _use_choices(self, p):
        """Each picked card can be placed, added or discarded (rulebook: Rounds & Turns)."""
        picked = sorted(self.picks[p])
        has_scene = len(self.parks[p]) > 0
        place, add, discard, genre = [], [], [], []
        for card in picked:
            if self._slots(p, card):
                place.append(PLACE + card)
            if has_scene and self.staff[p] >= data.STAFF_OF[card] >> 1:
                add.append(ADD + card)
            discard.append(DISCARD + card)
            if self.discards == 1 and has_scene and self._genre_choices():
                genre.append(GENRE_DISCARD + card)
        return place + add + discard + genre

    def _slot_cost(self, p, card, slot):
        """Staff to place `card` at `slot`: its own staff need, plus 1 unless it goes at the
        right end with points at least those of the scene before it (ruling P6)."""
        park = self.parks[p]
        cost = data.STAFF_OF[card] & 1
        if slot < len(park) or (park and data.POINTS[card] < data.POINTS[park[-1][0]]):
            cost += 1
        return cost

    def _slots(self, p, card):
        staff = self.staff[p]
        return [
            slot
            for slot in range(len(self.parks[p]) + 1)
            if self._slot_cost(p, card, slot) <= staff
        ]

    def _genre_choices(self):
        choices = []
        for kind in range(len(data.GENRE_CARD_SIDES)):
            if self.genre_cards[kind]:
                first, second = data.GENRE_CARD_SIDES[kind]
                choices.append(GENRE + first * data.NUM_GENRES + second)
                choices.append(GENRE + second * data.NUM_GENRES + first)
        return sorted(choices)

    # ---- applying actions ---------------------------------------------------------------------

    def _apply_action(self, action):
        phase = self.phase
        if phase == _SETUP:
            self._apply_setup(action)
        elif phase == _THEME:
            self._keep_theme(action - KEEP_THEME)
        elif phase == _DEAL:
            card = action - DRAW
            self.deck.remove(card)
            _insert(self.hands[self._deal_to()], card)
            if self._deal_to() == _NOBODY:
                self._start_picking()
        elif phase == _PICKING:
            self._pick(action - PICK)
        elif phase == _OPPOSE:
            card = action - DRAW
            self.deck.remove(card)
            _insert(self.opposing, card)
            if len(self.opposing) == _SOLO_DRAWS * self.day:
                self._next_day()
        else:
            self._use(action)

    def _apply_setup(self, action):
        """Set-up: a random VIP card for each day, then two theme cards to each player."""
        if action >= DEAL_THEME:
            self.offers[self._theme_deal_to()].append(action - DEAL_THEME)
            if self._theme_deal_to() == _NOBODY:
                self.phase = _THEME
                self.player = 0
        else:
            self.vips[self.vips.index(-1)] = action - DRAW_VIP

    def _keep_theme(self, theme):
        """Each player keeps one theme card; the other goes back to the box (ruling P5)."""
        self.themes[self.player] = theme
        if self.player + 1 < self.num_players:
            self.player += 1
            return
        self.offers = [[] for _ in range(self.num_players)]
        self._start_day()

    def _start_day(self):
        self.turn = 1
        self.phase = _DEAL

    def _start_picking(self):
        self.phase = _PICKING
        self.player = 0

    def _pick(self, card):
        """Everyone picks two cards in secret; the picks show once all have picked (P8)."""
        p = self.player
        self.hands[p].remove(card)
        self.picks[p].append(card)
        if len(self.picks[p]) < 2:
            return
        if p + 1 < self.num_players:
            self.player = p + 1
            return
        self.phase = _USING
        self._start_using(0)

    def _start_using(self, player):
        self.player = player
        self.step = _CHOOSE
        self.pending = -1
        self.discards = 0

    def _discard(self, p, card):
        self.picks[p].remove(card)
        _insert(self.discard, card)

    def _use(self, action):
        p = self.player
        if action >= GENRE:
            self._take_genre(
                (action - GENRE) // data.NUM_GENRES, (action - GENRE) % data.NUM_GENRES
            )
        elif action >= UNDER:
            if self.step == _GENRE_AT_SCENE:
                self.parks[p][action - UNDER].append(score.GENRE_CARD + self.pending)
                self._card_used()
            else:
                self._add(p, self.pending, action - UNDER)
        elif action >= SLOT:
            self._place(p, self.pending, action - SLOT)
        elif action >= GENRE_DISCARD:
            # ruling P7: discarding both cards takes a genre card instead of the 4 staff
            self._discard(p, action - GENRE_DISCARD)
            self.staff[p] -= _DISCARD_STAFF
            self.step = _WHICH_GENRE
        elif action >= DISCARD:
            self._discard(p, action - DISCARD)
            self.staff[p] += _DISCARD_STAFF
            self.discards += 1
            self._card_used()
        elif action >= ADD:
            card = action - ADD
            self.pending = card
            self.step = _AT_SCENE
            if len(self.parks[p]) == 1:
                self._add(p, card, 0)
        else:
            card = action - PLACE
            slots = self._slots(p, card)
            self.pending = card
            self.step = _AT_SLOT
            if len(slots) == 1:  # ruling P17: a one-way choice is not asked
                self._place(p, card, slots[0])

    def _place(self, p, card, slot):
        """Place a scene: pay its staff need (and 1 staff to place it anywhere but the right
        end); the "gain one staff" effect pays out the moment it is placed."""
        self.staff[p] -= self._slot_cost(p, card, slot)
        self.parks[p].insert(slot, [card])
        self.picks[p].remove(card)
        if data.EFFECT_OF[card] == data.EFFECT_STAFF:  # ruling P18: after the need is paid
            self.staff[p] += 1
        self._card_used()

    def _add(self, p, card, scene):
        """Add to a scene: only the bottom half counts; pay its staff need."""
        self.staff[p] -= data.STAFF_OF[card] >> 1
        self.parks[p][scene].append(card)
        self.picks[p].remove(card)
        self._card_used()

    def _take_genre(self, symbol, back):
        self.genre_cards[_genre_card(symbol, back)] -= 1
        self.pending = symbol
        self.step = _GENRE_AT_SCENE
        if len(self.parks[self.player]) == 1:
            self.parks[self.player][0].append(score.GENRE_CARD + symbol)
            self._card_used()

    def _card_used(self):
        p = self.player
        self.step = _CHOOSE
        self.pending = -1
        if self.picks[p]:
            return
        if p + 1 < self.num_players:
            self._start_using(p + 1)
            return
        self._end_turn()

    def _end_turn(self):
        """Pass the hands (left on Friday and Sunday, right on Saturday; ruling P13), or end
        the day once they are gone. Solo: the rest of the hand is set aside (ruling P14)."""
        n = self.num_players
        hands = self.hands
        if n == 1:
            self.aside = sorted(self.aside + hands[0])
            hands[0] = []
        elif hands[0]:
            step = -1 if self.day == 2 else 1
            self.hands = [hands[(p - step) % n] for p in range(n)]
        if self.turn == _TURNS:
            self._end_day()
            return
        self.turn += 1
        if n == 1:
            self.phase = _DEAL
        else:
            self._start_picking()

    def _end_day(self):
        """Theme and VIP scoring (ruling P19); the solo mode then draws 3 cards for the
        opposition (ruling P14)."""
        vip = self.vips[self.day - 1]
        points = []
        for p in range(self.num_players):
            theme = score.theme_points(self.parks[p], self.themes[p])
            visit = score.vip_points(self.parks[p], vip, self.themes[p])
            points.append([theme, visit])
            self.points[p] += theme + visit
        self.day_points[self.day - 1] = points
        if self.num_players == 1:
            self.phase = _OPPOSE
        else:
            self._next_day()

    def _next_day(self):
        if self.day < _DAYS:
            self.day += 1
            self._start_day()
        else:
            self._end_game()

    def _effect_counts(self):
        return [score.effect_symbols(park) for park in self.parks]

    def _opposing_effects(self):
        return sum(1 for card in self.opposing if data.EFFECT_OF[card] != data.NO_EFFECT)

    def _end_game(self):
        """Completed scenes, the special-effects majority, staffing and scenic sets."""
        counts = self._effect_counts()
        most = max(counts)
        if self.num_players == 1:
            most = max(most, self._opposing_effects())
        sunday = score.vip_symbol(self.vips[_DAYS - 1])
        self.final = []
        for p in range(self.num_players):
            # ruling P10: the majority needs at least one symbol
            lines = score.final_scores(self.parks[p], sunday, counts[p] == most and most > 0)
            self.final.append(lines)
            self.points[p] += sum(lines)
        self.phase = _OVER

    # ---- scores and winners ---------------------------------------------------------------------

    def _scores(self):
        return self.points[:]

    def _cards_in_park(self, p):
        return sum(len(scene) for scene in self.parks[p])

    def _winners(self):
        """Most points; ties go to the most unused staff, then most scenes, then most cards
        (ruling P15: a tie on all four shares the win). Solo: ruling P16."""
        best = None
        winners = []
        for p in range(self.num_players):
            key = (self.points[p], self.staff[p], len(self.parks[p]), self._cards_in_park(p))
            if best is None or key > best:
                best = key
                winners = [p]
            elif key == best:
                winners.append(p)
        return winners

    def solo_won(self):
        """Solo: 80 points or more wins (None while the game goes on, or with 2+ players)."""
        if self.num_players != 1 or self.phase != _OVER:
            return None
        return self.points[0] >= _SOLO_TARGET

    # ---- labels --------------------------------------------------------------------------------

    def _action_to_string(self, action, viewer):
        phase = self.phase
        if phase == _SETUP:
            if action >= DEAL_THEME:
                to = self._theme_deal_to()
                if viewer is None or viewer == to:
                    return "deal theme %s to %s" % (
                        _theme_name(action - DEAL_THEME),
                        _player_label(to),
                    )
                return "deal a theme to %s" % _player_label(to)
            day = self.vips.index(-1)
            return "%s VIP: %s" % (_DAY_NAMES[day], data.VIPS[action - DRAW_VIP][0])
        if phase == _DEAL:
            to = self._deal_to()
            if viewer is None or viewer == to:
                return "deal card %d to %s" % (action - DRAW, _player_label(to))
            return "deal a card to %s" % _player_label(to)
        if phase == _OPPOSE:
            card = action - DRAW
            return "opposition draws card %d (%s)" % (card, data.EFFECTS[data.EFFECT_OF[card]])
        who = _player_label(self.player)
        if phase == _THEME:
            # the last choice shows every theme at once, so its label may show it too
            if viewer is None or viewer == self.player or self.player == self.num_players - 1:
                return "%s keeps theme %s" % (who, _theme_name(action - KEEP_THEME))
            return "%s keeps a theme" % who
        if phase == _PICKING:
            last = self.player == self.num_players - 1 and self.picks[self.player]
            if viewer is None or viewer == self.player or last:
                return "%s picks card %d" % (who, action - PICK)
            return "%s picks a card" % who
        return self._use_label(who, action)

    def _use_label(self, who, action):
        if action >= GENRE:
            symbol = (action - GENRE) // data.NUM_GENRES
            back = (action - GENRE) % data.NUM_GENRES
            return "%s takes genre %s (back %s)" % (who, data.GENRES[symbol], data.GENRES[back])
        if action >= UNDER:
            what = (
                "genre " + data.GENRES[self.pending]
                if self.step == _GENRE_AT_SCENE
                else "card %d" % self.pending
            )
            return "%s adds %s under scene %d" % (who, what, action - UNDER)
        if action >= SLOT:
            slot = action - SLOT
            cost = self._slot_cost(self.player, self.pending, slot)
            return "%s puts card %d at slot %d (%d staff)" % (who, self.pending, slot, cost)
        if action >= GENRE_DISCARD:
            return "%s discards card %d for a genre card" % (who, action - GENRE_DISCARD)
        if action >= DISCARD:
            return "%s discards card %d for 2 staff" % (who, action - DISCARD)
        if action >= ADD:
            return "%s adds card %d" % (who, action - ADD)
        return "%s places card %d" % (who, action - PLACE)

    # ---- observation ---------------------------------------------------------------------------

    def _observation(self, viewer):
        n = self.num_players
        phase = self.phase
        sees_all = viewer is None
        hands = []
        picked = []
        offers = []
        themes = []
        for p in range(n):
            mine = sees_all or viewer == p
            hand = self.hands[p][:]
            hands.append(hand if mine else [None] * len(hand))
            cards = sorted(self.picks[p])
            picked.append(cards if mine or phase != _PICKING else [None] * len(cards))
            offers.append(self.offers[p][:] if mine else [None] * len(self.offers[p]))
            theme = self.themes[p]
            shown = mine or phase not in (_SETUP, _THEME)
            themes.append(theme if shown and theme >= 0 else None)
        solo = None
        if n == 1:
            aside = self.aside[:]
            solo = {
                "target": _SOLO_TARGET,
                "set_aside": aside if viewer != core.PUBLIC else [None] * len(aside),
                "opposing": self.opposing[:],
                "opposing_effects": self._opposing_effects(),
                "won": self.solo_won(),
            }
        player = self._current_player()
        vip = self.vips[self.day - 1]
        using = phase == _USING
        return {
            "phase": _PHASES[phase],
            "to_move": player if player >= 0 else None,
            "step": _STEPS[self.step] if using else None,
            "pending": self.pending if using and self.pending >= 0 else None,
            "day": self.day,
            "turn": self.turn,
            "pass": None if n == 1 else ("right" if self.day == 2 else "left"),
            "hands": hands,
            "picked": picked,
            "theme_offers": offers,
            "theme": themes,
            "vip": vip if vip >= 0 else None,
            "vips": [v if v >= 0 else None for v in self.vips],
            "attractions": [self._park_view(p) for p in range(n)],
            "staff": self.staff[:],
            "genre_cards": list(self.genre_cards),
            "discard": self.discard[:],
            "deck_size": len(self.deck),
            "scores": self.points[:],
            "day_scores": [None if d is None else [x[:] for x in d] for d in self.day_points],
            "final": None if self.final is None else [x[:] for x in self.final],
            "solo": solo,
        }

    def _park_view(self, p):
        """Scenes left to right, each (scene card, (added cards), (genre symbols from genre
        cards), complete): tuples, because the Pico holds several views at once (P20)."""
        scenes = []
        for scene in self.parks[p]:
            added = []
            genres = []
            for item in scene[1:]:
                if item >= score.GENRE_CARD:
                    genres.append(item - score.GENRE_CARD)
                else:
                    added.append(item)
            scenes.append((scene[0], tuple(added), tuple(genres), score.is_complete(scene)))
        return scenes

    # ---- hidden information ---------------------------------------------------------------------

    def _resample_hidden(self, player, rng):
        """Shuffle the deck with the other hands (and their picks while still secret), and
        redeal the other players' theme cards while those are secret."""
        if self.phase == _OVER:
            return
        others = [p for p in range(self.num_players) if p != player]
        hidden = self.deck[:]
        for p in others:
            hidden.extend(self.hands[p])
            if self.phase == _PICKING:
                hidden.extend(self.picks[p])
        rng.shuffle(hidden)
        for p in others:
            self.hands[p] = _take_sorted(hidden, len(self.hands[p]))
            if self.phase == _PICKING:
                self.picks[p] = _take_sorted(hidden, len(self.picks[p]))
        hidden.sort()
        self.deck = hidden
        if self.phase in (_SETUP, _THEME):
            pool = [t for t in range(len(data.THEMES)) if t not in self.offers[player]]
            rng.shuffle(pool)
            for p in range(self.num_players):
                if p == player:
                    continue
                size = len(self.offers[p])
                self.offers[p] = pool[:size]
                del pool[:size]
                if self.themes[p] >= 0:
                    self.themes[p] = self.offers[p][0]


def _insert(cards, card):
    """Put `card` into the sorted list `cards`, keeping it sorted."""
    i = len(cards)
    while i and cards[i - 1] > card:
        i -= 1
    cards.insert(i, card)


def _take_sorted(cards, count):
    """The last `count` cards of `cards` (removed from it), sorted."""
    taken = sorted(cards[len(cards) - count :])
    del cards[len(cards) - count :]
    return taken


def _theme_name(theme):
    first, second = data.THEMES[theme]
    return "%s+%s" % (data.GENRES[first], data.GENRES[second])


def new_game(num_players, **options):
    if options:
        raise ValueError("scream_park has no options, got %s" % ", ".join(sorted(options)))
    return ScreamParkState(num_players)


def deserialize(text):
    return core.deserialize(new_game, GAME, text)
