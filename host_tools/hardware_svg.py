"""The hardware pack's two pictures, as SVG text: the wiring and the Tycoon board map (host only).

Drawn from what hardware_pack.py derives from the config (the GPIO wiring, the LED map), with
integer coordinates and no timestamps, so the same config always gives the same bytes. Each
board place is a <g> with data-* attributes (data-led, data-space, ...) and a <title>, so a
test, or a maker hovering in a browser, reads the LED index without decoding the drawing.
"""

import math
from xml.sax.saxutils import escape, quoteattr

from host_tools import hardware_screens, pico_board
from host_tools.board_layout import LAYOUT, OWNER_OFFSET
from host_tools.led_map import PIP_NAMES, SEAT_NAMES, board

FONT = "font-family='Helvetica, Arial, sans-serif'"
KIND_FILL = {
    "entrance": "#aed581",
    "attraction": "#f8bbd0",
    "stall": "#ffb74d",
    "path": "#e0e0e0",
}
OWNER_FILL = "#fff176"
SEAT_FILL = ("#e53935", "#1e88e5", "#fdd835", "#8e24aa", "#43a047", "#00acc1")
WIRE = {
    "data": "#2e7d32",
    "button": "#1565c0",
    "power": "#c62828",
    "ground": "#000000",
    "3v3": "#ef6c00",
    "i2c": "#6a1b9a",
}
# The parts around the level shifter, which pinout.md and bom.md name too. The 74AHCT125's
# gates 2-4 are unused, and tied off rather than left floating:
UNUSED_INPUTS = (5, 9, 12)  # 2A, 3A, 4A: to ground
UNUSED_ENABLES = (4, 10, 13)  # 2OE, 3OE, 4OE: to +5 V, their outputs off
DECOUPLING_NF = 100  # ceramic, across the 74AHCT125's VCC and GND
BULK_UF = 1000  # Adafruit's NeoPixel guide: across + and - where a supply meets the LEDs
USB_ATTACH_UF = 10  # USB 2.0: the most a device may put across VBUS at plug-in (with 44 ohm)


def _attrs(attrs):
    return "".join(
        " %s=%s" % (key.replace("_", "-"), quoteattr(str(value))) for key, value in attrs
    )


def _text(x, y, text, size=10, anchor="middle", weight="normal", fill="#222", extra=""):
    return (
        "<text x='%d' y='%s' font-size='%s' text-anchor='%s' font-weight='%s' fill='%s'%s>"
        "%s</text>"
        % (
            x,
            _num(y),
            _num(size),
            anchor,
            weight,
            fill,
            extra,
            escape(text),
        )
    )


def _num(value):
    """A coordinate as SVG text: integers stay integers, halves keep one decimal."""
    return "%d" % value if value == int(value) else "%.1f" % value


def _line(x1, y1, x2, y2, stroke="#222", width=1.5, extra=""):
    return "<line x1='%d' y1='%d' x2='%d' y2='%d' stroke='%s' stroke-width='%s'%s/>" % (
        x1,
        y1,
        x2,
        y2,
        stroke,
        _num(width),
        extra,
    )


def _polyline(points, stroke, width=2):
    text = " ".join("%d,%d" % point for point in points)
    return "<polyline points='%s' fill='none' stroke='%s' stroke-width='%s'/>" % (
        text,
        stroke,
        _num(width),
    )


def _rect(x, y, w, h, fill, stroke="#222", rx=0, width=1.5):
    return (
        "<rect x='%d' y='%d' width='%d' height='%d' rx='%d' fill='%s' stroke='%s' "
        "stroke-width='%s'/>"
        % (
            x,
            y,
            w,
            h,
            rx,
            fill,
            stroke,
            _num(width),
        )
    )


def _circle(x, y, r, fill, stroke="#222", width=1.2):
    return "<circle cx='%d' cy='%d' r='%s' fill='%s' stroke='%s' stroke-width='%s'/>" % (
        x,
        y,
        _num(r),
        fill,
        stroke,
        _num(width),
    )


def _svg(width, height, title, body, source):
    head = [
        "<?xml version='1.0' encoding='UTF-8'?>",
        "<!-- Generated from %s by host_tools/hardware_pack.py (make hardware): edit the "
        "config, not this file. -->" % escape(source),
        "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' viewBox='0 0 %d %d' %s>"
        % (width, height, width, height, FONT),
        "<title>%s</title>" % escape(title),
        _rect(0, 0, width, height, "#ffffff", stroke="none", width=0),
    ]
    return "\n".join(head + body + ["</svg>"]) + "\n"


def _group(kind, ident, data, title, parts, at=None):
    move = " transform='translate(%d,%d)'" % at if at else ""
    return (
        ["<g class='%s' id='%s'%s%s>" % (kind, ident, _attrs(data), move)]
        + ["<title>%s</title>" % escape(title)]
        + parts
        + ["</g>"]
    )


