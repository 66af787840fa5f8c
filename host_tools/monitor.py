"""The monitor: follow a Midway table's serial log from a laptop and show the scores, the
board (from the table's public "state" lines) and the log.

    python host_tools/monitor.py [--port PORT | --follow PATH] [--once] [--exit-at-over]
                                 [--config PATH] [--colour auto|24bit|256|none]

--port reads a real table over USB (pyserial; default: the first USB serial device that
looks like a Pico); --follow reads the simulator's log (make sim ARGS="--serial-out PATH"),
a file or a FIFO, following it as it grows. On a terminal the screen redraws live (q
quits); otherwise each event's text is printed as it comes, and the whole screen (scores,
board, log) at the end: at the end of a file with --once, at GAME OVER with --exit-at-over.
Everything shown comes from the public log: the monitor never sees what the table hides.
"""

import argparse
import json
import os
import select
import stat
import sys
import time
from collections import deque
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools import catalog, led_map  # noqa: E402  (led_map puts firmware/ on sys.path)
from host_tools.simulator import ansi, board, screen, terminal  # noqa: E402

from table.leds import palette  # noqa: E402  isort: skip

PICO_VID = 0x2E8A  # Raspberry Pi: the Pico's USB vendor id
LOG_KEEP = 400
FRAME_S = 0.1
KEY_LINES = 3  # a card game's public state: at most this many lines per key
# Each game's facts (title, the public score's key, its LED view), by name.
GAMES = {game["name"]: game for game in catalog.games()}
HELP = ("keys  q quit",)


def _facts(game):
    """The GAME facts of `game` (whatever a log line said it is), or an empty dict."""
    return GAMES.get(game, {}) if isinstance(game, str) else {}


def _on_the_board(follower):
    """Whether the game in play is drawn on the board map (its LED view is Tycoon's)."""
    return _facts(follower.game).get("view") == "tycoon"


class MonitorError(Exception):
    """A port or file the monitor cannot read; says what to do."""


# ---- what the log says -----------------------------------------------------------------------


class Follower:
    """The table as its serial log tells it: the game and its seats, the latest public
    state, the scores, the log's lines."""

    def __init__(self):
        self.log = deque(maxlen=LOG_KEEP)
        self.game = None
        self.seats = []  # player -> seat (0-based)
        self.kinds = []  # player -> "human" / "bot"
        self.obs = {}  # the latest whole public state
        self.parts = {}  # the state being received, part by part
        self.over = None  # the "over" event of the game, once it ended
        self.last_action = 0
        self.actor = None  # who applied the latest action (a player or CHANCE); None: a start
        self.lines = 0
        # whole public states of a game drawn on the board, with their actor, not yet drawn;
        # and the table's view that draws them (TycoonLeds), made at the first
        self.states = deque(maxlen=LOG_KEEP)
        self.leds = None

    def feed(self, line):
        """Take one line of the log; the event it was (a dict), or None for an empty line.
        Whatever the line holds, it never raises: see _event()."""
        line = line.strip()
        if not line:
            return None
        self.lines += 1
        event = _event(line)
        ev = event["ev"]
        if ev == "state":
            self.parts.update(event.get("obs") or {})
            if event.get("end"):
                self.obs = self.parts
                self.parts = {}
                if _on_the_board(self):
                    self.states.append((self.obs, self.actor))
                self.actor = None
            return event
        if ev in ("start", "resume"):
            self.game = event.get("game")
            self.seats = list(event.get("seats", []))
            self.kinds = list(event.get("kinds", []))
            self.obs = {}
            self.parts = {}
            self.over = None
            self.actor = None
            self.states.clear()
            self.leds = None
        elif ev in ("select", "boot"):
            self.game = None if ev == "boot" else self.game
            self.over = None if ev == "boot" else self.over
        elif ev == "over":
            self.over = event
        elif ev == "action":
            self.last_action = event.get("n", self.last_action)
            player = event.get("player")
            self.actor = player if type(player) is int else None
        self.log.append((ev, event["text"]))
        return event

    def scores(self):
        """The scores per player: the final ones once over, else the running public ones."""
        if self.over is not None:
            return list(self.over.get("scores", []))
        key = _facts(self.game).get("scores")
        values = self.obs.get(key) if key else None
        return list(values) if isinstance(values, list) else []

    def seat_colour(self, player):
        seat = self.seats[player] if player < len(self.seats) else player
        return palette.SEAT_COLOURS[seat % len(palette.SEAT_COLOURS)]


