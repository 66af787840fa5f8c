"""make flash: copy build/ and the config to a Pico with mpremote, showing progress.

    python host_tools/flash.py [--port PORT] [--dry-run] [--config PATH] [--target DIR]

--port picks the device (default: mpremote's auto, the first USB MicroPython board);
--dry-run lists what would be copied and touches nothing; --target puts the files in a
folder on the device instead of its root; --resume talks to a board without resetting it
(how the tests drive a MicroPython unix REPL on a pseudo-terminal).

A running table is fine: mpremote's Ctrl-C stops it (App.run (table/app.py) turns the watchdog off,
so the copy is not cut short by a reset). Before copying, the board's MicroPython version is
read, and a board too old to load the build is refused with the version to install.
"""

import argparse
import ast
import subprocess
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools.build import RP2  # noqa: E402  (the rp2 family's facts: hal/board_rp2.py)
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


# Runs on the board: which Python it is, and its version.
PROBE = (
    "import sys; print('midway-probe', repr((sys.implementation.name,"
    " tuple(sys.implementation.version[:3]))))"
)


def probe(port=None, resume=False, timeout=10):
    """Ask the board which Python it runs: ("micropython", (1, 24, 1)). A port that is silent
    or not MicroPython fails here in seconds instead of hanging the copy."""
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
    name, version = answer
    if name == "circuitpython":
        raise FlashError(
            "%s runs CircuitPython, which cannot load the build's .mpy files: copy firmware/ "
            'onto the CIRCUITPY drive instead (README, "Another RP2040 board")'
            % (port or "the board")
        )
    if name != "micropython":
        raise FlashError(explain(output, port))
    return name, tuple(version)


def dotted(version):
    return ".".join(str(part) for part in version)


def check_version(version, port=None):
    """Refuse a board on a MicroPython older than the oldest release the tests boot
    (hal/board_rp2.py's MICROPYTHON_MIN), saying what to install; a newer release than any
    the tests boot gets a warning (the words returned), not a refusal."""
    if tuple(version) >= RP2.MICROPYTHON_MIN:
        if tuple(version[:3]) > max(TESTED):
            return (
                "note: MicroPython %s is newer than any release Midway is tested on (%s, on an "
                "emulated Pico); it should load the build, and `make monitor` shows any fault"
                % (dotted(version), ", ".join(dotted(release) for release in sorted(TESTED)))
            )
        return None
    raise FlashError(
        "%s runs MicroPython %s, older than any release Midway is tested on (.mpy %s): "
        "install MicroPython %s or newer (hold BOOTSEL, plug the Pico in, copy the RPI_PICO "
        ".uf2 from https://micropython.org/download/RPI_PICO/), then `make flash` again"
        % (
            port or "the board",
            dotted(version),
            dotted(RP2.MPY_VERSION),
            dotted(RP2.MICROPYTHON_MIN),
        )
    )


def flash(
    port=None,
    dry_run=False,
    resume=False,
    config=CONFIG,
    target="",
    build=BUILD,
    out=print,
    timeout=600,
):
    files = plan(build, config, target)
    total = sum(source.stat().st_size for source, _ in files)
    where = port or "the first MicroPython board (mpremote auto)"
    if dry_run:
        out("dry run: would copy %d files (%d bytes) to %s:" % (len(files), total, where))
        for source, device in files:
            out(
                "  %-44s -> :%s"
                % (source.relative_to(ROOT) if source.is_relative_to(ROOT) else source, device)
            )
        return files
    _, version = probe(port, resume)
    warning = check_version(version, port)
    out(
        "copying %d files (%d bytes) to %s (MicroPython %s)"
        % (len(files), total, where, dotted(version))
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
    args = parser.parse_args(argv)
    try:
        flash(args.port or None, args.dry_run, args.resume, args.config, args.target)
    except FlashError as err:
        print("flash: %s" % err, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
