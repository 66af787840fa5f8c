"""firmware/main.py boots the table on the (simulated) Pico: the shipped config, the real
hal, the watchdog running, and the loop stepping the table until the board resets."""

import importlib
import sys

from support import sim


class _Stop(Exception):
    pass


def test_main_boots_the_shipped_config_and_runs_the_table_loop(monkeypatch):
    machine, lines = _boot_main_for(monkeypatch, 400)  # two virtual seconds, then the plug
    assert '"ev": "boot"' in lines[0]
    assert any('"ev": "select"' in line for line in lines)
    assert machine.WIRE.sent(16) > 10  # frames went out on the config's pin
    assert machine.VIRTUAL_CLOCK.alarm_at() is not None  # the watchdog is running, fed
    sim.uninstall()


def test_a_firmware_with_midway_frozen_in_runs_its_frozen_modules_first(monkeypatch):
    # MicroPython's path is ['', '.frozen', '/lib']: a `make flash` after the frozen firmware
    # would otherwise load the filesystem's .mpy files, code and names, into the heap
    monkeypatch.setattr(sys, "path", ["", ".frozen", "/lib"] + sys.path)
    _boot_main_for(monkeypatch, 10)
    assert sys.path[0] == ".frozen" and sys.path.count(".frozen") == 1
    assert sys.path.index("") < sys.path.index("/lib")  # the rest in their order
    sim.uninstall()


def _boot_main_for(monkeypatch, steps):
    """Run firmware/main.py on the simulated Pico for `steps` turns of its loop; its lines."""
    machine = sim.install()
    sim.reboot_firmware()
    from hal import clock

    slept = []

    def sleep_ms(ms):
        slept.append(ms)
        machine.VIRTUAL_CLOCK.advance(ms)
        if len(slept) == steps:
            raise _Stop()

    monkeypatch.setattr(clock, "sleep_ms", sleep_ms)
    try:
        importlib.import_module("main")
    except _Stop:
        pass
    finally:
        sys.modules.pop("main", None)
    return machine, machine.SERIAL.take()


def test_a_config_py_that_does_not_import_shows_the_error_pattern_and_its_line(
    monkeypatch, tmp_path
):
    import json

    (tmp_path / "config.py").write_text("LED_COUNT = 122\nNEOPIXEL_PIN = GP16\n")
    monkeypatch.syspath_prepend(str(tmp_path))  # where main.py's import finds it first
    machine, lines = _boot_main_for(monkeypatch, 400)
    events = [json.loads(line) for line in lines]
    errors = [e for e in events if e["ev"] == "config_error"]
    assert [e["field"] for e in errors] == ["config.py"]
    assert errors[0]["text"].startswith("config.py: line 2: NameError"), errors
    import ws2812

    from support.config_errors import SHIPPED_PIN, is_error_pattern

    assert is_error_pattern(ws2812.decode(machine.WIRE.last(SHIPPED_PIN)))
    assert machine.VIRTUAL_CLOCK.alarm_at() is None  # no watchdog: the table never resets
    sys.modules.pop("config", None)
    sim.uninstall()


def test_code_py_shows_a_config_py_that_does_not_import_as_the_error_pattern(
    monkeypatch, tmp_path, capsys
):
    import runpy

    ws2812 = sim.install_circuitpython()
    sim.reboot_firmware()
    (tmp_path / "config.py").write_text("LED_COUNT = 122\nBRIGHTNESS = (64\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    from hal import clock

    now = [0]

    def sleep_ms(ms):
        now[0] += ms
        if now[0] >= 1000:
            raise _Stop()

    monkeypatch.setattr(clock, "ticks_ms", lambda: now[0])
    monkeypatch.setattr(clock, "sleep_ms", sleep_ms)
    code_py = sim.SIM.rsplit("/", 2)[0] + "/firmware/code.py"
    try:
        runpy.run_path(code_py, run_name="__main__")
    except _Stop:
        pass
    lines = capsys.readouterr().out.splitlines()
    errors = [line for line in lines if '"ev": "config_error"' in line]
    assert len(errors) == 1 and '"field": "config.py"' in errors[0], lines
    assert "config.py: line " in errors[0] and "SyntaxError" in errors[0]
    from support.config_errors import SHIPPED_PIN, is_error_pattern

    assert is_error_pattern(ws2812.decode(ws2812.WIRE.last(SHIPPED_PIN)))
    sys.modules.pop("config", None)
    sim.uninstall()


def test_a_ctrl_c_while_the_table_starts_stops_the_watchdog_it_started(monkeypatch):
    machine = sim.install()
    sim.reboot_firmware()
    from hal import watchdog

    real = watchdog.Watchdog

    class CtrlCRightAfter(real):
        """The watchdog starts, and mpremote's Ctrl-C arrives in the very next bytecode."""

        def __init__(self, timeout_ms):
            real.__init__(self, timeout_ms)
            assert machine.watchdog_running()
            raise KeyboardInterrupt

    monkeypatch.setattr(watchdog, "Watchdog", CtrlCRightAfter)
    interrupted = False
    try:
        importlib.import_module("main")
    except KeyboardInterrupt:
        interrupted = True  # the REPL is the host tool's
    finally:
        sys.modules.pop("main", None)
    assert interrupted and not machine.watchdog_running()
    machine.VIRTUAL_CLOCK.advance(60000)  # a minute of the host tool's work: no reset
    sim.uninstall()
