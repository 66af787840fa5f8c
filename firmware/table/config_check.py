"""Validates the table's config (firmware/config.py): at boot, and in the build and host tools.

Every problem comes back as (field, message) and the message starts with the field's name,
so the serial log and the build output point a maker straight at the line to fix. A config
file that does not even import is one problem too, named by the file and its line (load()).
What check() accepts, the table can run: every value hal is given is one hal takes.
"""

from compat import const, forget
from hal import boards
from hal.pixels import MAX_WHITE_MA, ORDERS

# The pins a maker may wire and the watchdog's longest timeout are the board family's facts
# (hal/board_rp2.py, hal/board_circuitpython.py): a config is checked against the running one.
# The colour orders and the most current the chain's estimate can reckon with are the LED
# driver's (hal/pixels.py).
MAX_SEATS = 6
PIPS = 7
# The most games RECORDS_KEPT may keep (table/records.py): up to 2.7 KB a game, held twice
# while a game is added, must leave a Pico W's 848 KB of flash room for the firmware's files.
RECORDS_MOST = 100
LED_FIELDS = ("SPACE_LEDS", "OWNER_LEDS", "MONTH_LEDS", "PIP_LEDS", "DIE_LED", "SEAT_LEDS")


class ConfigError(ValueError):
    """A bad config; .field names the first bad field, the message says what is wrong."""

    def __init__(self, field, message):
        super().__init__(message)
        self.field = field


class Unloaded:
    """Stands in for a config file that did not import: it has no fields, and check() gives
    `problem` as its one problem."""

    def __init__(self, problem):
        self.problem = problem


def load(name="config"):
    """The config module `name`, imported; if it does not import (a syntax error, a name it
    does not define, a file that is not there, any exception, a sys.exit() in it), an
    Unloaded naming the file and the line, so the table shows the error pattern instead of
    a traceback on a dark table (main.py, code.py)."""
    import sys

    try:
        __import__(name)
        return sys.modules[name]
    except (Exception, SystemExit) as err:  # noqa: BLE001 - whatever the file raises is its own
        sys.modules.pop(name, None)  # half made: the next import would find it broken
        return Unloaded(import_problem(name.rpartition(".")[2] + ".py", err))


def import_problem(filename, err):
    """(field, message) for `err` raised importing `filename`: the field is the file, the
    message gives the line where it can be found ("config.py: line 12: NameError: ...")."""
    line = _line_of(filename, err)
    where = filename if line is None else "%s: line %d" % (filename, line)
    # CPython's SyntaxError repeats the file and line after its message: the message alone
    what = err.args[0] if isinstance(err, SyntaxError) and err.args else err
    if isinstance(err, SystemExit):  # a config is read, not run: it may not end the boot
        what = "a config may not call sys.exit(%s)" % ", ".join([repr(a) for a in err.args])
    return (filename, "%s: %s: %s" % (where, type(err).__name__, what))


def _line_of(filename, err):
    """The line of `filename` where `err` was raised, or None. MicroPython (CircuitPython 9
    too) gives it only in the printed traceback, a SyntaxError's included; CPython in the
    traceback's frames, or a SyntaxError's own lineno."""
    import sys

    if hasattr(sys, "print_exception"):
        import io

        out = io.StringIO()
        sys.print_exception(err, out)
        return _line_in(filename, out.getvalue())
    found = None
    if _is_file(getattr(err, "filename", None), filename):  # a SyntaxError
        found = getattr(err, "lineno", None)
    tb = getattr(err, "__traceback__", None)
    while tb is not None:
        if _is_file(tb.tb_frame.f_code.co_filename, filename):
            found = tb.tb_lineno
        tb = tb.tb_next
    return found


def _is_file(path, filename):
    return type(path) is str and (path == filename or path.endswith("/" + filename))


def _line_in(filename, text):
    """The line of the innermost `File "...filename", line N` in a printed traceback."""
    found = None
    for entry in text.split("\n"):
        entry = entry.strip()
        end = entry.find('", line ')
        if end < 0 or not entry.startswith('File "') or not _is_file(entry[6:end], filename):
            continue
        digits = entry[end + 8 :].split(",")[0]
        if digits.isdigit():
            found = int(digits)
    return found


