"""hal.buttons on simulated pins in virtual time: debounce, press, release, long and double."""

from engines.rng import Rng
from support import bounce, sim
from support.bounce import chatter

STEP, CONFIRM = 2, 3  # GPIOs of one seat's two buttons


class Bench:
    """Buttons on a fresh simulated board, polled every `every_ms` of virtual time."""

    def __init__(self, pins=(STEP, CONFIRM), every_ms=1, active_low=True):
        self.machine = sim.install()
        from hal import clock
        from hal.buttons import Buttons

        self.clock = clock
        self.every_ms = every_ms
        self.buttons = Buttons(pins, active_low=active_low)
        self.log = []  # (ms since start, button id, kind)
        self.start = clock.ticks_ms()

    def run(self, ms):
        """Let `ms` pass, polling as the table's loop would."""
        for _ in range(ms // self.every_ms):
            self.clock.sleep_ms(self.every_ms)
            now = self.clock.ticks_ms()
            count = self.buttons.poll(now)
            events = self.buttons.events
            for i in range(count):
                at = self.clock.ticks_diff(now, self.start)
                self.log.append((at, events[2 * i], events[2 * i + 1]))

    def kinds(self, button=None):
        return [kind for _, b, kind in self.log if button is None or b == button]

    def press(self, gpio=CONFIRM):
        self.machine.press(gpio)

    def release(self, gpio=CONFIRM):
        self.machine.release(gpio)

    def bounce(self, gpio, levels):
        """The contacts chatter: one level per ms (0 = closed on an active-low button)."""
        for level in levels:
            self.machine.drive(gpio, 0 if level == 0 else None)
            self.run(1)


def stable_ms():
    from hal.buttons import Buttons

    return Buttons.stable_press_ms, Buttons.stable_release_ms


def kinds():
    from hal.buttons import DOUBLE, LONG, PRESS, RELEASE

    return PRESS, RELEASE, LONG, DOUBLE


def test_event_kinds_are_four_distinct_small_ints():
    sim.install()
    from hal import buttons

    values = (buttons.PRESS, buttons.RELEASE, buttons.LONG, buttons.DOUBLE)
    assert len(set(values)) == 4
    assert all(type(v) is int and 0 < v < 256 for v in values)


def test_press_comes_once_the_contact_stays_closed_and_release_once_it_stays_open():
    PRESS, RELEASE, _, _ = kinds()
    press_ms, release_ms = stable_ms()
    assert press_ms <= 5  # the table polls every 5 ms: a press waits one poll at most more
    assert release_ms >= 20
    bench = Bench()
    bench.run(50)
    assert bench.log == []
    bench.press()
    bench.run(press_ms - 1)
    assert bench.log == []
    bench.run(1)
    assert bench.log == [(50 + press_ms, 1, PRESS)]  # timed from the edge, not from a poll
    bench.run(100 - press_ms)
    bench.release()
    bench.run(release_ms - 1)
    assert bench.kinds() == [PRESS]
    bench.run(1)
    assert bench.log == [(50 + press_ms, 1, PRESS), (150 + release_ms, 1, RELEASE)]


def test_a_contact_bouncing_for_21_30_or_45_ms_at_random_is_one_press_and_one_release():
    PRESS, RELEASE, _, _ = kinds()
    assert stable_ms()[1] > bounce.STRETCH_MS  # it never lies open long enough to be let go
    rng = Rng(1405)
    for ms in (21, 30, 45):
        for every_ms in (1, 5):  # a tight loop, and the table's step
            for _ in range(20):
                bench = Bench(every_ms=every_ms)
                bench.run(10)
                bench.bounce(CONFIRM, chatter(rng, ms, closing=True))
                bench.press()
                bench.run(150)
                bench.bounce(CONFIRM, chatter(rng, ms, closing=False))
                bench.release()
                bench.run(150)
                assert bench.kinds() == [PRESS, RELEASE], (ms, every_ms, bench.log)


def test_a_contact_that_chatters_for_a_fifth_of_a_second_is_still_one_press():
    PRESS, RELEASE, _, _ = kinds()
    rng = Rng(77)
    for every_ms in (1, 5, 20):
        bench = Bench(every_ms=every_ms)
        bench.bounce(CONFIRM, chatter(rng, 200, closing=True))
        bench.press()
        bench.run(100)
        bench.bounce(CONFIRM, chatter(rng, 200, closing=False))
        bench.release()
        bench.run(100)
        assert bench.kinds() == [PRESS, RELEASE], every_ms


def test_bounce_between_two_polls_still_restarts_the_wait():
    PRESS, _, _, _ = kinds()
    press_ms, _ = stable_ms()
    bench = Bench()
    bench.press()
    bench.clock.sleep_ms(2 * press_ms - 1)
    bench.release()  # a blip open that no poll sees, 1 ms before the next
    bench.press()
    bench.clock.sleep_ms(1)
    assert bench.buttons.poll(bench.clock.ticks_ms()) == 0  # closed 2 * press_ms, but not still
    bench.clock.sleep_ms(press_ms)
    assert bench.buttons.poll(bench.clock.ticks_ms()) == 1 and bench.buttons.events[1] == PRESS


def test_letting_go_for_stable_release_ms_between_two_presses_makes_two_presses():
    PRESS, RELEASE, _, DOUBLE = kinds()
    _, release_ms = stable_ms()
    for every_ms in (1, 5):
        bench = Bench(every_ms=every_ms)
        for _ in range(2):
            bench.press()
            bench.run(30)
            bench.release()
            bench.run(release_ms + every_ms)  # the poll after the contact was open that long
        assert bench.kinds() == [PRESS, RELEASE, PRESS, DOUBLE, RELEASE], every_ms


def test_a_glitch_shorter_than_stable_press_ms_is_no_press():
    bench = Bench()
    bench.run(10)
    for _ in range(5):
        bench.bounce(CONFIRM, (0, 0, 1, 1, 1, 1, 1, 1))  # closed 2 ms at a time
    bench.run(100)
    assert bench.log == []


def test_bounce_gives_one_press_however_often_the_table_polls():
    PRESS, RELEASE, _, _ = kinds()
    closing = (0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0)  # 17 ms, then closed
    opening = (1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 1)  # 14 ms, then open
    script = [0 if level == 0 else None for level in closing] + [0] * 300
    script += [0 if level == 0 else None for level in opening] + [None] * 300
    for every_ms in (1, 2, 3, 5, 7, 10, 19):
        bench = Bench(every_ms=every_ms)
        for ms, level in enumerate(script):
            bench.machine.drive(CONFIRM, level)
            bench.clock.sleep_ms(1)
            if ms % every_ms == 0:
                count = bench.buttons.poll(bench.clock.ticks_ms())
                bench.log.extend((ms, 1, bench.buttons.events[2 * i + 1]) for i in range(count))
        assert bench.kinds() == [PRESS, RELEASE], every_ms


def test_long_press_is_reported_once_while_still_held():
    PRESS, RELEASE, LONG, _ = kinds()
    press_ms, _ = stable_ms()
    bench = Bench()
    bench.press()
    bench.run(press_ms + 699)
    assert bench.kinds() == [PRESS]
    bench.run(1)
    assert bench.kinds() == [PRESS, LONG]
    assert bench.log[1][0] - bench.log[0][0] == 700  # long_press_ms after the PRESS
    bench.run(3000)
    bench.release()
    bench.run(30)
    assert bench.kinds() == [PRESS, LONG, RELEASE]


def test_a_short_press_gives_no_long_press():
    PRESS, RELEASE, _, _ = kinds()
    bench = Bench()
    bench.press()
    bench.run(690)
    bench.release()
    bench.run(2000)
    assert bench.kinds() == [PRESS, RELEASE]


def test_a_second_press_within_double_ms_is_a_double_press():
    PRESS, RELEASE, _, DOUBLE = kinds()
    bench = Bench()
    bench.press()
    bench.run(80)
    bench.release()
    bench.run(120)
    bench.press()  # 200 ms after the first press
    bench.run(50)
    bench.release()
    bench.run(50)
    assert bench.kinds() == [PRESS, RELEASE, PRESS, DOUBLE, RELEASE]
    assert bench.log[2][0] == bench.log[3][0]  # DOUBLE comes with the second PRESS


def test_a_second_press_after_double_ms_is_only_a_press():
    PRESS, RELEASE, _, _ = kinds()
    bench = Bench()
    bench.press()
    bench.run(100)
    bench.release()
    bench.run(250)
    bench.press()  # 350 ms after the first
    bench.run(50)
    assert bench.kinds() == [PRESS, RELEASE, PRESS]


def test_three_quick_presses_give_one_double_press():
    PRESS, RELEASE, _, DOUBLE = kinds()
    bench = Bench()
    for _ in range(3):
        bench.press()
        bench.run(40)
        bench.release()
        bench.run(40)
    assert bench.kinds() == [PRESS, RELEASE, PRESS, DOUBLE, RELEASE, PRESS, RELEASE]


def test_press_long_release_and_double_sequence_on_two_buttons():
    PRESS, RELEASE, LONG, DOUBLE = kinds()
    press_ms, release_ms = stable_ms()
    bench = Bench()
    bench.press(STEP)
    bench.run(30)
    bench.release(STEP)
    bench.run(30)
    bench.press(STEP)
    bench.run(30)
    bench.press(CONFIRM)  # both held
    bench.run(800)
    bench.release(STEP)
    bench.release(CONFIRM)
    bench.run(30)
    assert [(b, k) for _, b, k in bench.log] == [
        (0, PRESS),
        (0, RELEASE),
        (0, PRESS),
        (0, DOUBLE),
        (1, PRESS),
        (0, LONG),
        (1, LONG),
        (0, RELEASE),
        (1, RELEASE),
    ]
    # each edge once stable: presses at 0, 60 and 90, releases at 30 and 890 (LONGs follow)
    p, r = press_ms, release_ms
    expected = [p, 30 + r, 60 + p, 60 + p, 90 + p, 760 + p, 790 + p, 890 + r, 890 + r]
    assert [at for at, _, _ in bench.log] == expected


def test_events_of_one_poll_are_pairs_in_button_order():
    PRESS, _, _, DOUBLE = kinds()
    press_ms, _ = stable_ms()
    bench = Bench(pins=(2, 3, 4, 5))
    bench.machine.press(5)
    bench.machine.press(3)
    bench.clock.sleep_ms(press_ms)
    assert bench.buttons.poll(bench.clock.ticks_ms()) == 2
    assert list(bench.buttons.events[:4]) == [1, PRESS, 3, PRESS]
    assert len(bench.buttons.events) >= 2 * 2 * 4  # room for PRESS + DOUBLE on every button


def test_a_button_held_at_boot_is_not_a_press_until_pressed_again():
    PRESS, RELEASE, _, _ = kinds()
    press_ms, release_ms = stable_ms()
    machine = sim.install()
    machine.press(CONFIRM)
    from hal import clock
    from hal.buttons import Buttons

    machine.VIRTUAL_CLOCK.advance(5000)  # booted a while after power-up
    buttons = Buttons((STEP, CONFIRM))
    assert buttons.pressed(1) and not buttons.pressed(0)
    for _ in range(300):  # held on for 3 s: neither a PRESS nor a LONG
        clock.sleep_ms(10)
        assert buttons.poll(clock.ticks_ms()) == 0
    machine.release(CONFIRM)
    clock.sleep_ms(release_ms)
    assert buttons.poll(clock.ticks_ms()) == 1 and buttons.events[1] == RELEASE
    machine.press(CONFIRM)
    clock.sleep_ms(press_ms)
    assert buttons.poll(clock.ticks_ms()) == 1 and buttons.events[1] == PRESS


def test_active_low_buttons_use_the_internal_pull_up():
    machine = sim.install()
    from hal.buttons import Buttons

    buttons = Buttons((STEP,))
    assert not buttons.pressed(0)  # undriven: the pull-up holds it high = released
    assert machine.Pin(STEP).value() == 1


def test_active_high_buttons_read_pressed_when_driven_high():
    PRESS, RELEASE, _, _ = kinds()
    bench = Bench(active_low=False)
    assert bench.machine.Pin(STEP).value() == 0  # pulled down
    bench.machine.drive(STEP, 1)
    bench.run(30)
    bench.machine.drive(STEP, None)
    bench.run(30)
    assert bench.kinds(0) == [PRESS, RELEASE]


def test_timings_are_class_attributes_a_subclass_can_change():
    machine = sim.install()
    from hal import clock
    from hal.buttons import LONG, PRESS, RELEASE, Button

    class Quick(Button):
        stable_press_ms = 1
        stable_release_ms = 2
        long_press_ms = 100

    button = Quick(CONFIRM)
    machine.press(CONFIRM)
    clock.sleep_ms(1)
    assert button.tick(clock.ticks_ms()) == PRESS
    clock.sleep_ms(100)
    assert button.tick(clock.ticks_ms()) == LONG
    machine.release(CONFIRM)
    clock.sleep_ms(2)
    assert button.tick(clock.ticks_ms()) == RELEASE


def test_debounce_and_long_press_work_across_the_ticks_wrap():
    PRESS, RELEASE, LONG, _ = kinds()
    press_ms, release_ms = stable_ms()
    bench = Bench()
    bench.machine.VIRTUAL_CLOCK.advance((1 << 30) - 300 - bench.machine.VIRTUAL_CLOCK.now_ms)
    bench.run(1)  # the table polls all along
    bench.start = bench.clock.ticks_ms()
    bench.press()
    bench.run(1000)  # the tick counter wraps to 0 while the button is held
    bench.release()
    bench.run(50)
    assert bench.clock.ticks_ms() < 1000
    assert bench.kinds() == [PRESS, LONG, RELEASE]
    assert [at for at, _, _ in bench.log] == [press_ms, press_ms + 700, 1000 + release_ms]


def test_a_single_button_shows_whether_it_is_held():
    machine = sim.install()
    from hal import clock
    from hal.buttons import PRESS, RELEASE, Button

    press_ms, release_ms = stable_ms()
    button = Button(CONFIRM)
    assert not button.pressed
    machine.press(CONFIRM)
    clock.sleep_ms(press_ms)
    assert button.tick(clock.ticks_ms()) == PRESS and button.pressed
    clock.sleep_ms(30)
    machine.release(CONFIRM)
    clock.sleep_ms(release_ms)
    assert button.tick(clock.ticks_ms()) == RELEASE and not button.pressed
