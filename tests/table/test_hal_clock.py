"""hal.clock on the simulated board: virtual time that costs no real time and wraps at 2**30."""

from support import sim

try:
    from time import ticks_diff as real_diff  # type: ignore[attr-defined]
    from time import ticks_ms as real_ms  # type: ignore[attr-defined]
except ImportError:  # CPython
    from compat import ticks_diff as real_diff
    from compat import ticks_ms as real_ms

WRAP = 1 << 30


def test_sleep_ms_moves_virtual_time_and_takes_no_real_time():
    machine = sim.install()
    from hal import clock

    began = real_ms()
    start = clock.ticks_ms()
    for _ in range(60):
        clock.sleep_ms(60 * 1000)  # an hour in minutes
    assert clock.ticks_diff(clock.ticks_ms(), start) == 3600 * 1000
    assert machine.VIRTUAL_CLOCK.now_ms == 3600 * 1000
    assert real_diff(real_ms(), began) < 1000


def test_time_stands_still_between_sleeps():
    machine = sim.install()
    from hal import clock

    first = clock.ticks_ms()
    assert clock.ticks_ms() == first
    machine.VIRTUAL_CLOCK.advance(5)
    assert clock.ticks_diff(clock.ticks_ms(), first) == 5


def test_ticks_wrap_at_2_to_the_30_and_ticks_diff_sees_across_the_wrap():
    machine = sim.install()
    from hal import clock

    machine.VIRTUAL_CLOCK.advance(WRAP - 10)
    before = clock.ticks_ms()
    assert before == WRAP - 10
    clock.sleep_ms(25)
    after = clock.ticks_ms()
    assert after == 15  # wrapped
    assert clock.ticks_diff(after, before) == 25
    assert clock.ticks_diff(before, after) == -25
    assert clock.ticks_add(before, 25) == after
    assert clock.ticks_add(after, -25) == before


def test_ticks_diff_is_signed_within_half_the_period():
    sim.install()
    from hal import clock

    assert clock.ticks_diff(0, WRAP // 2 + 1) == WRAP // 2 - 1
    assert clock.ticks_diff(WRAP // 2 - 1, 0) == WRAP // 2 - 1
    assert clock.ticks_diff(WRAP // 2, 0) == -(WRAP // 2)


def test_a_fresh_board_has_a_fresh_clock_even_after_hal_clock_was_imported():
    first = sim.install()
    from hal import clock

    clock.sleep_ms(1234)
    assert first.VIRTUAL_CLOCK.now_ms == 1234
    second = sim.install()
    assert second is not first
    assert clock.ticks_ms() == 0
    clock.sleep_ms(1)
    assert second.VIRTUAL_CLOCK.now_ms == 1 and first.VIRTUAL_CLOCK.now_ms == 1234


def test_virtual_clock_refuses_to_go_backwards():
    from support.expect import raises

    machine = sim.install()
    raises(ValueError, machine.VIRTUAL_CLOCK.advance, -1)
