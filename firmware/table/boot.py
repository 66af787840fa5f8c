"""Boot: build the table from the config and the hal, and run it.

main.py calls this on the Pico; tests and the simulator call the same functions with the
simulated board loaded, so the whole path from config to pins is the one a Pico takes. A bad
config still boots: the LEDs show the error pattern (on whatever part of the chain can be
driven safely) and the log names the fields, instead of a crash and a reboot loop.
"""

from table.app import App

# Safe stand-ins used only to show the error pattern when the config itself is bad.
_FALLBACK_PIN = 16
_FALLBACK_COUNT = 8
_FALLBACK_BRIGHTNESS = 32
_FALLBACK_LIMIT_MA = 200


def _safe(config, errors, name, fallback):
    """A config field, or `fallback` when the field is missing or has an error."""
    for field, _ in errors:
        if field == name or field.startswith(name + "["):
            return fallback
    return getattr(config, name, fallback)


def pixels_for(config, errors):
    """hal Pixels for the chain; with a bad config, driven only as far as is safe."""
    from hal.pixels import Pixels

    limit = _FALLBACK_LIMIT_MA if errors else config.CURRENT_LIMIT_MA
    return Pixels(
        _safe(config, errors, "NEOPIXEL_PIN", _FALLBACK_PIN),
        _safe(config, errors, "LED_COUNT", _FALLBACK_COUNT),
        order=_safe(config, errors, "COLOUR_ORDER", "GRB"),
        brightness=_safe(config, errors, "BRIGHTNESS", _FALLBACK_BRIGHTNESS),
        limit_ma=limit,
        ma_per_channel=_safe(config, errors, "MA_PER_CHANNEL", 20),
        idle_ma_per_led=_safe(config, errors, "IDLE_MA_PER_LED", 1),
    )


def build(config, seed=1, fs=None, board=None, games=None):
    """The App for `config` on the hal (real or simulated). fs: a filesystem for the saves
    (tests pass host_tools/sim/fakefs); board: Tycoon (spaces, attractions, months)."""
    from hal import serial
    from table import config_check

    errors = config_check.check_at_boot(config, board)
    pixels = pixels_for(config, errors)
    buttons = storage = watchdog = None
    cause = "power"
    if not errors:
        from hal.buttons import Buttons
        from hal.storage import Storage
        from hal.watchdog import Watchdog, reset_cause

        cause = reset_cause()

        pins = []
        for step_pin, confirm_pin in config.SEAT_BUTTONS:
            pins.append(step_pin)
            pins.append(confirm_pin)
        buttons = Buttons(pins, active_low=config.BUTTONS_ACTIVE_LOW)
        storage = Storage(config.SAVE_FOLDER, fs=fs)
        if config.WATCHDOG_MS:
            watchdog = Watchdog(config.WATCHDOG_MS)
    kwargs = {} if games is None else {"games": games}
    return App(
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
        **kwargs,
    )


def run(app, steps=-1, idle_ms=5):
    """The main loop: step the table every idle_ms, forever (or `steps` times, for tests).

    An unexpected error is the App's to judge (App.fault): outside a game the table carries
    on; in a game the board resets and resumes the save, unless the game failed the same way
    before, when it is set aside. The watchdog covers a hang.

    Ctrl-C on the USB serial (mpremote sends it before `make flash` or `make ledcheck` does its
    job) stops the table for good: the watchdog off, the LEDs dark, a "stopped" line, and run()
    returns to the REPL. A game in play keeps its save, as at a power cut; a reset starts the
    table again and resumes it."""
    from hal import clock

    try:
        while steps != 0:
            try:
                app.step(clock.ticks_ms())
            except Exception as err:  # noqa: BLE001 - keep the table alive, say what happened
                if app.fault(err):
                    from hal import watchdog

                    watchdog.reset()
            clock.sleep_ms(idle_ms)
            if steps > 0:
                steps -= 1
    except KeyboardInterrupt:
        # First the watchdog: left running it would reset the board in the middle of what the
        # host tool came to do (rp2's machine.WDT cannot stop it; hal.watchdog can).
        stopped = app.watchdog is None or app.watchdog.stop()
        app.pixels.deinit()
        if stopped:
            text = "stopped by Ctrl-C: the REPL is the host's; reset the board to play again"
        else:
            text = "stopped by Ctrl-C, but this chip's watchdog cannot be stopped: it resets"
            text += " the board within %d ms" % app.watchdog.timeout_ms
        app.log.event("stopped", text, (("watchdog", "off" if stopped else "running"),))
