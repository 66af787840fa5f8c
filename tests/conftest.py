"""pytest setup: the firmware tree and the test support on the import path, as on the Pico."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "firmware", ROOT / "tests", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# Tests only the MicroPython VM can run (micropython.heap_lock): tests/run_micropython.py runs
# them; pytest would fail to import them.
collect_ignore = ["micropython_only"]


@pytest.fixture(scope="session")
def firmware_build(tmp_path_factory):
    """`make build`'s output, built once a run for the tests that only read it (flash, the LED
    check); the build's own test makes its own."""
    from host_tools import build

    out = tmp_path_factory.mktemp("firmware") / "build"
    build.build(out)
    return out
