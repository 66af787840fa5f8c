"""The serial log's way out: one line of text on USB serial (stdout on the Pico), or into the
simulated board's capture when the firmware runs against host_tools/virtual_board."""

from hal import simulated


def write_json_line(head, value, tail):
    """Send head, `value` as compact JSON, and tail as one line, the JSON written straight
    to the port as it is made: the biggest lines (a key of the public board) never need a
    block of their length, which late in a game a fragmented heap may not have."""
    sim = simulated.board()
    if sim is not None:
        sim.SERIAL.write_json_line(head, value, tail)
        return
    import json
    import sys

    sys.stdout.write(head)
    # the rp2 stub has separators positional; the ports (and CPython) take it by name
    json.dump(value, sys.stdout, separators=(",", ":"))  # type: ignore[call-overload]
    sys.stdout.write(tail)
    sys.stdout.write("\n")


def write_line(text):
    """Send `text` as one line; a line break inside it would split the line, so it becomes
    a space."""
    if "\n" in text or "\r" in text:
        text = text.replace("\r", " ").replace("\n", " ")
    sim = simulated.board()
    if sim is None:
        print(text)
    else:
        sim.SERIAL.write_line(text)
