"""The seat view (table/seat/private.py) as text lines for a terminal: the simulator's
private panel and the tests' reading of it."""

HOW = "step: next, hold step: back, confirm: take it"


def lines(view, width=40, rows=0):
    """The model `view` as text lines at most `width` wide: the headline, the choices (the
    highlighted one marked '>'), the sections, the scores and the recent events. With `rows`
    (a screen's height) a long list of choices shows a window of it round the highlight, so
    the choice and what it is about share the screen."""
    width = max(12, width)
    out = _wrap(view["headline"], width, "", "  ")
    choices = view["choices"]
    if choices:
        heading = "Your choices (%s):" % HOW if view["mode"] == "play" else "Choices:"
        if view.get("ladder"):
            heading = "Your choices:"
        out.extend(_wrap(heading, width, "", "  "))
        shown = len(choices) if rows <= 0 else max(3, rows // 3)
        at = view["highlighted"]
        first = max(0, min(at - shown // 2, len(choices) - shown))
        if first:
            out.append("  (%d more above)" % first)
        for i in range(first, min(first + shown, len(choices))):
            out.extend(_wrap(choices[i], width, "> " if i == at else "  ", "    "))
        if first + shown < len(choices):
            out.append("  (%d more below)" % (len(choices) - first - shown))
    for section in view["sections"]:
        out.append(section["title"] + ":")
        for line in section["lines"]:
            out.extend(_wrap(line, width, "  ", "    "))
    if view["scores"]:
        parts = []
        for entry in view["scores"]:
            who = "you" if entry["you"] else entry["name"]
            parts.append("%s%s: %s" % (who, " (bot)" if entry["bot"] else "", entry["score"]))
        out.extend(_wrap("Scores: " + ", ".join(parts), width, "", "  "))
    if view["events"]:
        out.append("Lately:")
        for text in view["events"]:
            out.extend(_wrap(text, width, "  ", "    "))
    return out


def _wrap(text, width, first, rest):
    """`text` in lines of at most `width`, broken at spaces where it can: the first line
    starts with `first`, the others with `rest`."""
    out = []
    line = first
    fresh = True  # nothing on the line yet but its lead
    for word in text.split(" "):
        if not fresh and len(line) + 1 + len(word) > width:
            out.append(line)
            line = rest
            fresh = True
        if not fresh:
            line += " "
        line += word
        fresh = False
        while len(line) > width:
            out.append(line[:width])
            line = rest + line[width:]
    out.append(line)
    return out
