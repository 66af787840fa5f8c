"""The watchdog that resets a hung table (which then resumes its save), the way to stop it when
a host tool takes the board over, and why the board last reset: each the board family's
backends' (hal/rp2.py: machine.WDT and its register; hal/circuitpython.py: microcontroller's),
as hal/boards.py chose them or as given. On the simulated board the watchdog runs in virtual
time (host_tools/virtual_board/machine.py)."""

from hal import boards


class Watchdog:
    """The board's watchdog behind feed(); timeout_ms=0 leaves it off (tests, debugging).

    backends: the family's (hal/boards.py; table/boot.py hands them in). machine.WDT cannot
    stop it once started (stop() goes round that); its longest timeout is the board family's
    WATCHDOG_MAX_MS (hal/board_*.py), which table/config_check.py holds the config to."""

    def __init__(self, timeout_ms, backends=None):
        if timeout_ms < 0:
            raise ValueError("watchdog timeout_ms must be 0 (off) or more, not %r" % timeout_ms)
        self.timeout_ms = timeout_ms
        self._wdt = None
        if timeout_ms:
            self._wdt = (boards.backends_of() if backends is None else backends).watchdog(
                timeout_ms
            )

    def feed(self):
        if self._wdt is not None:
            self._wdt.feed()

    def stop(self):
        """Stop the watchdog for good (a host tool has the board: App.stop on Ctrl-C);
        True when it is off, False where this chip's watchdog cannot be stopped. The
        running family's backends stop it (table/boot.py forgets them once the table is
        built: the watchdog keeps only the port's own object)."""
        if self._wdt is None:
            return True
        if stop():
            self._wdt = None
            return True
        return False


def stop(backends=None):
    """Stop the board's watchdog, whoever started it: True once it is off, False where the
    chip is not one hal/board_rp2.py knows the register of (it then still resets the board).

    On CircuitPython its watchdog's mode goes to None. On rp2 machine.WDT has no stop, so the
    ENABLE bit of the chip's watchdog CTRL register is cleared through the register's
    atomic-clear alias (machine.mem32), the way the Pico SDK's own watchdog code does it."""
    return (boards.backends_of() if backends is None else backends).stop_watchdog()


def reset_cause(backends=None):
    """Why the board last reset: "power", "watchdog", "soft", "hard", or "unknown" where the
    port cannot tell (rp2 reports only power-on and watchdog; CPython has no machine)."""
    return (boards.backends_of() if backends is None else backends).reset_cause()


def reset(backends=None):
    """Reset the board at once, as a power cut would but keeping the flash: the table boots
    again and resumes its save. Where the port cannot reset (CPython, the unix port), the
    program ends instead, for whatever started it to start it again."""
    (boards.backends_of() if backends is None else backends).reset()
    raise SystemExit("reset")
