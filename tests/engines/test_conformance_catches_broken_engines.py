"""The conformance suite is only worth something if it fails: break the fixture on purpose
(each way the issue names) and see a failure that names the game, the seed and the step."""

from engines import core, replay
from support import conformance, fixture_game
from support.expect import raises


class _Module:
    """A stand-in game module around a broken state class."""

    def __init__(self, state_class, name):
        self.GAME = dict(fixture_game.GAME)
        self.GAME["name"] = name
        state_class.GAME = self.GAME
        self.state_class = state_class

    def new_game(self, num_players, **options):
        return self.state_class(num_players)

    def deserialize(self, text):
        return replay.deserialize(self.new_game, self.GAME, text)


def _failure(state_class, name):
    module = _Module(state_class, name)
    err = raises(conformance.ContractBroken, conformance.run, module, 3)
    message = str(err)
    assert message.startswith(name + ", 2 players, seed 1, step "), message
    return message


class _MutatesBeforeValidating(fixture_game.DiceDuelState):
    def apply_action(self, action):
        self.turn += 1
        core.State.apply_action(self, action)


class _DuplicateLabels(fixture_game.DiceDuelState):
    def _action_to_string(self, action, viewer):
        if action >= fixture_game.KEEP:
            return "player %d decides" % self.turn
        return fixture_game.DiceDuelState._action_to_string(self, action, viewer)


class _NeverTerminates(fixture_game.DiceDuelState):
    def _apply_action(self, action):
        fixture_game.DiceDuelState._apply_action(self, action)
        if self.turn >= self.num_players:
            self.turn = 0
            self.rerolled = [False] * self.num_players


class _SerializeDropsTheHiddenCard(fixture_game.DiceDuelState):
    def serialize(self):
        full = self._history
        self._history = core.History()
        for action in full.actions():
            if action >= fixture_game.ROLL:
                self._history.append(action)
        try:
            return fixture_game.DiceDuelState.serialize(self)
        finally:
            self._history = full


class _LeaksTheHiddenCard(fixture_game.DiceDuelState):
    def _observation(self, viewer):
        return fixture_game.DiceDuelState._observation(self, None)


def test_suite_passes_the_honest_fixture():
    assert conformance.run(fixture_game, 3) > 0


def test_suite_catches_mutation_before_validation():
    assert "changed the state" in _failure(_MutatesBeforeValidating, "mutator")


def test_suite_catches_duplicate_labels():
    assert "share the label" in _failure(_DuplicateLabels, "dupes")


def test_suite_catches_a_game_that_never_ends():
    message = _failure(_NeverTerminates, "endless")
    assert "step 15: the game did not end within max_game_length=15" in message


def test_suite_catches_a_serialize_that_drops_the_hidden_card():
    assert "deserialize(serialize())" in _failure(_SerializeDropsTheHiddenCard, "forgetful")


def test_suite_catches_an_observation_that_leaks_the_hidden_card():
    assert "observes a difference" in _failure(_LeaksTheHiddenCard, "leaky")


def test_suite_catches_player_counts_outside_the_declared_range():
    class Lenient(fixture_game.DiceDuelState):
        def __init__(self, num_players, options=None):
            fixture_game.DiceDuelState.__init__(self, 2)

    module = _Module(Lenient, "lenient")
    err = raises(conformance.ContractBroken, conformance.run, module, 1)
    assert "new_game(1) should raise ValueError" in str(err)
