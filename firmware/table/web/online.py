"""The table's main loop with the phone companion's server beside it, in one asyncio loop:
main.py runs it on a Pico W whose Wi-Fi is up (hal/net.py); a plain Pico runs App.run. A
table that opens its own Wi-Fi ("ap") answers the phones' DNS there too (hal/dns.py)."""

import asyncio

from compat import const
from table.web import http
from table.web.companion import Companion

DNS_MS = const(20)  # how often the captive DNS looks for a query between the table's steps


async def run(app, host, port, idle_ms=5, ready=None, address=None):
    """The table's main loop with the server beside it (main.py on a Pico W; the simulator):
    a step of the table (App.run's, faults handled alike), then the server's turn
    until the next step is due. ready(server) is called once it listens. address: the
    table's own, which the captive DNS gives every name when the table opens its own Wi-Fi."""
    companion = Companion(app)
    app.serve_phones(companion)
    connections = getattr(app.config, "WEB_CONNECTIONS", http.CONNECTIONS)
    server = http.Server(companion.handle, companion.kind, connections)
    server.on_error = companion.fault
    await server.start(host, port)
    app.log.event("web", "phones: open http://%s:%d/ to join" % (host, port), (("port", port),))
    if address is not None and getattr(app.config, "WIFI_MODE", "off") == "ap":
        companion.home = "http://%s%s/" % (address, "" if port == 80 else ":%d" % port)
        start_dns(app.log, address)
    if ready is not None:
        ready(server)
    while True:
        app.run(steps=1, idle_ms=0)
        await http.sleep_ms(idle_ms)


def start_dns(log, address, port=53, host="0.0.0.0"):
    """The captive DNS on host:port answering `address`, as a task of the running loop; its
    Responder, or None (and a line in the log) when the socket cannot be had."""
    from hal import dns

    try:
        responder = dns.Responder(address, port, host)
    except OSError as err:
        text = "no captive DNS (%s): phones open http://%s/ themselves" % (err, address)
        log.event("web", text)
        return None
    asyncio.create_task(answer_dns(responder))
    return responder


async def answer_dns(responder):
    """The captive DNS's turns: the queries waiting, then a pause."""
    while True:
        responder.answer_waiting()
        await http.sleep_ms(DNS_MS)
