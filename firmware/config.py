"""The table's hardware facts, the one source of truth: a maker edits this file, nothing else.

Plain data. table/config_check.py validates it at boot (a bad field gives an LED error
pattern and a log line naming the field) and in the build tools. The defaults describe the
reference table in hardware/: one WS2812 chain on GP16 (GRB), buttons on GP2-GP13.
"""

# ---- The LED chain ----------------------------------------------------------------------------
NEOPIXEL_PIN = 16  # GPIO of the WS2812 chain's data line (through a 3.3 V -> 5 V level shifter)
COLOUR_ORDER = "GRB"  # byte order the LEDs expect on the wire; WS2812B: GRB
LED_COUNT = 122  # LEDs on the chain, all of them: every index below is 0..LED_COUNT-1

# Every frame is scaled so its estimated current stays under CURRENT_LIMIT_MA (as FastLED's
# power limiting does). The default is USB-safe: a USB 2.0 port gives 500 mA, the Pico and
# the buttons take about 50 mA, and 50 mA stays in hand for the LEDs' own tolerance. A table
# with its own 5 V supply may raise it to what that supply gives, less a fifth.
BRIGHTNESS = 64  # 1..255: overall brightness; 64 is plenty indoors and spares the budget
CURRENT_LIMIT_MA = 400
MA_PER_CHANNEL = 20  # a WS2812 channel at full draws about 20 mA
IDLE_MA_PER_LED = 1  # a WS2812 draws about 1 mA even when dark

# ---- Seats: two buttons each, clockwise round the table (up to 6) -----------------------------
# (step pin, confirm pin) per seat. Buttons switch to ground: active-low, internal pull-ups.
SEAT_BUTTONS = ((2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12, 13))
BUTTONS_ACTIVE_LOW = True

# ---- Seat screens (optional): a 0.96" 128x64 SSD1306 OLED per seat, via a TCA9548A -----------
# Each seat's screen shows that player alone their hand and choices (docs/table.md, "Seat
# screens"). The screens share one address, so each sits on its own channel of a TCA9548A
# I2C multiplexer; the screens and the multiplexer take 3V3. The reference wiring for six:
# SEAT_SCREENS = (0, 1, 2, 3, 4, 5).
SEAT_SCREENS = ()  # per seat (SEAT_BUTTONS order): its screen's multiplexer channel 0-7, or
# None for no screen; shorter than the seats: the rest have none; (): no screens
SCREEN_I2C = 0  # the chip's I2C block, 0 or 1
SCREEN_SDA_PIN = 20  # GP20/GP21: I2C0's SDA/SCL (free on the reference table)
SCREEN_SCL_PIN = 21
SCREEN_I2C_HZ = 400000  # the bus clock, 100000..1000000 (1 MHz: fast-mode plus)
SCREEN_MUX_ADDRESS = 0x70  # the TCA9548A's address, 0x70-0x77; None: one screen, no multiplexer
SCREEN_ADDRESS = 0x3C  # the SSD1306's address (0x3C; 0x3D with its jumper moved)

# ---- The LED map: chain index of each thing the table lights ----------------------------------
# fmt: off
# The board's LEDs are chained by a short route over it, LED 0 at the Park Entrance (the green
# line on hardware/board_map.svg), not in space order: host_tools/led_route.py --write.
# SPACE_LEDS[space] lights Tycoon board space `space` (engines.tycoon.SPACES order, 63).
SPACE_LEDS = (
    0, 1, 86, 2, 3, 87, 88, 89, 90, 79, 78, 77, 76, 74, 73, 71,
    69, 68, 67, 65, 64, 62, 61, 59, 57, 56, 51, 49, 48, 84, 83, 46,
    45, 44, 53, 54, 35, 4, 5, 7, 9, 10, 12, 13, 14, 16, 17, 18,
    20, 21, 23, 24, 26, 27, 29, 31, 32, 34, 36, 38, 39, 43, 42,
)
# OWNER_LEDS[i] is the ownership LED beside attraction i (engines.tycoon.ATTRACTIONS order, 28).
OWNER_LEDS = (
    82, 81, 80, 75, 72, 70, 66, 63, 60, 58, 52, 50, 47, 85,
    55, 6, 8, 11, 15, 19, 22, 25, 28, 30, 33, 37, 40, 41,
)
# MONTH_LEDS[m] lights month m of the month track (engines.tycoon.MONTHS order, GAME OVER last).
MONTH_LEDS = (91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107)
# The d6 pip display: top-left, top-right, middle-left, centre, middle-right, bottom-left,
# bottom-right.
PIP_LEDS = (108, 109, 110, 111, 112, 113, 114)
DIE_LED = 115  # the 8-sided colour die: a guest colour, or a rainbow for Wild
SEAT_LEDS = (116, 117, 118, 119, 120, 121)  # one per seat, SEAT_BUTTONS order
# fmt: on

# ---- Reliability --------------------------------------------------------------------------------
WATCHDOG_MS = 8000  # resets a hung table (which then resumes its save); 0 = off; rp2 max 8388
SAVE_FOLDER = "/midway"  # where the game in progress is saved after every action
# Finished games kept in SAVE_FOLDER (their players, actions and result), the latest first
# to stay: for `make replay` and the standings. About 0.4-2.7 KB a game; 0 = none kept.
RECORDS_KEPT = 20

# ---- Phones (a Pico W only; a plain Pico ignores these) ----------------------------------------
# "off": no Wi-Fi. "ap": the table opens its own network WIFI_NAME / WIFI_PASSWORD, and phones
# that join it are shown the page by themselves (the table answers their DNS: any name is the
# table), or open http://192.168.4.1/. "join": the table joins a home network of that name as
# HOSTNAME and logs its address; phones open http://HOSTNAME.local/ where the network's mDNS
# works. WPA2 wants a password of 8 to 63 characters. `make hardware` prints a join card of
# these (hardware/join_card.pdf): a QR code that joins the Wi-Fi and one that opens the page.
WIFI_MODE = "off"
WIFI_NAME = "Midway"
WIFI_PASSWORD = "change-me-please"
HOSTNAME = "midway"  # "join": the table's name on the network, 1-32 letters, digits, hyphens
WEB_PORT = 80  # the phones' page: http://<the table's address>:WEB_PORT/
# The TCP connections the firmware's network stack keeps at once: 5 on MicroPython's own
# RPI_PICO_W firmware (six phones then poll once a second), 16 on Midway's Pico W firmware
# (each phone holds a live stream). docs/table.md, "Phones", has the split.
WEB_CONNECTIONS = 5
