"""The simulated Pico: the parts of MicroPython's `machine` that the firmware uses, with rp2's
constants and limits (the Pico's facts from the firmware's hal/board_rp2.py), plus test hooks
a real board does not have. Only those parts: every function here is heap the whole-game
tests spend beside the firmware on the VM, so calls the firmware never makes (freq, idle,
lightsleep, unique_id, the irq switches) are left out.

Put host_tools/virtual_board first on sys.path (tests/support/sim.py does) and `import machine`
gets this module, under CPython and under the MicroPython VM alike, so it is written for both.

Test hooks (not in MicroPython's machine):
  VIRTUAL_CLOCK   the board's time (virtual_clock.VirtualClock); hal.clock reads and advances it
  WIRE            what each WS2812 chain received (ws2812.Recorder); decode with ws2812.decode
  SERIAL          the USB serial lines hal.serial wrote (usb_serial.SerialCapture)
  RESETS          every simulated reset so far: "watchdog", "reset", "soft", "power"
  drive(gpio, level), press(gpio), release(gpio)   an outside level on an input
  interrupt()     Ctrl-C on the USB serial: KeyboardInterrupt at the firmware's next pin touch
  watchdog_running()   whether the watchdog is counting (machine.WDT started it, and no write
                  to its CTRL register through mem32 stopped it since)
  SimulatedReset  raised where the board would reset; the harness catches it and boots again
  power_cycle()   what a power cut does to the board (the harness calls it, then boots again)
  I2C_DEVICES     bus id -> what is wired to that I2C block (ssd1306_wire.Bus), none at first
  attach_screens(channels, mux, address, bus)   puts a TCA9548A and an SSD1306 per channel on
                  a bus; returns {channel: ssd1306_wire.Controller} to read the pictures off
  i2c_bus_us()    microseconds the I2C buses have been busy in all (writes advance the clock)
"""

from usb_serial import SerialCapture
from virtual_clock import VirtualClock
from ws2812 import WIRE

# The Pico's facts are the firmware's own (hal/board_rp2.py): firmware/ is on the path
# wherever the simulated board runs it.
from hal.board_rp2 import ATOMIC_CLEAR as _CLEAR
from hal.board_rp2 import GPIO_COUNT as _GPIOS
from hal.board_rp2 import I2C_MAX_HZ as _I2C_MAX_HZ
from hal.board_rp2 import I2C_SCL as _I2C_SCL
from hal.board_rp2 import I2C_SDA as _I2C_SDA
from hal.board_rp2 import LED_GPIO as _LED_GPIO
from hal.board_rp2 import WATCHDOG_CTRL as _CTRLS
from hal.board_rp2 import WATCHDOG_ENABLE as _ENABLE
from hal.board_rp2 import WATCHDOG_MAX_MS as _WDT_MAX_MS

PWRON_RESET = 1  # rp2 reports only these two causes
WDT_RESET = 3

VIRTUAL_CLOCK = VirtualClock()
SERIAL = SerialCapture()
RESETS = []  # type: list[str]

_board = {
    "reset_cause": PWRON_RESET,
    "watchdog_ms": 0,  # 0: not running; machine.WDT cannot stop it, its CTRL register can
    "generation": 0,  # bumped by every reset: objects from before it are dead
    "interrupt": False,  # a Ctrl-C came over USB: KeyboardInterrupt at the next pin touch
}
# Raised as a Pico raises its own, preallocated: a pin read may happen under heap_lock().
_CTRL_C = KeyboardInterrupt()


class SimulatedReset(BaseException):
    """The simulated board reset here (kind: "watchdog", "reset", "soft" or "bootloader").

    A BaseException, so the firmware's own `except Exception` cannot swallow a reset, which on
    a real board nothing survives. Catch it in the test harness, then boot the firmware again.
    """

    def __init__(self, kind):
        super().__init__(kind)
        self.kind = kind


# Every GPIO's state, one byte per GPIO in each array (as the hardware keeps it, and shared
# by every Pin object made for the GPIO): a Pin is then just its number, and a bank of
# buttons on the simulated board costs the heap what it would on a Pico, nearly nothing.
_NOBODY = 0xFF  # in _external: no outside level
_mode = bytearray(_GPIOS)
_pull = bytearray(_GPIOS)  # 0: none, else Pin.PULL_UP or Pin.PULL_DOWN
_out = bytearray(_GPIOS)
_external = bytearray(b"\xff" * _GPIOS)  # a level driven from outside (a button to ground: 0)
_trigger = bytearray(_GPIOS)
# gpio -> (interrupt handler, the Pin that set it), for the GPIOs that have one: the handler
# gets that Pin, as rp2 hands it its one Pin object per GPIO (a hard handler may rely on it)
_handlers = {}  # type: dict


