"""A table that opens its own Wi-Fi ("ap") is the phones' whole network: its DNS (hal/dns.py)
gives every name the table's address, and the checks a phone makes on joining a Wi-Fi are
sent to the page, so the phone opens it by itself. Real DNS queries over UDP and the probe
URLs over HTTP, on loopback, against the table on CPython and on the MicroPython VM."""

import http.client
import socket
import struct

import pytest

from support.webrig import WebRig

# What Android, Apple, Windows and Firefox look up and fetch on joining a Wi-Fi
PROBES = (
    ("connectivitycheck.gstatic.com", "/generate_204"),
    ("clients3.google.com", "/gen_204"),
    ("captive.apple.com", "/hotspot-detect.html"),
    ("www.apple.com", "/library/test/success.html"),
    ("www.msftconnecttest.com", "/connecttest.txt"),
    ("www.msftncsi.com", "/ncsi.txt"),
    ("detectportal.firefox.com", "/canonical.html"),
    ("detectportal.firefox.com", "/success.txt"),
)
TYPE_A, TYPE_AAAA = 1, 28


@pytest.fixture(scope="module", params=("cpython", "micropython"))
def rig(request, tmp_path_factory):
    rig = WebRig(request.param, tmp_path_factory.mktemp("captive"), dns=True)
    yield rig
    rig.stop()


def query(name, kind=TYPE_A, ident=0x4D57):
    """A DNS query as a phone's resolver sends it: one question, recursion desired."""
    packet = struct.pack(">HHHHHH", ident, 0x0100, 1, 0, 0, 0)
    for label in name.split("."):
        packet += bytes((len(label),)) + label.encode()
    return packet + b"\x00" + struct.pack(">HH", kind, 1)


def parse(reply):
    """(id, rcode, [(type, ttl, rdata)]) of a DNS reply with one question."""
    ident, flags, questions, answers = struct.unpack(">HHHH", reply[:8])
    assert flags & 0x8000 and questions == 1
    at = 12
    while reply[at]:
        at += reply[at] + 1
    at += 5
    records = []
    for _ in range(answers):
        assert reply[at : at + 2] == b"\xc0\x0c"  # the question's name
        kind, _, ttl, length = struct.unpack(">HHIH", reply[at + 2 : at + 12])
        records.append((kind, ttl, reply[at + 12 : at + 12 + length]))
        at += 12 + length
    return ident, flags & 0xF, records


def resolver(rig):
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.settimeout(20)
    sock.connect(("127.0.0.1", rig.dns_port))
    return sock


def test_every_name_a_phone_looks_up_is_the_table(rig):
    with resolver(rig) as sock:
        for n, (name, _) in enumerate(PROBES + (("midway.local", ""), ("example.com", ""))):
            sock.send(query(name, ident=n))
            ident, rcode, records = parse(sock.recv(512))
            assert (ident, rcode) == (n, 0)
            assert [(kind, bytes(data)) for kind, _, data in records] == [(TYPE_A, b"\x7f\0\0\1")]
            assert 0 < records[0][1] <= 60  # a phone that leaves soon asks its own DNS again


def test_an_ipv6_lookup_gets_no_address_so_the_phone_uses_the_tables(rig):
    with resolver(rig) as sock:
        sock.send(query("captive.apple.com", TYPE_AAAA, ident=7))
        assert parse(sock.recv(512)) == (7, 0, [])


def test_noise_on_the_dns_port_gets_no_answer_and_the_table_plays_on(rig):
    good = query("captive.apple.com", ident=99)
    noise = (
        b"",
        b"\x12",
        b"\xff" * 11,
        good[:-3],  # cut in the question
        good[:12] + b"\x3f" + b"a" * 10,  # a label running off the end
        good[:12] + b"\xc0\x0c\x00\x00\x01\x00\x01",  # a pointer in the question
        bytes((0, 1, 0x81, 0x80)) + good[4:],  # a reply, not a query
        bytes((0, 2, 0x28, 0x00)) + good[4:],  # an UPDATE, not a query
        good[:4] + b"\x00\x00" + good[6:],  # no question
        bytes(range(256)) * 2,
    )
    with resolver(rig) as sock:
        for packet in noise:
            sock.send(packet)
        sock.send(good)
        # UDP on loopback keeps the order: an answer to any noise would come first
        assert parse(sock.recv(512))[0] == 99
    status, view = rig.get("/api/table")
    assert status == 200 and view["mode"] in ("select", "play")
    assert '"ev": "fault"' not in rig.log() and '"ev":"fault"' not in rig.log()


def test_the_checks_a_phone_makes_on_joining_open_the_page(rig):
    home = rig.url + "/"
    for host, path in PROBES:
        conn = http.client.HTTPConnection("127.0.0.1", rig.port, timeout=20)
        conn.request("GET", path, headers={"Host": host})
        answer = conn.getresponse()
        body = answer.read()
        conn.close()
        assert (answer.status, answer.getheader("Location")) == (302, home), path
        assert home.encode() in body  # a link, for a browser that shows it
    status, page = rig.get("/")
    assert status == 200 and page[:2] == b"\x1f\x8b"  # the page, gzipped
