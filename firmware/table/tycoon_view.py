"""The Tycoon board on the LEDs, from the public observation alone.

Space LEDs: the 7 guests in their colours (several on one space take turns), a Closed sign
as a dim red glow, the legal destinations of the guest to move at a third of its colour
with the highlighted one blinking to full, the guest walking its path after a move, an open
auction's lots blinking white. Ownership LEDs: the owner's seat colour (a lot on auction
blinks in the high bidder's colour). Month track: past months dim, this month bright. The
d6 pips and the colour die show the roll (Wild: a rainbow) after a rolling animation. Seat
LEDs: game_view's (the player to move at full, scorers flash, winners blink at the end).
"""

from engines.core import CHANCE
from hal.clock import ticks_add
from table import frame, game_view, palette

_CYCLE_MS = 400  # guests sharing a space take turns this fast
_HIGHLIGHT_MS = 300
_LOT_MS = 500
_RAINBOW_MS = 120
_ROLL_FRAME_MS = 70  # a face of the rolling dice
_KEPT = ("phase", "guests", "points", "month", "moving", "stood")
_LANDING_STEPS = 3  # a guest that walked stands alone on its landing space this many steps


class View(game_view.GameView):
    """The view of a game whose GAME["view"] is "tycoon"; `tycoon` is its engine module."""

    def __init__(self, leds, seat_of, pacing, facts, tycoon):
        game_view.GameView.__init__(self, leds, seat_of, pacing)
        self.tycoon = tycoon
        self.guest_colours = tuple([palette.named(name) for name in tycoon.COLOURS])
        self.dest_colours = tuple(
            [palette.dim(c, palette.DESTINATION) for c in self.guest_colours]
        )
        self.closed_colour = palette.dim(palette.RED, palette.CLOSED)
        self.past_month = palette.dim(palette.WHITE, palette.PAST_MONTH)
        self.prev = {}  # type: dict  # the previous public observation (the keys in _KEPT)
        # guests, as parallel lists: LED of an occupied space and the colours standing there
        self.guest_leds = []  # type: list
        self.guest_sets = []  # type: list
        self.still_leds = []  # type: list  # the same without the guest that is walking
        self.still_sets = []  # type: list
        self.dest_leds = []  # type: list
        self.dest_colour = 0
        self.lot_spaces = []  # type: list
        self.lot_owners = []  # type: list
        self.lot_colour = 0
        self.hl_led = -1
        self.hl_on = 0
        self.hl_off = 0
        self.hl_since = 0  # when the highlight last moved: its blink starts lit from there
        self.hl_colours = []  # type: list  # (on, off) per action the picker offers
        self.wild = False
        self.rolling = False
        self.roll_until = 0
        self.walking = False
        self.walk_path = ()  # type: tuple | list
        self.walk_led = -1
        self.walk_colour = 0
        self.walk_start = 0
        self.walk_until = 0
        self.walk_ms = 1

    # ---- on a state change -------------------------------------------------------------

    def update(self, state, obs, actor, action, now):
        game_view.GameView.update(self, state, obs, actor, action, now)
        prev = self.prev
        leds = self.leds
        base = self.base
        tycoon = self.tycoon
        for s in obs["closed"]:
            frame.put(base, leds.spaces[s], self.closed_colour)
        owner = obs["owner"]
        for i, space in enumerate(tycoon.ATTRACTIONS):
            if owner[space] >= 0:
                frame.put(base, leds.owners[i], self.full[owner[space]])
        month = obs["month"]
        for m, led in enumerate(leds.months):
            if m < month:
                frame.put(base, led, self.past_month)
            elif m == month:
                frame.put(base, led, palette.WHITE)
        self._dice(obs, prev, actor, action, now)
        self._guests(obs, prev, now)
        self._decision(state, obs)
        self._auction(obs)
        if prev and actor is not None:
            self._news(obs, prev, now)
        self.prev = {}  # only what the next update compares: the whole dict is big
        for key in _KEPT:
            self.prev[key] = obs[key]

    def _dice(self, obs, prev, actor, action, now):
        """The roll on the pips and the colour die; a fresh roll starts the dice animation."""
        roll = obs["roll"]
        fresh = actor == CHANCE and prev and prev["phase"] == "roll"
        if roll is None and fresh:
            # A roll with no legal move ends the turn at once; the dice still show it.
            faces = self.tycoon.DIE_FACES
            roll = ((action - self.tycoon.ROLL) // faces + 1, (action - self.tycoon.ROLL) % faces)
        self.wild = False
        if roll is None:
            return
        steps, face = roll
        frame.pips(self.base, self.leds, steps, palette.WHITE)
        if face == self.tycoon.WILD:
            self.wild = True
        else:
            frame.put(self.base, self.leds.die, self.guest_colours[face])
        if fresh:
            self.rolling = True
            self.roll_until = ticks_add(now, self.pacing.roll_ms)

    def _guests(self, obs, prev, now):
        guests = obs["guests"]
        walker = -1
        if prev and prev["phase"] == "move" and prev["moving"] is not None:
            colour, steps = prev["moving"]
            start, end = prev["guests"][colour], guests[colour]
            if colour >= 0 and start != end:
                walker = colour
                self.walk_path = self.tycoon.path(start, end, steps, prev["stood"])
                self.walk_colour = self.guest_colours[colour]
                self.walk_ms = max(1, self.pacing.walk_ms)
                self.walk_start = now
                # one walk_ms a space, then _LANDING_STEPS on the landing space alone
                walk = self.walk_ms * (len(self.walk_path) + _LANDING_STEPS)
                self.walk_until = ticks_add(now, walk)
                self.walking = True
        self.guest_leds, self.guest_sets = self._group(guests, -1)
        self.still_leds, self.still_sets = self._group(guests, walker)

    def _group(self, guests, leave_out):
        leds = []
        sets = []
        for space in sorted(set([guests[c] for c in range(len(guests)) if c != leave_out])):
            leds.append(self.leds.spaces[space])
            sets.append(
                tuple([self.guest_colours[c] for c in range(len(guests)) if guests[c] == space])
            )
        return leds, sets

    def _decision(self, state, obs):
        """Light the legal destinations of the guest to move, whoever is choosing."""
        self.dest_leds = []
        self.hl_led = -1
        self.hl_colours = []
        moving = obs["moving"]
        if obs["phase"] != "move" or moving is None or moving[0] < 0:
            return
        self.dest_colour = self.dest_colours[moving[0]]
        for action in state.legal_actions():
            space = self.tycoon.space_of_action(state, action)
            if space >= 0:
                self.dest_leds.append(self.leds.spaces[space])

    def _auction(self, obs):
        """An open auction's lots blink white on their spaces, the high bidder's colour on
        their ownership LEDs. A blind lot shows nothing: nobody may see it."""
        self.lot_spaces = []
        self.lot_owners = []
        auction = obs["auction"]
        if auction is None:
            return
        bidder = auction["bidder"]
        self.lot_colour = self.full[bidder] if bidder >= 0 else 0
        for space in auction["lots"]:
            if space is not None:
                self.lot_spaces.append(self.leds.spaces[space])
                self.lot_owners.append(self.leds.owners[self.tycoon.ATTRACTIONS.index(space)])

    def _news(self, obs, prev, now):
        if obs["month"] != prev["month"]:
            month = obs["month"]
            self.news.append(
                ("month", "month: %s" % self.tycoon.MONTHS[month], (("month", month),))
            )
        points, before = obs["points"], prev["points"]
        scorers = [p for p in range(len(points)) if points[p] != before[p]]
        if scorers:
            self.flash(scorers, now)
            self.news.append(
                (
                    "points",
                    "guest points: %s" % ", ".join([str(p) for p in points]),
                    (("points", points), ("scored", scorers)),
                )
            )

    # ---- the picker --------------------------------------------------------------------

    def places(self, state, actions):
        prev = self.prev
        phase = prev["phase"]
        colours = []
        for action in actions:
            if phase == "move":
                colours.append((self.guest_colours[prev["moving"][0]], self.dest_colour))
            elif phase == "pick":
                colours.append((self.guest_colours[action - self.tycoon.PICK], 0))
            else:
                colours.append((palette.WHITE, 0))
        self.hl_colours = colours
        return [self.tycoon.space_of_action(state, a) for a in actions]

    def highlight(self, picker, now):
        self._bid_track(picker)
        place = picker.place()
        if place < 0 or picker.index >= len(self.hl_colours):
            self.hl_led = -1
            return
        self.hl_led = self.leds.spaces[place]
        self.hl_on, self.hl_off = self.hl_colours[picker.index]
        self.hl_since = now

    def _bid_track(self, picker):
        """The bid a seat's buttons point at, on the month track as a price shows: a white LED
        per $1,000,000, then a green one per $100,000; dark for a pass (table/picker.py's
        ladder). The next update() paints the months back."""
        if picker.zero < 0:
            return
        units = picker.current() - picker.zero
        months = self.leds.months
        for m in range(len(months)):
            colour = 0
            if m < units // 10:
                colour = palette.WHITE
            elif m < units // 10 + units % 10:
                colour = palette.GREEN
            frame.put(self.base, months[m], colour)

    def busy(self, now):
        if self.rolling and frame.elapsed(now, self.roll_until) >= 0:
            self.rolling = False
        if self.walking and frame.elapsed(now, self.walk_until) >= 0:
            self.walking = False
        return self.rolling or self.walking

    # ---- every frame --------------------------------------------------------------------

    def draw(self, out, now):
        out[:] = self.base
        walking = self.walking and frame.elapsed(now, self.walk_until) < 0
        if walking:
            leds, sets = self.still_leds, self.still_sets
        else:
            leds, sets = self.guest_leds, self.guest_sets
        for i in range(len(leds)):
            colours = sets[i]
            frame.put(out, leds[i], colours[frame.phase(now, _CYCLE_MS, len(colours))])
        rolling = self.rolling and frame.elapsed(now, self.roll_until) < 0
        if not rolling:  # the destinations show once the dice have settled
            for led in self.dest_leds:
                frame.put(out, led, self.dest_colour)
        if self.hl_led >= 0 and not rolling:
            # the blink restarts lit where the highlight moved: a step press shows at once
            on = frame.blink(frame.elapsed(now, self.hl_since), _HIGHLIGHT_MS)
            frame.put(out, self.hl_led, self.hl_on if on else self.hl_off)
        if self.lot_spaces:
            on = self.blink(now, _LOT_MS)
            for led in self.lot_spaces:
                frame.put(out, led, palette.WHITE if on else 0)
            for led in self.lot_owners:
                frame.put(out, led, self.lot_colour if on else 0)
        if walking:
            step = frame.elapsed(now, self.walk_start) // self.walk_ms
            if step >= len(self.walk_path):
                step = len(self.walk_path) - 1  # it stands on its landing space a moment
            frame.put(out, self.leds.spaces[self.walk_path[step]], self.walk_colour)
        if rolling:
            tumble = frame.phase(now, _ROLL_FRAME_MS, 6)
            frame.pips(out, self.leds, tumble + 1, palette.WHITE)
            frame.put(out, self.leds.die, self.guest_colours[tumble])
        elif self.wild:
            rainbow = palette.RAINBOW
            frame.put(out, self.leds.die, rainbow[frame.phase(now, _RAINBOW_MS, len(rainbow))])
        self.draw_seats(out, now)
