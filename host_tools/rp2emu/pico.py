"""An emulated Raspberry Pi Pico running MicroPython's official rp2 firmware (rp2040js under
node, host_tools/rp2emu/node/pico.mjs), steered from Python in emulated time: boot it with a
LittleFS image of exactly what `make flash` copies, press buttons on their GPIOs, read and
write the USB serial, read back the LED chain's frames from its pin, put a multiplexer and
SSD1306 screens on an I2C bus and read back every transaction, cut the power.

The firmware is the RPI_PICO UF2 of a release in RELEASES, from shared/rp2/ beside the
repository or, on a machine without it, fetched from micropython.org and checked against its
SHA-256; the RP2040's bootrom comes from shared/rp2/ likewise.
"""

import hashlib
import json
import os
import subprocess
import tempfile
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from host_tools import node_packages

ROOT = Path(__file__).resolve().parents[2]
NODE = Path(__file__).resolve().parent / "node"
HOME = ROOT / "build" / "rp2emu"
SHARED = Path(os.environ.get("MIDWAY_SHARED", ROOT.parent / "shared")) / "rp2"

# The official RPI_PICO firmware of every release Midway says it runs on (README), with the
# SHA-256 of the file micropython.org publishes.
RELEASES = {
    (1, 26, 1): (
        "RPI_PICO-20250911-v1.26.1.uf2",
        "fc2a8096e0d999d3caca11b34381854599d68aee3e905d3cccbd5247ca78d07c",
    ),
}
DOWNLOADS = "https://micropython.org/resources/firmware/"
BOOTROM = (
    "rp2040-bootrom-b1.bin",
    "90b31e108faedfa6bbcfcc33ba05dac61e645108cfbbdc385f8dafc71fde44ae",
)

# The RPI_PICO build's filesystem: LittleFS v2 in the last 1,408 KiB of the 2 MiB flash.
FS_OFFSET = 0xA0000
FS_BLOCK = 4096
FS_BLOCKS = 352
CLOCK_MHZ = 125


class EmulatorError(Exception):
    """The emulated Pico could not be had or steered: said so a maker can act on it."""


def install() -> Path:
    """rp2040js, installed into build/rp2emu unless already there (its node_modules)."""
    return node_packages.install(NODE / "package.json", HOME, "the emulated Pico")


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _pinned(name: str, digest: str, url: str | None) -> Path:
    """shared/rp2/NAME, or a copy fetched into build/rp2emu/ once; either must hash to digest."""
    for place in (SHARED / name, HOME / "firmware" / name):
        if place.is_file():
            if _sha256(place.read_bytes()) != digest:
                raise EmulatorError("%s is not the file pinned (SHA-256 %s)" % (place, digest))
            return place
    if url is None:
        raise EmulatorError("no %s in %s, and no place to fetch it from" % (name, SHARED))
    try:
        with urllib.request.urlopen(url, timeout=60) as answer:
            data = answer.read()
    except OSError as err:
        raise EmulatorError("no %s in %s, and %s cannot be fetched: %s" % (name, SHARED, url, err))
    if _sha256(data) != digest:
        raise EmulatorError("%s from %s does not hash to the pinned %s" % (name, url, digest))
    place = HOME / "firmware" / name
    place.parent.mkdir(parents=True, exist_ok=True)
    place.write_bytes(data)
    return place


def firmware(release=(1, 26, 1)) -> Path:
    """The official RPI_PICO UF2 of a release in RELEASES."""
    name, digest = RELEASES[tuple(release)]
    return _pinned(name, digest, DOWNLOADS + name)


def bootrom() -> Path:
    return _pinned(BOOTROM[0], BOOTROM[1], None)


def _littlefs(image: bytes | None = None):
    from littlefs import LittleFS

    fs = LittleFS(
        block_size=FS_BLOCK,
        block_count=FS_BLOCKS,
        read_size=32,
        prog_size=256,
        lookahead_size=32,
        mount=image is None,
    )
    if image is not None:
        fs.context.buffer = bytearray(image)
        fs.mount()
    return fs


def image(files) -> bytes:
    """A LittleFS image of the RPI_PICO build's filesystem holding files: [(source, device
    path)], as host_tools/flash.plan lists what `make flash` copies."""
    fs = _littlefs()
    for source, device in files:
        parts = device.strip("/").split("/")
        if len(parts) > 1:
            fs.makedirs("/".join(parts[:-1]), exist_ok=True)
        with fs.open("/".join(parts), "wb") as out:
            out.write(Path(source).read_bytes())
    return bytes(fs.context.buffer)


