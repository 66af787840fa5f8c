"""The bench's figures as the report writes them: sizes in KB, times in us, ms or s, ratios,
ranges. Each returns "-" for a figure not measured."""


def kbytes(value) -> str:
    """Bytes as KB to one decimal."""
    if value is None:
        return "-"
    return "%.1f KB" % (value / 1024)


def heap_kb(kb) -> str:
    """A smallest heap found by bisection, in KB; None: the game never completed."""
    return "did not complete" if kb is None else "%d KB" % kb


def us(value) -> str:
    """Microseconds, to one decimal below 100."""
    if value is None:
        return "-"
    return "%.1f us" % value if value < 100 else "%.0f us" % value


def ms(value) -> str:
    """Milliseconds: two decimals below 1 ms, one below 1 s, else seconds."""
    if value is None:
        return "-"
    if value < 1:
        return "%.2f ms" % value
    if value < 1000:
        return "%.1f ms" % value
    return "%.2f s" % (value / 1000)


def ms_of_us(value) -> str:
    """Microseconds as milliseconds: two decimals below 10 ms, one below 1 s, else seconds
    (the emulated Pico's figures)."""
    if value is None:
        return "-"
    value = value / 1000
    if value < 10:
        return "%.2f ms" % value
    if value < 1000:
        return "%.1f ms" % value
    return "%.2f s" % (value / 1000)


def ms3(value) -> str:
    """Milliseconds to three figures, as the Pico's own figures are given."""
    if value is None:
        return "-"
    return "%.3g ms" % value if value < 1000 else "%.2f s" % (value / 1000)


def ratio(value: float | None) -> str:
    return "-" if value is None else "x%.2f" % value


def times(mine, theirs) -> str:
    """mine / theirs as a ratio, or "" when either is missing."""
    return "x%.2f" % (mine / theirs) if mine and theirs else ""


def span(low: float, high: float, unit) -> str:
    """A range in `unit`, or one figure when its ends are the same."""
    return unit(low) if low == high else "%s-%s" % (unit(low), unit(high))
