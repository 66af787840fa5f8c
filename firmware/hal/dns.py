"""The captive DNS of a table that opens its own Wi-Fi ("ap"): every name a phone asks for is
the table's own address, so a phone that joins finds its captive-portal check answered by the
table and opens the page by itself. The only module that opens a UDP socket.

Only queries get answers: a packet that is not a well-formed DNS query (a reply, another
opcode, a name that runs off the end, a pointer in the question) is dropped without a word,
as a DNS server drops noise. An A query for any name gets the table's address; any other
type (AAAA above all) gets an empty answer, so a phone goes on with the A it asked beside it.
"""

import select
import socket

from compat import const

TTL_S = const(10)  # short: a phone that leaves the table's Wi-Fi soon asks its own DNS again
MOST_EACH_TURN = const(2)  # packets read in one turn, so a burst never holds the table
_PACKET = const(512)  # the largest query a plain DNS client sends over UDP
_TYPE_A = const(1)
_TYPE_ANY = const(255)
_CLASS_IN = const(1)


def reply(query, address):
    """The answer to one DNS query (bytes), naming `address` (4 bytes) for every name; None
    when `query` is not a well-formed standard query."""
    size = len(query)
    if size < 17:  # the header (12), the root name (1), its type and class (4)
        return None
    if query[2] & 0xF8 or query[4] or query[5] == 0:  # a reply, not QUERY, or no question
        return None
    end = 12
    while True:
        length = query[end]
        if length == 0:
            end += 1
            break
        if length & 0xC0 or end + length + 1 >= size or end > 12 + 255:
            return None
        end += length + 1
    if end + 4 > size:
        return None
    kind = query[end] << 8 | query[end + 1]
    klass = query[end + 2] << 8 | query[end + 3]
    end += 4
    found = kind in (_TYPE_A, _TYPE_ANY) and klass == _CLASS_IN
    # the id, then: a reply, authoritative, the query's "recursion desired", no error
    head = bytes((query[0], query[1], 0x84 | (query[2] & 0x01), 0, 0, 1, 0, 1 if found else 0))
    out = head + b"\x00\x00\x00\x00" + query[12:end]
    if found:
        # the question's name (a pointer to offset 12), A, IN, the TTL, four bytes of address
        out += b"\xc0\x0c\x00\x01\x00\x01\x00\x00" + bytes((0, TTL_S, 0, 4)) + address
    return out


def address_bytes(address):
    """'192.168.4.1' as the four bytes an A record holds."""
    return bytes(int(part) for part in address.split("."))


class Responder:
    """A UDP socket on host:port answering every query with `address` (a dotted str): the
    table's loop calls answer_waiting() every few ms; nothing blocks, nothing raises."""

    def __init__(self, address, port=53, host="0.0.0.0"):
        self.address = address_bytes(address)
        self.answered = 0  # queries answered, ever
        self.dropped = 0  # packets that were no query
        where = socket.getaddrinfo(host, port)[0][-1]  # a tuple, or the unix port's bytes
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            self.sock.bind(where)
            self.sock.setblocking(False)
        except OSError:
            self.sock.close()
            raise
        self.poller = select.poll()
        self.poller.register(self.sock, select.POLLIN)

    def answer_waiting(self):
        """Answer the packets that have come in (MOST_EACH_TURN at most); how many were read."""
        count = 0
        while count < MOST_EACH_TURN and self.poller.poll(0):
            count += 1
            try:
                query, sender = self.sock.recvfrom(_PACKET)
            except OSError:  # nothing after all, or the network hiccuped: the next turn
                break
            answer = reply(query, self.address)
            if answer is None:
                self.dropped += 1
                continue
            try:
                self.sock.sendto(answer, sender)
                self.answered += 1
            except OSError:  # the phone went away: its DNS client asks again
                pass
        return count

    def close(self):
        self.sock.close()