def read_files(data: bytes) -> dict:
    """{device path: bytes} of every file in a filesystem image."""
    fs = _littlefs(data)
    found = {}
    for top, _, names in fs.walk("/"):
        for name in names:
            where = (top.rstrip("/") + "/" + name).lstrip("/")
            with fs.open(where, "rb") as source:
                found[where] = source.read()
    return found


@dataclass
class Transaction:
    """One I2C transaction on an emulated bus, start to stop (or restart): its address, whether
    it was answered, the bytes written (or read), its emulated start and end, and the
    multiplexer channels whose screen took it (empty for the multiplexer and absent devices)."""

    bus: int
    address: int
    ack: bool
    read: bool
    data: bytes
    t_ms: float
    end_ms: float
    channels: tuple


@dataclass
class Wiring:
    """Devices on one I2C block: a TCA9548A at `mux` (None: none, one screen straight on the
    bus) and an SSD1306 at `address` behind each of `channels`."""

    bus: int = 0
    mux: int | None = 0x70
    address: int = 0x3C
    channels: tuple = (0, 1, 2, 3, 4, 5)


@dataclass
class Answer:
    """What the emulated Pico did in one step: its USB output, the events (boot, resets, the
    power cut), whether the watchdog runs, and the emulated clock."""

    t_ms: float
    serial: str
    events: list
    watchdog: bool
    cycles: int
    matched: bool = False
    frames: list = field(default_factory=list)
    raw: dict = field(default_factory=dict)
    i2c: list = field(default_factory=list)


