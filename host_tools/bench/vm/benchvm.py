"""What the bench's VM scripts share, under MicroPython and CPython alike: their arguments,
the import path, a microsecond clock, the heap in use, and the one line each script prints
for host_tools/bench to read (a prefix, then JSON).

A script's usage line, `micropython script.py with key=value ...`, names the arguments the
host hands it in bench_args.ARGS (arguments(): no command line on a board)."""

import gc
import json
import sys

PREFIX = "BENCH "

try:
    from time import ticks_diff, ticks_us  # type: ignore[attr-defined]

    def now_us():
        return ticks_us()

    def since_us(start):
        """Microseconds from `start` (a now_us() reading) to now."""
        return ticks_diff(ticks_us(), start)

    def between_us(start, end):
        """Microseconds from one now_us() reading to a later one."""
        return ticks_diff(end, start)

except ImportError:  # CPython
    from time import perf_counter_ns

    def now_us():
        return perf_counter_ns() / 1000

    def since_us(start):
        return perf_counter_ns() / 1000 - start

    def between_us(start, end):
        return end - start


MICROPYTHON = sys.implementation.name == "micropython"


def arguments(defaults):
    """The script's arguments over `defaults` (ints stay ints); every script takes code= (the
    firmware or its .mpy build) and sim= (the simulated board), used or not.

    They come in ARGS, a dict in a module `bench_args` that the host writes beside the run
    (host_tools/bench/runner.py on this machine, pico.py onto a board): a board's MicroPython
    has no command line (the rp2 port has no argument vector). The module is forgotten once
    read, so the next script run in the same session reads its own."""
    args = {"code": "", "sim": ""}
    for key in defaults:
        args[key] = defaults[key]
    try:
        import bench_args
    except ImportError:
        given = {}
    else:
        given = bench_args.ARGS
        del sys.modules["bench_args"]
    for key in given:
        if key not in args:
            raise SystemExit("unknown argument %r; known: %s" % (key, " ".join(sorted(args))))
        kind = type(args[key])
        value = given[key]
        args[key] = kind(value) if kind in (int, float) else value
    return args


def collect_at_top_only():
    """For a script the 32-bit VM (host_tools/bench/vm32.py) runs. That build cannot see what
    only a running C function holds (the wasm32 build's locals are not in memory the
    collector scans), a running Python function's frame among them when the frame is too big
    for the C stack (more than 11 words): a collection made inside one frees it. So such a
    script collects only from its own top level (heap_in_use() there, between the table's
    steps, every step returned; the module's own code keeps its stack shallow, the work in
    functions); from here on the firmware's own gc.collect() calls (made inside a step, only
    to give an engine's import the biggest free blocks) do nothing, and gc is disabled, the
    heap big enough that no allocation needs a collection: a shortfall is a MemoryError,
    never a collection at an unsafe moment. Call it before any firmware module imports gc.
    (Its class is made here: the scripts that never call it hold nothing more.)"""

    class NoCollect:
        """gc as the firmware sees it: collect() does nothing, the rest is gc's."""

        def collect(self):
            pass

        def __getattr__(self, name):
            return getattr(gc, name)

    gc.disable()
    sys.modules["gc"] = NoCollect()  # type: ignore[assignment]


def use_paths(*folders):
    """Put folders first on the import path, in the order given."""
    for folder in reversed(folders):
        if folder:
            while folder in sys.path:
                sys.path.remove(folder)
            sys.path.insert(0, folder)


def use_lib(code):
    """The build's lib/ (micropython-lib's packages, as mip puts them in a board's /lib) last
    on the import path, where a Pico has /lib."""
    lib = code + "/lib"
    if lib not in sys.path:
        sys.path.append(lib)


# Bytes at the bottom of the heap that hold the firmware's ROMFS image when romboot.py runs
# the script frozen (a Pico keeps them in flash): not counted as heap in use.
ROM_BYTES = 0


