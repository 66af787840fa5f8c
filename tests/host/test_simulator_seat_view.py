"""The simulator's private panel shows the seat view (table/private.py) and stays readable on
an 80x24 terminal: the headline, the highlighted choice and the seat's hand all on screen."""

import re

from host_tools.simulator import ansi, interactive, options, pico
from host_tools.simulator.serial_out import SerialOut


def _session(argv):
    args = options.parser().parse_args(argv)
    return interactive.Session(
        args, options.plan(args), pico.load_config(args.config), SerialOut(None)
    )


def _plain(line):
    return re.sub("\x1b\\[[0-9;?]*[A-Za-z]", "", line)


def test_the_private_panel_fits_80_by_24_with_the_headline_and_the_highlighted_choice():
    session = _session(["--game", "scream", "--players", "2", "--seed", "3", "--pace", "fast"])
    table = session.table
    for _ in range(20000):
        session.run_ticks(1)
        if table.deciding_seat() >= 0:
            break
    seat = table.deciding_seat()
    assert seat >= 0
    session.private_seat = seat
    screen = session.frame(80, 24, ansi.Paint(ansi.mode("never")))
    lines = [_plain(line) for line in screen.split("\n")]
    assert len(lines) == 24 and all(len(line) < 80 for line in lines)
    text = "\n".join(lines)
    view = table.seat_view(seat)
    assert view["headline"].split(" ")[0] in text and "Your turn" in text
    assert "> " + view["choices"][view["highlighted"]] in text
    assert "Your campsite:" in text and "\n  1: " in text  # indented under its title
