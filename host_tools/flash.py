"""make flash: copy the build that fits the board, and the config, with mpremote, showing
progress.

    python host_tools/flash.py [--port PORT] [--dry-run] [--config PATH] [--target DIR]
                               [--build DIR]

--port picks the device (default: mpremote's auto, the first USB MicroPython board);
--dry-run lists what would be copied and touches nothing; --target puts the files in a
folder on the device instead of its root; --resume talks to a board without resetting it
(how the tests drive a MicroPython unix REPL on a pseudo-terminal).

A running table is fine: mpremote's Ctrl-C stops it (App.run (table/app.py) turns the watchdog off,
so the copy is not cut short by a reset). Before copying, the board says which it is
(sys.implementation._machine: "Raspberry Pi Pico 2 W with RP2350") and which MicroPython it
runs: the build of its family is copied (build/ for an RP2040, build-pico2/ for an RP2350:
hal/board_<family>.py's BUILD), a board too old to load it is refused with the version to
install, and a --build made for another family is refused naming the one that fits.
"""

import argparse
import ast
import subprocess
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools.build import FAMILIES, board  # noqa: E402  (hal/board_<family>.py)
from host_tools.rp2emu.pico import RELEASES as TESTED  # noqa: E402  (what the tests boot)

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
CONFIG = ROOT / "firmware" / "config.py"


class FlashError(Exception):
    """A problem a maker can fix, said in words a maker can act on."""


def mpremote():
    beside = Path(sys.executable).parent / "mpremote"
    return str(beside) if beside.exists() else "mpremote"


def plan(build=BUILD, config=CONFIG, target=""):
    """[(source path, device path)] in copy order: build/ first, the config last."""
    if not build.is_dir() or not any(build.rglob("*.mpy")):
        raise FlashError("nothing to flash: %s is empty; run `make build` first" % build)
    if not config.is_file():
        raise FlashError("no config at %s" % config)
    prefix = target.rstrip("/") + "/" if target else ""
    files = [
        (path, prefix + path.relative_to(build).as_posix())
        for path in sorted(build.rglob("*"))
        if path.is_file() and path.suffix in (".mpy", ".py", ".gz")
    ]
    files.append((config, prefix + "config.py"))
    return files


def folders_of(files, target=""):
    """Device folders to create, parents first."""
    folders = set()
    if target:
        parts = target.rstrip("/").split("/")
        for i in range(1, len(parts) + 1):
            if "/".join(parts[:i]):
                folders.add("/".join(parts[:i]))
    for _, device in files:
        parts = device.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            if "/".join(parts[:i]):
                folders.add("/".join(parts[:i]))
    return sorted(folders, key=lambda f: (f.count("/"), f))


def mpremote_command(files, port=None, resume=False, target=""):
    """One mpremote call: connect, make folders, copy every file (chained with '+')."""
    command = [mpremote()]
    if port:
        command += ["connect", port]
    if resume:
        command += ["resume"]
    folders = folders_of(files, target)
    if folders:
        script = "import os\nfor d in %r:\n try:\n  os.mkdir(d)\n except OSError:\n  pass\n"
        command += ["exec", script % (folders,), "+"]
    for i, (source, device) in enumerate(files):
        command += ["fs", "cp", str(source), ":" + device]
        if i < len(files) - 1:
            command.append("+")
    return command


def explain(output, port):
    """Turn mpremote's failure into what the maker should do."""
    text = output.lower()
    where = port or "any USB port"
    if "no device found" in text:
        return (
            "no MicroPython board found on %s: plug the Pico in with a data USB cable, "
            "or name its port with PORT=/dev/ttyACM0 (list them with `mpremote devs`)" % where
        )
    if "failed to access" in text or "could not open port" in text or "no such file" in text:
        return "cannot open %s: no such device, or no permission (try the dialout group)" % where
    if "could not enter raw repl" in text or "transporterror" in text:
        return (
            "%s does not answer like MicroPython: is MicroPython flashed on the Pico? "
            "(hold BOOTSEL, plug in, copy the RPI_PICO .uf2 from micropython.org)" % where
        )
    return "mpremote failed:\n" + output.strip()


