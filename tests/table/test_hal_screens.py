"""hal.screens on the simulated Pico: six seat screens behind a TCA9548A, what each panel
shows decoded from the bytes on the bus (host_tools/virtual_board/ssd1306_wire.py), a screen
that does not answer left out with its reason, and the bus time a page costs."""

from support import sim
from support.expect import raises

SIX = (0, 1, 2, 3, 4, 5)
BLANK = "." * 128


def table_screens(wired=SIX, channels=SIX, freq=400000, mux=0x70):
    machine = sim.install()
    panels = machine.attach_screens(wired, mux=mux)
    from hal.screens import Screens

    screens = Screens(0, 20, 21, freq, mux, 0x3C, channels)
    return machine, panels, screens


def drawn(screens, text="", lit=0):
    """The shared page made `text` in framebuf's font on `lit` (0 dark, 1 every pixel lit),
    as a row of the table's is made there before it is sent."""
    import framebuf

    page = framebuf.FrameBuffer(screens.page, 128, 8, framebuf.MONO_VLSB)
    page.fill(lit)
    page.text(text, 0, 0, 1 - lit)


def rows_lit(panel):
    """The pixel rows (0-63) with anything lit on the panel."""
    return [y for y, line in enumerate(panel.lines()) if line != BLANK]


def test_every_screen_answers_and_starts_blank_and_lit():
    _, panels, screens = table_screens()
    assert screens.seats == SIX
    assert screens.missing == []
    for channel in SIX:
        assert panels[channel].lit()
        assert rows_lit(panels[channel]) == []


def test_send_puts_exactly_that_page_on_that_seats_screen_and_nothing_on_the_others():
    _, panels, screens = table_screens()
    drawn(screens, "Seat 3")
    assert screens.send(2, 2)  # page 2: pixel rows 16-23
    assert rows_lit(panels[2]) == [16, 17, 18, 19, 20, 21, 22]  # the glyphs' 7 lit rows
    assert panels[2].lines()[16].startswith(screens_line_of("Seat 3"))
    for channel in SIX:
        if channel != 2:
            assert rows_lit(panels[channel]) == [], channel


def screens_line_of(text):
    """What framebuf's text draws on its top row, as a panel line's start."""
    import framebuf

    buffer = bytearray(8 * len(text))
    picture = framebuf.FrameBuffer(buffer, 8 * len(text), 8, framebuf.MONO_VLSB)
    picture.text(text, 0, 0, 1)
    return "".join("#" if picture.pixel(x, 0) else "." for x in range(8 * len(text)))


def test_seat_twos_screen_never_shows_what_was_sent_to_seat_one():
    _, panels, screens = table_screens()
    drawn(screens, "hand 1")
    screens.send(0, 0)
    seat_one = panels[0].lines()
    drawn(screens, "hand 2")
    screens.send(1, 0)
    assert panels[0].lines() == seat_one
    assert panels[1].lines() != seat_one
    assert panels[1].lines()[0].startswith(screens_line_of("hand 2"))


def test_seat_4s_missing_screen_is_named_and_the_other_seats_screens_work():
    _, panels, screens = table_screens(wired=(0, 1, 2, 4, 5))
    assert screens.seats == (0, 1, 2, 4, 5)
    assert screens.missing == [(3, "does not answer (channel 3)")]
    assert not screens.send(3, 0)
    drawn(screens, lit=1)
    assert screens.send(4, 7)
    assert rows_lit(panels[4]) == list(range(56, 64))


def test_seats_without_a_channel_have_no_screen_and_are_not_missing():
    _, panels, screens = table_screens(channels=(None, 1, None, 3))
    assert screens.seats == (1, 3)
    assert screens.missing == []
    assert not screens.send(0, 0)
    assert not screens.send(4, 0)  # beyond SEAT_SCREENS: no screen either
    assert not panels[0].lit()  # wired, but not this table's: never initialised


def test_no_multiplexer_answering_leaves_every_seat_without_its_screen():
    machine = sim.install()
    from hal.screens import Screens

    screens = Screens(0, 20, 21, 400000, 0x70, 0x3C, SIX)
    assert screens.seats == ()
    reason = "cannot be reached: no multiplexer answers at 0x70"
    assert screens.missing == [(seat, reason) for seat in SIX]
    assert not screens.send(0, 0)
    assert not screens.clear(0)
    assert machine.I2C_DEVICES == {}


def test_one_screen_without_a_multiplexer():
    _, panels, screens = table_screens(wired=(), channels=(None, 0), mux=None)
    assert screens.seats == (1,)
    drawn(screens, "A")
    assert screens.send(1, 0)
    assert panels[None].lines()[0].startswith("...##...")


def test_a_screen_that_stops_answering_is_moved_to_missing_and_the_rest_carry_on():
    machine, panels, screens = table_screens()
    del machine.I2C_DEVICES[0].channels[2][0x3C]  # its cable pulled mid-game
    drawn(screens, lit=1)
    assert not screens.send(2, 0)
    assert screens.seats == (0, 1, 3, 4, 5)
    assert screens.missing == [(2, "stopped answering (channel 2)")]
    assert not screens.send(2, 0)  # not tried again
    assert screens.send(3, 0)
    assert rows_lit(panels[3]) == list(range(8))


def test_clear_blanks_the_seats_screen():
    _, panels, screens = table_screens()
    drawn(screens, lit=1)
    for page in range(8):
        screens.send(5, page)
    assert len(rows_lit(panels[5])) == 64
    assert screens.clear(5)
    assert rows_lit(panels[5]) == []


def test_the_driver_and_its_frame_buffer_are_let_go_once_the_screens_are_up():
    import sys

    _, _, screens = table_screens()
    assert "ssd1306" not in sys.modules and "hal.screens_up" not in sys.modules
    assert not [name for name in dir(screens) if "driver" in name]
    assert len(screens.page) == 128  # the one page every screen is drawn through


def test_a_page_that_is_not_0_to_7_is_refused():
    _, _, screens = table_screens()
    raises(ValueError, screens.send, 0, 8)
    raises(ValueError, screens.send, 0, -1)


def test_a_page_costs_its_bytes_on_the_wire_the_multiplexer_byte_only_on_a_change():
    # a page: the channel byte (1 byte), the window (7), the data (0x40 and 128): with the
    # address byte of each, 9 clocks a byte, and a start and a stop: 1266 clocks
    for freq, with_select, without in ((400000, 3165, 3115), (1000000, 1266, 1246)):
        machine, _, screens = table_screens(freq=freq)
        start = machine.i2c_bus_us()
        screens.send(0, 0)  # the last screen initialised was seat 5's: a channel change
        assert machine.i2c_bus_us() - start == with_select, freq
        start = machine.i2c_bus_us()
        screens.send(0, 1)
        assert machine.i2c_bus_us() - start == without, freq


def test_circuitpython_has_no_seat_screens():
    from hal import circuitpython

    err = raises(OSError, circuitpython.i2c, 0, 20, 21, 400000)
    assert "MicroPython" in str(err)