# A line or a text longer than these is cut: the table's lines are a few hundred characters,
# so a longer one is noise (a port spewing without newlines), and showing it whole would bury
# the log.
LINE_KEEP = 65536
TEXT_KEEP = 2000
# Sent to a terminal, a control character (an escape above all) could clear or move the screen.
_UNPRINTABLE = dict.fromkeys(list(range(0x20)) + list(range(0x7F, 0xA0)), "\ufffd")


def _event(line):
    """The event a log line holds, if the monitor can read it: a JSON object with the fields
    the monitor reads (_readable). Anything else (a REPL banner, a traceback, a damaged line)
    is a "text" event showing the line as it came. Either way its "text" is printable."""
    event = None
    if len(line) <= LINE_KEEP:
        try:
            event = json.loads(line)
        except (ValueError, RecursionError):  # RecursionError: brackets nested past the limit
            event = None
    if type(event) is not dict or not _readable(event):
        event = {"ev": "text", "text": line}
    event["text"] = _printable(event.get("text", ""))
    return event


def _readable(event):
    """Whether every field the monitor reads from `event` is what the table sends."""
    ev = event.get("ev")
    if not _is_printable(ev) or not isinstance(event.get("text", ""), str):
        return False
    if ev == "state":
        obs = event.get("obs", {})
        return type(obs) is dict and all(_is_printable(key) for key in obs)
    if ev in ("start", "resume"):
        game, seats, kinds = event.get("game"), event.get("seats", []), event.get("kinds", [])
        return (
            (game is None or _is_printable(game))
            and _ints(seats) is not None
            and all(seat >= 0 for seat in seats)
            and type(kinds) is list
            and all(_is_printable(kind) for kind in kinds)
        )
    if ev == "action":
        return type(event.get("n", 0)) is int
    if ev == "over":
        return _ints(event.get("scores", [])) is not None
    return True


def _ints(value):
    """`value` if it is a list of ints (true and false are not counts), else None."""
    if type(value) is list and all(type(item) is int for item in value):
        return value
    return None


def _printable(text):
    """`text` safe to print: control characters and lone surrogates (a JSON "\\ud800")
    replaced, and cut at TEXT_KEEP characters."""
    if len(text) > TEXT_KEEP:
        text = text[:TEXT_KEEP] + "…"
    return text.encode("utf-8", "replace").decode("utf-8").translate(_UNPRINTABLE)


def _is_printable(value):
    return isinstance(value, str) and len(value) <= TEXT_KEEP and _printable(value) == value


# ---- the board -------------------------------------------------------------------------------


def rgb(colour):
    return ((colour >> 16) & 0xFF, (colour >> 8) & 0xFF, colour & 0xFF)


class _PublicState:
    """What the table's Tycoon view asks of the engine's state, answered from the public
    observation alone: whose move it is, whether the game is over and who won, and the
    destinations of the guest to move (public: where it stands, its steps, where it stood)."""

    def __init__(self, obs, tycoon):
        self.obs = obs
        self.tycoon = tycoon
        self.phase = tycoon.PHASES.index(obs["phase"])

    def current_player(self):
        return self.obs["to_move"]

    def is_terminal(self):
        return self.obs["phase"] == "over"

    def winners(self):
        return self.obs["winners"]

    def legal_actions(self):
        obs, tycoon = self.obs, self.tycoon
        if obs["phase"] != "move" or obs["moving"] is None:
            return []
        colour, steps = obs["moving"]
        found = tycoon.destinations(obs["guests"][colour], steps, obs["stood"])
        return [tycoon.MOVE_TO + space for space in found]


