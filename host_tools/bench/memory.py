"""Heap: the smallest -X heapsize at which a whole game through the table completes, what each
part of the firmware holds once imported, the .mpy sizes, and the heap across consecutive
games (flat, or a leak).

The smallest heap is found by bisection (2 KB granularity) on vm/table_game.py: a whole game,
engine and table app on the simulated Pico, bots in every seat, per game at its fewest and
most players, from source and from the .mpy build.
"""

import itertools
import os
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from host_tools.bench import progress, runner

LOW_KB = 16
HIGH_KB = 512
GRAIN_KB = 2
# The heap after a game of a sequence may differ by the texts of the table's last few log
# events (table/log.py's ring), whose lengths depend on the game: not a leak.
SEQUENCE_MARGIN = 512
# Back at the game select after a table game, the table still holds the texts of its last
# few log events (the seat views' ring, table/log.py), whose lengths differ from game to game:
# tens of bytes up or down, never a climb. A leak climbs past this.
TABLE_MARGIN = 256
SEQUENCE_HEAPS = (runner.PICO_HEAP, "512K")  # the Pico's, and one where every game fits

_unique = itertools.count()


def _saves(tmp: Path) -> str:
    """A save folder no other run uses (table_game.py's saves go to real files)."""
    return str(tmp / ("saves-%d" % next(_unique)))


def whole_game(
    form: runner.Form,
    game: str,
    players: int,
    kb: int,
    tmp: Path,
    watch: int = 0,
    screens: int = 0,
) -> runner.Outcome:
    """One whole game through the table (vm/table_game.py) at -X heapsize `kb`; screens: that
    many seat screens configured and wired on the simulated bus."""
    args = {
        "saves": _saves(tmp),
        "game": game,
        "players": players,
        "seed": 1,
        "watch": watch,
        "screens": screens,
    }
    return runner.run_vm(form, "table_game", args, heap="%dK" % kb, cwd=tmp)


def smallest_heap(
    form: runner.Form,
    game: str,
    players: int,
    tmp: Path,
    low: int = LOW_KB,
    high: int = HIGH_KB,
    grain: int = GRAIN_KB,
    steps: progress.Steps | None = None,
    screens: int = 0,
) -> dict:
    """The smallest heap (KB, to `grain`) at which the game completes, between a failing
    `low` and a passing `high`. A first run at `high` notes the most heap in use after a
    collection (no smaller heap can hold the game: `low` rises to it); then the search gallops
    up from there, 16 KB, 32, 64... until a size passes, and bisects the last step. Every
    probe is a whole game, and the smallest sizes are near the bound, so this takes fewer
    probes than bisecting the whole range. Each probe is said to `steps` as it ends."""
    probes: list = []

    def probe(kb, watch=0):
        return _probe(form, game, players, kb, tmp, watch, probes, steps, screens)

    top = probe(high, watch=1)
    if not top.ok:
        return {"kb": None, "error": top.error, "probes": probes}
    passed = top
    failure = ""
    if high - low <= grain:
        low = high  # nothing to search at this grain (the bench's --quick)
    bound = -(-top.result["live_peak"] // 1024)  # KB, rounded up
    low = max(low, min(high, bound - bound % grain - grain))
    stride = 16
    while low + stride < high:
        outcome = probe(low + stride)
        if outcome.ok:
            high, passed = low + stride, outcome
            break
        low, failure = low + stride, outcome.error
        stride *= 2
    while high - low > grain:
        middle = (low + high) // 2
        middle -= middle % grain
        outcome = probe(middle)
        if outcome.ok:
            high, passed = middle, outcome
        else:
            low, failure = middle, outcome.error
    result = passed.result
    return {
        "kb": high,
        "probes": probes,
        "live_peak": top.result["live_peak"],
        "failure_below": failure,  # how the run at the largest failing size ended
        "actions": result["actions"][0],
        "simulator_bytes": result["simulator_bytes"],
        "firmware_loaded_bytes": result["firmware_loaded_bytes"],
        "heap_at_game_select": result["heap_at_game_select"],
    }


def _probe(form, game, players, kb, tmp, watch, probes, steps, screens=0):
    """One whole game at `kb`, its outcome added to `probes` and said to `steps`."""
    outcome = whole_game(form, game, players, kb, tmp, watch, screens)
    probes.append([kb, outcome.ok])
    if steps is not None:
        steps.note(
            "%s %s %dp: probe %d at %d KB %s (%.0f s)"
            % (
                form.name,
                game,
                players,
                len(probes),
                kb,
                "completes" if outcome.ok else "fails",
                outcome.seconds,
            )
        )
    return outcome


def smallest_heaps(
    forms: list[runner.Form],
    extremes: dict,
    jobs: int,
    tmp: Path,
    low: int = LOW_KB,
    high: int = HIGH_KB,
    grain: int = GRAIN_KB,
) -> list[dict]:
    """smallest_heap for every form, game and player-count extreme, `jobs` at a time."""
    cases = [
        (form, game, players)
        for form in forms
        for game in extremes
        for players in sorted(set(extremes[game]))
    ]

    steps = progress.Steps("memory", len(cases))

    def one(case):
        form, game, players = case
        found = smallest_heap(form, game, players, tmp, low, high, grain, steps)
        found.update({"form": form.name, "game": game, "players": players})
        steps.done(
            "%s %s %dp: smallest heap %s (%d probes, %d KB grain)"
            % (form.name, game, players, _kb(found["kb"]), len(found["probes"]), grain)
        )
        return found

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, cases))


