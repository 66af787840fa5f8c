"""The simulated Pico itself (host_tools/virtual_board): pins and pulls, the WS2812 wire and its
decoder, MicroPython's neopixel, so the hal tests can trust what they read back."""

from support import sim
from support.expect import raises


def test_pulls_decide_the_level_of_an_undriven_input():
    machine = sim.install()
    Pin = machine.Pin
    assert Pin(2, Pin.IN, Pin.PULL_UP).value() == 1
    assert Pin(3, Pin.IN, Pin.PULL_DOWN).value() == 0
    assert Pin(4, Pin.IN).value() == 0  # floating reads low: a forgotten pull-up shows


def test_an_outside_level_wins_over_the_pull_until_let_go():
    machine = sim.install()
    pin = machine.Pin(5, machine.Pin.IN, machine.Pin.PULL_UP)
    machine.press(5)
    assert pin() == 0 and pin.value() == 0
    machine.release(5)
    assert pin() == 1
    pin.drive(0)
    assert pin() == 0
    raises(ValueError, machine.drive, 5, 2)


def test_pin_objects_for_one_gpio_share_its_state():
    machine = sim.install()
    Pin = machine.Pin
    out = Pin(6, Pin.OUT, value=1)
    assert Pin(6)() == 1
    out.off()
    assert Pin(6)() == 0
    out.toggle()
    assert Pin(6).value() == 1
    assert Pin("GP6")() == 1
    raises(ValueError, Pin, 30)
    raises(ValueError, Pin, 2, 7)


def test_pin_interrupts_fire_on_the_edges_asked_for():
    machine = sim.install()
    Pin = machine.Pin
    seen = []
    pin = Pin(7, Pin.IN, Pin.PULL_UP)
    pin.irq(lambda p: seen.append(p.value()), Pin.IRQ_FALLING)
    machine.press(7)
    machine.release(7)
    machine.press(7)
    assert seen == [0, 0]


def test_bitstream_records_each_frame_per_pin_as_a_chain_receives_it():
    machine = sim.install()
    pin = machine.Pin(16, machine.Pin.OUT)
    other = machine.Pin(17, machine.Pin.OUT)
    machine.bitstream(pin, 0, (400, 850, 800, 450), bytearray(b"\x01\x02\x03"))
    machine.bitstream(other, 0, (400, 850, 800, 450), b"\x09\x09\x09")
    machine.bitstream(pin, 0, (400, 850, 800, 450), b"\x04\x05\x06")
    assert machine.WIRE.frames(16) == [b"\x01\x02\x03", b"\x04\x05\x06"]
    assert machine.WIRE.frames(17) == [b"\x09\x09\x09"]
    assert machine.WIRE.sent(16) == 2 and machine.WIRE.sent(18) == 0
    raises(ValueError, machine.bitstream, pin, 1, (1, 2, 3, 4), b"")


def test_the_recorder_keeps_the_latest_frames_in_order_within_its_bound():
    sim.install()
    import ws2812

    wire = ws2812.Recorder(keep=3)
    for n in range(7):
        wire.record(16, bytes((n, n, n)))
    assert wire.frames(16) == [bytes((4, 4, 4)), bytes((5, 5, 5)), bytes((6, 6, 6))]
    assert wire.sent(16) == 7
    assert wire.colours(16) == [(6, 6, 6)]
    seen = []
    wire.watch(lambda gpio, data: seen.append((gpio, bytes(data))))
    wire.record(16, b"\x07\x08\x09")
    assert seen == [(16, b"\x07\x08\x09")]


def test_the_decoder_reads_each_colour_order():
    sim.install()
    import ws2812

    data = bytes((1, 2, 3, 4, 5, 6))
    assert ws2812.decode(data, "GRB") == [(2, 1, 3), (5, 4, 6)]
    assert ws2812.decode(data, "RGB") == [(1, 2, 3), (4, 5, 6)]
    assert ws2812.decode(data, "BGR") == [(3, 2, 1), (6, 5, 4)]
    assert ws2812.decode(bytes((1, 2, 3, 4)), "GRBW") == [(2, 1, 3, 4)]
    raises(ValueError, ws2812.decode, data[:5], "GRB")
    raises(ValueError, ws2812.decode, data, "RGX")


def test_neopixel_behaves_like_micropythons():
    machine = sim.install()
    import neopixel
    import ws2812

    strip = neopixel.NeoPixel(machine.Pin(16), 3)
    assert len(strip) == 3 and len(strip.buf) == 9
    strip[0] = (255, 0, 0)
    strip[2] = (1, 2, 3)
    assert strip[0] == (255, 0, 0) and strip[2] == (1, 2, 3)
    assert strip.buf[0:3] == bytearray((0, 255, 0))  # its buf is in GRB order
    strip.write()
    assert ws2812.decode(machine.WIRE.last(16)) == [(255, 0, 0), (0, 0, 0), (1, 2, 3)]
    strip.fill((9, 8, 7))
    strip.write()
    assert machine.WIRE.colours(16) == [(9, 8, 7)] * 3
    assert machine.Pin(16).value() == 0  # neopixel made it an output, driven low


def test_each_install_gives_a_fresh_board():
    first = sim.install()
    first.press(3)
    first.VIRTUAL_CLOCK.advance(100)
    first.Pin(16, first.Pin.OUT)
    first.bitstream(first.Pin(16), 0, (1, 2, 3, 4), b"\x01\x02\x03")
    second = sim.install()
    assert second is not first
    assert second.VIRTUAL_CLOCK.now_ms == 0
    assert second.Pin(3, second.Pin.IN, second.Pin.PULL_UP)() == 1
    assert second.WIRE.last(16) is None
    assert second.reset_cause() == second.PWRON_RESET


def test_a_reset_puts_pins_back_to_inputs_but_keeps_outside_levels():
    machine = sim.install()
    Pin = machine.Pin
    Pin(16, Pin.OUT, value=1)
    Pin(2, Pin.IN, Pin.PULL_UP)
    machine.press(2)
    machine.power_cycle()
    assert Pin(16)() == 0  # an input again, no pull
    assert Pin(2)() == 0  # the finger is still on the button
    assert machine.RESETS == ["power"]
