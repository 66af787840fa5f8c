"""The table on a Pico's own firmware (the rp2 port, its real hal: pins, LEDs, flash, the
watchdog), run at the REPL with the table stopped (host_tools/bench/emulated.py on the
emulated Pico; a board would do): booted as main.py boots it, with the shipped config; then
for each game of a sequence every seat a bot of one level (App.begin, as a demo begins),
played in the table's own steps to GAME OVER, and back to the game select (App.leave, as the
press there does). The table's delays are `pacing`'s (the bench: none, and a frame a second):
the heap a game needs does not depend on how long its bots wait, and a game is played in its
steps back to back, not 5 ms apart, so its emulated time is mostly the work itself.

    sequence=tycoon:2,scream:5 level=1 seed=3 pacing={"bot_ms": 20, ...} play=1

play=0 leaves each game as soon as it has begun: the table's and each game's own heap, and
what the names each game interned leave behind, in a fraction of the time whole games take.

The heap in use after a collection (.mpy, as `make flash` installs): at the select before
the first game (the table: less what was in use before this script imported the firmware),
once each game has begun (what it adds), after every step that changed the game (its most)
and back at the select after it.
"""

import benchvm

ARGS = benchvm.arguments(
    {"sequence": "tycoon:2", "level": 1, "seed": 3, "pacing": {}, "limit_ms": 3600000, "play": 1}
)
START = benchvm.heap_in_use()

from time import sleep_ms, ticks_diff, ticks_ms  # type: ignore[attr-defined]  # noqa: E402

import config  # noqa: E402

from table import boot  # noqa: E402
from table.modes import BOT, OVER  # noqa: E402

TICK_MS = 5


def until(app, done, limit_ms):
    """Step the table until done(app), as App.run steps it; False if limit_ms passed first."""
    began = ticks_ms()
    while not done(app):
        if ticks_diff(ticks_ms(), began) > limit_ms:
            return False
        app.step(ticks_ms())
        sleep_ms(TICK_MS)
    return True


def at_select(app):
    return app.match is None and app.lobby is not None and not app.select_due


def play(app, name, players, kind, out):
    seats = bytearray(app.seat_count)
    for seat in range(players):
        seats[seat] = kind
    before = benchvm.heap_in_use()
    app.begin(name, seats, ticks_ms())
    begun = benchvm.heap_in_use()
    most = begun
    seen = -1
    began = ticks_ms()
    while ARGS["play"] and app.mode != OVER:
        if ticks_diff(ticks_ms(), began) > ARGS["limit_ms"]:
            raise RuntimeError("%s did not end in %d ms" % (name, ARGS["limit_ms"]))
        app.step(ticks_ms())
        match = app.match
        count = match.state.history_length() if match is not None else seen
        match = None
        if count != seen:
            seen = count
            now = benchvm.heap_in_use()
            if now > most:
                most = now
    spent = ticks_diff(ticks_ms(), began)
    app.leave()
    if not until(app, at_select, 10000):
        raise RuntimeError("no game select after %s" % name)
    out.append(
        {
            "game": name,
            "players": players,
            "select_bytes": before,
            "game_bytes": begun - before,
            "most_bytes": most,
            "after_bytes": benchvm.heap_in_use(),
            "actions": seen,
            "ms": spent,
        }
    )


def main():
    app = boot.build(config, seed=ARGS["seed"])
    boot.forget()  # as main.py does
    pacing = ARGS["pacing"]
    for name in pacing:
        app.pacing.set(name, pacing[name])
    games = []
    try:
        if not until(app, at_select, 20000):
            raise RuntimeError("the table never reached the game select")
        table = benchvm.heap_in_use() - START
        kind = BOT + (ARGS["level"] - 1) % 3  # modes.level(): normal BOT, hard +1, easy +2
        for item in ARGS["sequence"].split(","):
            name, players = item.split(":")
            play(app, name, int(players), kind, games)
    finally:
        from hal import watchdog

        watchdog.stop()  # the REPL after this must not be reset
    return {
        "ok": True,
        "start_bytes": START,
        "table_bytes": table,
        "games": games,
        "heap": benchvm.heap_size(),
    }


benchvm.emit(main())
