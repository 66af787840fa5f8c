"""Run the dual test suites under the real MicroPython VM, one process per file.

One process per file keeps each file's heap to itself (-X heapsize=HEAPSIZE, below)
and lets files run side by side; a file that sets ISOLATE = True (a whole game per test)
gets one process per test. A VM that cannot start fails the run: nothing is skipped. The ten
slowest tests are listed at the end, so the next slow one is seen.
MICROPYTHON=/path/to/micropython picks another build (the PyPI wheel is Linux x86_64 only).
"""

import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(ROOT))
from host_tools import micropython_lib  # noqa: E402
from host_tools.bench.runner import PICO_HEAP  # noqa: E402
from host_tools.build import compile_module  # noqa: E402

# The VM runs the firmware as a Pico does after `make flash`: precompiled .mpy, not source
# compiled on the board (which costs heap a Pico never spends). Compiled for this machine's
# CPU, so hal's viper loops run natively here too. The simulated board is precompiled
# alike, and micropython-lib's packages a board has in /lib (lib/: the ssd1306 driver); the
# tests themselves run from source.
PRECOMPILED = ROOT / "build" / "vm"
PRECOMPILE = (
    ("firmware", ROOT / "firmware"),
    ("sim", ROOT / "host_tools" / "virtual_board"),
    ("lib", micropython_lib.LIB),
)
KEEP_AS_SOURCE = ("main.py", "config.py")
DUAL_SUITES = ("engines", "table")
# Tests that mean something only on the VM (micropython.heap_lock); pytest ignores them.
MICROPYTHON_ONLY_SUITES = ("micropython_only",)
HEAPSIZE = PICO_HEAP  # the heap every VM test gets (host_tools/bench/runner.py says why)
SLOWEST = 10
# A file's run takes seconds; one that runs on (a game that never ends, e.g. at a table
# that refused its config) fails after this, well inside CI's limit, instead of hanging it.
TIMEOUT = 300
# tests/microrunner.py's line for a test that passed: PASS path::name (123 ms)
PASSED = re.compile(r"^PASS (\S+) \((\d+) ms\)$", re.MULTILINE)
_PRECOMPILED_ENV: dict[str, str] = {}


def micropython():
    explicit = os.environ.get("MICROPYTHON")
    if explicit:
        return explicit
    beside = Path(sys.executable).parent / "micropython"
    return str(beside) if beside.exists() else "micropython"


def dual_test_files(selected):
    if selected:
        return [Path(p).resolve() for p in selected]
    files = []
    for suite in DUAL_SUITES + MICROPYTHON_ONLY_SUITES:
        files.extend(sorted((TESTS / suite).glob("test_*.py")))
    return files


def precompile():
    """Compile what changed since the last run into build/vm; returns the env that points
    the VM there (tests/microrunner.py and tests/support/sim.py read it).

    The paths are relative to the repository's root, where every VM runs (cwd=ROOT): a
    module's file name is interned for good when it loads, so absolute paths would make the
    heap a test needs depend on where the clone lies (a CI runner's long path took 2-3 KB
    more and a 192K test that passed here failed there). Relative, every clone is alike."""
    micropython_lib.install()
    for name, source in PRECOMPILE:
        out = PRECOMPILED / name
        for module in sorted(source.rglob("*.py")):
            if module.name in KEEP_AS_SOURCE:
                continue
            target = out / module.relative_to(source).with_suffix(".mpy")
            if not target.exists() or target.stat().st_mtime < module.stat().st_mtime:
                # named as the VM imports it (MIDWAY_FIRMWARE/...): one interned name less
                compile_module(module, target, march="host", name=str(target.relative_to(ROOT)))
        for stale in out.rglob("*.mpy"):
            if not (source / stale.relative_to(out).with_suffix(".py")).exists():
                stale.unlink()
    return {
        "MIDWAY_FIRMWARE": str((PRECOMPILED / "firmware").relative_to(ROOT)),
        "MIDWAY_SIM": str((PRECOMPILED / "sim").relative_to(ROOT)),
        "MIDWAY_LIB": str((PRECOMPILED / "lib").relative_to(ROOT)),
    }


