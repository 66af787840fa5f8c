"""Scream! through the simulated pins, a whole game of it, proving that the public log and
the LED frames never carry a face-down value:

- the log: replaying the saved game, every action line's text is exactly the engine's
  PUBLIC label of that action (never the full label, where the two differ: a card dealt
  face down, a bluff), and no line has a field beyond the public ones;
- the LEDs: everything the table ever asked the game's state for its frames and its log was
  observation(PUBLIC) and PUBLIC labels (the only other viewer asked is the deciding seat,
  for its own private view), and the scoreboard on the seat LEDs matches the public totals.
"""

import gc
import json
import sys

from engines import core, scream  # first: the biggest modules compile on an empty heap
from support.table_rig import CONFIRM, STEP, Rig, check_scoreboard, random_choice

# As in test_table_tycoon_e2e: on the 64-bit VM the firmware's code, the simulator and this
# test share the heap with the game; a whole game of Scream! (about 700 actions, every label
# kept for the replay) needs -X heapsize=400K there. At the runner's 192K the VM plays the
# deal and the first turns, with every check.
WHOLE_GAME_HEAP = 400 * 1024
OPENING = 30
FIELDS = {
    "action": ("ev", "text", "n", "player", "seat"),
    "round": ("ev", "text", "round", "scores"),
    "over": ("ev", "text", "winners", "scores"),
    "start": ("ev", "text", "game", "seats", "kinds"),
    "join": ("ev", "text", "game", "seat"),
    "select": ("ev", "text", "game"),
}


class SpyScream(scream.ScreamState):
    """Scream!'s state, noting what the table asks of the one state it plays."""

    watched = [None]
    asked: list = []  # (what, viewer, player to move)

    def _note(self, what, viewer):
        if self is SpyScream.watched[0]:
            SpyScream.asked.append((what, viewer, self.current_player()))

    def observation(self, viewer=None):
        self._note("observation", viewer)
        return scream.ScreamState.observation(self, viewer)

    def action_to_string(self, action, viewer=None):
        self._note("label", viewer)
        return scream.ScreamState.action_to_string(self, action, viewer)


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
        return core.deserialize(_new_game, scream.GAME, text)


class SpyGames:
    NAMES = ("scream",)

    def load(self, name):
        return SpyModule

    def unload(self, name):
        pass


def _whole_game():
    if sys.implementation.name != "micropython":
        return True
    return gc.mem_free() + gc.mem_alloc() >= WHOLE_GAME_HEAP


class Follower:
    """Reads every log line as it comes: the action texts by number, the rounds scored."""

    def __init__(self):
        self.texts = {}
        self.rounds = []  # round events not checked on the LEDs yet

    def __call__(self, event):
        ev = event["ev"]
        if ev in FIELDS:
            for key in event:
                assert key in FIELDS[ev], event  # nothing but the public fields
        if ev == "action":
            self.texts[event["n"]] = event["text"]
        if ev == "round":
            self.rounds.append(event)


def test_a_whole_game_of_scream_shows_no_face_down_value_on_the_leds_or_the_log():
    del SpyScream.asked[:]
    rig = Rig(seed=12, games=SpyGames())
    log = Follower()
    rig.listener = log
    rig.choose_game("scream")
    rig.press(0, CONFIRM)
    rig.press(2, CONFIRM)
    rig.press(4, STEP)
    rig.hold(2, CONFIRM)
    whole = _whole_game()
    choose = random_choice(9)
    rounds = 0
    while not rig.seen_event("over"):
        if not whole and rig.counts.get("action", 0) >= OPENING:
            break
        while log.rounds:
            event = log.rounds.pop(0)
            rounds += 1
            rig.run(rig.app.frame_ms)
            check_scoreboard(rig, event["scores"], True, event["round"])
        seat = rig.deciding_seat()
        if seat < 0:
            rig.run(20)
            continue
        for _ in range(choose(rig, seat, rig.prompt(seat))):
            rig.press(seat, STEP, hold_ms=30, after_ms=20)
        rig.press(seat, CONFIRM, hold_ms=30, after_ms=20)
    texts = log.texts
    # what the table asked of the game it plays: PUBLIC views, and the deciding seat's own
    asked = SpyScream.asked
    assert asked
    for what, viewer, to_move in asked:
        assert viewer == core.PUBLIC or (what == "label" and viewer == to_move), (what, viewer)
    assert [a for a in asked if a[0] == "observation"]
    # the log, replayed against the engine
    actions = json.loads(rig.app.saves.read()[2])[4]
    replay = scream.new_game(3)
    hidden = 0
    for n in range(len(actions)):
        action = actions[n]
        public = replay.action_to_string(action, core.PUBLIC)
        full = replay.action_to_string(action, None)
        assert texts[n + 1] == public, (n + 1, texts[n + 1], public)
        if full != public:
            hidden += 1
            assert texts[n + 1] != full
        replay.apply_action(action)
    assert hidden > 10  # there were face-down cards to keep quiet about
    if whole:
        over = rig.last("over")
        assert over["scores"] == replay.observation(core.PUBLIC)["totals"]
        assert rounds >= 2  # rounds 2 and 3 began (the game's end scores the last)
