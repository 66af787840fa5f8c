"""The hardware layer: the only code that touches machine, neopixel, rp2 and the filesystem.

One small module per job, each imported on its own so the table pays only for what it uses:
  clock     ticks_ms / ticks_diff / ticks_add / sleep_ms, the board family's time base
  pixels    Pixels: a frame of R, G, B per LED, brightness and current limit, one write a show
  buttons   Button, Buttons: polled debounce with press, release, long and double press
  storage   Storage: atomic, checksummed saves (temp file, then rename)
  watchdog  Watchdog, stop(), reset_cause(), reset()
  serial    write_line(): one line on USB serial
  boards    the board seam, chosen once: the running family's facts and backends
  board_rp2, board_pico2, board_circuitpython   a board family's facts (pins, chip, mpy arch...)
  rp2, circuitpython   a port's backends (pins, LED chain, watchdog, time base), the same names
Hardware modules are imported inside the calls, so every module here imports on CPython too,
and runs there against host_tools/virtual_board, which hands itself in as the board (docs/hal.md).
"""
