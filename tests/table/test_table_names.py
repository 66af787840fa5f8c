"""A name a seat's phone gives it (App.name_seat, issue 26): the log, the labels and every
seat view say it instead of "seat N"; it is kept with the game's save through a power cut; a
name too long, with a control character or another seat's is refused (the phone's check,
companion.checked_name); a game begun with a bot or nobody at a seat forgets that seat's
name."""

from support import table_fakes
from support.expect import raises
from support.table_rig import Rig
from table.web.companion import checked_name

# A VM each: the phone's code (companion, the seat views) that a test loads stays in the
# VM's heap for the next, where a Pico that boots again after a power cut holds none of it.
ISOLATE = True


def _named_game():
    """dice_duel with people at seats 1 and 3 and a bot at seat 2, seat 3 named "Anna"."""
    rig = Rig(seed=5, games=table_fakes.FixtureGames())
    rig.choose_game("dice_duel")
    rig.join(humans=(0, 2), bots=(1,))
    rig.app.name_seat(2, checked_name(rig.app.seat_names, 2, "  Anna "))  # spaces go
    return rig


def test_a_named_seat_is_called_by_its_name_in_the_log_and_every_seat_view():
    rig = _named_game()
    assert "seat 3 is Anna" in rig.last("named")["text"]
    rig.play_until(lambda r: any(e["text"].startswith("Anna ") for e in r.events("action")))
    for seat in (0, 2):
        scores = rig.seat_view(seat)["scores"]
        assert [entry["name"] for entry in scores] == ["seat 1", "seat 2", "Anna"]
    rig.play_until(lambda r: r.seen_event("over"))
    over = rig.last("over")["text"]
    assert "Anna" in over or "seat 1" in over or "seat 2" in over  # the winner, by name
    assert "seat 3 wins" not in over


def test_a_name_survives_a_power_cut_with_the_games_save():
    rig = _named_game()
    rig.play_until(lambda r: r.counts.get("action", 0) >= 3)
    rig.power_cut()
    rig.play_until(lambda r: r.seen_event("resume"))
    assert "seat 3 (Anna) human" in rig.last("resume")["text"]
    assert [entry["name"] for entry in rig.seat_view(0)["scores"]] == ["seat 1", "seat 2", "Anna"]


def test_a_bad_name_is_refused_and_a_good_one_may_hold_any_printable_character():
    rig = _named_game()
    names = rig.app.seat_names
    for bad in ("Anna", "ANNA", "Seat 2", "thirteen char", "tab\there", "bell\x07", "del\x7f"):
        raises(ValueError, checked_name, names, 0, bad)
    raises(ValueError, checked_name, names, 2, "x" * 13)
    assert checked_name(names, 0, "seat 1") == "seat 1"  # its own label is no one else's
    rig.app.name_seat(0, checked_name(names, 0, "Tom & <Jo>"))  # twelve printable characters
    assert rig.seat_view(2)["scores"][0]["name"] == "Tom & <Jo>"


def test_the_next_game_keeps_a_persons_name_and_forgets_a_seat_now_a_bot():
    rig = _named_game()
    rig.app.name_seat(0, "Tom")
    rig.play_until(lambda r: r.seen_event("over"))
    rig.press(0, 1)  # confirm: back to the game select
    rig.choose_game("dice_duel")
    rig.join(humans=(2,), bots=(0,))
    assert rig.app.seat_names[:3] == ["", "", "Anna"]
