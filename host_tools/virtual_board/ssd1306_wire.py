"""The seat screens at the wire: an SSD1306 OLED controller and a TCA9548A I2C multiplexer as
the bytes of I2C transactions drive them, and the bus that carries those transactions to
them (the simulated machine.I2C's, machine.attach_screens). Tests decode what the firmware
sent into what a player would see (Controller.pixel, .lines), never read the firmware's
buffers.

Runs under CPython and under the MicroPython VM. Writing a transaction allocates nothing
(bytes are fed one by one into preallocated state), so a test can send a page under
micropython.heap_lock().
"""

WIDTH = 128
HEIGHT = 64
PAGES = HEIGHT // 8

# The SSD1306's commands (datasheet, section 9) that take arguments: command -> how many.
# A command in neither table is refused (ValueError): the model must grow to meet it.
_ARGS = {
    0x20: 1,  # memory addressing mode: 0 horizontal, 1 vertical, 2 page
    0x21: 2,  # column address window: start, end
    0x22: 2,  # page address window: start, end
    0x26: 6,  # horizontal scroll setup (right)
    0x27: 6,  # (left)
    0x29: 5,  # vertical and horizontal scroll setup
    0x2A: 5,
    0x81: 1,  # contrast
    0x8D: 1,  # charge pump: 0x14 on, 0x10 off
    0xA3: 2,  # vertical scroll area
    0xA8: 1,  # multiplex ratio: rows - 1
    0xAD: 1,  # internal IREF (micropython-lib's driver sends it)
    0xD3: 1,  # display offset
    0xD5: 1,  # clock divide / oscillator
    0xD9: 1,  # pre-charge period
    0xDA: 1,  # COM pins configuration
    0xDB: 1,  # VCOMH deselect level
}


