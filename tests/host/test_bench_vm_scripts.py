"""The bench's VM scripts (host_tools/bench/vm), each run once with the smallest samples under
the MicroPython VM, in the form of the firmware the bench gives it, and, where the bench runs
them there too, CPython: they start, measure and print the result line the bench reads. (The
figures are meaningless at these sizes.)"""

import sys
from collections import Counter

import pytest

from host_tools.bench import paths, runner

SOURCE = runner.source_form()


def _vm(script, args, heap=runner.PICO_HEAP, form=SOURCE, **where):
    outcome = runner.run_vm(form, script, args, heap=heap, **where)
    assert outcome.ok, outcome.error
    return outcome.result


def _cpython(script, args):
    outcome = runner.run_cpython(script, args)
    assert outcome.ok, outcome.error
    return outcome.result


@pytest.fixture(scope="module")
def mpy(tmp_path_factory):
    """The .mpy build, on which the bench runs engine_run in the Pico's heap (speed and leak
    families), as `make flash` installs the engines: compiling an engine's source on the VM
    takes more heap than the Pico has, a cost no Pico ever pays."""
    return runner.mpy_form(tmp_path_factory.mktemp("mpy"))


@pytest.fixture(scope="module")
def boards():
    sys.path.insert(0, str(paths.VM))
    try:
        import boards
    finally:
        sys.path.remove(str(paths.VM))
    return boards


def test_the_reference_workload_computes_fibonacci_24_on_both():
    for result in (_vm("reference", {"runs": 2}), _cpython("reference", {"runs": 2})):
        assert len(result["us"]) == 2 and min(result["us"]) > 0


def test_engine_steps_are_timed_per_action_and_per_game_on_both(mpy):
    args = {"game": "scream_machine", "players": 3, "games": 1, "mode": "steps", "replays": 1}
    for result in (_vm("engine_run", args, form=mpy), _cpython("engine_run", args)):
        assert result["steps"] == result["actions"][0] > 0
        assert 0 < result["step_us_median"] <= result["step_us_worst"]
        assert result["game_us_median"] > 0
    assert len(_vm("engine_run", args, form=mpy)["reference_us"]) == 6


def test_playouts_bot_decisions_and_the_heap_after_each_game(mpy):
    playouts = _cpython("engine_run", {"game": "tycoon", "mode": "playouts", "seconds": 0.1})
    assert playouts["playouts"] >= 1
    bot = _vm("engine_run", {"game": "tycoon", "mode": "bot", "replays": 1}, form=mpy)
    assert bot["decisions"] > 0 and bot["decision_us_worst"] >= bot["decision_us_median"]
    # a slice of thought (one rollout) is never longer than the slowest whole decision
    assert 0 < bot["slice_us_worst"] <= bot["decision_us_worst"]
    leak = _vm("engine_run", {"game": "scream", "mode": "leak", "games": 3}, form=mpy)
    assert len(leak["heap_after_each_game"]) == 3


def test_destinations_on_the_shipped_board_and_bigger_generated_ones():
    args = {"reps": 1, "batches": 1, "max_steps": 3}
    vm = _vm("destinations", dict(args, scales="1,2"))["boards"]
    assert [r["steps"] for r in vm[0]["rows"]] == [1, 2, 3]
    cpython = _cpython("destinations", dict(args, scales="1,2"))["boards"]
    for boards in (vm, cpython):
        assert [b["spaces"] for b in boards] == [63, 124]
    # the same search on both runtimes: the same destinations, board by board
    for on_vm, on_cpython in zip(vm, cpython, strict=True):
        assert [r["destinations_mean"] for r in on_vm["rows"]] == [
            r["destinations_mean"] for r in on_cpython["rows"]
        ]


def test_the_generated_board_has_the_shipped_boards_shape(boards):
    sys.path.insert(0, str(paths.FIRMWARE))
    from engines.tycoon_data import LINKS, NEIGHBOURS

    def near(board):
        """Per space, its neighbours: its LINKS slots less its own id, which fills the rest."""
        slots = [board[k : k + LINKS] for k in range(0, len(board), LINKS)]
        return [set(links) - {space} for space, links in enumerate(slots)]

    for scale in (1, 2, 4):
        board = near(boards.two_loop_board(scale))
        for space, links in enumerate(board):
            assert all(space in board[other] for other in links)
        reached = {0}
        frontier = [0]
        while frontier:
            for other in board[frontier.pop()]:
                if other not in reached:
                    reached.add(other)
                    frontier.append(other)
        assert len(reached) == len(board)
    shipped = near(boards.two_loop_board(1))
    assert Counter(map(len, shipped)) == Counter(map(len, near(NEIGHBOURS)))


def test_what_the_firmware_holds_once_imported(tmp_path):
    result = _vm("import_ram", {"game": "scream_machine"}, heap="1M", cwd=tmp_path)
    assert result["table_bytes"] > result["game_bytes"] > 0 < result["simulator_bytes"]


def test_a_whole_game_through_the_table_with_bots_in_every_seat(tmp_path):
    args = {"saves": str(tmp_path / "saves"), "game": "scream_machine", "players": 3}
    result = _vm("table_game", dict(args, bot="light", games=2), heap="512K", cwd=tmp_path)
    assert len(result["actions"]) == 2 and min(result["actions"]) > 0
    assert result["frames"] > 0 and result["presses"] > 0
    assert len(result["heap_after_each_game"]) == 2


def test_the_table_at_the_select_and_a_game_begun_are_weighed_apart(mpy):
    result = _vm("table_heap", {"game": "scream", "players": 2}, heap="64M", form=mpy)
    assert result["bits"] == 64
    assert result["table_bytes"] > result["game_bytes"] > 0 and result["board_bytes"] > 0