def tycoon_board():
    """(spaces, attractions, months) of the Tycoon board the LED map must cover.

    Reads the board data module alone, not the whole engine, and forgets it again: at boot
    the table must not hold a game's RAM before anyone picked the game."""
    import gc
    import sys

    from table import names

    name = names.TYCOON_BOARD
    loaded = name in sys.modules
    __import__(name)
    data = sys.modules[name]
    board = (len(data.SPACES), len(data.ATTRACTIONS), len(data.MONTHS))
    if not loaded:  # forget it: out of sys.modules, and off the package, or it stays
        forget(name)
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
        # Per field: how many more of its entries ("SPACE_LEDS[7]") had a problem after the
        # first. One line a field, not one an LED: a LED_COUNT too short for the map would
        # be a hundred lines, and their strings a big part of a Pico's heap.
        self.more = {}  # type: dict[str, int]
        self.pins = {}  # type: dict[int, str]  # GPIO -> the field that wires it, so far

    def fail(self, field, message):
        entry = field.find("[")
        if entry > 0:
            name = field[:entry]
            if name in self.more:
                self.more[name] += 1
                return
            self.more[name] = 0
        self.errors.append((field, "%s: %s" % (field, message)))

    def problems(self):
        """The errors, each field's first entry saying how many more of its entries failed."""
        errors = self.errors
        for i in range(len(errors)):
            field, message = errors[i]
            name = field[: field.find("[")] if "[" in field else ""
            if self.more.get(name):
                errors[i] = (field, "%s (and %d more in %s)" % (message, self.more[name], name))
        return errors

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
            self.led(field, i, led, count)
        return value

    def led(self, field, index, led, count):
        """An LED index; index: its place in `field`, or None for a field of one LED. The
        place is named only for a problem: a whole map's names would be a heap's worth."""
        problem = None
        if not _is_int(led):
            problem = "%r is not an LED index" % (led,)
        elif count is not None and not 0 <= led < count:
            problem = "LED %d is out of range 0..%d (LED_COUNT)" % (led, count - 1)
        if problem is not None:
            self.fail(field if index is None else "%s[%d]" % (field, index), problem)
        return problem is None


def check(config, board=None):
    """Every problem with `config` as a list of (field, message); [] when it is fit to run.

    board: (spaces, attractions, months) of the Tycoon board; None reads the Tycoon
    engine's board data (and forgets it again).
    """
    if isinstance(config, Unloaded):
        return [config.problem]
    c = _Checker(config, boards.family())
    if c.present("NEOPIXEL_PIN"):
        c.pin("NEOPIXEL_PIN", c.value("NEOPIXEL_PIN"))
    if c.present("COLOUR_ORDER") and c.value("COLOUR_ORDER") not in ORDERS:
        c.fail(
            "COLOUR_ORDER",
            "%r is not one of %s" % (c.value("COLOUR_ORDER"), ", ".join(ORDERS)),
        )
    count = c.int_in("LED_COUNT", 1, 1000)
    c.int_in("BRIGHTNESS", 1, 255)
    channel = c.int_in("MA_PER_CHANNEL", 1, 100)
    if count is not None and channel is not None and count * 3 * channel > MAX_WHITE_MA:
        c.fail(
            "MA_PER_CHANNEL",
            "%d mA on %d LEDs is %d mA of full white, more than the %d mA the LED driver "
            "reckons with (a WS2812 channel draws about 20 mA)"
            % (channel, count, count * 3 * channel, MAX_WHITE_MA),
        )
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
        _check_folder(c, c.value("SAVE_FOLDER"))
    if c.value("RECORDS_KEPT") is not None:  # a config from before the records keeps KEPT
        c.int_in("RECORDS_KEPT", 0, RECORDS_MOST)
    _check_wifi(c)
    _check_screens(c, seats)
    if board is None:
        board = tycoon_board()
    spaces, attractions, months = board
    used = set()  # type: set[int]  # the LED indices claimed so far, in _CLAIMS order
    for field, expected, what in (
        ("SPACE_LEDS", spaces, "the Tycoon board"),
        ("OWNER_LEDS", attractions, "the Tycoon board's attraction list"),
        ("MONTH_LEDS", months, "the month track"),
        ("PIP_LEDS", PIPS, "a d6 pip display"),
        ("SEAT_LEDS", seats, "SEAT_BUTTONS"),
    ):
        for i, led in enumerate(c.leds(field, expected, count, what)):
            _claim(c, used, field, i, led)
    if c.present("DIE_LED"):
        led = c.value("DIE_LED")
        if c.led("DIE_LED", None, led, count):
            _claim(c, used, "DIE_LED", None, led)
    return c.problems()


