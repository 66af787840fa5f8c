"""make soak's emulated-Pico part: the table's demo on the official rp2 firmware, every game in
turn in one power-on (bots at every seat, the table's own pacing), until each has reached
GAME OVER ROUNDS times; any fault, boot error, traceback or reset fails it.

    python -m host_tools.rp2emu.soak [--rounds 1] [--serial-out PATH]

Hours of wall time: the emulator runs the bots' thinking at 0.2-1 emulated s a wall second.
"""

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from host_tools import build, flash
from host_tools.rp2emu import pico

SEATS = ((2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12, 13))  # the shipped config's
BAD = ("fault", "boot_error", "config_error", "save_error", "set_aside")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--serial-out", type=Path, default=None)
    args = parser.parse_args(argv)
    out = args.serial_out.open("w") if args.serial_out else None
    with tempfile.TemporaryDirectory(prefix="midway-soak-") as folder:
        build.build(Path(folder) / "build")
        files = flash.plan(Path(folder) / "build", flash.CONFIG)
        gpios = [gpio for seat in SEATS for gpio in seat]
        started = time.monotonic()
        with pico.Pico(files, led_gpio=16, pulled_up=gpios, trace=out and out.write) as chip:
            chip.wait_for('"ev": "select"', 5000)
            chip.press(SEATS[0][1], 1000, 300)  # confirm held at the select: the demo
            overs = 0
            seen = 0
            while overs < 4 * args.rounds:
                chip.run(10000)
                lines = chip.log[seen:].split("\n")[:-1]
                seen += sum(len(line) + 1 for line in lines)
                for text in lines:
                    if text.startswith("{") and '"ev":"state"' not in text:
                        line = json.loads(text.rstrip("\r"))
                        if line["ev"] in BAD:
                            print("soak: %s" % text, file=sys.stderr)
                            return 1
                        if line["ev"] in ("over", "demo", "start"):
                            print(
                                "%7.0f s emulated, %5.0f s wall: %s"
                                % (chip.last.t_ms / 1000, time.monotonic() - started, text)
                            )
                        overs += line["ev"] == "over"
                if "Traceback" in chip.log or chip.last.raw.get("power_on", 1) > 1:
                    print("soak: the table failed:\n%s" % chip.log[-3000:], file=sys.stderr)
                    return 1
    print("soak: %d games to GAME OVER on the emulated Pico, no fault" % overs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
