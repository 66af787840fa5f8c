"""The Pico 2 and Pico 2 W as a board family beside the Pico's: a build for their CPU, their
longer watchdog, hal knowing the board by the chip it names, and `make flash` copying the build
that fits the board it finds (a fake REPL of each board: the unix port on a pseudo-terminal,
its sys saying which board it is) and refusing one that does not."""

import json
import sys
from pathlib import Path

import pytest

from host_tools import build, flash
from support import table_config
from support.pty_board import PtyBoard

ROOT = Path(__file__).resolve().parents[2]

# Runs first on the fake board: sys says MicroPython 1.26.1 on `machine`, as that board would.
FAKE_BOARD = """\
import sys
class _Implementation:
    name = "micropython"
    version = (1, 26, 1, "")
    _machine = %r
class _Sys:
    implementation = _Implementation()
    def __getattr__(self, name):
        return getattr(_real, name)
_real = sys
sys.modules["sys"] = _Sys()
"""
PICO_W = "Raspberry Pi Pico W with RP2040"
PICO_2_W = "Raspberry Pi Pico 2 W with RP2350"
# MicroPython's native-code architectures, as a .mpy's third byte carries them (arch << 2)
ARCH_CODES = {"armv6m": 4, "armv7emsp": 7}


@pytest.fixture(scope="module")
def pico2_build(tmp_path_factory):
    out = tmp_path_factory.mktemp("pico2") / "build-pico2"
    build.build(out, family="pico2")
    return out


def _fake_board(folder, machine):
    folder.mkdir()
    (folder / "fake.py").write_text(FAKE_BOARD % (machine,))
    return PtyBoard(folder, main="fake.py")


def _arch_of(mpy):
    """The CPU a .mpy's native code is for, from its header."""
    header = mpy.read_bytes()[:4]
    codes = {code: arch for arch, code in ARCH_CODES.items()}
    return codes.get(header[2] >> 2)


def test_the_pico_and_the_pico_2_each_get_a_build_for_their_own_cpu(firmware_build, pico2_build):
    pico, pico2 = (
        json.loads((b / "sizes.json").read_text()) for b in (firmware_build, pico2_build)
    )
    assert (pico["family"], pico["march"]) == ("rp2", "armv6m")
    assert (pico2["family"], pico2["march"]) == ("pico2", "armv7emsp")
    assert set(pico["modules"]) == set(pico2["modules"])  # the same firmware, module for module
    # the LED loops' native code is for each board's own CPU (the Cortex-M0+, the Cortex-M33)
    assert _arch_of(firmware_build / "hal" / "pixels_viper.mpy") == "armv6m"
    assert _arch_of(pico2_build / "hal" / "pixels_viper.mpy") == "armv7emsp"


def test_flash_picks_the_build_that_fits_each_board_it_finds(tmp_path):
    picked = {}
    for machine in (PICO_W, PICO_2_W):
        with _fake_board(tmp_path / machine.split(" with ")[0].replace(" ", "_"), machine) as b:
            _, version, named = flash.probe(b.port, resume=True)
            family = flash.family_of(named, b.port)
            picked[machine] = (version, family, flash.choose_build(family, port=b.port))
    assert picked[PICO_W] == ((1, 26, 1), "rp2", ROOT / "build")
    assert picked[PICO_2_W] == ((1, 26, 1), "pico2", ROOT / "build-pico2")


def test_flash_refuses_the_picos_build_for_a_pico_2_w_and_names_the_one_that_fits(
    tmp_path, firmware_build
):
    board = tmp_path / "board"
    with _fake_board(board, PICO_2_W) as pico, pytest.raises(flash.FlashError) as refused:
        flash.flash(
            port=pico.port,
            resume=True,
            build=firmware_build,
            config=flash.CONFIG,
            out=lambda line: None,
        )
    message = str(refused.value)
    assert "Raspberry Pi Pico 2 W board (RP2350)" in message, message
    assert "built for the Raspberry Pi Pico / Raspberry Pi Pico W (RP2040" in message, message
    assert "build-pico2/" in message and "make build-pico2" in message, message
    assert sorted(p.name for p in board.iterdir()) == ["fake.py"]  # nothing was copied


def test_a_board_on_the_rp2350s_risc_v_cores_or_on_another_chip_is_refused_by_name():
    with pytest.raises(flash.FlashError) as riscv:
        flash.family_of("Raspberry Pi Pico2 with RP2350-RISCV")
    assert "RISC-V" in str(riscv.value) and "RPI_PICO2_W" in str(riscv.value)
    with pytest.raises(flash.FlashError) as esp32:
        flash.family_of("Generic ESP32 module with ESP32")
    assert "Raspberry Pi Pico 2 W" in str(esp32.value)
    assert flash.family_of("linux [GCC 14.2.1] version") is None  # the tests' stand-in board


def test_hal_knows_a_pico_2_by_the_chip_it_names(monkeypatch):
    from hal import boards

    before = boards.use(None)  # nothing handed in: the board's own word
    try:
        monkeypatch.setattr(sys.implementation, "_machine", PICO_2_W, raising=False)
        assert boards.family_module() == "hal.board_pico2"
        monkeypatch.setattr(sys.implementation, "_machine", PICO_W)
        assert boards.family_module() == "hal.board_rp2"
    finally:
        boards.use(*before)


def test_a_pico_2_table_may_set_a_watchdog_twice_as_long_as_a_picos():
    from hal import boards
    from table import config_check

    config = table_config.make(WATCHDOG_MS=16000)
    before = boards.use("hal.board_pico2")
    try:
        on_pico2 = config_check.check(config, table_config.BOARD)
    finally:
        boards.use(*before)
    assert on_pico2 == []
    on_pico = config_check.check(config, table_config.BOARD)
    assert [field for field, _ in on_pico] == ["WATCHDOG_MS"]


def test_the_second_type_check_uses_the_stub_package_the_pico_2_module_names():
    from hal import board_pico2

    pinned = (ROOT / "requirements-stubs-pico2.txt").read_text().split()
    assert any(line.startswith(board_pico2.STUBS + "==") for line in pinned)
    assert "typings-pico2" in (ROOT / "Makefile").read_text()
