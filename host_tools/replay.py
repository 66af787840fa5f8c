"""make replay: copy a table's game records with mpremote and play one back in the terminal
simulator, on the LED board as the table showed it (docs/table.md, "Replays").

    python host_tools/replay.py [--port PORT] [--resume] [--file PATH] [--config PATH]
        [--list] [--game N] [--seat K] [--speed X] [--headless] [--colour ...]

Without --file the records come from the table on --port (mpremote's auto by default): the
file `records` in its config's SAVE_FOLDER, copied to build/records, and its config.py to
build/replay_config.py, so the board is drawn with the table's own LED map (a running table
is stopped by mpremote's Ctrl-C, as for `make flash`: reset it to play again). --file plays
a records file on this machine instead, drawn with --config (default: firmware/config.py).
--game N picks a game by its number (the GAME OVER line's "record"), by default the last;
--list prints the games on file and stops. --seat K shows seat K's view beside the board
from the start (v and a seat key switch, as in make sim); --speed sets virtual time per real
time (+ and - change it). --headless plays it through at once and prints the result.
"""

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make host_tools importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host_tools import flash, ledcheck  # noqa: E402
from host_tools.flash import FlashError  # noqa: E402
from host_tools.simulator import replay  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
COPY = ROOT / "build" / "records"
CONFIG_COPY = ROOT / "build" / "replay_config.py"
RECORDS = "records"  # table/records.py's NAME

# Runs on the board: where the table keeps its saves and records.
READ_FOLDER = "import config\nprint('replay-folder', config.SAVE_FOLDER)\n"


def fetch(port=None, resume=False, to=COPY, config_to=CONFIG_COPY, timeout=120):
    """Copy the records file of the table on `port` to `to`, and its config.py to
    `config_to`; returns (records, config) where they went. FlashError, in a maker's words,
    when the board cannot be reached or has no records."""
    import subprocess

    folder = None
    for line in ledcheck.run_on_board(READ_FOLDER, port, resume).splitlines():
        if line.startswith("replay-folder "):
            folder = line.split(" ", 1)[1].strip()
    if folder is None:
        raise FlashError("the board did not say where it keeps its saves")
    source = folder.rstrip("/") + "/" + RECORDS
    copies = ((":" + source, Path(to)), (":config.py", Path(config_to)))
    command = ledcheck.connection(port, resume)
    for i, (device, local) in enumerate(copies):
        local.parent.mkdir(parents=True, exist_ok=True)
        local.unlink(missing_ok=True)
        command += (["+"] if i else []) + ["fs", "cp", device, str(local)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise FlashError(flash.explain("could not enter raw repl (no answer)", port))
    output = done.stdout + done.stderr
    if not Path(to).exists():
        if "no such file" in output.lower() or "enoent" in output.lower():
            raise FlashError(
                "the table has no records yet (%s): a game is recorded when it is left after "
                "its GAME OVER" % source
            )
        raise FlashError(flash.explain(output, port))
    return Path(to), Path(config_to)


def parser():
    p = argparse.ArgumentParser(
        prog='make replay [PORT=...] ARGS="..."', description=__doc__.split("\n")[0]
    )
    p.add_argument("--port", default=None, help="the table's USB serial port")
    p.add_argument("--resume", action="store_true", help="do not reset the board (tests)")
    p.add_argument("--file", type=Path, help="a records file on this machine, not a table's")
    p.add_argument("--config", type=Path, help="with --file: the table's config.py")
    p.add_argument("--list", action="store_true", help="list the games on file and stop")
    p.add_argument("--game", type=int, help="the game's number (default: the last)")
    p.add_argument("--seat", type=int, help="show this seat's view (1-6) from the start")
    p.add_argument("--speed", type=float, default=1.0, help="virtual time per real time")
    p.add_argument("--headless", action="store_true", help="no screen: play it through at once")
    p.add_argument("--colour", choices=("auto", "24bit", "256", "none"), default="auto")
    return p


def main(argv=None, out=None, err=None):
    out = out or sys.stdout
    err = err or sys.stderr
    args = parser().parse_args(argv)
    if args.speed <= 0:
        print("make replay: --speed must be more than 0", file=err)
        return 2
    try:
        path, config_path = args.file, args.config
        if path is None:
            path, config_path = fetch(args.port, args.resume)
        found = replay.records_of(Path(path).read_bytes())
        if args.list:
            for record in found:
                print(replay.describe(record), file=out)
            return 0
        record = replay.pick(found, args.game)
        config = _config(config_path)
        if args.seat is not None:
            seats = len(config.SEAT_BUTTONS)
            if not 1 <= args.seat <= seats:
                raise replay.ReplayError("--seat %d: the seats are 1 to %d" % (args.seat, seats))
        if args.headless:
            return _headless(record, config, args.seat, out)
        return _screen(args, record, config)
    except (FlashError, replay.ReplayError, OSError) as error:
        print("make replay: %s" % error, file=err)
        return 1


def _config(path):
    """The config the board is drawn with: the table's, or firmware/config.py."""
    from host_tools.simulator import pico

    if path is not None and not Path(path).exists():
        path = None  # a table without a config.py of its own boots from the shipped one
    config = pico.load_config(path)
    if not hasattr(config, "SEAT_BUTTONS"):
        raise replay.ReplayError("the config %s does not load" % path)
    return config


def _headless(record, config, seat, out):
    table = replay.headless(record, config)
    print("replayed " + replay.describe(record), file=out)
    over = table.last("over") or {}
    print("GAME OVER as recorded: %s" % over.get("text", "?"), file=out)
    if seat is not None:
        for line in table.private_lines(seat - 1, 60):
            print(line, file=out)
    return 0


def _screen(args, record, config):
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise replay.ReplayError("the replay needs a terminal; use --headless")
    from host_tools.simulator import interactive, options
    from host_tools.simulator.serial_out import SerialOut

    def boot(on_line):
        table = replay.boot(record, config, on_line=on_line)
        return table, replay.play(table, record)

    sim_args = argparse.Namespace(seed=1, pace="table", speed=args.speed, web=None)
    sim_args.colour = args.colour
    seat = None if args.seat is None else args.seat - 1
    return interactive.run(sim_args, options.Plan(), None, SerialOut(None), boot, seat)


if __name__ == "__main__":
    sys.exit(main())