def _check_buttons(c):
    """SEAT_BUTTONS: (step pin, confirm pin) per seat; returns the seat count or None."""
    if not c.present("SEAT_BUTTONS"):
        return None
    seats = c.value("SEAT_BUTTONS")
    if not _is_seq(seats) or not 1 <= len(seats) <= MAX_SEATS:
        c.fail("SEAT_BUTTONS", "must list 1 to %d seats as (step pin, confirm pin)" % MAX_SEATS)
        return None
    pins = c.pins
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


# The SSD1306's two I2C addresses (its D/C# pin's jumper), and the TCA9548A's eight (A0-A2)
SCREEN_ADDRESSES = (0x3C, 0x3D)
MUX_LOW = const(0x70)
MUX_HIGH = const(0x77)
MUX_CHANNELS = const(8)
I2C_SLOWEST_HZ = const(100000)  # standard mode


def _check_screens(c, seats):
    """SEAT_SCREENS and the SCREEN_ fields, for a seat screen per seat (hal/screens.py): a
    config without SEAT_SCREENS, or with none of its entries a channel, has no screens, and
    the SCREEN_ fields are not read."""
    screens = c.value("SEAT_SCREENS")
    if screens is None:
        return
    if not _is_seq(screens):
        c.fail(
            "SEAT_SCREENS", "must be a tuple of channels 0-7 or None per seat, not %r" % (screens,)
        )
        return
    if seats is not None and len(screens) > seats:
        c.fail(
            "SEAT_SCREENS", "has %d entries for %d seats (SEAT_BUTTONS)" % (len(screens), seats)
        )
    channels = {}  # type: dict[int, int]  # channel -> the seat whose screen is on it
    for seat, channel in enumerate(screens):
        where = "SEAT_SCREENS[%d]" % seat
        if channel is None:
            continue
        if not _is_int(channel) or not 0 <= channel < MUX_CHANNELS:
            c.fail(where, "%r is not a multiplexer channel 0-7 (or None: no screen)" % (channel,))
        elif channel in channels:
            c.fail(
                where, "channel %d is already seat %d's screen" % (channel, channels[channel] + 1)
            )
        else:
            channels[channel] = seat
    wanted = len([channel for channel in screens if channel is not None])
    if not wanted:
        return
    if "ssd1306" not in c.family.LIBRARIES:
        c.fail(
            "SEAT_SCREENS",
            "seat screens need MicroPython's machine.I2C and the ssd1306 "
            "driver: none on this board (set SEAT_SCREENS = ())",
        )
        return
    bus = c.int_in("SCREEN_I2C", 0, 1)
    for field, block, name in (
        ("SCREEN_SDA_PIN", c.family.I2C_SDA, "SDA"),
        ("SCREEN_SCL_PIN", c.family.I2C_SCL, "SCL"),
    ):
        if not c.present(field):
            continue
        pin = c.value(field)
        if not c.pin(field, pin) or bus is None:
            continue
        if pin not in block[bus]:
            c.fail(
                field,
                "GP%d is not I2C%d's %s pin (%s)"
                % (pin, bus, name, ", ".join(["GP%d" % g for g in block[bus]])),
            )
        elif pin in c.pins:
            c.fail(field, "GP%d is already used by %s" % (pin, c.pins[pin]))
        else:
            c.pins[pin] = field
    c.int_in("SCREEN_I2C_HZ", I2C_SLOWEST_HZ, c.family.I2C_MAX_HZ)
    if c.present("SCREEN_MUX_ADDRESS"):
        mux = c.value("SCREEN_MUX_ADDRESS")
        if mux is None:
            if wanted > 1:
                c.fail(
                    "SCREEN_MUX_ADDRESS",
                    "None (no multiplexer) drives one screen, not the "
                    "%d SEAT_SCREENS names: they share one address" % wanted,
                )
        elif not _is_int(mux) or not MUX_LOW <= mux <= MUX_HIGH:
            c.fail(
                "SCREEN_MUX_ADDRESS",
                "%r is not a TCA9548A's address 0x70-0x77 (or None: "
                "one screen, no multiplexer)" % (mux,),
            )
    if c.present("SCREEN_ADDRESS") and c.value("SCREEN_ADDRESS") not in SCREEN_ADDRESSES:
        c.fail(
            "SCREEN_ADDRESS",
            "%r is not an SSD1306's address: 0x3C, or 0x3D with its "
            "jumper moved" % (c.value("SCREEN_ADDRESS"),),
        )


