"""The watchdog that resets a hung table (which then resumes its save), the way to stop it when
a host tool takes the board over, and why the board last reset. On the simulated board the
watchdog runs in virtual time (host_tools/virtual_board/machine.py). On CircuitPython all three
come from its `microcontroller` (its watchdog, cpu.reset_reason)."""


class Watchdog:
    """The board's watchdog behind feed(); timeout_ms=0 leaves it off (tests, debugging).

    machine.WDT cannot stop it once started (stop() goes round that); its longest timeout is
    the board family's WATCHDOG_MAX_MS (hal/board_*.py), which table/config_check.py holds the
    config to."""

    def __init__(self, timeout_ms):
        if timeout_ms < 0:
            raise ValueError("watchdog timeout_ms must be 0 (off) or more, not %r" % timeout_ms)
        self.timeout_ms = timeout_ms
        self._wdt = None
        if timeout_ms:
            from hal import boards

            if boards.on_circuitpython():
                from hal import circuitpython

                self._wdt = circuitpython.watchdog(timeout_ms)
            else:
                from machine import WDT

                self._wdt = WDT(timeout=timeout_ms)

    def feed(self):
        if self._wdt is not None:
            self._wdt.feed()

    def stop(self):
        """Stop the watchdog for good (a host tool has the board: App.stop on Ctrl-C);
        True when it is off, False where this chip's watchdog cannot be stopped."""
        if self._wdt is None:
            return True
        if stop():
            self._wdt = None
            return True
        return False


def stop():
    """Stop the board's watchdog, whoever started it: True once it is off, False where the
    chip is not one hal/board_rp2.py knows the register of (it then still resets the board).

    On CircuitPython its watchdog's mode goes to None. On rp2 machine.WDT has no stop, so the
    ENABLE bit of the chip's watchdog CTRL register is cleared through the register's
    atomic-clear alias (machine.mem32), the way the Pico SDK's own watchdog code does it."""
    from hal import boards

    if boards.on_circuitpython():
        from microcontroller import watchdog

        watchdog.mode = None
        return True
    address = _ctrl_register()
    if address is None:
        return False
    import machine

    from hal.board_rp2 import ATOMIC_CLEAR, WATCHDOG_ENABLE

    machine.mem32[address + ATOMIC_CLEAR] = WATCHDOG_ENABLE
    return True


def _ctrl_register():
    """The watchdog CTRL register's address on the chip this runs on, or None."""
    import sys

    from hal import simulated
    from hal.board_rp2 import WATCHDOG_CTRL

    if simulated.board() is not None:
        chip = "RP2040"  # the simulated board is a Pico
    else:
        chip = getattr(sys.implementation, "_machine", "")
    for name, address in WATCHDOG_CTRL:
        if name in chip:
            return address
    return None


def reset_cause():
    """Why the board last reset: "power", "watchdog", "soft", "hard", or "unknown" where the
    port cannot tell (rp2 reports only power-on and watchdog; CPython has no machine)."""
    from hal import boards

    if boards.on_circuitpython():
        from hal import circuitpython

        return circuitpython.reset_cause()
    try:
        import machine
    except ImportError:
        return "unknown"
    if not hasattr(machine, "reset_cause"):
        return "unknown"  # the unix port's machine
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
    """Reset the board at once, as a power cut would but keeping the flash: the table boots
    again and resumes its save. Where the port cannot reset (CPython, the unix port), the
    program ends instead, for whatever started it to start it again."""
    from hal import boards

    if boards.on_circuitpython():
        import microcontroller

        microcontroller.reset()
    try:
        import machine

        machine.reset()
    except (ImportError, AttributeError):
        pass
    raise SystemExit("reset")
