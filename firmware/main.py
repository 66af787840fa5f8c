"""Boots Midway on a Pico: the config, the table on the real hal, the watchdog, forever."""

import random

import config

from table import boot


def main():
    # rp2 seeds `random` from its ring oscillator at power-up: a different game every boot.
    app = boot.build(config, seed=random.getrandbits(30))
    boot.run(app)


main()
