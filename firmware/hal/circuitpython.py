"""hal's CircuitPython backends, in a module of their own so that MicroPython boards never load
them: buttons read through `keypad`, the watchdog is microcontroller's, the reset reason is
microcontroller.cpu's, and the LED chain is Adafruit's neopixel. hal.buttons, hal.watchdog
and hal.pixels take these when hal.boards.on_circuitpython() says so."""

from hal.board_circuitpython import pin


class Keys:
    """CircuitPython's keypad.Keys over a bank's pins, which it scans in the background (a
    press between two polls is not missed), and the level each key was last seen at (1:
    held), kept from its events."""

    def __init__(self, pin_numbers, active_low):
        import keypad

        # pull=True: the internal pull-up for active-low buttons, pull-down for active-high.
        # keypad's own debounce stays off (debounce_threshold=1, every change as scanned):
        # hal.buttons times the stable contact itself, as on every board. A scan every 5 ms,
        # not keypad's 20, so the level the bank reads is at most one table step old.
        self._keys = keypad.Keys(
            [pin(number) for number in pin_numbers],
            value_when_pressed=not active_low,
            pull=True,
            interval=0.005,
            debounce_threshold=1,
        )
        self._event = keypad.Event()  # filled in place: reading the queue allocates nothing
        self.held = bytearray(len(pin_numbers))

    def level(self, index):
        events = self._keys.events
        if events.overflowed:  # changes were lost: start again from what is held now
            events.clear()
            self._keys.reset()  # every key held now comes again as a press
            for i in range(len(self.held)):
                self.held[i] = 0
        event = self._event
        while events.get_into(event):
            self.held[event.key_number] = 1 if event.pressed else 0
        return self.held[index]


class Key:
    """One key of a Keys, read as hal.buttons reads a machine.Pin: key() is 1 while held."""

    def __init__(self, keys, index):
        self._keys = keys
        self._index = index

    def __call__(self):
        return self._keys.level(self._index)


def keys(pin_numbers, active_low):
    """A Key per pin, in order."""
    bank = Keys(pin_numbers, active_low)
    return [Key(bank, i) for i in range(len(pin_numbers))]


def watchdog(timeout_ms):
    """CircuitPython's one watchdog, started: it resets the board unless fed in time."""
    from microcontroller import watchdog
    from watchdog import WatchDogMode

    watchdog.timeout = timeout_ms / 1000  # seconds
    watchdog.mode = WatchDogMode.RESET
    return watchdog


def reset_cause():
    """hal.watchdog.reset_cause()'s answer from microcontroller.cpu.reset_reason."""
    import microcontroller

    reasons = microcontroller.ResetReason
    reason = microcontroller.cpu.reset_reason
    for name, label in (
        ("POWER_ON", "power"),
        ("WATCHDOG", "watchdog"),
        ("SOFTWARE", "soft"),
        ("RESET_PIN", "hard"),
    ):
        if getattr(reasons, name, None) == reason:
            return label
    return "unknown"


def neopixel_strip(gpio, count, order):
    """Adafruit's NeoPixel on GPIO `gpio` (or a pin object), left to hal.pixels to fill."""
    # Adafruit's neopixel, under the name of MicroPython's: looked up by name, so the type
    # check, which knows MicroPython's, does not hold this call to that one's arguments.
    neopixel = __import__("neopixel")
    where = pin(gpio) if isinstance(gpio, int) else gpio
    return neopixel.NeoPixel(where, count, brightness=1.0, auto_write=False, pixel_order=order)
