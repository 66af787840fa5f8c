"""Which board family the firmware runs on: its module of facts (hal/board_rp2.py,
hal/board_circuitpython.py), and whether hal takes its CircuitPython backends."""

import sys

from hal import simulated


def on_circuitpython():
    """True on CircuitPython, and on a host while the simulated CircuitPython board is loaded
    (tests/support/sim.install_circuitpython); False on MicroPython."""
    return sys.implementation.name == "circuitpython" or simulated.circuitpython()


def family_module():
    """The name of the running family's module of facts, without loading it."""
    return "hal.board_circuitpython" if on_circuitpython() else "hal.board_rp2"


def family():
    """The running family's module of facts."""
    name = family_module()
    __import__(name)
    return sys.modules[name]
