"""The pico2 family's facts: MicroPython on an RP2350 board, the Raspberry Pi Pico 2 and Pico
2 W, under the names hal/board_rp2.py uses.

The same rp2 port and the same backends (hal/rp2.py) as the Pico's, on the same footprint and
pins; what differs is the chip: its Cortex-M33 (so a build of its own, `-march=armv7emsp`),
520 KB of SRAM, a watchdog that counts whole microseconds (twice the Pico's longest timeout)
at its own register, and the port's stub package for the Pico 2 W.
"""

from hal import board_rp2

NAME = "pico2"
BOARDS = ("Raspberry Pi Pico 2", "Raspberry Pi Pico 2 W")
CHIP = "RP2350"  # "Raspberry Pi Pico 2 W with RP2350"; the RISC-V cores' build adds "-RISCV"
FIRMWARE = ("RPI_PICO2", "RPI_PICO2_W")
SRAM_KB = 520
BOOT_FILE = board_rp2.BOOT_FILE
GPIOS = board_rp2.GPIOS  # the Pico 2's header is the Pico's: GP23-GP25 and GP29 are its own
GPIO_COUNT = board_rp2.GPIO_COUNT  # the RP2350A: GP0..GP29
LED_GPIO = board_rp2.LED_GPIO
# The RP2350's I2C blocks take the RP2040's pins (RP2350 datasheet 9.4, the GPIO function
# table: the same F3 column on GPIO 0-29)
I2C_SDA = board_rp2.I2C_SDA
I2C_SCL = board_rp2.I2C_SCL
I2C_MAX_HZ = board_rp2.I2C_MAX_HZ
WATCHDOG_MAX_MS = 16777  # a 24-bit count of 1 us ticks (the rp2 port's limit on the RP2350)
TICKS_PERIOD = board_rp2.TICKS_PERIOD
MPY_ARCH = "armv7emsp"  # mpy-cross -march: the Cortex-M33 with its single-precision FPU
BUILD = "build-pico2"  # where `make build-pico2` puts the firmware built for this family
# The Pico 2 W's stubs (requirements-stubs-pico2.txt installs them into typings-pico2/; `make
# typecheck` checks firmware/ against them as well): the Pico 2's modules and its Wi-Fi's.
STUBS = "micropython-rp2-rpi-pico2-w-stubs"
HARDWARE = board_rp2.HARDWARE
WIRELESS = board_rp2.WIRELESS
LIBRARIES = board_rp2.LIBRARIES
MPY_VERSION = board_rp2.MPY_VERSION
MPY_FIRST_RELEASE = board_rp2.MPY_FIRST_RELEASE
MICROPYTHON_MIN = board_rp2.MICROPYTHON_MIN  # RP2350 boards are in the port since 1.24
