"""The LED check, end to end with no board: build, deploy with flash.py through the real
mpremote to a MicroPython unix REPL on a pseudo-terminal whose folder holds the simulated Pico
(host_tools/virtual_board), run the LED check through mpremote, then read back what the simulated
chain received and decode it."""

from pathlib import Path

import pytest

from host_tools import led_map, ledcheck
from host_tools.virtual_board import ws2812
from support.pty_board import PtyBoard, deployed_pico, left_alone, simulated_pico

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "firmware" / "config.py"

READ_WIRE = (
    "import machine, binascii\n"
    "for f in machine.WIRE.frames(%d):\n"
    " print('frame', binascii.hexlify(f).decode())\n"
)


@pytest.fixture(scope="module")
def table(tmp_path_factory, firmware_build):
    """A PtyBoard with Midway deployed by flash.py; yields its port."""
    folder = deployed_pico(tmp_path_factory.mktemp("ledcheck") / "board", firmware_build, CONFIG)
    with PtyBoard(folder) as pico:
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
    assert "owner 0 Merry-Go-Round" in [led.label for led in owners]
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
    assert printed.index(ledcheck.line_for(leds[17])) < printed.index(ledcheck.line_for(leds[18]))


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
    leds = led_map.leds(config)
    lit = [5, 6, 5, 6, 7]
    assert len(frames) == len(lit) + 1
    for frame, index in zip(frames, lit, strict=False):
        assert_alone(
            frame, index, scaled(ledcheck.GROUP_COLOURS[leds[index].group], config.BRIGHTNESS)
        )
    assert all(rgb == (0, 0, 0) for rgb in frames[-1])
    out = capsys.readouterr().out
    assert out.count(ledcheck.line_for(leds[6])) == 2


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


def test_ledcheck_on_a_running_table_stops_it_and_no_watchdog_reset_cuts_the_check(
    tmp_path, firmware_build, capsys
):
    config = led_map.load_config(CONFIG)
    folder = deployed_pico(tmp_path / "board", firmware_build, CONFIG)
    with PtyBoard(folder, main="table_main.py") as pico:
        assert pico.wait_for(b'"ev": "select"'), "the table did not start"
        span = ["--range", "0-3", "--delay", "0"]
        assert ledcheck.main(["--port", pico.port, "--resume", "--auto"] + span) == 0
        frames = frames_sent(pico.port, config)
        resets, watchdog_running, log = left_alone(pico.port)
    white = scaled(ledcheck.GROUP_COLOURS["spaces"], config.BRIGHTNESS)
    lit = frames[-5:-1]  # the check's four LEDs, then dark
    for index, frame in enumerate(lit):
        assert_alone(frame, index, white)
    assert all(rgb == (0, 0, 0) for rgb in frames[-1])
    assert ledcheck.line_for(led_map.leds(config)[3]) in capsys.readouterr().out
    assert [event["watchdog"] for event in log if event["ev"] == "stopped"] == ["off"]
    assert resets == [] and not watchdog_running  # ten minutes on, and no reset came
