"""Generated Tycoon boards for the bench (MicroPython and CPython): the shipped board's shape,
two loops side by side joined by crossings of 3 path spaces and an entrance on a one-space
path, at `scale` times its size (the loops' length and the number of crossings multiplied).
At scale 1 it has the shipped board's 63 spaces and the same number of spaces with 1, 2 and
3 neighbours.
"""

LOOP = 26  # spaces round each loop of the shipped board
CROSSINGS = 3
CROSSING_LENGTH = 3


def two_loop_board(scale):
    """Neighbours of a board like the shipped one, `scale` times its size (scale 1: 63)."""
    loop = LOOP * scale
    crossings = CROSSINGS * scale
    count = 2 + 2 * loop + crossings * CROSSING_LENGTH
    links = [[] for _ in range(count)]

    def join(a, b):
        links[a].append(b)
        links[b].append(a)

    west = 2  # space 0 is the entrance, 1 the path to it
    east = west + loop
    for i in range(loop):
        join(west + i, west + (i + 1) % loop)
        join(east + i, east + (i + 1) % loop)
    space = east + loop
    for k in range(crossings):
        at = (k * loop) // crossings
        first = space
        for step in range(CROSSING_LENGTH - 1):
            join(space + step, space + step + 1)
        join(west + at, first)
        join(first + CROSSING_LENGTH - 1, east + (loop - at) % loop)
        space += CROSSING_LENGTH
    join(0, 1)
    join(1, east + loop + 1)  # the entrance path meets the first crossing's middle
    # as tycoon_data.NEIGHBOURS holds them: 3 slots a space, its own id in those it leaves
    out = bytearray()
    for space in range(count):
        near = sorted(links[space])
        out.extend(bytes(near + [space] * (3 - len(near))))
    return bytes(out)
