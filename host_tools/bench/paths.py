"""Where the bench finds the repository's parts and writes what a run other than a full
make bench measures."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"  # where runs other than a full make bench write
FIRMWARE = ROOT / "firmware"
SIM = ROOT / "host_tools" / "virtual_board"
VM = Path(__file__).resolve().parent / "vm"  # the bench's scripts that run on the VM
