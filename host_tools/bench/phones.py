"""The phones family of make bench: the phone companion's heap share and the page's size
(host_tools/bench/vm/phones.py on the VM, the .mpy build), and what it costs the loop."""

import socket

from host_tools import companion_page
from host_tools.bench import runner

# The VM test table carries the simulated board on top of what a Pico W holds.
HEAP = "384K"


def measure(mpy, game="scream_park", players=5):
    """Six phones' seat views and an onlooker streaming while the table plays `game`."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    outcome = runner.run_vm(
        mpy, "phones", {"port": port, "game": game, "players": players}, heap=HEAP
    )
    if not outcome.ok:
        raise SystemExit("phones: %s" % outcome.error)
    result = dict(outcome.result)
    result["page_bytes"] = len(companion_page.gzipped())
    result["heap"] = HEAP
    return result
