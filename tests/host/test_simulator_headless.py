"""make sim's headless mode: each game played to the end on the simulated pins (bots only,
seeded), the final scores and the one-line summary; a scripted run; clear script errors.

Each run is a subprocess: the simulator puts the simulated board in place of `machine`,
which must not leak into the other tests' process."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SUMMARY = re.compile(
    r"^summary: game=(\w+) players=(\d+) seed=(\d+) actions=(\d+) winner=(seat\d(,seat\d)*) "
    r"virtual=\d+s$",
    re.M,
)


def simulator(*args, timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "host_tools.simulator", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def final_scores(output):
    line = [x for x in output.splitlines() if x.startswith("final scores: ")][0]
    return re.findall(r"seat (\d) \(([a-z, ]+)\) (-?\d+)", line)


@pytest.mark.parametrize(
    "game, players",
    [("tycoon", 3), ("scream_machine", 3), ("scream_park", 2), ("scream", 3)],
)
def test_headless_plays_each_game_to_the_end_with_bots_and_prints_scores_and_summary(
    game, players
):
    done = simulator("--headless", "--game", game, "--players", str(players), "--seed", "11")
    assert done.returncode == 0, done.stderr
    summary = SUMMARY.search(done.stdout)
    assert summary, done.stdout
    assert summary.group(1) == game
    assert summary.group(2) == str(players)
    assert summary.group(3) == "11"
    assert int(summary.group(4)) > 20
    scores = final_scores(done.stdout)
    assert [int(seat) for seat, _, _ in scores] == list(range(1, players + 1))
    # bots only: the table's bots, and seat 1 (a person must start a game) on autopilot
    assert scores[0][1] == "human, autopilot"
    assert all(kind == "bot" for _, kind, _ in scores[1:])


def test_a_seed_replays_the_same_game():
    runs = [simulator("--headless", "--game", "scream_park", "--seed", "4") for _ in range(2)]
    assert runs[0].returncode == 0, runs[0].stderr
    assert runs[0].stdout == runs[1].stdout


def test_a_scripted_run_selects_joins_starts_and_plays_through_the_buttons(tmp_path):
    script = tmp_path / "opening.txt"
    script.write_text(
        "# Tycoon, seat 1 a person, seat 2 a bot\n"
        "select tycoon\n"
        "q 2     # join, and a bot beside\n"
        "Q       # hold confirm: start\n"
        "until start\n"
        "turn 1 1 q   # seat 1's first decision: the second choice\n"
        "turn 1 q\n"
    )
    done = simulator("--headless", "--seed", "5", "--script-file", str(script))
    assert done.returncode == 0, done.stderr
    summary = SUMMARY.search(done.stdout)
    assert summary and summary.group(1) == "tycoon" and summary.group(2) == "2"
    assert [kind for _, kind, _ in final_scores(done.stdout)] == ["human, autopilot", "bot"]


def test_headless_through_make_sim():
    done = subprocess.run(
        ["make", "-s", "sim", "ARGS=--headless --game scream --players 2 --seed 3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert SUMMARY.search(done.stdout).group(1) == "scream"


def test_a_script_waiting_for_a_seat_while_another_decides_fails_at_once_naming_it():
    done = simulator(
        "--headless",
        "--seed",
        "5",
        "--script",
        "select scream_machine q 2 e Q until start turn 1 turn 3",
        timeout=30,
    )
    assert done.returncode == 2
    assert "turn 1: seat 3 has a decision to make" in done.stderr


def test_a_script_that_never_starts_a_game_says_where_it_left_the_table():
    done = simulator("--headless", "--script", "1 q", timeout=30)
    assert done.returncode == 1
    assert "no game started" in done.stderr and "join screen" in done.stderr


def test_bad_options_are_named():
    done = simulator("--headless", "--game", "chess", timeout=30)
    assert done.returncode == 2 and "--game chess" in done.stderr
    done = simulator("--headless", "--script", "1 z", timeout=30)
    assert done.returncode == 2 and "'z' is not a seat key" in done.stderr


def test_a_config_that_does_not_import_shows_the_error_pattern_and_a_config_error_line(
    tmp_path,
):
    bad = tmp_path / "bad.py"
    bad.write_text("LED_COUNT = 122\nNEOPIXEL_PIN = GP16\n")
    done = simulator("--headless", "--game", "tycoon", "--verbose", "--config", str(bad))
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr + done.stdout
    assert "config_error bad.py: line 2: NameError" in done.stdout, done.stdout
    assert "the table shows its error pattern: bad.py: line 2: NameError" in done.stderr
    # the LEDs, as the simulator draws them: the pattern on boot's stand-in chain
    script = (
        "import sys; sys.path.insert(0, 'tests')\n"
        "from host_tools.simulator import pico\n"
        "from support.config_errors import pattern_shown\n"
        "table = pico.boot_table(pico.load_config(%r), pacing='fast')\n"
        "print(pattern_shown(table, 16, count=8))\n" % str(bad)
    )
    shown = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert shown.stdout.strip() == "True", shown.stderr