def _power_up(gpio):
    """A GPIO as at power-up: an input, no pull, no interrupt. Outside levels stay."""
    _mode[gpio] = 0  # Pin.IN
    _pull[gpio] = 0
    _out[gpio] = 0
    _trigger[gpio] = 0
    _handlers.pop(gpio, None)


def _level(gpio):
    mode = _mode[gpio]
    if mode == 1 or (mode == 2 and _out[gpio] == 0):  # OUT, or OPEN_DRAIN pulling low
        return _out[gpio]
    external = _external[gpio]
    if external != _NOBODY:
        return external
    # Pulled, or floating: a floating input reads low here, so an active-low button whose
    # pull-up was forgotten reads as held down, loudly, instead of at random.
    return 1 if _pull[gpio] == 1 else 0  # PULL_UP


def _settled(gpio, before):
    """Call the pin's interrupt handler if its level moved from `before` across its trigger.

    (Level changes are written out in place, without closures: reading a pin must not
    allocate, since the firmware polls buttons under micropython.heap_lock() in a test.)"""
    after = _level(gpio)
    handler = _handlers.get(gpio) if _handlers else None
    if handler is not None and before != after:
        edge = Pin.IRQ_RISING if after else Pin.IRQ_FALLING
        if _trigger[gpio] & edge:
            handler[0](handler[1])


def _gpio(pin_id):
    if pin_id == "LED":
        gpio = _LED_GPIO
    elif isinstance(pin_id, str) and pin_id.startswith("GP") and pin_id[2:].isdigit():
        gpio = int(pin_id[2:])
    else:
        gpio = pin_id
    if not isinstance(gpio, int) or not 0 <= gpio < _GPIOS:
        raise ValueError("invalid pin %r: the RP2040 has GP0..GP%d" % (pin_id, _GPIOS - 1))
    return gpio


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    ALT = 3
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id, mode=-1, pull=-1, value=None, alt=-1):
        self.gpio = _gpio(id)
        self.init(mode, pull, value, alt)

    def init(self, mode=-1, pull=-1, value=None, alt=-1):
        """Set what is given; -1 (or value=None) leaves that part as it was."""
        gpio = self.gpio
        if mode not in (-1, Pin.IN, Pin.OUT, Pin.OPEN_DRAIN, Pin.ALT):
            raise ValueError("invalid pin mode %r" % (mode,))
        if pull not in (-1, None, Pin.PULL_UP, Pin.PULL_DOWN):
            raise ValueError("invalid pull %r" % (pull,))
        before = _level(gpio)
        if value is not None:
            _out[gpio] = 1 if value else 0
        if mode != -1:
            _mode[gpio] = mode
        if pull != -1:
            _pull[gpio] = pull or 0
        _settled(gpio, before)

    def value(self, x=None):
        if _board["interrupt"]:
            _interrupted()
        gpio = self.gpio
        if x is None:
            return _level(gpio)
        before = _level(gpio)
        _out[gpio] = 1 if x else 0
        _settled(gpio, before)
        return None

    def __call__(self, x=None):
        return self.value(x)

    def on(self):
        self.value(1)

    def off(self):
        self.value(0)

    high = on
    low = off

    def toggle(self):
        self.value(1 - _out[self.gpio])

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        if handler is None:
            _handlers.pop(self.gpio, None)
        else:
            _handlers[self.gpio] = (handler, self)
        _trigger[self.gpio] = trigger

    def drive(self, level):
        """Test hook: drive this input from outside with 0 or 1; None lets it go again."""
        drive(self.gpio, level)

    def __repr__(self):
        return "Pin(GPIO%d, mode=%s, pull=%s)" % (
            self.gpio,
            ("IN", "OUT", "OPEN_DRAIN", "ALT")[_mode[self.gpio]],
            ("None", "PULL_UP", "PULL_DOWN")[_pull[self.gpio]],
        )


def drive(gpio, level):
    """Test hook: drive input `gpio` from outside with 0 or 1; None: nothing drives it."""
    gpio = _gpio(gpio)
    if level not in (None, 0, 1, False, True):
        raise ValueError("a level is 0, 1 or None, not %r" % (level,))
    before = _level(gpio)
    _external[gpio] = _NOBODY if level is None else int(level)
    _settled(gpio, before)


def press(gpio):
    """Test hook: an active-low button on `gpio` is pressed (it shorts the pin to ground)."""
    drive(gpio, 0)


