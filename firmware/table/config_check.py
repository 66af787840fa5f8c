"""Validates the table's config (firmware/config.py): at boot, and in the build and host tools.

Every problem comes back as (field, message) and the message starts with the field's name,
so the serial log and the build output point a maker straight at the line to fix.
"""

from hal import boards

# The pins a maker may wire and the watchdog's longest timeout are the board family's facts
# (hal/board_rp2.py, hal/board_circuitpython.py): a config is checked against the running one.
COLOUR_ORDERS = ("RGB", "RBG", "GRB", "GBR", "BRG", "BGR")
MAX_SEATS = 6
PIPS = 7
LED_FIELDS = ("SPACE_LEDS", "OWNER_LEDS", "MONTH_LEDS", "PIP_LEDS", "DIE_LED", "SEAT_LEDS")


class ConfigError(ValueError):
    """A bad config; .field names the first bad field, the message says what is wrong."""

    def __init__(self, field, message):
        super().__init__(message)
        self.field = field


def tycoon_board():
    """(spaces, attractions, months) of the Tycoon board the LED map must cover.

    Reads the board data module alone, not the whole engine, and forgets it again: at boot
    the table must not hold a game's RAM before anyone picked the game."""
    import gc
    import sys

    import engines

    name = "tycoon_data"
    loaded = "engines." + name in sys.modules
    __import__("engines." + name)
    data = sys.modules["engines." + name]
    board = (len(data.SPACES), len(data.ATTRACTIONS), len(data.MONTHS))
    if not loaded:  # forget it: out of sys.modules, and off the package, or it stays
        del sys.modules["engines." + name]
        if name in engines.__dict__:
            delattr(engines, name)
        gc.collect()
    return board


def _is_int(value):
    return type(value) is int


def _is_seq(value):
    return type(value) in (tuple, list)


def _spans(gpios):
    """The GPIOs in `gpios` (ascending) as a maker reads them: "GP0-GP22, GP26-GP28"."""
    spans = []
    start = 0
    for i in range(1, len(gpios) + 1):
        if i == len(gpios) or gpios[i] != gpios[i - 1] + 1:
            first, last = gpios[start], gpios[i - 1]
            spans.append("GP%d" % first if first == last else "GP%d-GP%d" % (first, last))
            start = i
    return ", ".join(spans)


class _Checker:
    def __init__(self, config, family):
        self.config = config
        self.family = family
        self.errors = []

    def fail(self, field, message):
        self.errors.append((field, "%s: %s" % (field, message)))

    def value(self, field):
        return getattr(self.config, field, None)

    def present(self, field):
        if not hasattr(self.config, field):
            self.fail(field, "missing")
            return False
        return True

    def int_in(self, field, low, high):
        if not self.present(field):
            return None
        value = self.value(field)
        if not _is_int(value) or type(value) is bool:
            self.fail(field, "must be a whole number, not %r" % (value,))
            return None
        if not low <= value <= high:
            self.fail(field, "%d is out of range %d..%d" % (value, low, high))
            return None
        return value

    def pin(self, where, value):
        gpios = self.family.GPIOS
        if not _is_int(value) or value not in gpios:
            self.fail(where, "%r is not a GPIO a maker can wire (%s)" % (value, _spans(gpios)))
            return False
        return True

    def leds(self, field, expected, count, what):
        """A tuple of LED indices, `expected` long (None: any length)."""
        if not self.present(field):
            return ()
        value = self.value(field)
        if not _is_seq(value):
            self.fail(field, "must be a tuple of LED indices, not %r" % (value,))
            return ()
        if expected is not None and len(value) != expected:
            self.fail(field, "has %d LEDs, %s has %d" % (len(value), what, expected))
        for i, led in enumerate(value):
            self.led("%s[%d]" % (field, i), led, count)
        return value

    def led(self, where, led, count):
        if not _is_int(led) or type(led) is bool:
            self.fail(where, "%r is not an LED index" % (led,))
            return False
        if count is not None and not 0 <= led < count:
            self.fail(where, "LED %d is out of range 0..%d (LED_COUNT)" % (led, count - 1))
            return False
        return True


