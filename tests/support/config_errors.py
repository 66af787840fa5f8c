"""What a bad config looks like from outside the table: the LED error pattern read back from
the wire, the config_error lines it logs; and config files that do not import, written where
an import finds them, as main.py imports firmware/config.py. Under CPython and the VM alike."""

import os
import sys

FOLDER = "/tmp/midway-configs-%s" % sys.implementation.name
SHIPPED_PIN = 16  # the reference table's chain, on which boot also shows a bad config's pattern


def is_error_pattern(colours):
    """Alternate LEDs red and dark, both halves seen as the pattern blinks."""
    reds = 0
    darks = 0
    for colour in colours:
        if colour == (0, 0, 0):
            darks += 1
        elif colour[0] > 0 and colour[1] == colour[2] == 0:
            reds += 1
    return reds + darks == len(colours) and reds > 0 and darks > 0


def _reds_and_darks(data, order):
    """(red LEDs, dark LEDs) of the wire bytes `data`, read in place (a long chain's colours
    as tuples would be a big block of the VM's heap); None if any LED is another colour."""
    red = order.index("R")
    green = order.index("G")
    blue = order.index("B")
    reds = 0
    darks = 0
    for start in range(0, len(data), 3):
        if data[start + green] or data[start + blue]:
            return None
        if data[start + red]:
            reds += 1
        else:
            darks += 1
    return reds, darks


def pattern_shown(rig, pin, order="GRB", count=None):
    """True if the chain on `pin` shows the error pattern (`count` LEDs long, if given): two
    frames a blink apart, each red and dark LEDs only, not the same, both seen."""
    first = bytes(rig.machine.WIRE.last(pin))
    rig.run(250)
    second = rig.machine.WIRE.last(pin)
    if count is not None and len(first) != 3 * count:
        return False
    a = _reds_and_darks(first, order)
    b = _reds_and_darks(second, order)
    return a is not None and b is not None and first != second and a[0] + b[0] > 0


def config_file(name, text):
    """`text` written as module `name` where an import finds it; returns `name`."""
    try:
        os.mkdir(FOLDER)
    except OSError:
        pass  # there already
    with open(FOLDER + "/" + name + ".py", "w") as f:
        f.write(text)
    if FOLDER not in sys.path:
        sys.path.insert(0, FOLDER)
    sys.modules.pop(name, None)
    try:
        import importlib

        importlib.invalidate_caches()  # CPython lists a folder once: it would miss a new file
    except ImportError:
        pass  # the VM looks each time
    return name


def remove_config_file(name):
    try:
        os.remove(FOLDER + "/" + name + ".py")
    except OSError:
        pass
