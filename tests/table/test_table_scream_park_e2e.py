"""Scream Park through the simulated pins: one seat and two bots play a whole day (the
drafting round); the scoreboard and the day show on the LEDs, every public event is a line
of the log."""

from engines import scream_park  # noqa: F401 - first: compiled while the heap is empty
from support.table_rig import CONFIRM, STEP, Rig, check_scoreboard, random_choice


def second_day(rig):
    event = rig.last("round")
    return event is not None and event["round"] >= 2


def test_a_day_of_scream_park_at_the_table():
    rig = Rig(seed=6)
    rig.choose_game("scream_park")
    rig.press(0, CONFIRM)
    rig.press(3, STEP)  # two bots at seats 4 and 5
    rig.press(4, STEP)
    rig.hold(0, CONFIRM)
    start = rig.last("start")
    assert start["seats"] == [0, 3, 4] and start["kinds"] == ["human", "bot", "bot"]
    rig.play_until(second_day, random_choice(5))
    event = rig.last("round")
    assert event["round"] == 2 and event["text"].startswith("day 2 begins")
    rig.run(rig.app.pacing.frame_ms)
    check_scoreboard(rig, event["scores"], False, 2)
    assert max(event["scores"]) > 0  # themes and the VIP scored at the end of the day


def test_scream_park_solo_starts_with_one_seat():
    rig = Rig(seed=2)
    rig.choose_game("scream_park")
    rig.press(2, CONFIRM)
    rig.hold(2, CONFIRM)
    start = rig.last("start")
    assert start["seats"] == [2] and start["kinds"] == ["human"]
    rig.play_until(lambda r: r.counts.get("action", 0) >= 30, random_choice(1))
