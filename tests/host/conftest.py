"""The host tests' browser: Debian's Chromium, headless, driven by Playwright, launched once
for a module's browser tests. Not once a run: Playwright's sync API keeps an asyncio loop
running in this thread while it is open, and the simulator's tests run their own loop here."""

import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "make setup installs Debian's chromium for these tests"
    with sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()
