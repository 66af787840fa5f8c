"""make build and make flash, end to end, with no board: the flash goes through the real
mpremote to the MicroPython unix port on a pseudo-terminal, an idle REPL or a table running
on the simulated Pico there; a board whose MicroPython is too old for the build is refused."""

import json
import subprocess
import sys
from pathlib import Path

from host_tools import build, catalog, flash
from host_tools.rp2emu import pico as emulated
from support.pty_board import PtyBoard, deployed_pico, left_alone

ROOT = Path(__file__).resolve().parents[2]


def test_build_compiles_every_module_and_reports_sizes(tmp_path):
    report = build.build(tmp_path / "build")
    sources = [p.as_posix() for p in build.firmware_sources()]
    built = set(report["modules"])
    for source in sources:
        if source in build.NOT_BUILT:  # the config, and CircuitPython's code.py
            assert source not in built and source[:-3] + ".mpy" not in built
        elif source in build.KEEP_AS_SOURCE or not source.endswith(".py"):
            assert source in built  # main.py, and data (the phones' page) as it is
        else:
            assert source[:-3] + ".mpy" in built, source
    assert report["total"] == sum(report["modules"].values()) > 0
    assert json.loads((tmp_path / "build" / "sizes.json").read_text()) == report
    assert set(report["games"]) == set(catalog.names())


def test_the_screens_driver_goes_to_the_boards_lib_as_mip_would_put_it(tmp_path):
    # the build carries micropython-lib's ssd1306 (pinned in lib/) to /lib; mip installs it
    # with Midway (package.json's deps); a frozen build requires it (manifest.py)
    report = build.build(tmp_path / "build")
    assert report["modules"]["lib/ssd1306.mpy"] > 0
    copied = [device for _, device in flash.plan(tmp_path / "build")]
    assert "lib/ssd1306.mpy" in copied
    assert ["ssd1306", "latest"] in build.package_json()["deps"]
    assert ("require", ("ssd1306",), {}) in _manifest_calls()


def test_sizes_are_grouped_per_game_by_what_each_engine_imports():
    owners = {}
    for game, names in catalog.game_modules().items():
        for name in names:
            owners[name] = game
    assert build.game_of("engines/tycoon.mpy", owners) == "tycoon"
    assert build.game_of("engines/tycoon_data.mpy", owners) == "tycoon"
    assert build.game_of("engines/scream_machine_data.mpy", owners) == "scream_machine"
    assert build.game_of("engines/scream.mpy", owners) == "scream"
    assert build.game_of("engines/scream_data.mpy", owners) == "scream"
    assert build.game_of("engines/scream_park_score.mpy", owners) == "scream_park"
    assert build.game_of("engines/core.mpy", owners) == ""
    assert build.game_of("table/app.mpy", owners) == ""


def test_package_json_for_mip_lists_every_firmware_file():
    checked_in = json.loads((ROOT / "package.json").read_text())
    assert checked_in == build.package_json(), "package.json is stale: run `make build`"


def _manifest_calls():
    calls = []

    def record(kind):
        return lambda *args, **kwargs: calls.append((kind, args, kwargs))

    names = {k: record(k) for k in ("include", "metadata", "module", "package", "require")}
    exec((ROOT / "manifest.py").read_text(), names)
    return calls


def test_manifest_freezes_every_firmware_module_but_the_config():
    calls = _manifest_calls()
    frozen = set()
    for kind, args, kwargs in calls:
        if kind == "module":
            frozen.add(args[0])
        elif kind == "package":
            base = ROOT / kwargs["base_path"]
            frozen |= {p.relative_to(base).as_posix() for p in (base / args[0]).rglob("*.py")}
    boot_files = set(build.NOT_BUILT) | set(build.KEEP_AS_SOURCE)  # config, main, code
    # data files (the phones' page) are not frozen: make flash copies them to the filesystem
    modules = {p.as_posix() for p in build.firmware_sources() if p.suffix == ".py"}
    expected = modules - boot_files
    assert frozen == expected
    assert any(kind == "metadata" for kind, _, _ in calls)


def _config(tmp_path):
    config = tmp_path / "my_config.py"
    config.write_text("NEOPIXEL_PIN = 2\n")
    return config


def test_flash_copies_the_firmware_config_by_default():
    assert flash.CONFIG == ROOT / "firmware" / "config.py"


def test_flash_dry_run_lists_build_and_config_and_copies_nothing(tmp_path, firmware_build):
    lines = []
    files = flash.flash(
        port="/dev/nowhere",
        dry_run=True,
        build=firmware_build,
        config=_config(tmp_path),
        out=lines.append,
    )
    assert lines[0].startswith("dry run: would copy %d files" % len(files))
    assert files[-1][1] == "config.py"
    assert any(device == "engines/core.mpy" for _, device in files)


