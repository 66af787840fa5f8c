"""Boots Midway on a Pico: the config, the table on the real hal, the watchdog, forever.

On a Pico W whose config turns Wi-Fi on, the phone companion's server runs beside the table
in one asyncio loop (table/web/companion.py); otherwise the table's own loop runs alone. Whatever
fails on the way, the table ends showing the error pattern with a line on the serial log."""

import random
import sys


def main():
    # A firmware with Midway frozen in (manifest.py) runs its frozen modules, never .mpy
    # files a `make flash` left on the filesystem: found first, they would load into the heap
    # (code and names) what that firmware keeps in flash. Without Midway frozen in, the
    # frozen modules are MicroPython's own and the filesystem's are found as before.
    if ".frozen" in sys.path:
        sys.path.remove(".frozen")
        sys.path.insert(0, ".frozen")
    try:
        app = _build()
    except KeyboardInterrupt:
        _stop_at_boot()
        return
    if app is None:
        return
    address = None
    if not app.errors:
        from hal import net

        feed = app.watchdog.feed if app.watchdog is not None else None
        address = net.start(app.config, app.log, feed)  # None, and a line why, if it fails
    if address is not None:
        try:
            import asyncio

            from table.web import online

            port = getattr(app.config, "WEB_PORT", 80)
            asyncio.run(online.run(app, "0.0.0.0", port, address=address))
            return
        except Exception as err:  # noqa: BLE001 - the phones' server failed: the table plays on
            app.serve_phones(None)
            text = "the phones' server stopped (%s: %s): the table plays on without phones"
            app.log.event("web", text % (type(err).__name__, err))
    app.run()


def _stop_at_boot():
    """A host tool's Ctrl-C while the table starts: the watchdog build may have started must
    not reset the board in the middle of what the tool came to do (App.stop). mpremote sends
    Ctrl-C twice, and the second may land while the first is handled: stopping begins again."""
    for _ in range(3):
        try:
            from table import trouble

            trouble.stop_at_boot()
            return
        except KeyboardInterrupt:
            pass


def _build():
    """The App, built from the config; if that raises, an App showing the error pattern
    (table/boot.failed); if not even that can be made, None after _last_resort()."""
    try:
        from table import boot

        # rp2 seeds `random` from its ring oscillator at power-up: a different game every
        # boot. The config goes by name: boot imports it, and shows the error pattern if it
        # does not.
        try:
            app = boot.build("config", seed=random.getrandbits(30))
        except (Exception, SystemExit) as err:  # noqa: BLE001 - whatever it was, say so
            app = boot.failed(err)
        boot.forget()  # needed at boot only
        return app
    except (Exception, SystemExit) as err:  # noqa: BLE001 - the error pattern's own code
        _last_resort(err)
    return None


def _last_resort(err):
    """Not even the error pattern's code could load (a file missing after a partial copy, no
    memory): the watchdog off, one line on the serial log, and the error pattern on the
    first LEDs of the shipped chain, drawn here with as little as there is."""
    try:
        from hal import watchdog

        watchdog.stop()
    except Exception:  # noqa: BLE001, S110 - a board without it has no watchdog to stop
        pass
    text = ("%s: %s" % (type(err).__name__, err)).replace("\\", "/").replace('"', "'")
    line = '{"ev": "boot_error", "text": "the table could not start: %s"}' % text
    try:
        from hal import serial

        serial.write_line(line)
    except Exception:  # noqa: BLE001 - the port's own print, then
        print(line)
    from hal import clock
    from hal.pixels import Pixels

    pixels = Pixels(16, 8, brightness=32, limit_ma=208)  # table/boot.py's stand-in chain
    odd = 0
    while True:
        frame = pixels.frame
        for led in range(8):
            frame[led * 3] = 255 if led % 2 == odd else 0
        pixels.show()
        odd = 1 - odd
        clock.sleep_ms(250)


main()
