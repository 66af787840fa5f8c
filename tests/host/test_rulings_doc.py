"""docs/rulings.md is the one place our rulings live: every ruling the code or a test cites
is written there, and each id is written once."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CITED = re.compile(r"\b[Rr]ulings? ([TMPSU]\d+)((?:(?:, | and |-)[TMPSU]\d+)*)")
DEFINED = re.compile(r"^(?:\*\*([TMP]\d+) —|\| ([SU]\d+) \|)", re.M)


def _defined():
    text = (ROOT / "docs" / "rulings.md").read_text()
    return [a or b for a, b in DEFINED.findall(text)]


def _cited():
    cited = {}
    for folder in ("firmware", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in CITED.finditer(path.read_text()):
                first, rest = match.group(1), match.group(2)
                ids = [first] + re.findall(r"[TMPSU]\d+", rest)
                if "-" in rest:  # a range such as P1-P4
                    low, high = int(first[1:]), int(ids[-1][1:])
                    ids = ["%s%d" % (first[0], n) for n in range(low, high + 1)]
                for ruling in ids:
                    cited.setdefault(ruling, str(path.relative_to(ROOT)))
    return cited


def test_every_ruling_cited_in_code_or_tests_is_written_in_docs_rulings():
    defined = set(_defined())
    missing = {r: where for r, where in _cited().items() if r not in defined}
    assert not missing, "cited but not in docs/rulings.md: %s" % missing


def test_each_ruling_id_is_written_once_and_the_series_have_no_gaps():
    defined = _defined()
    assert len(defined) == len(set(defined)), "a ruling id is written twice"
    for series in "TMPSU":
        numbers = sorted(int(r[1:]) for r in defined if r[0] == series)
        assert numbers == list(range(1, len(numbers) + 1)), (series, numbers)
        assert numbers, "no %s rulings" % series


def test_rulebooks_are_cited_by_name_never_by_a_path_outside_the_repository():
    outside = re.compile(r"\.\./shared|shared/rules|rules/\w+\.txt|DESIGN\.md")
    found = []
    for folder in ("firmware", "host_tools", "tests", "docs", "hardware"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".md", ".txt", ".svg", ".json") and path.is_file():
                for n, line in enumerate(path.read_text().splitlines(), 1):
                    if outside.search(line) and "outside = re.compile" not in line:
                        found.append("%s:%d: %s" % (path.relative_to(ROOT), n, line.strip()))
    readme = (ROOT / "README.md").read_text()
    found += [line for line in readme.splitlines() if outside.search(line)]
    assert not found, "\n".join(found)
