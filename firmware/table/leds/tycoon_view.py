"""The Tycoon board on the LEDs, from the public observation alone.

Space LEDs: the 7 guests in their colours (several on one space take turns), a Closed sign
as a dim red glow, the legal destinations of the guest to move at a third of its colour
with the highlighted one blinking to full, the guest walking its path after a move, an open
auction's lots blinking white. Ownership LEDs: the owner's seat colour (a lot on auction
blinks in the high bidder's colour). Month track: past months dim, this month bright. The
d6 pips and the colour die show the roll (Wild: a rainbow) after a rolling animation, and
keep it through the walk; a guest movement card shows as a Wild roll of its count. Seat
LEDs: game_view's, the player whose turn it is at full from their event card until the next
player's (the seat to bid blinks). An event card, and an auction's sale, blink a short cue
(docs/table.md lists them); at GAME OVER the month track shows each player's guest points
and money points in turn.
"""

from compat import const
from engines.core import CHANCE
from hal.clock import ticks_add
from table.leds import frame, game_view, palette

_CYCLE_MS = 400  # guests sharing a space take turns this fast
_HIGHLIGHT_MS = 300
_LOT_MS = 500
_RAINBOW_MS = 120
_ROLL_FRAME_MS = 70  # a face of the rolling dice
_KEPT = ("phase", "guests", "points", "moving", "money", "stood")
_LANDING_STEPS = 3  # a guest that walked stands alone on its landing space this many steps
_CUE_MS = const(200)  # an event's cue blinks this fast, for as long as the dice tumble
_SCORE_MS = const(2000)  # at GAME OVER each player's score shows this long
_POINTS_A_LED = const(10)  # the GAME OVER bar: a month LED per 10 points


def _price(m, units):
    """Month LED m of the track showing a price of `units` x $100,000: a white LED per
    $1,000,000, then a green one per $100,000."""
    if m < units // 10:
        return palette.WHITE
    if m < units // 10 + units % 10:
        return palette.GREEN
    return 0


