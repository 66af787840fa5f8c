"""The config's LED map with every LED named from the Tycoon board (host only).

One list, by chain index, that the hardware pack draws and the LED check lights, so a
picture and a lit LED always say the same thing:  Led(17, "spaces", 17, "space 17 Pirate Ship",
"path").  Loads a config file (firmware/config.py or a maker's copy) and validates it with the
firmware's own table/config_check, so a bad field fails here with the field named.
"""

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
CONFIG = FIRMWARE / "config.py"
if str(FIRMWARE) not in sys.path:
    sys.path.insert(0, str(FIRMWARE))

from engines import tycoon_data as board  # noqa: E402
from table import config_check  # noqa: E402
from table.config_check import ConfigError  # noqa: E402
from table.leds import palette  # noqa: E402

GROUPS = ("spaces", "owners", "months", "pips", "die", "seats")
# PIP_LEDS order, as firmware/config.py lists it.
PIP_NAMES = (
    "top-left",
    "top-right",
    "middle-left",
    "centre",
    "middle-right",
    "bottom-left",
    "bottom-right",
)
# Seat colours by name, as the table shows them (palette.SEAT_COLOURS, named from
# palette.NAMED: the first name of each colour).
SEAT_NAMES = tuple(
    [[name for name in palette.NAMED if palette.NAMED[name] == c][0] for c in palette.SEAT_COLOURS]
)
KINDS = ("entrance", "attraction", "stall", "path")

__all__ = ["ConfigError", "Led", "board", "leds", "load_config", "space_kind", "validate"]


@dataclass(frozen=True)
class Led:
    index: int  # place on the chain
    group: str  # one of GROUPS, or "unused"
    number: int  # index within its group: space id, attraction, month, pip, seat (0-based)
    label: str  # "space 17 Pirate Ship", "owner 0 Merry-Go-Round", "seat 1 red", ...
    kind: str  # spaces: one of KINDS; other groups: the group's name


def board_size():
    """(spaces, attractions, months): what config_check holds the LED map to."""
    return (len(board.SPACES), len(board.ATTRACTIONS), len(board.MONTHS))


def load_config(path=CONFIG):
    """The config module at `path`, loaded on its own (not as `config`), and validated."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError("no config at %s" % path)
    spec = importlib.util.spec_from_file_location("midway_config_under_check", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return validate(module)


def validate(config):
    """config_check.validate against the Tycoon board: raises ConfigError naming the field."""
    return config_check.validate(config, board_size())


def space_kind(space):
    """What a board space is, for colour-coding: entrance, attraction, stall or path."""
    if space == board.ENTRANCE:
        return "entrance"
    if space in board.ATTRACTIONS:
        return "stall" if board.space_name(space).endswith("Stall") else "attraction"
    return "path"


def leds(config):
    """Every LED of the chain, by index; indices the map leaves out are 'unused'."""
    found = {}
    for space, led in enumerate(config.SPACE_LEDS):
        name = board.space_name(space)
        found[led] = Led(led, "spaces", space, "space %d %s" % (space, name), space_kind(space))
    for card, led in enumerate(config.OWNER_LEDS):
        name = board.space_name(board.ATTRACTIONS[card])
        found[led] = Led(led, "owners", card, "owner %d %s" % (card, name), "owners")
    for month, led in enumerate(config.MONTH_LEDS):
        found[led] = Led(
            led, "months", month, "month %d %s" % (month, board.MONTHS[month]), "months"
        )
    for pip, led in enumerate(config.PIP_LEDS):
        found[led] = Led(led, "pips", pip, "pip %d %s" % (pip, PIP_NAMES[pip]), "pips")
    found[config.DIE_LED] = Led(config.DIE_LED, "die", 0, "colour die", "die")
    for seat, led in enumerate(config.SEAT_LEDS):
        label = "seat %d %s" % (seat + 1, SEAT_NAMES[seat])
        found[led] = Led(led, "seats", seat, label, "seats")
    return [
        found.get(index) or Led(index, "unused", index, "not in the LED map", "unused")
        for index in range(config.LED_COUNT)
    ]
