# Freeze Midway into a custom MicroPython firmware for the Pico, the micropython-lib way:
#   make -C ports/rp2 BOARD=RPI_PICO FROZEN_MANIFEST=/path/to/midway/manifest.py
# Frozen modules run from flash, so their code and constant data cost no heap at all.
# config.py is left out on purpose: it stays a file on the Pico that a maker can edit.
include("$(PORT_DIR)/boards/manifest.py")

metadata(
    description="Midway: game-table firmware (four games, NeoPixel board, seat buttons)",
    version="0.1.0",
)

# micropython-lib's SSD1306 driver, for the seat screens (hal/screens.py)
require("ssd1306")

module("compat.py", base_path="firmware")
package("engines", base_path="firmware")
package("hal", base_path="firmware")
package("table", base_path="firmware")
