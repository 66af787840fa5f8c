"""A MicroPython REPL on a pseudo-terminal that mpremote can drive like a USB Pico (host only).

The unix port's REPL speaks MicroPython's raw-REPL protocol, so mpremote (given `resume`:
it cannot soft-reset this "board") copies files and runs code exactly as it would on a real
Pico. Two pty pairs joined by a relay thread: micropython on one, mpremote opens the other.

Ctrl-C works as on a Pico: the board's pty is micropython's controlling terminal with the
interrupt character on, so a Ctrl-C that arrives while code runs raises KeyboardInterrupt
in it, and one at the REPL's prompt (the port turns the terminal raw while it reads a line)
is read as a key. `main` names a script the board runs first, as a Pico runs main.py, before
its REPL: a table running when the host tool connects.
"""

import fcntl
import os
import pty
import select
import shutil
import subprocess
import sys
import termios
import threading
import time
import tty
from pathlib import Path

from host_tools.bench.runner import PICO_HEAP

ROOT = Path(__file__).resolve().parents[2]
SIM = ROOT / "host_tools" / "virtual_board"

# A running table, as main.py runs it on a Pico, for a folder holding the simulated Pico and
# Midway deployed by flash.py: its log echoed on the serial port, its saves on a flash in
# memory (the shipped SAVE_FOLDER is a path at the root).
TABLE_MAIN = """\
import fakefs
import machine
machine.SERIAL.echo = True
import config
from table import boot
boot.build(config, fs=fakefs.FakeFlash()).run()
"""


def simulated_pico(folder):
    """A folder a MicroPython unix REPL boots in as a Pico: `import machine` and `import
    neopixel` find the simulated ones (and their helpers) there."""
    folder.mkdir()
    for module in SIM.glob("*.py"):
        shutil.copy(module, folder)
    return folder


def deployed_pico(folder, build, config):
    """simulated_pico(folder) with Midway deployed on it by flash.py from `build`: the folder
    to start a PtyBoard on (main="table_main.py" runs TABLE_MAIN there)."""
    from host_tools import flash

    simulated_pico(folder)
    with PtyBoard(folder) as pico:
        flash.flash(port=pico.port, resume=True, build=build, config=config, out=lambda line: None)
    # The unix port cannot run the armv6m machine code of the viper twin built for the Pico;
    # without it hal.pixels takes its Python path, as on a port without viper.
    (folder / "hal" / "pixels_viper.mpy").unlink(missing_ok=True)
    (folder / "table_main.py").write_text(TABLE_MAIN)
    return folder


# Runs on the board after a host tool: virtual time ten minutes on, far past the watchdog's
# timeout (a reset would end this with a traceback), then the board's state and the log.
LEFT_ALONE = """\
import machine
machine.VIRTUAL_CLOCK.advance(600000)
print('resets', repr((machine.RESETS, machine.watchdog_running())))
for line in machine.SERIAL.lines:
    print('log', line)
"""


def left_alone(port):
    """After a host tool stopped the table on `port`: ten virtual minutes pass. Returns the
    resets so far, whether the watchdog is running, and the table's log lines."""
    import ast
    import json

    from host_tools import ledcheck

    resets, running, log = None, None, []
    for line in ledcheck.run_on_board(LEFT_ALONE, port, resume=True).splitlines():
        if line.startswith("resets "):
            resets, running = ast.literal_eval(line[len("resets ") :])
        elif line.startswith("log "):
            log.append(json.loads(line[len("log ") :]))
    return resets, running, log


def micropython():
    explicit = os.environ.get("MICROPYTHON")
    if explicit:
        return explicit
    return str(Path(sys.executable).parent / "micropython")


def _interrupt_on_ctrl_c(fd):
    """Raw, but for Ctrl-C, which interrupts what runs (SIGINT), as a Pico's USB serial
    does; the other signal keys are off, as a Pico has none."""
    tty.setraw(fd)
    attrs = termios.tcgetattr(fd)
    attrs[3] |= termios.ISIG
    attrs[6][termios.VINTR] = b"\x03"
    attrs[6][termios.VQUIT] = b"\x00"
    attrs[6][termios.VSUSP] = b"\x00"
    termios.tcsetattr(fd, termios.TCSANOW, attrs)


def _own_terminal():
    """In the child: a session of its own whose controlling terminal is the board's pty, so
    the pty's Ctrl-C reaches it (and nothing else)."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class PtyBoard:
    def __init__(self, folder, heapsize=PICO_HEAP, main=None):  # the VM tests' Pico heap
        self.folder = Path(folder)
        self.heapsize = heapsize
        self.main = main
        self.port = None
        self._process = None
        self._fds = []
        self._stop = threading.Event()
        self._thread = None
        self._said = b""  # the board's output so far (its tail), for wait_for
        self._heard = threading.Condition()
        self.received = 0  # bytes the host sent the board

    def __enter__(self):
        board_master, board_slave = pty.openpty()
        host_master, host_slave = pty.openpty()
        _interrupt_on_ctrl_c(board_slave)
        tty.setraw(host_slave)
        self._fds = [board_master, board_slave, host_master, host_slave]
        self.port = os.ttyname(host_slave)
        command = [micropython(), "-X", "heapsize=" + self.heapsize]
        if self.main is not None:
            command += ["-i", self.main]  # -i: the REPL after it, as a Pico's after main.py
        self._process = subprocess.Popen(
            command,
            stdin=board_slave,
            stdout=board_slave,
            stderr=board_slave,
            cwd=str(self.folder),
            preexec_fn=_own_terminal,
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
                if fd == board:
                    with self._heard:
                        self._said = (self._said + data)[-65536:]
                        self._heard.notify_all()
                else:
                    self.received += len(data)

    def wait_for(self, text, timeout=30):
        """Wait until the board has printed `text` (bytes); False if it has not in time."""
        with self._heard:
            return self._heard.wait_for(lambda: text in self._said, timeout)

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
