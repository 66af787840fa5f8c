"""The LED check, end to end with no board: build, deploy with flash.py through the real
mpremote to a MicroPython unix REPL on a pseudo-terminal whose folder holds the simulated Pico
(host_tools/sim), run the LED check through mpremote, then read back what the simulated
chain received and decode it."""

import shutil
from pathlib import Path

import pytest

from host_tools import flash, led_map, ledcheck
from host_tools.sim import ws2812
from support.pty_board import PtyBoard

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "firmware" / "config.py"
SIM = ROOT / "host_tools" / "sim"

READ_WIRE = (
    "import machine, binascii\n"
    "for f in machine.WIRE.frames(%d):\n"
    " print('frame', binascii.hexlify(f).decode())\n"
)


def simulated_pico(folder):
    """A folder a MicroPython unix REPL boots in as a Pico: `import machine` and `import
    neopixel` find the simulated ones (and their helpers) there."""
    folder.mkdir()
    for module in SIM.glob("*.py"):
        shutil.copy(module, folder)
    return folder


@pytest.fixture(scope="module")
def table(tmp_path_factory, firmware_build):
    """A PtyBoard with Midway deployed by flash.py; yields its port."""
    tmp = tmp_path_factory.mktemp("ledcheck")
    folder = simulated_pico(tmp / "board")
    with PtyBoard(folder) as pico:
        flash.flash(
            port=pico.port,
            resume=True,
            build=firmware_build,
            config=CONFIG,
            out=lambda line: None,
            timeout=120,
        )
        # The unix port cannot run the armv6m machine code of the viper twin built for the
        # Pico; without it hal.pixels takes its Python path, as on a port without viper.
        (folder / "hal" / "pixels_viper.mpy").unlink(missing_ok=True)
        yield pico.port


def fresh_wire(port):
    """Forget the frames so far and keep every frame from now on."""
    ledcheck.run_on_board(
        "import machine\nmachine.WIRE.clear()\nmachine.WIRE.keep = None\n", port, True
    )


def frames_sent(port, config):
    output = ledcheck.run_on_board(READ_WIRE % config.NEOPIXEL_PIN, port, True)
    return [
        ws2812.decode(bytes.fromhex(line.split()[1]), config.COLOUR_ORDER)
        for line in output.splitlines()
        if line.startswith("frame ")
    ]


