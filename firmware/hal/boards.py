"""The board seam, chosen once: which board family the firmware runs on, as its module of
facts (hal/board_rp2.py, board_pico2.py, board_circuitpython.py) and its backends, the code
that reaches the hardware (hal/rp2.py, hal/circuitpython.py: pins, LED chain, watchdog,
clock, serial).

A board says which it is (sys.implementation: its name and, on rp2, the chip it names); a
host has no board of its own, so whatever stands in for one hands its family in with use()
(host_tools/sim's simulated Pico, as it loads). table/boot.py asks once and hands the
backends to the parts it builds; nothing in hal looks for a simulator.
"""

import sys

# (the chip sys.implementation._machine names, the family's facts): the rp2 port's boards
RP2_CHIPS = (("RP2350", "hal.board_pico2"), ("RP2040", "hal.board_rp2"))
_BACKENDS = (("hal.board_circuitpython", "hal.circuitpython"),)  # else hal.rp2's
_handed = [None, None]  # a host's family: its facts' module name, its backends


def _own():
    """The family the board itself says it is; the Pico's on a port that names no chip
    (a host's VM or CPython, where hal then reaches whatever `machine` it finds)."""
    if sys.implementation.name == "circuitpython":
        return "hal.board_circuitpython"
    chip = getattr(sys.implementation, "_machine", "")
    for name, facts in RP2_CHIPS:
        if name in chip:
            return facts
    return "hal.board_rp2"


def use(facts, backends=None):
    """Hand in the family a host runs the firmware as: `facts`, a family's module name
    ("hal.board_rp2"); `backends`, a module with hal/rp2.py's names (None: the family's
    own). use(None) gives the choice back to the board. hal.clock and hal.serial, if already
    loaded, take the new family's time and serial port. Returns what was handed in before,
    (facts, backends), for use(*it) to put back."""
    before = (_handed[0], _handed[1])
    _handed[0] = facts
    _handed[1] = backends
    chosen = backends_of()
    for name in ("hal.clock", "hal.serial"):
        module = sys.modules.get(name)
        if module is not None:
            module.use(chosen)
    return before


def family_module():
    """The name of the running family's module of facts, without loading it."""
    return _handed[0] or _own()


def family():
    """The running family's module of facts."""
    name = family_module()
    __import__(name)
    return sys.modules[name]


def backends_of(name=None):
    """The backends of the running family (handed in, or the board's own); `name`: the
    backends module of the runtime so named ("micropython", "circuitpython") instead."""
    if name is None:
        if _handed[1] is not None:
            return _handed[1]
        facts = family_module()
        module = "hal.rp2"
        for family_name, backends in _BACKENDS:
            if family_name == facts:
                module = backends
    else:
        module = "hal.circuitpython" if name == "circuitpython" else "hal.rp2"
    __import__(module)
    return sys.modules[module]
