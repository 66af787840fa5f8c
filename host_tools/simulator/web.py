"""--web PORT: the phone companion's pages beside the simulated table, on 127.0.0.1 only,
from the same firmware modules a Pico W runs (host_tools/sim/webtable.py), so a group can
play with browser tabs as phones. A tab pairs with a seat as a phone does: the seat's LED
blinks, and that seat's confirm key (or a script's press) pairs it."""

import sys

from host_tools.simulator import script

SERVE_MS = 5  # the server's turn between two ticks of the table


def start(table, port, out=sys.stdout):
    """The server on 127.0.0.1:port beside `table` (a SimTable); its Web, to pump."""
    import webtable

    web = webtable.Web(table, port)
    print(
        "phones: open http://127.0.0.1:%d/ in a tab per player; pick your seat, then press "
        "that seat's confirm (its key, or a script's press) while its light blinks" % port,
        file=out,
    )
    return web


def headless(table, plan, port, out=sys.stdout, err=sys.stderr):
    """The opening played at once, then the table in real time with the server until the game
    is over (or Ctrl-C): the people's seats are played from the tabs, and the script's presses
    (a seat's confirm pairs the tab waiting for it) come in real time. The exit status."""
    from host_tools.simulator import headless as plain

    try:
        plain.drive(table, script.play(table, plan.opening), lambda: False)
    except script.ScriptError as error:
        print("script: %s" % error, file=err)
        return 2
    web = start(table, port, out)
    presses = script.play(table, plan.script)  # in real time: its presses pair the tabs
    try:
        while not table.seen_event("over"):
            if presses is not None:
                try:
                    next(presses)
                except StopIteration:
                    presses = None
            table.tick()
            web.pump(SERVE_MS)
    except KeyboardInterrupt:
        return 0
    except script.ScriptError as error:
        print("script: %s" % error, file=err)
        return 2
    finally:
        web.close()
    plain.report(table, out)
    return 0