# Characters a folder name cannot hold on some board's filesystem (FAT, CircuitPython's), or
# that a maker did not mean: the saves go to the same folder on every board.
_NOT_IN_FOLDERS = '\\:*?"<>|\x7f'
# The longest name of one folder, in UTF-8 bytes: LittleFS's LFS_NAME_MAX, which MicroPython's
# rp2 port leaves at its default (its VfsLfs2 sets no name_max, and statvfs reports this
# figure); FAT's long names stop at 255 characters too. A longer name fails the first save.
NAME_MAX = const(255)


def _check_folder(c, folder):
    """SAVE_FOLDER: an absolute path of plain folder names. The storage makes every folder of
    it that is missing (hal/storage.py); a file in its way is found at boot."""
    if type(folder) is not str or not folder.startswith("/") or len(folder) < 2:
        c.fail("SAVE_FOLDER", "must be an absolute folder such as '/midway', not %r" % (folder,))
        return
    for name in folder.rstrip("/")[1:].split("/"):
        if name in ("", ".", ".."):
            c.fail("SAVE_FOLDER", "%r: a folder name cannot be empty, '.' or '..'" % (folder,))
            return
        if len(name.encode()) > NAME_MAX:
            c.fail(
                "SAVE_FOLDER",
                "a folder name of %d bytes (%s...): the flash's filesystem takes %d at most"
                % (len(name.encode()), name[:12], NAME_MAX),
            )
            return
    for char in folder:
        if ord(char) < 32 or char in _NOT_IN_FOLDERS:
            c.fail(
                "SAVE_FOLDER",
                "%r: a folder name cannot hold control characters nor any of %s"
                % (folder, _NOT_IN_FOLDERS[:-1]),
            )
            return


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
    host = c.value("HOSTNAME")
    if host is not None and not is_hostname(host):
        c.fail(
            "HOSTNAME",
            "%r is not a network name: 1 to 32 letters, digits and hyphens, "
            "not starting or ending with a hyphen" % (host,),
        )
    if c.value("WEB_CONNECTIONS") is not None:
        c.int_in("WEB_CONNECTIONS", 5, 64)  # fewer leaves six phones no room; lwIP's ceiling


def is_hostname(name):
    """Whether `name` is one DNS label a Pico W can be called (network.hostname: 32 at most)."""
    if type(name) is not str or not 1 <= len(name) <= 32 or name[0] == "-" or name[-1] == "-":
        return False
    return all("a" <= c <= "z" or "A" <= c <= "Z" or "0" <= c <= "9" or c == "-" for c in name)


def _printable(text):
    return all(" " <= char <= "~" for char in text)


# The LED fields in the order check() claims their LEDs: the first to use an LED keeps it.
_CLAIMS = ("SPACE_LEDS", "OWNER_LEDS", "MONTH_LEDS", "PIP_LEDS", "SEAT_LEDS", "DIE_LED")


def _claim(c, used, field, index, led):
    if not _is_int(led):
        return
    if led not in used:
        used.add(led)
        return
    where = field if index is None else "%s[%d]" % (field, index)
    c.fail(where, "LED %d is already used by %s" % (led, _first_user(c, led)))


def _first_user(c, led):
    """Where `led` was claimed first, found again only when a second place claims it."""
    for field in _CLAIMS:
        value = c.value(field)
        if _is_int(value) and value == led:
            return field
        if _is_seq(value):
            for i, other in enumerate(value):
                if _is_int(other) and other == led:
                    return "%s[%d]" % (field, i)
    return "another field"


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
    forget(__name__)
    if not loaded:
        forget(family)
    return errors
