"""The hardware layer: the only code that touches machine, neopixel, rp2 and the filesystem.

One small module per job, each imported on its own so the table pays only for what it uses:
  clock     ticks_ms / ticks_diff / ticks_add / sleep_ms (virtual time on the simulated board)
  pixels    Pixels: a frame of R, G, B per LED, brightness and current limit, one write a show
  buttons   Button, Buttons: polled debounce with press, release, long and double press
  storage   Storage: atomic, checksummed saves (temp file, then rename)
  watchdog  Watchdog, reset_cause()
  serial    write_line(): one line on USB serial
  board_rp2, board_circuitpython   a board family's facts (pins, watchdog limit, mpy arch...)
  boards    which family is running
  circuitpython   the CircuitPython backends, loaded only there
Hardware modules are imported inside the constructors, so every module here imports on
CPython too, and runs there against host_tools/virtual_board (docs/hal.md).
"""
