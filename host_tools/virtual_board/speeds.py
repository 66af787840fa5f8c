"""The table's delays for tests, the simulator and the bench (table/pacing.py's names, in ms):
"table" is the table's own pace, "fast" plays a game in a few virtual seconds. Apart from
simtable.py, so that the bench's leanest harness (bench/vm/sequence.py) need not load it.

Runs under CPython and under the MicroPython VM.
"""

PACING = {
    "table": {},
    "fast": {"bot_ms": 20, "chance_ms": 5, "roll_ms": 60, "walk_ms": 40, "lamp_ms": 50},
}