def import_costs(forms: list[runner.Form], games: list[str], tmp: Path) -> list[dict]:
    """What the simulator, the table and each game's engine hold once imported, per form."""
    rows = []
    steps = progress.Steps("memory", len(forms) * len(games))
    for form in forms:
        for game in games:
            outcome = runner.run_vm(form, "import_ram", {"game": game}, heap="1M", cwd=tmp)
            if not outcome.ok:
                raise SystemExit("import_ram failed for %s: %s" % (game, outcome.error))
            row = dict(outcome.result)
            row["form"] = form.name
            rows.append(row)
            steps.done(
                "%s %s: imported, the engine holds %d bytes" % (form.name, game, row["game_bytes"])
            )
    return rows


def table_heaps(mpy: runner.Form, extremes: dict) -> dict:
    """The table at the game select and what each game adds (at its most players), from the
    .mpy build, as measured on a real Pico (rp2.py): on the 32-bit VM and the 64-bit one
    (vm/table_heap.py)."""
    found = {}  # type: dict
    steps = progress.Steps("memory", 2 * len(extremes))
    for bits in (32, 64):
        rows = []
        for game in extremes:
            players = extremes[game][1]
            args = {"game": game, "players": players}
            outcome = runner.run_vm(mpy, "table_heap", args, heap="64M", bits=bits)
            if not outcome.ok:
                raise SystemExit("table_heap (%d-bit) %s: %s" % (bits, game, outcome.error))
            rows.append(outcome.result)
            steps.done(
                "%d-bit VM: the table %d bytes, %s adds %d"
                % (bits, outcome.result["table_bytes"], game, outcome.result["game_bytes"])
            )
        found["vm%d" % bits] = rows
    return found


def mpy_sizes(form: runner.Form) -> dict:
    """build/sizes.json of the .mpy form: bytes per module, per game and shared."""
    import json

    return json.loads((form.code / "sizes.json").read_text())


def engine_leak(form: runner.Form, extremes: dict, games: int, jobs: int) -> list[dict]:
    """`games` random games of each engine in a row, at its most players, in the Pico's heap:
    the heap in use after each."""
    steps = progress.Steps("leak", len(extremes))

    def one(game):
        players = max(extremes[game])
        args = {"game": game, "players": players, "games": games, "mode": "leak", "seed": 7}
        outcome = runner.run_vm(form, "engine_run", args)
        if not outcome.ok:
            steps.done("engine %s %dp: %d games failed" % (game, players, games))
            return {"game": game, "players": players, "error": outcome.error}
        row = _flatness(game, players, outcome.result["heap_after_each_game"])
        steps.done(_flat_line("engine", row, outcome.seconds))
        return row

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, sorted(extremes)))


def table_leak(form: runner.Form, extremes: dict, games: int, jobs: int, tmp: Path) -> list[dict]:
    """`games` whole games of each game through the table in a row (at its fewest players,
    the quickest): the heap in use after each, back at the game select."""
    steps = progress.Steps("leak", len(extremes))

    def one(game):
        players = min(extremes[game])
        args = {"saves": _saves(tmp), "game": game, "players": players, "games": games}
        outcome = runner.run_vm(form, "table_game", args, heap="512K", cwd=tmp)
        if not outcome.ok:
            steps.done("table %s %dp: %d games failed" % (game, players, games))
            return {"game": game, "players": players, "error": outcome.error}
        row = _flatness(game, players, outcome.result["heap_after_each_game"], TABLE_MARGIN)
        row["real_ms"] = outcome.result["real_ms"]
        steps.done(_flat_line("table", row, outcome.seconds))
        return row

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, sorted(extremes)))


