"""The watchdog that resets a hung table (which then resumes its save), and why the board last
reset. On the simulated board the watchdog runs in virtual time (host_tools/sim/machine.py)."""


class Watchdog:
    """machine.WDT behind feed(); timeout_ms=0 leaves the watchdog off (tests, debugging).

    Once started, an rp2 watchdog cannot be stopped, and its longest timeout is 8388 ms."""

    def __init__(self, timeout_ms):
        if timeout_ms < 0:
            raise ValueError("watchdog timeout_ms must be 0 (off) or more, not %r" % timeout_ms)
        self.timeout_ms = timeout_ms
        self._wdt = None
        if timeout_ms:
            from machine import WDT

            self._wdt = WDT(timeout=timeout_ms)

    def feed(self):
        if self._wdt is not None:
            self._wdt.feed()


def reset_cause():
    """Why the board last reset: "power", "watchdog", "soft", "hard", or "unknown" where the
    port cannot tell (rp2 reports only power-on and watchdog; CPython has no machine)."""
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
