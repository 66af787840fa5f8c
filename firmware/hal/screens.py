"""The seat screens: a 128x64 SSD1306 OLED at each seat that has one, every one behind its own
channel of a TCA9548A I2C multiplexer (they share one address), or one screen alone on the
bus; set up with micropython-lib's ssd1306 driver over the backends' I2C bus.

The driver initialises and clears each screen as it comes up (hal/screens_up.py, at boot
only), then is let go with its 1 KB frame buffer: the table draws one row of text at a time
(table/seat/screens.py), so every screen is drawn through one shared 128-byte page
(Screens.page), sent to one seat's screen as the driver sends its data (a control byte
0x40, then the bytes). A screen keeps its picture while its channel is switched away. The
driver is imported when Screens is built, so a board without it fails there (ImportError),
not at boot's import.
"""

from compat import const, forget

WIDTH = const(128)
HEIGHT = const(64)
PAGES = const(8)  # rows of 8 pixels, a byte a column: one line of framebuf's 8x8 text
_NONE = const(0xFF)  # in _channel: the seat has no working screen
_DATA = b"\x40"  # the control byte before display data (Co=0, D/C#=1), as the driver sends it


class Screens:
    """The screens of the seats whose SEAT_SCREENS entry names a channel (None: no screen),
    each probed, initialised and cleared here; a screen that does not answer is left out.

        .seats     the seats (from 0) whose screens answered, in seat order
        .missing   [(seat, why)]: those that did not, or stopped answering since
        .page      the one page every row is drawn in: 128 bytes, a column a byte, bit 0 the
                   top pixel row (framebuf's MONO_VLSB), sent by send()
    """

    def __init__(self, bus, sda, scl, freq, mux, address, channels, backends=None):
        if backends is None:
            from hal import boards

            backends = boards.backends_of()
        self._i2c = backends.i2c(bus, sda, scl, freq)
        self._mux = mux
        self._address = address
        self._channel = bytearray(b"\xff" * len(channels))  # _NONE each
        self._selected = -1  # the multiplexer's channel connected now (-1: none known)
        self._select_byte = bytearray(1)
        # column window 0..127 (0x21) and page window page..page (0x22), in one transaction
        # of commands (control byte 0x00: Co=0, D/C#=0)
        self._window = bytearray(b"\x00\x21\x00\x7f\x22\x00\x00")
        self.page = bytearray(WIDTH)
        self._vector = (_DATA, self.page)  # what a page's data is written as, made once
        self.missing = []
        from hal import screens_up

        try:  # the bring-up's code, and the driver's, are needed at boot only
            self.seats = screens_up.bring_up(self, channels, WIDTH, HEIGHT)
        finally:
            forget("hal.screens_up")
            forget("ssd1306")

    def _where(self, channel):
        if self._mux is None:
            return "address 0x%02x" % self._address
        return "channel %d" % channel

    def _select(self, channel):
        if self._mux is None:
            self._selected = channel
            return
        self._selected = -1
        self._select_byte[0] = 1 << channel
        self._i2c.writeto(self._mux, self._select_byte)
        self._selected = channel

    def send(self, seat, page):
        """Send .page to page `page` (0-7: pixel rows page*8 to page*8+7) of `seat`'s screen:
        its channel connected first if another is, the screen's window set to that page, the
        128 bytes written. True if sent; False if the seat has no working screen (one that
        fails here is moved to .missing). Allocates nothing."""
        if not 0 <= page < PAGES:
            raise ValueError("page %r: a screen has pages 0-7" % (page,))
        if not 0 <= seat < len(self._channel):
            return False
        channel = self._channel[seat]
        if channel == _NONE:
            return False
        window = self._window
        window[5] = page
        window[6] = page
        try:
            if channel != self._selected:
                self._select(channel)
            self._i2c.writeto(self._address, window)
            self._i2c.writevto(self._address, self._vector)
        except OSError:
            self._lose(seat, channel)
            return False
        return True

    def clear(self, seat):
        """Blank `seat`'s screen (.page too). False if it has no working screen."""
        page = self.page
        for x in range(WIDTH):
            page[x] = 0
        return all(self.send(seat, row) for row in range(PAGES))

    def _lose(self, seat, channel):
        self._channel[seat] = _NONE
        self._selected = -1
        self.seats = tuple(s for s in self.seats if s != seat)
        self.missing.append((seat, "stopped answering (%s)" % self._where(channel)))
