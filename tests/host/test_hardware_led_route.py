"""The default LED chain is routed over the board (host_tools/led_route.py): it visits every
space and ownership LED once, its data wire is far shorter than space-number order's, the
shipped config holds it, and board_map.svg draws it."""

import math
import xml.etree.ElementTree as ET
from pathlib import Path

from host_tools import led_map, led_route
from host_tools.led_map import board

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "firmware" / "config.py"
SVG = "{http://www.w3.org/2000/svg}"


def _hops(config):
    """The data wire's hops between consecutive board LEDs, in board squares."""
    at = led_route.places()
    key_of = {led: ("space", space) for space, led in enumerate(config.SPACE_LEDS)}
    key_of.update({led: ("owner", card) for card, led in enumerate(config.OWNER_LEDS)})
    points = [at[key_of[led]] for led in sorted(key_of)]
    return [math.dist(a, b) for a, b in zip(points, points[1:], strict=False)]


def test_the_routed_chain_visits_every_space_and_ownership_led_once_from_the_entrance():
    route = led_route.route()
    everything = [("space", s) for s in range(len(board.SPACES))]
    everything += [("owner", c) for c in range(len(board.ATTRACTIONS))]
    assert sorted(route) == sorted(everything) and len(set(route)) == len(route)
    assert route[0] == ("space", board.ENTRANCE)
    spaces, owners = led_route.default_map()
    assert sorted(spaces + owners) == list(range(len(everything)))


def test_the_routed_chain_needs_far_less_data_wire_than_space_order():
    config = led_map.load_config(CONFIG)
    routed = led_route.wire_length(config)
    in_space_order = led_route.wire_length(led_route.space_order(config))
    # 79.9 board squares against 135.2: the wire from Path 21 down to Path 22 and the run
    # back over the board for the ownership LEDs are gone.
    assert round(routed, 1) == 79.9 and round(in_space_order, 1) == 135.2
    assert routed < 0.6 * in_space_order
    # No hop longer than two squares; space order has hops of 6.1 (Path 21 to 22) and 7.2.
    assert round(max(_hops(config)), 6) <= 2
    assert round(max(_hops(led_route.space_order(config))), 1) == 7.2


def test_the_shipped_config_holds_the_routed_map_with_the_rest_of_the_chain_after_it():
    config = led_map.load_config(CONFIG)
    assert led_route.default_map() == (config.SPACE_LEDS, config.OWNER_LEDS)
    board_leds = len(config.SPACE_LEDS) + len(config.OWNER_LEDS)
    assert config.MONTH_LEDS[0] == board_leds  # the wire leaves the board for the month track


def test_write_puts_the_routed_map_into_a_config_and_leaves_the_rest(tmp_path):
    path = tmp_path / "config.py"
    text = CONFIG.read_text()
    spaces, owners = led_route.default_map()
    plain = text.replace(led_route._tuple_text("SPACE_LEDS", spaces), "SPACE_LEDS = (\n    0,\n)")
    assert plain != text
    path.write_text(plain)
    assert led_route.write_config(path) is True
    assert path.read_text() == text
    assert led_route.write_config(path) is False  # already routed: untouched


def test_board_map_draws_the_data_wire_from_led_to_led_over_the_board():
    config = led_map.load_config(CONFIG)
    root = ET.fromstring((ROOT / "hardware" / "board_map.svg").read_text())
    (wire,) = [g for g in root.iter(SVG + "g") if g.get("class") == "chain"]
    board_leds = sorted(config.SPACE_LEDS + config.OWNER_LEDS)
    assert wire.get("data-route") == " ".join(str(led) for led in board_leds)
    lines = list(wire.iter(SVG + "line"))
    # One line per hop, and the lead-in to LED 0.
    assert len(lines) == len(board_leds) - 1 + 1
    assert "data in: LED 0" in [t.text for t in wire.iter(SVG + "text")]
