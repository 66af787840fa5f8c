"""Boot: build the table from the config and the hal (App.run then runs it).

main.py calls this on the Pico; tests and the simulator call the same functions with the
simulated board loaded, so the whole path from config to pins is the one a Pico takes. The
board family is chosen here, once (hal/boards.py: the board's own, or the one a host handed
in), and its backends handed to every hal part built. A bad config still boots: the LEDs
show the error pattern (on whatever part of the chain can be driven safely) and the log
names the fields, instead of a crash and a reboot loop.
"""

from compat import forget as forget_module
from table.app import App

# Safe stand-ins used only to show the error pattern when the config itself is bad.
_FALLBACK_PIN = 16
_FALLBACK_COUNT = 8
_FALLBACK_BRIGHTNESS = 32
_FALLBACK_MA_PER_CHANNEL = 20
_FALLBACK_IDLE_MA_PER_LED = 1
# The error pattern's colour may draw this much above what the chain draws dark: a long chain
# idles at more than a USB port's spare current, and under a limit below its idle draw the
# pattern would be dark.
_FALLBACK_COLOUR_MA = 200


# The error naming no field of the config: the table itself failed to start (failed()).
BOOT = "boot"


def _safe(config, errors, name, fallback):
    """A config field, or `fallback` when the field is missing or has an error."""
    for field, _ in errors:
        if field == name or field.startswith(name + "["):
            return fallback
    return getattr(config, name, fallback)


def pixels_for(config, errors, backends=None):
    """hal Pixels for the chain, on the board family's `backends` (None: hal/boards.py's);
    with a bad config, driven only as far as is safe: every field the checker named is
    replaced by its stand-in, which the checker's limits (hal's own) make a chain hal takes;
    failing that, the stand-ins' own short chain."""
    from hal.pixels import Pixels

    if not errors:
        return Pixels(
            config.NEOPIXEL_PIN,
            config.LED_COUNT,
            order=config.COLOUR_ORDER,
            brightness=config.BRIGHTNESS,
            limit_ma=config.CURRENT_LIMIT_MA,
            ma_per_channel=config.MA_PER_CHANNEL,
            idle_ma_per_led=config.IDLE_MA_PER_LED,
            backend=backends,
        )
    count = _safe(config, errors, "LED_COUNT", _FALLBACK_COUNT)
    idle = _safe(config, errors, "IDLE_MA_PER_LED", _FALLBACK_IDLE_MA_PER_LED)
    try:
        return Pixels(
            _safe(config, errors, "NEOPIXEL_PIN", _FALLBACK_PIN),
            count,
            order=_safe(config, errors, "COLOUR_ORDER", "GRB"),
            brightness=_safe(config, errors, "BRIGHTNESS", _FALLBACK_BRIGHTNESS),
            limit_ma=_FALLBACK_COLOUR_MA + count * idle,
            ma_per_channel=_safe(config, errors, "MA_PER_CHANNEL", _FALLBACK_MA_PER_CHANNEL),
            idle_ma_per_led=idle,
            backend=backends,
        )
    except (ValueError, TypeError):  # the error pattern is the last resort: it must show
        return Pixels(
            _FALLBACK_PIN,
            _FALLBACK_COUNT,
            brightness=_FALLBACK_BRIGHTNESS,
            limit_ma=_FALLBACK_COLOUR_MA + _FALLBACK_COUNT * _FALLBACK_IDLE_MA_PER_LED,
            ma_per_channel=_FALLBACK_MA_PER_CHANNEL,
            idle_ma_per_led=_FALLBACK_IDLE_MA_PER_LED,
            backend=backends,
        )


def _storage(config, fs):
    """(the saves, errors): a SAVE_FOLDER that cannot be made (a file in its way) is a config
    error at boot, not a failed save in the middle of a game."""
    from hal.storage import Storage

    storage = Storage(config.SAVE_FOLDER, fs=fs)
    try:
        storage.check_folder()
    except OSError as err:
        message = "SAVE_FOLDER: %r cannot be made: %s" % (config.SAVE_FOLDER, err)
        return None, [("SAVE_FOLDER", message)]
    return storage, []


