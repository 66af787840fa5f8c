"""Which modules the Pico's MicroPython (rp2 port) provides, read from its stub package.

The stub package (installed into typings/ by `make setup`) carries one stub per module of the
firmware; `uarray`-style stubs stand for the plain names (`array`) as well. Its `stdlib/`
folder is typeshed for type checking only, so `typing` or `abc` found there do not count.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPINGS = ROOT / "typings"
_NOT_MODULES = {"__builtins__", "_mpy_shed", "stdlib", "stubs"}


def rp2_modules(typings=TYPINGS):
    """The set of importable top-level module names on the rp2 port."""
    if not (typings / "machine.pyi").exists():
        raise FileNotFoundError("rp2 stubs missing in %s: run `make setup`" % typings)
    names = set()
    for entry in typings.iterdir():
        if entry.suffix == ".pyi":
            names.add(entry.stem)
        elif entry.is_dir() and (entry / "__init__.pyi").exists():
            names.add(entry.name)
    names -= _NOT_MODULES
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
