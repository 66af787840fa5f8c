"""The heap the table holds over a whole game with six phones' seat views and an onlooker's
public view streaming: what the bench's 32-bit VM (host_tools/bench/vm32.py) measures for
the Pico W, and the 64-bit VM alike to compare. phones.py measures the rest (the server's
slices, the loop, games in turn); this script only the heap, as that VM can.

    micropython phones_heap.py with code=<build> sim=<host_tools/virtual_board> paths=[paths]

The game is played to its end: seat 1 a person at the buttons (stepping through its choices
a while first, then taking its first choice each time), the others the table's bots. The
heap in use after a full collection is sampled every ten steps, then at every turn.

The names: at each new most, and once before any firmware module loads (with config.py
read, as a Pico reads it at boot), micropython.qstr_info() prints the VM's interned names;
the host reads those lines. The names interned after that first line are the firmware's (and
the simulated board's): a firmware with Midway frozen in (manifest.py) keeps them in flash.

That VM has no network, so the phones are inside it: each a small stream the server reads
one request from and writes its events to, where a Pico W's is a socket. The captive DNS
(hal/dns.py) is there too, as an "ap" table runs it, its socket a small datagram stand-in
that a phone asks a name of every tenth step.

Collections are made only at this script's top level, between the table's steps
(benchvm.collect_at_top_only says why: the 32-bit VM cannot collect safely elsewhere).
"""

import sys

import benchvm
import micropython

ARGS = benchvm.arguments({"game": "scream_park", "players": 5, "ticks": 600, "paths": []})
START = benchvm.heap_in_use()
benchvm.collect_at_top_only()  # before any firmware module imports gc


def names():
    """The VM's interned names, as a line the host reads (MicroPython only)."""
    if benchvm.MICROPYTHON:
        micropython.qstr_info()


benchvm.use_paths(ARGS["code"], ARGS["sim"])
if ".frozen" not in sys.path:
    sys.path.append(".frozen")  # the port's own asyncio (MICROPYPATH left it out)

import asyncio  # noqa: E402
import io  # noqa: E402

import config  # noqa: E402

names()
import machine  # noqa: E402, F401 - the simulated board, as import_ram.py counts it

BOARD = benchvm.heap_in_use() - START

import fakefs  # noqa: E402
import simtable  # noqa: E402


class Phone(io.IOBase):
    """A phone inside the VM: hands the server its request, takes what it is sent."""

    def __init__(self, request):
        self.request = request
        self.events = 0

    def read(self, size):
        if not self.request:
            return None  # nothing more to read yet, as a quiet socket
        part = self.request[:size]
        self.request = self.request[size:]
        return part

    def write(self, data):
        self.events += bytes(data).count(b"data: ")
        return len(data)

    def ioctl(self, request, arg):
        if request == 3:  # MP_STREAM_POLL: always writable, readable while it asks
            return arg & (5 if self.request else 4)
        return 0


class Datagrams:
    """The captive DNS's UDP socket inside the VM: queries queued by ask(), answers counted."""

    AF_INET = 2
    SOCK_DGRAM = 2
    POLLIN = 1

    def __init__(self):
        self.queries = []
        self.answers = 0

    def getaddrinfo(self, host, port):
        return [(2, 2, 0, "", (host, port))]

    def socket(self, family, kind):
        return self

    def bind(self, where):
        pass

    def setblocking(self, flag):
        pass

    def close(self):
        pass

    def poll(self, timeout=None):  # select.poll() (no argument), and its poll(0)
        if timeout is None:
            return self
        return [(self, 1)] if self.queries else []

    def register(self, sock, mask):
        pass

    def recvfrom(self, size):
        return self.queries.pop(0), ("192.168.4.16", 5353)

    def sendto(self, data, where):
        self.answers += 1
        return len(data)


# A phone's query for its captive-portal check's name (connectivitycheck.gstatic.com, A, IN)
QUERY = (
    b"\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00"
    b"\x11connectivitycheck\x07gstatic\x03com\x00\x00\x01\x00\x01"
)


def start_dns():
    """The captive DNS as an "ap" table starts it (table/web/online.py), on the stand-in socket."""
    air = Datagrams()
    sys.modules["socket"] = air  # the modules hal/dns.py imports, as the stand-in
    sys.modules["select"] = air
    from hal import dns

    return air, dns.Responder("192.168.4.1")


def start():
    table = simtable.SimTable(config, fs=fakefs.FakeFlash(), pacing="fast", bot=simtable.light_bot)
    table.choose_game(ARGS["game"])
    table.join([0], list(range(1, ARGS["players"])))
    return table


