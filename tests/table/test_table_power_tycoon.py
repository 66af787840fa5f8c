"""A Tycoon game cut by power failures mid-play resumes where it was (the dice duel in
test_table_power is cut at every write boundary; this is the real engine, a few times)."""

from engines import tycoon  # noqa: F401 - first: the biggest module compiles on an empty heap
from support.table_power import Script, expected_resume, last_done, play_until_cut
from support.table_rig import Rig


def test_a_tycoon_game_cut_mid_play_resumes_where_it_was():
    rig = Rig(seed=5)
    rig.choose_game("tycoon")
    rig.join(humans=(0, 3), bots=(4,))
    script = Script(4)
    for cut_number in range(3):
        rig.fs.cut_power_at(40 + 37 * cut_number)
        cut = play_until_cut(rig, script.choose)
        assert cut, "the game ended before the cut"
        done = last_done(rig)
        rig.forget_log()
        rig.power_cut()
        assert rig.last("resume")["n"] == expected_resume(cut, done), cut
    assert rig.app.saves.read()[1] == [1, 0, 0, 1, 2, 0]
