"""The serial log: one JSON line per event, "ev" and "text" first, fields in order."""

import json

from table import log


def test_a_line_is_json_with_ev_and_text():
    text = log.line("action", 'move "red" guest', (("n", 3), ("seat", 1)))
    assert json.loads(text) == {"ev": "action", "text": 'move "red" guest', "n": 3, "seat": 1}
    assert text.startswith('{"ev": "action", "text": ')
    assert text.index('"n"') < text.index('"seat"')
    assert "\n" not in text


def test_log_writes_one_line_per_event():
    lines = []
    out = log.Log(lines.append)
    out.event("boot", "ready")
    out.event("over", "done", (("winners", [0, 2]),))
    assert len(lines) == 2
    assert json.loads(lines[1])["winners"] == [0, 2]


def test_a_log_without_a_line_writer_is_quiet():
    log.Log(None).event("boot", "ready")
