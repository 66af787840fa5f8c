"""The board seam, chosen once: which board family the firmware runs on, as its module of
facts (hal/board_rp2.py, board_pico2.py, board_circuitpython.py) and its backends, the code
that reaches the hardware (hal/rp2.py, hal/circuitpython.py: pins, LED chain, watchdog,
clock).

A board says which it is (sys.implementation: its name and, on rp2, the chip it names); a
host has no board of its own, so whatever stands in for one hands its family in with use()
(host_tools/virtual_board's simulated Pico, as it loads). table/boot.py asks once and hands the
backends to the parts it builds; nothing in hal looks for a simulator.
"""

import sys

# (the chip sys.implementation._machine names, the family's facts): the rp2 port's boards
RP2_CHIPS = (("RP2350", "hal.board_pico2"), ("RP2040", "hal.board_rp2"))
# A host's family, handed in: its facts' module name, its backends (None: the family's own)
# and its board (None: the family's own clock and serial port; else an object with
# time_base(), write_line and write_json_line: host_tools/virtual_board/simboard.py)
handed = [None, None, None]


def use(facts, backends=None, board=None):
    """Hand in the family a host runs the firmware as (see `handed`); use(None) gives the
    choice back to the board. hal.clock and hal.serial, if already loaded, take the new time
    base and port. Returns what was handed in before, for use(*it) to put back."""
    before = tuple(handed)
    handed[0] = facts
    handed[1] = backends
    handed[2] = board
    for name in ("hal.clock", "hal.serial"):
        module = sys.modules.get(name)
        if module is not None:
            module.use()
    return before


def family_module():
    """The name of the running family's module of facts, without loading it: the one handed
    in, or the one the board says it is (the Pico's on a port that names no chip: a host's
    VM or CPython, where hal reaches whatever `machine` it finds)."""
    if handed[0]:
        return handed[0]
    if sys.implementation.name == "circuitpython":
        return "hal.board_circuitpython"
    chip = getattr(sys.implementation, "_machine", "")
    for name, facts in RP2_CHIPS:
        if name in chip:
            return facts
    return "hal.board_rp2"


def family():
    """The running family's module of facts."""
    name = family_module()
    __import__(name)
    return sys.modules[name]


def backends_of(runtime=None):
    """The backends of the running family (handed in, or the board's own); `runtime`: those
    of the runtime so named ("micropython", "circuitpython") instead."""
    if runtime is None and handed[1] is not None:
        return handed[1]
    if runtime is None:
        runtime = "circuitpython" if family_module() == "hal.board_circuitpython" else ""
    name = "hal.circuitpython" if runtime == "circuitpython" else "hal.rp2"
    __import__(name)
    return sys.modules[name]
