"""Runs the bench's VM scripts (host_tools/bench/vm) under MicroPython or CPython and reads the
one result line each prints; prepares the two forms of the firmware a run can load.

A form is the firmware as source (compiled by the VM at import, as the tests run it) or as
.mpy (compiled by host_tools/build.py for the Pico, as `make flash` installs it; the
simulated board and the bench's own scripts compiled alike, so no compiler runs in the heap).
"""

import contextlib
import io
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from mpremote.romfs import make_romfs

from host_tools import build
from host_tools.bench import vm32
from host_tools.bench.paths import FIRMWARE, SIM, VM

PREFIX = "BENCH "
# The heap the VM tests and the bench's runs in a Pico's heap get: tighter than any Pico's,
# at this 64-bit VM's object sizes. The same table holds 1.3-1.5 times a Pico's bytes here
# (at the select 101 KB against 70 on the 32-bit VM, whose objects are a Pico's; after every
# game in turn 137 KB against the 86-94 KB the official firmware holds on the emulated Pico)
# and the simulated board's 19 KB on top, so 256K here is 160-183 KB on a Pico: inside the
# Pico W's 192 KB design heap, and 57 KB or more short of the Pico's 240 KB. 192K here was a
# Pico of about 120 KB, half the real one, and had tests chase bytes no Pico needs.
PICO_HEAP = "256K"
VIPER = Path("hal/pixels_viper.py")


def micropython() -> str:
    explicit = os.environ.get("MICROPYTHON")
    if explicit:
        # the Makefile's is relative to the repository; the runs start in other folders
        return str(Path(explicit).resolve()) if os.sep in explicit else explicit
    beside = Path(sys.executable).parent / "micropython"
    return str(beside) if beside.exists() else "micropython"


def mpy_cross() -> str:
    return build.mpy_cross()


@dataclass(frozen=True)
class Form:
    """Where a VM run finds the firmware, the simulated board and the bench's scripts."""

    name: str  # "source", "mpy" or "frozen"
    code: Path
    sim: Path
    vm: Path
    image: Path | None = None  # frozen: the ROMFS image holding code, sim and vm
    files: Path | None = None  # frozen: the ordinary files beside it (config.py)


def source_form() -> Form:
    return Form("source", FIRMWARE, SIM, VM)


def mpy_form(folder: Path) -> Form:
    """Compile the firmware (host_tools/build.py: -march=armv6m, as for the Pico), the
    simulated board and the bench's VM scripts into `folder`. config.py stays source, as
    `make flash` installs it (the Pico compiles it at boot)."""
    code = folder / "code"
    build.build(code, import_root=str(code))
    (code / "config.py").write_bytes((FIRMWARE / "config.py").read_bytes())
    if platform.machine() in ("x86_64", "AMD64"):
        # hal's viper loops are native code, built for the Pico's CPU: a Pico runs them
        # natively, so the VM here gets them built for its own (else it falls back to
        # bytecode loops no Pico runs).
        compile_mpy(FIRMWARE / VIPER, code / VIPER.with_suffix(".mpy"), "-march=x64")
    sim = folder / "sim"
    vm = folder / "vm"
    for source_dir, target in ((SIM, sim), (VM, vm)):
        target.mkdir(parents=True, exist_ok=True)
        for source in sorted(source_dir.glob("*.py")):
            compile_mpy(source, target / (source.stem + ".mpy"))
    return Form("mpy", code, sim, vm)


def frozen_form(mpy: Form, folder: Path) -> Form:
    """The .mpy form frozen out of the heap: its code (config.py aside), simulated board and
    scripts in one ROMFS image, built by mpremote's romfs writer (what `mpremote romfs build`
    uses); vm/romboot.py mounts it at /rom. In RAM this is a Pico running Midway frozen into
    its firmware (manifest.py) or from a ROMFS partition: bytecode and constant
    strings stay in flash."""
    staging = folder / "romfs"
    shutil.rmtree(staging, ignore_errors=True)
    for part, source in (("code", mpy.code), ("sim", mpy.sim), ("vm", mpy.vm)):
        shutil.copytree(source, staging / part, ignore=shutil.ignore_patterns("*.py", "*.json"))
    files = folder / "files"
    files.mkdir(parents=True, exist_ok=True)
    shutil.copy(mpy.code / "config.py", files / "config.py")
    with contextlib.redirect_stdout(io.StringIO()):  # it lists every file it packs
        image_bytes = make_romfs(str(staging), mpy_cross=False)
    image = folder / "midway.romfs"
    image.write_bytes(image_bytes)
    rom = Path("/rom")
    return Form("frozen", rom / "code", rom / "sim", rom / "vm", image, files)


