"""A whole game through the table on the simulated Pico (bench_table.py, bots in every seat)
with its saves and its record on the simulated flash (fakefs.FakeFlash), every change to the
flash written to a log file as it is made: host_tools/bench/flash.py plays the log again on
a model of the Pico's LittleFS filesystem, to count what the flash programs and erases.

    micropython -X heapsize=1M -m flash_game with code=<firmware or .mpy build>
        sim=<host_tools/virtual_board> log=<a file to write> game=tycoon players=4 seed=1

The log, one change a line: "o <path>" (a file opened for writing: created or truncated),
"w <path> <bytes>", "f <path>" (a flush), "c <path>" (closed), "r <old> <new>" (renamed over
whatever <new> was), "x <path>" (removed), "m <path>" (a folder made). The log is a real file
of the unix port, not the simulated flash, so it costs the heap nothing. Prints what it took.
"""

import benchvm

ARGS = benchvm.arguments(
    {
        "log": "/tmp/midway-bench-flash.log",
        "game": "tycoon",
        "players": 2,
        "seed": 1,
    }
)

benchvm.use_paths(ARGS["code"], ARGS["sim"])
import bench_table  # noqa: E402 - imports the firmware's table and engines core
import fakefs  # noqa: E402
import machine  # noqa: E402, F401 - the simulated board


class LoggedFlash(fakefs.FakeFlash):
    """The simulated flash, each change it takes written to `log` as it is made."""

    def __init__(self, log):
        fakefs.FakeFlash.__init__(self)
        self.log = log
        self.written = 0  # bytes written to files, all of them

    def note(self, *words):
        self.log.write(" ".join(words) + "\n")

    def open(self, path, mode="r"):
        f = fakefs.FakeFlash.open(self, path, mode)
        if mode in ("w", "wb"):
            self.note("o", path)
            return LoggedFile(self, f, path)
        return f

    def rename(self, old, new):
        fakefs.FakeFlash.rename(self, old, new)
        self.note("r", old, new)

    def remove(self, path):
        fakefs.FakeFlash.remove(self, path)
        self.note("x", path)

    def mkdir(self, path):
        fakefs.FakeFlash.mkdir(self, path)
        self.note("m", path)

    def after_power_cut(self):
        raise AssertionError("this bench plays whole games: no power cut")


class LoggedFile:
    """A file open for writing on LoggedFlash: its writes, flushes and close logged."""

    def __init__(self, fs, f, path):
        self.fs = fs
        self.f = f
        self.path = path

    def write(self, data):
        n = self.f.write(data)
        size = len(data.encode()) if isinstance(data, str) else len(data)
        self.fs.written += size
        self.fs.note("w", self.path, str(size))
        return n

    def flush(self):
        self.f.flush()
        self.fs.note("f", self.path)

    def close(self):
        if not self.f.closed:
            self.f.close()
            self.fs.note("c", self.path)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def main():
    with open(ARGS["log"], "w") as log:
        flash = LoggedFlash(log)
        # the save folder on the simulated flash, as the shipped config names it
        saves = bench_table.config.SAVE_FOLDER
        table = bench_table.BenchTable(saves, seed=ARGS["seed"], fs=flash)
        booted = flash.written
        table.choose(ARGS["game"], ARGS["players"])
        actions, virtual_ms = table.play()
        table.leave()
    kept = getattr(bench_table.config, "RECORDS_KEPT", 20)
    records = bench_table.config.SAVE_FOLDER + "/records"
    lines = flash.read(records).split(b"\n") if records in flash.files else [b""]
    benchvm.emit(
        {
            "ok": True,
            "game": ARGS["game"],
            "players": ARGS["players"],
            "seed": ARGS["seed"],
            "actions": actions,
            "virtual_ms": virtual_ms,
            "written_at_boot": booted,
            "written": flash.written,
            "files": {path: flash.stat(path)[6] for path in flash.files},
            "records_kept": kept,
            # the game's record, one line of the records file (its newline counted)
            "record_line": len(lines[-2]) + 1 if len(lines) > 1 else 0,
        }
    )


main()
