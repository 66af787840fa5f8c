"""The flash family of make bench: what a game writes to the Pico's flash, and how many games
the flash lasts.

Whole games through the table on the simulated Pico (vm/flash_game.py: the shipped config,
bots in every seat, the table's pacing made fast), each at its fewest and most players, on
the simulated flash, every change to it logged: the bytes the saves write (one after every
action) and the bytes the game's record writes. Each log is then played again on a model of
the Pico's filesystem: littlefs-python, LittleFS v2 as MicroPython's rp2 port mounts it
(4 KB blocks, the board's filesystem size, MicroPython's VfsLfs2 settings), holding the
firmware as `make flash` installs it; a counting block device says the blocks it erases and
the bytes it programs.

A game on the bench starts on an empty flash, so its record is the first in the file; a
table that has played a while holds a full file (RECORDS_KEPT games) and each record
rewrites it whole. The model plays the record's write as it is then: the file the game
starts with holds RECORDS_KEPT records, and the new one copies all but the oldest (their
bytes written in the pieces the firmware writes), so the record's share is its steady one.

The wear figure: many games in turn (each game at each player count, each seed) on each
board's filesystem, the erases of every block counted. LittleFS levels wear dynamically:
every new file and every directory commit goes to the next free block in turn, and a
metadata block is moved after `block_cycles` erases; blocks a file holds for good (the
firmware's) are not moved. So the blocks that wear are the filesystem's less the
firmware's, and the flash lasts ENDURANCE erases of each of them.
"""

import datetime
import statistics
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from littlefs import LittleFS, UserContext, lfs

from host_tools.bench import budgets, progress, runner
from host_tools.bench.paths import FIRMWARE

BLOCK = 4096  # the flash's erase sector, LittleFS's block on the rp2 port
# MicroPython's rp2 boards (ports/rp2/boards/*/mpconfigboard.h, MICROPY_HW_FLASH_STORAGE_BYTES):
# the filesystem's size on each RP2040 board the table is built for
BOARDS = {"RPI_PICO": 1408 * 1024, "RPI_PICO_W": 848 * 1024}
# The rp2 port's _boot.py mounts vfs.VfsLfs2(bdev, progsize=256); the rest are VfsLfs2's own
# (extmod/vfs_lfs.c: readsize 32, lookahead 32; vfs_lfsx.c: block_cycles 100, the cache
# 4 x the larger of the read and program sizes)
LFS = {
    "read_size": 32,
    "prog_size": 256,
    "cache_size": 1024,
    "lookahead_size": 32,
    "block_cycles": 100,
}
PIECE = 256  # hal/storage.py's writes: its pieces gathered to about this many bytes
SAVES = "/midway"  # the shipped config's SAVE_FOLDER
RECORDS = "records"  # what every records file's name begins with (table/records.py)
HEAP = runner.PICO_HEAP
REPLAYS = 12  # plays of each game's logs on the model, to count its erases (seeds share them)


def play(
    form: runner.Form, game: str, players: int, seed: int, folder: Path, heap: str = HEAP
) -> dict:
    """One whole game on the logged simulated flash: its figures and its log (`ops`). (From
    source the VM compiles the firmware in its heap: it needs more than HEAP.)"""
    log = folder / ("flash-%s-%d-%d.log" % (game, players, seed))
    args = {"log": str(log), "game": game, "players": players, "seed": seed}
    outcome = runner.run_vm(form, "flash_game", args, heap=heap, cwd=folder)
    if not outcome.ok:
        raise SystemExit("flash: %s %dp seed %d: %s" % (game, players, seed, outcome.error))
    found = dict(outcome.result)
    ops = parse(log.read_text())
    found["save_bytes"] = written(ops, records=False)
    found["record_bytes"] = written(ops, records=True)
    found["ops"] = ops
    return found


def parse(text: str) -> list[tuple]:
    """flash_game.py's log as (kind, path, argument) tuples; paths as LittleFS takes them."""
    ops: list[tuple] = []
    for line in text.splitlines():
        words = line.split(" ")
        kind, path = words[0], words[1].lstrip("/")
        if kind == "w":
            ops.append((kind, path, int(words[2])))
        elif kind == "r":
            ops.append((kind, path, words[2].lstrip("/")))
        else:
            ops.append((kind, path, None))
    return ops


def is_record(path: str) -> bool:
    return path.rsplit("/", 1)[-1].startswith(RECORDS)


def written(ops: list, records: bool) -> int:
    """The bytes a log writes to the records' files (records) or to the others (the saves)."""
    return sum(n for kind, path, n in ops if kind == "w" and is_record(path) == records)