class View(game_view.GameView):
    """The view of a game whose GAME["view"] is "tycoon"; `tycoon` is its engine module."""

    def __init__(self, leds, seat_of, pacing, facts, tycoon):
        game_view.GameView.__init__(self, leds, seat_of, pacing)
        self.tycoon = tycoon
        self.seat_of = seat_of
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
        self.cue = ()  # type: tuple | list  # LED, colour, LED, colour...: blinking until cue_until
        self.cue_until = 0
        self.bars = ()  # type: tuple | list  # at GAME OVER: (seat face, guest LEDs, all LEDs)

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
        unowned = 0  # a bit per attraction card nobody owns: a small int, not a list kept
        for i, space in enumerate(tycoon.ATTRACTIONS):
            if owner[space] >= 0:
                frame.put(base, leds.owners[i], self.full[owner[space]])
            else:
                unowned |= 1 << i
        month = obs["month"]
        for m, led in enumerate(leds.months):
            if m < month:
                frame.put(base, led, self.past_month)
            elif m == month:
                frame.put(base, led, palette.WHITE)
        phase = obs["phase"]
        if phase != "event":  # the turn shows from its event card until the next one's
            self.turn = obs["turn"]
        self.current_blinks = phase == "bid"
        roll = self._dice(obs, prev, actor, action, now)
        self._guests(obs, prev, now)
        self._decision(state, obs)
        self._auction(obs)
        self.cue = ()
        if prev and actor is not None:
            self._scored(obs, prev, now)
            self._cue(obs, prev, actor, now, unowned)
        if self.terminal:
            self._breakdown(obs)
        self.prev = {}  # only what the next update compares: the whole dict is big
        for key in _KEPT:
            self.prev[key] = obs[key]
        self.prev["roll"] = roll  # what the dice showed, to keep through the walk
        self.prev["unowned"] = unowned

    def _dice(self, obs, prev, actor, action, now):
        """The roll on the pips and the colour die; a fresh roll starts the dice animation.
        Returns the roll shown, (steps, face), or None."""
        roll = obs["roll"]
        fresh = actor == CHANCE and prev and prev["phase"] == "roll"
        moving = obs["moving"]
        if roll is None:
            if obs["by_event"] and moving is not None:
                roll = (moving[1], self.tycoon.WILD)  # "move any guest N spaces": a Wild N
            elif prev and prev["phase"] == "move":
                roll = prev["roll"]  # the guest walks: the dice stay until the next event card
            elif fresh:
                # A roll with no legal move ends the turn at once; the dice still show it.
                faces = self.tycoon.DIE_FACES
                first = action - self.tycoon.ROLL
                roll = (first // faces + 1, first % faces)
        self.wild = False
        if roll is None:
            return None
        steps, face = roll
        frame.pips(self.base, self.leds, steps, palette.WHITE)
        if face == self.tycoon.WILD:
            self.wild = True
        else:
            frame.put(self.base, self.leds.die, self.guest_colours[face])
        if fresh:
            self.rolling = True
            self.roll_until = ticks_add(now, self.pacing.roll_ms)
        return roll

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
                self.lot_owners.append(
                    self.leds.owners[self.tycoon.ATTRACTIONS.index(bytes((space,)))]
                )

    def _scored(self, obs, prev, now):
        """The seats of the players whose guest points changed flash."""
        points, before = obs["points"], prev["points"]
        scorers = [p for p in range(len(points)) if points[p] != before[p]]
        if scorers:
            self.flash(scorers, now)

    def _cue(self, obs, prev, actor, now, unowned):
        """The cue of the event card just drawn, or of an auction just sold: LEDs blinking in
        a colour each kind has its own, for as long as the dice tumble."""
        tycoon = self.tycoon
        leds = self.leds
        cue = []  # type: list
        if actor == CHANCE and prev["phase"] == "event" and obs["event"] is not None:
            kind = tycoon.EVENTS[obs["event"]][0]
            colour = palette.GREEN
            lit = self.seat_led  # every player collects
            if kind <= tycoon.DOUBLE_BLIND_AUCTION:  # the attractions nobody owns yet
                colour = palette.WHITE
                lit = [leds.owners[i] for i in range(len(leds.owners)) if unowned >> i & 1]
            elif kind == tycoon.GUEST_MOVEMENT:  # any guest may go: every guest
                colour = palette.WHITE
                lit = self.guest_leds
            elif kind == tycoon.MONTH_ADVANCE:
                lit = self.seat_led + [leds.months[obs["month"]]]
            elif kind != tycoon.MONEY_EACH:  # the drawer collects, or must call staff in
                if kind != tycoon.MONEY_YOU:
                    colour = palette.ORANGE
                lit = [self.seat_led[obs["turn"]]]
            for led in lit:
                cue += (led, colour)
        elif prev["phase"] == "bid" and obs["phase"] != "bid":
            # Sold: the winner's seat flashes white, the lots won blink in its colour (a blind
            # lot too, now that it is theirs), the price shows on the month track.
            winner = -1
            owner = obs["owner"]
            for i, space in enumerate(tycoon.ATTRACTIONS):
                if prev["unowned"] >> i & 1 and owner[space] >= 0:
                    winner = owner[space]
                    cue += (leds.spaces[space], self.full[winner])
            if winner < 0:
                return
            cue += (self.seat_led[winner], palette.WHITE)
            price = (prev["money"][winner] - obs["money"][winner]) // tycoon.UNIT
            months = leds.months
            for m in range(min(len(months), price // 10 + price % 10)):
                cue += (months[m], _price(m, price))
        self.cue = cue
        self.cue_until = ticks_add(now, self.pacing.roll_ms)

    def _breakdown(self, obs):
        """GAME OVER: each player's guest points and money points (a point per $100,000),
        as LEDs on the month track, 10 points a LED."""
        bars = []
        for p in range(len(self.seat_of)):
            money = obs["money"][p] // self.tycoon.UNIT
            guest = obs["points"][p] - money
            bars.append(
                (
                    self.seat_of[p] + 1,
                    guest // _POINTS_A_LED,
                    (guest + money) // _POINTS_A_LED,
                )
            )
        self.bars = bars

    # ---- the picker --------------------------------------------------------------------

    def places(self, state, actions):
        prev = self.prev
        phase = prev["phase"]
        tycoon = self.tycoon
        self.hl_colours = []
        if phase == "bid":
            return None  # the lot blinks already; the month track shows the amount
        if phase == "pick":
            self.hl_colours = [(self.guest_colours[a - tycoon.PICK], 0) for a in actions]
        else:
            same = (palette.WHITE, 0)
            if phase == "move":
                same = (self.guest_colours[prev["moving"][0]], self.dest_colour)
            self.hl_colours = [same] * len(actions)
        return [tycoon.space_of_action(state, a) for a in actions]

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
            frame.put(self.base, months[m], _price(m, units))

    def busy(self, now):
        if self.rolling and frame.elapsed(now, self.roll_until) >= 0:
            self.rolling = False
        if self.walking and frame.elapsed(now, self.walk_until) >= 0:
            self.walking = False
        if self.cue and frame.elapsed(now, self.cue_until) >= 0:
            self.cue = ()
        return self.rolling or self.walking or len(self.cue) > 0

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
        cue = self.cue
        if cue and frame.elapsed(now, self.cue_until) < 0 and self.blink(now, _CUE_MS):
            for i in range(0, len(cue), 2):
                frame.put(out, cue[i], cue[i + 1])
        if self.terminal and self.bars:
            # each player in turn: their seat on the pips and the die, their score below
            p = frame.phase(frame.elapsed(now, self.since), _SCORE_MS, len(self.bars))
            face, guest, total = self.bars[p]
            frame.pips(out, self.leds, face, palette.WHITE)
            frame.put(out, self.leds.die, self.full[p])
            months = self.leds.months
            for m in range(len(months) - 1):  # GAME OVER, the last, stays lit
                colour = 0
                if m < guest:
                    colour = self.full[p]
                elif m < total:
                    colour = palette.GREEN
                frame.put(out, months[m], colour)
