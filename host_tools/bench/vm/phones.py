"""The phone companion's cost (issue 15), on the VM: the heap its code takes once imported,
the heap with six phones' seat views and an onlooker's public view streaming, the longest the
server holds the table's loop in one go, and the table's longest step meanwhile. Then, the
phones still connected, `games` whole games of every game in turn (seat 1 taking its first
choice, bots in the other seats at each game's fewest players): the heap in use back at the
game select after each, which stays flat if nothing the phones or the games leave behind
piles up.

    micropython phones.py with code=<.mpy build> sim=<host_tools/virtual_board> port=N
    game=scream_park
"""

import gc
import sys

import benchvm

ARGS = benchvm.arguments(
    {"port": 0, "game": "scream_park", "players": 5, "ticks": 600, "games": 0}
)
benchvm.use_paths(ARGS["code"], ARGS["sim"])
if ".frozen" not in sys.path:
    sys.path.append(".frozen")  # the port's own asyncio (MICROPYPATH left it out)


import config  # noqa: E402
import fakefs  # noqa: E402
import simtable  # noqa: E402

table = simtable.SimTable(config, fs=fakefs.FakeFlash(), pacing="fast", bot=simtable.light_bot)
table.choose_game(ARGS["game"])
table.join([0], list(range(1, ARGS["players"])))
without = benchvm.heap_in_use()

import webtable  # noqa: E402

web = webtable.Web(table, ARGS["port"])
code = benchvm.heap_in_use() - without
from table.seat import private  # noqa: E402  - the phones' first views load it anyway
from table.web import companion  # noqa: E402  - webtable loaded it

for seat in range(6):
    web.companion.tokens[seat] = "bench%d" % seat  # six phones, paired (the bench's shortcut)
# The phones and the onlooker connect from outside the VM (host_tools/bench/phones.py), as a
# Pico W's do over Wi-Fi: the heap measured here holds the server's side only.
STREAMS = 7
# The first views of a game load its wording (table/seat/<game>.py: at most a few KB of
# code, once per game, while the table itself has just loaded the game's engine): timed on
# their own, until every stream has had a few turns, then the steady play.
first_us = 0
settled = 0
for _ in range(2000):
    if web.server.served >= STREAMS:
        settled += 1
        if settled > 20:
            break
    table.tick()
    start = benchvm.now_us()
    web.pump(5)
    first_us = max(first_us, benchvm.since_us(start) - 5000)
if settled <= 20:
    raise SystemExit("the phones did not connect: %d of %d" % (web.server.served, STREAMS))


def timed_slices(work, times):
    """Each slice of `work` (a generator: the companion's view being made, yielding where the
    companion lets the table step) timed into `times`, grown to the slices' count."""
    i = 0
    while True:
        start = benchvm.now_us()
        try:
            next(work)
        except StopIteration:
            done = True
        else:
            done = False
        spent = benchvm.since_us(start)
        if i < len(times):
            times[i] = min(times[i], spent)
        else:
            times.append(spent)
        i += 1
        if done:
            return


def seat_work(seat):
    """What Companion.seat_data does between two of its awaits, as a generator."""
    model = {}
    web.companion.signature()
    yield from private.build(table.app, seat, model, False)
    web.companion.signature()
    yield
    yield from companion.json_pieces(model, [])


def public_work():
    """What Companion.public_data does between its awaits."""
    view = {}
    yield from web.companion.public(view)
    yield from companion.json_pieces(view, [])


longest = [0, ""]  # the server's longest slice of work (us), and what it was


def measure_slices(seats):
    """The longest slice of the views the companion makes now (each seat's in `seats`, the
    public view), each slice's time the least of ROUNDS makings of the same view, each after
    a collection: the host's scheduling and a collection that happens to fall in one only
    ever add time (the table's own steps are timed the same way). What a press waits for at
    most, beside the table's own step."""
    for seat in seats:
        times = []
        for _ in range(ROUNDS):
            gc.collect()
            timed_slices(seat_work(seat), times)
        if max(times) > longest[0]:
            longest[0] = max(times)
            longest[1] = "slice %d of %d of seat %d's view, %s" % (
                times.index(longest[0]) + 1,
                len(times),
                seat + 1,
                table.app.match.name if table.app.match is not None else "between games",
            )
    times = []
    for _ in range(ROUNDS):
        gc.collect()
        timed_slices(public_work(), times)
    if max(times) > longest[0]:
        longest[0] = max(times)
        longest[1] = "a slice of the public view"


