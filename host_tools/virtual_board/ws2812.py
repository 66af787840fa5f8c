"""What each WS2812 chain received, and the decoder that turns those bytes back into colours.

A WS2812 takes 3 bytes (or 4 with white) per LED, in the order its datasheet gives (GRB for
the WS2812B), the first LED's first; each LED keeps its 3 and passes the rest along. So the
bytes on the wire are exactly the frame: tests decode them and assert on colours, never on
the firmware's buffers. machine.bitstream (MicroPython) and neopixel_write (CircuitPython)
both record into WIRE. Runs under CPython and under the MicroPython VM.
"""


def decode(data, order="GRB"):
    """The colours a chain shows for the bytes `data`: a list of (r, g, b) per LED, or
    (r, g, b, w) for a four-letter order such as "GRBW"."""
    bpp = len(order)
    if bpp not in (3, 4) or sorted(order) != sorted("RGBW"[:bpp]):
        raise ValueError("colour order must be a permutation of RGB or RGBW, not %r" % order)
    if len(data) % bpp:
        raise ValueError("%d bytes is not a whole number of %d-byte LEDs" % (len(data), bpp))
    where = tuple(order.index(channel) for channel in "RGBW"[:bpp])
    return [tuple(data[start + offset] for offset in where) for start in range(0, len(data), bpp)]


class Recorder:
    """The last `keep` frames sent to each GPIO (bytes, in wire order) and how many in all.

    Bounded, so a whole game under the MicroPython VM's 192K heap does not fill it with
    frames; keep=None keeps every frame. Once `keep` frames of a size have been seen, a new
    frame is copied into the oldest slot: recording then allocates nothing, so a test can
    wrap the firmware's show() in micropython.heap_lock().
    """

    def __init__(self, keep=16):
        self.keep = keep
        self._slots = {}  # gpio -> list of bytearray, a ring once it holds `keep`
        self._next = {}  # gpio -> slot the next frame goes into, once the ring is full
        self._sent = {}  # gpio -> frames received in all
        self._watchers = []

    def record(self, gpio, data):
        slots = self._slots.get(gpio)
        if slots is None:
            slots = self._slots[gpio] = []
            self._next[gpio] = 0
            self._sent[gpio] = 0
        self._sent[gpio] += 1
        if self.keep is None or len(slots) < self.keep:
            slots.append(bytearray(data))
        else:
            index = self._next[gpio]
            self._next[gpio] = (index + 1) % len(slots)
            if len(slots[index]) == len(data):
                slots[index][:] = data
            else:
                slots[index] = bytearray(data)
        for watcher in self._watchers:
            watcher(gpio, data)

    def watch(self, callback):
        """Call callback(gpio, data) for every frame as it arrives (to catch a moment that
        matters without keeping every frame); `data` is only valid during the call."""
        self._watchers.append(callback)

    def frames(self, gpio):
        """The frames kept for `gpio`, oldest first, as bytes."""
        slots = self._slots.get(gpio, [])
        start = self._next.get(gpio, 0) if self.keep is not None and len(slots) >= self.keep else 0
        return [bytes(slots[(start + i) % len(slots)]) for i in range(len(slots))]

    def last(self, gpio):
        """The bytes of the latest frame sent to `gpio`, or None if none was."""
        kept = self.frames(gpio)
        return kept[-1] if kept else None

    def sent(self, gpio):
        """How many frames `gpio` has received, kept or not."""
        return self._sent.get(gpio, 0)

    def colours(self, gpio, order="GRB"):
        """The colours the chain on `gpio` shows now: decode(last(gpio), order)."""
        data = self.last(gpio)
        if data is None:
            raise ValueError("GPIO %d has received no frame" % gpio)
        return decode(data, order)

    def clear(self):
        self._slots = {}
        self._next = {}
        self._sent = {}


WIRE = Recorder()
