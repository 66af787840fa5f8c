"""The watchdog that resets a hung table (which then resumes its save), and why the board last
reset. On the simulated board the watchdog runs in virtual time (host_tools/sim/machine.py).
On CircuitPython both come from its `microcontroller` (its watchdog, cpu.reset_reason)."""


class Watchdog:
    """The board's watchdog behind feed(); timeout_ms=0 leaves it off (tests, debugging).

    Once started it cannot be stopped; its longest timeout is the board family's
    WATCHDOG_MAX_MS (hal/board_*.py), which table/config_check.py holds the config to."""

    def __init__(self, timeout_ms):
        if timeout_ms < 0:
            raise ValueError("watchdog timeout_ms must be 0 (off) or more, not %r" % timeout_ms)
        self.timeout_ms = timeout_ms
        self._wdt = None
        if timeout_ms:
            from hal import boards

            if boards.on_circuitpython():
                self._wdt = _circuitpython_watchdog(timeout_ms)
            else:
                from machine import WDT

                self._wdt = WDT(timeout=timeout_ms)

    def feed(self):
        if self._wdt is not None:
            self._wdt.feed()


def _circuitpython_watchdog(timeout_ms):
    """CircuitPython's one watchdog, started: it resets the board when not fed in time."""
    from microcontroller import watchdog
    from watchdog import WatchDogMode  # CircuitPython's module, not this one

    watchdog.timeout = timeout_ms / 1000  # seconds
    watchdog.mode = WatchDogMode.RESET
    return watchdog


# What each runtime calls a cause: MicroPython's machine constants, then CircuitPython's
# microcontroller.ResetReason members, with the label for each.
_MACHINE_CAUSES = (
    ("PWRON_RESET", "power"),
    ("WDT_RESET", "watchdog"),
    ("SOFT_RESET", "soft"),
    ("HARD_RESET", "hard"),
)
_CIRCUITPYTHON_CAUSES = (
    ("POWER_ON", "power"),
    ("WATCHDOG", "watchdog"),
    ("SOFTWARE", "soft"),
    ("RESET_PIN", "hard"),
)


def reset_cause():
    """Why the board last reset: "power", "watchdog", "soft", "hard", or "unknown" where the
    port cannot tell (rp2 reports only power-on and watchdog; CPython has no machine)."""
    from hal import boards

    if boards.on_circuitpython():
        import microcontroller

        return _label(
            microcontroller.ResetReason, microcontroller.cpu.reset_reason, _CIRCUITPYTHON_CAUSES
        )
    try:
        import machine
    except ImportError:
        return "unknown"
    if not hasattr(machine, "reset_cause"):
        return "unknown"  # the unix port's machine
    return _label(machine, machine.reset_cause(), _MACHINE_CAUSES)


def _label(names, cause, labels):
    for name, label in labels:
        if getattr(names, name, None) == cause:
            return label
    return "unknown"
