"""The phones family of make bench: the phone companion's heap share and the page's size
(host_tools/bench/vm/phones.py on the VM, the .mpy build), what it costs the loop, the heap
over many games of every game in turn with the phones connected, and the heap a Pico W holds
with the largest game and six phones (vm/phones_heap.py on the 32-bit VM)."""

import re
import socket
import statistics
import threading
import time

from host_tools import companion_page
from host_tools.bench import runner

# The VM test table carries the simulated board on top of what a Pico W holds.
HEAP = "384K"
# Back at the game select, the phones' streams may be mid-event (a seat view or the public
# view on its way), and the seat views' ring holds the last texts of whichever game was
# played: a few KB either way from game to game, one sample in many higher still. A leak
# raises every sample: the later half's median and lowest sit higher. This is how far they
# may.
FLAT_MARGIN = 2048


def flatness(heaps, per_round):
    """Whether the heap back at the select after each game (first round left out: it loads
    each engine's names for good) stays level: the later half's median and lowest figure no
    more than FLAT_MARGIN above the earlier half's. (Not the highest: one sample caught with
    two views on their way says nothing of a leak.)"""
    settled = heaps[per_round:]
    if len(settled) < 2 * per_round:
        return {"flat": None, "games": len(heaps)}  # too few games to tell
    half = len(settled) // 2
    early, late = settled[:half], settled[half:]
    return {
        "flat": statistics.median(late) <= statistics.median(early) + FLAT_MARGIN
        and min(late) <= min(early) + FLAT_MARGIN,
        "games": len(heaps),
        "early": [min(early), max(early), statistics.median(early)],
        "late": [min(late), max(late), statistics.median(late)],
    }


# What the phones read: each seat's view (the tokens the VM script pairs them with) and the
# onlooker's public view, as Server-Sent Events.
STREAMS = ["/api/seat/%d/events?token=bench%d" % (seat + 1, seat) for seat in range(6)] + [
    "/api/table/events"
]


def _phone(port: int, path: str, events: list, index: int, done: threading.Event) -> None:
    """One phone: connects once the VM's server listens, asks for `path`, and counts the
    events pushed until the VM ends (its socket closes) or `done` is set."""
    while not done.is_set():
        try:
            conn = socket.create_connection(("127.0.0.1", port), timeout=1)
            break
        except OSError:
            time.sleep(0.05)  # the VM is still starting
    else:
        return
    with conn:
        conn.sendall(b"GET " + path.encode() + b" HTTP/1.1\r\nHost: bench\r\n\r\n")
        tail = b""
        while not done.is_set():
            try:
                data = conn.recv(4096)
            except TimeoutError:
                continue
            except OSError:
                return
            if not data:
                return
            events[index] += (tail + data).count(b"data: ")
            tail = data[-5:]


def measure(mpy, game="scream_park", players=5, games=0):
    """Six phones' seat views and an onlooker streaming while the table plays `game`; then
    `games` whole games of every game in turn, the phones still connected. The phones are
    this process's threads: only the server's side of them is in the VM's heap."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    events = [0] * len(STREAMS)
    done = threading.Event()
    phones = [
        threading.Thread(target=_phone, args=(port, path, events, i, done), daemon=True)
        for i, path in enumerate(STREAMS)
    ]
    for phone in phones:
        phone.start()
    try:
        outcome = runner.run_vm(
            mpy,
            "phones",
            {"port": port, "game": game, "players": players, "games": games},
            heap=HEAP,
            timeout=3600,
        )
    finally:
        done.set()
        for phone in phones:
            phone.join(5)
    if not outcome.ok:
        raise SystemExit("phones: %s" % outcome.error)
    result = dict(outcome.result)
    result["events"] = sum(events)
    result["page_bytes"] = len(companion_page.gzipped())
    result["heap"] = HEAP
    result["after_games"] = flatness(result["heap_after_each_game"], len(result["game_names"]))
    return result


def longest_slice(found: dict) -> None:
    """The main run's slice figures become the longest over it and its by_game runs."""
    for run in (found.get("by_game") or {}).values():
        if run["slice_us"] > found["slice_us"]:
            found["slice_us"] = run["slice_us"]
            found["slice_what"] = run["slice_what"]


# vm/phones_heap.py's heap: room enough that no allocation needs a collection (it makes its
# own, where the 32-bit VM can make one safely).
HEAP_WHOLE_GAME = "64M"
_NAMES = re.compile(r"qstr pool: .*n_total_bytes=(\d+)")


def pico_w(form, bits=32, game="scream_park", players=5):
    """The heap over a whole game of `game` with six phones and the onlooker streaming, on
    the 32-bit VM (bits=32: a Pico's object sizes) or the 64-bit one, `form` frozen: the most
    in use, and that less the names the firmware's modules interned (a firmware with Midway
    frozen in keeps them in flash; config.py's, read at boot, stay counted)."""
    outcome = runner.run_vm(
        form,
        "phones_heap",
        {"game": game, "players": players, "paths": STREAMS},
        heap=HEAP_WHOLE_GAME,
        timeout=1800,
        bits=bits,
    )
    if not outcome.ok:
        raise SystemExit("phones_heap (%d-bit): %s" % (bits, outcome.error))
    names = [int(found) for found in _NAMES.findall(outcome.stdout)]
    if len(names) < 2:
        raise SystemExit("phones_heap (%d-bit): no names lines in its output" % bits)
    result = dict(outcome.result)
    result["names_bytes"] = names[-1] - names[0]
    result["frozen_in_bytes"] = result["most_in_use_bytes"] - result["names_bytes"]
    result["seconds"] = round(outcome.seconds, 1)
    return result
