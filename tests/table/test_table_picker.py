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


def _bids(least, purse, bid=200):
    """A bid's choices: a pass (amount 0, the engine's BID) and least .. purse units."""
    return [bid] + list(range(bid + least, bid + purse + 1))


def _step_then_hold(picker):
    """A hold: its press steps first, then the long press arrives (as play.Match sends it)."""
    picker.move(1)
    picker.move(-2)


def test_a_bid_steps_100000_at_a_time_from_a_pass_to_the_least_bid():
    picker = Picker()
    picker.offer(0, _bids(13, 34), zero=200)
    assert picker.current() == 200  # pass: "bid nothing"
    picker.move(1)
    assert picker.current() == 213
    picker.move(1)
    assert picker.current() == 214


def test_holding_step_on_a_bid_climbs_to_the_next_whole_million():
    picker = Picker()
    picker.offer(0, _bids(13, 34), zero=200)
    _step_then_hold(picker)
    assert picker.current() == 213  # $1,000,000 is under the least bid: the least bid
    _step_then_hold(picker)
    assert picker.current() == 220
    _step_then_hold(picker)
    assert picker.current() == 230
    _step_then_hold(picker)
    assert picker.current() == 200  # past the purse: a pass again


def test_any_bid_is_a_few_holds_and_at_most_nine_steps():
    picker = Picker()
    picker.offer(0, _bids(1, 162), zero=200)
    for units in range(1, 163):
        presses = 0
        picker.index = 0
        for _ in range(units // 10):
            _step_then_hold(picker)
            presses += 1
        while picker.current() != 200 + units:
            picker.move(1)
            presses += 1
        assert presses <= units // 10 + 9, units


def test_a_hold_still_steps_back_on_a_choice_that_is_no_bid():
    picker = Picker()
    picker.offer(0, [8, 9, 10], zero=200)
    _step_then_hold(picker)
    assert picker.current() == 10
