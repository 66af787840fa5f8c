"""The table's main loop with the phone companion's server beside it, in one asyncio loop:
main.py runs it on a Pico W whose Wi-Fi is up (hal/net.py); a plain Pico runs App.run."""

from table import http
from table.companion import Companion


async def run(app, host, port, idle_ms=5, ready=None):
    """The table's main loop with the server beside it (main.py on a Pico W; the simulator):
    a step of the table (App.run's, faults handled alike), then the server's turn
    until the next step is due. ready(server) is called once it listens."""
    companion = Companion(app)
    app.companion = companion
    connections = getattr(app.config, "WEB_CONNECTIONS", http.CONNECTIONS)
    server = http.Server(companion.handle, companion.kind, connections)
    server.on_error = companion.fault
    await server.start(host, port)
    app.log.event("web", "phones: open http://%s:%d/ to join" % (host, port), (("port", port),))
    if ready is not None:
        ready(server)
    while True:
        app.run(steps=1, idle_ms=0)
        await http.sleep_ms(idle_ms)
