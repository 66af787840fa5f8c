"""The simulator's press scripts and options: the text format reads as docs/simulator.md says,
and --game/--players/--bots turn into the presses a player would make at boot."""

import pytest

from host_tools.simulator import options, script
from host_tools.simulator.script import ScriptError, Step


def test_seat_keys_are_wokwis_step_digits_and_confirm_letters_upper_case_holds():
    steps = script.parse("1 q 1 Q wait 500 6 Y")
    assert steps == [
        Step("press", 0, False),
        Step("press", 0, True),
        Step("press", 0, False),
        Step("press", 0, True, hold=True),
        Step("wait", ms=500),
        Step("press", 5, False),
        Step("press", 5, True, hold=True),
    ]


def test_hold_repeat_turn_until_select_and_comments_read_back_as_written():
    text = "select scream_park  # choose it\nw*2 hold 3 until start\nturn 2 wait 40"
    steps = script.parse(text)
    assert script.text(steps) == "select scream_park w w hold 3 until start turn 2 wait 40"
    assert script.parse(script.text(steps)) == steps


def test_a_game_name_may_use_a_dash():
    assert script.parse("select scream-machine") == [Step("select", name="scream_machine")]


@pytest.mark.parametrize(
    "text, named",
    [
        ("1 z", "'z'"),
        ("wait soon", "wait needs a number"),
        ("turn 7", "seats are 1 to 6"),
        ("select chess", "the games are"),
        ("q*x", "needs a number"),
        ("until", "needs something after it"),
    ],
)
def test_a_script_it_cannot_read_names_the_token(text, named):
    with pytest.raises(ScriptError) as error:
        script.parse(text)
    assert named in str(error.value)


def _plan(*argv):
    return options.plan(options.parser().parse_args(list(argv)))


def test_game_players_and_bots_become_the_opening_presses_a_player_would_make():
    plan = _plan("--game", "tycoon", "--players", "3", "--bots", "2,3")
    assert script.text(plan.opening) == "select tycoon q 2 3 Q until start"
    assert plan.autopilot == set()


def test_the_opening_joins_people_with_confirm_and_the_first_person_starts():
    plan = _plan("--game", "scream", "--players", "4", "--bots", "1,3")
    assert script.text(plan.opening) == "select scream 1 w 3 r W until start"


def test_all_bots_still_needs_a_person_to_start_so_the_autopilot_plays_seat_1():
    plan = _plan("--game", "scream_machine", "--bots", "all")
    assert script.text(plan.opening) == "select scream_machine q 2 3 Q until start"
    assert plan.autopilot == {0}


def test_headless_without_a_script_plays_bots_only_by_default():
    plan = _plan("--headless", "--game", "scream_park", "--players", "2")
    assert script.text(plan.opening) == "select scream_park q 2 Q until start"
    assert plan.autopilot == {0}


def test_players_default_to_the_games_least_and_out_of_range_is_refused():
    assert _plan("--game", "tycoon").players == 2
    assert _plan("--game", "scream_park").players == 1
    with pytest.raises(ScriptError, match="takes 3 to 6"):
        _plan("--game", "scream_machine", "--players", "2")
    with pytest.raises(ScriptError, match="seats are numbers 1 to 2"):
        _plan("--game", "tycoon", "--bots", "3")
    with pytest.raises(ScriptError, match="needs --game"):
        _plan("--bots", "2")
    with pytest.raises(ScriptError, match="needs --game or a script"):
        _plan("--headless")


def test_the_opening_comes_before_the_script():
    plan = _plan("--game", "scream", "--script", "turn 1 q")
    assert script.text(plan.opening + plan.script) == "select scream q w Q until start turn 1 q"
