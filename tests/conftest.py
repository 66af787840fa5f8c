"""pytest setup: the firmware tree and the test support on the import path, as on the Pico."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "firmware", ROOT / "tests", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# CPython has no framebuf or micropython module, nor a board's /lib: the seat screens' driver
# (micropython-lib's ssd1306, pinned into lib/) and the simulated board's stand-ins for those
# two go last on the path (host_tools/micropython_lib.py), never ahead of a real module.
from host_tools import micropython_lib  # noqa: E402

micropython_lib.put_on_cpython_path()

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
