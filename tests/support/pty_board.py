"""A MicroPython REPL on a pseudo-terminal that mpremote can drive like a USB Pico (host only).

The unix port's REPL speaks MicroPython's raw-REPL protocol, so mpremote (given `resume`:
it cannot soft-reset this "board") copies files and runs code exactly as it would on a real
Pico. Two pty pairs joined by a relay thread: micropython on one, mpremote opens the other.
"""

import os
import pty
import select
import subprocess
import sys
import threading
import time
import tty
from pathlib import Path


def micropython():
    explicit = os.environ.get("MICROPYTHON")
    if explicit:
        return explicit
    return str(Path(sys.executable).parent / "micropython")


class PtyBoard:
    def __init__(self, folder, heapsize="192K"):
        self.folder = Path(folder)
        self.heapsize = heapsize
        self.port = None
        self._process = None
        self._fds = []
        self._stop = threading.Event()
        self._thread = None

    def __enter__(self):
        board_master, board_slave = pty.openpty()
        host_master, host_slave = pty.openpty()
        tty.setraw(board_slave)
        tty.setraw(host_slave)
        self._fds = [board_master, board_slave, host_master, host_slave]
        self.port = os.ttyname(host_slave)
        self._process = subprocess.Popen(
            [micropython(), "-X", "heapsize=" + self.heapsize],
            stdin=board_slave,
            stdout=board_slave,
            stderr=board_slave,
            cwd=str(self.folder),
            start_new_session=True,
        )
        self._thread = threading.Thread(
            target=self._relay, args=(board_master, host_master), daemon=True
        )
        self._thread.start()
        time.sleep(0.3)  # let the REPL print its banner
        return self

    def _relay(self, board, host):
        while not self._stop.is_set():
            ready, _, _ = select.select([board, host], [], [], 0.2)
            for fd in ready:
                try:
                    data = os.read(fd, 4096)
                except OSError:
                    return
                os.write(host if fd == board else board, data)

    def __exit__(self, *exc):
        self._stop.set()
        # The relay must be gone before its descriptors close: the numbers are reused at once
        # (by the next subprocess's pipes, say), and a late relay would read from those.
        self._thread.join()
        if self._process is not None:
            self._process.kill()
            self._process.wait()
        for fd in self._fds:
            try:
                os.close(fd)
            except OSError:
                pass