class Counting(UserContext):
    """A flash in memory that counts each block's erases and the bytes programmed."""

    def __init__(self, size: int):
        super().__init__(size)
        self.erases = [0] * (size // BLOCK)
        self.erased = 0  # all the erases, as erases sums them
        self.programmed = 0

    def erase(self, cfg, block):
        self.erases[block] += 1
        self.erased += 1
        return super().erase(cfg, block)

    def prog(self, cfg, block, off, data):
        self.programmed += len(data)
        return super().prog(cfg, block, off, data)

    def count_from_here(self):
        self.erases = [0] * len(self.erases)
        self.erased = 0
        self.programmed = 0


class Model:
    """A board's filesystem as the table finds it after `make flash` and some games: the
    firmware's files, and a full records file of `records_bytes`."""

    def __init__(self, size: int, firmware: list, records_bytes: int):
        self.flash = Counting(size)
        self.fs = LittleFS(
            context=self.flash,
            block_size=BLOCK,
            block_count=size // BLOCK,
            read_size=LFS["read_size"],
            prog_size=LFS["prog_size"],
            cache_size=LFS["cache_size"],
            lookahead_size=LFS["lookahead_size"],
            block_cycles=LFS["block_cycles"],
        )
        for device, data in firmware:
            parts = device.split("/")
            if len(parts) > 1:
                self.fs.makedirs("/".join(parts[:-1]), exist_ok=True)
            with self.fs.open(device, "wb") as out:
                out.write(data)
        self.blocks = size // BLOCK
        self.files: dict = {}  # the files open for writing: [file, bytes still to copy]
        self.static = self.fs.used_block_count  # the firmware's: LittleFS never moves them
        folder = SAVES.lstrip("/")
        self.fs.mkdir(folder)
        if records_bytes:
            with self.fs.open(folder + "/" + RECORDS, "wb") as out:
                out.write(bytes(records_bytes))
        self.flash.count_from_here()
        self.record_erases = 0  # the erases and bytes programmed in the records' changes
        self.record_programmed = 0

    def replay(self, ops: list, copied: int = 0) -> None:
        """Make the changes of a log, with `copied` bytes more in its records write (the old
        records a full file copies); the erases and programming the records' changes make
        counted apart."""
        flash = self.flash
        for kind, path, arg in ops:
            if is_record(path):
                erased, programmed = flash.erased, flash.programmed
                self._change(kind, path, arg, copied)
                self.record_erases += flash.erased - erased
                self.record_programmed += flash.programmed - programmed
            else:
                self._change(kind, path, arg, copied)

    def _change(self, kind: str, path: str, arg, copied: int) -> None:
        fs, files = self.fs, self.files
        if kind == "o":
            files[path] = [fs.open(path, "wb"), copied if is_record(path) else 0]
        elif kind == "w":
            held = files[path]
            held[0].write(bytes(arg))
            while held[1] > 0:  # after the first piece (the headers): the old records
                held[0].write(bytes(min(PIECE, held[1])))
                held[1] -= PIECE
        elif kind == "f":
            files[path][0].flush()
        elif kind == "c":
            files.pop(path)[0].close()
        elif kind == "r":
            fs.rename(path, arg)
        elif kind == "x":
            fs.remove(path)
        elif kind == "m" and path != SAVES.lstrip("/"):  # the model made the save folder
            fs.mkdir(path)


def firmware_files(form: runner.Form) -> list:
    """[(device path, bytes)] of the firmware as `make flash` copies it (host_tools/flash.py's
    plan), from the form's build."""
    from host_tools import flash

    files = {}
    for source, device in flash.plan(build=form.code, config=FIRMWARE / "config.py"):
        files[device] = Path(source).read_bytes()
    return sorted(files.items())


def full_records(kept: int, line: float) -> int:
    """The bytes of a records file holding `kept` records of `line` bytes, its headers
    (hal/storage.py's, table/records.py's) about 48 bytes."""
    return 48 + int(kept * line)


def per_game(runs: list, firmware: list, repeats: int, line: float | None = None) -> dict:
    """One game at one player count, from its seeds' runs: the bytes its saves and its
    record write, and the blocks erased and bytes programmed in all and by the record, over
    `repeats` plays of each seed's log on the Pico's filesystem holding a full records file
    of this game's records (or of records of `line` bytes)."""
    kept = runs[0]["records_kept"]
    own = statistics.mean(r["record_line"] for r in runs)
    line = own if line is None else line
    copied = int((kept - 1) * line) if kept else 0
    model = Model(BOARDS["RPI_PICO"], firmware, full_records(kept, line) if kept else 0)
    for _ in range(repeats):
        for run in runs:
            model.replay(run["ops"], copied)
    games = repeats * len(runs)
    first = statistics.mean(r["record_bytes"] for r in runs)
    return {
        "game": runs[0]["game"],
        "players": runs[0]["players"],
        "seeds": len(runs),
        "actions": statistics.mean(r["actions"] for r in runs),
        "save_bytes": statistics.mean(r["save_bytes"] for r in runs),
        "record_line": own,
        "record_bytes_first": first,  # the first record, the file empty before it
        "record_bytes_full": first + copied if first else 0,  # into a full file
        "erases": model.flash.erased / games,
        "record_erases": model.record_erases / games,
        "programmed": model.flash.programmed / games,
        "record_programmed": model.record_programmed / games,
    }


def worst_share(rows: list, by_case: dict, firmware: list, repeats: int) -> dict:
    """The records' largest share of a game's writes: the game that writes least, after a
    full file of the longest records."""
    shortest = min(rows, key=lambda r: r["save_bytes"])
    longest = max(rows, key=lambda r: r["record_line"])
    runs = by_case[(shortest["game"], shortest["players"])]
    row = per_game(runs, firmware, repeats, line=longest["record_line"])
    row["after"] = {"game": longest["game"], "players": longest["players"]}
    return row


def wear(runs: list, firmware: list, size: int, games: int) -> dict:
    """`games` games in turn (every run's log in turn, again and again) on a filesystem of
    `size` bytes: the erases a game (the records' among them), the blocks that wear and the
    hottest block's erases; and the games (and years, budgets' games a weekend) until the
    blocks that wear reach FLASH_ENDURANCE erases, evenly worn or at the hottest block's
    pace, and evenly worn with records off."""
    kept = runs[0]["records_kept"]
    line = statistics.mean(r["record_line"] for r in runs)
    copied = int((kept - 1) * line) if kept else 0
    model = Model(size, firmware, full_records(kept, line) if kept else 0)
    for i in range(games):
        model.replay(runs[i % len(runs)]["ops"], copied)
    erases = model.flash.erases
    pool = model.blocks - model.static
    per_game = model.flash.erased / games
    records = model.record_erases / games
    hottest = max(erases)
    even = budgets.FLASH_ENDURANCE * pool / per_game
    paced = budgets.FLASH_ENDURANCE * games / hottest
    unrecorded = budgets.FLASH_ENDURANCE * pool / (per_game - records)
    return {
        "size": size,
        "blocks": model.blocks,
        "firmware_blocks": model.static,
        "pool_blocks": pool,
        "blocks_erased": sum(1 for e in erases if e),
        "games": games,
        "erases_per_game": per_game,
        "record_erases_per_game": records,
        "hottest_erases": hottest,
        "mean_erases": model.flash.erased / pool,
        "games_even": even,
        "games_hottest": paced,
        "games_even_without_records": unrecorded,
        "years_even": years(even),
        "years_hottest": years(paced),
        "years_even_without_records": years(unrecorded),
    }


def years(games: float) -> float:
    """Games as years of the table's use: budgets.GAMES_A_WEEKEND, every weekend."""
    return games / (budgets.GAMES_A_WEEKEND * 52)


def measure(form: runner.Form, extremes: dict, seeds: int, games: int, jobs: int) -> dict:
    """Every game at its fewest and most players, `seeds` seeds each, on the VM; each one's
    figures, the records' largest share, and the wear of `games` of them in turn on each
    board's filesystem."""
    runs = _play_all(form, extremes, seeds, jobs)
    firmware = firmware_files(form)
    by_case: dict = {}
    for run in runs:
        by_case.setdefault((run["game"], run["players"]), []).append(run)
    repeats = max(1, REPLAYS // seeds)
    rows = [per_game(group, firmware, repeats) for group in by_case.values()]
    progress.say("flash: each game's erases counted; %d games in turn on each board" % games)
    return {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "seeds": seeds,
        "replays": repeats * seeds,
        "records_kept": runs[0]["records_kept"],
        "firmware_bytes": sum(len(data) for _, data in firmware),
        "firmware_files": len(firmware),
        "lfs": dict(LFS, block_size=BLOCK),
        "lfs_version": "%d.%d" % lfs.__LFS_VERSION__,
        "games": rows,
        "worst_share": worst_share(rows, by_case, firmware, repeats),
        "wear": {name: wear(runs, firmware, size, games) for name, size in BOARDS.items()},
    }


def _play_all(form: runner.Form, extremes: dict, seeds: int, jobs: int) -> list:
    cases = [
        (game, players, seed)
        for game, counts in extremes.items()
        for players in sorted(set(counts))
        for seed in range(1, seeds + 1)
    ]
    steps = progress.Steps("flash", len(cases))
    with tempfile.TemporaryDirectory(prefix="midway-flash-") as folder:

        def one(case):
            found = play(form, *case, Path(folder))
            steps.done(
                "%s %dp seed %d: %d actions, saves %d B, record %d B"
                % (case + (found["actions"], found["save_bytes"], found["record_bytes"]))
            )
            return found

        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            return list(pool.map(one, cases))
