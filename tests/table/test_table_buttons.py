"""Seat buttons through the simulated pins: bounce gives one press, holds step back, the
buttons of seats not deciding are ignored, and random presses and holds never crash the table
nor make an illegal move.

The long run of random presses is the MicroPython VM's (10,000 in the Pico's heap, where a
slow leak would show); CPython mashes 1,000, the same paths. MIDWAY_PRESSES sets the number
(make soak presses 100,000 on the VM).
"""

import os
import sys

from engines.rng import Rng
from support import table_fakes
from support.table_rig import CONFIRM, STEP, Rig
from table.leds import palette

FIXTURE = ("dice_duel",)
PRESSES = int(
    os.getenv("MIDWAY_PRESSES") or (10000 if sys.implementation.name == "micropython" else 1000)
)


def _fixture_rig(seed=3, names=FIXTURE):
    return Rig(seed=seed, games=table_fakes.FixtureGames(names))


def _bounce(rig, pin, edges, gap_ms):
    """Contact bounce: the pin flips `edges` times, gap_ms apart, then settles pressed."""
    level = 0
    for _ in range(edges):
        rig.machine.drive(pin, level)
        rig.machine.VIRTUAL_CLOCK.advance(gap_ms)
        rig.app.step(rig.now())
        level = 1 - level
    rig.machine.press(pin)


def test_a_step_press_that_bounces_is_one_step():
    rig = _fixture_rig(names=("dice_duel", "second", "third", "fourth"))
    rig.tick_ms = 1
    pin = rig.pin(2, STEP)
    _bounce(rig, pin, 7, 2)  # 7 edges 2 ms apart: never still for the debounce's times
    rig.run(60)
    _bounce(rig, pin, 5, 3)  # and the release bounces too
    rig.machine.release(pin)
    rig.run(60)
    games = [event["game"] for event in rig.events("select")]
    assert games == ["dice_duel", "second"], games


def test_presses_apart_from_each_other_each_count():
    rig = _fixture_rig(names=("dice_duel", "second", "third", "fourth"))
    for _ in range(3):
        rig.press(4, STEP)
    assert [e["game"] for e in rig.events("select")][-1] == "fourth"


def test_holding_step_steps_back_through_the_choices():
    rig = _fixture_rig(names=("dice_duel", "second", "third", "fourth"))
    rig.press(0, STEP)
    rig.press(0, STEP)
    rig.hold(0, STEP)  # the press moves on, the hold takes it two back: one back in all
    assert rig.last("select")["game"] == "second"


def test_only_the_deciding_seat_is_heard():
    rig = _fixture_rig()
    rig.press(0, CONFIRM)
    rig.press(0, CONFIRM)
    rig.press(3, CONFIRM)
    rig.hold(3, CONFIRM)
    for _ in range(300):
        if rig.deciding_seat() >= 0:
            break
        rig.run(20)
    seat = rig.deciding_seat()
    assert seat in (0, 3)
    other = 3 - seat
    actions = rig.counts.get("action", 0)
    for button in (STEP, CONFIRM, STEP, CONFIRM):
        rig.press(other, button)
        rig.hold(other, button)
    rig.press(5, CONFIRM)  # an empty seat
    assert rig.counts.get("action", 0) == actions
    assert rig.deciding_seat() == seat
    # the seat to move blinks in its colour; the other keeps its scoreboard brightness
    assert sorted(rig.seen(rig.config.SEAT_LEDS[seat], 1500)) == [0, palette.SEAT_COLOURS[seat]]
    assert rig.seen(rig.config.SEAT_LEDS[other], 1500) == [palette.SEAT_COLOURS[other]]


def _mash(rig, presses, rng):
    """Random presses, holds and bounces on random seat buttons, with random gaps."""
    seats = len(rig.config.SEAT_BUTTONS)
    for _ in range(presses):
        pin = rig.pin(rng.below(seats), rng.below(2))
        kind = rng.below(10)
        if kind < 7:
            hold = 20 + rng.below(200)  # a tap
        elif kind < 9:
            hold = 700 + rng.below(600)  # a long press
        else:
            _bounce(rig, pin, 1 + rng.below(6), 1 + rng.below(4))
            hold = 30 + rng.below(100)
        rig.machine.press(pin)
        rig.run(hold)
        rig.machine.release(pin)
        rig.run(rng.below(80))


def test_random_presses_and_holds_never_crash_and_every_move_is_legal():
    rig = _fixture_rig(seed=17, names=("dice_duel", "dice_duel_too"))
    rig.tick_ms = 15  # a tap may fall between two polls, as on a busy Pico
    rig.app.pacing.bot_ms = 30
    rig.app.pacing.frame_ms = 100
    _mash(rig, PRESSES, Rng(2024))
    # every action applied went through the engine's legality check (an illegal one raises
    # and would have crashed the table); and the games went the whole way, many times
    assert rig.counts.get("action", 0) > PRESSES // 10, rig.counts
    assert rig.counts.get("over", 0) >= 5, rig.counts
    assert rig.counts.get("start", 0) >= 5, rig.counts
    # the game in progress, if any, replays legally from its save
    from support import fixture_game

    saved = rig.app.saves.read()
    if saved is not None:
        fixture_game.deserialize(saved[2])
