"""The hardware pack (hardware/) is generated from the config and cannot drift from it: the
checked-in files equal a fresh run, a changed config moves the pinout, the pictures and the
Wokwi diagram with it, and a bad config stops the generator with the field named."""

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

from host_tools import hardware_pack, led_map, pico_board
from host_tools.board_layout import LAYOUT
from host_tools.led_map import ConfigError, board

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "firmware" / "config.py"
SVG = "{http://www.w3.org/2000/svg}"

# Pin names of the Wokwi parts the diagram uses, from Wokwi's part reference pages.
WOKWI_PINS = {
    "wokwi-pi-pico": {"GP%d" % n for n in list(range(23)) + [26, 27, 28]}
    | {"GND.%d" % n for n in range(1, 9)}
    | {"VSYS", "VBUS", "3V3"},
    "wokwi-neopixel": {"VDD", "DOUT", "VSS", "DIN"},
    "wokwi-pushbutton": {"1.l", "2.l", "1.r", "2.r"},
    "board-ssd1306": {"GND", "VCC", "SCL", "SDA"},
}
SIX_SCREENS = "SEAT_SCREENS = (0, 1, 2, 3, 4, 5)"


def config_with(tmp_path, *lines):
    """A copy of firmware/config.py with `lines` appended (they may redefine any field)."""
    path = tmp_path / "config.py"
    path.write_text(CONFIG.read_text() + "\n" + "\n".join(lines) + "\n")
    return path


def groups(svg_text, kind):
    root = ET.fromstring(svg_text)
    return [g for g in root.iter(SVG + "g") if g.get("class") == kind]


def texts(element):
    return [t.text for t in element.iter(SVG + "text")]


def translate(element):
    move = element.get("transform")
    assert move.startswith("translate(")
    x, y = move[len("translate(") : -1].split(",")
    return int(x), int(y)


def test_checked_in_hardware_pack_is_what_the_config_generates():
    files = hardware_pack.generate(CONFIG)
    assert sorted(files) == sorted(hardware_pack.FILES)
    assert hardware_pack.stale(files) == [], "hardware/ is stale: run `make hardware`"


def test_generating_twice_gives_the_same_bytes():
    assert hardware_pack.generate(CONFIG) == hardware_pack.generate(CONFIG)


