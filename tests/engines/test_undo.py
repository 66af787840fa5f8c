"""Undo as the engine contract decides it (ruling U1), on a tiny test-only game: a player's
own steps since their decision began come back one by one, exactly; nothing comes back past
chance, another player's action, or anything that showed someone a value."""

from engines import core
from support.expect import raises

DEAL = 0  # chance: actions 1..3 put that card in the box, face down
MARK = 10  # a public mark: shows nothing
PEEK = 11  # player 0 looks in the box
SHOW = 12  # the box is turned face up for everyone
TIDY = 13  # the copy of the box's card on top is put away: the card stays in the box
PASS = 14  # the other player's turn; after both: chance rolls a die (21..26), then again
ROLL = 20


class PeekState(core.State):
    """Two players take turns marking, peeking in a box, showing it, tidying its copy."""

    GAME = {"name": "peek", "min_players": 2, "max_players": 2, "max_game_length": 40}
    REPEATS = ("top",)  # type: tuple

    def __init__(self, num_players, options=None):
        core.State.__init__(self, num_players, options)
        self.box = 0
        self.top = True  # the box's card repeated on top of it
        self.peeked = False
        self.shown = False
        self.marks = 0
        self.turn = 0
        self.passes = 0
        self.die = 0

    def _current_player(self):
        if not self.box or self.passes == 2:
            return core.CHANCE
        return core.TERMINAL if self.die else self.turn

    def _chance_outcomes(self):
        if not self.box:
            return [(card, 1) for card in (1, 2, 3)]
        return [(ROLL + face, 1) for face in range(1, 7)]

    def _legal_actions(self):
        legal = [MARK]
        if self.turn == 0 and not self.peeked:
            legal.append(PEEK)
        if not self.shown:
            legal.append(SHOW)
        if self.top:
            legal.append(TIDY)
        return legal + [PASS]

    def _apply_action(self, action):
        if action < MARK:
            self.box = action
        elif action > ROLL:
            self.die = action - ROLL
            self.passes = 0
        elif action == MARK:
            self.marks += 1
        elif action == PEEK:
            self.peeked = True
        elif action == SHOW:
            self.shown = True
        elif action == TIDY:
            self.top = False
        else:
            self.turn = 1 - self.turn
            self.passes += 1

    def _action_to_string(self, action, viewer):
        return "action %d" % action

    def _scores(self):
        return [self.marks, self.die]

    def _observation(self, viewer):
        sees = viewer is None or self.shown or (viewer == 0 and self.peeked)
        card = self.box if sees else None
        return {
            "box": card,
            "top": card if self.top else None,
            "marks": self.marks,
            "turn": self.turn,
            "die": self.die,
        }


new_game, deserialize = core.entry_points(PeekState)


class NoRepeatsState(PeekState):
    REPEATS = ()


def _views(state):
    return [state.serialize()] + [state.observation(v) for v in (None, core.PUBLIC, 0, 1)]


def _dealt(*actions, state_class=PeekState):
    state = state_class(2)
    state.keep_undo([0, 1])  # both players are people
    state.apply_action(2)
    for action in actions:
        state.apply_action(action)
    return state


def test_a_player_takes_back_their_own_steps_one_by_one_exactly():
    state = _dealt()
    start = _views(state)
    state.apply_action(MARK)
    once = _views(state)
    state.apply_action(MARK)
    assert state.undoable() == 2
    state.undo()
    assert _views(state) == once and state.undoable() == 1
    state.undo()
    assert _views(state) == start and state.undoable() == 0
    assert state.history() == [2] and state.legal_actions() == [MARK, PEEK, SHOW, TIDY, PASS]


def test_nothing_is_taken_back_past_a_chance_outcome():
    state = _dealt()
    assert state.undoable() == 0  # the deal
    state.apply_action(MARK)
    state.apply_action(PASS)
    state.apply_action(PASS)
    state.apply_action(ROLL + 4)
    assert state.is_terminal() and state.undoable() == 0


def test_another_players_action_is_never_taken_back_nor_a_turn_passed():
    state = _dealt(MARK, PASS)
    assert state.current_player() == 1 and state.undoable() == 0
    state.apply_action(MARK)
    state.apply_action(MARK)
    assert state.undoable() == 2
    state.undo()
    state.undo()
    assert state.current_player() == 1 and state.undoable() == 0
    assert state.history() == [2, MARK, PASS]


def test_a_peek_can_not_be_taken_back_nor_anything_before_it():
    state = _dealt(MARK, PEEK)
    assert state.undoable() == 0
    state.apply_action(MARK)
    assert state.undoable() == 1  # what came after the peek may go
    state.undo()
    assert state.observation(0)["box"] == 2 and state.undoable() == 0


def test_showing_the_card_to_the_public_can_not_be_taken_back():
    state = _dealt(PEEK, PASS, MARK, SHOW)
    assert state.current_player() == 1 and state.undoable() == 0  # player 1 saw it


def test_a_refused_undo_raises_value_error_and_changes_nothing():
    for state in (_dealt(), _dealt(PEEK), _dealt(MARK, PASS)):
        before = _views(state)
        err = raises(ValueError, state.undo)
        assert "no action to take back" in str(err)
        assert _views(state) == before


def test_putting_away_a_repeated_copy_is_no_reveal_where_the_game_says_it_repeats():
    assert _dealt(TIDY).undoable() == 1
    # Undeclared, the copy going away is a value masked fewer times: maybe shown, so kept.
    assert _dealt(TIDY, state_class=NoRepeatsState).undoable() == 0


def test_a_resumed_game_takes_back_what_it_could_before_the_power_cut():
    state = _dealt(MARK, PEEK, MARK, MARK)
    again = deserialize(state.serialize())
    assert again.undoable() == 0  # until the table names its people again
    again.keep_undo([0, 1])
    assert again.undoable() == state.undoable() == 2
    again.undo()
    state.undo()
    assert _views(again) == _views(state)


def test_a_copy_takes_back_on_its_own_and_a_look_ahead_copy_never():
    from engines.rng import Rng

    state = _dealt(MARK, MARK)
    copy = state.clone()
    copy.undo()
    assert state.undoable() == 2 and copy.undoable() == 1
    look = state.clone_for(0, Rng(1))
    assert look.undoable() == 0
    raises(ValueError, look.undo)
    look.apply_action(MARK)
    assert look.undoable() == 0  # a bot's look-ahead keeps nothing to take back


def test_only_the_players_kept_for_undo_may_take_back():
    nobody = PeekState(2)  # a new game keeps undo for nobody: a game of bots pays nothing
    nobody.apply_action(2)
    nobody.apply_action(MARK)
    assert nobody.undoable() == 0
    state = _dealt()
    state.keep_undo([1])  # the table keeps its people's: player 0 is a bot here
    state.apply_action(MARK)
    assert state.undoable() == 0
    raises(ValueError, state.undo)
    state.apply_action(PASS)
    state.apply_action(MARK)
    assert state.undoable() == 1
    state.keep_undo([0])
    assert state.undoable() == 0
    late = _dealt()
    late.keep_undo([])
    late.apply_action(MARK)
    late.keep_undo([0])  # kept from now: the run under way is replayed for it
    assert late.undoable() == 1
    late.undo()
    assert _views(late) == _views(_dealt())
