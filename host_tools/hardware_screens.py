"""The seat screens in the hardware pack: which seat's screen hangs on which multiplexer
channel, and the figures the pack prints for them (host only).

From firmware/config.py's seat-screen fields (SEAT_SCREENS, SCREEN_I2C, SCREEN_SDA_PIN,
SCREEN_SCL_PIN, SCREEN_I2C_HZ, SCREEN_MUX_ADDRESS, SCREEN_ADDRESS): the parts and their
prices for bom.md, their current from the 3V3 regulator for power.md, and the I2C bus's
pull-up and cable-length figures for pinout.md. With no screen configured (the default) the
plan is the optional add-on, one screen a seat behind a TCA9548A, so a maker sees its cost.
"""

from dataclasses import dataclass

from host_tools import pico_board

# ---- The parts, and what they cost (about, in US dollars, single units from hobby shops) ----
OLED = '0.96" SSD1306 128x64 I2C OLED module'
MUX = "TCA9548A I2C multiplexer breakout"
CABLE = "4-wire cable, about 1 m"
OLED_PRICE = 3.50
MUX_PRICE = 3.00
CABLE_PRICE = 0.50
MUX_DEFAULT_ADDRESS = 0x70  # the TCA9548A with A0-A2 low, as breakouts come

# ---- Their current, from the Pico's 3V3(OUT) --------------------------------------------------
# A 0.96" SSD1306 module (its charge pump and regulator included) draws about 8-20 mA by how
# many pixels are lit, about 10 mA for lines of text: typical modules as makers measure them.
# The budget takes the worst case, every pixel lit.
OLED_MA_TEXT = 10
OLED_MA_FULL = 20
MUX_MA = 0.5  # a TCA9548A draws well under this; budgeted at it
V3V3_OUT_MA = 300  # the Pico datasheet: keep the load on 3V3(OUT) under 300 mA

# ---- The bus: UM10204's rise-time rule for the pull-ups ---------------------------------------
# The rise time (30 % to 70 %) of an RC edge is 0.8473 R C; the I2C spec caps it at 300 ns
# in fast mode (400 kHz) and 120 ns in fast-mode plus (1 MHz), and a pin must sink 3 mA at
# 0.4 V, which floors the pull-up at (3.3 V - 0.4 V) / 3 mA.
RISE_LIMIT_NS = ((100000, 1000), (400000, 300), (1000000, 120))
RC_RISE = 0.8473
SUPPLY_V, LOW_V, SINK_MA = 3.3, 0.4, 3
RUN_M = 1.0  # a table's run from the multiplexer to a seat
CABLE_PF_PER_M = 60  # a typical 4-wire cable, SDA to its neighbours
PIN_PF = 10  # UM10204's most for one chip's pin; a seat's segment has three (Pico, mux, screen)
OLED_PULL_UP = 4700  # most modules: 4.7k on SDA and SCL (some 10k)
MUX_PULL_UP = 10000  # most TCA9548A breakouts: 10k on the upstream SDA and SCL


@dataclass(frozen=True)
class Screen:
    seat: int  # 0-based, SEAT_BUTTONS order
    channel: int | None  # the multiplexer channel, None with no multiplexer


@dataclass(frozen=True)
class Plan:
    """The seat screens as the config wires them, or the optional add-on when it has none."""

    configured: bool  # SEAT_SCREENS names at least one screen
    screens: tuple  # Screen per seat with a screen, seat order
    mux: int | None  # the TCA9548A's address; None: one screen straight on the bus
    bus: int  # I2C block, 0 or 1
    sda: int  # GPIO
    scl: int
    hz: int
    address: int  # every screen's address

    @property
    def count(self):
        return len(self.screens)

    def seats_text(self):
        """'seats 1-6' or 'seats 1, 3' or 'seat 2'."""
        seats = [s.seat + 1 for s in self.screens]
        if len(seats) == 1:
            return "seat %d" % seats[0]
        if seats == list(range(seats[0], seats[-1] + 1)):
            return "seats %d-%d" % (seats[0], seats[-1])
        return "seats " + ", ".join(str(n) for n in seats)