def release(gpio):
    """Test hook: that button is let go (the pin floats; its pull-up brings it high)."""
    drive(gpio, None)


def interrupt():
    """Test hook: Ctrl-C arrives on the USB serial, as mpremote sends it before it takes the
    board over. Like a Pico, which raises KeyboardInterrupt at the next bytecode, the firmware
    gets it at its next touch of the board: a pin read or write, or a frame to the LEDs."""
    _board["interrupt"] = True


def _interrupted():
    _board["interrupt"] = False
    raise _CTRL_C


def bitstream(pin, encoding, timing, data):
    """Sends `data` out of `pin`: here, recorded in WIRE exactly as a WS2812 chain gets it."""
    if _board["interrupt"]:
        _interrupted()
    if encoding != 0:
        raise ValueError("bitstream encoding %r: only 0 (high-low) exists" % (encoding,))
    if len(timing) != 4:
        raise ValueError("bitstream timing is 4 durations in ns, not %r" % (timing,))
    WIRE.record(pin.gpio, data)


# ---- I2C ------------------------------------------------------------------------------------

I2C_DEVICES = {}  # type: dict
# The buses' time: [microseconds busy in all, microseconds not yet on the clock (under 1 ms),
# the remainder of the last division (in Hz x us)]: small ints, so a write allocates nothing
_i2c_time = [0, 0, 0]
# Test hook: False, a write takes no time on the virtual clock (the bench's heap runs start
# a game at the same moment with screens as without: the press's moment seeds its dealing)
I2C_TAKES_TIME = True
_EIO = 5  # rp2's machine.I2C raises OSError(EIO) when no device acknowledges the address
_DEFAULT_PINS = ((9, 8), (7, 6))  # rp2's default (SCL, SDA) for I2C0 and I2C1


class I2C:
    """rp2's machine.I2C: I2C(id, scl=Pin, sda=Pin, freq=400000), writeto, writevto, scan. A
    write goes to what is wired to the bus (I2C_DEVICES) and takes its time on the wire off
    the virtual clock; an address no device answers raises OSError(EIO), as the rp2 port
    does. Writing allocates nothing."""

    def __init__(self, id, scl=None, sda=None, freq=400000, timeout=50000):
        if id not in (0, 1):
            raise ValueError("I2C(%r) doesn't exist" % (id,))
        default_scl, default_sda = _DEFAULT_PINS[id]
        scl_gpio = default_scl if scl is None else _pin_number(scl)
        sda_gpio = default_sda if sda is None else _pin_number(sda)
        if scl_gpio not in _I2C_SCL[id]:
            raise ValueError("bad SCL pin")
        if sda_gpio not in _I2C_SDA[id]:
            raise ValueError("bad SDA pin")
        if not 0 < freq <= _I2C_MAX_HZ:
            raise ValueError("I2C freq %r: the RP2040's blocks run up to %d" % (freq, _I2C_MAX_HZ))
        self.id = id
        self.scl = scl_gpio
        self.sda = sda_gpio
        self.freq = freq

    def _bus(self, addr):
        if _board["interrupt"]:
            _interrupted()
        bus = I2C_DEVICES.get(self.id)
        if bus is None or not bus.answers(addr):
            raise OSError(_EIO)
        return bus

    def _spend(self, count):
        if not I2C_TAKES_TIME:
            return
        # 9 clocks a byte (8 bits and the acknowledge), the address byte, a start and a stop
        owed = (2 + 9 * (count + 1)) * 1000000 + _i2c_time[2]
        us = owed // self.freq
        _i2c_time[2] = owed - us * self.freq
        _i2c_time[0] += us
        pending = _i2c_time[1] + us
        ms = pending // 1000
        _i2c_time[1] = pending - ms * 1000
        if ms:
            VIRTUAL_CLOCK.advance(ms)
        VIRTUAL_CLOCK.extra_us = _i2c_time[1]

    def writeto(self, addr, buf, stop=True):
        self._bus(addr).write(addr, buf)
        self._spend(len(buf))
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        self._bus(addr).writev(addr, vector)
        count = 0
        for buf in vector:
            count += len(buf)
        self._spend(count)
        return count

    def scan(self):
        bus = I2C_DEVICES.get(self.id)
        return bus.scan() if bus is not None else []


def _pin_number(pin):
    return pin.gpio if isinstance(pin, Pin) else _gpio(pin)


def i2c_bus_us():
    """Test hook: microseconds the I2C buses have spent on writes so far."""
    return _i2c_time[0]


