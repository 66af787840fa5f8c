"""A small HTTP/1.1 server on asyncio, for the phone companion (table/web/companion.py).

Written here rather than taken from Microdot: on the 64-bit VM Microdot's module holds 26 KB
of heap once imported (12.4 KB of .mpy), this one about a fifth of that, and the table already
spends most of a Pico W's heap (docs/table.md, "Phones"). It serves what the companion needs
and refuses the rest plainly: one request per connection, a head of at most HEAD_LIMIT bytes
read within timeout_ms, a body of at most BODY_LIMIT sent with a Content-Length, numbers in
ASCII digits only. A handler's error is a 500 and the table plays on. The same code runs on
the Pico, the MicroPython unix port and CPython.

Connections are shared out so that onlookers can never crowd the players out (Server.limit,
docs/table.md "Phones"): the handler's `classify` names each request a PLAYER's or an
ONLOOKER's; onlookers get at most their share (a 503 beyond it), and one connection is always
kept free for whoever arrives next by closing the oldest one still sending its request, else
the oldest onlooker's. A response takes what it writes one piece at a time: a client that
takes nothing for timeout_ms is dropped, so no connection ever has more than one piece
(a view, a few KB) waiting in the server.
"""

import asyncio

from compat import const

HEAD_LIMIT = const(1024)  # request line and headers together
BODY_LIMIT = const(256)
TIMEOUT_MS = const(5000)  # to send a whole request, or to take a response's next piece
CONNECTIONS = const(5)  # lwIP's on MicroPython's own Pico W firmware (config WEB_CONNECTIONS)
PHONES = const(6)  # a seat each
HELD_AT = const(10)  # held streams need a connection a phone, taps', onlookers' and a free one
BETWEEN_POLLS_MS = const(1000)  # a stream that is not held: how soon the browser asks again

ARRIVING = const(0)  # its request is still being read
PLAYER = const(1)  # a paired phone's (or a pairing): never closed to make room
ONLOOKER = const(2)

timeout_ms = TIMEOUT_MS  # a test may shorten it: slow and stalled clients are dropped sooner

REASONS = {
    200: "OK",
    302: "Found",
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    408: "Request Timeout",
    409: "Conflict",
    413: "Content Too Large",
    431: "Request Header Fields Too Large",
    500: "Internal Server Error",
    501: "Not Implemented",
    503: "Service Unavailable",
}


def sleep_ms(ms):
    """An awaitable pause (MicroPython's asyncio.sleep_ms, CPython's sleep)."""
    if hasattr(asyncio, "sleep_ms"):
        return asyncio.sleep_ms(ms)
    return asyncio.sleep(ms / 1000)


def number(text, digits):
    """`text` as an int when it is 1 to `digits` ASCII digits, else None (int() and
    str.isdigit() would take "²" or "٣" too)."""
    if text is None or not 0 < len(text) <= digits:
        return None
    for char in text:
        if not "0" <= char <= "9":
            return None
    return int(text)


class BadRequest(Exception):
    def __init__(self, status):
        super().__init__(status)
        self.status = status


class Request:
    """What the companion reads of a request: method, path, query, token, body, the SSE
    Last-Event-ID, and whether the server has room for it to hold its connection."""

    def __init__(self, method, path, query, token, body):
        self.method = method
        self.path = path
        self.query = query
        self.token = token  # the Authorization: Bearer header's, or the query's "token"
        self.body = body
        self.reader = None  # the connection's stream, for a handler that waits on it
        self.last_id = None  # type: int | None  # Last-Event-ID, when a number
        self.hold = True  # set by the Server: False when streams must end after their views

    def arg(self, name):
        """A query parameter as an int; None when absent or not a number."""
        return number(self.query.get(name), 6)


def parse_head(head):
    """The Request of a request's head (bytes up to the blank line), without its body;
    BadRequest when it is not HTTP the server takes. Returns (request, content length)."""
    try:
        text = head.decode()
    except UnicodeError:
        raise BadRequest(400)
    lines = text.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1.") or not parts[1].startswith("/"):
        raise BadRequest(400)
    method, target = parts[0], parts[1]
    path, _, query_text = target.partition("?")
    query = {}
    for pair in query_text.split("&"):
        if pair:
            name, _, value = pair.partition("=")
            query[name] = value
    request = Request(method, path, query, query.get("token"), b"")
    length = -1
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        name = name.strip().lower()
        if not sep or not name:
            raise BadRequest(400)
        value = value.strip()
        if name == "content-length":
            count = number(value, 9)
            if count is None or (length >= 0 and count != length):
                raise BadRequest(400)
            length = count
        elif name == "transfer-encoding":
            raise BadRequest(501)  # no chunked bodies: a request's body is 256 bytes at most
        elif name == "authorization" and value.startswith("Bearer "):
            request.token = value[7:].strip()
        elif name == "last-event-id":
            request.last_id = number(value, 9)
    return request, max(length, 0)


def head(status, content_type=None, length=-1, extra=""):
    """A response's status line and headers, as bytes; the connection closes after it."""
    text = "HTTP/1.1 %d %s\r\nConnection: close\r\nCache-Control: no-store\r\n" % (
        status,
        REASONS.get(status, "Error"),
    )
    if content_type is not None:
        text += "Content-Type: %s\r\n" % content_type
    if length >= 0:
        text += "Content-Length: %d\r\n" % length
    return (text + extra + "\r\n").encode()


