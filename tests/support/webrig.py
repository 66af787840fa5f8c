"""A simulated table with the phone companion's server, run as its own process on 127.0.0.1
(host_tools/virtual_board/webtable.py) under CPython or under the MicroPython VM, for the tests
that talk to it as phones do: over real sockets, with the table stepping in real time.

    rig = WebRig("micropython")        # or "cpython"
    rig.start_game("scream", humans=(1, 2))
    status, body = rig.get("/api/table")
    rig.press(2, CONFIRM)              # seat 2's confirm, on the simulated pins
    rig.stop(); rig.log()              # every serial line the table wrote
"""

import http.client
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "host_tools" / "virtual_board" / "webtable.py"
PAGE = ROOT / "firmware" / "table" / "web" / "companion.html.gz"
# The VM runs the firmware precompiled, as a Pico W does; the harness adds the simulated board
# and a control server to the heap, which a Pico W never holds, so it gets more than 192K.
VM_HEAP = "384K"
STEP = 0
CONFIRM = 1


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _vm_env():
    sys.path.insert(0, str(ROOT / "tests"))
    import run_micropython

    env = dict(os.environ)
    env.update(run_micropython.precompile())
    # the page lies beside the companion's module, as `make build` puts it on the Pico
    shutil.copyfile(PAGE, ROOT / env["MIDWAY_FIRMWARE"] / "table" / "web" / PAGE.name)
    return env, run_micropython.micropython()


class WebRig:
    def __init__(self, runtime, log_dir, timeout_ms=None, seed=1, dns=False):
        self.runtime = runtime
        self.port = free_port()
        self.control_port = free_port()
        self.dns_port = free_port() if dns else None  # the captive DNS ("ap"), on UDP
        self.log_path = Path(log_dir) / ("serial-%s-%d.log" % (runtime, self.port))
        args = [str(HARNESS), str(self.port), str(self.control_port), str(self.log_path)]
        args += [str(seed)] + ([str(timeout_ms or 0)] if timeout_ms or dns else [])
        args += [str(self.dns_port)] if dns else []
        if runtime == "micropython":
            env, vm = _vm_env()
            command = [vm, "-X", "heapsize=" + VM_HEAP] + args
        else:
            env, command = dict(os.environ), [sys.executable] + args
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        ready = self.process.stdout.readline()
        if "ready" not in ready:
            self.process.kill()
            raise AssertionError(
                "the table did not start: %s%s" % (ready, self.process.stdout.read())
            )
        self.output = []
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        for line in self.process.stdout:
            self.output.append(line)

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.port

    # ---- as a phone: HTTP on the companion's port ---------------------------------------

    def request(self, method, path, token=None, timeout=40, body=None):
        """(status, parsed JSON or raw bytes) of one request to the companion."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        headers = {"Authorization": "Bearer " + token} if token else {}
        conn.request(method, path, body=body, headers=headers)
        answer = conn.getresponse()
        body = answer.read()
        conn.close()
        kind = answer.getheader("Content-Type") or ""
        return answer.status, (
            json.loads(body) if kind.startswith("application/json") and body else body
        )

    def get(self, path, token=None):
        return self.request("GET", path, token)

    def post(self, path, token=None, body=None):
        return self.request("POST", path, token, body=body)

    def ask_pair(self, seat):
        """A phone asking for `seat` (from 1): a Pairing, its code read once the table gave one."""
        return Pairing(self.port, seat)

    def pair(self, seat):
        """Pair a phone to `seat` (from 1) as its player does: ask, then make the gesture at
        the seat; returns the token."""
        asking = self.ask_pair(seat)
        assert asking.status == 200, asking.error
        self.gesture(seat)
        kind, body = asking.next_event()
        asking.close()
        assert kind == "paired", body
        return body["token"]

    # ---- as the people at the table: the control port (test-only) ------------------------

    def control(self, path):
        conn = http.client.HTTPConnection("127.0.0.1", self.control_port, timeout=60)
        conn.request("POST", path)
        body = conn.getresponse().read()
        conn.close()
        return json.loads(body)

    def press(self, seat, button, hold=False):
        self.control("/press?seat=%d&button=%d%s" % (seat, button, "&hold=1" if hold else ""))

    def gesture(self, seat):
        """The seat's step held and its confirm pressed: the pairing gesture."""
        self.control("/press?seat=%d&button=0&gesture=1" % seat)

    def connections(self, count):
        """Tell the server it has `count` connections, as config WEB_CONNECTIONS does."""
        self.control("/connections?count=%d" % count)

    def start_game(self, game, humans=(1,), bots=()):
        self.control(
            "/start?game=%s&humans=%s&bots=%s"
            % (game, ",".join(map(str, humans)), ",".join(map(str, bots)))
        )
        self.wait_for(lambda: self.state()["mode"] == 3)

    def state(self):
        return self.control("/state")

    def wait_for(self, done, seconds=20):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            value = done()
            if value:
                return value
            time.sleep(0.02)
        raise AssertionError("waited %d s in vain" % seconds)

    def until_seat_one_decides(self):
        """Run until seat 1 has a decision open between two choices or more (a step moves
        its highlight); seat 2, the other human, and seat 1 with one choice take it."""

        def seat_one_decides():
            state = self.state()
            if state["deciding"] == 2:
                self.press(2, CONFIRM)
            if state["deciding"] == 1 and state["prompt"][1] < 2:
                self.press(1, CONFIRM)
                return False
            return state["deciding"] == 1

        self.wait_for(seat_one_decides, 60)

    # ---- the end ----------------------------------------------------------------------------

    def stop(self):
        if self.process.poll() is None:
            try:
                self.control("/quit")
                self.process.wait(10)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()

    def log(self):
        return self.log_path.read_text()