class Controller:
    """One SSD1306 as its I2C transactions drive it: GDDRAM of 8 pages x 128 columns, the
    address pointer and window, and the display's switches (on/off, invert, entire-on,
    segment remap, COM scan direction, start line, offset, multiplex ratio, charge pump).

    At power-up the display is off, the charge pump off and addressing in page mode, as on
    the chip; the RAM is blank (the chip's holds noise; every driver clears it first).
    """

    def __init__(self):
        self.ram = bytearray(WIDTH * PAGES)
        self.transactions = 0  # transactions received in all
        self.data_bytes = 0  # GDDRAM bytes received in all
        self._command = bytearray(7)  # the command being gathered and its arguments
        self._have = 0  # bytes of it gathered so far
        self._need = 0  # bytes it takes in all (0: none under way)
        self._control = 0  # the control byte in force (0x80 / 0x00 / 0x40 / 0xC0), -1: none
        self._state = bytearray(16)
        self.power_on()

    def power_on(self):
        """The chip as at power-up (section 10.1), its RAM blank."""
        for i in range(len(self.ram)):
            self.ram[i] = 0
        s = self._state
        s[_ON] = 0
        s[_INVERT] = 0
        s[_ENTIRE] = 0
        s[_REMAP] = 0
        s[_SCAN_DOWN] = 0  # 0: COM0 to COM[N-1]; 1: remapped (0xC8)
        s[_START] = 0
        s[_OFFSET] = 0
        s[_MUX] = HEIGHT - 1
        s[_PUMP] = 0
        s[_MODE] = 2  # page addressing
        s[_COL0] = 0
        s[_COL1] = WIDTH - 1
        s[_PAGE0] = 0
        s[_PAGE1] = PAGES - 1
        s[_COL] = 0
        s[_PAGE] = 0
        self._need = 0
        self._have = 0

    # ---- the wire ---------------------------------------------------------------------

    def begin(self):
        """A transaction to this chip starts: its first byte is a control byte."""
        self._control = -1
        self.transactions += 1

    def feed(self, data):
        """The next bytes of the transaction under way (bytes, bytearray or memoryview)."""
        for byte in data:
            control = self._control
            if control == -1:
                self._control = byte & 0xC0  # Co (bit 7) and D/C# (bit 6)
            elif control & 0x40:
                self._data(byte)
                if control & 0x80:  # Co=1: one byte, then another control byte
                    self._control = -1
            else:
                self._command_byte(byte)
                if control & 0x80:
                    self._control = -1

    def end(self):
        """The transaction stops (a command's arguments may follow in the next one)."""
        self._control = -1

    def write(self, data):
        """One whole I2C transaction's bytes (after the address byte)."""
        self.begin()
        self.feed(data)
        self.end()

    def _command_byte(self, byte):
        command = self._command
        if self._need:
            command[self._have] = byte
            self._have += 1
            if self._have == self._need:
                self._need = 0
                self._run(command[0])
            return
        need = _ARGS.get(byte, 0) + 1
        command[0] = byte
        if need > 1:
            self._need = need
            self._have = 1
        else:
            self._run(byte)

    def _run(self, op):
        s = self._state
        arg = self._command
        if op == 0xAE or op == 0xAF:
            s[_ON] = op & 1
        elif op == 0xA6 or op == 0xA7:
            s[_INVERT] = op & 1
        elif op == 0xA4 or op == 0xA5:
            s[_ENTIRE] = op & 1
        elif op == 0xA0 or op == 0xA1:
            s[_REMAP] = op & 1
        elif op == 0xC0 or op == 0xC8:
            s[_SCAN_DOWN] = 1 if op == 0xC8 else 0
        elif 0x40 <= op <= 0x7F:
            s[_START] = op & 0x3F
        elif op == 0x20:
            s[_MODE] = arg[1] & 3
        elif op == 0x21:
            s[_COL0] = arg[1] & 0x7F
            s[_COL1] = arg[2] & 0x7F
            s[_COL] = s[_COL0]
        elif op == 0x22:
            s[_PAGE0] = arg[1] & 7
            s[_PAGE1] = arg[2] & 7
            s[_PAGE] = s[_PAGE0]
        elif op == 0x8D:
            s[_PUMP] = 1 if arg[1] & 0x04 else 0
        elif op == 0xA8:
            s[_MUX] = arg[1] & 0x3F
        elif op == 0xD3:
            s[_OFFSET] = arg[1] & 0x3F
        elif op <= 0x0F:  # page mode: the column's low nibble
            s[_COL] = (s[_COL] & 0xF0) | op
        elif op <= 0x1F:  # page mode: its high nibble
            s[_COL] = (s[_COL] & 0x0F) | ((op & 7) << 4)
        elif 0xB0 <= op <= 0xB7:  # page mode: the page
            s[_PAGE] = op & 7
        elif op in _ARGS or op in _NO_EFFECT:
            pass  # timing, contrast, scrolling set-up: nothing a picture test sees
        else:
            raise ValueError("SSD1306 command 0x%02x is not modelled" % op)

    def _data(self, byte):
        s = self._state
        col = s[_COL]
        page = s[_PAGE]
        self.ram[page * WIDTH + col] = byte
        self.data_bytes += 1
        mode = s[_MODE]
        if mode == 0:  # horizontal: along the window's columns, then its next page
            if col >= s[_COL1]:
                s[_COL] = s[_COL0]
                s[_PAGE] = s[_PAGE0] if page >= s[_PAGE1] else page + 1
            else:
                s[_COL] = col + 1
        elif mode == 1:  # vertical: down the window's pages, then its next column
            if page >= s[_PAGE1]:
                s[_PAGE] = s[_PAGE0]
                s[_COL] = s[_COL0] if col >= s[_COL1] else col + 1
            else:
                s[_PAGE] = page + 1
        else:  # page mode: along the page, back to its start
            s[_COL] = 0 if col >= WIDTH - 1 else col + 1

    # ---- what the panel shows ---------------------------------------------------------

    def lit(self):
        """Whether the panel shows anything: the display on and its charge pump running."""
        return bool(self._state[_ON] and self._state[_PUMP])

    def pixel(self, x, y):
        """1 if the panel's pixel at (x, y) is lit (x from the left, y from the top, as the
        common 0.96" module sits with its pins at the top), else 0."""
        s = self._state
        if not (s[_ON] and s[_PUMP]):
            return 0
        if s[_ENTIRE]:
            return 1
        # With segment remap (0xA1) RAM column 127 drives SEG0, and with the COM scan
        # remapped (0xC8) the last COM drives the top row: the module is wired for that
        # pair to show the RAM upright, so each one missing mirrors the picture.
        column = x if s[_REMAP] else WIDTH - 1 - x
        line = y if s[_SCAN_DOWN] else HEIGHT - 1 - y
        if line > s[_MUX]:
            return 0
        row = (line + s[_START] + s[_OFFSET]) & (HEIGHT - 1)
        bit = (self.ram[(row >> 3) * WIDTH + column] >> (row & 7)) & 1
        return bit ^ s[_INVERT]

    def lines(self):
        """The panel as 64 strings of 128 characters, top row first: '#' lit, '.' dark."""
        return [
            "".join("#" if self.pixel(x, y) else "." for x in range(WIDTH)) for y in range(HEIGHT)
        ]