def check(config, board=None):
    """Every problem with `config` as a list of (field, message); [] when it is fit to run.

    board: (spaces, attractions, months) of the Tycoon board; None reads the Tycoon
    engine's board data (and forgets it again).
    """
    c = _Checker(config, boards.family())
    if c.present("NEOPIXEL_PIN"):
        c.pin("NEOPIXEL_PIN", c.value("NEOPIXEL_PIN"))
    if c.present("COLOUR_ORDER") and c.value("COLOUR_ORDER") not in COLOUR_ORDERS:
        c.fail(
            "COLOUR_ORDER",
            "%r is not one of %s" % (c.value("COLOUR_ORDER"), ", ".join(COLOUR_ORDERS)),
        )
    count = c.int_in("LED_COUNT", 1, 1000)
    c.int_in("BRIGHTNESS", 1, 255)
    c.int_in("MA_PER_CHANNEL", 1, 100)
    idle = c.int_in("IDLE_MA_PER_LED", 0, 10)
    limit = c.int_in("CURRENT_LIMIT_MA", 1, 20000)
    if limit is not None and count is not None and idle is not None and limit <= count * idle:
        c.fail(
            "CURRENT_LIMIT_MA",
            "%d mA leaves nothing to light %d LEDs that idle at %d mA in all"
            % (limit, count, count * idle),
        )
    seats = _check_buttons(c)
    if c.present("BUTTONS_ACTIVE_LOW") and type(c.value("BUTTONS_ACTIVE_LOW")) is not bool:
        c.fail("BUTTONS_ACTIVE_LOW", "must be True or False")
    wd = c.int_in("WATCHDOG_MS", 0, c.family.WATCHDOG_MAX_MS)
    if wd is not None and 0 < wd < 1000:
        c.fail("WATCHDOG_MS", "%d ms is too short for a bot's move: use 0 (off) or 1000.." % wd)
    if c.present("SAVE_FOLDER"):
        folder = c.value("SAVE_FOLDER")
        if type(folder) is not str or not folder.startswith("/") or len(folder) < 2:
            c.fail(
                "SAVE_FOLDER", "must be an absolute folder such as '/midway', not %r" % (folder,)
            )
    _check_wifi(c)
    if board is None:
        board = tycoon_board()
    spaces, attractions, months = board
    used = {}  # type: dict  # LED index -> the first field that uses it
    for field, expected, what in (
        ("SPACE_LEDS", spaces, "the Tycoon board"),
        ("OWNER_LEDS", attractions, "the Tycoon board's attraction list"),
        ("MONTH_LEDS", months, "the month track"),
        ("PIP_LEDS", PIPS, "a d6 pip display"),
        ("SEAT_LEDS", seats, "SEAT_BUTTONS"),
    ):
        for i, led in enumerate(c.leds(field, expected, count, what)):
            _claim(c, used, "%s[%d]" % (field, i), led)
    if c.present("DIE_LED"):
        led = c.value("DIE_LED")
        if c.led("DIE_LED", led, count):
            _claim(c, used, "DIE_LED", led)
    return c.errors


def _check_buttons(c):
    """SEAT_BUTTONS: (step pin, confirm pin) per seat; returns the seat count or None."""
    if not c.present("SEAT_BUTTONS"):
        return None
    seats = c.value("SEAT_BUTTONS")
    if not _is_seq(seats) or not 1 <= len(seats) <= MAX_SEATS:
        c.fail("SEAT_BUTTONS", "must list 1 to %d seats as (step pin, confirm pin)" % MAX_SEATS)
        return None
    pins = {}
    if _is_int(c.value("NEOPIXEL_PIN")):
        pins[c.value("NEOPIXEL_PIN")] = "NEOPIXEL_PIN"
    for seat, pair in enumerate(seats):
        where = "SEAT_BUTTONS[%d]" % seat
        if not _is_seq(pair) or len(pair) != 2:
            c.fail(where, "must be a (step pin, confirm pin) pair, not %r" % (pair,))
            continue
        for pin in pair:
            if not c.pin(where, pin):
                continue
            if pin in pins:
                c.fail(where, "GP%d is already used by %s" % (pin, pins[pin]))
            else:
                pins[pin] = where
    return len(seats)


def _check_wifi(c):
    """WIFI_MODE and its fields, for a Pico W's phone companion (hal/net.py); a config
    without them is a table without Wi-Fi, as on a plain Pico."""
    mode = c.value("WIFI_MODE")
    if mode is None or mode == "off":
        return
    if mode not in ("ap", "join"):
        c.fail("WIFI_MODE", "%r is not one of off, ap, join" % (mode,))
        return
    name = c.value("WIFI_NAME")
    if type(name) is not str or not 1 <= len(name) <= 32 or not _printable(name):
        c.fail("WIFI_NAME", "must be a network name of 1 to 32 printable characters")
    password = c.value("WIFI_PASSWORD")
    if type(password) is not str or not 8 <= len(password) <= 63 or not _printable(password):
        c.fail("WIFI_PASSWORD", "WPA2 wants 8 to 63 printable characters")
    if c.value("WEB_PORT") is not None:
        c.int_in("WEB_PORT", 1, 65535)


def _printable(text):
    return all(" " <= char <= "~" for char in text)


def _claim(c, used, where, led):
    if not _is_int(led):
        return
    if led in used:
        c.fail(where, "LED %d is already used by %s" % (led, used[led]))
    else:
        used[led] = where


def validate(config, board=None):
    """Raise ConfigError naming the first bad field (build tools); returns the config."""
    errors = check(config, board)
    if errors:
        field, message = errors[0]
        if len(errors) > 1:
            message += " (and %d more problems)" % (len(errors) - 1)
        raise ConfigError(field, message)
    return config


def check_at_boot(config, board=None):
    """check(), then forget this module and the board facts it read: the table checks its
    config once per boot, and they would otherwise keep their RAM for the whole game."""
    import sys

    family = boards.family_module()
    loaded = family in sys.modules
    errors = check(config, board)
    _forget(sys, __name__)
    if not loaded:
        _forget(sys, family)
    return errors


def _forget(sys, module):
    """Out of sys.modules, and off its package, or it stays."""
    sys.modules.pop(module, None)
    package, _, name = module.rpartition(".")
    parent = sys.modules.get(package)
    if parent is not None and name in parent.__dict__:
        delattr(parent, name)
