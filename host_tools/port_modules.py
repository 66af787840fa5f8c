"""Which modules a board family's port provides, read from its stub package.

A family's STUBS (firmware/hal/board_rp2.py: micropython-rp2-rpi-pico-stubs), installed into
typings/ by `make setup`, carries one stub per module of the port's firmware, and lists them
in its RECORD; `uarray`-style stubs stand for the plain names (`array`) as well. The stdlib
stub package beside it is typeshed for type checking only, so `typing` or `abc` found there
do not count.
"""

import csv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPINGS = ROOT / "typings"


def _record(stubs, typings):
    """The RECORD of the installed stub package `stubs` (a distribution name)."""
    prefix = stubs.replace("-", "_") + "-"
    for entry in sorted(typings.glob(prefix + "*.dist-info")):
        return entry / "RECORD"
    raise FileNotFoundError("stub package %s missing in %s: run `make setup`" % (stubs, typings))


def port_modules(stubs, typings=TYPINGS):
    """The set of importable top-level module names the stub package `stubs` describes."""
    names = set()
    with open(_record(stubs, typings), newline="") as f:
        for row in csv.reader(f):
            parts = row[0].split("/")
            if len(parts) == 1 and parts[0].endswith(".pyi"):
                names.add(parts[0][: -len(".pyi")])
            elif len(parts) == 2 and parts[1] == "__init__.pyi":
                names.add(parts[0])
    names.discard("__builtins__")
    names |= {name[1:] for name in names if name.startswith("u") and len(name) > 2}
    return names


def firmware_modules(firmware=ROOT / "firmware"):
    """Top-level names that firmware/ itself provides (its modules and packages)."""
    names = set()
    for entry in firmware.iterdir():
        if entry.suffix == ".py":
            names.add(entry.stem)
        elif entry.is_dir() and (entry / "__init__.py").exists():
            names.add(entry.name)
    return names
