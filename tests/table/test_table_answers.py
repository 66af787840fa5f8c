"""A press shows in the frame that answers it, through the simulated pins: a step press moves
the highlight and the very next frame shows it lit, at any moment of its blink; a confirm's
frame is on the wire before the save's first flash write (the save and the log line follow
in the same step of the table, so the action is saved before the next one can come)."""

from engines import tycoon  # first: the biggest module compiles while the heap is empty
from support.table_rig import CONFIRM, STEP, Rig
from support.tycoon_spaces import space_named
from table.leds import palette

GUESTS = tuple([palette.named(name) for name in tycoon.COLOURS])
BLINK_MS = 300  # tycoon_view's highlight blink period


def _until_a_choice_of_moves(rig):
    """Play until a human seat must move a guest and has more than one place to choose, and
    let the dice settle; that seat."""
    for _ in range(3000):
        seat = rig.deciding_seat()
        if seat >= 0:
            _, count, label = rig.prompt(seat)
            if label.startswith("move ") and count > 1:
                rig.run(rig.app.pacing.roll_ms + 2 * rig.app.pacing.frame_ms)
                return seat
            rig.press(seat, CONFIRM, hold_ms=30, after_ms=20)
        else:
            rig.run(20)
    raise AssertionError("no choice of moves came up")


def _destination(rig, seat):
    """(space, guest colour index) of the move the seat's highlight is on."""
    label = rig.prompt(seat)[2]
    space = space_named(label.split(" guest to ")[1])
    return space, tycoon.COLOURS.index(label.split()[1])


def _lit(rig):
    """The packed colour of every LED the chain shows now."""
    return [rig.colour(led) for led in range(rig.config.LED_COUNT)]


def _tycoon_move(seed):
    rig = Rig(seed=seed)
    rig.choose_game("tycoon")
    rig.join(humans=(0, 1))
    return rig, _until_a_choice_of_moves(rig)


def test_a_step_press_shows_lit_in_the_next_frame_at_any_moment_of_the_blink():
    rig, seat = _tycoon_move(21)
    wire = rig.machine.WIRE
    pin = rig.pin(seat, STEP)
    for wait in range(5, BLINK_MS + 5, 20):  # the press comes later and later in the blink
        rig.run(wait)
        before = bytes(rig.wire)  # the frame the LEDs show (bytes: a list of colours is 5 KB)
        sent = wire.sent(rig.config.NEOPIXEL_PIN)
        rig.machine.press(pin)
        rig.tick()  # the press is seen at the next poll, and answered in the same step
        assert wire.sent(rig.config.NEOPIXEL_PIN) == sent + 1
        space, guest = _destination(rig, seat)
        assert rig.space(space) == GUESTS[guest], (wait, rig.space(space))
        assert bytes(rig.wire) != before
        rig.machine.release(pin)
        rig.run(30)


def test_a_confirm_is_on_the_wire_before_the_save_is_written():
    rig, seat = _tycoon_move(22)
    _, guest = _destination(rig, seat)
    destinations = palette.scale(GUESTS[guest], 1, 3)
    assert destinations in _lit(rig)  # the choice is on the board
    actions = rig.counts.get("action", 0)
    written = rig.fs.boundaries
    rig.frame_boundaries = []
    rig.machine.press(rig.pin(seat, CONFIRM))
    rig.tick()
    # one frame in the step that applied the move, sent before the flash saw any write ...
    assert rig.frame_boundaries == [written], (written, rig.frame_boundaries)
    assert destinations not in _lit(rig)  # ... and it answers the move: the choice is over
    # ... and in the same step the move was saved, then logged
    assert rig.fs.boundaries > written
    assert rig.counts["action"] == actions + 1
    assert rig.last("action")["seat"] == seat
