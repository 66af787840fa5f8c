"""Taking back at the table (ruling U1; docs/table.md, "Taking back a slip"): a game people
play loads this with the engine's judge (engines/undo.py) and the LEDs' cue
(table/leds/undo_cue.py); a game of bots, a demo and a replay never do. The seat's step held
on (table/app.py) and a paired phone's Undo (table/web/companion.py) come to take().

Whether the deciding seat may take back is judged once a decision has stood a moment
(JUDGE_MS), apart from the action's own frame, save and log and the phones' new views: the
judging replays the seat's run and compares every viewer's observation. Seat views show
that judgement (known()); a take-back judges afresh."""

from compat import const
from engines.core import PUBLIC
from hal.clock import ticks_add, ticks_diff
from table.leds.undo_cue import Cue
from table.modes import PLAY

JUDGE_MS = const(600)  # a decision's take-back judged this long after it is offered


class TakeBack:
    """The taking back of one Match (table/play.py): its cue on the LEDs, and the judgement
    of the decision standing now."""

    def __init__(self, match):
        self.match = match
        self.cue = Cue()
        self.pending = False  # the decision standing is judged at judge_at
        self.judge_at = 0
        self.offered_at = 0
        self.judged = -1  # the actions the judgement below was made after (-1: none yet)
        self.count = 0  # how many actions the deciding player may take back, as judged

    def offer(self, now):
        """A new state: its decision is judged JUDGE_MS from `now`."""
        self.cue.offer(-1, now)
        self.pending = True
        self.judge_at = ticks_add(now, JUDGE_MS)
        self.offered_at = now
        self.judged = -1

    def due(self, now):
        return self.pending and ticks_diff(now, self.judge_at) >= 0

    def judge(self):
        """The decision standing: how many actions its player, a person, may take back; the
        seat's LED winks while it may. Every view shows the judgement (reads.moment)."""
        self.pending = False
        match = self.match
        picker = match.picker
        state = match.state
        self.count = state.undoable() if picker.active() else 0
        self.judged = state.history_length()
        if self.count:
            seat = match.seat_of[picker.player]
            seats = match.app.leds.seats
            if seat < len(seats):
                self.cue.offer(seats[seat], self.offered_at)
        match.app.redraw()

    def known(self, seat):
        """What judge() found for `seat`, while that decision stands and is its; else 0."""
        match = self.match
        state = match.state
        player = match.player_at(seat)
        if self.judged != state.history_length() or player != state.current_player():
            return 0
        return self.count if match.app.mode == PLAY else 0

    def take(self, seat, now):
        """`seat` takes back its last action, when the engine allows it: the state before it
        on the LEDs and in every seat view, its decision offered again, saved as after an
        action, and logged in the action's own words. Returns None when taken back, else why
        not, in words (nothing changes then). The seat's LED answers either way."""
        match = self.match
        app = match.app
        state = match.state
        player = match.player_at(seat)
        led = app.leds.seats[seat] if seat < len(app.leds.seats) else -1
        why = None
        if app.mode != PLAY or player < 0 or state.current_player() != player:
            why = "it is not seat %d's turn" % (seat + 1)
        elif not state.undoable():
            why = "seat %d has nothing to take back" % (seat + 1)
        if why is not None:
            self.cue.answer(led, False, now)
            app.redraw()
            return why
        undone = state.history_slice(state.history_length() - 1, 1)[0]
        state.undo()
        label = state.action_to_string(undone, PUBLIC, match.names)
        who = match.names[player]
        if label.startswith(who + " "):
            label = label[len(who) + 1 :]
        public = match._refresh(None, None, now)
        self.cue.answer(led, True, now)
        match.shown_and_saved(now)
        fields = (("n", state.history_length()), ("player", player), ("seat", seat))
        app.log.event("undo", "%s takes back: %s" % (who, label), fields)
        match.log_news(public)
        self.offer(now)
        return None
