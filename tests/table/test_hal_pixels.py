"""hal.pixels through the simulated pins: the colours each LED receives, decoded from the bytes
on the wire (never read from the firmware's buffers), with brightness and the current limit."""

from support import sim
from support.expect import raises

PIN = 16


def board_and_pixels(count, **options):
    machine = sim.install()
    from hal.pixels import Pixels

    return machine, Pixels(PIN, count, **options)


def shown(machine, order="GRB"):
    import ws2812

    return ws2812.decode(machine.WIRE.last(PIN), order)


def estimated_ma(colours, ma_per_channel=20, idle_ma_per_led=1):
    """The brief's estimate, computed here from the decoded colours (exact, in floats)."""
    channels = 0
    for colour in colours:
        channels += colour[0] + colour[1] + colour[2]
    return idle_ma_per_led * len(colours) + channels * ma_per_channel / 255


def test_show_lights_each_led_with_the_colour_drawn_at_its_position():
    machine, pixels = board_and_pixels(5)
    pixels.frame[0:3] = bytes((255, 0, 0))
    pixels.frame[6:9] = bytes((0, 0, 255))
    pixels.frame[12:15] = bytes((1, 2, 3))
    pixels.show()
    assert shown(machine) == [(255, 0, 0), (0, 0, 0), (0, 0, 255), (0, 0, 0), (1, 2, 3)]


def test_a_grb_chain_gets_green_red_blue_bytes_on_the_wire():
    machine, pixels = board_and_pixels(2)
    pixels.frame[:] = bytes((10, 20, 30, 40, 50, 60))
    pixels.show()
    assert machine.WIRE.last(PIN) == bytes((20, 10, 30, 50, 40, 60))


def test_each_colour_order_puts_the_bytes_in_that_order():
    for order in ("RGB", "RBG", "GRB", "GBR", "BRG", "BGR"):
        machine, pixels = board_and_pixels(1, order=order)
        pixels.frame[:] = bytes((1, 2, 3))
        pixels.show()
        wire = machine.WIRE.last(PIN)
        assert [wire[order.index(c)] for c in "RGB"] == [1, 2, 3], order
        assert shown(machine, order) == [(1, 2, 3)], order


def test_brightness_scales_every_channel_to_value_times_brightness_over_255():
    machine, pixels = board_and_pixels(3, brightness=128)
    pixels.frame[:] = bytes((200, 100, 50, 255, 255, 255, 1, 2, 3))
    pixels.show()
    assert shown(machine) == [(100, 50, 25), (128, 128, 128), (0, 1, 1)]


def test_brightness_set_after_construction_applies_from_the_next_show():
    machine, pixels = board_and_pixels(1)
    pixels.frame[:] = bytes((255, 200, 100))
    pixels.show()
    assert shown(machine) == [(255, 200, 100)]
    pixels.brightness = 64
    pixels.show()
    assert shown(machine) == [(64, 50, 25)]
    pixels.brightness = 0
    pixels.show()
    assert shown(machine) == [(0, 0, 0)]


