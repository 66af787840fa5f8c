"""A small HTTP/1.1 server on asyncio, for the phone companion (table/companion.py).

Written here rather than taken from Microdot: on the 64-bit VM Microdot's module holds 26 KB
of heap once imported (12.4 KB of .mpy), this one about a fifth of that, and the table already
spends most of a Pico W's heap (docs/table.md, "Phones"). It serves what the companion needs
and refuses the rest plainly: one request per connection, a head of at most HEAD_LIMIT bytes
read within TIMEOUT_MS, a body of at most BODY_LIMIT, at most MAX_CONNECTIONS open at once
(the next is closed at once). A handler's error is a 500 and the table plays on. The same
code runs on the Pico, the MicroPython unix port and CPython.
"""

import asyncio

from compat import const

HEAD_LIMIT = const(1024)  # request line and headers together
BODY_LIMIT = const(256)
TIMEOUT_MS = const(5000)  # to send a whole request, or to take a response's next piece
MAX_CONNECTIONS = const(16)  # six phones (a stream each), their taps, pairings, onlookers

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
}


def sleep_ms(ms):
    """An awaitable pause (MicroPython's asyncio.sleep_ms, CPython's sleep)."""
    if hasattr(asyncio, "sleep_ms"):
        return asyncio.sleep_ms(ms)
    return asyncio.sleep(ms / 1000)


class BadRequest(Exception):
    def __init__(self, status):
        super().__init__(status)
        self.status = status


class Request:
    """What the companion reads of a request: method, path, query, token, body."""

    def __init__(self, method, path, query, token, body):
        self.method = method
        self.path = path
        self.query = query
        self.token = token  # the Authorization: Bearer header's, or the query's "token"
        self.body = body
        self.reader = None  # the connection's stream, for a handler that waits on it

    def arg(self, name):
        """A query parameter as an int; None when absent or not a number."""
        text = self.query.get(name)
        if text is None or not text or len(text) > 6:
            return None
        for char in text:
            if not "0" <= char <= "9":
                return None
        return int(text)


def parse_head(head):
    """The Request of a request's head (bytes up to the blank line), without its body;
    BadRequest(400) when it is not HTTP. Returns (request, content length)."""
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
    token = query.get("token")
    length = 0
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        if not sep:
            if line:
                raise BadRequest(400)
            continue
        name = name.strip().lower()
        value = value.strip()
        if name == "content-length":
            if not value.isdigit():
                raise BadRequest(400)
            length = int(value)
        elif name == "authorization" and value.startswith("Bearer "):
            token = value[7:].strip()
    return Request(method, path, query, token, b""), length


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
    """Write and wait for the client to take it: a client that stalls for TIMEOUT_MS is
    dropped (OSError or a timeout reaches the connection's task, which closes it)."""
    writer.write(data)
    await asyncio.wait_for(writer.drain(), TIMEOUT_MS / 1000)


async def respond(writer, status, body=b"", content_type="application/json"):
    await send(writer, head(status, content_type, len(body)) + body)


class Server:
    """Accepts connections and hands each well-formed request to `handler(request, writer)`,
    a coroutine that writes the response."""

    timeout_ms = TIMEOUT_MS  # a test may shorten it: slow clients are dropped sooner

    def __init__(self, handler):
        self.handler = handler
        self.open = 0  # connections being served now
        self.served = 0  # requests handed to the handler, ever
        self.refused = 0  # connections closed at once: too many open
        self.on_error = None  # called with a handler's exception (the table logs it)
        self.server = None

    async def start(self, host, port):
        self.server = await asyncio.start_server(self.serve, host, port)
        return self.server

    def close(self):
        if self.server is not None:
            self.server.close()

    async def serve(self, reader, writer):
        """One connection: its request read within the limits, handed to the handler, the
        socket closed after (start() serves each one it accepts this way)."""
        if self.open >= MAX_CONNECTIONS:
            self.refused += 1
            await _close(writer)
            return
        self.open += 1
        try:
            try:
                request = await asyncio.wait_for(  # type: Request
                    _read(reader), self.timeout_ms / 1000
                )
            except BadRequest as err:
                await respond(writer, err.status, b"")
                return
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
            pass  # the client went, or was too slow: its socket closes below
        finally:
            self.open -= 1
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
    except Exception:  # noqa: BLE001, S110 - closing a socket the client already dropped
        pass
