"""--web PORT: the phone companion's pages beside the simulated table, on 127.0.0.1 only,
from the same firmware modules a Pico W runs (host_tools/virtual_board/webtable.py), so a group can
play with browser tabs as phones. A tab pairs with a seat as a phone does: the seat's LED
blinks, and that seat's confirm key (or a script's press) pairs it. The address is printed
with its QR code (segno's, in terminal characters), as a join card shows a table's."""

import io
import sys

from host_tools.simulator import autopilot, script

SERVE_MS = 5  # the server's turn between two ticks of the table


def url_of(port):
    return "http://127.0.0.1:%d/" % port


def qr_text(url):
    """`url` as a QR code in the terminal's characters: segno's half blocks, two rows of
    modules a line, light modules drawn (a terminal's text is light on dark)."""
    import segno

    text = io.StringIO()
    segno.make(url, error="m").terminal(out=text, compact=True, border=2)
    return text.getvalue()


def start(table, port, out=sys.stdout):
    """The server on 127.0.0.1:port beside `table` (a SimTable); its Web, to pump."""
    import webtable

    web = webtable.Web(table, port)
    url = url_of(port)
    print(
        "phones: open %s in a tab per player; pick your seat, then press that seat's confirm "
        "(its key, or a script's press) while its light blinks" % url,
        file=out,
    )
    print(qr_text(url), end="", file=out)
    out.flush()
    return web


def headless(table, plan, port, seed=1, out=sys.stdout, err=sys.stderr):
    """The opening played at once, then the table in real time with the server: the people's
    seats are played from the tabs (and the autopilot's, if any, by it), and the script's
    presses (a seat's confirm pairs the tab waiting for it) come in real time. Once the game
    is over the scores are printed and the phones go on being served, so they show GAME
    OVER, until the simulator is stopped (Ctrl-C). The exit status."""
    from host_tools.simulator import headless as plain

    try:
        plain.drive(table, script.play(table, plan.opening), lambda: False)
    except script.ScriptError as error:
        print("script: %s" % error, file=err)
        return 2
    web = start(table, port, out)
    presses = script.play(table, plan.script)  # in real time: its presses pair the tabs
    pilot = autopilot.play(table, sorted(plan.autopilot), seed) if plan.autopilot else None
    reported = False
    try:
        while True:
            runner = presses if presses is not None else pilot
            if runner is not None:
                try:
                    next(runner)
                except StopIteration:
                    presses = None
            table.tick()
            web.pump(SERVE_MS)
            if not reported and table.seen_event("over"):
                reported = True
                plain.report(table, out)
                print(
                    "GAME OVER: the phones still show it at %s; Ctrl-C stops the simulator"
                    % url_of(port),
                    file=out,
                )
                out.flush()
    except KeyboardInterrupt:
        return 0
    except script.ScriptError as error:
        print("script: %s" % error, file=err)
        return 2
    finally:
        web.close()
