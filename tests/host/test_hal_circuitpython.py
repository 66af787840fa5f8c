"""hal.pixels on CircuitPython, played on CPython: the real Adafruit neopixel package over fake
board / digitalio / neopixel_write / microcontroller modules (host_tools/sim/circuitpython).
It must light the LEDs exactly as the MicroPython path does."""

import sys

import pytest

from support import sim

PIN = 16


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
