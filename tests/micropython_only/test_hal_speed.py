"""Under the MicroPython VM only: the LED render costs less than sending the frame, and a poll
of every seat button is cheap, even at the slow end of the Pico estimate (DESIGN: a Pico runs
MicroPython 50 to 150 times slower than the unix port on a desktop core). Prints what it
measured; the bounds are loose so a busy machine does not fail them."""

import time

from support import sim

PICO_SLOWER = 150  # the slow end of the estimate
WIRE_US_PER_LED = 30  # 24 bits at 800 kHz, 1.25 us a bit
LEDS = 150
SEAT_PINS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)


def best_us(func, arg=None, runs=20, reps=50):
    """The fastest of `runs` timings of `reps` calls, per call, in microseconds."""
    best = None
    for _ in range(runs):
        start = time.ticks_us()  # type: ignore[attr-defined]
        for _ in range(reps):
            func(arg) if arg is not None else func()
        spent = time.ticks_diff(time.ticks_us(), start) / reps  # type: ignore[attr-defined]
        best = spent if best is None or spent < best else best
    return best


def test_pixels_use_the_viper_loops_on_micropython():
    sim.install()
    from hal import pixels

    assert pixels._scale is not pixels._scale_python


def test_a_frame_of_150_leds_renders_in_less_time_than_the_wire_takes_to_send_it():
    machine = sim.install()
    machine.WIRE.keep = 1
    from hal.pixels import Pixels

    pixels = Pixels(16, LEDS, brightness=64, limit_ma=400)  # limited: the costlier path
    for i in range(len(pixels.frame)):
        pixels.frame[i] = (i * 37) & 0xFF
    spent = best_us(pixels.show)  # with the simulated bitstream, slower than rp2's C one
    wire = LEDS * WIRE_US_PER_LED
    print(
        "show(), %d LEDs, limited: %.1f us on the VM, %.0f-%.0f us on a Pico; wire %d us"
        % (LEDS, spent, spent * 50, spent * PICO_SLOWER, wire)
    )
    assert spent * PICO_SLOWER < wire


def test_a_poll_of_twelve_buttons_costs_less_than_a_debounce_window():
    sim.install()
    from hal import clock
    from hal.buttons import Button, Buttons

    buttons = Buttons(SEAT_PINS)
    spent = best_us(buttons.poll, clock.ticks_ms())
    print(
        "poll(), %d buttons: %.1f us on the VM, %.0f-%.0f us on a Pico"
        % (len(SEAT_PINS), spent, spent * 50, spent * PICO_SLOWER)
    )
    assert spent * PICO_SLOWER < Button.debounce_ms * 1000
