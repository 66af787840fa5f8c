"""The phone companion's config and Wi-Fi: the fields are checked like every other, and a
board without Wi-Fi (a plain Pico; this host) runs the table without a server."""

from hal import net
from support import table_config
from table import config_check

BOARD = table_config.BOARD


def _fields(**overrides):
    return [field for field, _ in config_check.check(table_config.make(**overrides), BOARD)]


class _Log:
    def __init__(self):
        self.lines = []

    def event(self, ev, text, fields=()):
        self.lines.append((ev, text))


def test_wifi_off_or_absent_asks_for_nothing_more():
    assert _fields(WIFI_MODE="off", WIFI_PASSWORD="") == []
    assert _fields() == []


def test_a_wifi_mode_that_is_not_off_ap_or_join_names_wifi_mode():
    assert _fields(WIFI_MODE="on") == ["WIFI_MODE"]


def test_a_wpa2_password_must_have_8_to_63_printable_characters():
    ok = {"WIFI_MODE": "ap", "WIFI_NAME": "Midway"}
    assert _fields(WIFI_PASSWORD="12345678", **ok) == []
    assert _fields(WIFI_PASSWORD="1234567", **ok) == ["WIFI_PASSWORD"]
    assert _fields(WIFI_PASSWORD="x" * 64, **ok) == ["WIFI_PASSWORD"]
    assert _fields(WIFI_PASSWORD="tab\there!", **ok) == ["WIFI_PASSWORD"]


def test_a_network_name_and_port_are_checked_when_wifi_is_on():
    on = {"WIFI_MODE": "join", "WIFI_PASSWORD": "12345678"}
    assert _fields(WIFI_NAME="", **on) == ["WIFI_NAME"]
    assert _fields(WIFI_NAME="n" * 33, **on) == ["WIFI_NAME"]
    assert _fields(WIFI_NAME="Home", WEB_PORT=0, **on) == ["WEB_PORT"]
    assert _fields(WIFI_NAME="Home", WEB_CONNECTIONS=4, **on) == ["WEB_CONNECTIONS"]


def test_a_board_without_wifi_runs_the_table_without_a_server():
    log = _Log()
    config = table_config.make(WIFI_MODE="ap", WIFI_NAME="Midway", WIFI_PASSWORD="12345678")
    assert net.start(config, log) is None
    assert log.lines and "no Wi-Fi" in log.lines[0][1]
    assert net.start(table_config.make(), _Log()) is None  # off: not even looked for


class _DeadRadio:
    """A Pico W's `network` whose radio does not answer, as the CYW43 does when it fails."""

    AP_IF = 1
    STA_IF = 0

    def __init__(self, fails_at):
        self.fails_at = fails_at

    def WLAN(self, interface):  # noqa: N802 - network's own name
        if self.fails_at == "WLAN":
            raise OSError(-2, "CYW43 failed to start")
        return self

    def config(self, **fields):
        pass

    def active(self, on=None):
        raise OSError(-1, "the radio did not answer")


def test_a_pico_w_whose_radio_fails_plays_without_phones_and_says_why():
    import sys

    for mode, fails_at in (("ap", "WLAN"), ("join", "active")):
        config = table_config.make(WIFI_MODE=mode, WIFI_NAME="Midway", WIFI_PASSWORD="12345678")
        sys.modules["network"] = _DeadRadio(fails_at)  # type: ignore[assignment]
        try:
            log = _Log()
            assert net.start(config, log) is None
        finally:
            del sys.modules["network"]
        assert len(log.lines) == 1 and log.lines[0][0] == "web", log.lines
        assert "Wi-Fi did not start (OSError" in log.lines[0][1]
        assert "without phones" in log.lines[0][1]