def sequence_plan(extremes: dict, largest: str) -> list[tuple[str, int]]:
    """Every game in turn (at its fewest players, the quickest), twice, then `largest` once
    more: the first round interns each engine's names, from the second on the heap after each
    game should not move."""
    one_round = [(game, min(extremes[game])) for game in extremes]
    return one_round + one_round + [(largest, min(extremes[largest]))]


def largest_game(imports: list[dict] | None, extremes: dict) -> str:
    """The game whose engine and views hold the most heap once imported (import_costs, .mpy
    form), or the last game when that was not measured."""
    rows = [r for r in imports or () if r.get("form") == "mpy" and r.get("game") in extremes]
    if not rows:
        return list(extremes)[-1]
    return max(rows, key=lambda r: r.get("game_bytes", 0))["game"]


def table_sequence(
    form: runner.Form, extremes: dict, largest: str, tmp: Path, heaps: tuple[str, ...]
) -> list[dict]:
    """sequence_plan's games through the table in one power-on, one VM run per heap size (the
    Pico's 192K first; host_tools/bench/vm/sequence.py, the table's own bots, the leanest
    harness): the heap in use after each game, and whether the heap stays where the first
    round left it."""
    plan = sequence_plan(extremes, largest)
    sequence = ",".join("%s:%d" % entry for entry in plan)
    rounds = len(extremes)
    rows = []
    steps = progress.Steps("leak", len(heaps))
    for heap in heaps:
        args = {"saves": _saves(tmp), "sequence": sequence}
        outcome = runner.run_vm(form, "sequence", args, heap=heap, cwd=tmp)
        row = {"heap": heap, "games": [list(entry) for entry in plan]}
        if not outcome.ok:
            row["error"] = outcome.error
            rows.append(row)
            steps.done(
                "every game in turn, %d games at %s: failed (%.0f s)"
                % (len(plan), heap, outcome.seconds)
            )
            continue
        after = outcome.result["heap_after_each_game"]
        settled = after[rounds - 1]  # once every engine has been loaded
        later = after[rounds:]
        row.update(
            {
                "heap_after_each_game": after,
                "actions": outcome.result["actions"],
                "heap_at_game_select": outcome.result["heap_at_game_select"],
                "first_round_growth": settled - after[0],
                "range_after_first_round": max(later + [settled]) - min(later + [settled]),
                "flat": max(later + [settled]) - min(later + [settled]) <= SEQUENCE_MARGIN,
            }
        )
        rows.append(row)
        steps.done(
            "every game in turn, %d games at %s: %s (%.0f s)"
            % (len(plan), heap, "flat" if row["flat"] else "not flat", outcome.seconds)
        )
    return rows


def _flat_line(kind: str, row: dict, seconds: float) -> str:
    return "%s %s %dp: %d games, heap %s after the first (%+d bytes) (%.0f s)" % (
        kind,
        row["game"],
        row["players"],
        row["games"],
        "flat" if row["flat"] else "not flat",
        row["growth_after_first"],
        seconds,
    )


def _kb(kb: int | None) -> str:
    return "none found" if kb is None else "%d KB" % kb


def _flatness(game: str, players: int, heaps: list[int], margin: int = 0) -> dict:
    """The first game loads what stays loaded (views, the engine's strings); after it the heap
    in use should not move by more than `margin` bytes."""
    after_first = heaps[1:] or heaps
    return {
        "game": game,
        "players": players,
        "games": len(heaps),
        "first": heaps[0],
        "last": heaps[-1],
        "growth_after_first": heaps[-1] - after_first[0],
        "range_after_first": max(after_first) - min(after_first),
        "flat": max(after_first) - min(after_first) <= margin,
        "margin": margin,
        "heaps": heaps if len(heaps) <= 20 else heaps[:10] + heaps[-10:],
    }


def temp_folder() -> tempfile.TemporaryDirectory:
    """Where the bench's runs keep their builds and saves: in RAM (/dev/shm) where there is
    one, so the host's disk does not slow the games (a Pico's flash is not measured here).
    Its name is short: the VM interns each module's path as it loads it (a Pico's are
    "table/app.mpy"), so every character here is in some 50 names, for good, in the heap
    measured."""
    shm = Path("/dev/shm")
    where = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    return tempfile.TemporaryDirectory(prefix="mw", dir=where)
