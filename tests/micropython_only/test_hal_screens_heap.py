"""Under the MicroPython VM only: sending a page to a seat's screen allocates nothing, the
channel switch included, so the screens never bring on a GC pause in the table's loop.
(CPython has no heap lock: pytest skips this folder, tests/run_micropython.py runs it.)"""

import micropython

from support import sim

SIX = (0, 1, 2, 3, 4, 5)


def locked_send(screens, seat, page):
    micropython.heap_lock()
    try:
        return screens.send(seat, page)
    finally:
        micropython.heap_unlock()


def test_send_allocates_nothing_on_one_channel_or_switching_channels():
    machine = sim.install()
    panels = machine.attach_screens(SIX)
    from hal.screens import Screens

    screens = Screens(0, 20, 21, 400000, 0x70, 0x3C, SIX)
    import framebuf

    framebuf.FrameBuffer(screens.page, 128, 8, framebuf.MONO_VLSB).text("locked", 0, 0, 1)
    for seat in SIX:  # every channel switch, and the same channel again
        for page in range(8):
            assert locked_send(screens, seat, page)
    assert locked_send(screens, 0, 0)
    for channel in SIX:
        assert panels[channel].lines()[0] == panels[0].lines()[0]
        assert "#" in panels[channel].lines()[0]
