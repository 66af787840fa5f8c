"""The generic choice picker: two buttons reach every legal action of any engine decision.

Step moves the highlight forward (a long press moves it back), confirm takes it. Where a
choice has a place on the board (a Tycoon space), `place()` says which, for the view to
light. Moving allocates nothing: the places are looked up once, when the choice is offered.
"""


class Picker:
    def __init__(self):
        self.player = -1  # who is choosing; -1: nobody
        self.actions = ()  # type: tuple | list
        self.places = ()  # type: tuple | list
        self.index = 0

    def offer(self, player, actions, places=None):
        """Start a choice for `player` among `actions` (legal, sorted), highlight the first."""
        self.player = player
        self.actions = actions
        self.places = places if places is not None else ()
        self.index = 0

    def close(self):
        self.player = -1
        self.actions = ()
        self.places = ()
        self.index = 0

    def active(self):
        return self.player >= 0 and len(self.actions) > 0

    def move(self, delta):
        """Move the highlight by delta, wrapping round, so every action is reachable."""
        count = len(self.actions)
        if count:
            self.index = (self.index + delta) % count

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
