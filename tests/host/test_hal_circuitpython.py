"""The table on CircuitPython, played on CPython: the real Adafruit neopixel package over fake
board / digitalio / keypad / microcontroller / neopixel_write / watchdog modules
(host_tools/virtual_board/circuitpython). hal.pixels must light the LEDs exactly as the
MicroPython path
does, and the whole table boot and answer seat buttons as it does on the Pico."""

import os
import random
import runpy
import sys
from pathlib import Path

import pytest

from support import sim

PIN = 16
CODE_PY = Path(__file__).resolve().parents[2] / "firmware" / "code.py"
TICK_MS = 5


@pytest.fixture(autouse=True)
def _board_modules_restored():
    yield
    sim.uninstall()


def drawn(pixels):
    """A frame with every byte value in it, and a few plain colours."""
    for i in range(len(pixels.frame)):
        pixels.frame[i] = (i * 53 + 7) & 0xFF
    pixels.frame[0:9] = bytes((255, 0, 0, 0, 255, 0, 0, 0, 255))


def shown_on_micropython(count, order, **options):
    machine = sim.install()
    from hal.pixels import Pixels

    pixels = Pixels(PIN, count, order=order, **options)
    assert pixels.backend == "micropython"
    drawn(pixels)
    pixels.show()
    import ws2812

    return ws2812.decode(machine.WIRE.last(PIN), order), pixels.last_ma


def shown_on_circuitpython(count, order, **options):
    ws2812 = sim.install_circuitpython()
    from hal.pixels import Pixels

    pixels = Pixels(PIN, count, order=order, backend="circuitpython", **options)
    drawn(pixels)
    pixels.show()
    assert ws2812.WIRE.sent(PIN) == 1  # one hardware call
    return ws2812.decode(ws2812.WIRE.last(PIN), order), pixels.last_ma


@pytest.mark.parametrize("order", ["GRB", "RGB", "BRG"])
@pytest.mark.parametrize(
    "options",
    [{}, {"brightness": 77}, {"brightness": 255, "limit_ma": 900}],
    ids=["plain", "dimmed", "limited"],
)
def test_circuitpython_path_lights_the_same_colours_as_the_micropython_path(order, options):
    on_micropython = shown_on_micropython(100, order, **options)
    on_circuitpython = shown_on_circuitpython(100, order, **options)
    assert on_circuitpython == on_micropython
    colours, _ = on_circuitpython
    assert len(colours) == 100 and any(colour != (0, 0, 0) for colour in colours)


def test_circuitpython_path_drives_adafruits_own_neopixel_package():
    sim.install_circuitpython()
    from hal.pixels import Pixels

    pixels = Pixels(PIN, 4, backend="circuitpython")
    strip = pixels._strip
    module = sys.modules[type(strip).__module__]
    assert module.__name__ == "neopixel" and "site-packages" in module.__file__
    assert module.__version__ == "6.4.2"
    assert type(strip).__mro__[1].__module__ == "adafruit_pixelbuf"
    assert strip.pin.pin is sys.modules["board"].GP16  # a board pin made from the GPIO number
    assert strip.pin.direction == sys.modules["digitalio"].Direction.OUTPUT


def test_the_micropython_path_is_picked_unless_running_on_circuitpython():
    sim.install()
    from hal.pixels import Pixels

    assert Pixels(PIN, 4).backend == "micropython"


# ---- the whole table -------------------------------------------------------------------------


def _table(board):
    """The shipped config's table booted afresh on `board` ("pico": the simulated Pico;
    "circuitpython": CircuitPython's modules). Returns (app, wire, press, release)."""
    if board == "pico":
        machine = sim.install()
        wire, press, release = machine.WIRE, machine.press, machine.release
    else:
        wire = sim.install_circuitpython().WIRE
        import microcontroller

        press, release = microcontroller.press, microcontroller.release
    sim.reboot_firmware()
    import config
    import fakefs

    from table import boot

    return boot.build(config, seed=7, fs=fakefs.FakeFlash()), wire, press, release


