"""Puts the simulated board (host_tools/virtual_board) in place of the hardware modules, under
CPython and under the MicroPython VM alike, for the tests that ask for it.

    machine = sim.install()        # a fresh simulated Pico: machine, neopixel, its clock
    machine = sim.in_place()       # the one in place, installed only if none is (the rigs)
    ws2812 = sim.install_circuitpython()   # CPython only: CircuitPython's modules as fakes

Each call gives a fresh board (new pins, clock at 0, empty wire and serial capture): the
cached simulated modules are dropped from sys.modules, so the next import loads them anew.
The simulated board hands itself to hal as its board family as it loads (host_tools/virtual_board/
simboard.py; the fake microcontroller for CircuitPython's), and hal's modules import `machine`
and `neopixel` when they build an object, so they need not be re-imported.
"""

import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
_ROOT = _HERE.rsplit("/", 2)[0] if _HERE.count("/") >= 2 else _HERE + "/../.."
ROOT = _ROOT  # the repository (relative on the VM, which runs from the root)
SIM = _ROOT + "/host_tools/virtual_board"
try:  # tests/run_micropython.py points the VM at the simulated board precompiled to .mpy
    import os

    SIM = os.getenv("MIDWAY_SIM") or SIM
except ImportError:
    pass
CIRCUITPYTHON = SIM + "/circuitpython"


def absolute(path):
    """`path` as an absolute folder (a table's SAVE_FOLDER must be one). Made only when
    asked: the clone's absolute path held for good would make the heap a test has depend on
    where the clone lies."""
    if path.startswith("/"):
        return path
    import os

    parts = []  # type: list[str]
    for part in (os.getcwd() + "/" + path).split("/"):
        if part == "..":
            parts.pop()
        elif part and part != ".":
            parts.append(part)
    return "/" + "/".join(parts)


_SIMULATED = (
    "machine",
    "neopixel",
    "virtual_clock",
    "ws2812",
    "usb_serial",
    "fakefs",
    "board",
    "digitalio",
    "neopixel_write",
    "microcontroller",
    "keypad",
    "watchdog",
    "supervisor",
)
_FIRMWARE = ("main", "config", "table", "hal", "engines")


def _forget(names):
    for name in list(sys.modules):
        if name in names or name.split(".")[0] in names:
            del sys.modules[name]


def _unplace(folder):
    while folder in sys.path:
        sys.path.remove(folder)


def install():
    """A fresh simulated Pico: returns its `machine` module (VIRTUAL_CLOCK, WIRE, SERIAL,
    press/release/drive, SimulatedReset, power_cycle; see host_tools/virtual_board/machine.py)."""
    _unplace(CIRCUITPYTHON)
    _unplace(SIM)
    sys.path.insert(0, SIM)  # before site-packages: its neopixel is Adafruit's
    _forget(_SIMULATED)
    import machine

    return machine


def in_place():
    """The simulated Pico already in place (host_tools/virtual_board/simtable.py powers it up
    afresh for each table), or a fresh one if there is none: on the VM each install loads the
    simulator again, and a file of tests would run out of heap."""
    machine = sys.modules.get("machine")
    if machine is None or not hasattr(machine, "VIRTUAL_CLOCK") or SIM not in sys.path:
        machine = install()
    return machine


def install_circuitpython():
    """CPython only: fakes of CircuitPython's board, digitalio, keypad, microcontroller,
    neopixel_write and watchdog, under the real Adafruit neopixel package; loaded, they make
    hal take its CircuitPython backends. The simulated machine and neopixel are taken off the
    path (sim's folder goes last, for ws2812). Returns ws2812, whose WIRE records what
    neopixel_write sent."""
    _unplace(CIRCUITPYTHON)
    _unplace(SIM)
    sys.path.insert(0, CIRCUITPYTHON)
    sys.path.append(SIM)
    _forget(_SIMULATED + ("adafruit_pixelbuf",))
    import microcontroller  # noqa: F401 - the simulated CircuitPython board, now loaded
    import ws2812

    return ws2812


def uninstall():
    """Take the simulated modules off the path and out of sys.modules, and the choice of
    board family back from hal (hal/boards.py)."""
    _unplace(CIRCUITPYTHON)
    _unplace(SIM)
    _forget(_SIMULATED)
    boards = sys.modules.get("hal.boards")
    if boards is not None:
        boards.use(None)


def reboot_firmware():
    """Drop the firmware's modules from sys.modules, so the next import runs them afresh, as
    after a reset (the simulated board itself, and its flash, carry on, and hand themselves
    to the fresh hal again)."""
    _forget(_FIRMWARE)
    if "microcontroller" in sys.modules:
        sys.modules["microcontroller"]._hand_in()
    elif "machine" in sys.modules:
        machine = sys.modules["machine"]
        machine._simboard.plug(machine.VIRTUAL_CLOCK, machine.SERIAL)
