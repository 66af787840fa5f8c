"""The serial log's way out: one line of text on USB serial (stdout on the Pico), or into the
simulated board's capture when the firmware runs against host_tools/sim."""

from hal import simulated


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
