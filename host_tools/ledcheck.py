"""LED check: light a built table's LEDs one at a time through mpremote, to confirm each index.

    python host_tools/ledcheck.py [--port PORT] [--resume] [--group NAME | --range A[-B]]
                                  [--auto [--delay SECONDS]]

It reads the config deployed on the board (so every label matches what the table will
light), then lights each LED alone through the deployed hal.pixels, at the config's
brightness and current limit, and prints what it should be:  "LED 17: space 17 Pirate Ship".
Interactive by default: Enter for the next LED, b to go back, a number to jump to that LED,
q to quit. --auto steps by itself every --delay seconds. --group picks one group (spaces,
owners, months, pips, die, seats), --range a span of indices (17, or 10-20). The LEDs go
dark at the end; reset the board to start Midway again. --port and --resume as in flash.py.
"""

import argparse
import ast
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools import flash, led_map  # noqa: E402
from host_tools.flash import FlashError  # noqa: E402
from host_tools.led_map import ConfigError  # noqa: E402

# Colours by group, packed 0xRRGGBB at full (firmware/table/leds/palette.py's); the board scales
# them by the config's BRIGHTNESS, so a lit LED is as bright as the table will ever make it.
GROUP_COLOURS = {
    "spaces": 0xFFFFFF,  # white
    "owners": 0xFF6000,  # orange
    "months": 0x00C0FF,  # cyan
    "pips": 0xFFC000,  # yellow
    "die": 0xA000FF,  # purple
    "seats": 0x00FF00,  # green
    "unused": 0xFFFFFF,
}
DARK = -1  # a step that lights nothing

# Runs on the board: print the deployed config's plain-data fields.
READ_CONFIG = (
    "import config\n"
    "print('ledcheck-config', repr(dict((k, getattr(config, k)) for k in dir(config)"
    " if k[0] != '_' and type(getattr(config, k)) in (int, str, bool, tuple, list))))\n"
)

# Runs on the board: light each (index, 0xRRGGBB) of STEPS alone through the deployed hal,
# DELAY_MS apart, printing "ledcheck <index>" as each one shows.
LIGHT = """\
import config, time
from hal.pixels import Pixels
p = Pixels(config.NEOPIXEL_PIN, config.LED_COUNT, order=config.COLOUR_ORDER,
           brightness=config.BRIGHTNESS, limit_ma=config.CURRENT_LIMIT_MA,
           ma_per_channel=config.MA_PER_CHANNEL, idle_ma_per_led=config.IDLE_MA_PER_LED)
f = p.frame
n = 0
for i, c in STEPS:
    if n and DELAY_MS:
        time.sleep_ms(DELAY_MS)
    n += 1
    p.fill(0, 0, 0)
    if i >= 0:
        f[3 * i] = c >> 16
        f[3 * i + 1] = (c >> 8) & 255
        f[3 * i + 2] = c & 255
    p.show()
    print('ledcheck', i)
"""


def light_script(steps, delay_ms=0):
    """The board script that lights `steps`, [(index or DARK, 0xRRGGBB)], one at a time."""
    values = tuple((index, colour) for index, colour in steps)
    return "STEPS = %r\nDELAY_MS = %d\n%s" % (values, delay_ms, LIGHT)


def connection(port=None, resume=False):
    """The mpremote command that reaches the board, as flash.py reaches it."""
    return (
        [flash.mpremote()] + (["connect", port] if port else []) + (["resume"] if resume else [])
    )


def run_on_board(script, port=None, resume=False, timeout=60):
    """Run `script` on the board with mpremote exec; returns its output."""
    command = connection(port, resume) + ["exec", script]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise FlashError(flash.explain("could not enter raw repl (no answer)", port))
    output = done.stdout + done.stderr
    if done.returncode != 0 or "Traceback" in output:
        raise FlashError(_explain(output, port))
    return done.stdout


def _explain(output, port):
    if "ImportError" in output and ("config" in output or "hal" in output):
        return "no Midway firmware on the board: run `make flash` first\n" + output.strip()
    if "Traceback" in output:
        return "the board failed running the LED check:\n" + output.strip()
    return flash.explain(output, port)


def board_config(port=None, resume=False):
    """The config deployed on the board, validated as the table validates it at boot."""
    for line in run_on_board(READ_CONFIG, port, resume).splitlines():
        if line.startswith("ledcheck-config "):
            fields = ast.literal_eval(line.split(" ", 1)[1])
            return led_map.validate(SimpleNamespace(**fields))
    raise FlashError("the board did not report its config")


