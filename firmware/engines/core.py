"""The engine contract, implemented once: legality, history, clone, serialize.

Shaped like OpenSpiel's Python games: each game subclasses `State` and writes only
the underscored hooks; the checks and guarantees live here, not in four copies.
Runs unchanged on MicroPython (rp2) and CPython.
"""

import json
from array import array

from compat import const
from engines.saved import SERIAL_VERSION, shown

# Sentinels returned by current_player() and accepted as observation/label viewers.
CHANCE = const(-1)
PUBLIC = const(-2)  # viewer: what every player may know (all the LEDs and the log ever show)
TERMINAL = const(-4)

# A label names a player by a token (who(p)): the mark, then the player's index as one
# character. action_to_string() turns each token into that player's name, so the one who
# reads it may be told "seat 3" (where that player sits) or "you"; the engine never knows.
_MARK = "\x01"

_MUTABLE = (list, dict, bytearray)
# The action history: two bytes an action in an array (a list takes a pointer each, 8 bytes
# on the 64-bit VM and 4 on the Pico, in one block that doubles as it grows), so a long game
# never asks a fragmented heap for a big block. An action past the array's range turns the
# history into a list, with the same contract.
_HISTORY_TYPE = "H"
_HISTORY_MAX = const(0xFFFF)
_CHUNK = const(128)  # actions in a History chunk: a multiple of _SERIAL_CHUNK
# write_serialized() formats 32 actions at a time with one `%` (a tuple of them in, one
# string out), never a string per action: at most 7 characters an action ("65535, "), so no
# piece passes 250. The formats are made once, here.
_SERIAL_CHUNK = const(32)
_FIRST_ROW = "%d" + ", %d" * (_SERIAL_CHUNK - 1)
_NEXT_ROW = ", %d" * _SERIAL_CHUNK


def _copy(value):
    """Deep-copy plain state data: lists, dicts and bytearrays; everything else is immutable."""
    kind = type(value)
    if kind is list:
        for item in value:
            if type(item) in _MUTABLE:
                return [_copy(x) for x in value]
        return value[:]
    if kind is dict:
        return {key: _copy(item) for key, item in value.items()}
    if kind is bytearray:
        return bytearray(value)
    return value