class TycoonLeds:
    """The table's own LED view of Tycoon (table/leds/tycoon_view.py and palette.py), fed the
    public states the log carries in the order they came: the board shows what the table's
    LEDs show. Two things the log does not carry are not shown: a human seat's highlight
    (the picker's) and the dice of a roll that had no legal move (its action number)."""

    def __init__(self, seats, config):
        # only when a Tycoon board is drawn: a monitor starts at once (it must not miss the
        # first lines a port sends)
        from engines import tycoon
        from engines.core import CHANCE
        from table import pacing
        from table.leds import frame, tycoon_view

        self.chance = CHANCE
        self.tycoon = tycoon
        self.view = tycoon_view.View(
            frame.Leds(config), list(seats), pacing.Pacing(), tycoon.GAME, tycoon
        )
        self.frame = bytearray(config.LED_COUNT * 3)
        self.phase = None  # the phase of the state before

    def update(self, obs, actor, now_ms):
        """The next public state; `actor` applied the action that made it (None: a start)."""
        if actor == self.chance and self.phase == "roll" and obs["roll"] is None:
            actor = None  # a roll with no legal move: which roll, only the action says
        self.view.update(_PublicState(obs, self.tycoon), obs, actor, None, now_ms)
        self.phase = obs["phase"]

    def colours(self, now_ms):
        """The frame at now_ms, as (r, g, b) per chain index."""
        self.view.draw(self.frame, now_ms)
        data = self.frame
        return [(data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)]


def tycoon_colours(follower, config, now=0.0):
    """What the table's LEDs show for the public states the log brought, as (r, g, b) per
    chain index, at `now` (seconds): the states not yet drawn are given to the table's view
    in turn, then it draws."""
    now_ms = int(round(now * 1000))
    try:
        if follower.leds is None:
            follower.leds = TycoonLeds(follower.seats, config)
        while follower.states:
            obs, actor = follower.states.popleft()
            follower.leds.update(obs, actor, now_ms)
        return follower.leds.colours(now_ms)
    except Exception:
        # A damaged line can hold anything (the table's view trusts its engine): the board
        # is dark until the view starts again from the next whole state.
        follower.leds = None
        follower.states.clear()
        return [(0, 0, 0)] * config.LED_COUNT


def _compact(value):
    return json.dumps(value, separators=(",", ":"))


def state_lines(follower, columns):
    """The public state as text, a line per key (lists by player are in player order)."""
    obs = follower.obs
    if not obs:
        return ["(no public state yet: it comes with the game's first action)"]
    order = ", ".join("seat %d" % (seat + 1) for seat in follower.seats)
    out = ["public state (players: %s)" % order, ""]
    for key in sorted(obs):
        lines = ansi.wrap("%s: %s" % (key, _compact(obs[key])), columns)
        if len(lines) > KEY_LINES:
            lines = lines[: KEY_LINES - 1] + [lines[KEY_LINES - 1][: columns - 1] + "…"]
        out += lines
    return out


def board_lines(follower, config, paint, columns, now=0.0):
    """The board: Tycoon's map with its LEDs as the state says; a card game's public state."""
    if _on_the_board(follower) and follower.obs:
        return board.draw(tycoon_colours(follower, config, now), config, paint)
    return state_lines(follower, columns)


# ---- the screen ----------------------------------------------------------------------------


def headers(follower, source_name, paint):
    game = _facts(follower.game).get("title") or str(follower.game or "no game in play")
    top = "%s   %s   %s" % (paint.bold("Midway monitor"), source_name, game)
    if follower.last_action:
        top += "   action %d" % follower.last_action
    scores = follower.scores()
    parts = []
    for player, score in enumerate(scores):
        seat = follower.seats[player] if player < len(follower.seats) else player
        kind = follower.kinds[player] if player < len(follower.kinds) else "?"
        label = "seat %d (%s) %s" % (seat + 1, kind, _compact(score))
        parts.append(paint.fg(label, rgb(follower.seat_colour(player))))
    line = "scores  " + ("   ".join(parts) if parts else "-")
    if follower.over is not None:
        line += "   " + paint.reverse(" %s " % follower.over.get("text", "GAME OVER"))
    return [top, line]


