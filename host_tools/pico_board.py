"""The Raspberry Pi Pico's 40-pin header as data: what each physical pin is (host only).

Pin 1 is top left with the USB connector at the top; pins 1-20 run down the left edge and
21-40 up the right edge (so pin 40, VBUS, is top right). Wokwi's wokwi-pi-pico names its
ground pins GND.1 ... GND.8 in physical order (pins 3, 8, 13, 18, 23, 28, 33, 38).
"""

# fmt: off
HEADER = (
    "GP0", "GP1", "GND", "GP2", "GP3", "GP4", "GP5", "GND", "GP6", "GP7",
    "GP8", "GP9", "GND", "GP10", "GP11", "GP12", "GP13", "GND", "GP14", "GP15",
    "GP16", "GP17", "GND", "GP18", "GP19", "GP20", "GP21", "GND", "GP22", "RUN",
    "GP26", "GP27", "AGND", "GP28", "ADC_VREF", "3V3(OUT)", "3V3_EN", "GND", "VSYS", "VBUS",
)
# fmt: on
GROUND_PINS = tuple(n + 1 for n, name in enumerate(HEADER) if name in ("GND", "AGND"))
VBUS_PIN = 40
VSYS_PIN = 39
V3V3_PIN = 36
DIGITAL_GROUND_PIN = 38  # the ground beside VSYS/VBUS: the one for the power wiring


def name(pin):
    """The header's name for physical pin 1..40."""
    return HEADER[pin - 1]


def physical_pin(gpio):
    """The physical pin (1..40) of GPIO `gpio`."""
    return HEADER.index("GP%d" % gpio) + 1


def side(pin):
    """'left' for pins 1-20, 'right' for 21-40."""
    return "left" if pin <= 20 else "right"


def nearest_ground(pin):
    """The digital ground pin closest to `pin` on the same edge of the board (AGND, pin 33,
    is kept for analogue use)."""
    grounds = [g for g in GROUND_PINS if name(g) == "GND" and side(g) == side(pin)]
    return min(grounds, key=lambda g: (abs(g - pin), g))


def wokwi_pin(pin):
    """Wokwi's wokwi-pi-pico pin name for physical pin `pin`: GP16, GND.5, VBUS, 3V3."""
    if pin in GROUND_PINS:
        return "GND.%d" % (GROUND_PINS.index(pin) + 1)
    if pin == V3V3_PIN:
        return "3V3"
    return name(pin)
