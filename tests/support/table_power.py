"""Power cuts for the table tests on the rig (tests/support/table_rig.py): a scripted human
play that is the same after every reboot, and playing on until the flash loses power. Apart
from the rig so that the whole-game tests do not load them (the VM's heap holds all code)."""

from engines.rng import Rng


def opening(rig, open_game):
    """A callable that opens the game on this rig (for play_until_cut)."""

    def open_it():
        open_game(rig)

    return open_it


class Script:
    """The human seats' play: a fixed sequence of choices, the same after every reboot."""

    def __init__(self, seed):
        self.rng = Rng(seed)

    def choose(self, rig, seat, prompt):
        return self.rng.below(prompt[1])


def over(rig):
    return rig.seen_event("over")


def last_done(rig):
    """The number of the last action the log announced; -1 if the game was not announced."""
    last = rig.last("action")
    if last is not None:
        return last["n"]
    return 0 if rig.seen_event("start") else -1


def play_until_cut(rig, choose, opening=None):
    """(Run opening() and) play on until the flash loses power (fakefs.PowerCut); the
    boundary it failed at (": write /midway/game.tmp"), or None if the game ended first."""
    import fakefs

    try:
        if opening is not None:
            opening()
        rig.play_until(over, choose)
    except fakefs.PowerCut:
        return ": " + rig.fs.journal[-1]
    return None


def expected_resume(cut, done):
    """The action a reboot resumes at: the last complete save, the one the log announced.
    Only the very first save, cut after all its bytes were on the flash, counts although
    unannounced (with no save beside it, hal.storage finishes its rename at boot)."""
    if done >= 0:
        return done
    for unfinished in (": mkdir ", ": open ", ": write "):
        if unfinished in cut:
            return done
    return 0
