"""Any sequence of games in one power-on (issue 14), through the table on the simulated Pico,
with the leanest harness there is: the simulated board (pins, clock, LED wire, serial port)
and this script's finger on the seat buttons. No simulated table, no rig: on the VM their
code and interned names take ~20 KB of the heap a Pico gives the firmware alone.

The table boots as main.py boots it, with the shipped config, its own bots (GreedyBot, as
App.bot_class makes it) and its own saves to files; the delays are the tests' fast ones
(table/pacing.py: the heap a game needs does not depend on how long its bots wait). For each
game of the sequence seat 1 picks it on the game select with its step button and its confirm,
joins with its confirm, the next seats are made bots with theirs,
a long confirm starts; seat 1 confirms whatever is highlighted when it is asked; at GAME OVER
a confirm goes back to the select.

    micropython sequence.py with code=<.mpy build> sim=<host_tools/virtual_board>
        saves=<a folder that does not exist yet> sequence=tycoon:2,scream:2,... seed=3

Prints the heap in use back at the game select after each game (after a collection). A
MemoryError, a reset or a game that does not end fails the run (exit 1).
"""

import benchvm

ARGS = benchvm.arguments({"saves": "/tmp/midway-sequence", "sequence": "", "seed": 3})
benchvm.use_paths(ARGS["code"], ARGS["sim"])
import config  # noqa: E402
import machine  # noqa: E402 - the simulated board
import speeds  # noqa: E402

from hal.buttons import Button  # noqa: E402
from table import boot, modes  # noqa: E402

_TICK_MS = 5
_LIMIT_MS = 3 * 3600 * 1000  # of virtual time: a game that takes longer is stuck
_STEP = 0
_CONFIRM = 1

config.SAVE_FOLDER = ARGS["saves"]
# What a Pico's USB port does with the log: sends it and keeps nothing. The monitor's state
# lines are streamed on a Pico (hal.serial.write_json_line), never made whole: not here either.
machine.SERIAL.keep = 0
machine.SERIAL.write_json_line = lambda head, value, tail: None
machine.WIRE.keep = 1  # one frame kept, its slot reused
clock = machine.VIRTUAL_CLOCK
app = boot.build(config, seed=ARGS["seed"])
boot.forget()  # as main.py does
del boot
_FAST = speeds.PACING["fast"]
for _name in _FAST:
    app.pacing.set(_name, _FAST[_name])


def run(ms):
    for _ in range(ms // _TICK_MS):
        clock.advance(_TICK_MS)
        app.step(clock.ticks_ms())


def press(seat, button, ms=60):
    gpio = config.SEAT_BUTTONS[seat][button]
    machine.press(gpio)
    run(ms)
    machine.release(gpio)
    run(40)


def shown():
    """The game the select shows (the lobby is read afresh: holding it here would keep its
    code in the heap once the game starts and drops it)."""
    return app.lobby.names[app.lobby.index]


def played():
    """The actions of the game in play, read in a call of its own: read in play(), the match
    would stay on play()'s stack (the VM's collector sees every slot of a running function's
    stack), and with it the game left, through the select's first moments."""
    return app.match.state.history_length()


def play(name, players):
    for _ in range(8):
        if shown() == name:
            break
        press(0, _STEP)
    press(0, _CONFIRM)  # the game: its seats may join
    press(0, _CONFIRM)  # seat 1 joins
    for seat in range(1, players):
        press(seat, _STEP)  # the usual bot
    press(0, _CONFIRM, Button.long_press_ms + 200)
    if app.mode != modes.PLAY:
        raise SystemExit("%s did not start" % name)
    start = clock.now_ms
    while app.mode != modes.OVER:
        if app.prompt(0) is not None:
            press(0, _CONFIRM, 30)
        else:
            run(20)
        if clock.now_ms - start > _LIMIT_MS:
            raise SystemExit("%s did not end" % name)
    actions = played()
    press(0, _CONFIRM)
    if app.mode != modes.SELECT:
        raise SystemExit("%s: confirm at GAME OVER did not go back to the game select" % name)
    return actions


def main():
    plan = [entry.split(":") for entry in ARGS["sequence"].split(",")]
    run(100)  # the lamp test
    booted = benchvm.heap_in_use()
    # made before the first game: their ints count in no game's heap
    heaps = [0] * len(plan)
    actions = [0] * len(plan)
    for i in range(len(plan)):
        actions[i] = play(plan[i][0], int(plan[i][1]))
        heaps[i] = benchvm.heap_in_use()
    if machine.RESETS:
        raise SystemExit("the board reset: %s" % machine.RESETS)
    benchvm.emit(
        {
            "ok": True,
            "sequence": ARGS["sequence"],
            "heap": benchvm.heap_size(),
            "heap_at_game_select": booted,
            "heap_after_each_game": heaps,
            "actions": actions,
        }
    )


main()
