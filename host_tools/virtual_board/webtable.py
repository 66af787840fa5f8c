"""The phone companion's server beside a simulated table, on 127.0.0.1 only: the same
firmware modules (table/web/companion.py, table/web/http.py) a Pico W runs, for the simulator's
--web and for the browser tests, under CPython and under the MicroPython VM alike.

    web = Web(table, port)      # table: a SimTable (simtable.py); serves until closed
    web.pump(5)                 # let the server work for 5 ms of real time

Run as a script it is the browser tests' table: a SimTable stepped in real time with the
server on PORT and a control server on CONTROL (test-only: seat presses on the simulated
pins, a game started through the buttons or played to its end, what the table shows), its
serial log in LOG:

    python|micropython host_tools/virtual_board/webtable.py PORT CONTROL LOG [SEED [TIMEOUT_MS
    [DNS]]]

DNS: a port for the captive DNS an "ap" table runs (on 53 on a Pico W); TIMEOUT_MS 0 keeps
the server's own.
"""

import asyncio
import sys

# lwIP's send buffer on a Pico W is a few KB (TCP_SND_BUF); Linux doubles what it is told.
SEND_BUFFER = 2048
SOL_SOCKET = 1  # Linux's numbers: the VM's socket module has no SO_SNDBUF
SO_SNDBUF = 7


class Web:
    """The server on host:port, for the table's app (again after a reset: the app is new,
    and the phones pair again, as on a Pico). port None: it listens nowhere, and connections
    come only through connect() (a VM without a network: the bench's 32-bit VM). It keeps
    `connections` at once, 16 as Midway's Pico W firmware does, unless told otherwise."""

    def __init__(self, table, port, host="127.0.0.1", connections=16, dns_port=None):
        from table.web import http

        self.table = table
        self.companion = None
        self.home = None  # the page's address, when phones are sent to it (captive DNS)
        self.attach()
        self.loop = asyncio.new_event_loop()
        self.server = http.Server(self._handle, self._kind, connections)
        self.server.on_error = self._fault
        self.listener = None
        if port is not None:
            self.listener = self.loop.run_until_complete(
                asyncio.start_server(self._accept, host, port, backlog=64)
            )
        self.port = port
        self.dns = None  # dns_port: the captive DNS of an "ap" table, answering `host`
        if dns_port is not None:
            self.loop.run_until_complete(self._start_dns(host, dns_port))

    async def _start_dns(self, host, port):
        from table.web import online

        self.dns = online.start_dns(self.table.app.log, host, port, host)
        self.home = "http://%s:%d/" % (host, self.port)
        self.companion.home = self.home

    async def _accept(self, reader, writer):
        """A connection with a send buffer of a Pico W's size, then served: the host's own
        would take in far more from a phone that stops reading than a Pico W's lwIP does."""
        sock = getattr(writer, "s", None) or writer.get_extra_info("socket")  # the VM's, CPython's
        try:
            sock.setsockopt(SOL_SOCKET, SO_SNDBUF, SEND_BUFFER)
        except OSError:
            pass
        await self.server.serve(reader, writer)

    def connect(self, reader, writer):
        """Serve a connection made without a socket (asyncio streams over any stream), as
        the listening server serves one it accepts."""
        return self.loop.create_task(self.server.serve(reader, writer))

    def attach(self):
        from table.web.companion import Companion

        app = self.table.app
        if app.companion is None or app.companion is not self.companion:
            self.companion = Companion(app)
            app.serve_phones(self.companion)
            if self.home is not None:
                self.companion.home = self.home  # the captive DNS's table sends probes there

    def _fault(self, err):
        self.companion.fault(err)

    async def _handle(self, request, writer):
        await self.companion.handle(request, writer)

    def _kind(self, request):
        return self.companion.kind(request)

    def serve(self, other):
        """Serve another handler on the same loop (the test control): returns its server,
        whose every request is a player's (never turned away)."""
        from table.web import http

        return http.Server(other, _player, 64)

    def pump(self, ms):
        """The server's turn: ms of real time for its connections."""
        self.attach()
        self.loop.run_until_complete(_pause(ms))

    def close(self):
        """Stop listening (and the captive DNS), and end the connections still open (their
        tasks, not left pending when the loop goes)."""
        if self.listener is not None:
            self.listener.close()
        if self.dns is not None:
            self.dns.close()
        for conn in list(self.server.conns):
            conn.task.cancel()
        self.loop.run_until_complete(_pause(10))


