"""A seeded playout: a game played on to its end, each chance outcome drawn with its weight
and each decision a random legal action (or a bot's), the tests' and the bench's one loop.

Runs under CPython and the MicroPython VM, and on a board beside the bench's other scripts
(host_tools/bench/pico.py copies it there): the bench imports it as `playout`, the tests as
`host_tools.bench.vm.playout`. It lives with the bench, not in firmware/, so that a table's
Pico never carries it: the table itself plays no random games.
"""

from engines.core import CHANCE


def play_out(state, rng, choose=None, each=None):
    """Play `state` to its end and return it. Chance: state.chance_action(rng), an outcome
    by its weight; a decision: choose(state), or rng.choice(legal_actions()) when there is no
    choose (as RandomBot(rng) chooses). each(state, action), if given, is called before every
    action is applied."""
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            action = state.chance_action(rng)
        elif choose is None:
            action = rng.choice(state.legal_actions())
        else:
            action = choose(state)
        if each is not None:
            each(state, action)
        state.apply_action(action)
    return state
