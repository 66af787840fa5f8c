"""Under the MicroPython VM only: the LED loops run as viper (native) code, as on a Pico.

How fast they are is measured by `make bench` (docs/PERFORMANCE.md, "LEDs and buttons":
render against the wire, button to LED), never by a timed test here."""

from support import sim


def test_pixels_use_the_viper_loops_on_micropython():
    sim.install()
    from hal import pixels

    assert pixels._scale is not pixels._scale_python