def _player(request):
    from table.web import http

    return http.PLAYER


async def _pause(ms):
    from table.web.http import sleep_ms

    await sleep_ms(ms)


# ---- the browser tests' table ------------------------------------------------------------------


class Control:
    """The test-only control server: what a person at the table does, and what it shows."""

    def __init__(self, table, web=None):
        self.table = table
        self.web = web
        self.running = True

    async def handle(self, request, writer):
        import json

        from table.web.http import respond

        table = self.table
        path = request.path
        answer = {"ok": True}
        if path == "/press":
            seat = request.arg("seat") - 1
            button = request.arg("button")
            if request.arg("gesture"):
                table.gesture(seat)
            elif request.arg("hold"):
                table.hold(seat, button)
            else:
                table.press(seat, button)
        elif path == "/pace":  # the table's delays (table/pacing.py's names, in ms)
            import simtable

            simtable.apply_pacing(
                table.app, {name: int(request.query[name]) for name in request.query}
            )
        elif path == "/start":
            humans = _seats(request.query.get("humans", ""))
            bots = _seats(request.query.get("bots", ""))
            table.choose_game(request.query["game"])
            table.join(humans, bots)
        elif path == "/finish":  # the game played to GAME OVER at once, in virtual time: the
            # people's seats take their first choice (a whole game for a test in a moment)
            from table.modes import OVER

            table.play_until(lambda played: played.mode() == OVER)
        elif path == "/state":
            app = table.app
            match = app.match
            answer = {
                "mode": app.mode,
                "deciding": table.deciding_seat() + 1,
                "n": match.state.history_length() if match is not None else -1,
                "action": table.last("action"),
                "open": self.web.server.open if self.web is not None else 0,
                # whether the decision standing was judged for a take-back (table/take_back.py)
                "judged": match is None
                or match.taking is None
                or match.taking.judged == match.state.history_length(),
            }
            if self.web is not None:
                server = self.web.server
                answer["turned_away"] = server.turned_away
                answer["made_room"] = server.made_room
                answer["refused"] = server.refused
            seat = table.deciding_seat()
            if seat >= 0:
                answer["prompt"] = list(table.prompt(seat))
        elif path == "/connections":
            self.web.server.limit(request.arg("count"))
        elif path == "/quit":
            self.running = False
        else:
            return await respond(writer, 404)
        await respond(writer, 200, json.dumps(answer).encode())


def _seats(text):
    return [int(part) - 1 for part in text.split(",") if part]


def main(argv):
    port, control_port, log_path = int(argv[1]), int(argv[2]), argv[3]
    seed = int(argv[4]) if len(argv) > 4 else 1
    import config
    import fakefs
    import simtable

    log = open(log_path, "w")  # noqa: SIM115 - open while the table runs, closed at the end

    def on_line(line, event):
        log.write(line + "\n")
        log.flush()

    table = simtable.SimTable(
        config,
        seed=seed,
        fs=fakefs.FakeFlash(),
        pacing="fast",
        bot=simtable.light_bot,  # the tests' phones wait on the bots: quick ones
        main_loop=True,
        on_line=on_line,
    )
    dns_port = int(argv[6]) if len(argv) > 6 else None
    web = Web(table, port, dns_port=dns_port)
    if len(argv) > 5 and int(argv[5]):
        from table.web import http

        http.timeout_ms = int(argv[5])  # a test's slow or stalled client is dropped sooner
    control = Control(table, web)
    web.loop.run_until_complete(web.serve(control.handle).start("127.0.0.1", control_port))
    print("ready")
    if hasattr(sys.stdout, "flush"):
        sys.stdout.flush()
    while control.running:
        table.tick()
        web.pump(table.tick_ms)
    web.close()
    log.close()


def _paths():
    """This folder (the simulated board) and firmware/ first on the path, as pico.install()
    puts them for CPython; the VM may be pointed at precompiled copies (MIDWAY_SIM,
    MIDWAY_FIRMWARE)."""
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    root = here + "/../.."
    sim, firmware, built = here, root + "/firmware", None
    try:
        import os

        sim = os.getenv("MIDWAY_SIM") or sim
        built = os.getenv("MIDWAY_FIRMWARE")
    except ImportError:
        pass
    sys.path.insert(0, firmware)  # config.py stays source, as on a Pico
    if built:
        sys.path.insert(0, built)
    sys.path.insert(0, sim)


if __name__ == "__main__":
    _paths()
    main(sys.argv)