def _field(config, name, default):
    return getattr(config, name, default)


def plan(config):
    """The Plan for `config` (validated already: led_map.load_config runs the firmware's
    config check, which refuses a screen pin another part uses)."""
    seats = len(config.SEAT_BUTTONS)
    channels = tuple(_field(config, "SEAT_SCREENS", ()))[:seats]
    mux = _field(config, "SCREEN_MUX_ADDRESS", MUX_DEFAULT_ADDRESS)
    screens = tuple(
        Screen(seat, None if mux is None else channel)
        for seat, channel in enumerate(channels)
        if channel is not None
    )
    configured = bool(screens)
    if not configured:  # the add-on: one a seat, on channels 0, 1, ...
        mux = MUX_DEFAULT_ADDRESS if mux is None else mux
        screens = tuple(Screen(seat, seat) for seat in range(seats))
    result = Plan(
        configured=configured,
        screens=screens,
        mux=mux,
        bus=_field(config, "SCREEN_I2C", 0),
        sda=_field(config, "SCREEN_SDA_PIN", 20),
        scl=_field(config, "SCREEN_SCL_PIN", 21),
        hz=_field(config, "SCREEN_I2C_HZ", 400000),
        address=_field(config, "SCREEN_ADDRESS", 0x3C),
    )
    return result


def hexa(address):
    return "0x%02X" % address


def money(dollars):
    return "$%.2f" % dollars


# ---- bom.md ------------------------------------------------------------------------------------


def bom_rows(p):
    """(part, count, price each, line total, note) rows and the total, in dollars."""
    n = p.count
    rows = [
        (
            OLED,
            n,
            OLED_PRICE,
            "%s at %s; pins GND, VCC, SCL, SDA; on 3V3, not 5 V"
            % (p.seats_text(), hexa(p.address)),
        )
    ]
    if p.mux is not None:
        rows.append(
            (
                MUX,
                1,
                MUX_PRICE,
                "8 channels, one a screen (all at %s); at %s" % (hexa(p.address), hexa(p.mux))
                + (" (A0-A2 to GND)" if p.mux == MUX_DEFAULT_ADDRESS else ""),
            )
        )
    rows.append((CABLE, n, CABLE_PRICE, "one a screen: SDA, SCL, 3V3, GND to its seat"))
    out = [(part, count, each, count * each, note) for part, count, each, note in rows]
    return out, sum(row[3] for row in out)


def bom_md(config, seats):
    """bom.md's seat-screen section: the parts, priced, with a total."""
    p = plan(config)
    rows, total = bom_rows(p)
    if p.configured:
        lines = [
            "## Seat screens",
            "",
            "`SEAT_SCREENS` puts a screen at %s: %d screen%s%s."
            % (
                p.seats_text(),
                p.count,
                "" if p.count == 1 else "s",
                " behind one multiplexer" if p.mux is not None else ", no multiplexer",
            ),
        ]
    else:
        lines = [
            "## Seat screens (optional add-on)",
            "",
            "None configured (`SEAT_SCREENS = ()`): the table plays without them. A screen at",
            "each of the %d seats shows its player their own hand and choice; to add them, wire"
            % seats,
            'these (README.md, "Seat screens") and set `SEAT_SCREENS = %s`.'
            % as_tuple(range(seats)),
        ]
    lines += [
        "",
        "| part | count | about, each | about, total | note |",
        "| --- | --- | --- | --- | --- |",
    ]
    for part, count, each, line, note in rows:
        lines.append("| %s | %d | %s | %s | %s |" % (part, count, money(each), money(line), note))
    lines += [
        "| **total** | | | **%s** | %s |"
        % (money(total), "the screens" if p.configured else "the add-on, for %d seats" % seats),
        "",
        "Prices are rough single-unit hobby-shop prices in US dollars; packs of five screens",
        "cost less each.",
        "",
    ]
    return lines


def as_tuple(items):
    items = list(items)
    return "(%s,)" % items[0] if len(items) == 1 else "(%s)" % ", ".join(str(i) for i in items)


