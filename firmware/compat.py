"""MicroPython-only names (const, ticks_*, sleep_ms) with CPython fallbacks, in one place.

The fallbacks never run on the Pico, so the rp2 type check is told to look past them.
TYPE_CHECKING is False at run time (the rp2 port has no `typing`); mypy takes any name
TYPE_CHECKING as true, so `if TYPE_CHECKING:` imports a lazily loaded module for types only.
"""

TYPE_CHECKING = False


def forget(module):
    """Drop `module` ("table.lobby") until it is imported again, so its code's RAM can be
    collected: an import leaves it both in sys.modules and as an attribute of its package,
    and both references must go (the table loads some code only for a moment: the lobby
    between games, the boot and the resume at boot)."""
    import sys

    sys.modules.pop(module, None)
    package, _, name = module.rpartition(".")
    parent = sys.modules.get(package)
    if parent is not None and name in parent.__dict__:
        delattr(parent, name)


try:
    from micropython import const
except ImportError:

    def const(value):  # type: ignore[misc]
        return value


try:
    from time import sleep_ms, ticks_add, ticks_diff, ticks_ms, ticks_us
except ImportError:
    import time as _time

    _PERIOD = 1 << 30  # MicroPython's ticks wrap at 2**30 on every port

    def ticks_ms():
        return int(_time.monotonic() * 1000) & (_PERIOD - 1)  # type: ignore[attr-defined]

    # hal/clock.py's ticks_us where the port has none: a CPU budget's, never the table's time
    def ticks_us():  # type: ignore[misc]
        return int(_time.monotonic() * 1000000) & (_PERIOD - 1)  # type: ignore[attr-defined]

    def ticks_add(ticks, delta):  # type: ignore[misc]
        return (ticks + delta) & (_PERIOD - 1)

    def ticks_diff(end, start):  # type: ignore[no-redef]
        diff = (end - start) & (_PERIOD - 1)
        return diff - _PERIOD if diff >= _PERIOD >> 1 else diff

    def sleep_ms(ms):  # type: ignore[misc]
        _time.sleep(ms / 1000)
