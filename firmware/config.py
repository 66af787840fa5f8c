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

# ---- The LED map: chain index of each thing the table lights ----------------------------------
# fmt: off
# SPACE_LEDS[space] lights Tycoon board space `space` (engines.tycoon.SPACES order, 63).
SPACE_LEDS = (
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62,
)
# OWNER_LEDS[i] is the ownership LED beside attraction i (engines.tycoon.ATTRACTIONS order, 28).
OWNER_LEDS = (
    63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76,
    77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90,
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

# ---- Phones (a Pico W only; a plain Pico ignores these) ----------------------------------------
# "off": no Wi-Fi. "ap": the table opens its own network WIFI_NAME / WIFI_PASSWORD, and phones
# that join it open http://192.168.4.1/. "join": the table joins a home network of that name
# and logs its address. WPA2 wants a password of 8 to 63 characters.
WIFI_MODE = "off"
WIFI_NAME = "Midway"
WIFI_PASSWORD = "change-me-please"
WEB_PORT = 80  # the phones' page: http://<the table's address>:WEB_PORT/
