"""The simulated board's USB serial: hal.serial.write_line() lands here, one string per line,
for a test to read (and, with echo on, on the host's stdout as a Pico's would be).

Runs under CPython and under the MicroPython VM.
"""


class SerialCapture:
    def __init__(self, echo=False, keep=200):
        self.echo = echo
        self.keep = keep  # bounded, so a long game under the VM's 192K heap cannot fill it
        self.lines = []
        self.written = 0  # lines written in all, kept or not

    def write_line(self, text):
        self.written += 1
        self.lines.append(text)
        if self.keep is not None and len(self.lines) > self.keep:
            self.lines.pop(0)
        if self.echo:
            print(text)

    def write_json_line(self, head, value, tail):
        """hal.serial.write_json_line: head, value as compact JSON, tail, as one line."""
        import json

        self.write_line(head + json.dumps(value, separators=(",", ":")) + tail)

    def take(self):
        """The lines kept so far, oldest first; the capture starts empty again."""
        lines = self.lines
        self.lines = []
        return lines