def _ground(x, y, direction="down"):
    """A ground symbol whose lead starts at (x, y)."""
    if direction == "down":
        return [
            _line(x, y, x, y + 10),
            _line(x - 8, y + 10, x + 8, y + 10),
            _line(x - 5, y + 14, x + 5, y + 14),
            _line(x - 2, y + 18, x + 2, y + 18),
        ]
    sign = -1 if direction == "left" else 1
    return [
        _line(x, y, x + sign * 10, y),
        _line(x + sign * 10, y - 8, x + sign * 10, y + 8),
        _line(x + sign * 14, y - 5, x + sign * 14, y + 5),
        _line(x + sign * 18, y - 2, x + sign * 18, y + 2),
    ]


# ---- wiring.svg --------------------------------------------------------------------------------

PX, PY, PW, PITCH = 330, 120, 130, 24  # the Pico's body and its pin pitch
PH = 20 * PITCH + 16
CHANNEL = 760  # x of the data line's run up to the level shifter
SX, SY = 800, 250  # the 74AHCT125
RAIL = 80  # y of the +5 V rail
LED_Y, LED_W, LED_H = 240, 56, 70
WIRING_W, WIRING_H = 1330, 1060
NOTES_Y = 940  # the notes under the drawing


def _pin_y(pin):
    row = pin - 1 if pin <= 20 else 40 - pin
    return PY + 20 + row * PITCH


def _pad_x(pin):
    return PX - 12 if pin <= 20 else PX + PW + 12


