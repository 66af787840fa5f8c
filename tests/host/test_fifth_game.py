"""A fifth game is its own files: dropped into engines/ of a copy of Midway, with `make
catalog` run, it is offered by the game select, played through the table on the simulated
pins (the simulator's headless mode), and compiled by the build with its own size line. No
file outside the new engine is edited by hand."""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "support" / "fixture_game.py"  # dice_duel, the test-only game


def _copy_of_midway(to):
    """The firmware and the host tools as a contributor's checkout has them."""
    listed = subprocess.run(
        [
            "git",
            "ls-files",
            "--cached",
            "--others",
            "--exclude-standard",
            "firmware",
            "host_tools",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for name in listed:
        source = ROOT / name
        if source.is_file():
            (to / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, to / name)


def _run(where, *args):
    done = subprocess.run(
        [sys.executable, *args], cwd=where, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_a_game_dropped_into_engines_is_selected_played_and_built(tmp_path):
    _copy_of_midway(tmp_path)
    shutil.copyfile(FIXTURE, tmp_path / "firmware" / "engines" / "dice_duel.py")

    _run(tmp_path, "-m", "host_tools.catalog")
    catalog = (tmp_path / "firmware" / "engines" / "catalog.py").read_text()
    assert '("dice_duel", "Dice Duel", "cyan", 2, 3, None)' in catalog

    played = _run(
        tmp_path, "-m", "host_tools.simulator", "--headless", "--game", "dice_duel",
        "--players", "3", "--bots", "all", "--seed", "5",
    )  # fmt: skip
    assert re.search(r"^summary: game=dice_duel players=3 .* winner=seat\d", played, re.M), played
    assert re.search(r"^final scores: seat 1 .*, seat 2 .*, seat 3 ", played, re.M), played

    _run(tmp_path, "host_tools/build.py", "--out", str(tmp_path / "build"))
    assert (tmp_path / "build" / "engines" / "dice_duel.mpy").exists()
    sizes = json.loads((tmp_path / "build" / "sizes.json").read_text())
    assert sizes["games"]["dice_duel"] == sizes["modules"]["engines/dice_duel.mpy"]


def test_the_catalog_is_the_engines_own_game_facts():
    sys.path.insert(0, str(ROOT))
    from host_tools import catalog

    assert (ROOT / "firmware" / "engines" / "catalog.py").read_text() == catalog.render(
        catalog.games()
    ), "an engine's GAME changed: run `make catalog`"
