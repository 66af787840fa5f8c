"""Wi-Fi for the phone companion: a Pico W opens its own network or joins one (config.py's
WIFI_MODE, WIFI_NAME, WIFI_PASSWORD); the only module that imports `network`.

A board without `network` (a plain Pico, the unix port, CPython), a config with WIFI_MODE
"off", or a radio that fails to start gets None from start(): the table runs without a
server, and the log says why. Joining, the table takes config.py's HOSTNAME as its name on
the network (DHCP's, and mDNS's where the firmware answers it: http://midway.local/).
"""

from hal.clock import sleep_ms

JOIN_WAIT_MS = 15000  # how long boot waits for a home network before playing without phones


def start(config, log, feed=None):
    """Bring Wi-Fi up as the config says; the table's address (a str), or None for no
    server. log: the table's Log; feed: called while joining waits (the watchdog's)."""
    mode = getattr(config, "WIFI_MODE", "off")
    if mode not in ("ap", "join"):
        return None
    try:
        import network
    except ImportError:
        log.event("web", "WIFI_MODE is %r but this board has no Wi-Fi: no phones" % (mode,))
        return None
    try:
        return _up(network, mode, config, log, feed)
    except Exception as err:  # noqa: BLE001 - OSError above all: a radio that does not answer
        text = "Wi-Fi did not start (%s: %s): the table plays without phones"
        log.event("web", text % (type(err).__name__, err))
        return None


def _up(network, mode, config, log, feed):
    name = config.WIFI_NAME
    if mode == "ap":
        wlan = network.WLAN(network.AP_IF)
        wlan.config(essid=name, password=config.WIFI_PASSWORD)
        wlan.active(True)
        address = wlan.ifconfig()[0]
        log.event("web", "Wi-Fi %r is open; phones join it" % (name,), (("address", address),))
        return address
    host = getattr(config, "HOSTNAME", "midway")
    name_it = getattr(network, "hostname", None)  # MicroPython 1.20 on: DHCP's and mDNS's name
    if name_it is not None:
        name_it(host)
    wlan = network.WLAN(network.STA_IF)
    wlan.active(True)
    wlan.connect(name, config.WIFI_PASSWORD)
    waited = 0
    while not wlan.isconnected() and waited < JOIN_WAIT_MS:
        if feed is not None:
            feed()
        sleep_ms(100)
        waited += 100
    if not wlan.isconnected():
        log.event("web", "could not join Wi-Fi %r: no phones this time" % (name,))
        wlan.active(False)
        return None
    address = wlan.ifconfig()[0]
    text = "joined Wi-Fi %r as %s: phones open http://%s.local/ (where mDNS works) or the address"
    log.event("web", text % (name, host, host), (("address", address),))
    return address