class History:
    """The actions applied to a state, chance included, kept in chunks of _CHUNK: the history
    grows a small block at a time and never needs one block of its whole length. One block
    would move up the heap as it grew (array.append reallocates every few actions), and late
    in a long game, or while a resume replays one, a fragmented heap may have no hole that
    size. Each chunk is an array of small ints, or a list once an action does not fit one.
    """

    def __init__(self):
        self.chunks = []  # type: list
        self.count = 0

    def __len__(self):
        return self.count

    def append(self, action):
        if self.count % _CHUNK == 0:
            self.chunks.append(array(_HISTORY_TYPE))
        chunk = self.chunks[-1]
        if not 0 <= action <= _HISTORY_MAX and type(chunk) is not list:
            chunk = self.chunks[-1] = list(chunk)
        chunk.append(action)
        self.count += 1

    def actions(self):
        """Every action, in order, as a new list."""
        out = []
        for chunk in self.chunks:
            out.extend(chunk)
        return out

    def piece(self, start, size):
        """The actions start .. start + size - 1, which lie in one chunk (start a multiple of
        size, size a divisor of _CHUNK: write_serialized's pieces)."""
        chunk = self.chunks[start // _CHUNK]
        at = start % _CHUNK
        return chunk[at : at + size]

    def pop(self):
        """Drop the last action (undo)."""
        chunks = self.chunks
        if len(chunks[-1]) == 1:
            chunks.pop()
        else:
            chunks[-1] = chunks[-1][:-1]  # MicroPython's array has no pop()
        self.count -= 1

    def copy(self):
        twin = History()
        twin.chunks = [chunk[:] for chunk in self.chunks]
        twin.count = self.count
        return twin


class Texts:
    """A tuple of names kept as one string, a line each; an empty line reads None. Read as a
    tuple is (texts[i], texts[-1], len(), in, for): each name is sliced out when read. On a
    Pico a tuple of str holds ~20 bytes more per name all game (twice that on the 64-bit VM),
    and a name of 10 characters or fewer would be interned for good."""

    def __init__(self, lines):
        self.lines = lines
        self.count = lines.count("\n") + 1

    def __len__(self):
        return self.count

    def __getitem__(self, i):
        if i < 0:
            i += self.count
        if not 0 <= i < self.count:
            raise IndexError(i)
        lines = self.lines
        start = 0
        for _ in range(i):
            start = lines.index("\n", start) + 1
        end = lines.find("\n", start)
        return (lines[start:] if end < 0 else lines[start:end]) or None


def who(player):
    """The token that names `player` in a label (see named())."""
    return _MARK + chr(48 + player)


def named(text, names=None):
    """`text` with each player token (who()) replaced by names[player], or, with no names,
    "player 1" for player 0: everyone counts from 1."""
    if _MARK not in text:
        return text
    parts = text.split(_MARK)
    out = [parts[0]]
    for part in parts[1:]:
        player = ord(part[0]) - 48
        out.append(names[player] if names else "player %d" % (player + 1))
        out.append(part[1:])
    return "".join(out)


def _brief(actions):
    """The legal actions for an error message, cut short so a message never gets huge."""
    if len(actions) > 12:
        return "%s ... (%d in all)" % (actions[:12], len(actions))
    return str(actions)


class State:
    """Base of every game state.

    A subclass sets the class attribute `GAME` (its module's GAME dict) and implements:
      _current_player()            -> player index, CHANCE or TERMINAL
      _legal_actions()             -> sorted list of distinct ints >= 0 (decision nodes only)
      _chance_outcomes()           -> [(action, weight)] sorted by action (chance nodes only)
        Both are asked for once per state and kept until the next action: return a new
        list, one the game will not change later.
      _apply_action(a)             -> mutate the state; `a` is already known to be legal
      _action_to_string(a, viewer) -> label of a legal action as `viewer` sees it
                                      (None: everything, PUBLIC, or a player index),
                                      naming a player p by who(p), never by a number
      _scores()                    -> list of ints, one per player
      _observation(viewer)         -> dict of plain data (see observation())
    and may override:
      _winners()                   -> at terminal: winners after the game's tie-breaks;
                                      [] when the game beat everyone (a solo game lost)
      _resample_hidden(player, rng) -> replace what `player` cannot know with a consistent guess

    State fields must be plain data: ints, strings, None, tuples of immutables, and lists,
    dicts and bytearrays of those (clone() deep-copies exactly these). Never let a result
    depend on dict or set iteration order: it differs between MicroPython and CPython.
    """

    GAME = {}  # type: dict  # the module's GAME: name, min_players, max_players, max_game_length
    OPTIONS = {}  # type: dict  # the game's options: name -> the values it may take
    # Observation keys that only repeat values another key holds, masked alike (a pile's top
    # beside the pile): undo's check for a reveal leaves them out (ruling U1).
    REPEATS = ()  # type: tuple

    def __init__(self, num_players, options=None):
        game = self.GAME
        if type(num_players) is not int or not (
            game["min_players"] <= num_players <= game["max_players"]
        ):
            raise ValueError(
                "%s takes %d to %d players, not %s"
                % (game["name"], game["min_players"], game["max_players"], shown(num_players))
            )
        self.num_players = num_players
        self.options = options or {}
        self._history = History()
        # serialize()'s text up to the action list: fixed for the game, so made once
        pairs = [[key, self.options[key]] for key in sorted(self.options)]
        self._serial_head = json.dumps([SERIAL_VERSION, game["name"], num_players, pairs])[:-1]
        # The legal actions (and at a chance node the outcomes) until the next action, made
        # on first demand: labels (every legal action, for every viewer), the legality check
        # and the caller all ask again for the same state. Kept by core only, never changed
        # in place; apply_action() drops them.
        self._kept_legal = None  # type: list | None
        self._kept_outcomes = None  # type: list | None
        # What undo may take back ("taking back", below), for no player until keep_undo()
        # names some; None in a copy made for looking ahead (clone_for): never taken back.
        self._undo = [CHANCE, 0, None, 0, 0, None, 0]  # type: list | None

    # ---- the contract -------------------------------------------------------------------

    def current_player(self):
        return self._current_player()

    def is_terminal(self):
        return self._current_player() == TERMINAL

    def legal_actions(self):
        """The legal actions, sorted: a new list, the caller's to keep or change."""
        return self._legal_now()[:]

    def chance_outcomes(self):
        """[(action, weight)] at a chance node: a new list (of shared, immutable pairs)."""
        if self._current_player() != CHANCE:
            raise ValueError("not a chance node: player %d is to move" % self._current_player())
        self._legal_now()  # keeps the outcomes too
        return list(self._kept_outcomes or ())

    def chance_action(self, rng):
        """A chance outcome drawn with its probability (rng.weighted) from the outcomes core
        keeps, not from a copy: what a bot does at every chance node of every rollout."""
        if self._current_player() != CHANCE:
            raise ValueError("not a chance node: player %d is to move" % self._current_player())
        self._legal_now()  # keeps the outcomes too
        return rng.weighted(self._kept_outcomes)

    def apply_action(self, action):
        """Apply a legal action; anything else raises ValueError and changes nothing."""
        self._check_legal(action)
        undo = self._undo
        if undo is not None:
            self._run_for(undo)
        self._apply_action(action)
        self._kept_legal = None
        self._kept_outcomes = None
        self._history.append(action)
        if undo is not None and undo[2] is not None and self._current_player() != undo[0]:
            undo[2] = undo[5] = None  # the turn passed: the run's copy and masks, of no use now

    def action_to_string(self, action, viewer=None, names=None):
        """Short human label of a legal action, as `viewer` may see it; a player is named
        names[player] ("player 1" for player 0 unless the reader says otherwise: the table
        names the seat a player sits at)."""
        self._check_viewer(viewer)
        self._check_legal(action)
        return named(self._action_to_string(action, viewer), names)

    def scores(self):
        return list(self._scores())

    def winners(self):
        """Winning player indices after the game's tie-breaks; [] while the game goes on,
        and [] at the end when nobody won (only a solo game can beat its one player)."""
        if not self.is_terminal():
            return []
        return list(self._winners())

    def history(self):
        """The actions applied so far, chance included, as a new list."""
        return self._history.actions()

    def history_length(self):
        """len(history()) without copying the history."""
        return len(self._history)

    def history_slice(self, start, size):
        """history()[start:start + size] without copying the whole history (a game's record is
        written so, a few dozen actions at a time: table/records.py)."""
        out = []
        history = self._history
        end = min(start + size, history.count)
        while start < end:
            chunk = history.chunks[start // _CHUNK]
            at = start % _CHUNK
            piece = chunk[at : at + end - start]
            out.extend(piece)
            start += len(piece)
        return out

    def observation(self, viewer=None):
        """A dict of plain data. viewer None: everything (tests and debugging);
        a player index: only what that player may know; PUBLIC: what everyone may know.

        Hidden parts are masked with None (or the whole hidden sub-tree is None), so every
        view is the full observation with some leaves set to None.
        """
        self._check_viewer(viewer)
        return self._observation(viewer)

    def clone(self):
        # The copy shares the legal actions made so far: core never changes them in place.
        twin = self._twin(self._history.copy())
        twin._kept_legal = self._kept_legal
        twin._kept_outcomes = self._kept_outcomes
        twin._undo = _copy(self._undo)  # shares the run's first state: undo never changes it
        return twin

    def clone_for(self, player, rng):
        """A copy consistent with everything `player` knows, the rest resampled with `rng`.

        Bots search on this instead of the true state, so they never peek at hidden cards.
        The copy is for looking ahead only: its history is not a real game's. It starts
        empty (the actions the copy plays are all it holds): a bot makes a copy per
        candidate move, and copying a long game's history for each is the biggest part of
        a copy, and of the heap a bot's search churns through.
        """
        self._check_viewer(player)
        twin = self._twin(History())
        twin._resample_hidden(player, rng)
        return twin

    def _twin(self, history):
        """A deep copy of the state's fields (see _copy), with `history` as its history, no
        legal actions made yet, and nothing kept for undo (None: a look-ahead copy's play is
        never taken back, and never pays for a copy of its own)."""
        twin = object.__new__(type(self))
        fields = self.__dict__
        for name in fields:
            if name == "_history":
                setattr(twin, name, history)
            elif name == "_kept_legal" or name == "_kept_outcomes" or name == "_undo":
                setattr(twin, name, None)
            else:
                setattr(twin, name, _copy(fields[name]))
        return twin

    def serialize(self):
        """The game as (name, players, options, action list): the save file and the replay.
        JSON, exactly json.dumps([version, name, players, options, actions])."""
        parts = []  # type: list[str]
        self.write_serialized(parts.append)
        return "".join(parts)

    def write_serialized(self, write):
        """serialize()'s text in pieces, write(piece) for each, none longer than about 250
        characters: a save can go to the flash without the whole text in one block.

        Two small blocks a piece (a tuple of its actions, the piece), not a string per
        action: the conformance suite serializes about 12 times a step.
        """
        write(self._serial_head)  # the list left open for the actions
        write(", [")
        history = self._history
        count = len(history)
        row = _FIRST_ROW
        for start in range(0, count, _SERIAL_CHUNK):
            size = count - start
            if size >= _SERIAL_CHUNK:
                size = _SERIAL_CHUNK
                write(row % tuple(history.piece(start, size)))
            else:  # the last, short piece: its format cut to its length
                cut = row[: len(row) - 4 * (_SERIAL_CHUNK - size)]
                write(cut % tuple(history.piece(start, size)))
            row = _NEXT_ROW
        write("]]")

    # ---- taking back: undo as Board Game Arena rules it (ruling U1) ------------------------
    # _undo is the run's record (engines/undo.py says its fields), kept here as actions are
    # applied; the judging and the taking back are engines/undo.py's, loaded only when asked.

    def keep_undo(self, players):
        """The players who may take back (the table's people: bots never undo): only their runs
        keep a copy of the state. None may until this names them, so a game of bots, a demo,
        a replay or a resume pays nothing for undo; names given in the middle of a run are
        kept from its start (replayed once, when undo is first asked of it)."""
        undo = self._undo
        if undo is not None:
            keep = 0
            for player in players:
                keep |= 1 << player
            undo[6] = keep

    def undoable(self):
        """How many of the last actions the player to move may take back (ruling U1): their
        own, since their decision began, none before a chance outcome, none before an action
        that showed anyone (or the public) what they could not see before. 0 when none."""
        undo = self._undo
        if undo is None:
            return 0
        player = undo[0]
        if player < 0 or not undo[6] >> player & 1 or self._current_player() != player:
            return 0
        from engines import undo as taking_back  # loaded only when a person may take back

        return taking_back.undoable(self, undo)

    def undo(self):
        """Take back the last action: the state, every viewer's observation and the history
        are exactly as they were before it. ValueError, and nothing changes, unless
        undoable() allows it."""
        if not self.undoable():
            raise ValueError(
                "%s: no action to take back (player %d to move)"
                % (self.GAME["name"], self._current_player())
            )
        from engines import undo as taking_back

        taking_back.undo(self, self._undo)

    def _look_copy(self):
        """A copy of the state as it is now, with no history of its own (undo's)."""
        return self._twin(History())

    def _viewers(self):
        """Every viewer: the public, then each player (undo's check for a reveal)."""
        return [PUBLIC] + list(range(self.num_players))

    def _run_for(self, undo):
        """The undo record as the action about to be applied makes it: a chance outcome closes
        the run; a decision by another player than the run's opens theirs."""
        player = self._current_player()
        if player < 0:
            if undo[0] >= 0:
                undo[0] = CHANCE
                undo[2] = undo[5] = None
        elif undo[0] != player:
            undo[0] = player
            undo[1] = self._history.count
            undo[2] = self._look_copy() if undo[6] >> player & 1 else None
            undo[3] = -1
            undo[5] = None

    # ---- the hooks a game writes ----------------------------------------------------------

    def _current_player(self):
        raise NotImplementedError

    def _legal_actions(self):
        raise NotImplementedError

    def _chance_outcomes(self):
        raise NotImplementedError

    def _apply_action(self, action):
        raise NotImplementedError

    def _action_to_string(self, action, viewer):
        raise NotImplementedError

    def _scores(self):
        raise NotImplementedError

    def _observation(self, viewer):
        raise NotImplementedError

    # ---- defaults for the optional hooks ------------------------------------------------

    def _winners(self):
        scores = self._scores()
        best = max(scores)
        return [p for p in range(self.num_players) if scores[p] == best]

    def _resample_hidden(self, player, rng):
        """Games with hidden information override this; a perfect-information game has none."""

    # ---- checks shared by the contract --------------------------------------------------

    def _legal_now(self):
        """The legal actions as core keeps them (see __init__): never hand this list out."""
        legal = self._kept_legal
        if legal is None:
            player = self._current_player()
            if player == TERMINAL:
                legal = []
            elif player == CHANCE:
                outcomes = self._kept_outcomes = self._chance_outcomes()
                legal = [action for action, _ in outcomes]
            else:
                legal = self._legal_actions()
            self._kept_legal = legal
        return legal

    def _check_legal(self, action):
        if type(action) is not int:
            raise ValueError("an action is an int, not %s" % shown(action))
        legal = self._legal_now()
        if action not in legal:
            raise ValueError(
                "illegal action %s in %s (player %d to move); legal: %s"
                % (shown(action), self.GAME["name"], self._current_player(), _brief(legal))
            )

    def _check_viewer(self, viewer):
        if viewer is None or viewer == PUBLIC:
            return
        if type(viewer) is not int or not (0 <= viewer < self.num_players):
            raise ValueError(
                "no such viewer %r: use None, PUBLIC or 0..%d" % (viewer, self.num_players - 1)
            )


def entry_points(state_class):
    """A game module's new_game and deserialize, made from its State class:

        new_game, deserialize = core.entry_points(TycoonState)

    new_game(num_players, **options) refuses an option the class's OPTIONS does not list,
    or a value it does not allow, with ValueError; deserialize(text) replays a serialize().
    """
    game = state_class.GAME
    rules = state_class.OPTIONS

    def new_game(num_players, **options):
        for key in sorted(options):
            if key not in rules:
                if not rules:
                    raise ValueError(
                        "%s has no options, got %s"
                        % (game["name"], shown(", ".join(sorted(options))))
                    )
                raise ValueError(
                    "%s has no option %s; its options: %s"
                    % (game["name"], shown(key), ", ".join(sorted(rules)))
                )
            if options[key] not in rules[key]:
                raise ValueError(
                    "%s option %s is one of %r, not %s"
                    % (game["name"], key, rules[key], shown(options[key]))
                )
        return state_class(num_players, options)

    def deserialize_game(text, start=0):
        # Resuming a save is done once, at boot: its reader loads for that (and the table
        # drops it again), instead of sitting in every game's heap.
        from engines import replay

        return replay.deserialize(new_game, game, text, start)

    return new_game, deserialize_game
