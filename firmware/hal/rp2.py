"""hal's MicroPython backends, for every rp2 board (the Pico, Pico W, Pico 2, Pico 2 W): the
buttons' pins (machine.Pin with a pin interrupt), the LED chain (MicroPython's neopixel), the
watchdog (machine.WDT, stopped through its register), the reset cause and time's ticks.
hal/boards.py hands them to hal's parts; on a host's simulated Pico they reach its simulated
`machine`, beside its own clock and serial port (host_tools/virtual_board/simboard.py). The
hardware modules are imported inside the calls, so this module imports anywhere."""

import compat

NAME = "micropython"  # hal.pixels' name for the LED backend


def inputs(pin_numbers, active_low, edge):
    """The buttons' pins, each read as pin() (1: high), and the level a held one reads
    (0 for an active-low button); edge(pin) is called from a hard interrupt on each change.
    Active-low buttons switch to ground against the internal pull-up; active-high ones to
    3V3, the internal pull-down keeping an open button low."""
    from machine import Pin

    pull = Pin.PULL_UP if active_low else Pin.PULL_DOWN
    pins = [Pin(number, Pin.IN, pull) for number in pin_numbers]
    for pin in pins:
        pin.irq(edge, Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)
    return pins, 0 if active_low else 1, True


def strip(gpio, count, order):
    """(the driver, the bytes it sends, its one hardware call) for a WS2812 chain on GPIO
    `gpio`: MicroPython's neopixel, whose buf goes out as it is (hal.pixels fills it in wire
    order, so `order` is already applied)."""
    import machine
    import neopixel

    chain = neopixel.NeoPixel(machine.Pin(gpio), count)
    return chain, chain.buf, chain.write


def watchdog(timeout_ms):
    """machine.WDT, started: it resets the board unless fed in time."""
    from machine import WDT

    return WDT(timeout=timeout_ms)


def stop_watchdog():
    """machine.WDT has no stop: clear the ENABLE bit of the chip's watchdog CTRL register
    through its atomic-clear alias (machine.mem32), as the Pico SDK's own code does. The chip
    is the running family's (hal/board_*.py's CHIP); False where its register is unknown."""
    import machine

    from hal import boards
    from hal.board_rp2 import ATOMIC_CLEAR, WATCHDOG_CTRL, WATCHDOG_ENABLE

    chip = getattr(boards.family(), "CHIP", None)
    for name, address in WATCHDOG_CTRL:
        if name == chip:
            machine.mem32[address + ATOMIC_CLEAR] = WATCHDOG_ENABLE
            return True
    return False


def reset_cause():
    """hal.watchdog.reset_cause()'s answer from machine.reset_cause(); "unknown" where the
    port has none (CPython; the unix port's machine)."""
    try:
        import machine
    except ImportError:
        return "unknown"
    if not hasattr(machine, "reset_cause"):
        return "unknown"
    cause = machine.reset_cause()
    for name, label in (
        ("PWRON_RESET", "power"),
        ("WDT_RESET", "watchdog"),
        ("SOFT_RESET", "soft"),
        ("HARD_RESET", "hard"),
    ):
        if getattr(machine, name, None) == cause:
            return label
    return "unknown"


def reset():
    """machine.reset(); nothing where the port has none (CPython, the unix port)."""
    try:
        import machine

        machine.reset()
    except (ImportError, AttributeError):
        pass


def time_base():
    """(ticks_ms, sleep_ms, the period the ticks wrap at) for hal.clock: time's own, at the
    port's own period (0)."""
    return compat.ticks_ms, compat.sleep_ms, 0


def i2c(bus, sda, scl, freq):
    """machine.I2C block `bus` (0 or 1) on GPIOs `sda` and `scl`, clocked at `freq` Hz: the
    seat screens' bus (hal/screens.py)."""
    from machine import I2C, Pin

    return I2C(bus, sda=Pin(sda), scl=Pin(scl), freq=freq)
