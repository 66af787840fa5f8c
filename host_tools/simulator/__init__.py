"""Midway's terminal simulator: the table firmware on the simulated Pico, played from the
keyboard (`make sim`) or headless from a script of presses (docs/simulator.md).

Modules: pico (the firmware on the simulated board), script (the press-script format and its
runner), options (the command line and the opening presses), board (the LED board map as
text, shared with host_tools/monitor.py), ansi (terminal colours), terminal (raw keys and a
clean exit), screen (the interactive layout), interactive and headless (the two modes).
"""
