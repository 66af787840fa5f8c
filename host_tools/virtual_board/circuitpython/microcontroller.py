"""CircuitPython's `microcontroller` for CPython tests: its pins (microcontroller.pin.GPIO0..
GPIO29 on every RP2040 board), its one watchdog and the cpu's reset reason, plus test hooks a
real board does not have.

Test hooks (not in CircuitPython's microcontroller):
  press(gpio), release(gpio), drive(gpio, 0/1/None)   an outside level on a pin, which
      keypad reads (a floating pin reads its pull, or 0 without one, as the simulated Pico)
"""

from watchdog import WatchDogTimer

from hal.board_rp2 import GPIO_COUNT


class Pin:
    def __init__(self, gpio):
        self.gpio = gpio
        self.driven = None  # a level from outside (a button to ground: 0), or None

    def __repr__(self):
        return "microcontroller.pin.GPIO%d" % self.gpio


class pin:  # noqa: N801 - a module on the board: microcontroller.pin.GPIO16
    pass


for _gpio in range(GPIO_COUNT):
    setattr(pin, "GPIO%d" % _gpio, Pin(_gpio))


class ResetReason:
    POWER_ON = "POWER_ON"
    BROWNOUT = "BROWNOUT"
    SOFTWARE = "SOFTWARE"
    DEEP_SLEEP_ALARM = "DEEP_SLEEP_ALARM"
    RESET_PIN = "RESET_PIN"
    WATCHDOG = "WATCHDOG"
    UNKNOWN = "UNKNOWN"


class _Processor:
    reset_reason = ResetReason.POWER_ON


cpu = _Processor()
watchdog = WatchDogTimer()


def drive(gpio, level):
    """Test hook: drive GPIO `gpio` from outside with 0 or 1; None: nothing drives it."""
    if level not in (None, 0, 1):
        raise ValueError("a level is 0, 1 or None, not %r" % (level,))
    getattr(pin, "GPIO%d" % gpio).driven = level


def press(gpio):
    """Test hook: an active-low button on `gpio` is pressed (it shorts the pin to ground)."""
    drive(gpio, 0)


def release(gpio):
    """Test hook: that button is let go."""
    drive(gpio, None)


def _hand_in():
    """Hand hal the CircuitPython family (hal/boards.py), as a board running CircuitPython
    would be found to be: loaded, this module makes hal take its CircuitPython backends."""
    from hal import boards

    boards.use("hal.board_circuitpython")


_hand_in()
