"""The LED frame and the buttons, on the table booted on the simulated Pico (MicroPython and
CPython), at a Tycoon move decision: the guests, the lit destinations and a blinking
highlight, the board's busiest steady frame.

  render    the Tycoon board view drawing a frame, hal Pixels.show() sending it (shipped
            brightness and current limit), and one whole step of the table's loop that draws
  locked    (MicroPython) steady-state steps of the table with the heap locked: the frames
            sent, and whether any of them wanted to allocate
  latency   a step press on seat 1's pin: the table's steps until the first frame on the
            wire shows the highlight on the new space (virtual ms, and each step's real time
            on this machine, up to its frame for a step that sends one); then a confirm
            press: the steps until the one that applies the move sends its first frame
  confirm_parts   what that step spends its time on, part by part

    micropython -X heapsize=256K leds.py with code=<firmware> sim=<host_tools/virtual_board>
        frames=200 presses=20 confirms=5
"""

import benchvm

ARGS = benchvm.arguments(
    {
        "seed": 3,
        "frames": 200,
        "presses": 20,
        "confirms": 5,
    }
)
benchvm.use_paths(ARGS["code"], ARGS["sim"])

from engines import tycoon  # noqa: E402, I001 - first: the biggest module, on an empty heap
import bench_table  # noqa: E402
import fakefs  # noqa: E402 - the simulator's flash in RAM
import simtable  # noqa: E402
from engines.rng import Rng  # noqa: E402

# Saves to the simulator's flash in RAM: the time a save takes here is CPU time only (what a
# save costs the Pico's flash is not measurable here).
TABLE = bench_table.BenchTable("/midway", seed=ARGS["seed"], fs=fakefs.FakeFlash())
APP = TABLE.app
CONFIG = TABLE.config
WIRE = TABLE.machine.WIRE
PIN = CONFIG.NEOPIXEL_PIN


def moving(table):
    asked = table.asked()
    return asked is not None and asked[2].startswith("move ")


def to_next_move():
    """Play on until seat 1 must move a guest, and let the dice settle."""
    TABLE.play_on(moving)
    TABLE.run(TABLE.pace_ms("roll_ms") + 2 * TABLE.pace_ms("frame_ms"))


def led_of(label):
    """The LED of the space a "move <colour> guest to <space>" label names."""
    name = label.split(" guest to ")[1]
    spaces = range(len(tycoon.SPACES))
    return CONFIG.SPACE_LEDS[[s for s in spaces if tycoon.space_name(s) == name][0]]


def wire_colour(led):
    data = WIRE.last(PIN)
    start = 3 * led
    return (data[start], data[start + 1], data[start + 2])


def render():
    pixels = APP.pixels
    view = APP.view()
    out = pixels.frame
    now = TABLE.clock.ticks_ms()
    draw_us = []
    show_us = []
    step_us = []
    for i in range(ARGS["frames"]):
        at = now + 7 * i  # through the blink and the guests' turns
        start = benchvm.now_us()
        view.draw(out, at)
        draw_us.append(benchvm.since_us(start))
        start = benchvm.now_us()
        pixels.show()
        show_us.append(benchvm.since_us(start))
    for _ in range(ARGS["frames"]):
        TABLE.clock.advance(TABLE.pace_ms("frame_ms"))  # a frame is due at every step
        start = benchvm.now_us()
        APP.step(TABLE.clock.ticks_ms())
        step_us.append(benchvm.since_us(start))
    return {
        "leds": CONFIG.LED_COUNT,
        "draw_us_median": benchvm.median(draw_us),
        "show_us_median": benchvm.median(show_us),
        "step_us_median": benchvm.median(step_us),
        "frames": ARGS["frames"],
        "viper": benchvm.MICROPYTHON and _viper_loops(),
    }


def _viper_loops():
    from hal import pixels

    return pixels._scale is not pixels._scale_python


def locked():
    """Steady-state steps with the heap locked: does any want to allocate?"""
    import micropython

    sent = WIRE.sent(PIN)
    failures = 0
    for _ in range(ARGS["frames"]):
        TABLE.clock.advance(TABLE.tick_ms)
        now = TABLE.clock.ticks_ms()
        micropython.heap_lock()
        try:
            APP.step(now)
        except MemoryError:
            failures += 1
        finally:
            micropython.heap_unlock()
    return {"steps": ARGS["frames"], "frames": WIRE.sent(PIN) - sent, "allocating": failures}


_first_frame = [0, 0]  # when the first frame of this step went out (now_us); frames in it


def _on_frame(gpio, data):
    if gpio == PIN:
        if not _first_frame[1]:
            _first_frame[0] = benchvm.now_us()
        _first_frame[1] += 1


