"""Boots Midway on a CircuitPython board (code.py is the file CircuitPython runs at power-up):
the same table as main.py, on hal's CircuitPython backends (keypad, microcontroller's
watchdog, Adafruit's neopixel). Saves need a writable filesystem: docs/hal.md."""


def seed():
    """A different game every boot: random's own bits where the build has getrandbits, else
    os.urandom's (the RP2040's ring oscillator, either way)."""
    import random

    if hasattr(random, "getrandbits"):
        return random.getrandbits(30)
    import os

    return int.from_bytes(os.urandom(4), "big") >> 2


def main():
    from table import boot

    app = boot.build("config", seed=seed())  # by name: boot imports it (main.py's way)
    boot.forget()  # needed at boot only
    del boot
    app.run()


# CircuitPython runs this file as __main__. Imported on a host, where `code` is also the
# standard library's module and firmware/ is first on the import path, it boots nothing.
if __name__ == "__main__":
    main()