def attach_screens(channels=(0, 1, 2, 3, 4, 5), mux=0x70, address=0x3C, bus=0):
    """Test hook: wire a TCA9548A at `mux` on I2C block `bus` and an SSD1306 at `address` on
    each of its `channels` (mux=None: one SSD1306 on the bus itself, channels ignored).
    Returns {channel: the screen's ssd1306_wire.Controller} ({None: it} without a mux)."""
    import ssd1306_wire

    wired = I2C_DEVICES.get(bus)
    if wired is None:
        wired = I2C_DEVICES[bus] = ssd1306_wire.Bus()
    if mux is None:
        screen = wired.devices[address] = ssd1306_wire.Controller()
        return {None: screen}
    wired.devices[mux] = ssd1306_wire.Mux()
    wired.mux_address = mux
    screens = {}
    for channel in channels:
        screens[channel] = wired.channels[channel][address] = ssd1306_wire.Controller()
    return screens


# ---- Watchdog and resets ----------------------------------------------------------------------


class WDT:
    def __init__(self, id=0, timeout=5000):
        if id != 0:
            raise ValueError("the RP2040 has one watchdog: id 0")
        if not 1 <= timeout <= _WDT_MAX_MS:
            raise ValueError("WDT timeout %r ms: rp2 allows 1..%d" % (timeout, _WDT_MAX_MS))
        self._generation = _board["generation"]
        _board["watchdog_ms"] = timeout
        self.feed()

    def feed(self):
        if self._generation == _board["generation"] and _board["watchdog_ms"]:
            VIRTUAL_CLOCK.set_alarm(VIRTUAL_CLOCK.now_ms + _board["watchdog_ms"], _watchdog_bites)


def watchdog_running():
    """Test hook: whether the watchdog is counting down to a reset."""
    return _board["watchdog_ms"] != 0


def _stop_watchdog():
    _board["watchdog_ms"] = 0
    VIRTUAL_CLOCK.cancel_alarm()


class _Mem32:
    """machine.mem32, for the one register the firmware writes: the watchdog's CTRL (the
    RP2040's, hal/board_rp2.py), plain or through its atomic-clear alias. Clearing its ENABLE
    bit stops the watchdog as on the chip; a later WDT() starts it again. Any other address
    is refused: on a Pico a stray write is a hard fault, or worse, a peripheral changed."""

    _CTRL = dict(_CTRLS)["RP2040"]

    def __getitem__(self, address):
        if address != self._CTRL:
            _unmapped(address)
        return _ENABLE if _board["watchdog_ms"] else 0

    def __setitem__(self, address, value):
        if address == self._CTRL + _CLEAR:
            if value & _ENABLE:
                _stop_watchdog()
        elif address == self._CTRL:
            if not value & _ENABLE:
                _stop_watchdog()
            elif not _board["watchdog_ms"]:
                raise ValueError("the simulated board starts its watchdog through WDT() only")
        else:
            _unmapped(address)


def _unmapped(address):
    raise ValueError("mem32[0x%08x]: the simulated Pico maps only the watchdog's CTRL" % address)


mem32 = _Mem32()


def _watchdog_bites():
    _reset("watchdog", WDT_RESET)
    raise SimulatedReset("watchdog")


def _reset(kind, cause):
    """What a reset does to the board: pins back to inputs, the watchdog stopped, the cause
    latched. Outside levels (a finger on a button) and the LEDs' last frame stay."""
    RESETS.append(kind)
    _board["reset_cause"] = cause
    _board["watchdog_ms"] = 0
    _board["generation"] += 1
    _board["interrupt"] = False
    VIRTUAL_CLOCK.cancel_alarm()
    for gpio in range(_GPIOS):
        _power_up(gpio)


def reset():
    # rp2 resets through the watchdog (watchdog_reboot), so the port then reports WDT_RESET.
    _reset("reset", WDT_RESET)
    raise SimulatedReset("reset")


def soft_reset():
    # A soft reset restarts MicroPython only: the cause and a running watchdog stay as they are.
    RESETS.append("soft")
    _board["generation"] += 1
    raise SimulatedReset("soft")


def bootloader(value=None):
    _reset("bootloader", PWRON_RESET)
    raise SimulatedReset("bootloader")


def power_cycle():
    """Test hook: the power went off and came back (the harness then boots the firmware)."""
    _reset("power", PWRON_RESET)
    for bus in I2C_DEVICES.values():  # the screens and the multiplexer lost power too
        bus.power_cycle()


def reset_cause():
    return _board["reset_cause"]


# The simulated Pico hands itself to hal as its board family (simboard.py): the firmware runs
# on it as on a Pico, with this board's virtual clock and serial capture.
import simboard as _simboard  # noqa: E402

_simboard.plug(VIRTUAL_CLOCK, SERIAL)