ROUNDS = 3
step_us = 0
hold_us = 0
most = 0
for i in range(ARGS["ticks"]):
    if i % 40 == 20:
        table.button_down(0, simtable.STEP)
    elif i % 40 == 30:
        table.button_up(0, simtable.STEP)
    start = benchvm.now_us()
    table.tick()
    step_us = max(step_us, benchvm.since_us(start))
    start = benchvm.now_us()
    web.pump(5)
    hold_us = max(hold_us, benchvm.since_us(start) - 5000)
    if i % 100 == 99:
        most = max(most, benchvm.heap_in_use())
    if i % 20 == 5:
        measure_slices(range(6))
with_phones = benchvm.heap_in_use()


async def wakes(count):
    """The watcher's task woken `count` times (nothing else runs: the streams sleep)."""
    from table.web.http import sleep_ms

    for _ in range(count):
        await sleep_ms(0)


async def looks(count):
    """The watcher's look (companion.look) `count` times, without an await between them: a
    stream it wakes runs after the batch, outside the time."""
    companion = web.companion
    now = benchvm.now_us() // 1000
    for _ in range(count):
        companion.look(0, now)


def least_us(work):
    """The least over ROUNDS batches of 200 of `work`, per one."""
    best = None
    for _ in range(ROUNDS):
        start = benchvm.now_us()
        web.loop.run_until_complete(work(200))
        spent = benchvm.since_us(start) / 200
        best = spent if best is None else min(best, spent)
    return best


def look_us():
    """What the watcher does each PUSH_MS, at the moment the table's step is due (it may be
    queued before it): its task woken, one look for every waiting stream (the table's
    signature once, each stream's compared, the public view's freshness)."""
    if len(web.companion.watches) < STREAMS:
        raise SystemExit("%d streams wait, not %d" % (len(web.companion.watches), STREAMS))
    return least_us(wakes) + least_us(looks)


look = look_us()


def over(table):
    return table.mode() == modes.OVER


def served_tick(tick):
    """A step of the table, then the server's turn: whatever is ready runs (the streams
    keep up with every change), and every 50 steps 5 ms of its own."""
    count = [0]

    def served():
        tick()
        count[0] += 1
        web.pump(5 if count[0] % 50 == 0 else 0)

    return served


import engines  # noqa: E402
from table import modes  # noqa: E402

table.tick = served_tick(table.tick)
table.play_until(over)  # the game measured above, to its end
table.press(0, simtable.CONFIRM)
after_games = [0] * ARGS["games"]  # made first: its ints count in no game's heap
for g in range(ARGS["games"]):
    name = engines.NAMES[g % len(engines.NAMES)]
    table.choose_game(name)
    table.join([0], list(range(1, engines.game(name)["min_players"])))
    table.play_until(over)
    table.press(0, simtable.CONFIRM)
    if table.mode() != modes.SELECT:
        raise SystemExit("%s: confirm at GAME OVER did not go back to the game select" % name)
    after_games[g] = benchvm.heap_in_use()
benchvm.emit(
    {
        "ok": True,
        "game": ARGS["game"],
        "players": ARGS["players"],
        "table_and_game_bytes": without,
        "server_code_bytes": code,
        "with_phones_bytes": with_phones - without,
        "most_in_use_bytes": most,
        "step_us": step_us,
        "hold_us": hold_us,
        "first_views_hold_us": first_us,
        "slice_us": longest[0],
        "slice_what": longest[1],
        "look_us": look,
        "streams": STREAMS,
        "game_names": list(engines.NAMES),
        "heap_after_each_game": after_games,
    }
)
