"""Test support shared by the dual (CPython + MicroPython) suites."""
