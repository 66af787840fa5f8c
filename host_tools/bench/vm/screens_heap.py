"""The heap the table holds over a whole game with seat screens, on the bench's 32-bit VM (a
Pico's object sizes, host_tools/bench/vm32.py) or the 64-bit one: what the screens add is
this run with screens=6 less the same run with screens=0 (host_tools/bench/screens.py).
    micropython screens_heap.py with code=<build> sim=<host_tools/virtual_board> screens=6
        [game=tycoon players=4 seed=1 stepped=5]
The game is played to its end: seat 1 a person at the buttons (at its first decisions
stepping through its choices a few presses first, so its screen is made again at every
press, then taking the choice it points at; then its first choice each time), the others
the table's bots. Each press is at a decision, never at a moment of the clock, so both runs
play the same game: the screens' bus time moves the table's clock, and a press timed by the
clock would fall at another moment of the game. The heap in use after a full collection is
sampled after each press, and every 20 ms while the bots play. As in phones_heap.py:
micropython.qstr_info() prints the VM's interned names once before any firmware module
loads and at each new most, for the host to take the names the firmware interned out
(frozen in, a Pico keeps them in flash); the simulated panels (ssd1306_wire: a Pico has
none in its heap) are measured alone and reported, for the host to take out too.
Collections are made only at this script's top level (benchvm.collect_at_top_only says
why).
"""

import sys

import benchvm
import micropython

ARGS = benchvm.arguments({"game": "tycoon", "players": 4, "stepped": 5, "screens": 6, "seed": 1})
STEPS = 3  # step presses at each of seat 1's first `stepped` decisions
START = benchvm.heap_in_use()
benchvm.collect_at_top_only()  # before any firmware module imports gc


def names():
    """The VM's interned names, as a line the host reads (MicroPython only)."""
    if benchvm.MICROPYTHON:
        micropython.qstr_info()


benchvm.use_paths(ARGS["code"], ARGS["sim"])
benchvm.use_lib(ARGS["code"])  # the seat screens' driver
import config  # noqa: E402

names()
import fakefs  # noqa: E402
import machine  # noqa: E402 - the simulated board
import simtable  # noqa: E402

BOARD = benchvm.heap_in_use() - START
CHANNELS = tuple(range(ARGS["screens"]))


def panels():
    """The simulated panels' own heap: wired, measured and let go (SimTable wires them again
    from the config)."""
    machine.attach_screens(CHANNELS)


BEFORE_PANELS = benchvm.heap_in_use()
if CHANNELS:
    panels()
PANELS = benchvm.heap_in_use() - BEFORE_PANELS
machine.I2C_DEVICES.clear()
config.SEAT_SCREENS = CHANNELS  # type: ignore[assignment]


def start():
    """The table booted, the game chosen and its seats joined: the start press at the same
    moment of the clock with screens as without (the bus takes no time until the game has
    started), so that both runs deal the same game."""
    global AT_SELECT
    machine.I2C_TAKES_TIME = False
    table = simtable.SimTable(
        config, ARGS["seed"], fakefs.FakeFlash(), pacing="fast", bot=simtable.light_bot
    )
    table.run(2000)  # every screen drawn
    AT_SELECT = benchvm.heap_in_use()
    table.choose_game(ARGS["game"])
    table.join([0], list(range(1, ARGS["players"])))
    machine.I2C_TAKES_TIME = True
    return table


def advance():
    """Seat 1's next press at its decision (a step at its first decisions, STEPS of them,
    then the confirm), or 20 ms of the game while the bots play. False at its end."""
    global DECIDED, STEPPED
    seat = TABLE.deciding_seat()
    if seat < 0:
        TABLE.run(20)
    elif ARGS["stepped"] > DECIDED and STEPPED < STEPS:
        TABLE.press(seat, simtable.STEP, hold_ms=30, after_ms=40)
        STEPPED += 1
    else:
        TABLE.press(seat, simtable.CONFIRM, hold_ms=30, after_ms=20)
        DECIDED += 1
        STEPPED = 0
    return TABLE.mode() != modes.OVER


def sample():
    """The heap in use now, after a collection; the names line at each new most. Also the
    most seen while no screen's view is under way (what the screens hold between views)."""
    global MOST, MOST_IDLE, SAMPLES
    SAMPLES += 1
    now = benchvm.heap_in_use()
    if now > MOST:
        MOST = now
        names()
    views = TABLE.app.seat_screens
    if (views is None or views.making is None) and now > MOST_IDLE:
        MOST_IDLE = now


AT_SELECT = 0
TABLE = start()
from table import modes  # noqa: E402

IN_GAME = benchvm.heap_in_use()

MOST = 0
MOST_IDLE = 0
SAMPLES = 0
DECIDED = 0  # seat 1's decisions taken
STEPPED = 0  # its step presses at the decision open now
while advance():
    sample()
screens = TABLE.app.screens
benchvm.emit(
    {
        "ok": True,
        "game": ARGS["game"],
        "players": ARGS["players"],
        "screens": ARGS["screens"],
        "screens_working": 0 if screens is None else len(screens.seats),
        "bits": 32 if sys.maxsize < 2**32 else 64,
        "board_bytes": BOARD,
        "panels_bytes": PANELS,
        "most_in_use_bytes": MOST,
        "most_between_views_bytes": MOST_IDLE,
        "at_select_bytes": AT_SELECT,
        "in_game_bytes": IN_GAME,
        "samples": SAMPLES,
        "actions": TABLE.app.match.state.history_length(),
        "log": TABLE.counts,
        "last_action": TABLE.latest.get("action"),  # the game's last action, its number in it
    }
)
