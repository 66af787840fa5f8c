"""make bench: Midway measured against the Pico's budgets (DESIGN's Budgets, budgets.py).

One module per family of measurements, each driving scripts in vm/ under the real MicroPython
VM (and, where it makes sense, CPython); __main__ runs them all. The report is in three
parts: verdicts.py judges the figures against the budgets (against.py holds them beside what
real chips measured), markdown.py and sections.py format docs/PERFORMANCE.md (in the units of
units.py), write.py writes it and bench.json. Times are estimated for the Pico with the factor
that calibration.py measures against a real Pico (rp2.py). The held budgets are tests
(tests/micropython_only/test_budget_*.py); times live only here.
"""