def plan(config, group=None, span=None):
    """The LEDs to check, in chain order: all, one group, or indices first..last."""
    leds = led_map.leds(config)
    if group is not None:
        leds = [led for led in leds if led.group == group]
    if span is not None:
        first, last = span
        leds = [led for led in leds if first <= led.index <= last]
    return leds


def line_for(led):
    return "LED %d: %s" % (led.index, led.label)


def run_auto(leds, delay=0.5, port=None, resume=False, out=print):
    """Light every LED of `leds` in turn on the board, then go dark: one mpremote exec,
    printing each LED's line as the board shows it."""
    steps = [(led.index, GROUP_COLOURS[led.group]) for led in leds] + [(DARK, 0)]
    by_index = {led.index: led for led in leds}
    command = connection(port, resume) + ["exec", light_script(steps, int(delay * 1000))]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    seen = []
    shown = 0
    assert process.stdout is not None
    for text in process.stdout:
        seen.append(text)
        if text.startswith("ledcheck "):
            index = int(text.split()[1])
            if index != DARK:
                shown += 1
                out(line_for(by_index[index]))
    code = process.wait()
    output = "".join(seen)
    if code != 0 or "Traceback" in output or shown != len(leds):
        raise FlashError(_explain(output, port))
    return shown


def run_interactive(leds, port=None, resume=False, out=print, ask=input):
    """Light one LED at a time, waiting for the maker: Enter next, b back, a number to jump
    there, q quit. Returns the indices lit, in order."""
    lit = []
    at = 0
    by_index = {led.index: n for n, led in enumerate(leds)}
    while 0 <= at < len(leds):
        led = leds[at]
        run_on_board(light_script([(led.index, GROUP_COLOURS[led.group])]), port, resume)
        lit.append(led.index)
        out(line_for(led))
        try:
            answer = ask("  [Enter] next, b back, number: jump, q quit > ").strip().lower()
        except EOFError:
            answer = "q"
        if answer == "q":
            break
        if answer == "b":
            at = max(0, at - 1)
        elif answer.isdigit():
            if int(answer) in by_index:
                at = by_index[int(answer)]
            else:
                out("  LED %s is not in this check" % answer)
        else:
            at += 1
    run_on_board(light_script([(DARK, 0)]), port, resume)
    return lit


def parse_span(text):
    """'17' -> (17, 17); '10-20' -> (10, 20)."""
    first, dash, last = text.partition("-")
    try:
        span = (int(first), int(last if dash else first))
    except ValueError:
        raise argparse.ArgumentTypeError("a range is N or FIRST-LAST, not %r" % text)
    if span[0] > span[1]:
        raise argparse.ArgumentTypeError("the range %r runs backwards" % text)
    return span


def main(argv=None, out=print, ask=input):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", default=None)
    parser.add_argument("--resume", action="store_true")
    choose = parser.add_mutually_exclusive_group()
    choose.add_argument("--group", choices=led_map.GROUPS)
    choose.add_argument("--range", dest="span", type=parse_span, metavar="A[-B]")
    parser.add_argument("--auto", action="store_true", help="step by itself")
    parser.add_argument("--delay", type=float, default=0.5, help="seconds per LED (--auto)")
    args = parser.parse_args(argv)
    port = args.port or None
    try:
        flash.probe(port, args.resume)
        config = board_config(port, args.resume)
        leds = plan(config, args.group, args.span)
        if not leds:
            out(
                "no LED to check: the chain has %d LEDs (0-%d)"
                % (config.LED_COUNT, config.LED_COUNT - 1)
            )
            return 1
        out(
            "checking %d LEDs of %d; colour order %s"
            % (len(leds), config.LED_COUNT, config.COLOUR_ORDER)
        )
        if args.auto:
            run_auto(leds, args.delay, port, args.resume, out)
        else:
            run_interactive(leds, port, args.resume, out, ask)
    except FlashError as err:
        print("ledcheck: %s" % err, file=sys.stderr)
        return 1
    except ConfigError as err:
        print("ledcheck: the board's config.py: %s" % err, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    out("done: the LEDs are dark; reset the board (or unplug and replug) to start Midway")
    return 0


if __name__ == "__main__":
    sys.exit(main())
