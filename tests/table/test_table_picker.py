"""The picker: two buttons reach every legal action; the highlight wraps both ways."""

from table.picker import Picker


def test_every_action_is_reachable_with_the_step_button():
    picker = Picker()
    actions = [3, 8, 9, 20, 41]
    picker.offer(1, actions)
    seen = []
    for _ in actions:
        seen.append(picker.current())
        picker.move(1)
    assert seen == actions
    assert picker.current() == 3  # wrapped round


def test_a_long_press_steps_back_and_wraps():
    picker = Picker()
    picker.offer(0, [1, 2, 3])
    picker.move(-1)
    assert picker.current() == 3


def test_places_follow_the_highlight():
    picker = Picker()
    picker.offer(0, [10, 11, 12], [5, None, 7])
    assert picker.place() == 5
    picker.move(1)
    assert picker.place() == -1
    picker.move(1)
    assert picker.place() == 7


def test_a_closed_picker_is_not_active():
    picker = Picker()
    assert not picker.active()
    picker.offer(2, [4])
    assert picker.active() and picker.player == 2
    picker.close()
    assert not picker.active()
    assert picker.current() == -1
