"""The table firmware on the simulated Pico, for the simulator: the simulated board and the
firmware put on CPython's import path, a config loaded from a maker's file, and the table
booted on them (host_tools/virtual_board/simtable.py, which the tests and the bench drive too).
"""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
SIM = ROOT / "host_tools" / "virtual_board"


def install():
    """Puts the simulated board (host_tools/virtual_board: machine, neopixel, ...) and firmware/
    first on sys.path, as a Pico's own modules would be, and the seat screens' driver (lib/)
    and CPython's stand-ins for framebuf and micropython last; returns the simulated
    `machine`."""
    for folder in (str(FIRMWARE), str(SIM)):  # SIM ends up first: its neopixel, not Adafruit's
        while folder in sys.path:
            sys.path.remove(folder)
        sys.path.insert(0, folder)
    from host_tools import micropython_lib

    micropython_lib.put_on_cpython_path()
    import machine

    return machine


def load_config(path=None):
    """The config module the table boots from: firmware/config.py, or a maker's copy at
    `path`, loaded as it is (a bad field is the table's to report: LED error pattern, log).
    A file that does not import is the table's to report too, as main.py's boot does: its
    problem (config_check.load's) goes to the table in place of the config."""
    install()
    if path is None:
        import config

        return config
    spec = importlib.util.spec_from_file_location("midway_sim_config", Path(path))
    if spec is None or spec.loader is None:
        raise FileNotFoundError("no config at %s" % path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as err:  # noqa: BLE001 - whatever a maker's file raises
        from table import config_check

        return config_check.Unloaded(config_check.import_problem(Path(path).name, err))
    return module


def boot_table(config=None, seed=1, pacing="table", on_line=None):
    """The firmware booted on the simulated Pico (host_tools/virtual_board/simtable.py's SimTable)
    from `config` (default: firmware/config.py), run as main.py runs it: an error in a game is
    logged and the game abandoned, a watchdog reset boots it again. The seat screens the
    config asks for are wired on the simulated I2C bus first (wire_screens). on_line(line,
    event) is called with every serial line as it is written."""
    install()
    import fakefs
    import simtable

    from host_tools import led_map

    config = config if config is not None else load_config()
    wire_screens(config)
    return simtable.SimTable(
        config,
        seed=seed,
        fs=fakefs.FakeFlash(),  # the Pico's flash, where the game is saved
        pacing=pacing,
        board=led_map.board_size(),
        main_loop=True,
        on_line=on_line,
    )


def with_screens(config, count):
    """`config` with `count` seat screens, on multiplexer channels 0..count-1 (--screens):
    a copy of its fields with SEAT_SCREENS replaced. A config that did not import stays
    as it is, for the table to report."""
    if not hasattr(config, "SEAT_BUTTONS"):
        return config
    copy = _Config()
    for name in dir(config):
        if name.isupper():
            setattr(copy, name, getattr(config, name))
    copy.SEAT_SCREENS = tuple(range(count))
    return copy


class _Config:
    """A config's fields, copied (with_screens)."""


def seat_screens(table):
    """{seat (from 0): its screen on the simulated I2C bus} for the screens the table's
    config gives its seats (wire_screens put them there); each an ssd1306_wire.Controller
    (.lines(): the picture as the panel shows it). Empty for a table without them."""
    wiring = _screen_wiring(table.config)
    if wiring is None:
        return {}
    channels, mux, address, bus = wiring
    wired = table.machine.I2C_DEVICES.get(bus)
    if wired is None:
        return {}
    out = {}
    for seat, channel in enumerate(channels):
        if channel is None:
            continue
        found = wired.devices if mux is None else wired.channels[channel]
        if address in found:
            out[seat] = found[address]
    return out


def wire_screens(config):
    """Puts the seat screens `config` asks for on the simulated board's I2C bus (a TCA9548A
    and an SSD1306 on each channel of SEAT_SCREENS), as a maker wires them before power-up;
    whatever an earlier table had there is taken off first. Fields the config check would
    refuse wire nothing: the table boots and reports them."""
    machine = install()
    wiring = _screen_wiring(config)
    bus = getattr(config, "SCREEN_I2C", 0)
    if bus in (0, 1):
        machine.I2C_DEVICES.pop(bus, None)
    if wiring is not None:
        channels, mux, address, bus = wiring
        used = sorted({channel for channel in channels if channel is not None})
        machine.attach_screens(channels=used, mux=mux, address=address, bus=bus)


def _screen_wiring(config):
    """(SEAT_SCREENS, the mux's address or None, the screens' address, the I2C block) from
    `config`, or None when it has no screens or fields the config check would refuse."""
    channels = getattr(config, "SEAT_SCREENS", ())
    mux = getattr(config, "SCREEN_MUX_ADDRESS", 0x70)
    address = getattr(config, "SCREEN_ADDRESS", 0x3C)
    bus = getattr(config, "SCREEN_I2C", 0)
    if not isinstance(channels, (tuple, list)) or bus not in (0, 1):
        return None
    if not all(c is None or (isinstance(c, int) and 0 <= c <= 7) for c in channels):
        return None
    used = [channel for channel in channels if channel is not None]
    if not used or not isinstance(address, int) or not (mux is None or isinstance(mux, int)):
        return None
    if mux is None and len(used) > 1:
        return None
    return tuple(channels), mux, address, bus
