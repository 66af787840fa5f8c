"""Finds the simulated board (host_tools/virtual_board's `machine` module, or its CircuitPython
modules) when the firmware runs on a host; on a board there is none, and the answer costs one
comparison."""

import sys

ON_HOST = sys.platform in ("linux", "darwin", "win32")


def board():
    """The simulated `machine` module while a test or the simulator has it loaded, else None.

    Looked up at every call, not once at import: a test may load a fresh simulated board after
    the firmware's modules were imported."""
    if not ON_HOST:
        return None
    machine = sys.modules.get("machine")
    if machine is None or not hasattr(machine, "VIRTUAL_CLOCK"):
        return None
    return machine


def circuitpython():
    """True while a test or tool has the simulated CircuitPython board loaded (the
    `microcontroller` of host_tools/virtual_board/circuitpython, known by its test hook
    press())."""
    if not ON_HOST:
        return False
    microcontroller = sys.modules.get("microcontroller")
    return microcontroller is not None and hasattr(microcontroller, "press")