def test_check_mode_reports_a_stale_pack_and_writes_nothing(tmp_path, capsys):
    assert hardware_pack.main(["--out", str(tmp_path)]) == 0
    assert hardware_pack.main(["--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "pinout.md").write_text("edited by hand\n")
    assert hardware_pack.main(["--check", "--out", str(tmp_path)]) == 1
    assert "pinout.md is stale" in capsys.readouterr().out
    assert (tmp_path / "pinout.md").read_text() == "edited by hand\n"


def test_pack_follows_a_changed_config(tmp_path):
    # Spaces 0 and 17 swap LEDs.
    path = config_with(
        tmp_path,
        "NEOPIXEL_PIN = 22",
        "SEAT_BUTTONS = ((14, 3),) + SEAT_BUTTONS[1:]",
        "SPACE_LEDS = SPACE_LEDS[17:18] + SPACE_LEDS[1:17] + SPACE_LEDS[:1] + SPACE_LEDS[18:]",
    )
    shipped = led_map.load_config(CONFIG).SPACE_LEDS
    led0, led17 = shipped[0], shipped[17]
    files = hardware_pack.generate(path)
    # Pinout: GP22 is the Pico's physical pin 29, GP14 pin 19.
    pinout = files["pinout.md"]
    assert "| GP22 | 29 | NeoPixel data" in pinout
    assert "| GP14 | 19 | seat 1 step button | button, other leg to GND (pin 18) |" in pinout
    assert "| GP16 |" not in pinout and "| GP2 |" not in pinout
    assert "| %d | space 17 Pirate Ship |" % led0 in pinout
    assert "| %d | space 0 Park Entrance |" % led17 in pinout
    # Wiring picture.
    (data,) = groups(files["wiring.svg"], "data")
    assert (data.get("data-gpio"), data.get("data-pin")) == ("22", "29")
    step = [g for g in groups(files["wiring.svg"], "button") if g.get("id") == "seat1-step"]
    assert step[0].get("data-gpio") == "14" and step[0].get("data-pin") == "19"
    # Board map.
    spaces = {g.get("data-space"): g for g in groups(files["board_map.svg"], "space")}
    assert spaces["0"].get("data-led") == str(led17) and str(led17) in texts(spaces["0"])
    assert spaces["17"].get("data-led") == str(led0) and str(led0) in texts(spaces["17"])
    # Wokwi: the chain starts at GP22; seat 1's step button is on GP14.
    diagram = json.loads(files["diagram.json"])
    assert ["pico:GP22", "led0:DIN", "green", []] in diagram["connections"]
    assert ["seat1_step:1.l", "pico:GP14", "blue", []] in diagram["connections"]
    assert not any("pico:GP16" in c[:2] or "pico:GP2" in c[:2] for c in diagram["connections"])
    # The entrance's LED and space 17's have swapped places on the Wokwi board.
    place = {p["id"]: (p["left"], p["top"]) for p in diagram["parts"]}
    default = {
        p["id"]: (p["left"], p["top"])
        for p in hardware_pack.wokwi_diagram(led_map.load_config(CONFIG))["parts"]
    }
    a, b = "led%d" % led0, "led%d" % led17
    assert place[a] == default[b] and place[b] == default[a]


def test_pinout_writes_each_groups_indices_as_runs_in_map_order():
    assert hardware_pack._ranges([17, 1, 2, 3, 0, 18, 19]) == "17, 1-3, 0, 18-19"
    assert hardware_pack._ranges([]) == ""


def test_a_duplicate_led_index_stops_the_generator_naming_the_field(tmp_path, capsys):
    path = config_with(tmp_path, "OWNER_LEDS = SPACE_LEDS[5:6] + OWNER_LEDS[1:]")
    clash = "LED %d is already used by SPACE_LEDS[5]" % led_map.load_config(CONFIG).SPACE_LEDS[5]
    try:
        hardware_pack.generate(path)
    except ConfigError as err:
        assert err.field == "OWNER_LEDS[0]"
        assert clash in str(err)
    else:
        raise AssertionError("a duplicate LED index must fail")
    out = tmp_path / "out"
    assert hardware_pack.main(["--config", str(path), "--out", str(out)]) == 1
    assert "OWNER_LEDS[0]: " + clash in capsys.readouterr().err
    assert not out.exists()


def test_a_duplicate_pin_stops_the_generator_naming_the_field(tmp_path, capsys):
    path = config_with(tmp_path, "SEAT_BUTTONS = ((2, 3), (4, 16)) + SEAT_BUTTONS[2:]")
    try:
        hardware_pack.generate(path)
    except ConfigError as err:
        assert err.field == "SEAT_BUTTONS[1]"
        assert "GP16 is already used by NEOPIXEL_PIN" in str(err)
    else:
        raise AssertionError("a GPIO used twice must fail")
    assert hardware_pack.main(["--config", str(path), "--out", str(tmp_path / "out")]) == 1
    assert "SEAT_BUTTONS[1]: GP16 is already used by NEOPIXEL_PIN" in capsys.readouterr().err


def test_wokwi_diagram_is_well_formed():
    config = led_map.load_config(CONFIG)
    text = (ROOT / "hardware" / "diagram.json").read_text()
    diagram = json.loads(text)
    assert diagram["version"] == 1 and diagram["editor"] == "wokwi"
    parts = {part["id"]: part for part in diagram["parts"]}
    assert len(parts) == len(diagram["parts"]), "part ids must be unique"
    assert parts["pico"]["type"] == "wokwi-pi-pico"
    for part in diagram["parts"]:
        assert part["type"] in WOKWI_PINS, part
        assert isinstance(part["left"], int) and isinstance(part["top"], int)
    # Every connection joins two pins that exist on parts that exist.
    for connection in diagram["connections"]:
        assert len(connection) == 4 and isinstance(connection[3], list)
        for end in connection[:2]:
            part_id, pin = end.split(":")
            assert part_id in parts, end
            assert pin in WOKWI_PINS[parts[part_id]["type"]], end
    # One wokwi-neopixel per LED, chained DIN -> DOUT in index order from the data pin.
    pixels = [p for p in diagram["parts"] if p["type"] == "wokwi-neopixel"]
    assert [p["id"] for p in pixels] == ["led%d" % i for i in range(config.LED_COUNT)]
    feeds = {c[1]: c[0] for c in diagram["connections"] if c[1].endswith(":DIN")}
    assert feeds["led0:DIN"] == "pico:GP%d" % config.NEOPIXEL_PIN
    for i in range(1, config.LED_COUNT):
        assert feeds["led%d:DIN" % i] == "led%d:DOUT" % (i - 1)
    # Every configured button pin has a pushbutton with its own keyboard key, wired to ground.
    buttons = [p for p in diagram["parts"] if p["type"] == "wokwi-pushbutton"]
    keys = [b["attrs"]["key"] for b in buttons]
    assert len(set(keys)) == len(keys) == 2 * len(config.SEAT_BUTTONS)
    for seat, pair in enumerate(config.SEAT_BUTTONS):
        for role, gpio in zip(("step", "confirm"), pair, strict=True):
            part_id = "seat%d_%s" % (seat + 1, role)
            assert parts[part_id]["attrs"]["key"], part_id
            ends = {tuple(c[:2]) for c in diagram["connections"] if c[0].startswith(part_id + ":")}
            assert (part_id + ":1.l", "pico:GP%d" % gpio) in ends
            assert any(pico.startswith("pico:GND.") for _, pico in ends)


def test_board_map_has_one_labelled_place_per_space_with_its_led_index():
    config = led_map.load_config(CONFIG)
    svg = (ROOT / "hardware" / "board_map.svg").read_text()
    spaces = groups(svg, "space")
    assert sorted(int(g.get("data-space")) for g in spaces) == list(range(len(board.SPACES)))
    places = {}
    for g in spaces:
        space = int(g.get("data-space"))
        led = config.SPACE_LEDS[space]
        assert g.get("data-led") == str(led)
        assert g.get("data-kind") == led_map.space_kind(space)
        shown = texts(g)
        assert str(led) in shown, (space, shown)
        assert " ".join(shown).replace("- ", "-").find(board.space_name(space).split()[0]) >= 0
        assert "LED %d" % led in g.find(SVG + "title").text
        places[LAYOUT[space]] = translate(g)
    # Each space is drawn at its LAYOUT place: x grows east, y grows south, on one grid.
    xs = sorted({(x, at[0]) for (x, _), at in places.items()})
    ys = sorted({(y, at[1]) for (_, y), at in places.items()})
    assert len({x for x, _ in xs}) == len(xs) and len({y for y, _ in ys}) == len(ys)
    assert [at for _, at in xs] == sorted(at for _, at in xs)
    assert [at for _, at in ys] == sorted(at for _, at in ys)
    # Every LED of the map is drawn once, with its index.
    drawn = []
    for kind in ("space", "owner", "month", "pip", "die", "seat"):
        drawn += [int(g.get("data-led")) for g in groups(svg, kind)]
    assert sorted(drawn) == list(range(config.LED_COUNT))
    owners = groups(svg, "owner")
    assert len(owners) == len(board.ATTRACTIONS)
    for g in owners:
        card = int(g.get("data-attraction"))
        assert g.get("data-led") == str(config.OWNER_LEDS[card])
        assert g.get("data-space") == str(board.ATTRACTIONS[card])


def test_wiring_picture_shows_every_configured_pin():
    config = led_map.load_config(CONFIG)
    svg = (ROOT / "hardware" / "wiring.svg").read_text()
    (data,) = groups(svg, "data")
    assert data.get("data-gpio") == str(config.NEOPIXEL_PIN)
    buttons = {g.get("id"): g for g in groups(svg, "button")}
    assert len(buttons) == 2 * len(config.SEAT_BUTTONS)
    for seat, (step, confirm) in enumerate(config.SEAT_BUTTONS):
        assert buttons["seat%d-step" % (seat + 1)].get("data-gpio") == str(step)
        assert buttons["seat%d-confirm" % (seat + 1)].get("data-gpio") == str(confirm)
    assert "LED %d" % (config.LED_COUNT - 1) in " ".join(texts(ET.fromstring(svg)))


def test_wiring_picture_draws_the_level_shifters_capacitor_and_tie_offs_the_pinout_asks_for():
    svg = (ROOT / "hardware" / "wiring.svg").read_text()
    pinout = (ROOT / "hardware" / "pinout.md").read_text()
    bom = (ROOT / "hardware" / "bom.md").read_text()
    parts = {g.get("id"): g for g in groups(svg, "part")}
    ties = {g.get("id"): g for g in groups(svg, "tie")}
    # The 100 nF decoupling capacitor across VCC (14) and GND (7), as bom.md lists it.
    decoupling = parts["decoupling"]
    assert decoupling.get("data-pins") == "14 7" and "100 nF" in texts(decoupling)
    assert (
        "| 100 nF ceramic capacitor | 1 | decouples the 74AHCT125: across its pins 14 and 7" in bom
    )
    # The unused gates: inputs to ground, enables to +5 V, the pins pinout.md names.
    inputs, enables = ties["unused-inputs"], ties["unused-enables"]
    assert (inputs.get("data-pins"), inputs.get("data-to")) == ("5 9 12", "GND")
    assert (enables.get("data-pins"), enables.get("data-to")) == ("4 10 13", "+5 V")
    assert (
        "Tie its unused inputs\n  (pins 5, 9, 12) to ground and their enables (pins 4, 10, 13)"
        in pinout
    )
    for tie in (inputs, enables):
        assert tie.iter(SVG + "line"), tie.get("id")  # drawn, not only named
    # The 1000 uF is marked for a 5 V supply only.
    assert parts["bulk"].get("data-when") == "5 V supply"
    assert "not on USB VBUS" in texts(parts["bulk"])


def test_the_pack_keeps_the_1000_uf_capacitor_off_usbs_vbus_with_the_figures():
    config = led_map.load_config(CONFIG)
    assert hardware_pack.power(config).usb_safe  # the default table runs on USB power
    power = (ROOT / "hardware" / "power.md").read_text()
    bom = (ROOT / "hardware" / "bom.md").read_text()
    pinout = (ROOT / "hardware" / "pinout.md").read_text()
    assert "at most 10 uF (with 44 ohm) across VBUS" in power
    assert "1000 uF on VBUS is 100x that" in power
    assert "5000 uC" in power and "50 uC" in power
    assert "**On USB power** (VBUS feeds the rail) leave the 1000 uF out" in power
    assert "takes 50 ms or\n  more" in power  # the soft-start: 5000 uC at 100 mA
    assert "**With a 5 V supply** fit the 1000 uF" in power
    assert "| 1000 uF electrolytic capacitor, 6.3 V or more | 0-1 | with a 5 V supply:" in bom
    assert "on USB power leave it out, or put it behind a soft-start" in pinout
    # A table that needs its own supply is told to fit it.
    assert "| 1 | with a 5 V supply" in hardware_pack.bom_md(_config_with_limit(config, 2000), "x")


def _config_with_limit(config, limit):
    fields = {name: getattr(config, name) for name in dir(config) if name.isupper()}
    fields["CURRENT_LIMIT_MA"] = limit
    return SimpleNamespace(**fields)


def test_bom_counts_follow_the_config(tmp_path):
    path = config_with(
        tmp_path,
        "SEAT_BUTTONS = SEAT_BUTTONS[:4]",
        "SEAT_LEDS = SEAT_LEDS[:4]",
        "LED_COUNT = 130",
    )
    bom = hardware_pack.generate(path)["bom.md"]
    assert "| WS2812B addressable LED (5050) | 130 | " in bom
    assert "6 seats, 10 unused" not in bom and "4 seats, 10 unused" in bom
    assert "| momentary pushbutton (normally open) | 8 | 2 per seat x 4 seats" in bom


def test_power_figures_agree_with_the_firmwares_own_current_estimate():
    """power.md's numbers are what hal.pixels itself estimates for an all-white frame."""
    from support import sim

    config = led_map.load_config(CONFIG)
    budget = hardware_pack.power(config)
    machine = sim.install()
    try:
        from hal.pixels import Pixels

        def all_white(brightness, limit):
            pixels = Pixels(
                config.NEOPIXEL_PIN,
                config.LED_COUNT,
                order=config.COLOUR_ORDER,
                brightness=brightness,
                limit_ma=limit,
                ma_per_channel=config.MA_PER_CHANNEL,
                idle_ma_per_led=config.IDLE_MA_PER_LED,
            )
            pixels.fill(255, 255, 255)
            pixels.show()
            return pixels.last_ma, machine.WIRE.colours(config.NEOPIXEL_PIN, config.COLOUR_ORDER)

        assert all_white(255, 0)[0] == budget.white_full
        assert all_white(config.BRIGHTNESS, 0)[0] == budget.white_bright
        limited, colours = all_white(config.BRIGHTNESS, config.CURRENT_LIMIT_MA)
        assert limited <= config.CURRENT_LIMIT_MA == budget.limit
        assert abs(colours[0][0] - budget.white_scaled_to) <= 1
    finally:
        sim.uninstall()
    assert budget.idle == config.LED_COUNT * config.IDLE_MA_PER_LED
    assert budget.usb_safe == (config.CURRENT_LIMIT_MA <= 400)
    power = (ROOT / "hardware" / "power.md").read_text()
    for figure in (budget.white_full, budget.white_bright, budget.limit, budget.idle):
        assert "| %d |" % figure in power


def test_pico_header_facts():
    assert pico_board.physical_pin(0) == 1 and pico_board.physical_pin(16) == 21
    assert pico_board.physical_pin(28) == 34
    assert pico_board.name(pico_board.VBUS_PIN) == "VBUS"
    assert pico_board.GROUND_PINS == (3, 8, 13, 18, 23, 28, 33, 38)
    assert pico_board.wokwi_pin(38) == "GND.8" and pico_board.wokwi_pin(3) == "GND.1"
    assert pico_board.nearest_ground(pico_board.physical_pin(2)) == 3
    assert pico_board.nearest_ground(pico_board.physical_pin(16)) == 23


def test_makers_readme_lists_every_file_and_the_wokwi_keys():
    readme = (ROOT / "hardware" / "README.md").read_text()
    for name in hardware_pack.FILES:
        assert "[%s](%s)" % (name, name) in readme, name
    assert "make hardware" in readme
    # The seat screens: wiring six, and what a missing one does (the seat plays without it).
    assert "**Wiring six**" in readme and "SEAT_SCREENS = (0, 1, 2, 3, 4, 5)" in readme
    assert "seat 3 plays without it" in readme and "`board-ssd1306`" in readme
    for seat, (step, confirm) in enumerate(hardware_pack.WOKWI_KEYS):
        assert "| %d | %s | %s |" % (seat + 1, step.upper(), confirm.upper()) in readme


def test_the_pack_names_a_micropython_that_loads_the_build():
    from host_tools.build import RP2

    pack = hardware_pack.generate(CONFIG)
    oldest = "%d.%d.%d" % RP2.MICROPYTHON_MIN
    assert "MicroPython %s, the release the tests boot" % oldest in pack["bom.md"]
    pico = [p for p in json.loads(pack["diagram.json"])["parts"] if p["id"] == "pico"][0]
    env = pico["attrs"]["env"]  # micropython-<date>-v<version>
    wokwi = tuple(int(part) for part in env.rsplit("-v", 1)[1].split("."))
    assert wokwi >= RP2.MICROPYTHON_MIN, env


# ---- Seat screens (issue 28) -------------------------------------------------------------------


def _bom_row(bom, part):
    rows = [line for line in bom.splitlines() if line.startswith("| " + part + " |")]
    assert len(rows) == 1, (part, rows)
    return [cell.strip() for cell in rows[0].strip("|").split("|")][1:]  # after the part


def test_six_seat_screens_are_in_the_bom_with_prices_and_a_total(tmp_path):
    bom = hardware_pack.generate(config_with(tmp_path, SIX_SCREENS))["bom.md"]
    assert "## Seat screens\n" in bom and "optional" not in bom
    oled = _bom_row(bom, '0.96" SSD1306 128x64 I2C OLED module')
    mux = _bom_row(bom, "TCA9548A I2C multiplexer breakout")
    cable = _bom_row(bom, "4-wire cable, about 1 m")
    assert oled[:3] == ["6", "$3.50", "$21.00"] and "seats 1-6 at 0x3C" in oled[3]
    assert mux[:3] == ["1", "$3.00", "$3.00"] and "at 0x70" in mux[3]
    assert cable[:3] == ["6", "$0.50", "$3.00"]
    assert "| **total** | | | **$27.00** | the screens |" in bom
    # The LEDs no longer fit USB at the default limit beside six screens: the BOM says so.
    supply = _bom_row(bom, "5 V supply")
    assert "CURRENT_LIMIT_MA = 279 on USB" in supply[1]


def test_the_power_budget_adds_each_screens_current_on_3v3_and_on_usb(tmp_path):
    path = config_with(tmp_path, SIX_SCREENS)
    budget = hardware_pack.power(led_map.load_config(path))
    assert budget.screens_ma == 6 * 20 + 0.5  # six screens every pixel lit, the mux
    assert not budget.usb_safe  # 400 + 50 Pico + 50 margin + 120.5 > 500
    power = hardware_pack.generate(path)["power.md"]
    assert "| one screen, every pixel lit (budgeted) | 20 |" in power
    assert "| one screen, text (typical) | 10 |" in power
    assert "| the TCA9548A | 0.5 |" in power
    assert "| 6 screens + the multiplexer, every pixel lit | 120.5 |" in power
    assert "| 3V3(OUT)'s limit | 300 |" in power
    assert "It fits: 120.5 mA at worst of the 300 mA 3V3(OUT) gives" in power
    assert "the seat\nscreens at most 120.5 mA" in power
    assert "lower it to 279 to stay on USB power" in power
    # Within that room the table is USB-safe again.
    lower = config_with(tmp_path, SIX_SCREENS, "CURRENT_LIMIT_MA = 279")
    assert hardware_pack.power(led_map.load_config(lower)).usb_safe


def test_the_pinout_names_the_screens_gpios_the_mux_and_each_seats_channel(tmp_path):
    pinout = hardware_pack.generate(config_with(tmp_path, SIX_SCREENS))["pinout.md"]
    # GP20/GP21 are the Pico's pins 26 and 27, in the GPIO table with the rest.
    assert "| GP20 | 26 | I2C0 SDA: seat screens | the TCA9548A's SDA |" in pinout
    assert "| GP21 | 27 | I2C0 SCL: seat screens | the TCA9548A's SCL |" in pinout
    assert "| 36 | 3V3(OUT) | the seat screens and their multiplexer" in pinout
    assert "| TCA9548A A0, A1, A2 | GND (address 0x70) |" in pinout
    for seat in range(6):
        assert "| %d | SD%d / SC%d | SSD1306 at 0x3C" % (seat + 1, seat, seat) in pinout
    assert "never from VBUS" in pinout and "**Pull-ups.**" in pinout
    assert "| 400 kHz | 3.9k | 244 ns | 1.3 m |" in pinout  # 3.2k over 1 m: within 300 ns
    # A screen on another channel, another mux address and bus pins follow the config.
    moved = config_with(
        tmp_path,
        "SEAT_SCREENS = (None, 7)",
        "SCREEN_MUX_ADDRESS = 0x75",
        "SCREEN_SDA_PIN = 26",
        "SCREEN_SCL_PIN = 27",
        "SCREEN_I2C = 1",
    )
    pinout = hardware_pack.generate(moved)["pinout.md"]
    assert "| GP26 | 31 | I2C1 SDA: seat screens |" in pinout
    assert "| TCA9548A A0, A1, A2 | A0, A2 to 3V3, A1 to GND (address 0x75) |" in pinout
    assert "| 2 | SD7 / SC7 | SSD1306 at 0x3C" in pinout and "| 1 | SD" not in pinout


def test_the_wiring_picture_and_the_wokwi_diagram_draw_the_configured_screens(tmp_path):
    files = hardware_pack.generate(config_with(tmp_path, SIX_SCREENS))
    svg = files["wiring.svg"]
    (band,) = groups(svg, "screens")
    assert band.get("data-optional") == "no" and band.get("stroke-dasharray") is None
    (mux,) = groups(svg, "mux")
    assert mux.get("data-address") == "0x70"
    screens = {g.get("data-seat"): g for g in groups(svg, "screen")}
    assert sorted(screens) == ["1", "2", "3", "4", "5", "6"]
    for seat, g in screens.items():
        assert g.get("data-channel") == str(int(seat) - 1) and g.get("data-address") == "0x3C"
    bus = {g.get("id"): g for g in groups(svg, "i2c")}
    assert (bus["i2c-sda"].get("data-gpio"), bus["i2c-sda"].get("data-pin")) == ("20", "26")
    assert (bus["i2c-scl"].get("data-gpio"), bus["i2c-scl"].get("data-pin")) == ("21", "27")
    # Wokwi: one board-ssd1306 straight on the bus (Wokwi has no TCA9548A), on 3V3.
    diagram = json.loads(files["diagram.json"])
    (oled,) = [p for p in diagram["parts"] if p["type"] == "board-ssd1306"]
    assert oled["id"] == "screen_seat1" and oled["attrs"] == {"i2cAddress": "0x3c"}
    ends = {c[0]: c[1] for c in diagram["connections"] if c[0].startswith("screen_seat1:")}
    assert ends["screen_seat1:SDA"] == "pico:GP20" and ends["screen_seat1:SCL"] == "pico:GP21"
    assert ends["screen_seat1:VCC"] == "pico:3V3" and ends["screen_seat1:GND"].startswith(
        "pico:GND."
    )


def test_the_default_pack_offers_the_screens_as_an_optional_add_on():
    files = hardware_pack.generate(CONFIG)
    bom, power, pinout = files["bom.md"], files["power.md"], files["pinout.md"]
    assert led_map.load_config(CONFIG).SEAT_SCREENS == ()
    assert "## Seat screens (optional add-on)" in bom
    assert _bom_row(bom, '0.96" SSD1306 128x64 I2C OLED module')[:3] == ["6", "$3.50", "$21.00"]
    assert _bom_row(bom, "TCA9548A I2C multiplexer breakout")[0] == "1"
    assert "| **total** | | | **$27.00** | the add-on, for 6 seats |" in bom
    # Nothing configured draws nothing: the USB budget is as before, the add-on's cost named.
    assert hardware_pack.power(led_map.load_config(CONFIG)).screens_ma == 0
    assert "## Seat screens (3V3, optional add-on)" in power
    assert "set `CURRENT_LIMIT_MA = 279` (or\nless)" in power
    assert "## Seat screens (optional add-on: none configured)" in pinout
    assert "| GP20 |" not in pinout.split("## Power and ground")[0]  # GP20/21 stay free
    (band,) = groups(files["wiring.svg"], "screens")
    assert band.get("data-optional") == "yes" and band.get("stroke-dasharray")
    assert len(groups(files["wiring.svg"], "screen")) == 6
    parts = json.loads(files["diagram.json"])["parts"]
    assert [p["id"] for p in parts if p["type"] == "board-ssd1306"] == ["screen_seat1"]


def test_one_screen_without_a_multiplexer_needs_no_mux(tmp_path):
    path = config_with(tmp_path, "SEAT_SCREENS = (None, 0)", "SCREEN_MUX_ADDRESS = None")
    files = hardware_pack.generate(path)
    assert "TCA9548A" not in files["bom.md"]
    assert _bom_row(files["bom.md"], '0.96" SSD1306 128x64 I2C OLED module')[:3] == [
        "1",
        "$3.50",
        "$3.50",
    ]
    assert "| GP20 | 26 | I2C0 SDA: seat screens | the screen's SDA |" in files["pinout.md"]
    assert "| 1 screen, every pixel lit | 20 |" in files["power.md"]
    assert groups(files["wiring.svg"], "mux") == []
    (screen,) = groups(files["wiring.svg"], "screen")
    assert screen.get("data-seat") == "2"
    parts = json.loads(files["diagram.json"])["parts"]
    assert [p["id"] for p in parts if p["type"] == "board-ssd1306"] == ["screen_seat2"]


def test_a_screen_pin_another_part_uses_stops_the_generator_naming_the_field(tmp_path):
    path = config_with(tmp_path, SIX_SCREENS, "SCREEN_SDA_PIN = 16")
    try:
        hardware_pack.generate(path)
    except ConfigError as err:
        assert err.field == "SCREEN_SDA_PIN"
    else:
        raise AssertionError("a screen pin used twice must fail")
