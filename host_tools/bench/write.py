"""A bench run's results written out: the targets judged, the notes and the figures held
against a real Pico added, then bench.json and docs/PERFORMANCE.md; and the same again from a
bench.json already written (--report-only), without measuring anything."""

import json
from pathlib import Path

from host_tools.bench import markdown, progress
from host_tools.bench.against import against_rp2
from host_tools.bench.verdicts import UNDECIDED, busy_note, evaluate, notes


def judge(results: dict) -> dict:
    """The results with the targets, the notes and the figures against a real Pico (re)made."""
    results["targets"] = evaluate(results)
    results["notes"] = notes(results)
    results["against_rp2"] = against_rp2(results)
    return results


def write(results: dict, json_path: Path, markdown_path: Path) -> None:
    """bench.json and docs/PERFORMANCE.md (or where the options say) from the results."""
    for path in (json_path, markdown_path):
        path.parent.mkdir(parents=True, exist_ok=True)
    json_path.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    markdown_path.write_text(markdown.document(results) + "\n")


def report_only(json_path: Path, markdown_path: Path, board: Path | None = None) -> dict:
    """Judge the figures a bench.json holds again and write both files from them: a change to
    the report (a target, a section, a unit) shows without measuring anything. A board's own
    figures (make bench-pico) replace the old ones when `board` is a file."""
    if not json_path.is_file():
        raise SystemExit("no %s to report from: run make bench" % json_path)
    results = judge(json.loads(json_path.read_text()))
    if board is not None and board.is_file():
        results["board"] = json.loads(board.read_text())
    write(results, json_path, markdown_path)
    return results


def summary(results: dict) -> None:
    """The verdicts on the console, after the files are written."""
    busy = busy_note(results["calibration"])
    if busy:
        progress.say(busy)
    for target in results["targets"]:
        shown = {True: "met", False: "MISSED"}.get(target["met"], UNDECIDED)
        progress.say("%s: %s: %s" % (shown, target["target"], target["figure"]))
    for row in results["against_rp2"]:
        progress.say(
            "against the Pico: %s: %s there, %s here (%s)"
            % (row["figure"], row["pico"], row["here"], row["shown"])
        )
