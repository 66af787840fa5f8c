"""hal.watchdog on the simulated board: an unfed watchdog resets it, in virtual time."""

from support import sim
from support.expect import raises


def test_an_unfed_watchdog_resets_the_simulated_board_at_its_timeout():
    machine = sim.install()
    from hal import clock
    from hal.watchdog import Watchdog

    Watchdog(1000)
    clock.sleep_ms(600)
    reset = raises(machine.SimulatedReset, clock.sleep_ms, 600)
    assert reset.kind == "watchdog"
    assert machine.VIRTUAL_CLOCK.now_ms == 1000  # it bit at its moment, not at the sleep's end
    assert machine.RESETS == ["watchdog"]


def test_a_fed_watchdog_never_resets_the_board():
    machine = sim.install()
    from hal import clock
    from hal.watchdog import Watchdog

    watchdog = Watchdog(1000)
    for _ in range(100):  # 90 s of a loop that feeds every 900 ms
        clock.sleep_ms(900)
        watchdog.feed()
    assert machine.RESETS == []


def test_the_firmware_cannot_swallow_a_reset_with_except_exception():
    machine = sim.install()
    from hal import clock
    from hal.watchdog import Watchdog

    Watchdog(100)

    def hung_loop():
        try:
            clock.sleep_ms(10_000)
        except Exception:  # a table's catch-all must not keep a reset board running
            return "carried on"
        return "slept"

    raises(machine.SimulatedReset, hung_loop)


def test_reset_cause_says_power_then_watchdog():
    machine = sim.install()
    from hal import clock
    from hal.watchdog import Watchdog, reset_cause

    assert reset_cause() == "power"
    Watchdog(50)
    raises(machine.SimulatedReset, clock.sleep_ms, 100)
    assert reset_cause() == "watchdog"
    machine.power_cycle()
    assert reset_cause() == "power"
    assert machine.RESETS == ["watchdog", "power"]


def test_after_a_reset_the_watchdog_is_off_until_the_firmware_starts_it_again():
    machine = sim.install()
    from hal import clock
    from hal.watchdog import Watchdog

    old = Watchdog(50)
    raises(machine.SimulatedReset, clock.sleep_ms, 100)
    old.feed()  # an object from before the reset is dead: it re-arms nothing
    clock.sleep_ms(10_000)
    Watchdog(50)  # the rebooted firmware starts a new one
    raises(machine.SimulatedReset, clock.sleep_ms, 100)
    assert machine.RESETS == ["watchdog", "watchdog"]


def test_timeout_zero_leaves_the_watchdog_off():
    machine = sim.install()
    from hal import clock
    from hal.watchdog import Watchdog

    watchdog = Watchdog(0)
    watchdog.feed()
    clock.sleep_ms(60_000)
    assert machine.RESETS == []


def test_the_rp2_limits_on_the_timeout_are_kept():
    sim.install()
    from hal.watchdog import Watchdog

    raises(ValueError, Watchdog, 8389)  # the RP2040 watchdog's longest is 8388 ms
    raises(ValueError, Watchdog, -1)
    Watchdog(8388)


def test_machine_reset_reboots_the_simulated_board():
    machine = sim.install()
    assert raises(machine.SimulatedReset, machine.reset).kind == "reset"
    assert machine.RESETS == ["reset"]


def test_stop_clears_the_watchdogs_enable_bit_and_no_reset_comes():
    machine = sim.install()
    from hal import clock
    from hal.board_rp2 import WATCHDOG_CTRL, WATCHDOG_ENABLE
    from hal.watchdog import Watchdog

    ctrl = dict(WATCHDOG_CTRL)["RP2040"]
    watchdog = Watchdog(1000)
    assert machine.mem32[ctrl] & WATCHDOG_ENABLE
    assert watchdog.stop()
    assert not machine.mem32[ctrl] & WATCHDOG_ENABLE
    watchdog.feed()  # a feed reloads the count but does not start it again
    clock.sleep_ms(60_000)
    assert machine.RESETS == [] and not machine.watchdog_running()


def test_a_stopped_watchdog_starts_again_with_a_new_one():
    machine = sim.install()
    from hal import clock
    from hal.watchdog import Watchdog

    Watchdog(100).stop()
    clock.sleep_ms(1000)
    Watchdog(100)  # the table booted again
    raises(machine.SimulatedReset, clock.sleep_ms, 200)
    assert machine.RESETS == ["watchdog"]


def test_the_simulated_pico_maps_only_the_watchdog_register():
    machine = sim.install()
    from hal.board_rp2 import WATCHDOG_CTRL

    ctrl = dict(WATCHDOG_CTRL)["RP2040"]
    raises(ValueError, machine.mem32.__setitem__, ctrl + 4, 1)  # LOAD: not modelled
    raises(ValueError, machine.mem32.__getitem__, 0x40014000)  # the GPIO bank
    raises(ValueError, machine.mem32.__setitem__, dict(WATCHDOG_CTRL)["RP2350"], 0)
