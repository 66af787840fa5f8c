"""The terminal for a full-screen program: keys one at a time without echo (termios cbreak),
the alternate screen with the cursor hidden, and all of it put back on the way out, even
after an error, Ctrl-C or SIGTERM. Standard library only (termios, tty, select)."""

import os
import re
import select
import signal
import sys
import termios
import tty

ENTER = "\x1b[?1049h\x1b[?25l\x1b[H\x1b[2J"  # the alternate screen, cursor hidden
LEAVE = "\x1b[0m\x1b[?25h\x1b[?1049l"
HOME = "\x1b[H"
_KEY_SEQUENCE = re.compile(r"\x1b(\[[0-9;]*[A-Za-z~]|O.)")  # arrows, function keys: ignored
ESC = "\x1b"


class _Terminated(SystemExit):
    pass


def _on_sigterm(signum, frame):
    raise _Terminated(128 + signum)


class Terminal:
    """A context manager around the program's screen time on `stdin`/`stdout`."""

    def __init__(self, stdin=None, stdout=None):
        self.stdin = stdin if stdin is not None else sys.stdin
        self.stdout = stdout if stdout is not None else sys.stdout
        self.fd = self.stdin.fileno()
        self.saved = None
        self.old_sigterm = None

    def __enter__(self):
        self.saved = termios.tcgetattr(self.fd)
        self.old_sigterm = signal.signal(signal.SIGTERM, _on_sigterm)
        tty.setcbreak(self.fd)
        self.write(ENTER)
        return self

    def __exit__(self, *exc):
        try:
            self.write(LEAVE)
        finally:
            if self.saved is not None:
                termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)
            signal.signal(signal.SIGTERM, self.old_sigterm or signal.SIG_DFL)
        return False

    def write(self, text):
        self.stdout.write(text)
        self.stdout.flush()

    def keys(self, timeout):
        """The keys typed within `timeout` seconds (as soon as there is one), as a string;
        Esc alone is "\\x1b", other escape sequences (arrows, ...) are dropped."""
        ready, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not ready:
            return ""
        data = os.read(self.fd, 256)
        if not data:
            raise EOFError("the terminal closed")
        return _KEY_SEQUENCE.sub("", data.decode("utf-8", "replace"))

    def size(self):
        """(columns, rows) of the terminal, or 120 x 40 when it will not say."""
        try:
            size = os.get_terminal_size(self.stdout.fileno())
            return max(20, size.columns), max(10, size.lines)
        except OSError:
            return 120, 40
