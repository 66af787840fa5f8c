"""The default LED chain's route over the Tycoon board: a short data wire, not space order.

    python host_tools/led_route.py            # print the routed SPACE_LEDS and OWNER_LEDS
    python host_tools/led_route.py --write    # ... and put them in firmware/config.py

Chained in space-number order the data wire jumps across the board (Path 21 at the east end
of the top crossing to Path 22 six rows down) and every ownership LED comes after all the
spaces, so the wire runs back over the whole board for them. This routes the chain instead:
from the Park Entrance (LED 0, at the table's front edge where the Pico sits) through every
space and ownership LED of the board to its bottom-left corner, where the wire leaves for the
month track; nearest neighbour first, then 2-opt and segment moves until nothing shortens it.
The month track, pips, colour die and seats keep their own indices after the board's.
Deterministic: the same board always gives the same map, which firmware/config.py holds (a
test checks that it does).
"""

import argparse
import math
import re
import sys
from pathlib import Path
from types import SimpleNamespace

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools.board_layout import LAYOUT, OWNER_OFFSET  # noqa: E402
from host_tools.led_map import CONFIG, board  # noqa: E402

# Where the data wire leaves the board for the month track: below its bottom-left corner,
# where board_map.svg draws the track (in board cells, as LAYOUT).
EXIT = (0, 9)
START = ("space", board.ENTRANCE)


def places():
    """{("space", id) or ("owner", attraction): (x, y) in board cells} for every board LED."""
    out = {}
    for space, place in enumerate(LAYOUT):
        out[("space", space)] = place
    dx, dy = OWNER_OFFSET
    for card, space in enumerate(board.ATTRACTIONS):
        x, y = LAYOUT[space]
        out[("owner", card)] = (x + dx, y + dy)
    return out


def _length(points):
    return sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))


def _nearest_neighbour(at):
    left = [key for key in at if key != START]
    path = [START]
    while left:
        here = at[path[-1]]
        best = min(left, key=lambda key: math.dist(here, at[key]))
        left.remove(best)
        path.append(best)
    return path


def _two_opt(points):
    """Reverse any inner stretch that shortens the path; the two ends stay put."""
    d = math.dist
    better = False
    for i in range(1, len(points) - 2):
        for j in range(i + 1, len(points) - 1):
            old = d(points[i - 1], points[i]) + d(points[j], points[j + 1])
            new = d(points[i - 1], points[j]) + d(points[i], points[j + 1])
            if new < old - 1e-9:
                points[i : j + 1] = points[i : j + 1][::-1]
                better = True
    return better


def _move_segments(points):
    """Move a stretch of one to three LEDs (either way round) to where it costs least."""
    d = math.dist
    for size in (1, 2, 3):
        for i in range(1, len(points) - size):
            seg = points[i : i + size]
            before, after = points[i - 1], points[i + size]
            gain = d(before, seg[0]) + d(seg[-1], after) - d(before, after)
            rest = points[:i] + points[i + size :]
            best = None
            for k in range(len(rest) - 1):
                a, b = rest[k], rest[k + 1]
                for piece in (seg, seg[::-1]):
                    cost = d(a, piece[0]) + d(piece[-1], b) - d(a, b)
                    if cost < gain - 1e-9 and (best is None or cost < best[0]):
                        best = (cost, k, piece)
            if best is not None:
                _, k, piece = best
                points[:] = rest[: k + 1] + piece + rest[k + 1 :]
                return True
    return False


def route():
    """The board's LEDs in chain order, LED 0 first: ("space", id) and ("owner", card) keys."""
    at = places()
    keys = _nearest_neighbour(at)
    # Route the points (with the exit as a fixed last stop), then map them back to keys:
    # every board LED has its own place, so a point names one key.
    points = [at[key] for key in keys] + [EXIT]
    while _two_opt(points) or _move_segments(points):
        pass
    by_place = {place: key for key, place in at.items()}
    return [by_place[point] for point in points[:-1]]


def default_map():
    """(SPACE_LEDS, OWNER_LEDS) for the routed chain: each board LED's index on it."""
    index = {key: n for n, key in enumerate(route())}
    spaces = tuple(index[("space", space)] for space in range(len(LAYOUT)))
    owners = tuple(index[("owner", card)] for card in range(len(board.ATTRACTIONS)))
    return spaces, owners


def wire_length(config):
    """Cells of data wire between consecutive board LEDs of the config's chain (the board
    part of it: from its first board LED to its last)."""
    at = places()
    key_of = {led: ("space", space) for space, led in enumerate(config.SPACE_LEDS)}
    key_of.update({led: ("owner", card) for card, led in enumerate(config.OWNER_LEDS)})
    return _length([at[key_of[led]] for led in sorted(key_of)])


def space_order(config):
    """The config with its board LEDs chained in space-number order (spaces 0-62, then the
    ownership LEDs by attraction) on the same indices: what the route is measured against."""
    board_leds = sorted(config.SPACE_LEDS + config.OWNER_LEDS)
    fields = {name: getattr(config, name) for name in dir(config) if name.isupper()}
    fields["SPACE_LEDS"] = tuple(board_leds[: len(config.SPACE_LEDS)])
    fields["OWNER_LEDS"] = tuple(board_leds[len(config.SPACE_LEDS) :])
    return SimpleNamespace(**fields)


def _tuple_text(name, values, per_line=16):
    rows = [values[n : n + per_line] for n in range(0, len(values), per_line)]
    body = "".join("    %s,\n" % ", ".join(str(v) for v in row) for row in rows)
    return "%s = (\n%s)" % (name, body)


def write_config(path=CONFIG):
    """Put the routed SPACE_LEDS and OWNER_LEDS into the config file at `path`, in place;
    True if that changed it."""
    path = Path(path)
    text = path.read_text()
    spaces, owners = default_map()
    new = text
    for name, values, per_line in (("SPACE_LEDS", spaces, 16), ("OWNER_LEDS", owners, 14)):
        pattern = re.compile(r"^%s = \(\n(?:    [^\n]*\n)*\)" % name, re.M)
        if not pattern.search(new):
            raise ValueError("%s: no multi-line %s = (...) to replace" % (path, name))
        new = pattern.sub(lambda _m, n=name, v=values, p=per_line: _tuple_text(n, v, p), new)
    if new != text:
        path.write_text(new)
    return new != text


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="put the map in the config")
    parser.add_argument("--config", type=Path, default=CONFIG)
    args = parser.parse_args(argv)
    spaces, owners = default_map()
    print(_tuple_text("SPACE_LEDS", spaces))
    print(_tuple_text("OWNER_LEDS", owners, 14))
    at = places()
    cells = _length([at[key] for key in route()])
    print("# %d board LEDs, %.1f board cells of data wire" % (len(spaces) + len(owners), cells))
    if args.write:
        changed = write_config(args.config)
        print("%s %s" % ("wrote" if changed else "unchanged:", args.config))
    return 0


if __name__ == "__main__":
    sys.exit(main())