# Runs on the board: which Python it is, its version, and the board and chip it names.
PROBE = (
    "import sys; print('midway-probe', repr((sys.implementation.name,"
    " tuple(sys.implementation.version[:3]), getattr(sys.implementation, '_machine', ''))))"
)


def probe(port=None, resume=False, timeout=10):
    """Ask the board which Python it runs and what it is: ("micropython", (1, 26, 1),
    "Raspberry Pi Pico W with RP2040"). A port that is silent or not MicroPython fails here
    in seconds instead of hanging the copy."""
    command = [mpremote()] + (["connect", port] if port else []) + (["resume"] if resume else [])
    command += ["exec", PROBE]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise FlashError(explain("could not enter raw repl (no answer in %d s)" % timeout, port))
    output = done.stdout + done.stderr
    answer = None
    for line in done.stdout.splitlines():
        if line.startswith("midway-probe "):
            try:
                answer = ast.literal_eval(line.split(" ", 1)[1])
            except (ValueError, SyntaxError):
                pass
    if done.returncode != 0 or answer is None:
        raise FlashError(explain(output, port))
    name, version, machine = answer
    if name == "circuitpython":
        raise FlashError(
            "%s runs CircuitPython, which cannot load the build's .mpy files: copy firmware/ "
            'onto the CIRCUITPY drive instead (README, "Another RP2040 board")'
            % (port or "the board")
        )
    if name != "micropython":
        raise FlashError(explain(output, port))
    return name, tuple(version), machine


def family_of(machine, port=None):
    """The board family (hal/board_<family>.py) of a board that names itself `machine`; None
    for one that names no chip Midway knows (the unix port standing in for a board in the
    tests). A board on the RP2350's RISC-V cores, or on no rp2 chip at all, is refused."""
    where = port or "the board"
    if "RISCV" in machine.upper():
        raise FlashError(
            "%s runs MicroPython for the RP2350's RISC-V cores (%s); Midway's build is for its "
            "Arm cores: install the RPI_PICO2_W (or RPI_PICO2) .uf2 from "
            "https://micropython.org/download/RPI_PICO2_W/, then `make flash` again"
            % (where, machine)
        )
    for family in FAMILIES:
        if board(family).CHIP in machine:
            return family
    if " with " in machine:  # "<board> with <chip>": a MicroPython board, not an rp2 one
        raise FlashError(
            "%s is a %s: Midway runs on the %s" % (where, machine, ", ".join(boards_named()))
        )
    return None


def boards_named():
    """Every board the MicroPython families name, as a maker buys them."""
    return [name for family in FAMILIES for name in board(family).BOARDS]


def built_for(build):
    """The family a build folder was made for (its sizes.json says), or None if it does not
    say (a build from before families, or no build)."""
    import json

    try:
        return json.loads((build / "sizes.json").read_text()).get("family")
    except (OSError, ValueError):
        return None


def choose_build(family, build=None, port=None):
    """The build folder to copy to a board of `family` (None: a board that names no chip):
    `build` if given, else the family's own (hal/board_<family>.py's BUILD). A build made for
    another family is refused, naming the one that fits."""
    if build is None:
        build = ROOT / board(family or "rp2").BUILD
    made_for = built_for(build)
    if family is not None and made_for is not None and made_for != family:
        facts, theirs = board(family), board(made_for)
        fits = ROOT / facts.BUILD
        raise FlashError(
            "%s is a %s board (%s), but %s was built for the %s (%s, -march=%s): run "
            "`make flash` without a build to copy %s, made by `make %s`"
            % (
                port or "the board",
                " / ".join(facts.BOARDS),
                facts.CHIP,
                _shown(build),
                " / ".join(theirs.BOARDS),
                theirs.CHIP,
                theirs.MPY_ARCH,
                _shown(fits),
                "build" if family == "rp2" else "build-" + family,
            )
        )
    return build


