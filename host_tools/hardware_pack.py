"""make hardware: the maker's hardware pack in hardware/, generated from the config.

    python host_tools/hardware_pack.py [--config PATH] [--out DIR] [--check]

Writes pinout.md, bom.md, power.md, wiring.svg, board_map.svg and diagram.json (Wokwi) from
firmware/config.py (the one source of truth) and the Tycoon board's data, and for a table
with phones (WIFI_MODE "ap" or "join") the join card to print, join_card.svg and .pdf
(host_tools/join_card.py). The config is
validated first: a bad field stops the generator with the field named. The output holds no
date or path of this machine, so the checked-in files can be compared with a fresh run
(--check does that and writes nothing).
"""

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools import (  # noqa: E402
    hardware_screens,
    hardware_svg,
    join_card,
    led_map,
    led_route,
    pico_board,
)
from host_tools.board_layout import LAYOUT  # noqa: E402
from host_tools.build import RP2, board  # noqa: E402  (the rp2 family's facts: hal/board_rp2.py)

PICO2 = board("pico2")  # the Pico 2's facts: hal/board_pico2.py
from host_tools.led_map import ROOT, ConfigError  # noqa: E402

HARDWARE = ROOT / "hardware"
FILES = ("pinout.md", "bom.md", "power.md", "wiring.svg", "board_map.svg", "diagram.json")
CARD_FILES = ("join_card.svg", "join_card.pdf")  # a table with phones only
USB_MA = 500  # what a USB 2.0 port gives
PICO_MA = 50  # the Pico and the buttons, with headroom (firmware/config.py says the same)
USB_MARGIN_MA = 50  # kept in hand for the LEDs' own tolerance
USB_UNIT_LOAD_MA = 100  # what a USB 2.0 device may draw before the host configures it
VBUS_V = 5
# Keyboard keys for the Wokwi pushbuttons: (step, confirm) per seat, number row over QWERTY.
WOKWI_KEYS = (("1", "q"), ("2", "w"), ("3", "e"), ("4", "r"), ("5", "t"), ("6", "y"))
# Wokwi's MicroPython build for the Pico: one that loads the build (RP2.MICROPYTHON_MIN or
# newer; a test holds it to that).
WOKWI_MICROPYTHON = "micropython-20250911-v1.26.1"
WOKWI_GRID = 48  # px between neighbouring board spaces in the Wokwi diagram


class Wire(NamedTuple):
    """One GPIO the table uses and what it is wired to."""

    gpio: int
    pin: int  # physical pin on the Pico's header
    role: str  # "data", "step" or "confirm"
    seat: int  # 0-based seat, -1 for the LED data line
    label: str
    other_end: int  # physical pin a button's other leg goes to (GND, or 3V3 if active-high)


def wires(config):
    """Every GPIO in use: the LED data line first, then each seat's step and confirm."""
    data = config.NEOPIXEL_PIN
    out = [Wire(data, pico_board.physical_pin(data), "data", -1, "NeoPixel data", 0)]
    for seat, pair in enumerate(config.SEAT_BUTTONS):
        for role, gpio in zip(("step", "confirm"), pair, strict=True):
            pin = pico_board.physical_pin(gpio)
            if config.BUTTONS_ACTIVE_LOW:
                other = pico_board.nearest_ground(pin)
            else:
                other = pico_board.V3V3_PIN
            label = "seat %d %s button" % (seat + 1, role)
            out.append(Wire(gpio, pin, role, seat, label, other))
    return out


