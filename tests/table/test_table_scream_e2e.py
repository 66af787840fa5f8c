"""Scream! through the simulated pins, a whole game of it, proving that the public log and
the LED frames never carry a face-down value:

- the log: replaying the saved game, every action line's text is exactly the engine's
  PUBLIC label of that action (never the full label, where the two differ: a card dealt
  face down, a bluff), and no line has a field beyond the public ones;
- the LEDs: everything the table ever asked the game's state for its frames and its log was
  observation(PUBLIC) and PUBLIC labels (the only other viewer asked is the deciding seat,
  for its own private view), and the scoreboard on the seat LEDs matches the public totals.
"""

import engines
from engines import core, replay, scream  # first: the biggest compile on an empty heap
from support.table_rig import CONFIRM, STEP, Rig, check_scoreboard, random_choice
from table import saves

FIELDS = {
    "action": ("ev", "text", "n", "player", "seat"),
    "round": ("ev", "text", "round", "scores"),
    "over": ("ev", "text", "winners", "scores", "record"),
    "start": ("ev", "text", "game", "seats", "kinds"),
    "join": ("ev", "text", "game", "seat"),
    "select": ("ev", "text", "game"),
}


class SpyScream(scream.ScreamState):
    """Scream!'s state, checking what the table asks of the one state it plays: PUBLIC
    views and labels only, but for the deciding seat's labels of its own choices."""

    watched = [None]
    observations = [0]

    def _note(self, what, viewer):
        if self is SpyScream.watched[0]:
            to_move = self.current_player()
            assert viewer == core.PUBLIC or (what == "label" and viewer == to_move), (
                what,
                viewer,
            )
            if what == "observation":
                SpyScream.observations[0] += 1

    def observation(self, viewer=None):
        self._note("observation", viewer)
        return scream.ScreamState.observation(self, viewer)

    def action_to_string(self, action, viewer=None, names=None):
        self._note("label", viewer)
        return scream.ScreamState.action_to_string(self, action, viewer, names)


def _new_game(num_players, **options):
    state = SpyScream(num_players)
    SpyScream.watched[0] = state
    return state


class SpyModule:
    GAME = scream.GAME

    @staticmethod
    def new_game(num_players, **options):
        return _new_game(num_players, **options)

    @staticmethod
    def deserialize(text):
        return replay.deserialize(_new_game, scream.GAME, text)


class SpyGames:
    NAMES = ("scream",)

    def game(self, name):
        return engines.game(name)

    def load(self, name):
        return SpyModule

    def unload(self, name):
        pass


class Follower:
    """Reads every log line as it comes and checks each action line against a replay of the
    saved game: its text is exactly the engine's PUBLIC label of the action, each player named
    by the seat they sit at, counted from 1 (the start line's seats)."""

    def __init__(self, rig, players):
        self.rig = rig
        self.pending = {}  # action number -> logged text, until checked
        self.rounds = []  # round events not checked on the LEDs yet
        self.replay = scream.new_game(players)
        self.checked = 0
        self.hidden = 0  # actions whose full label differs from the public one
        self.cursor = -1  # where the next action to check starts in the saved engine text
        self.path = rig.config.SAVE_FOLDER + "/" + saves.NAME
        self.names = None  # "player 1", until the start line says where each sits

    def __call__(self, event):
        ev = event["ev"]
        if ev in FIELDS:
            for key in event:
                assert key in FIELDS[ev], event  # nothing but the public fields
        if ev == "start":
            self.names = tuple(["seat %d" % (seat + 1) for seat in event["seats"]])
        if ev == "action":
            self.pending[event["n"]] = event["text"]
        if ev == "round":
            self.rounds.append(event)

    def check_actions(self):
        if not self.pending:
            return
        with open(self.path, "rb") as saved:  # the save on the flash, a few bytes at a time
            start = self._engine_text(saved)
            replayed = self.replay
            while self.checked + 1 in self.pending:
                n = self.checked + 1
                action = self._action(saved, start)
                text = self.pending.pop(n)
                public = replayed.action_to_string(action, core.PUBLIC, self.names)
                assert text == public, (n, text, public)
                full = replayed.action_to_string(action, None, self.names)
                if full != public:
                    self.hidden += 1
                    assert text != full
                replayed.apply_action(action)
                self.checked = n

    def _engine_text(self, saved):
        """Where the engine's serialize() text, [1, "scream", 3, [], [a, b, ...]], begins in
        the save file: after the storage's header line and the table's five lines. The first
        time, also where its action list begins in it (the text before never changes)."""
        head = saved.read(256)
        start = -1
        for _ in range(6):
            start = head.index(b"\n", start + 1)
        start += 1
        if self.cursor < 0:
            self.cursor = head.rindex(b"[") + 1 - start  # only ints come after it
        return start

    def _action(self, saved, start):
        """The next saved action to check, read where it is in the file. (Not the whole save
        parsed at every action: a list of every action so far would be the biggest block the
        test asks of the VM's heap, and the save's text two more.)"""
        saved.seek(start + self.cursor)
        digits = saved.read(8)  # at most 5 digits, then ", " or "]"
        end = 0
        while 48 <= digits[end] <= 57:
            end += 1
        self.cursor += end + 2  # past ", "
        return int(digits[:end])

    def check_saved_game(self):
        """At the end: the save holds exactly the replayed game's serialize() text."""
        pieces = []
        self.replay.write_serialized(pieces.append)
        with open(self.path, "rb") as saved:
            saved.seek(self._engine_text(saved))
            for piece in pieces:
                assert saved.read(len(piece)) == piece.encode(), piece
            assert saved.read(1) == b""


def test_a_whole_game_of_scream_shows_no_face_down_value_on_the_leds_or_the_log():
    SpyScream.observations[0] = 0
    rig = Rig(seed=12, games=SpyGames(), files="scream_e2e")
    log = Follower(rig, 3)
    rig.listener = log
    rig.choose_game("scream")
    rig.press(0, CONFIRM)
    rig.press(2, CONFIRM)
    rig.press(4, STEP)
    rig.hold(2, CONFIRM)
    choose = random_choice(9)
    rounds = 0
    while not rig.seen_event("over"):
        log.check_actions()
        while log.rounds:
            event = log.rounds.pop(0)
            rounds += 1
            rig.run(rig.app.pacing.frame_ms)
            check_scoreboard(rig, event["scores"], True, event["round"])
        seat = rig.deciding_seat()
        if seat < 0:
            rig.run(20)
            continue
        for _ in range(choose(rig, seat, rig.prompt(seat))):
            rig.press(seat, STEP, hold_ms=30, after_ms=20)
        rig.press(seat, CONFIRM, hold_ms=30, after_ms=20)
    log.check_actions()
    log.check_saved_game()
    assert not log.pending and log.checked > 100
    assert SpyScream.observations[0] > 0
    assert log.hidden > 10  # there were face-down cards to keep quiet about
    over = rig.last("over")
    assert over["scores"] == log.replay.observation(core.PUBLIC)["totals"]
    assert rounds >= 2  # rounds 2 and 3 began (the game's end scores the last)
