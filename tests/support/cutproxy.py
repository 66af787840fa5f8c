"""A TCP relay on loopback between phones and a table whose line a test can cut, as a phone
that walks out of the table's Wi-Fi finds it: while cut, nothing passes either way (the open
connections fall silent, new ones are taken and never answered), and on mending every
connection from before or during the cut is closed, so nothing sent meanwhile ever arrives.

    line = CutProxy(rig.port)        # phones open line.url instead of rig.url
    line.cut(); ...; line.mend()
    line.close()
"""

import socket
import threading


class CutProxy:
    def __init__(self, port, host="127.0.0.1"):
        self.target = (host, port)
        self.listener = socket.create_server((host, 0))
        self.port = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.broken = False
        self.dead = []  # sockets of connections the cut silenced, closed on mending
        self.live = []  # (phone, table) socket pairs passing bytes
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self):
        return "http://%s:%d" % (self.target[0], self.port)

    def cut(self):
        with self.lock:
            self.broken = True
            for pair in self.live:
                self.dead.extend(pair)
            self.live = []

    def mend(self):
        with self.lock:
            self.broken = False
            dead, self.dead = self.dead, []
        for sock in dead:
            _close(sock)

    def close(self):
        self.mend()
        _close(self.listener)
        with self.lock:
            live, self.live = self.live, []
        for pair in live:
            for sock in pair:
                _close(sock)

    def _accept(self):
        while True:
            try:
                phone, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                if self.broken:
                    self.dead.append(phone)
                    threading.Thread(target=self._swallow, args=(phone,), daemon=True).start()
                    continue
            try:
                table = socket.create_connection(self.target)
            except OSError:
                _close(phone)
                continue
            pair = (phone, table)
            with self.lock:
                self.live.append(pair)
            for source, sink in ((phone, table), (table, phone)):
                threading.Thread(target=self._pass, args=(pair, source, sink), daemon=True).start()

    def _pass(self, pair, source, sink):
        """Bytes from source to sink while the pair is live; dropped once it is cut."""
        while True:
            try:
                data = source.recv(4096)
            except OSError:
                data = b""
            if not data:
                break
            with self.lock:
                live = pair in self.live
            if live:
                try:
                    sink.sendall(data)
                except OSError:
                    break
        with self.lock:
            if pair in self.live:
                self.live.remove(pair)
                for sock in pair:
                    _close(sock)

    def _swallow(self, sock):
        while True:
            try:
                if not sock.recv(4096):
                    return
            except OSError:
                return


def _close(sock):
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    sock.close()
