"""Under the MicroPython VM only: a game leaves nothing behind. Many whole games of each engine
in a row, and the heap in use after a full collection is the same after the last as after
the second (the first may intern what stays: strings, a list grown once). A table plays
games one after another for as long as it is powered, so a leak of a few bytes a game would
end in a MemoryError; host_tools/bench measures the same over 1,000 games and through the
table (docs/PERFORMANCE.md), and tests/host/test_bench_heap_budgets.py holds the heap a whole
game needs."""

import gc

import engines
from engines.rng import Rng
from host_tools.bench.vm.playout import play_out

GAMES = 25  # in a row, per engine
ISOLATE = True  # a VM process per engine, as a Pico only ever holds the game in play


def _random_game(module, players, rng):
    play_out(module.new_game(players), rng)  # returns nothing: no game outlives its call


def _heap_after_each_game(name):
    module = engines.load(name)
    players = module.GAME["max_players"]
    rng = Rng(2024)
    heaps = [0] * GAMES  # made before the first game, so its own growth is not counted
    for i in range(GAMES):
        _random_game(module, players, rng)
        gc.collect()
        heaps[i] = gc.mem_alloc()
    module = None
    engines.unload(name)
    if name in engines.__dict__:
        delattr(engines, name)  # the package's attribute for it would keep it alive
    gc.collect()
    return heaps


def _assert_flat(name):
    heaps = _heap_after_each_game(name)
    assert max(heaps[1:]) == heaps[1], "%s: heap after each game %s" % (name, heaps)


def test_tycoon_games_in_a_row_leave_the_heap_as_it_was():
    _assert_flat("tycoon")


def test_scream_machine_games_in_a_row_leave_the_heap_as_it_was():
    _assert_flat("scream_machine")


def test_scream_park_games_in_a_row_leave_the_heap_as_it_was():
    _assert_flat("scream_park")


def test_scream_games_in_a_row_leave_the_heap_as_it_was():
    _assert_flat("scream")
