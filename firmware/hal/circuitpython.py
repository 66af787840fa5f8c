"""hal's CircuitPython backends, under hal/rp2.py's names, in a module of their own so that
MicroPython boards never load them: buttons read through `keypad`, the watchdog is
microcontroller's, the reset reason is microcontroller.cpu's, the ticks supervisor's and the
LED chain is Adafruit's neopixel. hal/boards.py hands them to hal's parts on CircuitPython."""

import compat
from hal.board_circuitpython import pin

NAME = "circuitpython"  # hal.pixels' name for the LED backend


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


def inputs(pin_numbers, active_low, edge):
    """The buttons as keypad keys, read as key() (1: held, whichever way it is wired); no
    pin interrupt times their edges (edge is not called): keypad scans in the background."""
    return keys(pin_numbers, active_low), 1, False


def strip(gpio, count, order):
    """(the driver, the bytes it sends, its one hardware call) for the chain on `gpio`:
    Adafruit's neopixel, whose own scaling and reordering (in floats, pixel by pixel) are
    passed by: hal.pixels' bytes, already in wire order, go straight to its one hardware call
    (the method Adafruit's own PixelBufMock overrides)."""
    chain = neopixel_strip(gpio, count, order)
    wire = bytearray(count * 3)
    send = chain._transmit  # Adafruit's strip (typed as MicroPython's NeoPixel: see above)
    return chain, wire, lambda: send(wire)


def stop_watchdog():
    """CircuitPython's watchdog stops when its mode goes to None."""
    from microcontroller import watchdog

    watchdog.mode = None
    return True


def reset():
    import microcontroller

    microcontroller.reset()


def time_base():
    """(ticks_ms, sleep_ms, period) for hal.clock: supervisor's ticks (its time module has
    none, and time.monotonic() is a float that loses milliseconds after a few hours), which
    wrap at the family's TICKS_PERIOD; time.sleep() behind compat's sleep_ms."""
    import supervisor

    from hal.board_circuitpython import TICKS_PERIOD

    return supervisor.ticks_ms, compat.sleep_ms, TICKS_PERIOD


def i2c(bus, sda, scl, freq):
    """The seat screens are not supported on CircuitPython (its I2C is busio's, and the
    driver hal/screens.py builds on is micropython-lib's): OSError, which boot logs."""
    raise OSError("seat screens need MicroPython: CircuitPython has no machine.I2C")
