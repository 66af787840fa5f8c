"""Under the MicroPython VM only: the table's steady state allocates nothing. With the heap
locked (any allocation raises MemoryError), App.step polls the buttons, renders the frames
that are due (blinking highlight, guests taking turns on a space, the Wild rainbow, seat
LEDs) and shows them, and a step press moves the highlight and redraws: so no garbage
collection can ever pause an animation or delay a button's answer."""

import micropython

from support import table_fakes
from support.table_rig import CONFIRM, STEP, Rig
from table import take_back

ISOLATE = True  # a table of its own for each test, on a heap no other test's table has broken up


def _locked_ticks(rig, count):
    """count steps of the table with the heap locked; how many frames they sent."""
    sent = rig.machine.WIRE.sent(rig.config.NEOPIXEL_PIN)
    for _ in range(count):
        micropython.heap_lock()
        try:
            rig.tick()
        finally:
            micropython.heap_unlock()
    return rig.machine.WIRE.sent(rig.config.NEOPIXEL_PIN) - sent


def _locked_press(rig, seat, button):
    """A press and release of a seat button, each tick of it with the heap locked."""
    pin = rig.pin(seat, button)
    micropython.heap_lock()
    try:
        rig.machine.press(pin)
    finally:
        micropython.heap_unlock()
    _locked_ticks(rig, 12)
    micropython.heap_lock()
    try:
        rig.machine.release(pin)
    finally:
        micropython.heap_unlock()
    _locked_ticks(rig, 12)


def _until_move(rig):
    """Play until a human seat must move a guest (the board's busiest frame), past the dice."""
    for _ in range(3000):
        seat = rig.deciding_seat()
        if seat >= 0:
            label = rig.prompt(seat)[2]
            if label.startswith("move "):
                rig.run(rig.app.pacing.roll_ms + 2 * rig.app.pacing.frame_ms)
                return seat
            rig.press(seat, CONFIRM, hold_ms=30, after_ms=20)
        else:
            rig.run(20)
    raise AssertionError("no guest to move came up")


def test_the_game_select_renders_without_allocating():
    rig = Rig()
    assert _locked_ticks(rig, 400) >= 40  # 2 s: a frame every 40 ms of the select screen


def test_a_tycoon_move_decision_renders_and_answers_a_step_without_allocating():
    rig = Rig(seed=21)
    rig.choose_game("tycoon")
    rig.join(humans=(0, 1))
    seat = _until_move(rig)
    rig.run(take_back.JUDGE_MS + 100)  # whether it may take back is judged once (that allocates)
    before = rig.prompt(seat)
    assert _locked_ticks(rig, 400) >= 40  # blinking highlight, destinations, guests, seats
    if before[1] > 1:
        _locked_press(rig, seat, STEP)  # the highlight moves: no allocation on the way
        assert rig.prompt(seat)[0] == (before[0] + 1) % before[1]
    _locked_ticks(rig, 100)


def test_a_card_game_decision_renders_without_allocating():
    rig = Rig(games=table_fakes.FixtureGames(("dice_duel",)))
    rig.choose_game("dice_duel")
    rig.join(humans=(0, 2))
    for _ in range(500):
        if rig.deciding_seat() >= 0:
            break
        rig.run(20)
    seat = rig.deciding_seat()
    assert seat >= 0
    rig.run(take_back.JUDGE_MS + 100)
    assert _locked_ticks(rig, 400) >= 40  # the deciding seat blinks, the scoreboard stands
    _locked_press(rig, seat, STEP)
