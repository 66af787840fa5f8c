"""The seat screens' bring-up at boot (hal/screens.py's Screens, which lets this module go
once its screens are up): each seat's screen probed, initialised and cleared by
micropython-lib's ssd1306 driver."""

# A command the screen acknowledges and ignores: 0x80 (Co=1, D/C#=0), then NOP
_NOP = b"\x80\xe3"


def bring_up(screens, channels, width, height):
    """The seats whose screens answered, of the Screens `screens` (its bus made), each a
    `width` x `height` panel; each seat whose screen did not answer goes into its .missing
    with why not."""
    import ssd1306

    i2c = screens._i2c
    driver = None
    seats = []
    for seat in range(len(channels)):
        channel = channels[seat]
        if channel is None:
            continue
        why = None  # type: str | None
        try:
            screens._select(channel)
        except OSError:
            why = "cannot be reached: no multiplexer answers at 0x%02x" % screens._mux
        else:
            try:
                i2c.writeto(screens._address, _NOP)
                if driver is None:
                    # the driver initialises and clears the screen connected now as it is made
                    driver = ssd1306.SSD1306_I2C(width, height, i2c, screens._address)
                else:
                    driver.init_display()  # and clears it: fill(0), show()
            except OSError:
                why = "does not answer (%s)" % screens._where(channel)
        if why is None:
            seats.append(seat)
            screens._channel[seat] = channel
        else:
            screens.missing.append((seat, why))
    return tuple(seats)
