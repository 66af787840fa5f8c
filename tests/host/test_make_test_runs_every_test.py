"""make test runs every test folder: its pytest suites are split across jobs by folder
(Makefile), so a new folder or a test file at the top of tests/ must be named there."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE_PYTEST = {"micropython_only"}  # tests/run_micropython.py runs these


def test_every_folder_of_tests_is_in_one_of_make_tests_pytest_runs():
    makefile = (ROOT / "Makefile").read_text()
    named = set(re.findall(r"pytest -q ((?:tests/\w+ ?)+)", makefile))
    folders = {part for run in named for part in run.split()}
    with_tests = {
        "tests/" + path.parent.name
        for path in (ROOT / "tests").glob("*/test_*.py")
        if path.parent.name not in OUTSIDE_PYTEST
    }
    assert with_tests <= folders, with_tests - folders
    assert not list((ROOT / "tests").glob("test_*.py"))  # none at the top, outside every run
