"""The simulator's command line, and the presses it turns into: the opening (select the game,
join the seats, start) played through the pins at boot, the script, the autopilot's seats.

    python -m host_tools.simulator [--game NAME] [--players N] [--bots SEATS] [--seed N]
        [--speed X] [--headless] [--script TEXT | --script-file PATH] [--serial-out PATH]
        [--pace table|fast] [--autopilot] [--config PATH] [--screens N]
        [--colour auto|24bit|256|none] [--web PORT]
"""

import argparse
from dataclasses import dataclass, field
from pathlib import Path

from host_tools.simulator import script
from host_tools.simulator.script import GAMES, ScriptError, Step

MAX_SEATS = len(script.STEP_KEYS)


@dataclass
class Plan:
    """What the simulator does besides taking keys: the presses at boot, the script after
    them, and the seats (0-based) the autopilot plays."""

    opening: list = field(default_factory=list)
    script: list = field(default_factory=list)
    autopilot: set = field(default_factory=set)
    players: int = 0


def parser():
    p = argparse.ArgumentParser(
        prog="make sim ARGS=...",
        description="Midway's table on simulated pins, in the terminal (docs/simulator.md).",
    )
    p.add_argument("--game", help="start this game at boot: %s" % ", ".join(GAMES))
    p.add_argument("--players", type=int, help="seats 1..N take part (default: the game's least)")
    p.add_argument(
        "--bots",
        help="seats the table's bots play: a list like 2,3, 'all' or 'none' "
        "(default: none; headless without a script: all)",
    )
    p.add_argument("--seed", type=int, default=1, help="the table's boot seed (default 1)")
    p.add_argument(
        "--speed", type=float, default=1.0, help="virtual time per real time (default 1)"
    )
    p.add_argument("--headless", action="store_true", help="no screen: play to the end, fast")
    p.add_argument("--script", help='presses to play, e.g. "1 q wait 500 Q" (headless too)')
    p.add_argument("--script-file", help="the same from a file ('-': standard input)")
    p.add_argument("--serial-out", help="also write the serial log to this file or FIFO")
    p.add_argument(
        "--pace",
        choices=("table", "fast"),
        help="bots', dice and walks' pacing: the table's own, or fast (default: table; "
        "headless: fast)",
    )
    p.add_argument(
        "--autopilot",
        action="store_true",
        help="the simulator plays the people's seats too (random picks through the buttons)",
    )
    p.add_argument("--verbose", action="store_true", help="headless: print the log as it goes")
    p.add_argument("--config", help="boot from this config file (default: firmware/config.py)")
    p.add_argument(
        "--screens",
        type=int,
        choices=range(MAX_SEATS + 1),
        metavar="N",
        help="seats 1..N get a seat screen, on the multiplexer's channels 0..N-1 "
        "(default: the config's SEAT_SCREENS; 0: none)",
    )
    p.add_argument("--colour", choices=("auto", "24bit", "256", "none"), default="auto")
    p.add_argument(
        "--web",
        type=int,
        metavar="PORT",
        help="serve the phone companion on http://127.0.0.1:PORT/ (browser tabs as phones)",
    )
    return p


def game_name(text):
    name = text.lower().replace("-", "_")
    if name not in GAMES:
        raise ScriptError("--game %s: the games are %s" % (text, ", ".join(GAMES)))
    return name


def seat_list(text, players):
    """0-based seats from "2,3", "all" or "none"."""
    if text is None or text.lower() == "none" or text == "":
        return set()
    if text.lower() == "all":
        return set(range(players))
    seats = set()
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= players:
            raise ScriptError("--bots %s: seats are numbers 1 to %d" % (text, players))
        seats.add(int(part) - 1)
    return seats


def game_limits(name):
    """(least, most) players of a game, from its engine."""
    from host_tools import led_map  # noqa: F401 - puts firmware/ on sys.path

    # isort: split
    import engines

    game = engines.load(name).GAME
    return game["min_players"], game["max_players"]


def opening(name, players, bots):
    """The presses that start `name` with seats 0..players-1, `bots` of them the table's
    bots: select the game, join every seat (confirm: a person, step: a bot), and hold the
    confirm of the first person's seat. With bots everywhere, seat 1 still joins as a person
    (the table starts a game only on a person's long confirm) and is the starter."""
    starter = min([s for s in range(players) if s not in bots], default=0)
    steps = [Step("select", name=name)]
    for seat in range(players):
        steps.append(Step("press", seat, confirm=seat not in bots or seat == starter))
    steps.append(Step("press", starter, confirm=True, hold=True))
    steps.append(Step("until", name="start"))
    return steps, starter


def plan(args):
    """The Plan for parsed arguments; ScriptError says what is wrong with them."""
    out = Plan()
    if args.script is not None:
        out.script = script.parse(args.script)
    elif args.script_file is not None:
        source = args.script_file
        out.script = script.parse(
            Path("/dev/stdin").read_text() if source == "-" else Path(source).read_text()
        )
    if args.game is None:
        for option in ("players", "bots"):
            if getattr(args, option) is not None:
                raise ScriptError("--%s needs --game" % option)
        if args.headless and not out.script:
            raise ScriptError("--headless needs --game or a script")
        return out
    name = game_name(args.game)
    least, most = game_limits(name)
    players = args.players if args.players is not None else least
    if not least <= players <= min(most, MAX_SEATS):
        raise ScriptError(
            "--players %d: %s takes %d to %d" % (players, name, least, min(most, MAX_SEATS))
        )
    bots_text = args.bots
    if bots_text is None and args.headless and not out.script and args.web is None:
        bots_text = "all"
    bots = seat_list(bots_text, players)
    out.opening, starter = opening(name, players, bots)
    out.players = players
    people = set(range(players)) - bots
    if args.autopilot:
        out.autopilot = people | {starter}
    elif not people:
        out.autopilot = {starter}
    return out
