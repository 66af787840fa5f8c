"""The table firmware on the simulated Pico, for the simulator: boot it from a config, press
and release seat buttons on their GPIOs, move virtual time, read the LEDs back from the bytes
the chain received and the serial log line by line.

Everything here goes through the pins: machine.press/release for the buttons, the WS2812
bytes on NEOPIXEL_PIN for the LEDs, the USB serial capture for the log. The one look inside
the app is the private view (table/private.py), the interface a seat's front end renders.
"""

import importlib.util
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
SIM = ROOT / "host_tools" / "sim"

TICK_MS = 5  # virtual time between two passes of the table's main loop
PRESS_MS = 60  # a short press
GAP_MS = 40  # the table runs this long after a button is let go
LONG_MARGIN_MS = 200  # a hold lasts the buttons' long_press_ms and this much more

# The table's own pacing (table/app.py) and a fast one for headless runs and tests.
PACING = {
    "table": {},
    "fast": {"bot_ms": 20, "chance_ms": 5, "roll_ms": 60, "walk_ms": 40, "lamp_ms": 50},
}


def install():
    """Puts the simulated board (host_tools/sim: machine, neopixel, ...) and firmware/ first
    on sys.path, as a Pico's own modules would be; returns the simulated `machine`."""
    for folder in (str(FIRMWARE), str(SIM)):  # SIM ends up first: its neopixel, not Adafruit's
        while folder in sys.path:
            sys.path.remove(folder)
        sys.path.insert(0, folder)
    import machine

    return machine


def load_config(path=None):
    """The config module the table boots from: firmware/config.py, or a maker's copy at
    `path`, loaded as it is (a bad field is the table's to report: LED error pattern, log)."""
    install()
    if path is None:
        import config

        return config
    spec = importlib.util.spec_from_file_location("midway_sim_config", Path(path))
    if spec is None or spec.loader is None:
        raise FileNotFoundError("no config at %s" % path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Event(dict):
    """One serial log line, parsed: {"ev": ..., "text": ..., ...}."""


class SimTable:
    """The firmware booted on a fresh simulated Pico, stepped in virtual time."""

    def __init__(self, config=None, seed=1, pacing="table", on_line=None):
        self.machine = install()
        import fakefs

        from hal.buttons import Button
        from host_tools import led_map

        self.config = config if config is not None else load_config()
        self.seed = seed
        self.pacing = PACING[pacing] if isinstance(pacing, str) else dict(pacing)
        self.hold_ms = Button.long_press_ms + LONG_MARGIN_MS
        self.on_line = on_line  # called with every serial line as it is written
        self.board = led_map.board_size()
        self.machine.WIRE.keep = 1  # only the latest frame matters: the LEDs hold it
        self.fs = fakefs.FakeFlash()  # the Pico's flash, where the game is saved
        self.counts = {}  # events seen, by kind
        self.last = {}  # the latest event of each kind
        self.lines_seen = 0
        self.resets = 0
        self.boot()

    # ---- power and time ----------------------------------------------------------------------

    def boot(self):
        """Start the firmware as main.py does, on this board and flash."""
        from table import boot

        self.app = boot.build(self.config, seed=self.seed, fs=self.fs, board=self.board)
        for name, value in self.pacing.items():
            setattr(self.app, name, value)
        self._read_serial()  # what it logged while booting (boot, select or resume)

    def now(self):
        return self.machine.VIRTUAL_CLOCK.now_ms

    def tick(self):
        """One pass of the table's main loop (table/boot.run), then TICK_MS of virtual time."""
        from table import boot

        try:
            boot.run(self.app, steps=1, idle_ms=TICK_MS)
        except self.machine.SimulatedReset as reset:
            # The watchdog (or the firmware) reset the board: boot again, as a Pico does.
            self.resets += 1
            self._read_serial()
            self._note('{"ev": "sim", "text": "the board reset (%s) and boots again"}' % reset)
            self.boot()
        self._read_serial()

    def run(self, ms):
        for _ in range(max(1, ms // TICK_MS)):
            self.tick()

    # ---- buttons -------------------------------------------------------------------------------

    def pin(self, seat, confirm):
        """The GPIO of seat `seat`'s step (confirm False) or confirm button."""
        return self.config.SEAT_BUTTONS[seat][1 if confirm else 0]

    def seats(self):
        return len(self.config.SEAT_BUTTONS)

    def press(self, seat, confirm):
        self.machine.press(self.pin(seat, confirm))

    def release(self, seat, confirm):
        self.machine.release(self.pin(seat, confirm))

    # ---- LEDs ----------------------------------------------------------------------------------

    def frames_sent(self):
        return self.machine.WIRE.sent(self.config.NEOPIXEL_PIN)

    def colours(self):
        """What each LED of the chain shows now, (r, g, b), decoded from the wire's bytes; all
        dark before the first frame."""
        import ws2812

        data = self.machine.WIRE.last(self.config.NEOPIXEL_PIN)
        count = self.config.LED_COUNT if isinstance(self.config.LED_COUNT, int) else 0
        if data is None:
            return [(0, 0, 0)] * count
        return ws2812.decode(data, self.config.COLOUR_ORDER)

    # ---- the serial log ----------------------------------------------------------------------

    def _read_serial(self):
        serial = self.machine.SERIAL
        if serial.lines:
            for line in serial.take():
                self._note(line)

    def _note(self, line):
        self.lines_seen += 1
        try:
            event = Event(json.loads(line))
        except ValueError:
            event = Event(ev="text", text=line)
        ev = event.get("ev", "?")
        self.counts[ev] = self.counts.get(ev, 0) + 1
        self.last[ev] = event
        if self.on_line is not None:
            self.on_line(line, event)

    def seen(self, ev):
        return self.counts.get(ev, 0) > 0

    # ---- the private view (what one seat alone may see) ----------------------------------------

    def private_lines(self, seat):
        from table import private

        return private.lines(self.app, seat)

    def deciding_seat(self):
        """The seat with a decision open, or -1."""
        for seat in range(self.seats()):
            if self.prompt(seat) is not None:
                return seat
        return -1

    def prompt(self, seat):
        """(highlighted, choices, label) when seat `seat` has a decision to make, else None."""
        from table import private

        return private.prompt(self.app, seat)
