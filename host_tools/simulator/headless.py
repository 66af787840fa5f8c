"""Headless mode: the opening and the script played in virtual time as fast as the host
goes, the autopilot on the people's seats after them, to GAME OVER; then the final scores
and a one-line summary, all read from the table's serial log (for CI and demos)."""

import sys

from host_tools.simulator import autopilot, script

GAME_LIMIT_MS = 24 * 3600 * 1000  # a game that is not over after a virtual day has hung


def drive(table, runner, done, limit_ms=GAME_LIMIT_MS):
    """Tick the table while `runner` (a generator of ticks) has any, until done(); True if
    done() came true."""
    for _ in range(limit_ms // table.tick_ms):
        if done():
            return True
        try:
            next(runner)
        except StopIteration:
            return done()
        table.tick()
    return done()


def seats_text(seats):
    return ",".join("seat%d" % (seat + 1) for seat in seats)


def report(table, out, piloted=()):
    """The final scores and the summary line, from the log's start and over events; seats
    the autopilot played are marked so."""
    start = table.last("start") or table.last("resume") or {}
    over = table.last("over")
    seats = start.get("seats", [])
    kinds = start.get("kinds", [])
    scores = over.get("scores", [])
    parts = []
    for player, score in enumerate(scores):
        seat = seats[player] + 1 if player < len(seats) else player + 1
        kind = kinds[player] if player < len(kinds) else "?"
        if seat - 1 in piloted:
            kind += ", autopilot"
        parts.append("seat %d (%s) %s" % (seat, kind, score))
    print("final scores: " + ", ".join(parts), file=out)
    actions = (table.last("action") or {}).get("n", 0)
    print(
        "summary: game=%s players=%d seed=%d actions=%d winner=%s virtual=%ds"
        % (
            start.get("game", "?"),
            len(seats),
            table.seed,
            actions,
            seats_text(over.get("winners", [])),
            table.now() // 1000,
        ),
        file=out,
    )


def run(table, plan, seed, out=sys.stdout, err=sys.stderr):
    """Play the plan to the end; the exit status (0: the game ended)."""
    refused = [table.last(ev) for ev in ("config_error", "boot_error") if table.last(ev)]
    if refused:  # the LEDs show the error pattern: no button does anything
        print("the table shows its error pattern: %s" % refused[0]["text"], file=err)
        return 1
    try:
        drive(table, script.play(table, plan.opening + plan.script), lambda: False)
    except script.ScriptError as error:
        print("script: %s" % error, file=err)
        return 2
    if not (table.seen_event("start") or table.seen_event("resume")):
        print("no game started: the script leaves the table in %s" % _where(table), file=err)
        return 1
    piloted = set()
    if not table.seen_event("over"):
        start = table.last("start") or table.last("resume")
        people = {s for s, k in zip(start["seats"], start["kinds"], strict=False) if k == "human"}
        pilot = autopilot.play(table, sorted(people | plan.autopilot), seed, piloted)
        if not drive(table, pilot, lambda: table.seen_event("over")):
            print(
                "the game did not end within %d virtual hours" % (GAME_LIMIT_MS // 3600000),
                file=err,
            )
            return 1
    report(table, out, piloted)
    return 0


def _where(table):
    for ev in ("join", "select"):
        last = table.last(ev)
        if last is not None:
            return "the %s screen (%s)" % (ev, last.get("text", ""))
    return "its boot"
