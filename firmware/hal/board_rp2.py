"""The rp2 family's facts: MicroPython on an RP2040 board, the Raspberry Pi Pico and Pico W.

A board family is one module in hal/ with the same names as every other family's
(hal/board_pico2.py and hal/board_circuitpython.py are the others), as circuitpython-stage
keeps one ugame.py per board. table/config_check.py checks a config against the running
family's module (hal/boards.py picks it); the host tools (build, flash, the firmware checks,
the simulated Pico in host_tools/virtual_board/machine.py) read them. Plain data that imports
nothing, so any tool can load it.
"""

NAME = "rp2"
BOARDS = ("Raspberry Pi Pico", "Raspberry Pi Pico W")  # as a maker buys them
CHIP = "RP2040"  # as sys.implementation._machine names it: "Raspberry Pi Pico W with RP2040"
# MicroPython's firmware for each board (micropython.org/download/<name>/): RPI_PICO_W has the
# Wi-Fi the phone companion needs
FIRMWARE = ("RPI_PICO", "RPI_PICO_W")
SRAM_KB = 264
BOOT_FILE = "main.py"  # what the port runs at power-up: the one module built as source
# The RP2040's GPIOs a maker can wire: GP23-GP25 and GP29 drive the Pico's own power
# circuit, VBUS sense, LED and VSYS sense.
GPIOS = tuple(range(0, 23)) + (26, 27, 28)
GPIO_COUNT = 30  # GP0..GP29
LED_GPIO = 25  # the Pico's own LED, machine.Pin("LED")
# The I2C blocks' pins a maker can wire (datasheet 1.4.3, the GPIO function table: GPIO n is
# I2C(n // 2 % 2)'s SDA when n is even, its SCL when odd), block 0's then block 1's
I2C_SDA = ((0, 4, 8, 12, 16, 20, 28), (2, 6, 10, 14, 18, 26))
I2C_SCL = ((1, 5, 9, 13, 17, 21), (3, 7, 11, 15, 19, 27))
I2C_MAX_HZ = 1000000  # fast-mode plus, the fastest the chip's I2C blocks run
WATCHDOG_MAX_MS = 8388  # the RP2040 watchdog's longest timeout (a 24-bit count of 0.5 us)
TICKS_PERIOD = 1 << 30  # time.ticks_ms() wraps here (the port's small ints are 31-bit)
MPY_ARCH = "armv6m"  # mpy-cross -march: the Cortex-M0+
BUILD = "build"  # where `make build` puts the firmware built for this family
# The port's type stubs (requirements-stubs.txt installs them into typings/): the modules it
# has, and what firmware/ is type-checked against.
STUBS = "micropython-rp2-rpi-pico-stubs"
HARDWARE = ("machine", "neopixel", "rp2")  # the port's hardware modules: only hal/ uses them
# micropython-lib's packages the firmware drives hardware with, which a board gets with mip
# (package.json's deps; host_tools/micropython_lib.py pins them for the host): hal/ only, as
# the hardware modules are. ssd1306: the seat screens' OLED driver (hal/screens.py).
LIBRARIES = ("ssd1306",)
# The Pico W build's (RPI_PICO_W) own hardware modules, beyond the Pico's: Wi-Fi, used by
# hal/net.py alone, and the captive DNS's UDP socket, by hal/dns.py alone; a plain Pico has
# none, and the table runs without phones there.
WIRELESS = ("network", "socket")
# The watchdog's CTRL register on each chip the rp2 port runs on (sys.implementation._machine
# names the chip), and its ENABLE bit: machine.WDT has no way to stop the watchdog, clearing
# ENABLE does, written through the register's atomic-clear alias, which clears exactly the
# bits written (RP2040 datasheet 2.1.2 and 4.7.6; RP2350 datasheet 12.9.7). hal.watchdog.stop()
# uses these when a host tool's Ctrl-C stops the table.
WATCHDOG_CTRL = (("RP2040", 0x40058000), ("RP2350", 0x400D8000))
WATCHDOG_ENABLE = 1 << 30
ATOMIC_CLEAR = 0x3000
# What `make build` ships: mpy-cross 1.29 writes .mpy version 6.3; the native code in it (the
# viper twin of hal/pixels.py) loads only where the sub-version matches. 1.23 is the first
# MicroPython that loads 6.3, but the oldest release Midway is held to is the one the tests
# boot on an emulated Pico (host_tools/rp2emu: the official RPI_PICO firmware): `make flash`
# refuses an older board and names this one.
MPY_VERSION = (6, 3)
MPY_FIRST_RELEASE = (1, 23, 0)  # the first MicroPython that loads MPY_VERSION
MICROPYTHON_MIN = (1, 26, 1)
