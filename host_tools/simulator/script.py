"""Scripts of presses: the small text format the simulator plays (headless, or at boot), and
the runner that plays one on a SimTable, a tick at a time.

    select tycoon   step seat 1 through the game select to the game, and confirm it
    1 .. 6          press seat 1..6's step button (a short press)
    q w e r t y     press seat 1..6's confirm button
    Q W E R T Y     hold seat 1..6's confirm (a long press: start the game, ...)
    hold 2          hold any seat key (hold 2: seat 2's step held, back one choice)
    1*3             the same press three times (any press or hold)
    pair 2          seat 2's step held and its confirm pressed: the gesture that pairs the
                    phone asking for that seat
    wait 500        let the table run 500 ms of virtual time
    until over      run until the serial log shows an event of that kind (start, round, ...)
                    that came after the previous `until` (so `until round until round` is
                    two rounds)
    turn 2          run until seat 2 has a decision to make
    # ...           a comment, to the end of the line

Seat keys are Wokwi's (hardware/README.md). Tokens are separated by spaces or new lines.
"""

from dataclasses import dataclass

from host_tools import catalog

STEP_KEYS = "123456"
CONFIRM_KEYS = "qwerty"
GAMES = catalog.names()
WAIT_LIMIT_MS = 6 * 3600 * 1000  # an `until` or `turn` gives up after six virtual hours


class ScriptError(ValueError):
    """A script that cannot be read, or a step that cannot be done; says which token."""


@dataclass(frozen=True)
class Step:
    kind: str  # "press", "wait", "until", "turn", "select", "pair"
    seat: int = -1
    confirm: bool = False
    hold: bool = False
    ms: int = 0
    name: str = ""  # the event kind of `until`, the game of `select`

    def __str__(self):
        if self.kind == "press":
            key = (CONFIRM_KEYS if self.confirm else STEP_KEYS)[self.seat]
            if self.hold:
                return key.upper() if self.confirm else "hold " + key
            return key
        if self.kind == "wait":
            return "wait %d" % self.ms
        if self.kind in ("turn", "pair"):
            return "%s %d" % (self.kind, self.seat + 1)
        return "%s %s" % (self.kind, self.name)


def key_step(key, hold=False):
    """The press of one seat key ("1", "q", "Q"), or None if it is not a seat key."""
    if len(key) != 1:
        return None
    if key in STEP_KEYS:
        return Step("press", STEP_KEYS.index(key), False, hold)
    if key.lower() in CONFIRM_KEYS:
        return Step("press", CONFIRM_KEYS.index(key.lower()), True, hold or key.isupper())
    return None


def _number(token, what):
    if not token.isdigit():
        raise ScriptError("%s needs a number, not %r" % (what, token))
    return int(token)


def parse(text):
    """The steps of a script's text; ScriptError names the token it cannot read."""
    tokens = []
    for line in text.splitlines():
        tokens += line.split("#", 1)[0].split()
    steps = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        word = token.lower()
        argument = tokens[i + 1] if i + 1 < len(tokens) else None
        if word in ("wait", "until", "turn", "select", "hold", "pair") and argument is None:
            raise ScriptError("%r needs something after it" % token)
        if word == "wait":
            steps.append(Step("wait", ms=_number(argument, "wait")))
            i += 2
            continue
        if word == "until":
            steps.append(Step("until", name=argument))
            i += 2
            continue
        if word in ("turn", "pair"):
            seat = _number(argument, word)
            if not 1 <= seat <= len(STEP_KEYS):
                raise ScriptError("%s %s: seats are 1 to %d" % (word, argument, len(STEP_KEYS)))
            steps.append(Step(word, seat=seat - 1))
            i += 2
            continue
        if word == "select":
            game = argument.lower().replace("-", "_")
            if game not in GAMES:
                raise ScriptError("select %s: the games are %s" % (argument, ", ".join(GAMES)))
            steps.append(Step("select", name=game))
            i += 2
            continue
        hold = word == "hold"
        if hold:
            token = argument
            i += 1
        key, _, times = token.partition("*")
        step = key_step(key, hold)
        if step is None:
            raise ScriptError("%r is not a seat key (1-6, q w e r t y, Q W E R T Y)" % token)
        count = _number(times, "%s*" % key) if times else 1
        steps += [step] * count
        i += 1
    return steps


def text(steps):
    """The script text of `steps` (what parse() reads back)."""
    return " ".join(str(step) for step in steps)


def press(table, step):
    """A generator that plays one press or hold on `table`, one tick per item it yields."""
    table.button_down(step.seat, step.confirm)
    yield from idle(table, table.hold_ms if step.hold else table.press_ms)
    table.button_up(step.seat, step.confirm)
    yield from idle(table, table.gap_ms)


def gesture(table, seat):
    """A generator that makes the pairing gesture at `seat`: step held, confirm pressed."""
    table.button_down(seat, False)
    yield from idle(table, table.press_ms)
    yield from press(table, Step("press", seat, True))
    table.button_up(seat, False)
    yield from idle(table, table.gap_ms)


def idle(table, ms):
    for _ in range(max(1, ms // table.tick_ms)):
        yield


def _until(table, done, what, alone, awaited=-1):
    """Run until done(). alone: nobody else presses (headless), so a decision open at a
    seat other than `awaited` can never be made while the script waits: fail at once."""
    for _ in range(WAIT_LIMIT_MS // table.tick_ms):
        if done():
            return
        if alone:
            seat = table.deciding_seat()
            if seat >= 0 and seat != awaited:
                raise ScriptError(
                    "%s: seat %d has a decision to make and only the script presses: press for"
                    " it first (after the script the autopilot plays the people's seats)"
                    % (what, seat + 1)
                )
        yield
    raise ScriptError("%s: not within %d virtual minutes" % (what, WAIT_LIMIT_MS // 60000))


def _select(table, game):
    """Step seat 1 through the game select until it shows `game`, then confirm it."""
    for _ in range(len(GAMES) + 1):
        shown = (table.last("select") or {}).get("game")
        if shown == game:
            yield from press(table, Step("press", 0, True))
            return
        yield from press(table, Step("press", 0, False))
    raise ScriptError("select %s: the game select never showed it" % game)


def play(table, steps, alone=True):
    """A generator that plays `steps` on `table`: each item it yields is one tick to run.
    alone: the script is the only one pressing buttons (headless)."""
    marks = dict(table.counts)  # events seen before the previous `until` was met
    for step in steps:
        if step.kind == "press":
            yield from press(table, step)
        elif step.kind == "pair":
            yield from gesture(table, step.seat)
        elif step.kind == "wait":
            yield from idle(table, step.ms)
        elif step.kind == "until":
            before = marks.get(step.name, 0)
            yield from _until(
                table, lambda n=step.name, b=before: table.counts.get(n, 0) > b, str(step), alone
            )
            marks = dict(table.counts)
        elif step.kind == "turn":
            yield from _until(
                table,
                lambda seat=step.seat: table.prompt(seat) is not None,
                str(step),
                alone,
                step.seat,
            )
        elif step.kind == "select":
            yield from _select(table, step.name)
