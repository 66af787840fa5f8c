"""Any sequence of games in one power-on fits the Pico's heap (issue 14): every game in turn at
its fewest players, then every game again, then the largest once more, through the table on
the simulated Pico with its own bots and its saves on files, in the VM tests' heap
(runner.PICO_HEAP, tighter than a Pico's at the VM's 64-bit sizes) from the .mpy build as
`make flash` installs it. This is the run `make bench`
reports as the leak family's sequence (host_tools/bench/vm/sequence.py).

An engine unloaded after its game keeps its interned names (MicroPython's qstr pool never
shrinks, and its growth past ~1,260 names takes 14 KB at once on the VM), so the first round
may grow the heap; from the second round on the heap back at the game select after each game
is where the first round left it. Playing one game over and over never showed this."""

from pathlib import Path

from host_tools.bench import memory, runner
from host_tools.bench.__main__ import player_extremes

LARGEST = "scream"  # the biggest engine and views once imported (make bench: imports)


def test_every_game_in_turn_then_the_largest_fits_the_vm_heap_and_the_heap_stays_flat():
    extremes = player_extremes(["tycoon", "scream_machine", "scream_park", "scream"])
    with memory.temp_folder() as name:  # a short path, as the bench's (see temp_folder)
        folder = Path(name)
        mpy = runner.mpy_form(folder / "mpy")
        (row,) = memory.table_sequence(mpy, extremes, LARGEST, folder, (runner.PICO_HEAP,))
    assert "error" not in row, row["error"]
    assert [game for game, _ in row["games"]] == list(extremes) * 2 + [LARGEST]
    assert all(actions > 0 for actions in row["actions"]), row["actions"]
    assert row["flat"], "heap after each game: %s" % row["heap_after_each_game"]