def scaled(colour, brightness):
    """A packed 0xRRGGBB as the chain shows it at `brightness`: (r, g, b)."""
    channels = (colour >> 16, (colour >> 8) & 255, colour & 255)
    return tuple((channel * brightness) // 255 for channel in channels)


def assert_alone(frame, index, colour):
    lit = [i for i, rgb in enumerate(frame) if rgb != (0, 0, 0)]
    assert lit == [index], "LED %d alone should be lit, not %r" % (index, lit)
    assert frame[index] == colour


def test_plan_names_every_led_of_the_chain():
    config = led_map.load_config(CONFIG)
    leds = ledcheck.plan(config)
    assert [led.index for led in leds] == list(range(config.LED_COUNT))
    assert ledcheck.line_for(leds[config.SPACE_LEDS[41]]) == (
        "LED %d: space 41 Ferris Wheel" % config.SPACE_LEDS[41]
    )
    assert ledcheck.line_for(leds[config.DIE_LED]) == "LED %d: colour die" % config.DIE_LED
    assert ledcheck.line_for(leds[config.SEAT_LEDS[0]]).endswith(": seat 1 red")
    owners = ledcheck.plan(config, group="owners")
    assert [led.index for led in owners] == sorted(config.OWNER_LEDS)
    assert owners[0].label == "owner 0 Merry-Go-Round"
    assert [led.index for led in ledcheck.plan(config, span=(10, 12))] == [10, 11, 12]


def test_range_option_reads_one_index_or_a_span():
    assert ledcheck.parse_span("17") == (17, 17)
    assert ledcheck.parse_span("10-20") == (10, 20)
    for bad in ("20-10", "x", "3-"):
        try:
            span = ledcheck.parse_span(bad)
        except Exception:
            continue
        raise AssertionError("%r should not parse (got %r)" % (bad, span))


def test_ledcheck_auto_lights_each_led_alone_in_chain_order(table, capsys):
    config = led_map.load_config(CONFIG)
    fresh_wire(table)
    assert ledcheck.main(["--port", table, "--resume", "--auto", "--delay", "0"]) == 0
    printed = capsys.readouterr().out.splitlines()
    frames = frames_sent(table, config)
    leds = led_map.leds(config)
    assert len(frames) == config.LED_COUNT + 1  # one frame per LED, then dark
    for step, led in enumerate(leds):
        colour = scaled(ledcheck.GROUP_COLOURS[led.group], config.BRIGHTNESS)
        assert_alone(frames[step], led.index, colour)
        assert ledcheck.line_for(led) in printed
    assert all(rgb == (0, 0, 0) for rgb in frames[-1])
    assert printed.index("LED 17: space 17 Pirate Ship") < printed.index(
        "LED 18: space 18 Path 11"
    )


def test_ledcheck_checks_one_group_in_its_colour(table, capsys):
    config = led_map.load_config(CONFIG)
    fresh_wire(table)
    assert (
        ledcheck.main(["--port", table, "--resume", "--auto", "--delay", "0", "--group", "pips"])
        == 0
    )
    frames = frames_sent(table, config)
    assert len(frames) == len(config.PIP_LEDS) + 1
    yellow = scaled(ledcheck.GROUP_COLOURS["pips"], config.BRIGHTNESS)
    for step, index in enumerate(sorted(config.PIP_LEDS)):
        assert_alone(frames[step], index, yellow)
    assert "LED %d: pip 3 centre" % config.PIP_LEDS[3] in capsys.readouterr().out


def test_ledcheck_interactive_goes_next_back_and_quits(table, capsys):
    config = led_map.load_config(CONFIG)
    fresh_wire(table)
    answers = iter(["", "b", "", "7", "q"])
    assert (
        ledcheck.main(["--port", table, "--resume", "--range", "5-7"], ask=lambda _: next(answers))
        == 0
    )
    frames = frames_sent(table, config)
    white = scaled(ledcheck.GROUP_COLOURS["spaces"], config.BRIGHTNESS)
    lit = [5, 6, 5, 6, 7]
    assert len(frames) == len(lit) + 1
    for frame, index in zip(frames, lit, strict=False):
        assert_alone(frame, index, white)
    assert all(rgb == (0, 0, 0) for rgb in frames[-1])
    out = capsys.readouterr().out
    assert out.count("LED 6: space 6 Merry-Go-Round") == 2


def test_ledcheck_without_a_board_says_so(capsys):
    assert ledcheck.main(["--port", "/dev/ttyNOPE", "--auto"]) == 1
    assert "cannot open /dev/ttyNOPE" in capsys.readouterr().err


def test_ledcheck_on_a_board_without_midway_says_to_flash_first(tmp_path, capsys):
    with PtyBoard(simulated_pico(tmp_path / "board")) as pico:
        assert ledcheck.main(["--port", pico.port, "--resume", "--auto"]) == 1
    assert "run `make flash` first" in capsys.readouterr().err


def test_ledcheck_names_the_bad_field_of_the_boards_config(tmp_path, capsys):
    folder = simulated_pico(tmp_path / "board")
    (folder / "config.py").write_text(
        CONFIG.read_text() + "\nSEAT_LEDS = (PIP_LEDS[0],) + SEAT_LEDS[1:]\n"
    )
    with PtyBoard(folder) as pico:
        assert ledcheck.main(["--port", pico.port, "--resume", "--auto"]) == 1
    err = capsys.readouterr().err
    assert "the board's config.py: SEAT_LEDS[0]: LED 108 is already used by PIP_LEDS[0]" in err