def heap_bytes(heap: str) -> int:
    """-X heapsize's text ("192K", "1M", "4096") in bytes."""
    scale = {"K": 1024, "M": 1024 * 1024}.get(heap[-1:].upper(), 1)
    return int(heap[:-1] if scale > 1 else heap) * scale


def compile_mpy(source: Path, target: Path, *options: str) -> None:
    done = subprocess.run(
        [mpy_cross(), *options, "-s", source.name, "-o", str(target), str(source)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit("mpy-cross failed on %s:\n%s" % (source, done.stderr))


@dataclass
class Outcome:
    ok: bool
    result: dict
    error: str  # the last lines of stderr when the run failed
    seconds: float
    stdout: str = ""  # all the run printed (a script may print lines besides its result)


def parse_result(stdout: str) -> dict | None:
    for line in stdout.splitlines():
        if line.startswith(PREFIX):
            parsed = json.loads(line[len(PREFIX) :])
            return parsed if isinstance(parsed, dict) else None
    return None


def _run(command: list[str], env: dict, cwd: Path | None, timeout: float) -> Outcome:
    import time

    started = time.monotonic()
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, env=env, cwd=cwd, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return Outcome(False, {}, "timed out after %.0f s" % timeout, time.monotonic() - started)
    except FileNotFoundError:
        return Outcome(False, {}, "cannot start %r" % command[0], time.monotonic() - started)
    spent = time.monotonic() - started
    result = parse_result(done.stdout)
    ok = done.returncode == 0 and result is not None and result.get("ok") is True
    error = "" if ok else "\n".join((done.stderr or done.stdout).strip().splitlines()[-3:])
    return Outcome(ok, result or {}, error, spent, done.stdout)


# The module benchvm.arguments() imports for a script's arguments (a board has no command line)
ARGS_MODULE = "bench_args"


def args_module(args: dict) -> str:
    """The text of the module that hands `args` to a bench script (benchvm.arguments)."""
    return "ARGS = %r\n" % (args,)


def _with_args(args: dict, run) -> Outcome:
    """run(folder) with `args` written as the arguments module in `folder`, a folder of this
    run's own (runs go side by side)."""
    with tempfile.TemporaryDirectory(prefix="midway-args-") as folder:
        (Path(folder) / (ARGS_MODULE + ".py")).write_text(args_module(args))
        return run(folder)


def run_vm(
    form: Form,
    script: str,
    args: dict,
    heap: str = PICO_HEAP,
    cwd: Path | None = None,
    timeout: float = 900,
    bits: int = 64,
) -> Outcome:
    """micropython -X heapsize=<heap> -m <script>, given `args` (benchvm.arguments), the
    bench's scripts (as the form has them) on the VM's path; `code` and `sim` default to the
    form's. bits=32: the same MicroPython built for wasm32 (host_tools/bench/vm32.py), whose
    objects are a Pico's size."""
    full = {"code": str(form.code), "sim": str(form.sim)}
    full.update(args)
    env = dict(os.environ)
    if bits == 32:
        vm = vm32.command()
        # the folders it must see: the form's, and any an argument names
        named = [form.image, form.files, form.vm, form.code, form.sim] + [
            Path(value) for value in args.values() if isinstance(value, str | Path)
        ]
        env[vm32.MOUNTS] = os.pathsep.join(
            str(where if where.is_dir() else where.parent)
            for where in named
            if where is not None and Path(where).is_absolute() and Path(where).exists()
        )
    else:
        vm = [micropython()]
    if form.image is None:
        command = [*vm, "-X", "heapsize=" + heap, "-m", script]
        return _with_args(
            full,
            lambda folder: _run(
                command, dict(env, MICROPYPATH=folder + ":" + str(form.vm)), cwd, timeout
            ),
        )
    # frozen: the image's own bytes (16-byte blocks) come on top of the heap measured
    image_size = -(-form.image.stat().st_size // 16) * 16
    boot = {"image": str(form.image), "files": str(form.files), "script": script}
    command = [
        *vm,
        "-X",
        "heapsize=%d" % (heap_bytes(heap) + image_size),
        str(VM / "romboot.py"),
    ]
    return _with_args(
        dict(boot, **full),
        lambda folder: _run(command, dict(env, MICROPYPATH=folder), cwd, timeout),
    )


def run_cpython(script: str, args: dict, timeout: float = 900) -> Outcome:
    """The same script under this CPython, on the firmware source."""
    full = {"code": str(FIRMWARE)}
    full.update(args)
    command = [sys.executable, str(VM / (script + ".py"))]
    return _with_args(
        full, lambda folder: _run(command, dict(os.environ, PYTHONPATH=folder), None, timeout)
    )


def vm_version() -> str:
    done = subprocess.run(
        [micropython(), "-c", "import sys; print(sys.version, sys.implementation)"],
        capture_output=True,
        text=True,
    )
    return done.stdout.strip()
