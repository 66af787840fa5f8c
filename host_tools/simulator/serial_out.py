"""--serial-out: the table's serial log written line by line to a file or a FIFO, as the
USB serial port would carry it, for host_tools/monitor.py --follow to read."""

import sys


class SerialOut:
    def __init__(self, path):
        self.path = path
        self.file = None
        self.broken = False
        if path is not None:
            if _is_fifo(path):
                print(
                    "waiting for a reader on %s (host_tools/monitor.py --follow)" % path,
                    file=sys.stderr,
                )
            self.file = open(path, "w", buffering=1)  # noqa: SIM115 - open for the whole run

    def write(self, line, event):
        """Called with every serial line; the simulator's own notes ("sim") stay out."""
        if self.file is None or self.broken or event.get("ev") == "sim":
            return
        try:
            self.file.write(line + "\n")
        except BrokenPipeError:
            self.broken = True  # the reader went away: the table carries on without it

    def close(self):
        if self.file is not None:
            try:
                self.file.close()
            except BrokenPipeError:
                pass
            self.file = None


def _is_fifo(path):
    import os
    import stat

    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except OSError:
        return False
