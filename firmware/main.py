"""Boots Midway on a Pico: the config, the table on the real hal, the watchdog, forever.

On a Pico W whose config turns Wi-Fi on, the phone companion's server runs beside the table
in one asyncio loop (table/companion.py); otherwise the table's own loop runs alone."""

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
    from table import boot

    # rp2 seeds `random` from its ring oscillator at power-up: a different game every boot.
    # The config goes by name: boot imports it, and shows the error pattern if it does not.
    try:
        app = boot.build("config", seed=random.getrandbits(30))
    except KeyboardInterrupt:
        # A host tool's Ctrl-C while the table starts: the watchdog build may have started
        # must not reset the board in the middle of what the tool came to do (App.stop).
        from hal import watchdog

        watchdog.stop()
        raise
    boot.forget()  # needed at boot only
    del boot
    address = None
    if not app.errors:
        from hal import net

        feed = app.watchdog.feed if app.watchdog is not None else None
        address = net.start(app.config, app.log, feed)
    if address is None:
        app.run()
        return
    import asyncio

    from table import online

    asyncio.run(online.run(app, "0.0.0.0", getattr(app.config, "WEB_PORT", 80)))


main()