def _round_up(value, step):
    return -(-value // step) * step


@dataclass(frozen=True)
class Power:
    """The LED power budget, in mA, by the firmware's own estimate (hal/pixels.py)."""

    count: int
    idle: int  # every LED dark
    per_led_full: int  # one LED full white at brightness 255 (3 channels)
    white_full: int  # the whole chain full white at brightness 255
    per_led_bright: float  # one LED full white at the configured brightness
    white_bright: int  # the whole chain full white at the configured brightness
    limit: int  # CURRENT_LIMIT_MA
    colour_budget: int  # what the limit leaves for colour once the chain idles
    fit_full: int  # LEDs that may be full white at brightness 255 within the limit
    fit_bright: int  # LEDs that may be full white at the configured brightness
    white_scaled_to: int  # channel value an all-white frame is scaled to under the limit
    screens_ma: float  # the configured seat screens and multiplexer at worst, from 3V3
    usb_safe: bool  # limit + the Pico + the screens + margin within a USB 2.0 port's 500 mA
    supply_bright_ma: int  # a 5 V supply that never dims the configured brightness
    supply_full_ma: int  # ... nor full brightness


def supply_for(limit_ma):
    """The 5 V supply (mA, in half amps) whose rating less a fifth covers `limit_ma`."""
    return _round_up(-(-limit_ma * 5 // 4), 500)


def power(config):
    count = config.LED_COUNT
    per_channel = config.MA_PER_CHANNEL
    brightness = config.BRIGHTNESS
    idle = config.IDLE_MA_PER_LED * count
    # As hal.pixels estimates a frame: idle + sum(channel bytes sent) / 255 * ma_per_channel,
    # rounded up; a channel at 255 goes out as `brightness`.
    white_full = idle + count * 3 * per_channel
    white_bright = idle + (count * 3 * brightness * per_channel + 254) // 255
    limit = config.CURRENT_LIMIT_MA
    budget = limit - idle
    per_led_bright = 3 * brightness * per_channel / 255
    scaled = brightness
    screens = hardware_screens.current_ma(config)[1]
    if white_bright > limit:
        scaled = budget * 255 // (count * 3 * per_channel)
    return Power(
        count=count,
        idle=idle,
        per_led_full=3 * per_channel,
        white_full=white_full,
        per_led_bright=per_led_bright,
        white_bright=white_bright,
        limit=limit,
        colour_budget=budget,
        fit_full=min(count, budget // (3 * per_channel)),
        fit_bright=min(count, int(budget // per_led_bright)),
        white_scaled_to=scaled,
        screens_ma=screens,
        usb_safe=limit + PICO_MA + screens + USB_MARGIN_MA <= USB_MA,
        supply_bright_ma=supply_for(white_bright),
        supply_full_ma=supply_for(white_full),
    )


def amps(ma):
    return "%g A" % (ma / 1000)


def _source(path):
    path = Path(path).resolve()
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name


def _header(source):
    return (
        "<!-- Generated from %s by host_tools/hardware_pack.py (`make hardware`): "
        "edit the config, not this file. -->\n" % source
    )


def _pins(pins):
    return ", ".join(str(pin) for pin in pins)


def _ranges(indices):
    """'0-62' or '3, 5-7' for a list of LED indices, in the order given."""
    parts = []
    start = prev = None
    for i in indices:
        if start is not None and i == prev + 1:
            prev = i
            continue
        if start is not None:
            parts.append(str(start) if start == prev else "%d-%d" % (start, prev))
        start = prev = i
    if start is not None:
        parts.append(str(start) if start == prev else "%d-%d" % (start, prev))
    return ", ".join(parts)


# ---- pinout.md ---------------------------------------------------------------------------------


def pinout_md(config, source):
    used = wires(config)
    data = used[0]
    active_low = config.BUTTONS_ACTIVE_LOW
    lines = [
        _header(source),
        "# Pinout",
        "",
        "Every GPIO the table uses, with the Raspberry Pi Pico's physical pin numbers (pin 1 is",
        "top left with the USB socket at the top; pins 1-20 run down the left edge, 21-40 up",
        "the right edge).",
        "",
        "| GPIO | Pico pin | what | wire to |",
        "| --- | --- | --- | --- |",
        "| GP%d | %d | NeoPixel data (3.3 V) | 74AHCT125 pin 2 (1A); its pin 3 (1Y) -> 330 ohm "
        "-> LED 0 DIN |" % (data.gpio, data.pin),
    ]
    for wire in used[1:]:
        if active_low:
            to = "button, other leg to GND (pin %d)" % wire.other_end
        else:
            to = "button, other leg to 3V3(OUT) (pin %d)" % wire.other_end
        lines.append("| GP%d | %d | %s | %s |" % (wire.gpio, wire.pin, wire.label, to))
    lines += hardware_screens.pinout_rows(config)
    pull = (
        "Buttons switch their GPIO to ground; the Pico's internal pull-ups hold an open button "
        "high (`BUTTONS_ACTIVE_LOW = True`), so no resistors are needed."
        if active_low
        else "Buttons switch their GPIO to 3V3(OUT) (pin 36); the Pico's internal pull-downs "
        "hold an open button low (`BUTTONS_ACTIVE_LOW = False`)."
    )
    lines += [
        "",
        pull + " Any GND pin will do; the table names the nearest one on the same edge.",
        "",
        "## Power and ground",
        "",
        "| Pico pin | name | wire to |",
        "| --- | --- | --- |",
        "| 40 | VBUS | +5 V rail (USB power: the LEDs, the 74AHCT125's VCC) |",
        "| 38 | GND | ground rail: the LEDs' GND, the 74AHCT125's GND, the capacitors' - legs, "
        "the buttons |",
        "| 39 | VSYS | only with a separate 5 V supply: from its +5 V through a Schottky diode "
        "(1N5817), and then leave VBUS unconnected from the rail |",
    ]
    if hardware_screens.plan(config).configured:
        lines.append(
            "| %d | 3V3(OUT) | the seat screens and their multiplexer (3.3 V, under %d mA) |"
            % (pico_board.V3V3_PIN, hardware_screens.V3V3_OUT_MA)
        )
    lines += [
        "",
        "- The 74AHCT125 (pin 14 VCC to +5 V, pin 7 GND to ground, pin 1 1OE to ground) turns",
        "  the Pico's 3.3 V data into the 5 V logic the WS2812s expect. A %d nF ceramic"
        % hardware_svg.DECOUPLING_NF,
        "  capacitor goes across its pins 14 and 7, close to the chip. Tie its unused inputs",
        "  (pins %s) to ground and their enables (pins %s) to +5 V."
        % (_pins(hardware_svg.UNUSED_INPUTS), _pins(hardware_svg.UNUSED_ENABLES)),
        "- The 330 ohm resistor sits in the data line close to LED 0's DIN. With a 5 V supply,",
        "  the %d uF capacitor goes across +5 V and GND where the supply meets the chain (mind"
        % hardware_svg.BULK_UF,
        "  its polarity); on USB power leave it out, or put it behind a soft-start (power.md).",
        "- Every ground is one: the Pico, the level shifter, the LEDs, the supply and the",
        "  buttons.",
        "- Power budget and when to use a separate 5 V supply: power.md.",
        "",
    ]
    lines += hardware_screens.pinout_md(config)
    lines += [
        "## LED chain (%d LEDs, colour order %s)" % (config.LED_COUNT, config.COLOUR_ORDER),
        "",
        "| what | LED indices |",
        "| --- | --- |",
        "| board spaces (SPACE_LEDS, by space) | %s |" % _ranges(config.SPACE_LEDS),
        "| ownership LEDs (OWNER_LEDS, by attraction) | %s |" % _ranges(config.OWNER_LEDS),
        "| month track (MONTH_LEDS) | %s |" % _ranges(config.MONTH_LEDS),
        "| d6 pips (PIP_LEDS) | %s |" % _ranges(config.PIP_LEDS),
        "| colour die (DIE_LED) | %d |" % config.DIE_LED,
        "| seat LEDs (SEAT_LEDS) | %s |" % _ranges(config.SEAT_LEDS),
        "",
        "Where each LED sits on the board, and the data wire's route over it: board_map.svg.",
        "Check them one by one on the built table with `python host_tools/ledcheck.py`.",
        "",
        "Over the board this chain takes %.1f board squares of data wire from LED to LED; in"
        % led_route.wire_length(config),
        "space-number order (spaces 0-62, then the ownership LEDs) it would take %.1f."
        % led_route.wire_length(led_route.space_order(config)),
        "",
        "## Every LED in chain order",
        "",
        "Solder each LED's DOUT to the next one's DIN, down this list (LED 0's DIN comes from",
        "the 74AHCT125 through the 330 ohm resistor):",
        "",
        "| LED | what |",
        "| --- | --- |",
    ]
    lines += ["| %d | %s |" % (led.index, led.label) for led in led_map.leds(config)]
    lines.append("")
    return "\n".join(lines)


# ---- bom.md ------------------------------------------------------------------------------------


def bom_md(config, source):
    budget = power(config)
    seats = len(config.SEAT_BUTTONS)
    groups = "%d spaces, %d ownership, %d months, %d pips, 1 die, %d seats" % (
        len(config.SPACE_LEDS),
        len(config.OWNER_LEDS),
        len(config.MONTH_LEDS),
        len(config.PIP_LEDS),
        len(config.SEAT_LEDS),
    )
    mapped = len(config.SPACE_LEDS) + len(config.OWNER_LEDS) + len(config.MONTH_LEDS)
    mapped += len(config.PIP_LEDS) + 1 + len(config.SEAT_LEDS)
    if mapped < config.LED_COUNT:
        groups += ", %d unused" % (config.LED_COUNT - mapped)
    if budget.usb_safe:
        supply = (
            "a USB port (500 mA) is enough at CURRENT_LIMIT_MA = %d; for more light, a 5 V "
            "supply of %s or more (power.md)" % (budget.limit, amps(budget.supply_bright_ma))
        )
    else:
        need = supply_for(budget.limit + budget.screens_ma)
        supply = (
            "CURRENT_LIMIT_MA = %d is more than USB gives: a 5 V supply of %s or more "
            "(power.md)" % (budget.limit, amps(need))
        )
        room = USB_MA - PICO_MA - USB_MARGIN_MA - budget.screens_ma
        if budget.screens_ma and budget.limit <= USB_MA - PICO_MA - USB_MARGIN_MA:
            supply = (
                "CURRENT_LIMIT_MA = %d is more than USB gives beside the seat screens: a 5 V "
                "supply of %s or more, or CURRENT_LIMIT_MA = %d on USB (power.md)"
                % (budget.limit, amps(need), int(room))
            )
    rows = [
        (
            "Raspberry Pi Pico 2 W (RP2350)",
            "1",
            "runs Midway on MicroPython %s, the release the tests boot (`make flash` checks, "
            "and copies the build for the board's chip); the board for a table with phones: "
            "Wi-Fi, and %d KB of RAM to a Pico W's %d. A Pico 2, Pico W or Pico (or Pico H) "
            "works too; without a W the table plays without phones"
            % (".".join(str(part) for part in RP2.MICROPYTHON_MIN), PICO2.SRAM_KB, RP2.SRAM_KB),
        ),
        (
            "WS2812B addressable LED (5050)",
            str(config.LED_COUNT),
            "%s; colour order %s; single LEDs on small boards, or a strip cut apart"
            % (groups, config.COLOUR_ORDER),
        ),
        (
            "momentary pushbutton (normally open)",
            str(2 * seats),
            "2 per seat x %d seats: step and confirm" % seats,
        ),
        (
            "74AHCT125 quad buffer (DIP-14)",
            "1",
            "level shifter: the Pico's 3.3 V data up to 5 V for the LEDs (a 74HCT125 also "
            "works; a plain 74HC125 does not)",
        ),
        (
            "%d nF ceramic capacitor" % hardware_svg.DECOUPLING_NF,
            "1",
            "decouples the 74AHCT125: across its pins 14 and 7, close to the chip",
        ),
        (
            "%d uF electrolytic capacitor, 6.3 V or more" % hardware_svg.BULK_UF,
            "0-1" if budget.usb_safe else "1",
            "with a 5 V supply: across its +5 V and GND where it meets the chain (Adafruit's "
            "NeoPixel guide). Not on USB's VBUS, which allows %d uF at plug-in: leave it out on "
            "USB, or fit a soft-start (power.md)" % hardware_svg.USB_ATTACH_UF,
        ),
        ("330 ohm resistor", "1", "in series with the data line, close to LED 0's DIN"),
        ("5 V supply", "1", supply),
        (
            "Schottky diode 1N5817",
            "0-1",
            "only with a separate 5 V supply: into the Pico's VSYS, so USB can stay plugged in",
        ),
        (
            "3-core cable",
            str(seats),
            "one per seat from the Pico to its buttons (step, confirm, %s)"
            % ("ground" if config.BUTTONS_ACTIVE_LOW else "3V3"),
        ),
        (
            "hook-up wire",
            "-",
            "red for +5 V, black for GND, green for data; 22 AWG is fine for the chain at up "
            "to about 1.5 A, use 18 AWG and feed power in at both ends above that",
        ),
        ("micro-USB data cable", "1", "flashing, the serial log and (by default) power"),
    ]
    lines = [
        _header(source),
        "# Bill of materials",
        "",
        "Counts follow the config: %d LEDs on the chain, %d seats with two buttons each."
        % (config.LED_COUNT, seats),
        "",
        "| part | count | note |",
        "| --- | --- | --- |",
    ]
    lines += ["| %s | %s | %s |" % row for row in rows]
    lines.append("")
    lines += hardware_screens.bom_md(config, seats)
    return "\n".join(lines)


# ---- power.md ----------------------------------------------------------------------------------


def power_md(config, source):
    p = power(config)
    brightness = config.BRIGHTNESS
    lines = [
        _header(source),
        "# Power budget",
        "",
        "A WS2812B draws about %d mA per colour channel at full (%d mA for full white) and about"
        % (config.MA_PER_CHANNEL, p.per_led_full),
        "%d mA even when dark. The firmware estimates every frame the same way"
        % config.IDLE_MA_PER_LED,
        "(`hal/pixels.py`: idle + sum of the channel values / 255 x %d mA) and scales the frame"
        % config.MA_PER_CHANNEL,
        "down when it would pass `CURRENT_LIMIT_MA`, as FastLED's power limiting does.",
        "",
        "| | mA |",
        "| --- | --- |",
        "| %d LEDs, all dark (idle) | %d |" % (p.count, p.idle),
        "| one LED full white, brightness 255 | %d |" % p.per_led_full,
        "| all %d LEDs full white, brightness 255 (worst case) | %d |" % (p.count, p.white_full),
        "| one LED full white at BRIGHTNESS = %d | %.1f |" % (brightness, p.per_led_bright),
        "| all %d LEDs full white at BRIGHTNESS = %d | %d |"
        % (p.count, brightness, p.white_bright),
        "| CURRENT_LIMIT_MA: the most the chain may draw | %d |" % p.limit,
        "| left for colour once the chain idles | %d |" % p.colour_budget,
        "",
        "## What the configured limit allows",
        "",
        "- At BRIGHTNESS = %d, %d LEDs can be full white at once before the limit dims the"
        % (brightness, p.fit_bright),
        "  frame (%d at brightness 255)." % p.fit_full,
    ]
    if p.white_bright > p.limit:
        lines.append(
            "- A frame with every LED white would draw %d mA; the limit scales it to about %d "
            "of 255 per channel, so the table stays at %d mA."
            % (p.white_bright, p.white_scaled_to, p.limit)
        )
    else:
        lines.append(
            "- Even every LED white at this brightness (%d mA) stays within the limit: the "
            "limit never dims a frame." % p.white_bright
        )
    lines += [
        "- A Tycoon frame lights far fewer: 7 guests, the owned attractions' LEDs, one month,",
        "  the dice and the seats, mostly in single colours.",
        "",
        "## Why the default keeps USB safe",
        "",
    ]
    room = USB_MA - PICO_MA - USB_MARGIN_MA
    if p.screens_ma:
        lines += [
            "A USB 2.0 port gives %d mA. The Pico and the buttons take about %d mA, the seat"
            % (USB_MA, PICO_MA),
            "screens at most %g mA (below), and %d mA stays in hand for the LEDs' own spread,"
            % (p.screens_ma, USB_MARGIN_MA),
            "which leaves %d mA for the chain." % int(room - p.screens_ma),
        ]
    else:
        lines += [
            "A USB 2.0 port gives %d mA. The Pico and the buttons take about %d mA and %d mA "
            "stays" % (USB_MA, PICO_MA, USB_MARGIN_MA),
            "in hand for the LEDs' own spread, which leaves %d mA for the chain." % room,
        ]
    if p.usb_safe:
        lines.append(
            "CURRENT_LIMIT_MA = %d fits: the table runs from the Pico's USB socket alone, the "
            "LEDs fed from VBUS (pin 40)." % p.limit
        )
    elif p.screens_ma and p.limit <= room:
        lines.append(
            "CURRENT_LIMIT_MA = %d does not fit beside the screens: lower it to %d to stay on "
            "USB power, or give the table its own 5 V supply (below)."
            % (p.limit, int(room - p.screens_ma))
        )
    else:
        lines.append(
            "CURRENT_LIMIT_MA = %d does not fit: this table needs its own 5 V supply (below); "
            "on USB alone it would brown out." % p.limit
        )
    lines += [""] + hardware_screens.power_md(config, room)
    lines += [""] + bulk_capacitor_md(config, p)
    lines += [
        "",
        "## With a 5 V supply",
        "",
        "Feed the chain's +5 V and GND straight from the supply (for long chains at both ends),",
        "join its ground to the Pico's, and power the Pico through a Schottky diode into VSYS",
        "(pin 39) so USB can stay plugged in. Set `CURRENT_LIMIT_MA` to the supply's rating less",
        "a fifth (the fifth covers the Pico, the buttons and the LEDs' spread):",
        "",
        "| 5 V supply | CURRENT_LIMIT_MA | full-white LEDs at BRIGHTNESS = %d |" % brightness,
        "| --- | --- | --- |",
    ]
    for supply in (2000, 3000, 4000, 10000):
        limit = supply * 4 // 5
        fit = min(p.count, int((limit - p.idle) // p.per_led_bright))
        lines.append("| %s | %d | %d of %d |" % (amps(supply), limit, fit, p.count))
    lines += [
        "",
        "So that the limit never dims this config at BRIGHTNESS = %d, use a supply of %s or"
        % (brightness, amps(p.supply_bright_ma)),
        "more; at BRIGHTNESS = 255, %s or more." % amps(p.supply_full_ma),
        "",
    ]
    return "\n".join(lines)


def bulk_capacitor_md(config, p):
    """power.md's section on the bulk capacitor: Adafruit's 1000 uF against USB's 10 uF."""
    bulk, usb = hardware_svg.BULK_UF, hardware_svg.USB_ATTACH_UF
    # Charge to fill a capacitor to VBUS (uC = uF x V), and how slowly a soft-start must
    # raise the rail for that charge to flow within one USB unit load (ms = uC / mA).
    charge, allowed = bulk * VBUS_V, usb * VBUS_V
    ramp_ms = charge // USB_UNIT_LOAD_MA
    boards_uf = config.LED_COUNT * hardware_svg.DECOUPLING_NF / 1000
    lines = [
        "## The %d uF capacitor, and USB" % bulk,
        "",
        "Adafruit's NeoPixel guide puts a %d uF capacitor (6.3 V or more) across + and - where"
        % bulk,
        "a power supply meets the LEDs, so the supply's switch-on surge cannot harm the first",
        "pixels. USB 2.0 lets a device put at most %d uF (with 44 ohm) across VBUS when it is"
        % usb,
        "plugged in; more needs surge limiting. %d uF on VBUS is %dx that: filling it to %d V"
        % (bulk, bulk // usb, VBUS_V),
        "draws %d uC from the port at once, against the %d uC that %d uF takes: enough to"
        % (charge, allowed, usb),
        "trip the port's current limit, brown the Pico out or stop it enumerating. So:",
        "",
        "- **On USB power** (VBUS feeds the rail) leave the %d uF out: the firmware holds the"
        % bulk,
        "  chain to CURRENT_LIMIT_MA, and a USB port is regulated and current-limited. If you",
        "  want the bulk capacitor there anyway, feed the rail through a soft-start (a load",
        "  switch, or a P-channel MOSFET whose gate an RC opens slowly) that takes %d ms or"
        % ramp_ms,
        "  more to raise it: %d uC at %d mA, one USB unit load, takes %d ms."
        % (charge, USB_UNIT_LOAD_MA, ramp_ms),
        "  LED boards that carry their own %d nF capacitor count too: %d of them are %.1f uF"
        % (hardware_svg.DECOUPLING_NF, config.LED_COUNT, boards_uf),
        "  (%s), so a table of such boards"
        % ("over %d uF by themselves" % usb if boards_uf > usb else "within %d uF" % usb),
        "  wants the soft-start to keep to USB's limit.",
        "- **With a 5 V supply** fit the %d uF across its + and - where it meets the chain,"
        % bulk,
        "  with VBUS off the rail (below): the supply fills it, not USB. Join the grounds first,",
        "  and switch the LEDs' supply on before (or with) the Pico.",
    ]
    if not p.usb_safe:
        lines += ["", "This config needs a 5 V supply: fit the %d uF." % bulk]
    return lines


# ---- diagram.json (Wokwi) ----------------------------------------------------------------------


def _wokwi_places(config):
    """(left, top) of each LED part in the Wokwi diagram: spaces at their board place,
    ownership LEDs beside their attraction, then the month track, pips, die and seats."""
    g = WOKWI_GRID
    ox, oy = 220, 20
    place = {}
    for space, led in enumerate(config.SPACE_LEDS):
        x, y = LAYOUT[space]
        place[led] = (ox + x * g, oy + y * g)
    for card, led in enumerate(config.OWNER_LEDS):
        x, y = LAYOUT[led_map.board.ATTRACTIONS[card]]
        place[led] = (ox + x * g + g // 2, oy + y * g + g // 2)
    below = oy + 10 * g
    for month, led in enumerate(config.MONTH_LEDS):
        place[led] = (ox + month * g, below)
    pip_xy = ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2))
    for pip, led in enumerate(config.PIP_LEDS):
        px, py = pip_xy[pip]
        place[led] = (ox + px * 28, below + g + 20 + py * 28)
    place[config.DIE_LED] = (ox + 5 * g, below + g + 48)
    for seat, led in enumerate(config.SEAT_LEDS):
        place[led] = (ox + (8 + 2 * seat) * g, below + g + 20)
    spare = [i for i in range(config.LED_COUNT) if i not in place]
    for n, led in enumerate(spare):
        place[led] = (ox + (n % 19) * g, below + 4 * g + (n // 19) * g)
    return place


def wokwi_diagram(config, source="firmware/config.py"):
    """The Wokwi diagram: the Pico, one wokwi-neopixel per LED chained DIN -> DOUT in index
    order, and a wokwi-pushbutton with a keyboard key per seat button."""
    count = config.LED_COUNT
    ids = ["led%d" % i for i in range(count)]
    place = _wokwi_places(config)
    parts = [
        {
            "type": "wokwi-pi-pico",
            "id": "pico",
            "top": 40,
            "left": 0,
            "attrs": {"env": WOKWI_MICROPYTHON},
        }
    ]
    for i in range(count):
        left, top = place[i]
        parts.append(
            {"type": "wokwi-neopixel", "id": ids[i], "top": top, "left": left, "attrs": {}}
        )
    used = wires(config)
    data = used[0]
    connections = [
        ["pico:GP%d" % data.gpio, ids[0] + ":DIN", "green", []],
        ["pico:VBUS", ids[0] + ":VDD", "red", []],
        [
            "pico:" + pico_board.wokwi_pin(pico_board.DIGITAL_GROUND_PIN),
            ids[0] + ":VSS",
            "black",
            [],
        ],
    ]
    for i in range(count - 1):
        connections.append([ids[i] + ":DOUT", ids[i + 1] + ":DIN", "green", []])
        # Power runs beside the data along the chain; hidden ("") to keep the board readable.
        connections.append([ids[i] + ":VDD", ids[i + 1] + ":VDD", "", []])
        connections.append([ids[i] + ":VSS", ids[i + 1] + ":VSS", "", []])
    colours = led_map.SEAT_NAMES
    for wire in used[1:]:
        part_id = "seat%d_%s" % (wire.seat + 1, wire.role)
        key = WOKWI_KEYS[wire.seat][0 if wire.role == "step" else 1]
        # Left of the Pico, one row per seat: step, then confirm nearer the Pico's pins.
        parts.append(
            {
                "type": "wokwi-pushbutton",
                "id": part_id,
                "top": 20 + wire.seat * 80,
                "left": -300 if wire.role == "step" else -170,
                "attrs": {
                    "color": colours[wire.seat],
                    "key": key,
                    "label": "seat %d %s (%s)" % (wire.seat + 1, wire.role, key.upper()),
                },
            }
        )
        other = pico_board.wokwi_pin(wire.other_end)
        connections.append([part_id + ":1.l", "pico:GP%d" % wire.gpio, "blue", []])
        connections.append([part_id + ":2.l", "pico:" + other, "black", []])
    oled, wired = wokwi_screen(config)
    parts.append(oled)
    connections += wired
    return {
        "version": 1,
        "author": "Midway (generated by host_tools/hardware_pack.py from %s)" % source,
        "editor": "wokwi",
        "parts": parts,
        "connections": connections,
        "dependencies": {},
    }


def wokwi_screen(config):
    """Wokwi's SSD1306 for the first seat with a screen (seat 1's for the optional add-on),
    straight on the screens' SDA/SCL: Wokwi has no TCA9548A, and one bus answers only one
    screen at an address (README.md, "Trying it in Wokwi")."""
    p = hardware_screens.plan(config)
    seat = p.screens[0].seat
    part_id = "screen_seat%d" % (seat + 1)
    part = {
        "type": "board-ssd1306",
        "id": part_id,
        "top": 20 + len(config.SEAT_BUTTONS) * 80 + 20,
        "left": -300,
        "attrs": {"i2cAddress": "0x%02x" % p.address},
    }
    ground = pico_board.nearest_ground(pico_board.physical_pin(p.sda))
    wired = [
        [part_id + ":SDA", "pico:GP%d" % p.sda, "purple", []],
        [part_id + ":SCL", "pico:GP%d" % p.scl, "purple", []],
        [part_id + ":VCC", "pico:" + pico_board.wokwi_pin(pico_board.V3V3_PIN), "orange", []],
        [part_id + ":GND", "pico:" + pico_board.wokwi_pin(ground), "black", []],
    ]
    return part, wired


def diagram_json(config, source="firmware/config.py"):
    """diagram.json as Wokwi writes it: one part and one connection per line."""
    diagram = wokwi_diagram(config, source)
    out = ["{"]
    for key in ("version", "author", "editor"):
        out.append("  %s: %s," % (json.dumps(key), json.dumps(diagram[key])))
    for key in ("parts", "connections"):
        items = [json.dumps(item) for item in diagram[key]]
        out.append('  "%s": [' % key)
        out += [
            "    %s%s" % (item, "," if n < len(items) - 1 else "") for n, item in enumerate(items)
        ]
        out.append("  ],")
    out.append('  "dependencies": {}')
    out.append("}")
    return "\n".join(out) + "\n"


# ---- the pack ----------------------------------------------------------------------------------


def generate(config_path=led_map.CONFIG):
    """{file name: text, or bytes for the PDF} of the whole pack; raises ConfigError naming
    a bad field."""
    config = led_map.load_config(config_path)
    source = _source(config_path)
    leds = led_map.leds(config)
    files: dict[str, str | bytes] = {
        "pinout.md": pinout_md(config, source),
        "bom.md": bom_md(config, source),
        "power.md": power_md(config, source),
        "wiring.svg": hardware_svg.wiring(config, wires(config), source),
        "board_map.svg": hardware_svg.board_map(config, leds, source),
        "diagram.json": diagram_json(config, source),
    }
    if join_card.wanted(config):
        files["join_card.svg"] = join_card.svg(config, source)
        files["join_card.pdf"] = join_card.pdf(config)
    return files


def stale(files, out=HARDWARE):
    """The pack's files that differ from what is in `out` (missing ones included), and a
    join card left from a config that had phones."""
    differ = [
        name
        for name, data in files.items()
        if not (out / name).is_file()
        or (out / name).read_bytes() != (data.encode() if isinstance(data, str) else data)
    ]
    return differ + [n for n in CARD_FILES if n not in files and (out / n).is_file()]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--config", type=Path, default=led_map.CONFIG)
    parser.add_argument("--out", type=Path, default=HARDWARE)
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    try:
        files = generate(args.config)
    except ConfigError as err:
        print("hardware_pack: %s: %s" % (args.config, err), file=sys.stderr)
        return 1
    except (FileNotFoundError, SyntaxError) as err:
        print("hardware_pack: %s" % err, file=sys.stderr)
        return 1
    if args.check:
        differ = stale(files, args.out)
        for name in differ:
            print("hardware_pack: %s is stale: run `make hardware`" % (args.out / name))
        return 1 if differ else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        path = args.out / name
        if isinstance(data, bytes):
            path.write_bytes(data)
        else:
            path.write_text(data)
        print("wrote %s" % path)
    if CARD_FILES[0] not in files:
        for name in CARD_FILES:
            (args.out / name).unlink(missing_ok=True)  # a card for Wi-Fi the table lost
        print('no join card: WIFI_MODE is "off" (set "ap" or "join" in the config for phones)')
    return 0


if __name__ == "__main__":
    sys.exit(main())
