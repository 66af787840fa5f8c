"""The phones family of make bench: the phone companion's heap share and the page's size
(host_tools/bench/vm/phones.py on the VM, the .mpy build), what it costs the loop, and the
heap over many games of every game in turn with the phones connected."""

import socket

from host_tools import companion_page
from host_tools.bench import runner

# The VM test table carries the simulated board on top of what a Pico W holds.
HEAP = "384K"
# Back at the game select, the phones' streams may be mid-event (a seat view on its way), and
# the seat views' ring holds the last texts of whichever game was played: a few KB either way
# from game to game. A leak climbs; this is how far the later half may sit above the earlier.
FLAT_MARGIN = 2048


def flatness(heaps, per_round):
    """Whether the heap back at the select after each game (first round left out: it loads
    each engine's names for good) stays level: the later half's lowest and highest figures no
    more than FLAT_MARGIN above the earlier half's."""
    settled = heaps[per_round:]
    if len(settled) < 2 * per_round:
        return {"flat": None, "games": len(heaps)}  # too few games to tell
    half = len(settled) // 2
    early, late = settled[:half], settled[half:]
    return {
        "flat": min(late) <= min(early) + FLAT_MARGIN and max(late) <= max(early) + FLAT_MARGIN,
        "games": len(heaps),
        "early": [min(early), max(early)],
        "late": [min(late), max(late)],
    }


def measure(mpy, game="scream_park", players=5, games=0):
    """Six phones' seat views and an onlooker streaming while the table plays `game`; then
    `games` whole games of every game in turn, the phones still connected."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    outcome = runner.run_vm(
        mpy,
        "phones",
        {"port": port, "game": game, "players": players, "games": games},
        heap=HEAP,
        timeout=3600,
    )
    if not outcome.ok:
        raise SystemExit("phones: %s" % outcome.error)
    result = dict(outcome.result)
    result["page_bytes"] = len(companion_page.gzipped())
    result["heap"] = HEAP
    result["after_games"] = flatness(result["heap_after_each_game"], len(result["game_names"]))
    return result