def _pico(colour_of):
    out = [
        _rect(PX, PY, PW, PH, "#2e7d32", rx=6),
        _rect(PX + PW // 2 - 18, PY - 12, 36, 16, "#bdbdbd", rx=2),
        _text(PX + PW // 2, PY - 16, "USB", size=9),
        _text(
            PX + PW // 2,
            PY + PH // 2,
            "Raspberry Pi Pico",
            size=14,
            weight="bold",
            fill="#ffffff",
            extra=" transform='rotate(-90 %d %d)'" % (PX + PW // 2, PY + PH // 2),
        ),
    ]
    for pin in range(1, 41):
        y = _pin_y(pin)
        colour = colour_of.get(pin, "#9e9e9e")
        name = pico_board.name(pin)
        weight = "bold" if pin in colour_of else "normal"
        if pin <= 20:
            out.append(_line(PX - 12, y, PX, y, stroke=colour, width=2))
            out.append(_text(PX + 5, y + 3, str(pin), size=8, anchor="start", fill="#c8e6c9"))
            out.append(
                _text(PX + 22, y + 3, name, size=9, anchor="start", weight=weight, fill="#ffffff")
            )
        else:
            out.append(_line(PX + PW, y, PX + PW + 12, y, stroke=colour, width=2))
            out.append(_text(PX + PW - 5, y + 3, str(pin), size=8, anchor="end", fill="#c8e6c9"))
            out.append(
                _text(
                    PX + PW - 22, y + 3, name, size=9, anchor="end", weight=weight, fill="#ffffff"
                )
            )
        out.append(
            _circle(_pad_x(pin), y, 3.5, colour if pin in colour_of else "#ffffff", stroke=colour)
        )
    return out


def _button(wire, active_low):
    """A pushbutton from the wire's pad to ground (or 3V3), drawn on the pin's side."""
    y = _pin_y(wire.pin)
    sign = -1 if wire.pin <= 20 else 1
    pad = _pad_x(wire.pin)
    near = pad + sign * 48  # the button's contact on the Pico's side
    far = near + sign * 40
    end = far + sign * 30
    colour = WIRE["button"]
    parts = [
        _line(pad, y, near, y, stroke=colour, width=2),
        _circle(near, y, 2.5, "#ffffff"),
        _circle(far, y, 2.5, "#ffffff"),
        _line(near + sign * 3, y - 9, far - sign * 3, y - 9, width=2),
        _line((near + far) // 2, y - 9, (near + far) // 2, y - 15, width=2),
        _line(far, y, end, y, stroke=WIRE["ground"], width=2),
    ]
    if active_low:
        parts += _ground(end, y, "left" if sign < 0 else "right")
        to = "GND pin %d" % wire.other_end
    else:
        parts.append(
            _text(end + sign * 4, y + 3, "3V3", size=9, anchor="end" if sign < 0 else "start")
        )
        to = "3V3 pin %d" % wire.other_end
    label = "seat %d %s  GP%d -> %s" % (wire.seat + 1, wire.role, wire.gpio, to)
    anchor = "end" if sign < 0 else "start"
    parts.append(_text(end + sign * 26, y + 3, label, size=9, anchor=anchor))
    data = (("data-gpio", wire.gpio), ("data-pin", wire.pin), ("data-seat", wire.seat + 1))
    title = "%s: GP%d (pin %d) to %s" % (wire.label, wire.gpio, wire.pin, to)
    return _group("button", "seat%d-%s" % (wire.seat + 1, wire.role), data, title, parts)


def _data_route(pin):
    y = _pin_y(pin)
    target = (SX, SY + 25)
    if pin > 20:
        points = [(_pad_x(pin), y), (CHANNEL, y), (CHANNEL, target[1]), target]
    else:
        below = PY + PH + 24
        points = [
            (_pad_x(pin), y),
            (PX - 26, y),
            (PX - 26, below),
            (CHANNEL, below),
            (CHANNEL, target[1]),
            target,
        ]
    return _polyline(points, WIRE["data"], width=2.5)


def _dot(x, y, colour):
    """A joint: a wire that meets another here is connected to it."""
    return _circle(x, y, 3, colour, stroke=colour, width=1)


def _capacitor(x, y, half, gap):
    """A capacitor's two plates, the top one at (x, y), and a ground below the other."""
    return [
        _line(x - half, y, x + half, y, width=2.5),
        _line(x - half, y + gap, x + half, y + gap, width=2.5),
    ] + _ground(x, y + gap)


def _shifter():
    out = [
        _rect(SX, SY, 100, 90, "#424242", rx=4),
        _text(SX + 50, SY + 44, "74AHCT125", size=11, weight="bold", fill="#ffffff"),
        _text(SX + 50, SY + 58, "3.3 V -> 5 V", size=9, fill="#ffffff"),
        _text(SX + 4, SY + 21, "1A (2)", size=8, anchor="start", fill="#ffffff"),
        _text(SX + 4, SY + 80, "1OE (1)", size=8, anchor="start", fill="#ffffff"),
        _text(SX + 96, SY + 21, "1Y (3)", size=8, anchor="end", fill="#ffffff"),
        _text(SX + 56, SY + 12, "VCC (14)", size=8, anchor="start", fill="#ffffff"),
        _text(SX + 56, SY + 86, "GND (7)", size=8, anchor="start", fill="#ffffff"),
        # VCC up to the rail, GND and 1OE (enable, active low) to ground.
        _line(SX + 50, SY, SX + 50, RAIL, stroke=WIRE["power"], width=2),
        _dot(SX + 50, RAIL, WIRE["power"]),
        _line(SX, SY + 75, SX - 20, SY + 75, stroke=WIRE["ground"], width=2),
    ]
    out += _ground(SX - 20, SY + 75)
    out += _ground(SX + 50, SY + 90)
    # The decoupling capacitor from VCC to ground, beside the chip.
    tap, cx = SY - 50, SX + 84
    cap = [
        _dot(SX + 50, tap, WIRE["power"]),
        _polyline([(SX + 50, tap), (cx, tap), (cx, tap + 12)], WIRE["power"]),
        _text(cx + 14, tap + 18, "%d nF" % DECOUPLING_NF, size=9, anchor="start"),
    ]
    cap += _capacitor(cx, tap + 12, 10, 6)
    out += _group(
        "part",
        "decoupling",
        (("data-value", "%d nF" % DECOUPLING_NF), ("data-pins", "14 7")),
        "%d nF ceramic across the 74AHCT125's VCC (pin 14) and GND (pin 7)" % DECOUPLING_NF,
        cap,
    )
    # The unused gates 2-4: enables high (outputs off), inputs to ground, none left floating.
    tx = SX + 15
    names = "2OE, 3OE, 4OE (%s)" % ", ".join(str(pin) for pin in UNUSED_ENABLES)
    enables = [
        _line(tx, SY, tx, RAIL, stroke=WIRE["power"], width=2),
        _dot(tx, RAIL, WIRE["power"]),
        _text(tx - 6, SY - 70, names, size=8, anchor="end"),
        _text(tx - 6, SY - 60, "to +5 V: unused gates off", size=8, anchor="end"),
    ]
    out += _group(
        "tie",
        "unused-enables",
        (("data-pins", " ".join(str(pin) for pin in UNUSED_ENABLES)), ("data-to", "+5 V")),
        "the unused gates' enables %s to +5 V" % names,
        enables,
    )
    names = "2A, 3A, 4A (%s)" % ", ".join(str(pin) for pin in UNUSED_INPUTS)
    inputs = [
        _line(tx, SY + 90, tx, SY + 102, stroke=WIRE["ground"], width=2),
        _text(SX - 8, SY + 138, names + " to ground", size=8, anchor="start"),
    ]
    inputs += _ground(tx, SY + 102)
    out += _group(
        "tie",
        "unused-inputs",
        (("data-pins", " ".join(str(pin) for pin in UNUSED_INPUTS)), ("data-to", "GND")),
        "the unused gates' inputs %s to ground" % names,
        inputs,
    )
    return out


def _chain(count):
    """LED 0, LED 1, ..., LED count-1 with the resistor and capacitor before them."""
    y = SY + 25  # the data line's height: 1Y -> resistor -> LED 0 DIN
    rx = SX + 130
    out = [
        _line(SX + 100, y, rx, y, stroke=WIRE["data"], width=2.5),
        _rect(rx, y - 7, 50, 14, "#fff3e0"),
        _text(rx + 25, y - 12, "330 ohm", size=9),
        _line(rx + 50, y, 1070, y, stroke=WIRE["data"], width=2.5),
    ]
    # The bulk capacitor across +5 V and ground where power meets the chain: dashed, as it is
    # fitted only when a 5 V supply (not USB) feeds the rail.
    dashed = " stroke-dasharray='5 3'"
    bx = 960
    bulk = [
        _dot(bx, RAIL, WIRE["power"]),
        _line(bx, RAIL, bx, 140, stroke=WIRE["power"], width=2, extra=dashed),
        _text(bx - 20, 138, "+", size=10),
        _text(bx + 22, 132, "%d uF, 6.3 V+" % BULK_UF, size=9, anchor="start"),
        _text(bx + 22, 144, "5 V supply only,", size=9, anchor="start"),
        _text(bx + 22, 156, "not on USB VBUS", size=9, anchor="start"),
    ]
    bulk += _capacitor(bx, 140, 14, 8)
    out += _group(
        "part",
        "bulk",
        (("data-value", "%d uF" % BULK_UF), ("data-when", "5 V supply")),
        "%d uF across +5 V and GND at the chain: with a 5 V supply only" % BULK_UF,
        bulk,
    )
    shown = list(range(count)) if count <= 3 else [0, 1, count - 1]
    xs = [1070, 1150, 1250]
    for n, index in enumerate(shown):
        x = xs[n]
        parts = [
            _rect(x, LED_Y, LED_W, LED_H, "#fafafa", rx=4),
            _text(x + LED_W // 2, LED_Y + 32, "LED %d" % index, size=10, weight="bold"),
            _text(x + 3, LED_Y + 50, "DIN", size=7, anchor="start"),
            _text(x + LED_W - 3, LED_Y + 50, "DOUT", size=7, anchor="end"),
            _text(x + LED_W // 2, LED_Y + 12, "VDD", size=7),
            _text(x + LED_W // 2, LED_Y + 66, "VSS", size=7),
            _line(x + LED_W // 2, LED_Y, x + LED_W // 2, RAIL, stroke=WIRE["power"], width=2),
        ]
        parts += _ground(x + LED_W // 2, LED_Y + LED_H)
        out += _group(
            "led", "chain-led%d" % index, (("data-led", index),), "LED %d" % index, parts
        )
        if n:
            left = xs[n - 1] + LED_W
            if index != shown[n - 1] + 1:
                out.append(_text((left + x) // 2, y - 6, "...", size=12, weight="bold"))
            out.append(_line(left, y, x, y, stroke=WIRE["data"], width=2.5))
    return out


# The seat screens' band under the Pico: the 3V3 rail, the I2C lanes from the two GPIOs, the
# TCA9548A and one SSD1306 a seat on its channel.
BAND_Y = 690  # the band's title
SCREEN_RAIL = 730  # y of the 3V3 rail
MUX_X, MUX_Y, MUX_W, MUX_H = 570, 760, 130, 150
CHANNEL_Y0, CHANNEL_DY = 804, 13  # y of channel 0's pair on the mux's right edge, and the step
OLED_X0, OLED_PITCH, OLED_Y, OLED_W, OLED_H = 735, 95, 750, 76, 66
LANES = (536, 520)  # x of the I2C lanes down from the Pico's right edge: the upper pin's first
LANES_LEFT = (PX - 44, PX - 30)  # ... from its left edge


def _lanes(p, inputs):
    """SDA and SCL from their pads down to `inputs` (the upper pin to the upper input)."""
    pins = sorted(
        (
            (pico_board.physical_pin(gpio), name, gpio)
            for name, gpio in (("SDA", p.sda), ("SCL", p.scl))
        ),
        key=lambda pin: _pin_y(pin[0]),
    )
    out = []
    for n, (pin, name, gpio) in enumerate(pins):
        y = _pin_y(pin)
        to_x, to_y = inputs[n]
        lane = (LANES if pin > 20 else LANES_LEFT)[n]
        points = [(_pad_x(pin), y), (lane, y), (lane, to_y), (to_x, to_y)]
        parts = [
            _polyline(points, WIRE["i2c"], width=2),
            _text(to_x - 4, to_y - 3, name, size=8, anchor="end", fill=WIRE["i2c"]),
        ]
        label = "GP%d %s" % (gpio, name)
        if pin > 20:
            parts.append(_text(_pad_x(pin) + 6, y - 4, label, 8, "start", "bold", WIRE["i2c"]))
        else:
            parts.append(_text(_pad_x(pin) - 6, y - 4, label, 8, "end", "bold", WIRE["i2c"]))
        data = (("data-gpio", gpio), ("data-pin", pin), ("data-bus", p.bus))
        title = "I2C%d %s: GP%d (pin %d)" % (p.bus, name, gpio, pin)
        out += _group("i2c", "i2c-" + name.lower(), data, title, parts)
    return out, [name for _, name, _ in pins]


def _oled(screen, x, address, channel_y):
    """One SSD1306 module at (x, OLED_Y): VCC from the rail, ground, its channel's pair."""
    y = OLED_Y
    mid = x + OLED_W // 2
    channel = "ch %d" % screen.channel if screen.channel is not None else "no mux"
    parts = [
        _rect(x, y, OLED_W, OLED_H, "#1a237e", rx=3),
        _rect(x + 6, y + 6, OLED_W - 12, 32, "#000000", stroke="#90caf9", width=1),
        _text(mid, y + 20, "seat %d" % (screen.seat + 1), 10, weight="bold", fill="#90caf9"),
        _text(mid, y + 32, "SSD1306", 7, fill="#90caf9"),
        _text(
            mid, y + 50, "%s  %s" % (channel, hardware_screens.hexa(address)), 8, fill="#ffffff"
        ),
        _text(mid, y + 61, "GND VCC SCL SDA", 6, fill="#ffffff"),
        _line(x + 12, SCREEN_RAIL, x + 12, y, stroke=WIRE["3v3"], width=2),
        _dot(x + 12, SCREEN_RAIL, WIRE["3v3"]),
        _line(x + OLED_W, y + 20, x + OLED_W + 2, y + 20, stroke=WIRE["ground"], width=2),
    ]
    parts += _ground(x + OLED_W + 2, y + 20, "right")
    if channel_y is not None:
        parts.append(_line(mid, channel_y, mid, y + OLED_H, stroke=WIRE["i2c"], width=2.5))
    data = (
        ("data-seat", screen.seat + 1),
        ("data-channel", "" if screen.channel is None else screen.channel),
        ("data-address", hardware_screens.hexa(address)),
    )
    title = "seat %d's screen: SSD1306 128x64 at %s, %s" % (
        screen.seat + 1,
        hardware_screens.hexa(address),
        "multiplexer channel %d" % screen.channel if screen.channel is not None else "on the bus",
    )
    return _group("screen", "screen-seat%d" % (screen.seat + 1), data, title, parts)


def _mux(p):
    x, y = MUX_X, MUX_Y
    parts = [
        _rect(x, y, MUX_W, MUX_H, "#4a148c", rx=4),
        _text(x + MUX_W // 2, y + 20, "TCA9548A", 11, weight="bold", fill="#ffffff"),
        _text(
            x + MUX_W // 2,
            y + 33,
            "I2C multiplexer %s" % hardware_screens.hexa(p.mux),
            8,
            fill="#ffffff",
        ),
        _text(
            x + 4,
            y + MUX_H - 8,
            "A0 A1 A2: %s" % hardware_screens.address_pins(p.mux),
            7,
            "start",
            fill="#ffffff",
        ),
        _text(x + 20, y + 12, "VIN", 7, fill="#ffffff"),
        _line(x + 20, SCREEN_RAIL, x + 20, y, stroke=WIRE["3v3"], width=2),
        _dot(x + 20, SCREEN_RAIL, WIRE["3v3"]),
        _text(x + MUX_W // 2, y + MUX_H - 20, "GND", 7, fill="#ffffff"),
    ]
    parts += _ground(x + MUX_W // 2, y + MUX_H)
    for c in range(8):
        cy = CHANNEL_Y0 + c * CHANNEL_DY
        parts.append(_text(x + MUX_W - 4, cy + 3, "SD%d/SC%d" % (c, c), 7, "end", fill="#ffffff"))
    data = (("data-address", hardware_screens.hexa(p.mux)), ("data-bus", p.bus))
    title = "TCA9548A I2C multiplexer at %s" % hardware_screens.hexa(p.mux)
    return _group("mux", "mux", data, title, parts)


def screens(config, p):
    """The seat screens' band: solid when the config has screens, dashed (the optional
    add-on) when it has none."""
    v3 = pico_board.V3V3_PIN
    y36 = _pin_y(v3)
    if p.configured:
        title = "Seat screens: SEAT_SCREENS = %s, I2C%d at %d kHz" % (
            hardware_screens.as_tuple(config.SEAT_SCREENS),
            p.bus,
            p.hz // 1000,
        )
    else:
        title = "Seat screens: optional add-on (SEAT_SCREENS = (): none configured), dashed"
    out = [
        _text(20, BAND_Y, title, 13, "start", "bold"),
        _text(
            20,
            BAND_Y + 16,
            "%s; 3V3 from pin %d, never 5 V (pinout.md: pull-ups, cable length)"
            % (
                "every screen at %s, each on its own multiplexer channel"
                % hardware_screens.hexa(p.address)
                if p.mux is not None
                else "one screen at %s, no multiplexer" % hardware_screens.hexa(p.address),
                v3,
            ),
            10,
            "start",
            fill="#555",
        ),
        # Pin 36's stub, named like the rail it feeds.
        _line(_pad_x(v3), y36, _pad_x(v3) + 20, y36, stroke=WIRE["3v3"], width=2),
        _text(
            _pad_x(v3) + 24, y36 + 3, "3V3(OUT) -> screens' 3V3 rail", 8, "start", fill=WIRE["3v3"]
        ),
        _line(MUX_X - 20, SCREEN_RAIL, 1310, SCREEN_RAIL, stroke=WIRE["3v3"], width=2),
        _text(
            MUX_X - 20, SCREEN_RAIL - 5, "3V3 rail (pin %d)" % v3, 9, "start", "bold", WIRE["3v3"]
        ),
    ]
    if p.mux is not None:
        inputs = [(MUX_X, MUX_Y + 50), (MUX_X, MUX_Y + 70)]
        lanes, names = _lanes(p, inputs)
        out += lanes + _mux(p)
        for name, (ix, iy) in zip(names, inputs, strict=True):
            out.append(_text(ix + 4, iy + 3, name, 7, "start", fill="#ffffff"))
        for n, screen in enumerate(p.screens):
            x = OLED_X0 + n * OLED_PITCH
            cy = CHANNEL_Y0 + screen.channel * CHANNEL_DY
            out.append(
                _line(MUX_X + MUX_W, cy, x + OLED_W // 2, cy, stroke=WIRE["i2c"], width=2.5)
            )
            out.append(_dot(x + OLED_W // 2, cy, WIRE["i2c"]))
            out += _oled(screen, x, p.address, cy)
    else:
        screen = p.screens[0]
        x = OLED_X0
        inputs = [(x, OLED_Y + 40), (x, OLED_Y + 54)]
        lanes, names = _lanes(p, inputs)
        out += lanes + _oled(screen, x, p.address, None)
    kind = "yes" if not p.configured else "no"
    look = " stroke-dasharray='5 3' opacity='0.6'" if not p.configured else ""
    return (
        ["<g class='screens' id='screens' data-optional='%s'%s>" % (kind, look)] + out + ["</g>"]
    )


def wiring(config, wires, source):
    """wiring.svg: the Pico with the GPIOs from the config, the level shifter, the LED chain,
    the buttons and the power."""
    data = wires[0]
    active_low = config.BUTTONS_ACTIVE_LOW
    colour_of = {data.pin: WIRE["data"], pico_board.VBUS_PIN: WIRE["power"]}
    colour_of[pico_board.DIGITAL_GROUND_PIN] = WIRE["ground"]
    for wire in wires[1:]:
        colour_of[wire.pin] = WIRE["button"]
        colour_of[wire.other_end] = WIRE["ground"] if active_low else "#ef6c00"
    seat_screens = hardware_screens.plan(config)
    if seat_screens.configured:
        for gpio in (seat_screens.sda, seat_screens.scl):
            colour_of[pico_board.physical_pin(gpio)] = WIRE["i2c"]
        colour_of[pico_board.V3V3_PIN] = WIRE["3v3"]
    body = [
        _text(
            20, 32, "Midway wiring: Pico, level shifter, LED chain, buttons", 18, "start", "bold"
        ),
        _text(20, 52, "from %s" % source, 11, "start", fill="#555"),
    ]
    body += _pico(colour_of)
    for wire in wires[1:]:
        body += _button(wire, active_low)
    # The +5 V rail, fed from VBUS (pin 40); the ground beside it (pin 38).
    vbus_y = _pin_y(pico_board.VBUS_PIN)
    gnd_y = _pin_y(pico_board.DIGITAL_GROUND_PIN)
    right = PX + PW + 12
    body += [
        _polyline(
            [(right, vbus_y), (right + 24, vbus_y), (right + 24, RAIL), (1310, RAIL)],
            WIRE["power"],
        ),
        _text(
            right + 30,
            RAIL - 6,
            "+5 V rail: USB through VBUS (pin 40), or a 5 V supply (power.md)",
            10,
            "start",
        ),
        _line(right, gnd_y, right + 24, gnd_y, stroke=WIRE["ground"], width=2),
    ]
    body += _ground(right + 24, gnd_y)
    body += _group(
        "data",
        "data-line",
        (("data-gpio", data.gpio), ("data-pin", data.pin)),
        "NeoPixel data: GP%d (pin %d) -> 74AHCT125 1A" % (data.gpio, data.pin),
        [
            _data_route(data.pin),
            _text(
                CHANNEL - 6,
                SY + 18,
                "GP%d (pin %d)" % (data.gpio, data.pin),
                10,
                "end",
                "bold",
                WIRE["data"],
            ),
        ],
    )
    body += _shifter()
    body += _chain(config.LED_COUNT)
    body += screens(config, seat_screens)
    chain = "LED 0 ... LED %d" % (config.LED_COUNT - 1)
    to = "ground" if active_low else "3V3"
    pulls = "pull-ups" if active_low else "pull-downs"
    notes = [
        "Data: GP%d (pin %d) -> 74AHCT125 1A (pin 2); 1Y (pin 3) -> 330 ohm -> LED 0 DIN; each "
        "DOUT -> the next DIN, %s (%s)." % (data.gpio, data.pin, chain, config.COLOUR_ORDER),
        "Power: +5 V and ground to every LED and the 74AHCT125 (VCC pin 14, GND pin 7, %d nF "
        "across them at the chip; 1OE pin 1 to ground; unused inputs %s to ground, enables %s to "
        "+5 V); CURRENT_LIMIT_MA = %d."
        % (
            DECOUPLING_NF,
            ", ".join(str(pin) for pin in UNUSED_INPUTS),
            ", ".join(str(pin) for pin in UNUSED_ENABLES),
            config.CURRENT_LIMIT_MA,
        ),
        "The %d uF capacitor goes in with a 5 V supply only: on USB's VBUS it is %dx the %d uF "
        "USB 2.0 allows a device at plug-in (power.md)."
        % (BULK_UF, BULK_UF // USB_ATTACH_UF, USB_ATTACH_UF),
        "Buttons: each switches its GPIO to %s; the Pico's internal %s hold it when open (no "
        "resistors). Every ground symbol is the same ground." % (to, pulls),
        "Screens: GP%d SDA and GP%d SCL (I2C%d) -> %s (%s), with 3V3 and ground beside "
        "each pair in the same cable."
        % (
            seat_screens.sda,
            seat_screens.scl,
            seat_screens.bus,
            "the TCA9548A; each purple pair is a channel's SDA + SCL to one seat's SSD1306"
            if seat_screens.mux is not None
            else "the one screen, no multiplexer",
            "SEAT_SCREENS" if seat_screens.configured else "optional: dashed, none configured",
        ),
        "Which LED sits where: board_map.svg. Pins and parts: pinout.md, bom.md.",
    ]
    for n, note in enumerate(notes):
        body.append(_text(20, NOTES_Y + n * 20, note, 11, "start"))
    title = "Midway wiring from %s" % source
    return _svg(WIRING_W, WIRING_H, title, body, source)


# ---- board_map.svg -----------------------------------------------------------------------------

CELL, BOX = 76, 68  # grid pitch and the size of a space's square
SPACE_LED, SPACE_R, OWNER_R = (BOX // 2, 55), 10, 9.5  # a space's LED in its square; radii
OX, OY = 30, 84  # the board's top-left corner
MAP_W = OX * 2 + 19 * CELL


def _wrap(name, width=12):
    """A space's name in lines of about `width` characters (long words break after a hyphen)."""
    words = []
    for word in name.split():
        while len(word) > width and "-" in word[:width]:
            cut = word[:width].rindex("-") + 1
            words.append(word[:cut])
            word = word[cut:]
        words.append(word)
    lines = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _space_led(space):
    """The centre of a space's LED on the board map, in px."""
    x, y = LAYOUT[space]
    return (OX + x * CELL + SPACE_LED[0], OY + y * CELL + SPACE_LED[1])


def _owner_led(space):
    """The centre of an attraction's ownership LED: OWNER_OFFSET from the space's LED."""
    x, y = _space_led(space)
    return (x + round(OWNER_OFFSET[0] * CELL), y + round(OWNER_OFFSET[1] * CELL))


def _space(space, led, kind):
    x, y = LAYOUT[space]
    name = board.space_name(space)
    parts = [
        _rect(0, 0, BOX, BOX, KIND_FILL[kind], rx=8),
        _text(5, 11, str(space), size=8, anchor="start", fill="#555"),
    ]
    lines = _wrap(name)
    for n, line in enumerate(lines):
        parts.append(_text(BOX // 2, 23 + n * 10, line, size=8.5))
    parts.append(_circle(SPACE_LED[0], SPACE_LED[1], SPACE_R, "#ffffff"))
    parts.append(_text(SPACE_LED[0], SPACE_LED[1] + 3.5, str(led), size=9, weight="bold"))
    data = (("data-space", space), ("data-led", led), ("data-kind", kind), ("data-name", name))
    title = "space %d %s (%s): LED %d" % (space, name, kind, led)
    at = (OX + x * CELL, OY + y * CELL)
    return _group("space", "space-%d" % space, data, title, parts, at)


def _owner(card, led):
    space = board.ATTRACTIONS[card]
    name = board.space_name(space)
    parts = [_circle(0, 0, OWNER_R, OWNER_FILL), _text(0, 3, str(led), size=7.5, weight="bold")]
    data = (("data-attraction", card), ("data-space", space), ("data-led", led))
    title = "owner %d %s: ownership LED %d" % (card, name, led)
    return _group("owner", "owner-%d" % card, data, title, parts, _owner_led(space))


def _data_wire(config):
    """The data wire over the board: a line from each board LED to the next on the chain,
    circle edge to circle edge so the numbers stay clear, and where it comes in."""
    at = {led: _space_led(space) + (SPACE_R,) for space, led in enumerate(config.SPACE_LEDS)}
    for card, led in enumerate(config.OWNER_LEDS):
        at[led] = _owner_led(board.ATTRACTIONS[card]) + (OWNER_R,)
    order = sorted(at)
    parts = []
    for a, b in zip(order, order[1:], strict=False):
        if b != a + 1:
            continue  # the chain leaves the board between them: no wire over it to draw
        (x1, y1, r1), (x2, y2, r2) = at[a], at[b]
        length = math.dist((x1, y1), (x2, y2))
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        parts.append(
            _line(
                round(x1 + ux * r1),
                round(y1 + uy * r1),
                round(x2 - ux * r2),
                round(y2 - uy * r2),
                stroke=WIRE["data"],
                width=2.5,
                extra=" stroke-linecap='round' stroke-opacity='0.75'",
            )
        )
    first, last = order[0], order[-1]
    x, y, r = at[first]
    parts.append(_line(x, y + r, x, y + r + 22, stroke=WIRE["data"], width=2.5))
    parts.append(
        _text(x + 6, y + r + 20, "data in: LED %d" % first, 10, "start", "bold", WIRE["data"])
    )
    data = (("data-route", " ".join(str(led) for led in order)),)
    title = "the data wire over the board: LED %d (data in) to LED %d" % (first, last)
    return _group("chain", "chain", data, title, parts)


def _labelled_led(kind, ident, number, led, fill, title, caption, at, r=12, ink="#222"):
    parts = [_circle(0, 0, r, fill), _text(0, 3.5, str(led), size=9, weight="bold", fill=ink)]
    for n, line in enumerate(caption):
        parts.append(_text(0, r + 12 + n * 10, line, size=8.5))
    data = (("data-number", number), ("data-led", led))
    return _group(kind, ident, data, title, parts, at)


def board_map(config, leds, source):
    """board_map.svg: every Tycoon space at its LAYOUT place with its name and LED index, the
    ownership LEDs beside the attractions, the month track, d6 pips, colour die and seats."""
    body = [
        _text(OX, 32, "Midway: the Tycoon board map and its LED indices", 18, "start", "bold"),
        _text(
            OX,
            54,
            "from %s; the number in each circle is the LED's place on the chain (0 is first "
            "after the Pico); the green line is the data wire, DOUT to the next DIN" % source,
            11,
            "start",
            fill="#555",
        ),
    ]
    for space, led in enumerate(config.SPACE_LEDS):
        body += _space(space, led, next(x.kind for x in leds if x.index == led))
    for card, led in enumerate(config.OWNER_LEDS):
        body += _owner(card, led)
    body += _data_wire(config)
    top = OY + 9 * CELL + 24
    body.append(_text(OX, top, "Month track (MONTH_LEDS)", 12, "start", "bold"))
    for month, led in enumerate(config.MONTH_LEDS):
        words = board.MONTHS[month].split(" ", 1)
        caption = [words[0], words[1].lower()] if len(words) > 1 else words
        body += _labelled_led(
            "month",
            "month-%d" % month,
            month,
            led,
            "#b3e5fc",
            "month %d %s: LED %d" % (month, board.MONTHS[month], led),
            caption,
            (OX + 24 + month * 64, top + 30),
        )
    low = top + 96
    body.append(_text(OX, low, "d6 pips (PIP_LEDS)", 12, "start", "bold"))
    body.append(_rect(OX, low + 10, 108, 108, "#fafafa", rx=14))
    spots = ((22, 22), (86, 22), (22, 54), (54, 54), (86, 54), (22, 86), (86, 86))
    for pip, led in enumerate(config.PIP_LEDS):
        dx, dy = spots[pip]
        body += _labelled_led(
            "pip",
            "pip-%d" % pip,
            pip,
            led,
            "#fff9c4",
            "pip %d %s: LED %d" % (pip, PIP_NAMES[pip], led),
            [],
            (OX + dx, low + 10 + dy),
            r=11,
        )
    body.append(_text(OX + 150, low, "Colour die (DIE_LED)", 12, "start", "bold"))
    body += _labelled_led(
        "die",
        "die",
        0,
        config.DIE_LED,
        "#e1bee7",
        "colour die: LED %d" % config.DIE_LED,
        ["8 faces:", "colours + Wild"],
        (OX + 215, low + 40),
        r=16,
    )
    body.append(_text(OX + 330, low, "Seat LEDs (SEAT_LEDS)", 12, "start", "bold"))
    for seat, led in enumerate(config.SEAT_LEDS):
        body += _labelled_led(
            "seat",
            "seat-%d" % (seat + 1),
            seat + 1,
            led,
            SEAT_FILL[seat],
            "seat %d %s: LED %d" % (seat + 1, SEAT_NAMES[seat], led),
            ["seat %d" % (seat + 1), SEAT_NAMES[seat]],
            (OX + 340 + seat * 70, low + 40),
            ink="#222" if SEAT_NAMES[seat] == "yellow" else "#ffffff",
        )
    legend_x = OX + 820
    body.append(_text(legend_x, low, "Key", 12, "start", "bold"))
    for n, kind in enumerate(("entrance", "attraction", "stall", "path")):
        body.append(_rect(legend_x, low + 12 + n * 22, 16, 16, KIND_FILL[kind], rx=3))
        body.append(_text(legend_x + 24, low + 25 + n * 22, kind, 11, "start"))
    body.append(_circle(legend_x + 8, low + 108, 8, OWNER_FILL))
    body.append(
        _text(legend_x + 24, low + 112, "ownership LED beside its attraction", 11, "start")
    )
    unused = [led.index for led in leds if led.group == "unused"]
    if unused:
        body.append(
            _text(
                OX, low + 150, "Not in the LED map: %s" % ", ".join(map(str, unused)), 11, "start"
            )
        )
    height = low + 170
    title = "Midway Tycoon board map with LED indices, from %s" % source
    return _svg(MAP_W, height, title, body, source)