def test_scaling_matches_integer_division_for_every_byte_and_brightness():
    sim.install()
    from hal import pixels

    kernels = [pixels._scale_python]
    if pixels._scale is not pixels._scale_python:
        kernels.append(pixels._scale)  # the viper kernel, under MicroPython
    frame = bytearray(range(255)) + bytearray(b"\xff\xff\xff")  # every value, 86 LEDs
    wire = bytearray(len(frame))
    for brightness in (0, 1, 2, 63, 64, 100, 127, 128, 200, 254, 255):
        scale = (brightness * 65536 + 254) // 255
        want = bytearray(v * brightness // 255 for v in frame)
        for kernel in kernels:
            total = kernel(frame, wire, len(frame), scale, 0, 1, 2)
            assert wire == want, (kernel, brightness)
            assert total == sum(want)


def test_all_white_at_full_brightness_stays_within_the_current_limit():
    machine, pixels = board_and_pixels(150, brightness=255, limit_ma=2000)
    pixels.fill(255, 255, 255)
    pixels.show()
    colours = shown(machine)
    assert estimated_ma(colours) <= 2000
    assert estimated_ma(colours) > 1950  # limited, not blacked out
    assert all(colour == colours[0] for colour in colours)  # white stays white
    assert pixels.last_ma <= 2000


def test_the_current_limit_keeps_each_colours_proportions():
    machine, pixels = board_and_pixels(60, limit_ma=500)
    for led in range(60):
        pixels.frame[3 * led : 3 * led + 3] = bytes((255, 128, 0) if led % 2 else (0, 200, 100))
    pixels.show()
    colours = shown(machine)
    assert estimated_ma(colours) <= 500
    for led, (r, g, b) in enumerate(colours):
        if led % 2:  # 255 : 128 : 0, within a step of rounding down
            assert b == 0 and abs(r * 128 / 255 - g) <= 1, (r, g, b)
        else:  # 0 : 200 : 100
            assert r == 0 and abs(g / 2 - b) <= 1, (r, g, b)


def test_the_limit_applies_on_top_of_brightness_and_only_when_needed():
    machine, pixels = board_and_pixels(10, brightness=128, limit_ma=300)
    pixels.fill(255, 255, 255)
    pixels.show()  # at 128: 10 + 30 * 128 * 20 / 255 = 311 mA, over
    assert estimated_ma(shown(machine)) <= 300
    pixels.limit_ma = 400  # now 311 mA fits: brightness alone decides
    pixels.show()
    assert shown(machine) == [(128, 128, 128)] * 10
    pixels.limit_ma = 0  # no limit
    pixels.brightness = 255
    pixels.show()
    assert shown(machine) == [(255, 255, 255)] * 10


def test_a_limit_below_the_idle_draw_leaves_the_leds_dark():
    machine, pixels = board_and_pixels(100, limit_ma=90)
    pixels.fill(255, 0, 0)
    pixels.show()
    assert shown(machine) == [(0, 0, 0)] * 100
    assert pixels.last_ma == 100  # the idle draw is all that is left


def test_last_ma_is_the_estimated_current_of_what_was_sent():
    machine, pixels = board_and_pixels(4, ma_per_channel=30, idle_ma_per_led=2)
    pixels.frame[:] = bytes((255, 0, 0, 0, 255, 0, 0, 0, 255, 51, 51, 51))
    pixels.show()
    exact = estimated_ma(shown(machine), 30, 2)
    assert pixels.last_ma == 8 + 3 * 30 + 18 == exact


def test_show_makes_one_hardware_write_and_leaves_the_frame_as_drawn():
    machine, pixels = board_and_pixels(3, brightness=10)
    pixels.fill(200, 100, 0)
    before = bytes(pixels.frame)
    pixels.show()
    assert machine.WIRE.sent(PIN) == 1
    pixels.show()
    assert machine.WIRE.sent(PIN) == 2
    assert bytes(pixels.frame) == before
    assert len(pixels.frame) == 9


def test_bad_settings_raise_value_error():
    sim.install()
    from hal.pixels import Pixels

    raises(ValueError, Pixels, PIN, 3, order="RGBW")
    raises(ValueError, Pixels, PIN, 3, order="RRB")
    raises(ValueError, Pixels, PIN, 0)
    raises(ValueError, Pixels, PIN, 3, brightness=256)
    raises(ValueError, Pixels, PIN, 3, limit_ma=-1)
    raises(ValueError, Pixels, PIN, 3, backend="arduino")
    pixels = Pixels(PIN, 3)
    raises(ValueError, setattr, pixels, "brightness", -1)
    raises(ValueError, setattr, pixels, "brightness", 0.5)
    raises(ValueError, setattr, pixels, "limit_ma", 1 << 30)


def test_a_chain_right_at_the_drivers_current_reckoning_limit_is_taken_and_one_more_is_not():
    from hal.pixels import MAX_WHITE_MA

    count = MAX_WHITE_MA // 60  # LEDs at 20 mA a channel: 60 mA each at full white
    limit = count + 400  # 1 mA a LED dark, and 400 for colour
    machine, pixels = board_and_pixels(count, limit_ma=limit)
    pixels.frame[0:30] = bytes([255] * 30)  # ten LEDs white: 600 mA wanted
    pixels.show()
    assert limit - 60 < pixels.last_ma <= limit
    from hal.pixels import Pixels

    raises(ValueError, Pixels, PIN, count + 1, ma_per_channel=20)