def run_one(vm, path, test=None, listing=False):
    test_file = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    # as a module, not a script: a script's folder would go first on the path, absolute
    command = [vm, "-X", "heapsize=" + HEAPSIZE, "-m", "microrunner", str(test_file)]
    if listing:
        command.append("--list")
    env = dict(os.environ)
    env.update(_PRECOMPILED_ENV)
    env["MICROPYPATH"] = str(TESTS.relative_to(ROOT)) + ":.frozen"
    if test:
        env["MIDWAY_TEST"] = test
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=TIMEOUT, env=env, cwd=ROOT
        )
    except FileNotFoundError:
        return path, test, 127, "", "cannot start MicroPython: %r not found" % vm
    except subprocess.TimeoutExpired as late:
        out = late.stdout.decode() if isinstance(late.stdout, bytes) else late.stdout or ""
        return path, test, 124, out, "still running after %d s: stopped\n" % TIMEOUT
    return path, test, done.returncode, done.stdout, done.stderr


def jobs_for(vm, files, pool):
    """(file, test) pairs to run: one per test where the file isolates, one per file else.

    The isolated tests (whole games, the longest) come first, so that none of them starts
    last and runs alone at the end while the other cores have nothing left to do."""
    # Only a file that says ISOLATE can ask for it: the others need no VM to list them.
    isolating = [path for path in files if path.exists() and "ISOLATE" in path.read_text()]
    jobs = []
    together = [(path, None) for path in files if path not in isolating]
    for path, _, code, out, _ in pool.map(lambda p: run_one(vm, p, listing=True), isolating):
        lines = out.split()
        if code == 0 and lines and lines[0] == "ISOLATE":
            jobs.extend((path, name) for name in lines[1:])
        else:
            together.append((path, None))  # a file that fails to list shows its error there
    return jobs + together


def slowest(outputs, count=SLOWEST):
    """The `count` slowest passed tests as (seconds, path::name), slowest first."""
    times = [(int(ms) / 1000, name) for out in outputs for name, ms in PASSED.findall(out)]
    return sorted(times, reverse=True)[:count]


def main(argv):
    vm = micropython()
    try:
        version = subprocess.run(
            [vm, "-c", "import sys; print(sys.implementation)"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError) as err:
        print("FAIL: cannot start the MicroPython VM %r: %s" % (vm, err))
        return 1
    print("MicroPython VM: %s (%s), heap %s" % (vm, version, HEAPSIZE))
    _PRECOMPILED_ENV.update(precompile())
    print("firmware and simulated board precompiled (mpy-cross) in %s" % PRECOMPILED)
    files = dual_test_files(argv)
    jobs = int(os.environ.get("MIDWAY_JOBS", os.cpu_count() or 2))
    failed = []
    outputs = []
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        work = jobs_for(vm, files, pool)
        for path, test, code, out, errors in pool.map(lambda job: run_one(vm, *job), work):
            rel = path.relative_to(TESTS.parent) if path.is_relative_to(TESTS.parent) else path
            out = out.replace(str(TESTS.parent) + "/", "")
            outputs.append(out)
            print(out, end="")
            if code != 0:
                failed.append(str(rel) + ("::" + test if test else ""))
                print(errors, end="")
    print("slowest %d tests under MicroPython:" % SLOWEST)
    for seconds, name in slowest(outputs):
        print("%8.2fs %s" % (seconds, name))
    passed = len(work) - len(failed)
    print(
        "MicroPython: %d of %d runs passed (%d test files, %d side by side) in %.0f s"
        % (passed, len(work), len(files), jobs, time.monotonic() - started)
    )
    for name in failed:
        print("FAILED under MicroPython: %s" % name)
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