async def send(writer, data):
    """Write and wait until the client has taken it all from the server's buffer: a client
    that stalls for timeout_ms is dropped (OSError or a timeout reaches the connection's
    task, which closes it). MicroPython's drain waits so; CPython's is told to
    (Server.serve)."""
    writer.write(data)
    await asyncio.wait_for(writer.drain(), timeout_ms / 1000)


async def respond(writer, status, body=b"", content_type="application/json", extra=""):
    await send(writer, head(status, content_type, len(body), extra) + body)


class Connection:
    """One accepted connection: its task (cancelled to make room), what it is, and when it
    came, as the how-manieth."""

    def __init__(self, task, order):
        self.task = task
        self.kind = ARRIVING
        self.order = order


class Server:
    """Accepts connections and hands each well-formed request to `handler(request, writer)`,
    a coroutine that writes the response; `classify(request)` names it PLAYER or ONLOOKER
    (all onlookers without it)."""

    def __init__(self, handler, classify=None, connections=CONNECTIONS):
        self.handler = handler
        self.classify = classify
        self.conns = []  # type: list  # Connection, in the order they came
        self.arrived = 0
        self.served = 0  # requests handed to the handler, ever
        self.refused = 0  # connections closed at once: every one a player's
        self.turned_away = 0  # onlookers answered 503: their share was taken
        self.made_room = 0  # connections closed for the next to come in
        self.on_error = None  # called with a handler's exception (the table logs it)
        self.server = None
        self.limit(connections)

    def limit(self, connections):
        """Share out `connections` (what the network stack keeps open at once): held
        streams when there are HELD_AT or more, each phone's own; onlookers get what the
        phones, their taps and the free one leave (7 of 16), or 1 when streams are polls."""
        self.capacity = connections
        self.hold = connections >= HELD_AT
        self.onlookers = connections - HELD_AT + 1 if self.hold else 1

    @property
    def open(self):
        return len(self.conns)

    async def start(self, host, port):
        self.server = await asyncio.start_server(self.serve, host, port, backlog=self.capacity)
        return self.server

    def close(self):
        if self.server is not None:
            self.server.close()

    def _make_room(self, newcomer):
        """Close the oldest connection still sending its request, else the oldest
        onlooker's, so that the next to arrive finds a free one; a player's never."""
        victim = None
        for conn in self.conns:
            if conn is newcomer or conn.kind == PLAYER:
                continue
            if victim is None or (conn.kind, conn.order) < (victim.kind, victim.order):
                victim = conn
        if victim is not None:
            self.conns.remove(victim)  # counted out now: its task ends at its next await
            self.made_room += 1
            victim.task.cancel()

    def _count(self, kind):
        count = 0
        for conn in self.conns:
            if conn.kind == kind:
                count += 1
        return count

    async def serve(self, reader, writer):
        """One connection: its request read within the limits, handed to the handler, the
        socket closed after (start() serves each one it accepts this way). Never raises."""
        if len(self.conns) >= self.capacity:
            self.refused += 1
            await _close(writer)
            return
        self.arrived += 1
        me = Connection(asyncio.current_task(), self.arrived)
        self.conns.append(me)
        if len(self.conns) >= self.capacity:
            self._make_room(me)
        transport = getattr(writer, "transport", None)
        if transport is not None:  # CPython: drain() waits until nothing is left buffered
            transport.set_write_buffer_limits(0)
        try:
            try:
                request = await asyncio.wait_for(  # type: Request
                    _read(reader), timeout_ms / 1000
                )
            except BadRequest as err:
                me.kind = ONLOOKER
                await respond(writer, err.status, b"")
                return
            except asyncio.TimeoutError:  # noqa: UP041 - MicroPython has no builtin
                me.kind = ONLOOKER
                await respond(writer, 408, b"")  # too slow: told so, if it still listens
                return
            me.kind = ONLOOKER if self.classify is None else self.classify(request)
            if me.kind == ONLOOKER and self._count(ONLOOKER) > self.onlookers:
                self.turned_away += 1
                body = b'{"error": "the table has room for no more onlookers: try again soon"}'
                await respond(writer, 503, body, extra="Retry-After: 5\r\n")
                return
            request.hold = self.hold
            self.served += 1
            request.reader = reader
            try:
                await self.handler(request, writer)
            except (OSError, asyncio.TimeoutError):  # noqa: UP041 - MicroPython has no builtin
                raise
            except Exception as err:  # noqa: BLE001 - a handler's bug: 500, and the table plays on
                if self.on_error is not None:
                    self.on_error(err)
                await respond(writer, 500, b"")
        except (OSError, asyncio.TimeoutError, asyncio.CancelledError):  # noqa: UP041
            pass  # the client went, was too slow, or made room: its socket closes below
        finally:
            if me in self.conns:
                self.conns.remove(me)
            await _close(writer)


async def _read(reader):
    """A whole request from the stream, within the limits (BadRequest otherwise)."""
    data = b""
    while True:
        chunk = await reader.read(256)
        if not chunk:
            raise OSError("closed")
        data += chunk
        end = data.find(b"\r\n\r\n")
        if end >= 0:
            break
        if len(data) > HEAD_LIMIT:
            raise BadRequest(431)
    if end > HEAD_LIMIT:
        raise BadRequest(431)
    request, length = parse_head(data[:end])
    if length > BODY_LIMIT:
        raise BadRequest(413)
    body = data[end + 4 :]
    while len(body) < length:
        chunk = await reader.read(length - len(body))
        if not chunk:
            raise OSError("closed")
        body += chunk
    request.body = body[:length]
    return request


async def _close(writer):
    try:
        writer.close()
        await writer.wait_closed()
    except (Exception, asyncio.CancelledError):  # noqa: BLE001, S110 - a socket already dropped
        pass
