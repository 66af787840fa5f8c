"""The micropython-lib packages the firmware runs on a board beside its own code (today one:
the ssd1306 OLED driver the seat screens use, hal/screens.py), pinned as the project pins
its other packages and installed into lib/ (git ignores it), as mip installs them into a
board's /lib.

A board gets the driver from micropython-lib with `mpremote mip install ssd1306` (package.json
names it as a dependency; manifest.py requires it for a frozen build). This machine and CI
reach PyPI but not micropython.org, so the copy the tests, `make build` and `make flash` use
is PyPI's `micropython-ssd1306` sdist: MicroPython's own ssd1306.py, which micropython-lib
carries on (docs/hal.md compares the two; the firmware uses only what both have). The sdist
has no setup.py, so pip cannot install it: it is fetched from files.pythonhosted.org, checked
against the pinned SHA-256, and its one module extracted.

`python -m host_tools.micropython_lib` installs every package (make setup does); the test
runners and the build call install() too, which does nothing once lib/ holds the pinned files.
"""

import fcntl
import hashlib
import io
import sys
import tarfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIB = ROOT / "lib"  # the board's /lib, on the host

# name: (sdist URL, its SHA-256, the module inside it)
PACKAGES = {
    "ssd1306": (
        "https://files.pythonhosted.org/packages/01/d0/"
        "0841d47772962c80af3ab178ef062ed2cd524cb99eb38463e669428402a8/"
        "micropython-ssd1306-0.3.tar.gz",
        "d00cae1ff680e6ae504e258e700f002874b0d924b1a604253b6ea63144b58289",
        "micropython-ssd1306-0.3/ssd1306.py",
    ),
}


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _module_text(sdist: bytes, member: str) -> bytes:
    """The module `member` of an sdist, with its line ends made LF (PyPI's copy has CRLF;
    mpy-cross and both runtimes read either, and a diff against micropython-lib's is cleaner)."""
    with tarfile.open(fileobj=io.BytesIO(sdist), mode="r:gz") as archive:
        found = archive.extractfile(member)
        if found is None:
            raise SystemExit("%s is not a file in the sdist" % member)
        return found.read().replace(b"\r\n", b"\n")


def _fetch(url: str, digest: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=60) as answer:
            data = answer.read()
    except OSError as err:
        raise SystemExit("cannot fetch %s (PyPI's files, for lib/): %s" % (url, err))
    if _sha256(data) != digest:
        raise SystemExit("%s does not hash to the pinned SHA-256 %s" % (url, digest))
    return data


def path(name: str = "ssd1306") -> Path:
    """Where package `name`'s module lies once installed: lib/<name>.py."""
    return LIB / (name + ".py")


def install(lib: Path = LIB) -> Path:
    """lib/, holding every pinned package's module (fetched unless there and intact).
    Processes that ask at the same time wait for one another: one fetches, the rest reuse."""
    lib.mkdir(parents=True, exist_ok=True)
    with open(lib / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for name, (url, digest, member) in PACKAGES.items():
            target = lib / (name + ".py")
            # the extracted module's hash, written after it: a half-written one never counts
            stamp = lib / (name + ".sha256")
            intact = target.is_file() and stamp.is_file()
            if intact and stamp.read_text().strip() == _sha256(target.read_bytes()):
                continue
            text = _module_text(_fetch(url, digest), member)
            target.write_bytes(text)
            stamp.write_text(_sha256(text) + "\n")
    return lib


def cpython_paths() -> list:
    """The folders CPython needs on sys.path to run the firmware's screens: lib/ (the driver)
    and the simulated board's stand-ins for MicroPython's framebuf and micropython modules
    (host_tools/virtual_board/cpython). Never for the VM: its own framebuf must win."""
    return [str(install()), str(ROOT / "host_tools" / "virtual_board" / "cpython")]


def put_on_cpython_path() -> None:
    """Append cpython_paths() to sys.path (after everything: a real module always wins)."""
    for folder in cpython_paths():
        if folder not in sys.path:
            sys.path.append(folder)


def main() -> None:
    lib = install()
    for name in PACKAGES:
        print("%s: %s" % (name, path(name).relative_to(ROOT) if lib == LIB else lib / name))


if __name__ == "__main__":
    main()
