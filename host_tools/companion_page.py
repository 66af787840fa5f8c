"""make build (and `python -m host_tools.companion_page`): the phone companion's page,
host_tools/companion/companion.html, gzipped into firmware/table/companion.html.gz, the file
the table serves from flash (table/companion.py). The same bytes every time (no timestamp in
the gzip header), so a test can hold the committed file to its source."""

import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "host_tools" / "companion" / "companion.html"
TARGET = ROOT / "firmware" / "table" / "companion.html.gz"


def gzipped(source=SOURCE):
    """The page as served: each line's indent dropped, then gzip at its best, mtime 0."""
    text = "\n".join(line.strip() for line in source.read_text().splitlines() if line.strip())
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