def _shown(path):
    return str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path) + "/"


def dotted(version):
    return ".".join(str(part) for part in version)


def check_version(version, port=None, family=None):
    """Refuse a board on a MicroPython older than the oldest release the tests boot
    (hal/board_<family>.py's MICROPYTHON_MIN), saying what to install; a newer release than
    any the tests boot gets a warning (the words returned), not a refusal."""
    facts = board(family or "rp2")
    if tuple(version) >= facts.MICROPYTHON_MIN:
        if tuple(version[:3]) > max(TESTED):
            return (
                "note: MicroPython %s is newer than any release Midway is tested on (%s, on an "
                "emulated Pico); it should load the build, and `make monitor` shows any fault"
                % (dotted(version), ", ".join(dotted(release) for release in sorted(TESTED)))
            )
        return None
    plain, wireless = facts.FIRMWARE
    raise FlashError(
        "%s runs MicroPython %s, older than any release Midway is tested on (.mpy %s): "
        "install MicroPython %s or newer (hold BOOTSEL, plug the board in, copy the %s .uf2, "
        "%s on a W, from https://micropython.org/download/%s/), then `make flash` again"
        % (
            port or "the board",
            dotted(version),
            dotted(facts.MPY_VERSION),
            dotted(facts.MICROPYTHON_MIN),
            plain,
            wireless,
            plain,
        )
    )


def flash(
    port=None,
    dry_run=False,
    resume=False,
    config=CONFIG,
    target="",
    build=None,
    out=print,
    timeout=600,
):
    """Copy the build that fits the board on `port` (or `build`, checked against it), then
    the config. dry_run: list what would go (the Pico's build unless `build` is given), and
    touch nothing, not even the board."""
    where = port or "the first MicroPython board (mpremote auto)"
    if dry_run:
        files = plan(build or BUILD, config, target)
        total = sum(source.stat().st_size for source, _ in files)
        out("dry run: would copy %d files (%d bytes) to %s:" % (len(files), total, where))
        for source, device in files:
            out(
                "  %-44s -> :%s"
                % (source.relative_to(ROOT) if source.is_relative_to(ROOT) else source, device)
            )
        return files
    _, version, machine = probe(port, resume)
    family = family_of(machine, port)
    build = choose_build(family, build, port)
    files = plan(build, config, target)
    total = sum(source.stat().st_size for source, _ in files)
    warning = check_version(version, port, family)
    out(
        "copying %d files (%d bytes) to %s (MicroPython %s) from %s%s"
        % (
            len(files),
            total,
            where,
            dotted(version),
            _shown(build),
            ", the build for its " + board(family).CHIP if family else "",
        )
    )
    if warning:
        out(warning)
    process = subprocess.Popen(
        mpremote_command(files, port, resume, target),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    seen = []
    copied = 0
    assert process.stdout is not None
    for line in process.stdout:
        seen.append(line)
        if line.startswith("cp "):
            copied += 1
            out("[%d/%d] %s" % (copied, len(files), line.split(":", 1)[-1].strip()))
    code = process.wait(timeout=timeout)
    if code != 0 or copied != len(files):
        raise FlashError(explain("".join(seen), port))
    out("done: %d files on the board; reset it (or unplug and replug) to start Midway" % copied)
    return files


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", default=None)
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--resume", action="store_true")
    parser.add_argument("--config", type=Path, default=CONFIG)
    parser.add_argument("--target", default="")
    parser.add_argument("--build", type=Path, default=None)
    args = parser.parse_args(argv)
    try:
        flash(args.port or None, args.dry_run, args.resume, args.config, args.target, args.build)
    except FlashError as err:
        print("flash: %s" % err, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