def test_flash_deploys_through_mpremote_to_a_micropython_board(tmp_path, firmware_build):
    board = tmp_path / "board"
    board.mkdir()
    lines = []
    with PtyBoard(board) as pico:
        files = flash.flash(
            port=pico.port,
            resume=True,
            build=firmware_build,
            target="midway",
            config=_config(tmp_path),
            out=lines.append,
            timeout=120,
        )
    deployed = sorted(
        p.relative_to(board / "midway").as_posix()
        for p in (board / "midway").rglob("*")
        if p.is_file()
    )
    assert deployed == sorted(device.split("/", 1)[1] for _, device in files)
    assert any(line.startswith("[%d/%d]" % (len(files), len(files))) for line in lines)
    assert "(MicroPython %s)" % _vm_version() in lines[0], lines[0]  # the version was read
    # the VM's 1.29 is newer than any release the emulated Pico boots: said, not refused
    assert "is newer than any release Midway is tested on (1.26.1" in lines[1], lines[1]
    # The deployed .mpy files load on MicroPython: play a seeded game from them.
    script = (
        "import sys; sys.path.insert(0, 'midway')\n"
        "import engines; from engines.core import CHANCE\n"
        "print(engines.core.__file__)\n"
    )
    done = subprocess.run(
        [str(Path(sys.executable).parent / "micropython"), "-c", script],
        cwd=board,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("engines/core.mpy")


def test_flash_without_a_board_says_so_clearly(tmp_path, firmware_build):
    try:
        flash.flash(
            port="/dev/ttyNOPE",
            build=firmware_build,
            config=_config(tmp_path),
            out=lambda line: None,
        )
    except flash.FlashError as err:
        assert "cannot open /dev/ttyNOPE" in str(err)
    else:
        raise AssertionError("flashing to a missing port should fail")


def test_flash_to_a_port_that_is_not_micropython_says_so_clearly(tmp_path, firmware_build):
    import os
    import pty
    import tty

    master, slave = pty.openpty()  # a serial port nobody answers on
    tty.setraw(slave)
    try:
        flash.flash(
            port=os.ttyname(slave),
            build=firmware_build,
            config=_config(tmp_path),
            out=lambda line: None,
            timeout=60,
        )
    except flash.FlashError as err:
        assert "does not answer like MicroPython" in str(err), str(err)
    else:
        raise AssertionError("a silent port should not flash")
    finally:
        os.close(master)
        os.close(slave)


def _vm_version():
    """The MicroPython VM's own version, as the board reports it: "1.29.0"."""
    done = subprocess.run(
        [
            str(Path(sys.executable).parent / "micropython"),
            "-c",
            "import sys; print(sys.implementation.version[:3])",
        ],
        capture_output=True,
        text=True,
    )
    return ".".join(part.strip() for part in done.stdout.strip()[1:-1].split(","))


def test_flash_stops_a_running_table_and_no_watchdog_reset_cuts_the_copy(tmp_path, firmware_build):
    folder = deployed_pico(tmp_path / "board", firmware_build, flash.CONFIG)
    with PtyBoard(folder, main="table_main.py") as pico:
        assert pico.wait_for(b'"ev": "select"'), "the table did not start"
        lines = []
        files = flash.flash(
            port=pico.port,
            resume=True,
            build=firmware_build,
            config=_config(tmp_path),
            out=lines.append,
            timeout=120,
        )
        assert lines[-1].startswith("done: %d files" % len(files))
        resets, watchdog_running, log = left_alone(pico.port)
    assert (folder / "config.py").read_text() == "NEOPIXEL_PIN = 2\n"  # the new config landed
    stopped = [event for event in log if event["ev"] == "stopped"]
    assert len(stopped) == 1 and stopped[0]["watchdog"] == "off", log[-3:]
    assert resets == [] and not watchdog_running  # ten minutes on, and no reset came


# Runs first on the board: sys says MicroPython 1.22.0, as a Pico flashed in 2023 would.
OLD_MICROPYTHON = """\
import sys
class _Implementation:
    name = "micropython"
    version = (1, 22, 0, "")
class _Sys:
    implementation = _Implementation()
    def __getattr__(self, name):
        return getattr(_real, name)
_real = sys
sys.modules["sys"] = _Sys()
"""


def test_flash_refuses_a_board_too_old_to_load_the_build_and_names_the_version(tmp_path):
    build.build(tmp_path / "build")
    board = tmp_path / "board"
    board.mkdir()
    (board / "old.py").write_text(OLD_MICROPYTHON)
    with PtyBoard(board, main="old.py") as pico:
        try:
            flash.flash(
                port=pico.port,
                resume=True,
                build=tmp_path / "build",
                config=_config(tmp_path),
                out=lambda line: None,
            )
        except flash.FlashError as err:
            message = str(err)
        else:
            raise AssertionError("a board on MicroPython 1.22 should be refused")
    assert "runs MicroPython 1.22.0" in message
    assert "install MicroPython 1.26.1 or newer" in message
    assert "micropython.org/download/RPI_PICO" in message
    assert sorted(p.name for p in board.iterdir()) == ["old.py"]  # nothing was copied


def test_the_oldest_micropython_named_is_the_one_that_loads_what_mpy_cross_writes():
    done = subprocess.run([build.mpy_cross(), "--version"], capture_output=True, text=True)
    assert "mpy v%d.%d" % build.RP2.MPY_VERSION in done.stdout, done.stdout
    # .mpy 6.3 came with MicroPython 1.23 (docs.micropython.org, reference/mpyfiles); the
    # release named is no older than that, and is the oldest the emulated Pico boots
    assert build.RP2.MPY_VERSION == (6, 3) and build.RP2.MPY_FIRST_RELEASE == (1, 23, 0)
    assert build.RP2.MICROPYTHON_MIN >= build.RP2.MPY_FIRST_RELEASE
    assert min(emulated.RELEASES) == build.RP2.MICROPYTHON_MIN
