"""The budgets make bench judges Midway against (DESIGN's Budgets and Budgets on the real
chip), and the facts about the Pico they rest on. Each is written here once."""

HEAP_KB = 96  # every game completes in this much heap on the 64-bit VM: half a Pico's, there
DESTINATIONS_US = 100  # Tycoon's destinations() on the unix port, per call, slowest start
PRESS_TO_LED_MS = 50  # a button press to the first frame on the LEDs that shows it
BOT_SLICE_MS = 50  # a bot's slice of thought holds the table's loop at most this long
BOT_DECISION_MS = 1500  # a bot's decision, worst, on the Pico
NO_LEAK_GAMES = 1000  # games in a row after which the heap must be where the first left it
PHONE_GAMES = 100  # games in turn with six phones connected, the heap flat over them
# The Pico W's heap designed to (docs/table.md, "Phones"): the Pico's 245,888 bytes less what
# the Wi-Fi driver and the network stack keep for themselves (an estimate, about 50 KB); half
# of it stays free with the largest game and six phones.
PICO_W_HEAP = 192 * 1024
WIRE_US_PER_LED = 30  # a WS2812 frame on the wire: 24 bits at 800 kHz
WATCHDOG_MS = 8000  # firmware/config.py's WATCHDOG_MS, the shipped default
# The flash (docs/PERFORMANCE.md's "Flash wear"): the RP2040 boards' W25Q16JV is rated for
# 100,000 erase cycles a 4 KB sector (Winbond's datasheet); a family playing every weekend
# plays this many games a weekend, and the flash outlasts this many years of it.
FLASH_ENDURANCE = 100_000
GAMES_A_WEEKEND = 10
FLASH_YEARS = 10
# The seat screens (issue 28): six of them add at most this much heap on a Pico (frozen in),
# a press still reaches the LEDs within PRESS_TO_LED_MS, and a view change reaches its seat's
# screen within SCREEN_VIEW_MS.
SCREENS_HEAP = 6 * 1024
SCREEN_VIEW_MS = 250