def _left_columns(follower, columns):
    return board.width() if _on_the_board(follower) else max(40, columns // 2 - 4)


def compose(follower, config, source_name, paint, columns, rows, now=0.0):
    left_columns = _left_columns(follower, columns)
    left = board_lines(follower, config, paint, left_columns, now)
    panel = screen.log_lines(follower.log, paint, screen.panel_width(columns, left_columns))
    return screen.compose(
        headers(follower, source_name, paint),
        left,
        "serial log",
        panel,
        columns,
        rows,
        paint,
        footer=HELP,
    )


# ---- where the lines come from ---------------------------------------------------------------


class Source:
    """Lines from a file descriptor: a file (followed as it grows), a FIFO or a serial port."""

    def __init__(self, name):
        self.name = name
        self.buffer = b""
        self.ended = False

    def fileno(self):
        raise NotImplementedError

    def _read(self):
        raise NotImplementedError

    def lines(self):
        data = self._read()
        self.buffer += data
        *done, self.buffer = self.buffer.split(b"\n")
        if len(self.buffer) > LINE_KEEP:  # a line that never ends: shown as it comes, in pieces
            done.append(self.buffer)
            self.buffer = b""
        return [line.decode("utf-8", "replace").rstrip("\r") for line in done]


class FileSource(Source):
    """--follow PATH: a log file (read to its end, then followed like tail -f) or a FIFO
    (read until the simulator on the other end closes it)."""

    def __init__(self, path, once=False):
        super().__init__(str(path))
        try:
            self.fifo = stat.S_ISFIFO(os.stat(path).st_mode)
            self.fd = os.open(path, os.O_RDONLY | (os.O_NONBLOCK if self.fifo else 0))
        except OSError as error:
            raise MonitorError("cannot read %s: %s" % (path, error.strerror))
        self.once = once
        self.seen_data = False

    def fileno(self):
        return self.fd

    def _read(self):
        try:
            data = os.read(self.fd, 65536)
        except BlockingIOError:
            return b""
        if data:
            self.seen_data = True
        elif self.fifo:
            self.ended = self.seen_data  # the writer closed it (before it opened: wait)
        else:
            self.ended = self.once
        return data

    def waitable(self):
        return self.fifo

    def close(self):
        os.close(self.fd)


class SerialSource(Source):
    """--port: a table's USB serial port (or anything pyserial opens, a pty too). Read only:
    nothing is ever written to it, since a Ctrl-C there would stop the table (App.stop)."""

    def __init__(self, port):
        import serial

        super().__init__(port)
        try:
            self.port = serial.Serial(port, 115200, timeout=0)
        except (serial.SerialException, OSError) as error:
            raise MonitorError(
                "cannot open %s: %s (is it the table's port? `mpremote devs` lists them)"
                % (port, error)
            )

    def fileno(self):
        return self.port.fileno()

    def _read(self):
        import serial

        try:
            return self.port.read(self.port.in_waiting or 1)
        except (serial.SerialException, OSError):
            self.ended = True  # unplugged
            return b""

    def waitable(self):
        return True

    def close(self):
        self.port.close()


def find_pico():
    """The device of the first USB serial port that looks like a Pico running MicroPython."""
    from serial.tools import list_ports

    ports = list(list_ports.comports())
    for port in ports:
        if port.vid == PICO_VID:
            return port.device
    for port in ports:
        text = " ".join(str(x) for x in (port.description, port.manufacturer, port.product))
        if "MicroPython" in text or "Pico" in text:
            return port.device
    raise MonitorError(
        "no Pico found on USB: plug the table in, or name its port with --port "
        "(make monitor PORT=/dev/ttyACM0), or follow the simulator with --follow PATH"
    )


def open_source(args):
    if args.follow is not None:
        return FileSource(args.follow, once=args.once)
    return SerialSource(args.port or find_pico())


# ---- running ---------------------------------------------------------------------------------


def wait(source, timeout):
    if source.waitable():
        select.select([source], [], [], timeout)
    else:
        time.sleep(timeout)


def run_plain(source, follower, config, paint, args, out):
    """Not on a terminal: each event's text as it comes, then the whole screen once."""
    while not source.ended:
        lines = source.lines()
        for line in lines:
            event = follower.feed(line)
            if event is not None and event.get("ev") != "state":
                print("%-8s %s" % (event.get("ev", "?"), event.get("text", "")), file=out)
        if args.exit_at_over and follower.over is not None:
            break
        if not lines:
            wait(source, FRAME_S)
    for line in follower_screen(follower, config, source.name, paint, args):
        print(line.rstrip(), file=out)


def follower_screen(follower, config, name, paint, args):
    """The screen printed at the end, tall enough for the whole board: the board at the
    moment its last state was drawn (0 s), so the same log prints the same screen, whatever
    the clock (the game-over board takes the players in turn, as the table's LEDs do)."""
    columns = args.columns
    left = board_lines(follower, config, paint, _left_columns(follower, columns))
    rows = max(args.rows, len(left) + len(HELP) + 4)
    return compose(follower, config, name, paint, columns, rows)


def run_live(source, follower, config, paint, args):
    """On a terminal: the screen redrawn as the log comes in, until q (or the end)."""
    with terminal.Terminal() as term:
        drawn = 0.0
        changed = True
        while True:
            if any(key in "qQxX\x04" for key in term.keys(0)):
                return
            lines = source.lines()
            for line in lines:
                follower.feed(line)
                changed = True
            now = time.monotonic()
            if (changed or _on_the_board(follower)) and now - drawn >= FRAME_S:
                columns, rows = term.size()
                text = compose(follower, config, source.name, paint, columns, rows, now)
                term.write(terminal.HOME + "\n".join(text))
                drawn = now
                changed = False
            if source.ended or (args.exit_at_over and follower.over is not None):
                if source.ended:
                    term.keys(2.0)  # the last screen, a moment to read it
                return
            if not lines:
                wait(source, FRAME_S)


def parser():
    p = argparse.ArgumentParser(
        prog="make monitor", description="Follow a Midway table's serial log (docs/simulator.md)."
    )
    where = p.add_mutually_exclusive_group()
    where.add_argument("--port", help="the table's USB serial port (default: find the Pico)")
    where.add_argument("--follow", help="a log file or FIFO (the simulator's --serial-out)")
    p.add_argument("--once", action="store_true", help="--follow: stop at the end of the file")
    p.add_argument("--exit-at-over", action="store_true", help="stop at GAME OVER")
    p.add_argument("--config", help="the table's config, for its LED map (firmware/config.py)")
    p.add_argument("--colour", choices=("auto", "24bit", "256", "none"), default="auto")
    p.add_argument("--columns", type=int, default=120, help="screen width when not a terminal")
    p.add_argument("--rows", type=int, default=40, help="screen height when not a terminal")
    return p


def main(argv=None, out=None):
    out = out or sys.stdout
    args = parser().parse_args(argv)
    try:
        config = led_map.load_config(args.config or led_map.CONFIG)
        source = open_source(args)
    except (MonitorError, led_map.ConfigError, FileNotFoundError) as error:
        print("monitor: %s" % error, file=sys.stderr)
        return 2
    follower = Follower()
    live = out.isatty() and sys.stdin.isatty()
    paint = ansi.Paint(ansi.mode(args.colour) if live or args.colour != "auto" else "none")
    try:
        if live:
            run_live(source, follower, config, paint, args)
        else:
            run_plain(source, follower, config, paint, args, out)
    except KeyboardInterrupt:
        pass
    finally:
        source.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
