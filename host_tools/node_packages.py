"""The npm packages a host tool runs under node (Pyodide for the 32-bit VM, rp2040js for the
emulated Pico, the phones' page's QR code library and its minifier): each tool's own
package.json says what it pins, and the packages are installed from it into a folder of
build/ on first use, again whenever that package.json changes.

`python -m host_tools.node_packages` installs every tool's packages (make setup does, so the
suites make test runs side by side find them ready)."""

import fcntl
import json
import shutil
import subprocess
from pathlib import Path

# The copy of package.json written once npm has installed it: a half-made node_modules (an
# install that failed or was cut short) never counts as installed
STAMP = ".installed.json"


def install(package_json: Path, home: Path, what: str) -> Path:
    """home/node_modules, holding exactly what package_json pins (installed if it does not).
    Processes that ask at the same time wait for one another: one installs, the rest reuse."""
    wanted = json.loads(package_json.read_text())
    home.mkdir(parents=True, exist_ok=True)
    with open(home / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        stamp = home / STAMP
        if not stamp.is_file() or json.loads(stamp.read_text()) != wanted:
            if shutil.which("npm") is None:
                raise SystemExit("%s needs node and npm (apt-get install nodejs npm)" % what)
            stamp.unlink(missing_ok=True)
            (home / "package.json").write_text(package_json.read_text())
            subprocess.run(
                ["npm", "install", "--no-audit", "--no-fund", "--silent"], cwd=home, check=True
            )
            stamp.write_text(json.dumps(wanted))
    return home / "node_modules"


def node(what: str) -> str:
    found = shutil.which("node")
    if found is None:
        raise SystemExit("%s needs node (apt-get install nodejs npm)" % what)
    return found


def main() -> None:
    from host_tools import companion_page
    from host_tools.bench import vm32
    from host_tools.rp2emu import pico

    pico.install()
    vm32.install()
    companion_page.install()


if __name__ == "__main__":
    main()
