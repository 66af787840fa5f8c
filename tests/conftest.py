"""pytest setup: the firmware tree and the test support on the import path, as on the Pico."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "firmware", ROOT / "tests", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# Tests only the MicroPython VM can run (micropython.heap_lock): tests/run_micropython.py runs
# them; pytest would fail to import them.
collect_ignore = ["micropython_only"]
