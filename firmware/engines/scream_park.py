"""Scream Park: the haunted-house drafting game (1-5 players; 1 player = the solo mode).

Rules: the published Scream Park Rulebook; our data and rulings: docs/rulings.md
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
# genre, scene (4). Nothing repeats, so no cap is needed. (The solo game: 74 chance, 1 + 72
# decisions, 147.)
GAME = {
    "name": "scream_park",
    "title": "Scream Park",
    "colour": "purple",
    "min_players": 1,
    "max_players": 5,
    "max_game_length": 498,
    "view": "cards",
    "scores": "scores",
    "low_score_wins": False,
    "round": "day",
}


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

# Where a scene card is: one byte a card. Cards never move into new lists during a game, so
# the Pico's heap is not littered with small lists while the history grows (see P20).
_IN_DECK = const(0)
_IN_HAND = const(1)  # + player
_PICKED = const(8)  # + player
_IN_PARK = const(16)  # a scene card, or added under one (see `under`)
_DISCARDED = const(17)  # face up (ruling P8)
_SET_ASIDE = const(18)  # solo: the rest of a hand once 2 are picked (ruling P14)
_OPPOSING = const(19)  # solo: drawn for the opposing special effects
_MAX_SCENES = const(24)  # a player uses 24 cards in a game
_NONE = const(255)
_GENRE_CARDS = const(20)

# The labels' wording, one a line in one string (core.Texts says why): the _T_ consts below
# number the lines in order.
_TEXTS = core.Texts(
    "deal theme %s to %s\n"
    "deal a theme to %s\n"
    "%s VIP: %s\n"
    "deal card %d to %s\n"
    "deal a card to %s\n"
    "opposition draws card %d (%s)\n"
    "%s keeps theme %s\n"
    "%s keeps a theme\n"
    "%s picks card %d\n"
    "%s picks a card\n"
    "%s takes genre %s (back %s)\n"
    "%s adds genre %s under scene %d\n"
    "%s adds card %d under scene %d\n"
    "%s puts card %d at slot %d (%d staff)\n"
    "%s discards card %d for a genre card\n"
    "%s discards card %d for 2 staff\n"
    "%s adds card %d\n"
    "%s places card %d\n"
)
# A label a viewer may see, and the next line, for a viewer who may not.
_T_THEME_DEAL = const(0)
_T_VIP = const(2)
_T_DEAL = const(3)
_T_OPPOSITION = const(5)
_T_KEEPS = const(6)
_T_PICKS = const(8)
_T_GENRE = const(10)
_T_UNDER = const(11)  # a genre card, and the next line, a card
_T_SLOT = const(13)
_T_GENRE_DISCARD = const(14)
_T_DISCARD = const(15)
_T_ADD = const(16)
_T_PLACE = const(17)


# Loops, not comprehensions, in this module: each comprehension is a function of its own,
# some 100 bytes of RAM while the game is loaded.


def _lists(n):
    """n new empty lists."""
    out = []  # type: list[list]
    for _ in range(n):
        out.append([])
    return out


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
        self.loc = bytearray(data.NUM_SCENES)  # where each scene card is (_IN_DECK, ...)
        # attractions: each player's scene cards left to right (_NONE after the last one);
        # `under` holds, for a card added under a scene, that scene's card; `genres` holds
        # (scene card, genre) for each genre card taken, in the order taken
        self.order = bytearray(b"\xff" * (n * _MAX_SCENES))
        self.under = bytearray(b"\xff" * data.NUM_SCENES)
        self.genres = bytearray(b"\xff" * (2 * _GENRE_CARDS))
        self.complete = bytearray(data.NUM_SCENES)  # 1 for a complete scene's card
        self.dealt = 0  # cards dealt since the deal began (they go to the players in turn)
        self.staff = [_STARTING_STAFF] * n
        self.offers = _lists(n)  # type: list  # theme cards dealt, until kept
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

    def _cards_at(self, where, base):
        """base + each card at `where`, in card order."""
        loc = self.loc
        out = []
        for card in range(data.NUM_SCENES):
            if loc[card] == where:
                out.append(base + card)
        return out

    def _count_at(self, where):
        count = 0
        for place in self.loc:
            if place == where:
                count += 1
        return count

    def _scene_cards(self, p):
        """The player's scene cards, left to right."""
        tops = []
        order = self.order
        for at in range(p * _MAX_SCENES, (p + 1) * _MAX_SCENES):
            if order[at] == _NONE:
                break
            tops.append(order[at])
        return tops

    def standing(self, scores, deep=False):
        """For the bots (engines/judge.py): each completed scene's points, which count only
        at the game's end, added to `scores`; read from the state's own tables, as a look-ahead
        can afford at every rollout, not from the whole observation. A deep look (the hard
        bot's) adds the day's theme and VIP points and the game's end as the attractions
        stand (scenes, staffing, scenic sets, the day's symbol copied as Sunday's would be;
        not the effects majority), at the cost of building them as the scoring reads them."""
        if deep:
            parks = self._parks()
            vip = self.vips[self.day - 1]
            symbol = data.VIP_SYMBOLS[vip] if vip >= 0 else _NONE
            for p in range(self.num_players):
                scores[p] += sum(score.final_scores(parks[p], symbol, False, self.complete))
                if vip >= 0 and self.themes[p] >= 0:
                    day = score.day_scores(parks[p], vip, self.themes[p])
                    scores[p] += day[0] + day[1]
            return
        order = self.order
        complete = self.complete
        for p in range(self.num_players):
            for at in range(p * _MAX_SCENES, (p + 1) * _MAX_SCENES):
                top = order[at]
                if top == _NONE:
                    break
                if complete[top]:
                    scores[p] += data.POINTS[top]

    def _parks(self):
        """Every attraction as the scoring module reads it: per player a list of scenes, each
        [scene card, added card or GENRE_CARD + genre, ...], left to right. A scene is found
        by its card through a byte per card (its player and place), not a dict: at the
        game's end, in every look-ahead that reaches it, a dict of 120 scenes asked the heap
        for one block of over 1 KB."""
        parks = []
        where = bytearray(data.NUM_SCENES)  # scene card -> 1 + its player * 24 + its place
        order = self.order
        for p in range(self.num_players):
            scenes = []
            for at in range(p * _MAX_SCENES, (p + 1) * _MAX_SCENES):
                top = order[at]
                if top == _NONE:
                    break
                scenes.append([top])
                where[top] = 1 + at
            parks.append(scenes)
        under = self.under
        for card in range(data.NUM_SCENES):
            if under[card] != _NONE:
                at = where[under[card]] - 1
                parks[at // _MAX_SCENES][at % _MAX_SCENES].append(card)
        genres = self.genres
        for i in range(0, 2 * _GENRE_CARDS, 2):
            if genres[i] != _NONE:
                at = where[genres[i]] - 1
                parks[at // _MAX_SCENES][at % _MAX_SCENES].append(score.GENRE_CARD + genres[i + 1])
        return parks

    def _scene_changed(self, top):
        # the scene whose card is `top`, as the scoring module reads it
        scene = [top]
        under = self.under
        for card in range(data.NUM_SCENES):
            if under[card] == top:
                scene.append(card)
        genres = self.genres
        for i in range(0, 2 * _GENRE_CARDS, 2):
            if genres[i] == top:
                scene.append(score.GENRE_CARD + genres[i + 1])
        self.complete[top] = 1 if score.is_complete(scene) else 0

    def _deal_to(self):
        """The player the next card goes to: the deal fills the hands in seat order, 8 cards
        a hand (solo: 8, 6, 4, 2 by turn, ruling P14)."""
        target = _HAND
        if self.num_players == 1:
            target -= 2 * (self.turn - 1)
        player = self.dealt // target
        return player if player < self.num_players else _NOBODY

    def _theme_deal_to(self):
        for player in range(self.num_players):
            if len(self.offers[player]) < 2:
                return player
        return _NOBODY

    # ---- chance ---------------------------------------------------------------------------

    def _chance_outcomes(self):
        if self.phase != _SETUP:
            outcomes = self._cards_at(_IN_DECK, DRAW)  # type: list
        elif -1 in self.vips:
            outcomes = []
            for v in range(len(data.VIPS)):
                if v not in self.vips:
                    outcomes.append(DRAW_VIP + v)
        else:
            dealt = []
            for offer in self.offers:
                dealt.extend(offer)
            outcomes = []
            for t in range(len(data.THEMES)):
                if t not in dealt:
                    outcomes.append(DEAL_THEME + t)
        for i in range(len(outcomes)):
            outcomes[i] = (outcomes[i], 1)
        return outcomes

    # ---- legal actions ----------------------------------------------------------------------

    def _legal_actions(self):
        p = self.player
        if self.phase == _THEME:
            acts = []
            for t in self.offers[p]:
                acts.append(KEEP_THEME + t)
            acts.sort()
            return acts
        if self.phase == _PICKING:
            return self._cards_at(_IN_HAND + p, PICK)
        step = self.step
        if step == _CHOOSE:
            # each picked card can be placed, added or discarded (rulebook: Rounds & Turns)
            has_scene = self.order[p * _MAX_SCENES] != _NONE
            genre_too = self.discards == 1 and has_scene and self._genre_choices()
            place, add, discard, genre = [], [], [], []
            for card in self._cards_at(_PICKED + p, 0):
                if self._slots(p, card):
                    place.append(PLACE + card)
                if has_scene and self.staff[p] >= data.STAFF_OF[card] >> 1:
                    add.append(ADD + card)
                discard.append(DISCARD + card)
                if genre_too:
                    genre.append(GENRE_DISCARD + card)
            return place + add + discard + genre
        if step == _AT_SLOT:
            acts = self._slots(p, self.pending)
            for i in range(len(acts)):
                acts[i] += SLOT
            return acts
        if step == _WHICH_GENRE:
            return self._genre_choices()
        acts = []
        for i in range(len(self._scene_cards(p))):
            acts.append(UNDER + i)
        return acts

    def _slot_cost(self, p, card, slot):
        """Staff to place `card` at `slot`: its own staff need, plus 1 unless it goes at the
        right end with points at least those of the scene before it (ruling P6)."""
        tops = self._scene_cards(p)
        cost = data.STAFF_OF[card] & 1
        if slot < len(tops) or (tops and data.POINTS[card] < data.POINTS[tops[-1]]):
            cost += 1
        return cost

    def _slots(self, p, card):
        staff = self.staff[p]
        slots = []
        for slot in range(len(self._scene_cards(p)) + 1):
            if self._slot_cost(p, card, slot) <= staff:
                slots.append(slot)
        return slots

    def _genre_choices(self):
        choices = []
        for kind in range(len(data.GENRE_CARD_SIDES)):
            if self.genre_cards[kind]:
                sides = data.GENRE_CARD_SIDES[kind]
                first, second = sides >> 4, sides & 15
                choices.append(GENRE + first * data.NUM_GENRES + second)
                choices.append(GENRE + second * data.NUM_GENRES + first)
        choices.sort()
        return choices

    # ---- applying actions ---------------------------------------------------------------------

    def _apply_action(self, action):
        phase = self.phase
        p = self.player
        loc = self.loc
        if phase == _SETUP:
            # a random VIP card for each day, then two theme cards to each player
            if action >= DEAL_THEME:
                self.offers[self._theme_deal_to()].append(action - DEAL_THEME)
                if self._theme_deal_to() == _NOBODY:
                    self.phase = _THEME
                    self.player = 0
            else:
                self.vips[self.vips.index(-1)] = action - DRAW_VIP
        elif phase == _THEME:
            # each player keeps one theme card; the other goes back to the box (ruling P5)
            self.themes[p] = action - KEEP_THEME
            if p + 1 < self.num_players:
                self.player += 1
            else:
                self.offers = _lists(self.num_players)
                self.turn = 1
                self.phase = _DEAL
        elif phase == _DEAL:
            loc[action - DRAW] = _IN_HAND + self._deal_to()
            self.dealt += 1
            if self._deal_to() == _NOBODY:
                self.dealt = 0
                self.phase = _PICKING
                self.player = 0
        elif phase == _PICKING:
            # everyone picks two cards in secret; the picks show once all have picked (P8)
            loc[action - PICK] = _PICKED + p
            if self._count_at(_PICKED + p) == 2:
                if p + 1 < self.num_players:
                    self.player = p + 1
                else:
                    self.phase = _USING
                    self.player = 0
                    self.discards = 0
        elif phase == _OPPOSE:
            loc[action - DRAW] = _OPPOSING
            if self._count_at(_OPPOSING) == _SOLO_DRAWS * self.day:
                self._next_day()
        elif action >= GENRE:
            symbol = (action - GENRE) // data.NUM_GENRES
            back = (action - GENRE) % data.NUM_GENRES
            low, high = (symbol, back) if symbol < back else (back, symbol)
            self.genre_cards[data.GENRE_CARD_SIDES.index(bytes((low << 4 | high,)))] -= 1
            self.pending = symbol
            self.step = _GENRE_AT_SCENE
            if self.order[p * _MAX_SCENES + 1] == _NONE:  # ruling P17
                self._add_genre(p, 0)
        elif action >= UNDER:
            if self.step == _GENRE_AT_SCENE:
                self._add_genre(p, action - UNDER)
            else:
                self._add(p, self.pending, action - UNDER)
        elif action >= SLOT:
            self._place(p, self.pending, action - SLOT)
        elif action >= GENRE_DISCARD:
            # ruling P7: discarding both cards takes a genre card instead of the 4 staff
            loc[action - GENRE_DISCARD] = _DISCARDED
            self.staff[p] -= _DISCARD_STAFF
            self.step = _WHICH_GENRE
        elif action >= DISCARD:
            loc[action - DISCARD] = _DISCARDED
            self.staff[p] += _DISCARD_STAFF
            self.discards += 1
            self._card_used()
        elif action >= ADD:
            card = action - ADD
            self.pending = card
            self.step = _AT_SCENE
            if self.order[p * _MAX_SCENES + 1] == _NONE:  # ruling P17: one scene only
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
        order = self.order
        at = p * _MAX_SCENES + slot
        order[at + 1 : (p + 1) * _MAX_SCENES] = order[at : (p + 1) * _MAX_SCENES - 1]
        order[at] = card
        self.loc[card] = _IN_PARK
        self._scene_changed(card)
        if data.EFFECT_OF[card] == data.EFFECT_STAFF:  # ruling P18: after the need is paid
            self.staff[p] += 1
        self._card_used()

    def _add(self, p, card, scene):
        """Add to a scene: only the bottom half counts; pay its staff need."""
        self.staff[p] -= data.STAFF_OF[card] >> 1
        top = self.order[p * _MAX_SCENES + scene]
        self.under[card] = top
        self.loc[card] = _IN_PARK
        self._scene_changed(top)
        self._card_used()

    def _add_genre(self, p, scene):
        genres = self.genres
        at = 0
        while genres[at] != _NONE:
            at += 2
        top = self.order[p * _MAX_SCENES + scene]
        genres[at] = top
        genres[at + 1] = self.pending
        self._scene_changed(top)
        self._card_used()

    def _card_used(self):
        """The next card to use, the next player's turn to use them, or the turn's end: the
        hands pass (left on Friday and Sunday, right on Saturday; ruling P13), or the day
        ends once they are gone. Solo: the rest of the hand is set aside (ruling P14)."""
        p = self.player
        self.step = _CHOOSE
        self.pending = -1
        if self._count_at(_PICKED + p):
            return
        n = self.num_players
        if p + 1 < n:
            self.player = p + 1
            self.discards = 0
            return
        loc = self.loc
        step = -1 if self.day == 2 else 1
        for card in range(data.NUM_SCENES):
            where = loc[card]
            if _IN_HAND <= where < _IN_HAND + n:
                loc[card] = _SET_ASIDE if n == 1 else _IN_HAND + (where - _IN_HAND + step) % n
        if self.turn < _TURNS:
            self.turn += 1
            if n == 1:
                self.phase = _DEAL
            else:
                self.phase = _PICKING
                self.player = 0
            return
        # the day's end: theme and VIP scoring (ruling P19); the solo mode then draws 3
        # cards for the opposition (ruling P14)
        vip = self.vips[self.day - 1]
        parks = self._parks()
        points = []
        for p in range(n):
            day = score.day_scores(parks[p], vip, self.themes[p])
            points.append(day)
            self.points[p] += day[0] + day[1]
        self.day_points[self.day - 1] = points
        if n == 1:
            self.phase = _OPPOSE
        else:
            self._next_day(parks)

    def _next_day(self, parks=None):
        """The next day, or the game's end; `parks`: the attractions (_parks()), if the
        caller has them at hand."""
        if self.day < _DAYS:
            self.day += 1
            self.turn = 1
            self.phase = _DEAL
            return
        # the game's end: completed scenes, the special-effects majority, staffing and
        # scenic sets
        if parks is None:
            parks = self._parks()
        counts = []  # special-effect symbols per park (added cards' tops are hidden, P10)
        for park in parks:
            count = 0
            for scene in park:
                count += 1 if data.EFFECT_OF[scene[0]] != data.NO_EFFECT else 0
            counts.append(count)
        most = max(counts)
        if self.num_players == 1:
            most = max(most, self._opposing_effects())
        sunday = data.VIP_SYMBOLS[self.vips[_DAYS - 1]]
        self.final = []
        for p in range(self.num_players):
            # ruling P10: the majority needs at least one symbol
            most_effects = counts[p] == most and most > 0
            lines = score.final_scores(parks[p], sunday, most_effects, self.complete)
            self.final.append(lines)
            self.points[p] += sum(lines)
        self.phase = _OVER

    def _opposing_effects(self):
        count = 0
        loc = self.loc
        for card in range(data.NUM_SCENES):
            if loc[card] == _OPPOSING and data.EFFECT_OF[card] != data.NO_EFFECT:
                count += 1
        return count

    # ---- scores and winners ---------------------------------------------------------------------

    def _scores(self):
        return self.points[:]

    def _winners(self):
        """Most points; ties go to the most unused staff, then most scenes, then most cards
        (ruling P15: a tie on all four shares the win). Solo: the park wins with 80 points or
        more, and nobody wins with fewer (ruling P16)."""
        if self.num_players == 1:
            return [0] if self.solo_won() else []
        best = None
        winners = []
        parks = self._parks()
        for p in range(self.num_players):
            cards = 0
            for scene in parks[p]:
                cards += len(scene)
            key = (self.points[p], self.staff[p], len(parks[p]), cards)
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
        p = self.player
        sees = viewer is None or viewer == p  # the decider's own move
        if phase == _SETUP:
            if action >= DEAL_THEME:
                to = self._theme_deal_to()
                if viewer is None or viewer == to:
                    return _TEXTS[_T_THEME_DEAL] % (
                        _theme_name(action - DEAL_THEME),
                        core.who(to),
                    )
                return _TEXTS[_T_THEME_DEAL + 1] % core.who(to)
            day = self.vips.index(-1)
            return _TEXTS[_T_VIP] % (_DAY_NAMES[day], data.VIPS[action - DRAW_VIP])
        if phase == _DEAL:
            to = self._deal_to()
            if viewer is None or viewer == to:
                return _TEXTS[_T_DEAL] % (action - DRAW, core.who(to))
            return _TEXTS[_T_DEAL + 1] % core.who(to)
        if phase == _OPPOSE:
            card = action - DRAW
            return _TEXTS[_T_OPPOSITION] % (card, data.EFFECTS[data.EFFECT_OF[card]])
        who = core.who(p)
        if phase == _THEME:
            # the last choice shows every theme at once, so its label may show it too
            if sees or p == self.num_players - 1:
                return _TEXTS[_T_KEEPS] % (who, _theme_name(action - KEEP_THEME))
            return _TEXTS[_T_KEEPS + 1] % who
        if phase == _PICKING:
            if sees or p == self.num_players - 1 and self._count_at(_PICKED + p):
                return _TEXTS[_T_PICKS] % (who, action - PICK)
            return _TEXTS[_T_PICKS + 1] % who
        if action >= GENRE:
            symbol = (action - GENRE) // data.NUM_GENRES
            back = (action - GENRE) % data.NUM_GENRES
            return _TEXTS[_T_GENRE] % (who, data.GENRES[symbol], data.GENRES[back])
        pending = self.pending
        if action >= UNDER:
            if self.step == _GENRE_AT_SCENE:
                return _TEXTS[_T_UNDER] % (who, data.GENRES[pending], action - UNDER)
            return _TEXTS[_T_UNDER + 1] % (who, pending, action - UNDER)
        if action >= SLOT:
            slot = action - SLOT
            cost = self._slot_cost(p, pending, slot)
            return _TEXTS[_T_SLOT] % (who, pending, slot, cost)
        if action >= GENRE_DISCARD:
            return _TEXTS[_T_GENRE_DISCARD] % (who, action - GENRE_DISCARD)
        if action >= DISCARD:
            return _TEXTS[_T_DISCARD] % (who, action - DISCARD)
        if action >= ADD:
            return _TEXTS[_T_ADD] % (who, action - ADD)
        return _TEXTS[_T_PLACE] % (who, action - PLACE)

    # ---- observation ---------------------------------------------------------------------------

    def _observation(self, viewer):
        n = self.num_players
        phase = self.phase
        sees_all = viewer is None
        # the cards at each place, each list made at its length (counted first): grown by
        # appends at every observation, the discard pile's asked the heap for 1 KB blocks
        loc = self.loc
        counts = bytearray(_OPPOSING + 1)
        for card in range(data.NUM_SCENES):
            counts[loc[card]] += 1
        deck = counts[_IN_DECK]  # counted only: nobody sees the deck, nor reads the parks here
        counts[_IN_DECK] = counts[_IN_PARK] = 0
        at = [[0] * count for count in counts]  # type: list
        for card in range(data.NUM_SCENES):
            place = loc[card]
            if counts[place]:
                counts[place] -= 1
                at[place][len(at[place]) - 1 - counts[place]] = card
        hands = []
        picked = []
        offers = []
        themes = []
        for p in range(n):
            mine = sees_all or viewer == p
            hand = at[_IN_HAND + p]
            hands.append(hand if mine else [None] * len(hand))
            cards = at[_PICKED + p]
            picked.append(cards if mine or phase != _PICKING else [None] * len(cards))
            offers.append(self.offers[p][:] if mine else [None] * len(self.offers[p]))
            theme = self.themes[p]
            shown = mine or phase not in (_SETUP, _THEME)
            themes.append(theme if shown and theme >= 0 else None)
        solo = None
        if n == 1:
            aside = at[_SET_ASIDE]
            solo = {
                "target": _SOLO_TARGET,
                "set_aside": aside if viewer != core.PUBLIC else [None] * len(aside),
                "opposing": at[_OPPOSING],
                "opposing_effects": self._opposing_effects(),
                "won": self.solo_won(),
            }
        player = self._current_player()
        vip = self.vips[self.day - 1]
        using = phase == _USING
        vips = []
        for v in self.vips:
            vips.append(v if v >= 0 else None)
        day_scores = []
        for day in self.day_points:
            if day is not None:
                day = _copies(day)
            day_scores.append(day)
        # Per player the scenes left to right, each (scene card, (added cards), (genre
        # symbols of genre cards), complete): tuples, because the Pico holds several views
        # at once (ruling P20).
        parks = self._parks()
        for park in parks:
            for i in range(len(park)):
                scene = park[i]
                added = []
                genres = []
                for item in scene[1:]:
                    if item >= score.GENRE_CARD:
                        genres.append(item - score.GENRE_CARD)
                    else:
                        added.append(item)
                top = scene[0]
                park[i] = (top, tuple(added), tuple(genres), self.complete[top] == 1)
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
            "vips": vips,
            "attractions": parks,
            "staff": self.staff[:],
            "genre_cards": list(self.genre_cards),
            "discard": at[_DISCARDED],
            "deck_size": deck,
            "scores": self.points[:],
            "day_scores": day_scores,
            "final": None if self.final is None else _copies(self.final),
            "solo": solo,
        }

    # ---- hidden information ---------------------------------------------------------------------

    def _resample_hidden(self, player, rng):
        """Shuffle the deck with the other hands (and their picks while still secret), and
        redeal the other players' theme cards while those are secret."""
        if self.phase == _OVER:
            return
        loc = self.loc
        secret = [_IN_DECK]
        for p in range(self.num_players):
            if p != player:
                secret.append(_IN_HAND + p)
                if self.phase == _PICKING:
                    secret.append(_PICKED + p)
        # bytes, not lists of ints: a bot makes a copy per candidate move
        hidden = bytearray(data.NUM_SCENES)
        places = bytearray(data.NUM_SCENES)
        count = 0
        for card in range(data.NUM_SCENES):
            if loc[card] in secret:
                hidden[count] = card
                places[count] = loc[card]
                count += 1
        hidden = hidden[:count]
        rng.shuffle(hidden)
        for i in range(count):
            loc[hidden[i]] = places[i]
        if self.phase in (_SETUP, _THEME):
            pool = []
            for t in range(len(data.THEMES)):
                if t not in self.offers[player]:
                    pool.append(t)
            rng.shuffle(pool)
            for p in range(self.num_players):
                if p == player:
                    continue
                size = len(self.offers[p])
                self.offers[p] = pool[:size]
                del pool[:size]
                if self.themes[p] >= 0:
                    self.themes[p] = self.offers[p][0]


def _copies(rows):
    """A copy of each of `rows` (lists), in a new list."""
    out = []
    for row in rows:
        out.append(row[:])
    return out


def _theme_name(theme):
    pair = data.THEMES[theme]
    return "%s+%s" % (data.GENRES[pair >> 4], data.GENRES[pair & 15])


new_game, deserialize = core.entry_points(ScreamParkState)