def heap_in_use():
    """Bytes of heap in use after a full collection, the firmware's ROM image aside (None on
    CPython, which has no such figure)."""
    gc.collect()
    if hasattr(gc, "mem_alloc"):
        return gc.mem_alloc() - ROM_BYTES
    return None


def heap_size():
    if hasattr(gc, "mem_free"):
        return gc.mem_free() + gc.mem_alloc() - ROM_BYTES
    return None


def emit(result):
    print(PREFIX + json.dumps(result))


def numbers(count):
    """`count` zeros to overwrite with timings: an array of ints on MicroPython (4 bytes
    each), a list on CPython (whose timings are floats)."""
    if MICROPYTHON:
        from array import array

        return array("I", (0 for _ in range(count)))
    return [0.0] * count


class Samples:
    """Timings in microseconds: their count, median and worst. On MicroPython a histogram with
    buckets `resolution_us` wide (constant memory, however long the run); on CPython the list
    itself. A median past the last bucket shows as the worst."""

    BUCKETS = 2048

    def __init__(self, resolution_us=1):
        self.resolution = resolution_us
        self.count = 0
        self.worst = 0
        self.total = 0
        if MICROPYTHON:
            from array import array

            self._histogram = array("I", (0 for _ in range(self.BUCKETS)))
            self._values = None
        else:
            self._values = []

    def add(self, us):
        self.count += 1
        self.total += us
        if us > self.worst:
            self.worst = us
        if self._values is not None:
            self._values.append(us)
        else:
            bucket = int(us) // self.resolution
            self._histogram[bucket if bucket < self.BUCKETS else self.BUCKETS - 1] += 1

    def median(self):
        if self._values is not None:
            return median(self._values)
        if not self.count:
            return None
        seen = 0
        for us in range(self.BUCKETS):
            seen += self._histogram[us]
            if 2 * seen >= self.count:
                return us * self.resolution if us < self.BUCKETS - 1 else self.worst
        return self.worst


def hold_all_but(budget):
    """(MicroPython) Hold the heap's largest free block in ballast, all but its last `budget`
    bytes, which stay free in one piece above it (first-fit allocation fills lower holes
    before it). Returns the ballast; free it with del. The holes other blocks left below stay
    free too: heap_free() after this is budget plus those."""
    gc.collect()
    low, high = 0, gc.mem_free()
    while high - low > 256:
        middle = (low + high) // 2
        try:
            probe = bytearray(middle)
        except MemoryError:
            high = middle
            continue
        del probe
        gc.collect()
        low = middle
    return bytearray(max(0, low - budget))


def heap_free():
    gc.collect()
    return gc.mem_free() if hasattr(gc, "mem_free") else None


def fibonacci(n):
    """The calibration workload (host_tools/bench/calibration.py): fibonacci(24) = 46368."""
    if n <= 1:
        return n
    return fibonacci(n - 1) + fibonacci(n - 2)


def reference(runs=3, n=24):
    """Time the calibration workload `runs` times, the collector off as in the published run
    (it allocates nothing): microseconds each. The timing scripts run it before and after
    what they measure, so each family's Pico factor is measured under the same load."""
    times = []
    gc.disable()
    try:
        for _ in range(runs):
            start = now_us()
            if fibonacci(n) != 46368 and n == 24:
                raise ValueError("fibonacci(24) is 46368")
            times.append(since_us(start))
    finally:
        gc.enable()
    return times


def median(values):
    ordered = sorted(values)
    count = len(ordered)
    if not count:
        return None
    middle = count // 2
    if count % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def decide(player, state):
    """A bot's decision as the table runs it, thoughts() a slice at a time: (the action, the
    decision's us, its longest slice's us)."""
    thinking = player.thoughts(state)
    action = None
    longest = 0
    start = now_us()
    while action is None:
        began = now_us()
        action = next(thinking)
        piece = since_us(began)
        if piece > longest:
            longest = piece
    return action, since_us(start), longest
