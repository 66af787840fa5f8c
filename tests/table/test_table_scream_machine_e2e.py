"""Scream Machine through the simulated pins: two seats join, a bot fills the third, and
scripted presses play a whole round; the scoreboard and the round show on the LEDs and every
public event is a line of the log."""

import engines
from engines import scream_machine  # noqa: F401 - first: compiled while the heap is empty
from support.table_rig import Rig, check_scoreboard, random_choice
from table.leds import palette


def second_round(rig):
    """The first round has been scored (the opening of the parks comes before round 1)."""
    event = rig.last("round")
    return event is not None and event["round"] >= 2


def test_a_round_of_scream_machine_at_the_table():
    rig = Rig(seed=8)
    rig.choose_game("scream_machine", confirm=False)
    assert rig.seat(0) == palette.named(engines.game("scream_machine")["colour"])
    assert rig.colour(rig.config.MONTH_LEDS[1]) == palette.named(
        engines.game("scream_machine")["colour"]
    )
    rig.press(0, 1)
    rig.join(humans=(0, 2))  # the game needs three: a bot takes the first empty seat
    start = rig.last("start")
    assert start["seats"] == [0, 1, 2] and start["kinds"] == ["human", "bot", "human"]
    rig.play_until(second_round, random_choice(3))
    event = rig.last("round")
    assert event["round"] == 2
    rig.run(rig.app.pacing.frame_ms)
    check_scoreboard(rig, event["scores"], False, 2)
    assert sum(event["scores"]) > 0  # customers were awarded
    kinds = set([e["ev"] for e in rig.events()])
    assert kinds <= set(["action", "round", "start", "join", "select"]), kinds
