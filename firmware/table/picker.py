"""The generic choice picker: two buttons reach every legal action of any engine decision.

Step moves the highlight forward (a long press moves it back), confirm takes it. Where a
choice has a place on the board (a Tycoon space), `place()` says which, for the view to
light. Moving allocates nothing: the places are looked up once, when the choice is offered.

A choice of amounts (a bid) is a ladder: its actions are `zero` + n for an amount of n units,
`zero` itself the amount 0 (a pass), the engine's BID. On a ladder, step is the next amount
(a unit more) and a long press climbs to the next multiple of ten units instead of going
back ($1,000,000 in Tycoon's $100,000 units): any bid is a few holds and at most nine steps.
Past the largest amount either comes round to 0 again.
"""

_COARSE = 10  # units a long press climbs to the next multiple of, on a ladder


class Picker:
    def __init__(self):
        self.player = -1  # who is choosing; -1: nobody
        self.actions = ()  # type: tuple | list
        self.places = ()  # type: tuple | list
        self.index = 0
        self.zero = -1  # the action of amount 0 on a ladder, -1: not a ladder

    def offer(self, player, actions, places=None, zero=-1):
        """Start a choice for `player` among `actions` (legal, sorted), highlight the first.
        `zero`: the action of amount 0 when the choice is a ladder of amounts (see above)."""
        self.player = player
        self.actions = actions
        self.places = places if places is not None else ()
        self.index = 0
        self.zero = zero if len(actions) > 1 and actions[0] == zero else -1

    def close(self):
        self.player = -1
        self.actions = ()
        self.places = ()
        self.index = 0
        self.zero = -1

    def active(self):
        return self.player >= 0 and len(self.actions) > 0

    def move(self, delta):
        """Move the highlight by delta, wrapping round, so every action is reachable. A long
        press moves by -2, after its press's +1; on a ladder it climbs instead (see above)."""
        count = len(self.actions)
        if not count:
            return
        if delta == -2 and self.zero >= 0:
            self.index = self._climb((self.index - 1) % count)
            return
        self.index = (self.index + delta) % count

    def _climb(self, index):
        """The first amount at or past the next multiple of _COARSE above actions[index]'s,
        or 0 when there is none."""
        actions = self.actions
        target = ((actions[index] - self.zero) // _COARSE + 1) * _COARSE + self.zero
        for i in range(index + 1, len(actions)):
            if actions[i] >= target:
                return i
        return 0

    def current(self):
        """The highlighted action (-1 when no choice is open)."""
        if not self.actions:
            return -1
        return self.actions[self.index]

    def place(self):
        """The board place of the highlighted action, or -1 when it has none."""
        if self.index < len(self.places):
            place = self.places[self.index]
            if place is not None:
                return place
        return -1