# ---- power.md ----------------------------------------------------------------------------------


def current_ma(config):
    """(typical, worst) mA the configured screens and multiplexer draw from 3V3; 0 with none."""
    p = plan(config)
    if not p.configured:
        return (0.0, 0.0)
    mux = MUX_MA if p.mux is not None else 0.0
    return (p.count * OLED_MA_TEXT + mux, p.count * OLED_MA_FULL + mux)


def power_md(config, usb_room):
    """power.md's seat-screen section: each screen's current, the total on 3V3(OUT), and
    what it leaves the LEDs of `usb_room` mA on USB power."""
    p = plan(config)
    n = p.count
    mux = MUX_MA if p.mux is not None else 0.0
    typical, worst = n * OLED_MA_TEXT + mux, n * OLED_MA_FULL + mux
    head = "## Seat screens (3V3)" if p.configured else "## Seat screens (3V3, optional add-on)"
    these = "%d screen%s%s" % (n, "" if n == 1 else "s", " + the multiplexer" if mux else "")
    lines = [
        head,
        "",
        'A 0.96" SSD1306 module draws about 8-20 mA by how many of its pixels are lit (its',
        "charge pump makes the panel's drive voltage from VCC): about %d mA for lines of text,"
        % OLED_MA_TEXT,
        "%d mA with every pixel lit. These are typical modules' figures as makers measure"
        % OLED_MA_FULL,
        "them, not a datasheet's; the budget takes the worst case. The TCA9548A draws under",
        "%g mA. All of it comes from the Pico's 3V3(OUT) (pin %d), whose datasheet asks for"
        % (MUX_MA, pico_board.V3V3_PIN),
        "less than %d mA of load." % V3V3_OUT_MA,
        "",
        "| | mA |",
        "| --- | --- |",
        "| one screen, text (typical) | %d |" % OLED_MA_TEXT,
        "| one screen, every pixel lit (budgeted) | %d |" % OLED_MA_FULL,
    ]
    if mux:
        lines.append("| the TCA9548A | %g |" % MUX_MA)
    lines += [
        "| %s, text | %g |" % (these, typical),
        "| %s, every pixel lit | %g |" % (these, worst),
        "| 3V3(OUT)'s limit | %d |" % V3V3_OUT_MA,
        "",
    ]
    verdict = "It fits" if worst <= V3V3_OUT_MA else "It does NOT fit"
    lines.append(
        "%s: %g mA at worst of the %d mA 3V3(OUT) gives (%g mA to spare)."
        % (verdict, worst, V3V3_OUT_MA, V3V3_OUT_MA - worst)
    )
    room = int(usb_room - worst)
    if p.configured:
        lines += [
            "The Pico's regulator makes that 3.3 V from VBUS, so the USB budget above counts",
            "it too, mA for mA (the regulator steps down, so it takes less from 5 V than it",
            "gives at 3.3 V: the count is on the safe side). On USB power that leaves the LEDs",
            "`CURRENT_LIMIT_MA = %d` at most." % room,
        ]
    else:
        lines += [
            "None is configured, so the budgets above leave it out. With a screen at every",
            "seat the USB budget carries it too: on USB power set `CURRENT_LIMIT_MA = %d` (or"
            % room,
            "less), or feed the table from a 5 V supply.",
        ]
    return lines


# ---- pinout.md ---------------------------------------------------------------------------------


def pull_up_max(hz, capacitance_pf):
    """The largest pull-up (ohm) whose rise time at `capacitance_pf` meets `hz`'s limit."""
    limit_ns = [ns for freq, ns in RISE_LIMIT_NS if hz <= freq][0]
    return limit_ns * 1000 / (RC_RISE * capacitance_pf)


def pull_up_min():
    return (SUPPLY_V - LOW_V) * 1000 / SINK_MA


def segment_pf(metres):
    return metres * CABLE_PF_PER_M + 3 * PIN_PF


def rise_ns(ohm, capacitance_pf):
    return RC_RISE * ohm * capacitance_pf / 1000


