"""How long the table lets things take, so tests and the simulator can pick a speed.

bot_ms      a bot's move shows no sooner than this after its turn began (it thinks
            meanwhile, a slice per step of the table, and longer if it must)
chance_ms   pause before the table deals a card or draws an event
frame_ms    the frame period (every view has something blinking or moving)
roll_ms     the Tycoon dice tumble this long before they settle
walk_ms     a Tycoon guest takes this long per space when it walks its path
lamp_ms     the lamp test at boot: every LED white (as the current limit allows), so a
            maker sees a dead LED at once
"""


class Pacing:
    bot_ms = 700
    chance_ms = 150
    frame_ms = 40
    roll_ms = 1200
    walk_ms = 250
    lamp_ms = 400

    def set(self, name, ms):
        """Change one delay; a name that is not a delay is a ValueError (a typo in a test or
        a simulator option would otherwise change nothing, silently)."""
        if name not in ("bot_ms", "chance_ms", "frame_ms", "roll_ms", "walk_ms", "lamp_ms"):
            raise ValueError("no pacing called %r" % (name,))
        if type(ms) is not int or ms < 0:
            raise ValueError("%s must be a whole number of ms, not %r" % (name, ms))
        setattr(self, name, ms)
