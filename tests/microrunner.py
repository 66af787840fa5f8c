"""Runs dual test files (plain test_* functions and asserts) under the MicroPython VM.

MicroPython has no unittest or pytest here, so this is ours: import each file given on the
command line, call every test_* function in it, print PASS/FAIL, exit 1 on any failure.
The same files run under pytest on CPython. Usage:
    micropython -X heapsize=256K tests/microrunner.py tests/engines/test_core.py
tests/run_micropython.py runs it as a module from the repository's root instead
(MICROPYPATH=tests:.frozen micropython -m microrunner ...): a script's folder goes first on
the path as an absolute name, interned for good, so the heap a test has would depend on
where the clone lies.
"""

import gc
import sys


def _getenv(name):
    try:
        import os

        return os.getenv(name) or ""
    except ImportError:
        return ""


if not sys.argv[0].endswith(".py"):  # micropython -m microrunner, from the repository's root
    _TESTS = "tests"
elif "/" in sys.argv[0]:
    _TESTS = sys.argv[0].rsplit("/", 1)[0]
else:
    _TESTS = "."
if "/" in _TESTS:
    _ROOT = _TESTS.rsplit("/", 1)[0]
else:  # run as tests/microrunner.py from the root, or as ./microrunner.py from tests/
    _ROOT = ".." if _TESTS == "." else "."
# MIDWAY_FIRMWARE: the firmware precompiled to .mpy (tests/run_micropython.py sets it); it
# goes first, the source tree after it for what stays source (config.py).
for _path in (_TESTS, _ROOT + "/firmware", _getenv("MIDWAY_FIRMWARE")):
    if _path and _path not in sys.path:
        sys.path.insert(0, _path)
# micropython-lib's packages last, as a Pico's /lib comes after its own modules: MIDWAY_LIB,
# lib/ precompiled (tests/run_micropython.py), else lib/ itself (host_tools/micropython_lib.py)
sys.path.append(_getenv("MIDWAY_LIB") or _ROOT + "/lib")

_ONLY = _getenv("MIDWAY_K")  # run only the tests whose name holds this text: MIDWAY_K=tycoon
_EXACT = _getenv("MIDWAY_TEST")  # run only the test of exactly this name
_LIST = "--list" in sys.argv
if _LIST:
    sys.argv.remove("--list")

try:
    from time import ticks_diff, ticks_ms  # type: ignore[attr-defined]
except ImportError:  # CPython, when someone runs the runner there
    from compat import ticks_diff, ticks_ms


def _print_failure(err):
    if hasattr(sys, "print_exception"):
        sys.print_exception(err)
    else:
        import traceback

        traceback.print_exception(type(err), err, err.__traceback__)


def run_file(path):
    folder, _, filename = path.rpartition("/")
    if folder and folder not in sys.path:
        sys.path.insert(0, folder)
    name = filename[:-3] if filename.endswith(".py") else filename
    module = __import__(name)
    # dir() on MicroPython can miss names a module added through globals(); __dict__ cannot.
    names = sorted(n for n in module.__dict__ if n.startswith("test_") and _ONLY in n)
    if _EXACT:
        names = [n for n in names if n == _EXACT]
    if _LIST:
        # One test per VM process for files that ask for it: a whole game per test, and
        # each gets the full heap (as a Pico gets it for the one game it plays).
        print("ISOLATE" if getattr(module, "ISOLATE", False) else "TOGETHER")
        for test_name in names:
            print(test_name)
        return 0, 0
    failed = 0
    for test_name in names:
        test = getattr(module, test_name)
        if not callable(test):
            continue
        gc.collect()
        start = ticks_ms()
        try:
            test()
        except Exception as err:  # noqa: BLE001 - a test runner reports every failure
            failed += 1
            print("FAIL %s::%s" % (path, test_name))
            _print_failure(err)
            continue
        print("PASS %s::%s (%d ms)" % (path, test_name, ticks_diff(ticks_ms(), start)))
    return len(names), failed


def main(paths):
    # Collect early, as the table does on a Pico: a heap that only collects when full
    # scatters long-lived objects and leaves no room for a growing list.
    if hasattr(gc, "threshold"):
        gc.threshold(16 * 1024)
    total = failed = 0
    for path in paths:
        ran, bad = run_file(path)
        total += ran
        failed += bad
    impl = sys.implementation.name
    if _LIST:
        return
    print("%s: %d passed, %d failed" % (impl, total - failed, failed))
    if failed or not total:
        sys.exit(1)


main(sys.argv[1:])
