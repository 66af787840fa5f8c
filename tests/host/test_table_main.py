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


def _boot_main_for(monkeypatch, steps, before=None):
    """Run firmware/main.py on the simulated Pico for `steps` turns of its loop; its lines.
    before(): called once the firmware's modules are dropped, just before main.py runs."""
    machine = sim.install()
    sim.reboot_firmware()
    if before is not None:
        before()
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

        def __init__(self, timeout_ms, *backends):
            real.__init__(self, timeout_ms, *backends)
            assert machine.watchdog_running()
            raise KeyboardInterrupt

    monkeypatch.setattr(watchdog, "Watchdog", CtrlCRightAfter)
    try:
        importlib.import_module("main")  # main.py ends: the REPL is the host tool's
    finally:
        sys.modules.pop("main", None)
    assert not machine.watchdog_running()
    stopped = [e for e in _events(machine.SERIAL.take()) if e["ev"] == "stopped"]
    assert stopped and stopped[0]["watchdog"] == "off"
    machine.VIRTUAL_CLOCK.advance(60000)  # a minute of the host tool's work: no reset
    sim.uninstall()


def _events(lines):
    import json

    return [json.loads(line) for line in lines if line.startswith("{")]


def test_a_type_error_inside_the_config_check_at_boot_shows_the_error_pattern_and_a_line(
    monkeypatch,
):
    # the rp2 port's TypeError from bytes.index(int) in the board data, as the issue found it
    class RefusedBoard:
        @property
        def SPACES(self):  # noqa: N802 - the data module's name
            raise TypeError("can't convert 'int' object to str implicitly")

    def refuse():
        monkeypatch.setitem(sys.modules, "engines.tycoon_data", RefusedBoard())

    machine, lines = _boot_main_for(monkeypatch, 400, refuse)
    errors = [e for e in _events(lines) if e["ev"] == "boot_error"]
    assert len(errors) == 1, lines
    assert errors[0]["text"].startswith("the table could not start: TypeError: can't convert")
    assert "test_table_main.py, line" in errors[0]["text"]  # where it was raised
    import ws2812

    from support.config_errors import SHIPPED_PIN, is_error_pattern

    assert is_error_pattern(ws2812.decode(machine.WIRE.last(SHIPPED_PIN)))
    assert machine.VIRTUAL_CLOCK.alarm_at() is None  # no watchdog: no reset loop
    sim.uninstall()


def test_a_table_whose_own_code_does_not_import_still_blinks_the_error_pattern_and_says_why(
    monkeypatch,
):
    def leave_out():
        import table

        monkeypatch.setitem(sys.modules, "table.boot", None)  # a file a partial copy left out
        monkeypatch.delattr(table, "boot", raising=False)

    machine, lines = _boot_main_for(monkeypatch, 8, leave_out)
    errors = [e for e in _events(lines) if e["ev"] == "boot_error"]
    assert len(errors) == 1 and "could not start" in errors[0]["text"], lines
    assert "table.boot" in errors[0]["text"]
    import ws2812

    from support.config_errors import SHIPPED_PIN, is_error_pattern

    assert is_error_pattern(ws2812.decode(machine.WIRE.last(SHIPPED_PIN)))
    assert not machine.watchdog_running()
    sim.uninstall()


def test_a_config_py_that_calls_sys_exit_is_a_config_error_not_the_end_of_main(
    monkeypatch, tmp_path
):
    (tmp_path / "config.py").write_text("LED_COUNT = 122\nimport sys\nsys.exit()\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    machine, lines = _boot_main_for(monkeypatch, 400)
    errors = [e for e in _events(lines) if e["ev"] == "config_error"]
    assert [e["field"] for e in errors] == ["config.py"], lines
    assert errors[0]["text"].startswith("config.py: line 3: SystemExit"), errors
    import ws2812

    from support.config_errors import SHIPPED_PIN, is_error_pattern

    assert is_error_pattern(ws2812.decode(machine.WIRE.last(SHIPPED_PIN)))
    sys.modules.pop("config", None)
    sim.uninstall()


def test_a_pico_w_whose_radio_fails_boots_to_the_game_select_without_phones(monkeypatch, tmp_path):
    import types

    shipped = (sim.ROOT + "/firmware/config.py").replace("tests/support/../../", "")
    with open(shipped) as f:
        text = f.read()
    (tmp_path / "config.py").write_text(text + '\nWIFI_MODE = "ap"\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    network = types.ModuleType("network")
    network.AP_IF, network.STA_IF = 1, 0  # type: ignore[attr-defined]

    def dead(interface):
        raise OSError(-1, "CYW43 did not answer")

    network.WLAN = dead  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "network", network)
    machine, lines = _boot_main_for(monkeypatch, 3000)  # 15 s: past the watchdog's 8
    events = _events(lines)
    web = [e for e in events if e["ev"] == "web"]
    assert len(web) == 1 and "Wi-Fi did not start (OSError" in web[0]["text"], web
    assert any(e["ev"] == "select" for e in events)
    assert machine.RESETS == [] and machine.VIRTUAL_CLOCK.alarm_at() is not None  # fed
    sys.modules.pop("config", None)
    sim.uninstall()
