"""Stand-ins with the hal API for the table's unit tests (the end-to-end tests use the
simulated pins instead): pixels that keep every shown frame, buttons a test presses by id,
an in-memory storage, a watchdog that counts feeds, and the fixture game as a game list."""

from support import fixture_game

PRESS = 1
RELEASE = 2
LONG = 3
DOUBLE = 4


class Pixels:
    def __init__(self, count):
        self.frame = bytearray(count * 3)
        self.shown = 0
        self.last = bytes(count * 3)

    def show(self):
        self.shown += 1
        self.last = bytes(self.frame)

    def colour(self, led):
        i = led * 3
        return (self.last[i] << 16) | (self.last[i + 1] << 8) | self.last[i + 2]


class Buttons:
    """poll() hands out the events queued with push(), as hal.buttons.Buttons does."""

    def __init__(self, count):
        self.events = bytearray(count * 8)
        self.queue = []
        self.held = bytearray(count)  # held down (hold_down): the events say nothing of it

    def pressed(self, index):
        return bool(self.held[index])

    def hold_down(self, index, down=True):
        self.held[index] = 1 if down else 0

    def push(self, button, kind=PRESS):
        self.queue.append((button, kind))

    def poll(self, now_ms):
        count = 0
        while self.queue and count * 2 < len(self.events):
            button, kind = self.queue.pop(0)
            self.events[2 * count] = button
            self.events[2 * count + 1] = kind
            count += 1
        return count


class Storage:
    def __init__(self):
        self.files = {}

    def save(self, name, text):
        self.files[name] = text

    def save_parts(self, name, produce):
        """hal.storage.Storage.save_parts: the text in pieces, produce(write) gives them."""
        parts = []
        produce(parts.append)
        self.save(name, "".join(parts))

    def load(self, name):
        return self.files.get(name)

    def load_parts(self, name):
        """hal.storage.Storage.load_parts: the text in pieces (an iterator), or None."""
        text = self.files.get(name)
        if text is None:
            return None
        return _pieces(text)

    def has(self, name):
        return name in self.files

    def move(self, name, new_name):
        self.files[new_name] = self.files.pop(name)

    def path(self, name):
        return "/midway/" + name

    def clear(self, name):
        self.files.pop(name, None)


def _pieces(text):
    for at in range(0, len(text), 256):
        yield text[at : at + 256]


class Watchdog:
    def __init__(self):
        self.fed = 0

    def feed(self):
        self.fed += 1


class FixtureGames:
    """A game list of dice_duel (tests/support/fixture_game.py) under one or more names."""

    def __init__(self, names=("dice_duel",)):
        self.NAMES = names  # other names stand for the same game, to test the game select
        self.loaded = []

    def game(self, name):
        if name not in self.NAMES:
            raise ValueError("unknown game %r" % (name,))
        facts = dict(fixture_game.GAME)
        facts["name"] = name
        return facts

    def load(self, name):
        self.game(name)
        self.loaded.append(name)
        return fixture_game

    def unload(self, name):
        if name in self.loaded:
            self.loaded.remove(name)