def parallel(*ohms):
    return 1 / sum(1 / r for r in ohms)


def longest_run_m(hz, ohm):
    """The longest cable (m) a segment with pull-up `ohm` may have at `hz`."""
    limit_ns = [ns for freq, ns in RISE_LIMIT_NS if hz <= freq][0]
    pf = limit_ns * 1000 / (RC_RISE * ohm)
    return max(0.0, (pf - 3 * PIN_PF) / CABLE_PF_PER_M)


def _metres(m):
    return "%.1f m" % m if m >= 0.05 else "none"


def _k(ohm):
    return "%gk" % round(ohm / 1000, 1)


def pinout_rows(config):
    """The GPIO table's rows for the screens' bus: [] when none is configured."""
    p = plan(config)
    if not p.configured:
        return []
    to = "the TCA9548A's %s" if p.mux is not None else "the screen's %s"
    return [
        "| GP%d | %d | I2C%d SDA: seat screens | %s |"
        % (p.sda, pico_board.physical_pin(p.sda), p.bus, to % "SDA"),
        "| GP%d | %d | I2C%d SCL: seat screens | %s |"
        % (p.scl, pico_board.physical_pin(p.scl), p.bus, to % "SCL"),
    ]


def pinout_md(config):
    """pinout.md's seat-screen section: the bus, the multiplexer, each seat's channel, the
    3V3 supply, the pull-ups and the cable length."""
    p = plan(config)
    sda_pin, scl_pin = pico_board.physical_pin(p.sda), pico_board.physical_pin(p.scl)
    ground = pico_board.nearest_ground(sda_pin)
    if p.configured:
        lines = ["## Seat screens (I2C%d, %d kHz)" % (p.bus, p.hz // 1000), ""]
    else:
        lines = [
            "## Seat screens (optional add-on: none configured)",
            "",
            "`SEAT_SCREENS = ()`: no screens, GP%d and GP%d stay free. To add one at each seat,"
            % (p.sda, p.scl),
            "wire them as below and set `SEAT_SCREENS = %s`:"
            % as_tuple(s.seat for s in p.screens),
            "",
        ]
    lines += [
        "| from | to |",
        "| --- | --- |",
    ]
    if p.mux is not None:
        lines += [
            "| GP%d (pin %d), I2C%d SDA | TCA9548A SDA |" % (p.sda, sda_pin, p.bus),
            "| GP%d (pin %d), I2C%d SCL | TCA9548A SCL |" % (p.scl, scl_pin, p.bus),
            "| 3V3(OUT) (pin %d) | TCA9548A VIN, and every screen's VCC |" % pico_board.V3V3_PIN,
            "| GND (pin %d) | TCA9548A GND, and every screen's GND |" % ground,
            "| TCA9548A A0, A1, A2 | %s (address %s) |" % (address_pins(p.mux), hexa(p.mux)),
            "",
            "| seat | multiplexer channel | screen |",
            "| --- | --- | --- |",
        ]
        for s in p.screens:
            lines.append(
                "| %d | SD%d / SC%d | SSD1306 at %s: SDA to SD%d, SCL to SC%d |"
                % (s.seat + 1, s.channel, s.channel, hexa(p.address), s.channel, s.channel)
            )
    else:
        (s,) = p.screens[:1]
        lines += [
            "| GP%d (pin %d), I2C%d SDA | seat %d's screen SDA |"
            % (p.sda, sda_pin, p.bus, s.seat + 1),
            "| GP%d (pin %d), I2C%d SCL | seat %d's screen SCL |"
            % (p.scl, scl_pin, p.bus, s.seat + 1),
            "| 3V3(OUT) (pin %d) | the screen's VCC |" % pico_board.V3V3_PIN,
            "| GND (pin %d) | the screen's GND |" % ground,
            "",
            "No multiplexer (`SCREEN_MUX_ADDRESS = None`): one screen, at %s, straight on the bus."
            % hexa(p.address),
        ]
    lines += [""] + _pull_ups_md(p)
    return lines


def address_pins(mux):
    bits = mux - MUX_DEFAULT_ADDRESS
    high = ["A%d" % n for n in range(3) if bits >> n & 1]
    if not high:
        return "GND"
    low = ["A%d" % n for n in range(3) if not bits >> n & 1]
    return "%s to 3V3%s" % (", ".join(high), (", " + ", ".join(low) + " to GND") if low else "")


def _pull_ups_md(p):
    c = segment_pf(RUN_M)
    both = parallel(OLED_PULL_UP, MUX_PULL_UP)
    weak = parallel(10000, MUX_PULL_UP)
    need_400 = pull_up_max(400000, c)
    need_1m = pull_up_max(1000000, c)
    floor = pull_up_min()
    return [
        "Power the screens and the multiplexer from 3V3(OUT), never from VBUS: a module's",
        "pull-ups go to its VCC, and 5 V on SDA or SCL is more than the Pico's pins take.",
        "",
        "**Pull-ups.** I2C needs one pull-up resistor on SDA and one on SCL on each stretch of",
        "the bus. Most TCA9548A breakouts carry %s on the Pico's side only, none on the"
        % _k(MUX_PULL_UP),
        "channels; most SSD1306 modules carry %s on their own SDA and SCL (some 10k). Check"
        % _k(OLED_PULL_UP),
        "with a meter, everything unpowered: SDA to VCC on a module should read about 4.7k or",
        "10k (resistors marked 472 or 103 beside its pins). A channel's pull-ups work in",
        "parallel with the breakout's through the switch: %s with %s gives %s; a 10k module"
        % (_k(OLED_PULL_UP), _k(MUX_PULL_UP), _k(both)),
        "gives %s. A bare module with none needs 4.7k from SDA and from SCL to 3V3 at the seat."
        % _k(weak),
        "",
        "**Cable length.** The resistors must raise the wire's capacitance fast enough: the",
        "rise time, 0.85 R C (UM10204, the I2C spec), may be at most 300 ns at 400 kHz and",
        "120 ns at 1 MHz, and R no less than %.0f ohm (a pin sinks 3 mA at 0.4 V). The" % floor,
        "multiplexer puts only the selected channel on the bus, so each seat's run counts on",
        "its own: about %d m of 4-wire cable (about %d pF/m) and three chips' pins is about %d pF."
        % (RUN_M, CABLE_PF_PER_M, c),
        "",
        "| clock | most R for %d m | rise at %s (4.7k modules) | longest run | "
        "rise at %s (10k modules) | longest run |" % (RUN_M, _k(both), _k(weak)),
        "| --- | --- | --- | --- | --- | --- |",
        "| 400 kHz | %s | %.0f ns | %s | %.0f ns | %s |"
        % (
            _k(need_400),
            rise_ns(both, c),
            _metres(longest_run_m(400000, both)),
            rise_ns(weak, c),
            _metres(longest_run_m(400000, weak)),
        ),
        "| 1 MHz | %s | %.0f ns | %s | %.0f ns | %s |"
        % (
            _k(need_1m),
            rise_ns(both, c),
            _metres(longest_run_m(1000000, both)),
            rise_ns(weak, c),
            _metres(longest_run_m(1000000, weak)),
        ),
        "",
        "At %d kHz (`SCREEN_I2C_HZ = %d`) a seat's run may be up to %.1f m with 4.7k modules,"
        % (p.hz // 1000, p.hz, longest_run_m(p.hz, both)),
        "%.1f m with 10k ones (add 4.7k to 3V3 at such a seat for more). 1 MHz (fast-mode plus)"
        % longest_run_m(p.hz, weak),
        "has 120 ns for the same edge: runs of about %.1f m, or pull-ups near %s (a 2.2k added"
        % (longest_run_m(1000000, both), _k(parallel(OLED_PULL_UP, MUX_PULL_UP, 2200))),
        "at each seat), close to the %.0f ohm floor. So keep 400 kHz for a table's metre runs."
        % floor,
        "These are estimates from typical figures: a screen that garbles or drops out on a",
        "long run wants shorter wire, stronger pull-ups or a slower clock.",
        "",
    ]
