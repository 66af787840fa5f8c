"""The serial log's way out: one line of text on USB serial (stdout on a board), or wherever
a host's simulated board hands in instead (its `write_line` and `write_json_line`: the
capture of host_tools/virtual_board)."""

from hal import boards


def _print_json_line(head, value, tail):
    """Send head, `value` as compact JSON, and tail as one line, the JSON written straight
    to the port as it is made: the biggest lines (a key of the public board) never need a
    block of their length, which late in a game a fragmented heap may not have."""
    import json
    import sys

    sys.stdout.write(head)
    # the rp2 stub has separators positional; the ports (and CPython) take it by name
    json.dump(value, sys.stdout, separators=(",", ":"))  # type: ignore[call-overload]
    sys.stdout.write(tail)
    sys.stdout.write("\n")


def _line(text):
    """`text` as one line: a line break inside it would split it, so it becomes a space."""
    if "\n" in text or "\r" in text:
        text = text.replace("\r", " ").replace("\n", " ")
    return text


def use():
    """Send lines to the port a host handed in with its board (hal/boards.py calls this when
    one is), else to the board's own, through print."""
    global _port_line, write_json_line
    board = boards.handed[2]
    _port_line = print if board is None else board.write_line
    write_json_line = _print_json_line if board is None else board.write_json_line


def write_line(text):
    """Send `text` as one line; a line break inside it would split the line, so it becomes
    a space."""
    _port_line(_line(text))


_port_line = print
write_json_line = _print_json_line

use()
