"""The calibration workload alone (MicroPython and CPython): the recursive Fibonacci of 24
(46368), timed `runs` times with the garbage collector off (benchvm.reference). Its published
Pico figure and the factor it gives are in host_tools/bench/calibration.py.

    micropython reference.py runs=15
"""

import benchvm

ARGS = benchvm.arguments({"runs": 15})
benchvm.emit({"ok": True, "us": benchvm.reference(ARGS["runs"])})
