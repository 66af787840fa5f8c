"""Fingers on the seat buttons: each key typed becomes a press of its button through the
pins, held for a short press or a long one; presses of one button wait their turn, presses
of different buttons may overlap (two players at once)."""


class Fingers:
    def __init__(self, table):
        self.table = table
        self.waiting = []  # (seat, confirm, hold) typed, not pressed yet
        self.down = {}  # (seat, confirm) -> when it is let go
        self.free_at = {}  # (seat, confirm) -> when it may be pressed again
        self.confirms = []  # (when, seat): a gesture's confirm, pressed while its step is held

    def tap(self, seat, confirm, hold=False):
        if 0 <= seat < self.table.seats():
            self.waiting.append((seat, confirm, hold))

    def gesture(self, seat):
        """The seat's step held and its confirm pressed meanwhile: the pairing gesture."""
        if 0 <= seat < self.table.seats():
            self.tap(seat, False, hold=True)
            self.confirms.append((self.table.now() + self.table.press_ms, seat))

    def busy(self):
        return bool(self.waiting or self.down or self.confirms)

    def tick(self):
        """Press and let go whatever is due at the table's time now."""
        now = self.table.now()
        for button, until in list(self.down.items()):
            if now >= until:
                self.table.button_up(*button)
                del self.down[button]
                self.free_at[button] = now + self.table.gap_ms
        for when, seat in list(self.confirms):
            if now >= when and (seat, False) in self.down:
                self.confirms.remove((when, seat))
                self.tap(seat, True)
        still = []
        for seat, confirm, hold in self.waiting:
            button = (seat, confirm)
            if button in self.down or now < self.free_at.get(button, 0):
                still.append((seat, confirm, hold))
                continue
            self.table.button_down(seat, confirm)
            self.down[button] = now + (self.table.hold_ms if hold else self.table.press_ms)
        self.waiting = still
