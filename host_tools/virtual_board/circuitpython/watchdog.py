"""CircuitPython's `watchdog` for CPython tests: microcontroller.watchdog's class, with the
rp2 port's rules (whole seconds up to 8, no RAISE mode). It counts feeds instead of biting:
what a test asks of it is that the table starts it and keeps feeding it."""


class WatchDogMode:
    RAISE = "RAISE"
    RESET = "RESET"


class WatchDogTimer:
    def __init__(self):
        self._timeout = 0.0
        self._mode = None
        self.fed = 0  # test hook: feeds since it started

    @property
    def timeout(self):
        return self._timeout

    @timeout.setter
    def timeout(self, seconds):
        if seconds <= 0 or int(seconds) > 8:
            raise ValueError("timeout must be 8 or less")  # the port's rule, in whole seconds
        self._timeout = seconds

    @property
    def mode(self):
        return self._mode

    @mode.setter
    def mode(self, mode):
        if mode == WatchDogMode.RAISE:
            raise NotImplementedError("the rp2 port's watchdog only resets")
        if mode not in (None, WatchDogMode.RESET):
            raise ValueError("mode %r" % (mode,))
        if mode is not None and self._mode is not None:
            raise ValueError("a running watchdog cannot be changed")
        self._mode = mode

    def feed(self):
        if self._mode is None:
            raise ValueError("WatchDogTimer is not currently running")
        self.fed += 1

    def deinit(self):
        self._mode = None