def connect(web, paths):
    """Six phones paired (the bench's shortcut: the tokens the paths carry) and connected,
    with the onlooker."""
    for seat in range(6):
        web.companion.tokens[seat] = "bench%d" % seat
    phones = []
    for path in paths:
        phone = Phone(b"GET " + path.encode() + b" HTTP/1.1\r\nHost: bench\r\n\r\n")
        phones.append(phone)
        stream = asyncio.StreamReader(phone)
        web.connect(stream, stream)
    return phones


TURNS = 8  # the server's turn after a step of the table: this many passes of its loop


async def _passes(count):
    from table.web.http import sleep_ms

    for _ in range(count):
        await sleep_ms(0)


def pump(web, passes=TURNS):
    """The server's turn: `passes` passes of its loop, each task that can run run once, not
    a span of this machine's real time (webtable's pump), so a run does the same work on a
    loaded machine as on a quiet one, and its heap is the same."""
    web.attach()
    web.loop.run_until_complete(_passes(passes))


def settle(web, count):
    """Ten of the server's turns; whether every stream has been served a while."""
    for _ in range(10):
        TABLE.tick()
        pump(web)
    SERVED.append(web.server.served >= count)
    return len(SERVED) > 3 and SERVED[-3]


def step(i):
    """A step of the table with seat 1 stepping through its choices, then the server's turn
    and the captive DNS's (a query every tenth step)."""
    if i % 10 == 5:
        AIR.queries.append(QUERY)
    DNS.answer_waiting()
    if i % 40 == 20:
        TABLE.button_down(0, simtable.STEP)
    elif i % 40 == 30:
        TABLE.button_up(0, simtable.STEP)
    TABLE.tick()
    pump(WEB)


def served_tick():
    """The table's step, then the server's turn (the streams keep up with every change) and
    the captive DNS's, a query every tenth step."""
    global TICKS
    TICKS += 1
    TICK()
    pump(WEB, 1)
    if TICKS % 10 == 0:
        AIR.queries.append(QUERY)
    DNS.answer_waiting()


def advance():
    """The game on to its next decision, or 20 ms of it (simtable's play_until, a turn at a
    time): a seat with a decision takes its first choice at the buttons. False at its end."""
    seat = TABLE.deciding_seat()
    if seat >= 0:
        TABLE.press(seat, simtable.CONFIRM, hold_ms=30, after_ms=20)
    else:
        TABLE.run(20)
    return TABLE.mode() != modes.OVER


def sample():
    """The heap in use now, after a collection; the names line at each new most."""
    global MOST, SAMPLES
    SAMPLES += 1
    now = benchvm.heap_in_use()
    if now > MOST:
        MOST = now
        names()


def result():
    return {
        "ok": True,
        "game": ARGS["game"],
        "players": ARGS["players"],
        "bits": 32 if sys.maxsize < 2**32 else 64,
        "board_bytes": BOARD,
        "table_and_game_bytes": WITHOUT,
        "server_code_bytes": CODE,
        "dns_bytes": DNS_BYTES,
        "dns_answers": AIR.answers,
        "with_phones_bytes": WITH_PHONES - WITHOUT,
        "most_in_use_bytes": MOST,
        "samples": SAMPLES,
        "streams": len(PHONES),
        "events": sum(phone.events for phone in PHONES),
        "actions": TABLE.app.match.state.history_length(),
        "log": TABLE.counts,
    }


TABLE = start()
WITHOUT = benchvm.heap_in_use()
import webtable  # noqa: E402

WEB = webtable.Web(TABLE, None)
CODE = benchvm.heap_in_use() - WITHOUT
AIR, DNS = start_dns()
DNS_BYTES = benchvm.heap_in_use() - WITHOUT - CODE
from table import modes  # noqa: E402, F401 - the phones' first views load private

PHONES = connect(WEB, ARGS["paths"])
SERVED = []  # type: list
while not settle(WEB, len(PHONES)):
    benchvm.gc.collect()  # at the top: safe (see above); the garbage of ten steps goes
    if len(SERVED) > 200:
        raise SystemExit("the phones did not connect")
MOST = 0
SAMPLES = 0
for i in range(ARGS["ticks"]):
    step(i)
    if i % 10 == 9:
        sample()
WITH_PHONES = benchvm.heap_in_use()
TICK = TABLE.tick
TICKS = 0
TABLE.tick = served_tick
while advance():
    sample()
benchvm.emit(result())
