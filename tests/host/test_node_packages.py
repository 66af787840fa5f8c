"""The host tools' npm packages install once, whoever asks first, and a failed install is
never taken for a finished one (make test runs its suites side by side)."""

import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

from host_tools import node_packages

ROOT = Path(__file__).resolve().parents[2]

# A stand-in npm: slow, counts its runs, and fails when told to, leaving a half-made folder
FAKE_NPM = """#!/bin/sh
echo run >> "$FAKE_NPM_LOG"
mkdir -p node_modules/pkg
sleep 1
if [ -n "$FAKE_NPM_FAIL" ]; then exit 217; fi
echo '{}' > node_modules/pkg/package.json
"""

ASK = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from host_tools import node_packages
    modules = node_packages.install(Path(sys.argv[1]), Path(sys.argv[2]), "a test")
    assert (modules / "pkg" / "package.json").is_file(), "asked too early"
    """
)


def _setup(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    npm = bin_dir / "npm"
    npm.write_text(FAKE_NPM)
    npm.chmod(npm.stat().st_mode | stat.S_IEXEC)
    package = tmp_path / "package.json"
    package.write_text(json.dumps({"dependencies": {"pkg": "1.0.0"}}))
    log = tmp_path / "npm.log"
    env = dict(os.environ, PATH="%s:%s" % (bin_dir, os.environ["PATH"]), FAKE_NPM_LOG=str(log))
    env["PYTHONPATH"] = str(ROOT)
    return package, tmp_path / "home", log, env


def test_two_suites_asking_at_once_install_once_and_both_find_the_packages(tmp_path):
    package, home, log, env = _setup(tmp_path)
    asking = [
        subprocess.Popen([sys.executable, "-c", ASK, str(package), str(home)], env=env)
        for _ in range(3)
    ]
    assert [process.wait(timeout=60) for process in asking] == [0, 0, 0]
    assert log.read_text().split() == ["run"]


def test_an_install_that_failed_is_run_again_not_taken_as_installed(tmp_path):
    package, home, log, env = _setup(tmp_path)
    failing = dict(env, FAKE_NPM_FAIL="1")
    first = subprocess.run([sys.executable, "-c", ASK, str(package), str(home)], env=failing)
    assert first.returncode != 0
    assert (home / "node_modules" / "pkg").is_dir()  # the half-made folder npm left
    second = subprocess.run([sys.executable, "-c", ASK, str(package), str(home)], env=env)
    assert second.returncode == 0
    assert log.read_text().split() == ["run", "run"]


def test_a_changed_package_json_installs_again(tmp_path, monkeypatch):
    package, home, log, env = _setup(tmp_path)
    monkeypatch.setenv("PATH", env["PATH"])
    monkeypatch.setenv("FAKE_NPM_LOG", env["FAKE_NPM_LOG"])
    node_packages.install(package, home, "a test")
    node_packages.install(package, home, "a test")
    package.write_text(json.dumps({"dependencies": {"pkg": "1.0.1"}}))
    node_packages.install(package, home, "a test")
    assert log.read_text().split() == ["run", "run"]
    assert json.loads((home / "package.json").read_text())["dependencies"]["pkg"] == "1.0.1"
