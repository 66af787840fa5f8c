"""CircuitPython's `board` for a Raspberry Pi Pico, for CPython tests: GP0..GP28 and LED, the
very pin objects of microcontroller.pin, as on a board."""

from microcontroller import pin

GP0 = pin.GPIO0
GP1 = pin.GPIO1
GP2 = pin.GPIO2
GP3 = pin.GPIO3
GP4 = pin.GPIO4
GP5 = pin.GPIO5
GP6 = pin.GPIO6
GP7 = pin.GPIO7
GP8 = pin.GPIO8
GP9 = pin.GPIO9
GP10 = pin.GPIO10
GP11 = pin.GPIO11
GP12 = pin.GPIO12
GP13 = pin.GPIO13
GP14 = pin.GPIO14
GP15 = pin.GPIO15
GP16 = pin.GPIO16
GP17 = pin.GPIO17
GP18 = pin.GPIO18
GP19 = pin.GPIO19
GP20 = pin.GPIO20
GP21 = pin.GPIO21
GP22 = pin.GPIO22
GP23 = pin.GPIO23
GP24 = pin.GPIO24
GP25 = pin.GPIO25
GP26 = pin.GPIO26
GP27 = pin.GPIO27
GP28 = pin.GPIO28
LED = GP25
A0 = GP26
A1 = GP27
A2 = GP28
board_id = "raspberry_pi_pico"
