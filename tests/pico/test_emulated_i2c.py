"""The emulated Pico's I2C bus (host_tools/rp2emu): a TCA9548A and SSD1306 screens on the
official RPI_PICO firmware's machine.I2C, as a table's screens are wired. No table: the bare
firmware's REPL, so the bus is looked at by itself."""

import pytest

from host_tools import micropython_lib
from host_tools.rp2emu import pico

SCREENS = (0, 1, 2, 4, 5)  # channel 3 has no screen

BUS = """
from machine import I2C, Pin
i2c = I2C(%d, sda=Pin(%d), scl=Pin(%d), freq=%d)
"""


@pytest.fixture(scope="module")
def chip():
    driver = (micropython_lib.install() / "ssd1306.py", "lib/ssd1306.py")  # mip's place
    with pico.Pico(
        [driver],
        i2c=[pico.Wiring(bus=0, channels=SCREENS), pico.Wiring(bus=1, mux=0x71, channels=(7,))],
    ) as chip:
        chip.run(1500)  # the bare firmware at its REPL
        yield chip


def _ran(chip, code):
    start = len(chip.transactions)
    printed = chip.exec_raw(code)
    return printed, chip.transactions[start:]


def test_a_page_reaches_only_the_screen_of_the_selected_channel(chip):
    code = BUS % (0, 20, 21, 400000) + (
        'i2c.writeto(0x70, b"\\x04")\ni2c.writevto(0x3C, (b"\\x40", bytes(range(128))))\n'
    )
    _, sent = _ran(chip, code)
    assert [(t.address, t.ack, t.data, t.channels) for t in sent] == [
        (0x70, True, b"\x04", ()),
        (0x3C, True, b"\x40" + bytes(range(128)), (2,)),
    ]


def test_the_drivers_text_shows_on_the_panel_behind_its_channel_and_no_other(chip):
    code = BUS % (0, 20, 21, 400000) + (
        "import ssd1306, time\n"
        'i2c.writeto(0x70, b"\\x02")\n'
        "screen = ssd1306.SSD1306_I2C(128, 64, i2c)\n"
        'screen.text("A", 120, 56, 1)\n'
        "t = time.ticks_us()\n"
        "screen.show()\n"
        "print(time.ticks_diff(time.ticks_us(), t))\n"
    )
    printed, _ = _ran(chip, code)
    lines = chip.screen(1).lines()
    assert [line[120:] for line in lines[56:]] == [
        "...##...",
        "..####..",
        ".##..##.",
        ".######.",
        ".##..##.",
        ".##..##.",
        ".##..##.",
        "........",
    ]  # framebuf's "A", lower right
    assert all("#" not in line for line in lines[:56])  # and nothing else lit
    assert all("#" not in line[:120] for line in lines[56:])
    assert chip.screen(0).lines() == chip.screen(2).lines() == ["." * 128] * 64
    assert 8 * 3.0 < int(printed) / 1000 < 8 * 3.5  # a whole show(): 8 pages at 400 kHz


def test_an_absent_screen_or_address_raises_oserror_on_the_real_firmware(chip):
    code = BUS % (0, 20, 21, 400000) + (
        "for mask, address in ((0x08, 0x3C), (0x01, 0x3D), (0x00, 0x3C)):\n"
        "    i2c.writeto(0x70, bytes((mask,)))\n"
        "    try:\n"
        '        i2c.writeto(address, b"\\x80\\xaf")\n'
        '        print("answered")\n'
        "    except OSError as err:\n"
        '        print("OSError", err.args[0])\n'
    )
    printed, sent = _ran(chip, code)
    assert printed.split() == ["OSError", "5"] * 3  # EIO: the rp2 port's word for a NACK
    assert [t.ack for t in sent if t.address != 0x70] == [False] * 3
    assert all(t.ack for t in sent if t.address == 0x70)


def test_the_second_i2c_block_has_its_own_bus_and_multiplexer(chip):
    code = BUS % (1, 2, 3, 400000)
    code += 'i2c.writeto(0x71, b"\\x80")\ni2c.writeto(0x3C, b"\\x80\\xaf")\n'
    _, sent = _ran(chip, code)
    assert [(t.bus, t.address, t.ack, t.channels) for t in sent] == [
        (1, 0x71, True, ()),
        (1, 0x3C, True, (7,)),
    ]


@pytest.mark.parametrize("hz, most_ms", [(400000, 3.5), (1000000, 1.5)])
def test_a_screen_page_takes_its_bus_time_at_the_clock_set(chip, hz, most_ms):
    # 130 bytes (address, control byte, 128 of pixels) of 9 clocks, at the SCL the block makes
    # of the SDK's counts: below the nominal clock, as on the chip.
    code = BUS % (0, 20, 21, hz) + (
        "import time\n"
        'i2c.writeto(0x70, b"\\x01")\n'
        "page = bytearray(128)\n"
        "head = b'\\x40'\n"
        "t = time.ticks_us()\n"
        "i2c.writevto(0x3C, (head, page))\n"
        "print(time.ticks_diff(time.ticks_us(), t))\n"
    )
    printed, sent = _ran(chip, code)
    wire_ms = sent[-1].end_ms - sent[-1].t_ms
    assert 130 * 9 / hz * 1000 < wire_ms < most_ms
    assert wire_ms < int(printed) / 1000 < wire_ms + 0.2  # the call: the wire and a little
