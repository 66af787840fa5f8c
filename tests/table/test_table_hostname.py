"""A table that joins a home network ("join") takes config.py's HOSTNAME as its name there,
so phones open http://midway.local/ where the network's mDNS works: the name is checked like
every other field, and set before the table asks the network for an address."""

from hal import net
from support import table_config
from table import config_check

JOIN = {"WIFI_MODE": "join", "WIFI_NAME": "Home", "WIFI_PASSWORD": "12345678"}


def _fields(**overrides):
    config = table_config.make(**overrides)
    return [field for field, _ in config_check.check(config, table_config.BOARD)]


class _Log:
    def __init__(self):
        self.lines = []

    def event(self, ev, text, fields=()):
        self.lines.append((ev, text, fields))


class _HomeNetwork:
    """A Pico W's `network` that joins at once: it records what the table asked, in order."""

    AP_IF = 1
    STA_IF = 0

    def __init__(self):
        self.calls = []

    def hostname(self, name):
        self.calls.append(("hostname", name))

    def WLAN(self, interface):  # noqa: N802 - network's own name
        return self

    def active(self, on=None):
        self.calls.append(("active", on))

    def connect(self, name, password):
        self.calls.append(("connect", name))

    def isconnected(self):
        return True

    def ifconfig(self):
        return ("192.168.1.23", "255.255.255.0", "192.168.1.1", "192.168.1.1")


def test_the_default_name_is_midway_and_any_dns_label_of_up_to_32_is_fine():
    assert table_config.make().HOSTNAME == "midway"
    for name in ("midway", "Kitchen-Table-2", "a", "x" * 32):
        assert _fields(HOSTNAME=name, **JOIN) == [], name


def test_a_name_a_network_would_refuse_names_hostname():
    for name in ("", "-midway", "midway-", "mid way", "mid_way", "midway.local", "x" * 33, 7):
        assert _fields(HOSTNAME=name, **JOIN) == ["HOSTNAME"], name
    assert _fields(HOSTNAME="mid way", WIFI_MODE="off") == []  # no Wi-Fi: never used


def test_joining_sets_the_name_before_asking_for_an_address_and_says_where_phones_go():
    import sys

    radio = _HomeNetwork()
    sys.modules["network"] = radio  # type: ignore[assignment]
    try:
        log = _Log()
        address = net.start(table_config.make(HOSTNAME="kitchen", **JOIN), log)
    finally:
        del sys.modules["network"]
    assert address == "192.168.1.23"
    assert radio.calls[0] == ("hostname", "kitchen")
    assert ("connect", "Home") in radio.calls
    ev, text, fields = log.lines[-1]
    assert "http://kitchen.local/" in text and fields == (("address", "192.168.1.23"),)
