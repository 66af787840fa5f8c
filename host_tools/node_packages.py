"""The npm packages a host tool runs under node (Pyodide for the 32-bit VM, rp2040js for the
emulated Pico): each tool's own package.json says what it pins, and the packages are installed
from it into a folder of build/ on first use, again whenever that package.json changes."""

import json
import shutil
import subprocess
from pathlib import Path


def install(package_json: Path, home: Path, what: str) -> Path:
    """home/node_modules, holding exactly what package_json pins (installed if it does not)."""
    wanted = package_json.read_text()
    installed = home / "package.json"
    modules = home / "node_modules"
    names = json.loads(wanted).get("dependencies", {})
    if (
        not installed.is_file()
        or json.loads(installed.read_text()) != json.loads(wanted)
        or not all((modules / name / "package.json").is_file() for name in names)
    ):
        if shutil.which("npm") is None:
            raise SystemExit("%s needs node and npm (apt-get install nodejs npm)" % what)
        home.mkdir(parents=True, exist_ok=True)
        installed.write_text(wanted)
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--silent"], cwd=home, check=True
        )
    return modules


def node(what: str) -> str:
    found = shutil.which("node")
    if found is None:
        raise SystemExit("%s needs node (apt-get install nodejs npm)" % what)
    return found