def _seen_on_the_leds(board):
    """What the chain showed (the bytes on its pin) past the lamp test, then after seat 1's
    step button was pressed and let go."""
    import config

    app, wire, press, release = _table(board)
    clock = [0]

    def run(ms):
        for _ in range(ms // TICK_MS):
            clock[0] += TICK_MS
            app.step(clock[0])

    run(1500)  # the lamp test, then the game select
    before = bytes(wire.last(config.NEOPIXEL_PIN))
    step_pin = config.SEAT_BUTTONS[0][0]
    press(step_pin)
    run(100)
    release(step_pin)
    run(100)
    return before, bytes(wire.last(config.NEOPIXEL_PIN))


def test_a_seat_press_on_a_circuitpython_board_changes_the_leds_as_it_does_on_the_pico():
    on_pico = _seen_on_the_leds("pico")
    before, after = _seen_on_the_leds("circuitpython")
    assert "machine" not in sys.modules  # CircuitPython's modules alone drove the table
    import config
    import ws2812

    assert (before, after) == on_pico
    seat = config.SEAT_LEDS[0]
    shown = ws2812.decode(before, config.COLOUR_ORDER)[seat]
    assert shown != (0, 0, 0)
    assert ws2812.decode(after, config.COLOUR_ORDER)[seat] not in (shown, (0, 0, 0))


def test_a_circuitpython_table_starts_the_watchdog_and_keeps_feeding_it():
    app, _, _, _ = _table("circuitpython")
    import microcontroller
    import watchdog

    for now in range(TICK_MS, 1000, TICK_MS):
        app.step(now)
    assert microcontroller.watchdog.mode == watchdog.WatchDogMode.RESET
    assert microcontroller.watchdog.timeout == 8.0  # the shipped WATCHDOG_MS, in seconds
    assert microcontroller.watchdog.fed > 100


def test_a_held_circuitpython_key_reads_as_held_at_boot_and_gives_no_press():
    sim.install_circuitpython()
    import microcontroller

    from hal.buttons import PRESS, RELEASE, Buttons

    microcontroller.press(3)
    bank = Buttons((2, 3))
    assert bank.pressed(1) and not bank.pressed(0)
    assert bank.poll(100) == 0
    microcontroller.release(3)
    assert bank.poll(200) == 0  # open from this poll on: a RELEASE once it stays open
    assert bank.poll(200 + bank.stable_release_ms) == 1 and tuple(bank.events[:2]) == (1, RELEASE)
    microcontroller.press(2)
    assert bank.poll(300) == 0
    assert bank.poll(300 + bank.stable_press_ms) == 1 and tuple(bank.events[:2]) == (0, PRESS)


def test_code_py_boots_the_shipped_table_on_a_circuitpython_board(monkeypatch, capsys):
    ws2812 = sim.install_circuitpython()
    import microcontroller

    sim.reboot_firmware()
    from hal import clock

    now = [0]

    class Stop(Exception):
        pass

    def sleep_ms(ms):
        now[0] += ms
        if now[0] >= 2000:  # two seconds of the table: then pull the plug
            raise Stop()

    monkeypatch.setattr(clock, "ticks_ms", lambda: now[0])
    monkeypatch.setattr(clock, "sleep_ms", sleep_ms)
    with pytest.raises(Stop):
        runpy.run_path(str(CODE_PY), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert '"ev": "boot"' in lines[0]
    assert any('"ev": "select"' in line for line in lines)
    assert ws2812.WIRE.sent(PIN) > 10  # frames went out through neopixel_write
    assert microcontroller.watchdog.fed > 0


def test_code_py_seeds_from_os_urandom_where_random_has_no_getrandbits(monkeypatch):
    code = runpy.run_path(str(CODE_PY), run_name="midway_code")  # imported: boots nothing
    monkeypatch.delattr(random, "getrandbits")
    monkeypatch.setattr(os, "urandom", lambda n: bytes((0x12, 0x34, 0x56, 0x78))[:n])
    assert code["seed"]() == 0x12345678 >> 2


def test_a_circuitpython_board_says_why_it_last_reset():
    sim.install_circuitpython()
    import microcontroller

    from hal.watchdog import reset_cause

    assert reset_cause() == "power"
    microcontroller.cpu.reset_reason = microcontroller.ResetReason.WATCHDOG
    assert reset_cause() == "watchdog"
