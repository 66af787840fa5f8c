"""make build (and `python -m host_tools.companion_page`): the phone companion's page,
host_tools/companion/companion.html, gzipped into firmware/table/web/companion.html.gz, the file
the table serves from flash (table/web/companion.py). The same bytes every time (no timestamp in
the gzip header), so a test can hold the committed file to its source.

The page's own scripts are minified by terser, and its `<script src="qrcode.js"></script>` is
replaced by qrcode-generator (the QR code a paired phone shows the next player), minified too:
both pinned from npm in host_tools/companion/package.json and installed into build/companion
on first use."""

import functools
import gzip
import json
import subprocess
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools import node_packages  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "host_tools" / "companion" / "companion.html"
TARGET = ROOT / "firmware" / "table" / "web" / "companion.html.gz"
PACKAGE = ROOT / "host_tools" / "companion" / "package.json"
HOME = ROOT / "build" / "companion"
QR_TAG = '<script src="qrcode.js"></script>'


def install():
    """build/companion/node_modules with what PACKAGE pins."""
    return node_packages.install(PACKAGE, HOME, "the companion page")


@functools.cache
def qr_script():
    """qrcode-generator as the page inlines it: minified, its copyright kept (MIT)."""
    modules = install()
    version = json.loads((modules / "qrcode-generator" / "package.json").read_text())["version"]
    done = subprocess.run(
        [
            node_packages.node("the companion page"),
            str(modules / "terser" / "bin" / "terser"),
            str(modules / "qrcode-generator" / "dist" / "qrcode.js"),
            "--compress",
            "--mangle",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    notice = "/*! qrcode-generator %s (c) 2009 Kazuhiko Arase, MIT license */" % version
    return notice + "\n" + done.stdout.strip()


def minified(script):
    """The page's own script as terser makes it: compressed, its local names shortened; the
    top-level names (the page's state, which the browser tests read) kept."""
    done = subprocess.run(
        [
            node_packages.node("the companion page"),
            str(install() / "terser" / "bin" / "terser"),
            "--compress",
            "--mangle",
        ],
        input=script,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def gzipped(source=SOURCE):
    """The page as served: each line's indent dropped, its own scripts minified, the QR
    library inlined, then gzip at its best, mtime 0."""
    text = "\n".join(line.strip() for line in source.read_text().splitlines() if line.strip())
    parts = text.split("<script>\n")
    for i in range(1, len(parts)):
        script, end, rest = parts[i].partition("</script>")
        parts[i] = "<script>" + minified(script) + end + rest
    text = "".join(parts)
    if QR_TAG in text:
        text = text.replace(QR_TAG, "<script>" + qr_script() + "</script>")
    return gzip.compress(text.encode() + b"\n", compresslevel=9, mtime=0)


def write(target=TARGET):
    data = gzipped()
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    return len(data)


def main():
    size = write()
    print(
        "%s: %d bytes gzipped (%d as written)"
        % (TARGET.relative_to(ROOT), size, len(SOURCE.read_bytes()))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
