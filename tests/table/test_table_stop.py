"""Ctrl-C on a running table, what mpremote sends before `make flash` and `make ledcheck` do
their job: App.run stops the table for good, the LEDs dark, the watchdog off (through
its register: rp2's machine.WDT cannot stop it) and a "stopped" line, and returns to the REPL.
However long the host tool then takes, no reset comes."""

import gc
import json

from support import sim, table_config

ISOLATE = True  # a fresh simulated Pico per test: on the VM a second one would not fit the heap


def _running_table(machine=None, **config):
    """The shipped config on the simulated Pico (a fresh one unless given), past its lamp test,
    the watchdog running."""
    machine = machine or sim.install()
    sim.reboot_firmware()
    import fakefs

    from table import boot

    app = boot.build(table_config.make(**config), fs=fakefs.FakeFlash())
    app.run(steps=600)  # three virtual seconds
    return machine, app, boot


def _lit(machine, app):
    return [rgb for rgb in machine.WIRE.colours(app.config.NEOPIXEL_PIN) if rgb != (0, 0, 0)]


def _events(machine, ev):
    found = []
    for line in machine.SERIAL.lines:
        event = json.loads(line)
        if event["ev"] == ev:
            found.append(event)
    return found


def test_ctrl_c_stops_the_table_dark_with_its_watchdog_off_and_returns_to_the_repl():
    machine, app, boot = _running_table()
    assert machine.watchdog_running() and _lit(machine, app)
    machine.interrupt()
    app.run()  # forever, but for the Ctrl-C: it returns
    assert _lit(machine, app) == []
    stopped = _events(machine, "stopped")
    assert len(stopped) == 1 and stopped[0]["watchdog"] == "off", stopped
    assert "reset the board" in stopped[0]["text"]
    assert not machine.watchdog_running()
    machine.VIRTUAL_CLOCK.advance(10 * 60 * 1000)  # ten minutes of flashing, far past 8 s
    assert machine.RESETS == []


def test_without_the_stop_the_watchdog_would_reset_the_board_under_the_host_tool():
    machine, app, boot = _running_table()
    app.step(machine.VIRTUAL_CLOCK.ticks_ms())  # fed just now
    stopped = False
    try:
        machine.VIRTUAL_CLOCK.advance(app.config.WATCHDOG_MS + 1)
    except machine.SimulatedReset as reset:
        stopped = reset.kind == "watchdog"
    assert stopped  # what the stop in App.run is there for


def test_a_table_without_a_watchdog_stops_the_same_way():
    machine, app, boot = _running_table(WATCHDOG_MS=0)
    machine.interrupt()
    app.run()
    assert _lit(machine, app) == []
    assert _events(machine, "stopped")[0]["watchdog"] == "off"
    machine.VIRTUAL_CLOCK.advance(60_000)
    assert machine.RESETS == []


def test_after_a_reset_the_stopped_table_starts_again():
    machine, app, boot = _running_table()
    machine.interrupt()
    app.run()
    try:
        machine.reset()
    except machine.SimulatedReset:
        pass
    del app, boot  # gone with the reset: the VM's heap holds one table, as a Pico's does
    gc.collect()
    machine, app, boot = _running_table(machine)  # the same board, booted again
    assert machine.watchdog_running() and _lit(machine, app)
    assert machine.RESETS == ["reset"]
