"""Under the MicroPython VM only: the steady-state LED render and button poll allocate nothing.

micropython.heap_lock() makes any allocation raise MemoryError, so a frame shown or a poll
made inside it proves the table's loop cannot trigger a GC pause mid-animation. (CPython has
no such lock: pytest skips this folder, tests/run_micropython.py runs it.)
"""

import micropython

from support import sim

PIN = 16
SEAT_PINS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)


def locked(func, *args):
    """func() or func(arg) with the heap locked. (Not func(*args): a call that unpacks
    arguments builds them on the heap.)"""
    micropython.heap_lock()
    try:
        return func(args[0]) if args else func()
    finally:
        micropython.heap_unlock()


def lit_pixels(**options):
    machine = sim.install()
    machine.WIRE.keep = 1  # its one slot is reused: recording allocates nothing either
    from hal.pixels import Pixels

    pixels = Pixels(PIN, 150, **options)
    for i in range(len(pixels.frame)):
        pixels.frame[i] = (i * 37) & 0xFF
    pixels.show()  # the first frame sizes the recorder's slot
    return machine, pixels


def test_show_allocates_nothing_in_steady_state():
    machine, pixels = lit_pixels(brightness=200)
    for led in range(150):
        pixels.frame[3 * led] = 255
        locked(pixels.show)
    colours = machine.WIRE.colours(PIN)
    assert colours[149][0] == 200  # 255 at brightness 200
    assert machine.WIRE.sent(PIN) == 151


def test_show_under_the_current_limit_allocates_nothing():
    machine, pixels = lit_pixels(brightness=255, limit_ma=400)
    pixels.fill(255, 255, 255)
    for brightness in (255, 128, 10, 0, 64):
        pixels.brightness = brightness
        locked(pixels.show)
        assert pixels.last_ma <= 400
    colours = machine.WIRE.colours(PIN)
    assert colours == [colours[0]] * 150  # still white, dimmed to fit
    assert colours[0][0] == colours[0][1] == colours[0][2] > 0


def test_show_with_the_bytecode_loops_allocates_nothing_either():
    # The fallback a port without the native emitter runs.
    from hal import pixels as module

    saved = module._scale, module._sum
    module._scale, module._sum = module._scale_python, module._sum_python
    try:
        machine, pixels = lit_pixels(brightness=100, limit_ma=300)
        locked(pixels.show)
        assert pixels.last_ma <= 300
    finally:
        module._scale, module._sum = saved


def test_poll_allocates_nothing_while_buttons_are_pressed_held_and_released():
    machine = sim.install()
    from hal import clock
    from hal.buttons import DOUBLE, LONG, PRESS, RELEASE, Buttons

    buttons = Buttons(SEAT_PINS)
    seen = []

    def step(ms):
        clock.sleep_ms(ms)
        count = locked(buttons.poll, clock.ticks_ms())
        seen.extend(buttons.events[2 * i + 1] for i in range(count))

    step(5)
    for gpio in SEAT_PINS:
        machine.press(gpio)
    step(30)
    for gpio in SEAT_PINS:
        machine.release(gpio)
    step(30)
    for gpio in SEAT_PINS:
        machine.press(gpio)  # again, within double_ms: PRESS and DOUBLE
    step(30)
    step(800)  # held: LONG
    for gpio in SEAT_PINS:
        machine.release(gpio)
    step(30)
    assert (
        seen == [PRESS] * 12 + [RELEASE] * 12 + [PRESS, DOUBLE] * 12 + [LONG] * 12 + [RELEASE] * 12
    )


def test_one_turn_of_the_table_loop_allocates_nothing():
    machine, pixels = lit_pixels(brightness=64, limit_ma=400)
    from hal import clock
    from hal.buttons import Buttons
    from hal.watchdog import Watchdog

    buttons = Buttons(SEAT_PINS)
    watchdog = Watchdog(8000)

    def turn():
        now = clock.ticks_ms()
        buttons.poll(now)
        pixels.show()
        watchdog.feed()

    turn()
    for _ in range(20):
        clock.sleep_ms(16)
        locked(turn)
    assert machine.RESETS == []
