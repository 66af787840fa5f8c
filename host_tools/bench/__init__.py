"""make bench: Midway measured against the Pico's budgets (issue 9, DESIGN's Budgets).

One module per family of measurements, each driving scripts in vm/ under the real MicroPython
VM (and, where it makes sense, CPython); __main__ runs them all and writes bench.json and
docs/PERFORMANCE.md (report.py). Times are estimated for the Pico with the factor that
calibration.py measures against a real Pico (rp2.py). The held budgets are tests
(tests/micropython_only/test_budget_*.py); times live only here.
"""
