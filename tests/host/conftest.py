"""The host tests' shared browser: Debian's Chromium, headless, driven by Playwright, launched
once for every browser test of the run."""

import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "make setup installs Debian's chromium for these tests"
    with sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()