def screens_for(config, backends=None):
    """(hal.screens.Screens or None, [(text, fields)] to log): the seat screens SEAT_SCREENS
    names, those that answer. Anything that goes wrong is a line to log and a table without
    screens (or without that seat's), never a failed boot: no ssd1306 driver on the board
    (ImportError), no answer on the bus (OSError), anything else."""
    from table import names

    channels = getattr(config, "SEAT_SCREENS", ())
    lines = []  # type: list
    if not any(channel is not None for channel in channels):
        return None, lines
    try:
        from hal.screens import Screens

        screens = Screens(
            config.SCREEN_I2C,
            config.SCREEN_SDA_PIN,
            config.SCREEN_SCL_PIN,
            config.SCREEN_I2C_HZ,
            config.SCREEN_MUX_ADDRESS,
            config.SCREEN_ADDRESS,
            channels,
            backends,
        )
    except Exception as err:  # noqa: BLE001 - whatever stops the screens, the table plays on
        hint = " (mpremote mip install ssd1306)" if isinstance(err, ImportError) else ""
        lines.append(
            (
                "the seat screens cannot start: %s: %s%s: the table plays without them"
                % (type(err).__name__, err, hint),
                (),
            )
        )
        forget_module(names.SCREENS)
        forget_module("ssd1306")
        return None, lines
    for seat, why in screens.missing:
        lines.append(
            (
                "seat %d's screen %s: seat %d plays without it" % (seat + 1, why, seat + 1),
                (("seat", seat),),
            )
        )
    if not screens.seats:  # (hal.screens let its driver go once they were up)
        forget_module(names.SCREENS)
        return None, lines
    return screens, lines


def build(config, seed=1, fs=None, board=None, games=None):
    """The App for `config` on the hal (real or simulated). fs: a filesystem for the saves
    (tests pass host_tools/virtual_board/fakefs); board: Tycoon (spaces, attractions, months).
    config: the config, or the name of its module (main.py's "config"), imported here: one
    that does not import is a config error naming its file and line (config_check.load)."""
    from hal import boards, serial
    from table import config_check

    backends = boards.backends_of()  # the board family, chosen once: every part below takes it
    if type(config) is str:
        config = config_check.load(config)
    errors = config_check.check_at_boot(config, board)
    # check_at_boot() forgot its module; held here, its code would stay in the heap while
    # the table below builds and resumes its game, the most a boot ever holds
    del config_check
    storage = None
    if not errors:
        storage, errors = _storage(config, fs)
    pixels = pixels_for(config, errors, backends)
    buttons = watchdog = screens = None
    screen_lines = []  # type: list
    cause = "power"
    if not errors:
        from hal.buttons import Buttons
        from hal.watchdog import Watchdog

        cause = backends.reset_cause()

        pins = []
        for step_pin, confirm_pin in config.SEAT_BUTTONS:
            pins.append(step_pin)
            pins.append(confirm_pin)
        buttons = Buttons(pins, active_low=config.BUTTONS_ACTIVE_LOW, backends=backends)
        screens, screen_lines = screens_for(config, backends)
        if config.WATCHDOG_MS:
            watchdog = Watchdog(config.WATCHDOG_MS, backends)
    kwargs = {} if games is None else {"games": games}
    if screens is not None:
        kwargs["screens"] = screens
    forget_module(backends.__name__)  # boot's part of them: what the table needs later loads again
    app = App(
        config,
        pixels,
        buttons,
        storage,
        watchdog,
        serial.write_line,
        seed=seed,
        board=board,
        errors=errors,
        reset_cause=cause,
        write_json_line=serial.write_json_line,
        **kwargs,
    )
    for text, fields in screen_lines:
        app.log.event("screen", text, fields)
    return app


def failed(err, config="config", board=None):
    """The App that shows the error pattern when building the table raised `err` (a bug, a
    driver, a file missing): the watchdog off, a boot_error line saying what and where, and
    the save left as it is for the next boot."""
    import sys

    from hal import boards, serial

    backends = boards.backends_of()
    backends.stop_watchdog()  # started, it would reset the board into the same failure, forever
    if type(config) is str:
        config = sys.modules.get(config)
    text = "the table could not start: %s: %s%s" % (type(err).__name__, err, where(err))
    errors = [(BOOT, text)]
    try:  # the config's own chain, if it is one the check still passes
        from table import config_check

        if config_check.check_at_boot(config, board):
            config = None
    except Exception:  # noqa: BLE001 - the check may be what failed: the stand-ins' chain
        config = None
    return App(
        config,
        pixels_for(config, errors, backends),
        None,
        errors=errors,
        write_line=serial.write_line,
        write_json_line=serial.write_json_line,
    )


def where(err):
    """The innermost frame `err` was raised in, as " (file, line N)", or "" when unknown:
    what a maker's bug report needs first."""
    import sys

    found = ""
    if hasattr(sys, "print_exception"):
        import io

        out = io.StringIO()
        sys.print_exception(err, out)
        for entry in out.getvalue().split("\n"):
            entry = entry.strip()
            if entry.startswith('File "'):
                found = entry[6:]
    else:
        tb = getattr(err, "__traceback__", None)
        while tb is not None:
            found = '%s", line %d' % (tb.tb_frame.f_code.co_filename, tb.tb_lineno)
            tb = tb.tb_next
    if not found:
        return ""
    path, _, line = found.partition('", ')
    return " (%s, %s)" % (path.rpartition("firmware/")[2], line.split(",")[0])


def forget():
    """Drop this module once the table is built (main.py, code.py): it is needed at boot
    only, and its code would otherwise sit in the heap all game long."""
    forget_module(__name__)
