"""The seat screens at the wire: micropython-lib's ssd1306 driver (the pinned copy in lib/)
over the simulated machine.I2C, a TCA9548A and SSD1306s decoded from the bytes on the bus
into what each panel shows, never read from the driver's buffer."""

from support import sim
from support.expect import raises

# framebuf's "A" as a player sees it at the top left: 8x8, '#' lit
GLYPH_A = (
    "...##...",
    "..####..",
    ".##..##.",
    ".######.",
    ".##..##.",
    ".##..##.",
    ".##..##.",
    "........",
)
MUX = 0x70
SCREEN = 0x3C
NOP = b"\x80\xe3"  # one command (0x80: Co=1, D/C#=0): the SSD1306's no-operation


def wired(channels=(0, 1, 2, 3, 4, 5), freq=400000):
    machine = sim.install()
    screens = machine.attach_screens(channels)
    bus = machine.I2C(0, scl=machine.Pin(21), sda=machine.Pin(20), freq=freq)
    return machine, screens, bus


def select(bus, channel):
    bus.writeto(MUX, bytes((1 << channel,)))


def lit_count(screen):
    return sum(line.count("#") for line in screen.lines())


def test_the_drivers_text_and_show_put_the_glyph_at_the_top_left_of_the_panel():
    import ssd1306

    _, screens, bus = wired()
    select(bus, 0)
    driver = ssd1306.SSD1306_I2C(128, 64, bus, SCREEN)
    driver.text("A", 0, 0)
    driver.show()
    lines = screens[0].lines()
    assert tuple(line[:8] for line in lines[:8]) == GLYPH_A
    assert all(line[8:] == "." * 120 for line in lines[:8])
    assert all(line == "." * 128 for line in lines[8:])


def test_a_glyph_drawn_lower_right_shows_there_on_the_panel():
    import ssd1306

    _, screens, bus = wired()
    select(bus, 0)
    driver = ssd1306.SSD1306_I2C(128, 64, bus, SCREEN)
    driver.text("A", 120, 56)
    driver.show()
    lines = screens[0].lines()
    assert tuple(line[120:] for line in lines[56:]) == GLYPH_A
    assert lit_count(screens[0]) == sum(row.count("#") for row in GLYPH_A)


def test_a_write_to_channel_2s_screen_leaves_channel_1s_picture_as_it_was():
    import ssd1306

    _, screens, bus = wired()
    select(bus, 1)
    driver = ssd1306.SSD1306_I2C(128, 64, bus, SCREEN)
    driver.text("A", 0, 0)
    driver.show()
    before = screens[1].lines()
    select(bus, 2)
    driver.init_display()
    driver.fill(0)
    driver.text("Seat 2's hand", 0, 8)
    driver.show()
    assert screens[1].lines() == before
    assert screens[2].lines() != before
    assert lit_count(screens[2]) > 0
    assert lit_count(screens[0]) == 0  # never initialised: dark


def test_a_screen_not_initialised_stays_dark_though_data_reaches_it():
    _, screens, bus = wired()
    select(bus, 3)
    bus.writeto(SCREEN, b"\x40" + b"\xff" * 128)
    assert lit_count(screens[3]) == 0
    assert screens[3].ram[:128] == b"\xff" * 128


def test_an_address_nothing_answers_raises_oserror():
    machine, _, bus = wired()
    raises(OSError, bus.writeto, 0x3D, NOP)
    # the screens answer only through the multiplexer, and only on a channel it connects
    raises(OSError, bus.writeto, SCREEN, NOP)
    select(bus, 6)  # no screen on channel 6
    raises(OSError, bus.writeto, SCREEN, NOP)
    select(bus, 5)
    bus.writeto(SCREEN, NOP)
    bare = machine.I2C(1, scl=machine.Pin(3), sda=machine.Pin(2))  # nothing wired to I2C1
    raises(OSError, bare.writeto, MUX, b"\x01")


def test_the_scan_finds_the_multiplexer_and_the_screen_of_the_channel_selected():
    _, _, bus = wired()
    assert bus.scan() == [MUX]
    select(bus, 4)
    assert bus.scan() == [SCREEN, MUX]


def test_i2c_refuses_pins_of_the_other_block_or_no_block():
    machine = sim.install()
    Pin = machine.Pin
    err = raises(ValueError, machine.I2C, 0, scl=Pin(21), sda=Pin(2))
    assert "SDA" in str(err)
    err = raises(ValueError, machine.I2C, 1, scl=Pin(21), sda=Pin(2))
    assert "SCL" in str(err)
    raises(ValueError, machine.I2C, 2)
    raises(ValueError, machine.I2C, 0, scl=Pin(21), sda=Pin(20), freq=2000000)


def test_a_page_takes_its_bytes_time_on_the_wire_at_the_bus_clock():
    # one page: the channel byte, the window (0x00 then six command bytes), the data
    # (0x40 and 128 bytes): 3 transactions of 1, 7 and 129 bytes, 9 clocks a byte with the
    # address byte, plus a start and a stop each: 1266 clocks
    clocks = (2 + 9 * 2) + (2 + 9 * 8) + (2 + 9 * 130)
    for freq in (400000, 1000000):
        machine, _, bus = wired(freq=freq)
        start_us, start_ms = machine.i2c_bus_us(), machine.VIRTUAL_CLOCK.now_ms
        for _ in range(100):
            select(bus, 0)
            bus.writeto(SCREEN, b"\x00\x21\x00\x7f\x22\x00\x00")
            bus.writevto(SCREEN, (b"\x40", bytes(128)))
        spent = machine.i2c_bus_us() - start_us
        assert abs(spent - 100 * clocks * 1000000 // freq) <= 3, (freq, spent)
        assert machine.VIRTUAL_CLOCK.now_ms - start_ms == spent // 1000


def test_a_power_cut_leaves_the_screens_dark_and_blank():
    import ssd1306

    machine, screens, bus = wired()
    select(bus, 0)
    driver = ssd1306.SSD1306_I2C(128, 64, bus, SCREEN)
    driver.text("A", 0, 0)
    driver.show()
    machine.power_cycle()
    assert lit_count(screens[0]) == 0
    assert screens[0].ram == bytearray(1024)
    raises(OSError, bus.writeto, SCREEN, NOP)  # the multiplexer forgot its channel