# Offsets into Controller._state (a bytearray: the switches cost no heap to change)
_ON = 0
_INVERT = 1
_ENTIRE = 2
_REMAP = 3
_SCAN_DOWN = 4
_START = 5
_OFFSET = 6
_MUX = 7
_PUMP = 8
_MODE = 9
_COL0 = 10
_COL1 = 11
_PAGE0 = 12
_PAGE1 = 13
_COL = 14
_PAGE = 15
# Commands without arguments that change nothing a picture shows: scrolling on and off, NOP
_NO_EFFECT = (0x2E, 0x2F, 0xE3)


class Mux:
    """A TCA9548A: one control register whose bit i connects downstream channel i (several
    may be connected at once; 0 at power-up: none). A write's last byte is the register."""

    def __init__(self):
        self.control = 0
        self.transactions = 0

    def power_on(self):
        self.control = 0

    def begin(self):
        self.transactions += 1

    def feed(self, data):
        for byte in data:
            self.control = byte

    def end(self):
        pass

    def write(self, data):
        self.begin()
        self.feed(data)
        self.end()


class Bus:
    """One I2C bus: the devices on it (address -> device), a multiplexer's address if one is
    on it, and the devices behind each of its channels. A device is anything with begin(),
    feed(data) and end() (Controller, Mux)."""

    def __init__(self):
        self.devices = {}  # address -> device, on the bus itself
        self.mux_address = None
        self.channels = [{} for _ in range(8)]  # behind the multiplexer: address -> device

    def power_cycle(self):
        """Every device as at power-up: the multiplexer's channels off, the screens dark
        and blank."""
        for device in list(self.devices.values()) + [
            device for channel in self.channels for device in channel.values()
        ]:
            device.power_on()

    def mux(self):
        return self.devices.get(self.mux_address) if self.mux_address is not None else None

    def _reachable(self, address, index):
        """The index-th device that answers `address` now (None past the last): the bus's
        own, then those on each connected channel, in channel order."""
        found = self.devices.get(address)
        if found is not None:
            if index == 0:
                return found
            index -= 1
        mux = self.mux()
        if mux is not None and mux.control:
            for channel in range(8):
                if mux.control & (1 << channel):
                    found = self.channels[channel].get(address)
                    if found is not None:
                        if index == 0:
                            return found
                        index -= 1
        return None

    def answers(self, address):
        return self._reachable(address, 0) is not None

    def write(self, address, buf):
        """One transaction of `buf` to `address`, to every device that answers it."""
        index = 0
        device = self._reachable(address, 0)
        while device is not None:
            device.begin()
            device.feed(buf)
            device.end()
            index += 1
            device = self._reachable(address, index)

    def writev(self, address, vector):
        """One transaction of the buffers of `vector`, one after another."""
        index = 0
        device = self._reachable(address, 0)
        while device is not None:
            device.begin()
            for buf in vector:
                device.feed(buf)
            device.end()
            index += 1
            device = self._reachable(address, index)

    def scan(self):
        """The addresses that answer now, in order."""
        return [address for address in range(0x08, 0x78) if self.answers(address)]


def transaction_bits(count):
    """Bus clocks one write of `count` bytes takes: a start, the address byte and each data
    byte at 9 clocks (8 bits and the acknowledge), a stop."""
    return 2 + 9 * (count + 1)