class Pairing:
    """One phone's pair request, held open: its status, then its events (the code first)."""

    def __init__(self, port, seat, timeout=70):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        self.conn.request("POST", "/api/pair?seat=%d" % seat)
        self.answer = self.conn.getresponse()
        self.status = self.answer.status
        self.error = None
        self.code = None
        if self.status != 200:
            self.error = json.loads(self.answer.read())["error"]
            self.close()
            return
        kind, body = self.next_event()
        assert kind == "code", (kind, body)
        self.code = body["code"]

    def next_event(self):
        """(kind, data) of the next event; ("closed", None) when the table ended the stream."""
        kind, data = "message", None
        while True:
            line = self.answer.readline()
            if not line:
                return "closed", None
            line = line.decode().rstrip("\r\n")
            if not line:
                if data is not None:
                    return kind, json.loads(data)
                continue
            if line.startswith("event: "):
                kind = line[7:]
            elif line.startswith("data: "):
                data = line[6:]

    def close(self):
        """The phone gives up: its connection closes (the response holds the socket too)."""
        self.answer.close()
        self.conn.close()


class Event:
    """One Server-Sent Event: its id (None when it has none), kind and parsed data."""

    def __init__(self, id, kind, data):
        self.id = id
        self.kind = kind
        self.data = data

    def __repr__(self):
        return "Event(%r, %r)" % (self.id, self.kind)


class Phone:
    """A stream held open as a page's EventSource holds it, read as it comes by a thread:
    `status`, then `events` (Event) until the server ends it (`ended`)."""

    def __init__(self, rig, path, token=None, last_id=None):
        self.conn = socket.create_connection(("127.0.0.1", rig.port), timeout=30)
        head = "GET %s HTTP/1.1\r\nHost: table\r\n" % path
        if token:
            head += "Authorization: Bearer %s\r\n" % token
        if last_id is not None:
            head += "Last-Event-ID: %s\r\n" % last_id
        self.conn.sendall((head + "\r\n").encode())
        self.status = None
        self.retry = None
        self.events = []
        self.ended = False
        self.changed = threading.Condition()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        self.wait(lambda phone: phone.status is not None)

    def _read(self):
        stream = self.conn.makefile("rb")
        try:
            status = stream.readline()
            while stream.readline() not in (b"\r\n", b""):
                pass
            with self.changed:
                self.status = int(status.split(b" ")[1]) if status else 0
                self.changed.notify_all()
            fields = {}
            for line in stream:
                line = line.rstrip(b"\n")
                if line:
                    name, _, value = line.partition(b": ")
                    fields[name.decode()] = value.decode()
                    continue
                if "retry" in fields:
                    self.retry = int(fields["retry"])
                if "data" in fields:
                    event = Event(
                        int(fields["id"]) if "id" in fields else None,
                        fields.get("event", "message"),
                        json.loads(fields["data"]),
                    )
                    with self.changed:
                        self.events.append(event)
                        self.changed.notify_all()
                fields = {}
        except OSError:
            pass
        finally:
            with self.changed:
                if self.status is None:
                    self.status = 0
                self.ended = True
                self.changed.notify_all()

    def wait(self, done, seconds=10):
        """Wait until done(self) holds; its value."""
        end = time.monotonic() + seconds
        with self.changed:
            while True:
                value = done(self)
                if value:
                    return value
                left = end - time.monotonic()
                if left <= 0:
                    recent = self.events[-5:]
                    raise AssertionError("the stream waited %d s in vain: %r" % (seconds, recent))
                self.changed.wait(left)

    def next(self, kind="message", since=None, match=None, seconds=10):
        """The first event of `kind` (whose data match(data) holds, if given) after the
        first `since` events (all the events so far when None)."""
        start = len(self.events) if since is None else since

        def found(phone):
            for event in phone.events[start:]:
                if event.kind == kind and (match is None or match(event.data)):
                    return event
            return None

        return self.wait(found, seconds)

    def latest(self, kind="message"):
        with self.changed:
            for event in reversed(self.events):
                if event.kind == kind:
                    return event
        return None

    def close(self):
        try:
            self.conn.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.conn.close()
        self.thread.join(5)