WIRE.watch(_on_frame)


def timed_tick():
    """One step of the table: its real time, or if it sent a frame, the time until the
    first one went out."""
    _first_frame[1] = 0
    start = benchvm.now_us()
    TABLE.tick()
    if _first_frame[1]:
        return benchvm.between_us(start, _first_frame[0])
    return benchvm.since_us(start)


def latency():
    rng = Rng(ARGS["seed"])
    steps = []
    confirms = []
    to_next_move()
    while len(steps) < ARGS["presses"]:
        if TABLE.asked()[1] < 2:
            TABLE.press(0, simtable.CONFIRM)
            to_next_move()
            continue
        TABLE.run(TABLE.tick_ms * rng.below(60))  # a fresh moment in the blink
        steps.append(step_press())
    while len(confirms) < ARGS["confirms"]:
        confirms.append(confirm_press())
        to_next_move()
    return {"step_presses": steps, "confirm_presses": confirms, "tick_ms": TABLE.tick_ms}


def step_press():
    """Press step just after a step of the table; tick until a frame on the wire shows the
    next destination highlighted. Returns the steps it took and each step's real us."""
    index, count, _ = TABLE.asked()
    state = TABLE.game_state()
    player = state.current_player()
    following = state.legal_actions()[(index + 1) % count]
    led = led_of(state.action_to_string(following, player))
    TABLE.tick()  # the press lands just after this step: the longest wait for the next poll
    before = wire_colour(led)  # a lit destination, not highlighted
    pin = TABLE.pin(0, simtable.STEP)
    TABLE.machine.press(pin)
    ticks = []
    reflected = 0
    while not reflected and len(ticks) < 400:
        sent = WIRE.sent(PIN)
        ticks.append(timed_tick())
        if WIRE.sent(PIN) > sent and wire_colour(led) != before:
            reflected = len(ticks)
    TABLE.machine.release(pin)
    TABLE.run(20)
    if TABLE.asked()[0] != (index + 1) % count:
        raise bench_table.Stuck("the step press did not move the highlight")
    return {"steps": reflected, "us": ticks}


def confirm_press():
    """Press confirm on the highlighted move: the steps until the one that applies it (and
    logs it) sends its first frame."""
    pin = TABLE.pin(0, simtable.CONFIRM)
    serial = TABLE.machine.SERIAL
    TABLE.tick()
    logged = serial.written
    TABLE.machine.press(pin)
    ticks = []
    while len(ticks) < 400:
        sent = WIRE.sent(PIN)
        ticks.append(timed_tick())
        if serial.written > logged and WIRE.sent(PIN) > sent:
            break
    TABLE.machine.release(pin)
    TABLE.run(20)
    return {"steps": len(ticks), "us": ticks}


def confirm_parts():
    """What the step that applies a move spends its time on (table/play.apply), each part
    timed on its own on the state at a move decision, `frames` times."""
    import gc

    from engines.core import PUBLIC

    match = APP.match
    state = TABLE.game_state()
    action = state.legal_actions()[0]
    now = TABLE.clock.ticks_ms()
    parts = {
        "action_to_string": lambda: state.action_to_string(action, PUBLIC),
        "gc.collect": gc.collect,
        "save": match.save,
        "log line": lambda: APP.log.event("action", "bench", (("n", 1), ("player", 0))),
        "observation(PUBLIC)": lambda: state.observation(PUBLIC),
        "view.update": lambda: match.view.update(state, state.observation(PUBLIC), 0, 0, now),
        # the views of a new state: the observation, view.update, the picker (table/play.py)
        "state_changed": lambda: match._refresh(0, 0, now),
        "legal_actions": state.legal_actions,
        "view.draw + show": lambda: (match.view.draw(APP.pixels.frame, now), APP.pixels.show()),
    }
    out = {}
    for name in parts:
        part = parts[name]
        times = []
        for _ in range(max(5, ARGS["frames"] // 10)):
            start = benchvm.now_us()
            part()
            times.append(benchvm.since_us(start))
        out[name] = benchvm.median(times)
    out["heap_in_use"] = benchvm.heap_in_use()
    out["history"] = state.history_length()
    return out


def main():
    before = benchvm.reference()
    TABLE.choose("tycoon", 4)
    to_next_move()
    result = {"ok": True, "render": render()}
    if benchvm.MICROPYTHON:
        to_next_move()
        result["locked"] = locked()
    result["latency"] = latency()
    result["confirm_parts"] = confirm_parts()
    result["reference_us"] = before + benchvm.reference()
    benchvm.emit(result)


main()
