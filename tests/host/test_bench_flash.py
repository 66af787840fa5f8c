"""The bench's flash family (host_tools/bench/flash.py): a whole game's changes to the
simulated flash logged on the VM and played again on the Pico's LittleFS, the bytes its saves
and its record write and the blocks they erase, the games until the flash wears out, and
docs/PERFORMANCE.md's "Flash wear" section made and judged from bench.json's own figures."""

import copy
import json

import pytest

from host_tools.bench import budgets, flash, markdown, paths, runner, verdicts

FIRMWARE = [("main.py", bytes(9000)), ("lib/engine.mpy", bytes(30000))]  # a stand-in


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    """The shortest game the bench plays: Scream Park alone, on the VM from source."""
    folder = tmp_path_factory.mktemp("flash")
    return flash.play(runner.source_form(), "scream_park", 1, 1, folder, heap="1M")


def test_a_games_saves_and_its_record_are_counted_apart(game):
    assert game["actions"] > 50
    # a save after every action, each a new file renamed over the last
    saves = [op for op in game["ops"] if op[0] == "r" and op[2].endswith("midway/game")]
    assert len(saves) >= game["actions"]
    assert game["save_bytes"] > 100 * game["actions"]
    # one record, the first in its file: its line and the file's headers
    assert game["record_line"] < game["record_bytes"] < game["record_line"] + 100
    assert game["records_kept"] == 20


def test_a_record_into_a_full_file_rewrites_every_kept_game(game):
    row = flash.per_game([game], FIRMWARE, repeats=2)
    extra = row["record_bytes_full"] - row["record_bytes_first"]
    assert extra == int(19 * game["record_line"])
    # a save erases about a block (its data's, or its share of the folder's metadata); the
    # record's writes erase a few
    assert game["actions"] / 2 < row["erases"] < 2 * game["actions"]
    assert 0 < row["record_erases"] < row["erases"] / 5
    assert row["record_programmed"] >= row["record_bytes_full"]


def test_the_flash_lasts_its_endurance_over_the_blocks_that_wear(game):
    small = flash.wear([game], FIRMWARE, 256 * flash.BLOCK, games=6)
    big = flash.wear([game], FIRMWARE, 512 * flash.BLOCK, games=6)
    assert small["firmware_blocks"] == big["firmware_blocks"] >= 10  # a block a file, or more
    assert small["pool_blocks"] == 256 - small["firmware_blocks"]
    assert small["games_even"] == pytest.approx(
        budgets.FLASH_ENDURANCE * small["pool_blocks"] / small["erases_per_game"]
    )
    assert big["games_even"] > 1.9 * small["games_even"]  # twice the free blocks
    assert small["games_hottest"] <= small["games_even"]  # the hottest block wears first
    assert small["games_even_without_records"] > small["games_even"]
    assert small["years_even"] == small["games_even"] / (52 * budgets.GAMES_A_WEEKEND)


def _stored():
    """bench.json's results, as the last bench run wrote them."""
    return json.loads((paths.ROOT / "bench.json").read_text())


def test_the_flash_wear_section_is_written_and_judged_from_bench_json():
    results = _stored()
    assert "flash" in results, "bench.json has no flash figures: python -m host_tools.bench"
    text = markdown.document(dict(results, targets=verdicts.evaluate(results)))
    section = text.split("## Flash wear")[1].split("\n## ")[0]
    for game in ("tycoon", "scream_machine", "scream_park", "scream"):
        assert "| %s |" % game in section
    assert "Pico W (RPI_PICO_W)" in section and "W25Q16JV" in section
    (wear,) = [t for t in verdicts.evaluate(results) if t["name"] == "flash_wear_years"]
    assert wear["met"] is True and "RPI_PICO_W" in wear["figure"]


def test_a_flash_that_wears_out_within_the_years_asked_is_a_miss():
    results = _stored()
    worn = copy.deepcopy(results["flash"])
    for row in worn["wear"].values():
        row["years_even"] = row["years_hottest"] = budgets.FLASH_YEARS - 1
    (wear,) = [
        t for t in verdicts.evaluate(dict(results, flash=worn)) if t["name"] == "flash_wear_years"
    ]
    assert wear["met"] is False
    for row in worn["wear"].values():
        row["years_even"] = budgets.FLASH_YEARS + 1  # only the hottest block falls short
    (wear,) = [
        t for t in verdicts.evaluate(dict(results, flash=worn)) if t["name"] == "flash_wear_years"
    ]
    assert wear["met"] is None
