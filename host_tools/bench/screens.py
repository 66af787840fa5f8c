"""The screens family of make bench: what six seat screens (issue 28) cost the table.

  heap     a whole game of each game at its most players with six screens, and again with
           none, on the 32-bit VM (a Pico's object sizes), Midway frozen in as a Pico with
           it in its firmware keeps it (vm/screens_heap.py): the most in use over the game,
           less the names the firmware interned and the simulated panels' own heap; the
           screens' share is the difference
  bus      the bytes a page takes on the I2C wire (the simulated bus: the multiplexer's
           channel byte, the window's commands, the 128 bytes of data) and their time at
           400 kHz and 1 MHz, 9 clocks a byte with the address, start and stop
The press figures (a press to its LED and to its seat's screen) are the emulated Pico's,
on the official firmware in the chip's own time (host_tools/bench/emulated.py).
"""

import datetime
import re
from concurrent.futures import ThreadPoolExecutor

from host_tools.bench import runner

HEAP_WHOLE_GAME = "64M"  # no collection needed (vm/benchvm.collect_at_top_only)
SCREENS = 6
_NAMES = re.compile(r"qstr pool: .*n_total_bytes=(\d+)")
RATES = (400000, 1000000)


def whole_game(form, game, players, screens, bits=32):
    """One whole game of `game` with `screens` screens: the most heap in use, and that less
    the names interned since config.py was read and the simulated panels."""
    outcome = runner.run_vm(
        form,
        "screens_heap",
        {"game": game, "players": players, "screens": screens},
        heap=HEAP_WHOLE_GAME,
        timeout=1800,
        bits=bits,
    )
    if not outcome.ok:
        raise SystemExit("screens_heap (%s, %d screens): %s" % (game, screens, outcome.error))
    names = [int(found) for found in _NAMES.findall(outcome.stdout)]
    if len(names) < 2:
        raise SystemExit("screens_heap (%d-bit): no names lines in its output" % bits)
    result = dict(outcome.result)
    result["names_bytes"] = names[-1] - names[0]
    result["frozen_in_bytes"] = (
        result["most_in_use_bytes"] - result["names_bytes"] - result["panels_bytes"]
    )
    result["seconds"] = round(outcome.seconds, 1)
    return result


def heap(frozen, extremes, jobs=2, bits=32):
    """Per game at its most players: the heap with six screens and with none, and the
    screens' share (bytes)."""
    cases = [
        (game, max(counts), screens)
        for game, counts in extremes.items()
        for screens in (0, SCREENS)
    ]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        runs = list(pool.map(lambda case: whole_game(frozen, *case, bits=bits), cases))
    rows = []
    for i in range(0, len(runs), 2):
        without, with_screens = runs[i], runs[i + 1]
        if with_screens["screens_working"] != SCREENS:
            raise SystemExit("screens_heap: %r screens answered" % with_screens["screens_working"])
        rows.append(
            {
                "game": without["game"],
                "players": without["players"],
                "without_bytes": without["frozen_in_bytes"],
                "with_bytes": with_screens["frozen_in_bytes"],
                "added_bytes": with_screens["frozen_in_bytes"] - without["frozen_in_bytes"],
                "panels_bytes": with_screens["panels_bytes"],
                "actions": with_screens["actions"],
                "same_game": without["log"].get("action") == with_screens["log"].get("action"),
            }
        )
    return {"bits": bits, "screens": SCREENS, "games": rows}


def bus():
    """The I2C figures of a page: its bytes on the wire, and their time at each rate."""
    # What hal/screens.py's send() writes: the multiplexer's channel byte (a transaction of
    # its own), the window (control byte 0x00 and six command bytes) and the page (control
    # byte 0x40 and 128 bytes), each transaction with its address byte, start and stop.
    transactions = ((1, "channel"), (7, "window"), (129, "page"))
    rows = []
    for rate in RATES:
        switched = sum(_us(size, rate) for size, _ in transactions)
        same = sum(_us(size, rate) for size, what in transactions if what != "channel")
        rows.append(
            {
                "hz": rate,
                "page_us": round(same),
                "page_switched_us": round(switched),
                "screen_ms": round(8 * same / 1000, 1),
                "six_screens_ms": round(6 * 8 * same / 1000, 1),
            }
        )
    return {"bytes_a_page": sum(size + 1 for size, _ in transactions), "rates": rows}


def _us(size, rate):
    """A transaction of `size` bytes after its address byte: 9 clocks a byte (8 bits and the
    acknowledge), a start and a stop (about a clock each)."""
    return ((size + 1) * 9 + 2) * 1e6 / rate


def measure(forms, extremes, jobs=2):
    """The family's figures: the heap (frozen, 32-bit), the bus."""
    return {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "heap": heap(forms["frozen"], extremes, jobs),
        "bus": bus(),
    }