class Pico:
    """One emulated Pico. `files` is [(source, device path)] for its filesystem (flash.plan);
    the flash then persists across power cuts and resets for the life of the object.
    `pulled_up` are the GPIOs of active-low buttons (held high unless pressed); `led_gpio`
    the WS2812 chain's pin, whose frames are read back; `i2c` the Wirings of its I2C buses,
    whose transactions are kept (`transactions`) and, for a screen, decoded (`screen`)."""

    def __init__(
        self, files=(), release=(1, 26, 1), led_gpio=None, pulled_up=(), trace=None, i2c=()
    ):
        modules = install()
        self._scratch = tempfile.TemporaryDirectory(prefix="midway-pico-")
        scratch = Path(self._scratch.name)
        flash_image = "-"
        if files:
            flash_image = str(scratch / "fs.bin")
            Path(flash_image).write_bytes(image(files))
        self._process = subprocess.Popen(
            [
                node_packages.node("the emulated Pico"),
                str(NODE / "pico.mjs"),
                str(modules / "rp2040js"),
                str(bootrom()),
                str(firmware(release)),
                flash_image,
                str(FS_OFFSET),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="latin-1",
        )
        self.release = tuple(release)
        self.log = ""  # everything the Pico sent on its USB serial, every power-on
        self.events = []  # every event, every power-on
        self.frames = []  # LED frames read off led_gpio: (t_ms, wire bytes)
        self.trace = trace  # called with each chunk of serial text, if given
        self.led_gpio = led_gpio
        self.transactions = []  # every I2C transaction, every power-on
        self._screens = {}  # (bus, channel): the SSD1306 decoder fed its transactions
        self._powered = 0  # self.transactions[_powered:]: those since the screens' power-on
        for wiring in i2c:
            self._ask(
                {
                    "op": "i2c",
                    "bus": wiring.bus,
                    "mux": wiring.mux,
                    "address": wiring.address,
                    "channels": list(wiring.channels),
                }
            )
        for gpio in pulled_up:  # a button's line reads high from power-on, as its pull-up holds it
            self._ask({"op": "pin", "gpio": gpio, "high": True})
        self.last = self._ask({"op": "boot"})
        if led_gpio is not None:
            self._ask({"op": "leds", "gpio": led_gpio})

    def _ask(self, request) -> Answer:
        process = self._process
        assert process.stdin is not None and process.stdout is not None
        try:
            process.stdin.write(json.dumps(request) + "\n")
            process.stdin.flush()
        except BrokenPipeError:
            pass
        line = process.stdout.readline()
        if not line:
            assert process.stderr is not None
            raise EmulatorError("the emulator ended: %s" % process.stderr.read()[-2000:])
        raw = json.loads(line)
        if "error" in raw:
            raise EmulatorError(raw["error"])
        answer = Answer(
            raw["t_ms"],
            raw["serial"],
            raw["events"],
            raw["watchdog"],
            raw["cycles"],
            raw.get("matched", False),
            [(f["t_ms"], bytes.fromhex(f["hex"])) for f in raw.get("frames", ())],
            raw,
            [
                Transaction(
                    t["bus"],
                    t["address"],
                    t["ack"],
                    t["read"],
                    bytes.fromhex(t["hex"]),
                    t["t_ms"],
                    t["end_ms"],
                    tuple(t["channels"]),
                )
                for t in raw.get("i2c", ())
            ],
        )
        self.transactions += answer.i2c
        for transaction in answer.i2c:
            for channel in transaction.channels:
                screen = self._screens.get((transaction.bus, channel))
                if screen is not None:
                    screen.write(transaction.data)
        self.log += answer.serial
        self.events += answer.events
        if answer.serial and self.trace is not None:
            self.trace(answer.serial)
        self.last = answer
        return answer

    def run(self, ms, until=None) -> Answer:
        """Run ms emulated milliseconds, or until the serial output holds `until`."""
        answer = self._ask({"op": "run", "ms": ms, "until": until})
        if self.led_gpio is not None:
            self.frames += self._ask({"op": "leds"}).frames
        return answer

    def wait_for(self, text, ms) -> str:
        """Run until the serial output (since this call) holds a whole line with text in it
        (the line's end written too, so a reader of whole lines finds it); EmulatorError
        after ms emulated milliseconds without it."""
        start = len(self.log)
        answer = self.run(ms, until=text)
        at = self.log.find(text, start)
        if not answer.matched and at < 0:
            raise EmulatorError(
                "no %r on the serial in %d emulated ms; it said:\n%s"
                % (text, ms, self.log[start:][-3000:])
            )
        for _ in range(100):  # the rest of the line: a few characters, well within 1 s
            if "\n" in self.log[at:]:
                break
            self.run(10)
        return self.log[start:]

    def pin(self, gpio, high):
        self._ask({"op": "pin", "gpio": gpio, "high": bool(high)})

    def press(self, gpio, ms=120, after=150, active_low=True):
        """A button's press: its GPIO pulled to the active level for ms, then let go."""
        self.pin(gpio, not active_low)
        self.run(ms)
        self.pin(gpio, active_low)
        self.run(after)

    def screen(self, channel, bus=0, at_ms=None):
        """The SSD1306 behind multiplexer channel `channel` as the wire has driven it since
        power-on (host_tools/virtual_board/ssd1306_wire.Controller: .pixel(x, y), .lines()),
        or as it stood at emulated time at_ms (this power-on's clock, as Transaction's)."""
        from host_tools.virtual_board.ssd1306_wire import Controller

        key = (bus, channel)
        if at_ms is None and key in self._screens:
            return self._screens[key]
        screen = Controller()
        for transaction in self.transactions[self._powered :]:
            if at_ms is not None and transaction.end_ms > at_ms:
                break
            if transaction.bus == bus and channel in transaction.channels:
                screen.write(transaction.data)
        if at_ms is None:
            self._screens[key] = screen
        return screen

    def send(self, text):
        """Bytes from the host on the USB serial (what mpremote or a terminal would type)."""
        self._ask({"op": "send", "latin1": text})

    def cut_power(self):
        """The power goes and comes back: the flash keeps what was written, the chip boots."""
        self._ask({"op": "cut"})
        self._screens = {}  # their picture goes with the power
        self._powered = len(self.transactions)
        self.last = self._ask({"op": "boot"})

    def exec_raw(self, code, ms=20000) -> str:
        """Run code at the REPL in raw mode (as mpremote does) and return what it printed;
        the table must be stopped (Ctrl-C) or not running."""
        self.send("\r\x03\x03")
        self.run(200)
        self.send("\x01")
        self.wait_for("raw REPL; CTRL-B to exit\r\n>", ms)
        self.send(code + "\x04")
        out = self.wait_for("\x04>", ms)
        self.send("\x02")
        self.run(100)
        body = out.split("OK", 1)[-1]
        printed, _, error = body.partition("\x04")
        if error.strip("\x04>"):
            raise EmulatorError("the Pico raised:\n%s" % error.strip("\x04>"))
        return printed

    def files(self) -> dict:
        """Every file on the Pico's filesystem as the flash holds it now."""
        out = Path(self._scratch.name) / "now.bin"
        self._ask(
            {"op": "flash", "path": str(out), "offset": FS_OFFSET, "size": FS_BLOCK * FS_BLOCKS}
        )
        return read_files(out.read_bytes())

    def close(self):
        if self._process.poll() is None:
            assert self._process.stdin is not None
            self._process.stdin.close()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
        self._scratch.cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
