"""firmware/main.py boots the table on the (simulated) Pico: the shipped config, the real
hal, the watchdog running, and the loop stepping the table until the board resets."""

import importlib
import sys

from support import sim


class _Stop(Exception):
    pass


def test_main_boots_the_shipped_config_and_runs_the_table_loop(monkeypatch):
    machine = sim.install()
    sim.reboot_firmware()
    from hal import clock

    slept = []

    def sleep_ms(ms):
        slept.append(ms)
        machine.VIRTUAL_CLOCK.advance(ms)
        if len(slept) == 400:  # two virtual seconds: then pull the plug
            raise _Stop()

    monkeypatch.setattr(clock, "sleep_ms", sleep_ms)
    try:
        importlib.import_module("main")
    except _Stop:
        pass
    finally:
        sys.modules.pop("main", None)
    lines = machine.SERIAL.take()
    assert '"ev": "boot"' in lines[0]
    assert any('"ev": "select"' in line for line in lines)
    assert machine.WIRE.sent(16) > 10  # frames went out on the config's pin
    assert machine.VIRTUAL_CLOCK.alarm_at() is not None  # the watchdog is running, fed
    sim.uninstall()
