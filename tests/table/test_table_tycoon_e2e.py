"""Tycoon end to end through the simulated pins: boot, select Tycoon, three seats join (a
fourth as a bot), scripted presses and the bot play to GAME OVER. The test follows the game
on the public serial log and checks the decoded LED colours at the moments that matter: the
dice, the lit destinations (exactly tycoon.destinations()), the guest on its confirmed space,
the owners' colours after each auction, the winners at the end."""

import engines
from engines import tycoon  # first: the biggest module compiles while the heap is empty
from engines.rng import Rng
from support.table_rig import CONFIRM, Rig
from support.tycoon_spaces import space_named
from table.leds import frame, palette

GUESTS = tuple([palette.named(name) for name in tycoon.COLOURS])
HUMANS = (0, 2, 3)
BOT = 1


class Follower:
    """What the public log says about the board: guests, the last roll, auctions."""

    def __init__(self):
        self.guests = [tycoon.ENTRANCE] * len(tycoon.COLOURS)
        self.steps = 0
        self.roll = None
        self.lots = []
        self.bidder = -1
        self.drawer = -1
        self.sold = []  # (lot spaces, winning player) of auctions that just ended
        self.carded = False  # the next move is a guest movement card's
        self.stood = (-1, [])  # the guest the card moved this turn, where it stood (T20)
        self.seats = None
        self.checked = {"dice": 0, "destinations": 0, "landed": 0, "owners": 0}

    def follow(self, event):
        if event["ev"] == "start":
            self.seats = event["seats"]
        if event["ev"] != "action":
            return
        text = event["text"]
        words = text.split()
        if text.startswith("roll "):
            self.steps = int(words[1])
            self.roll = (self.steps, words[2])
            self._auction_over()
        elif text.startswith("move "):
            colour = tycoon.COLOURS.index(words[1])
            start, end = self.guests[colour], space_named(text.split(" guest to ")[1])
            if self.carded:
                self.stood = (colour, [start] + tycoon.path(start, end, self.steps))
                self.carded = False
            self.guests[colour] = end
        elif text.startswith("turn up ") and "face down" not in text:
            self.lots.append(space_named(text[len("turn up ") :]))
        elif text.startswith("turn up "):
            self.lots.append(-1)  # a blind lot: the public never learns which until it's won
        elif " bids " in text or text.endswith(" passes"):
            player = self.seats.index(int(words[1]) - 1)  # "seat 3 bids": the seat, from 1
            if self.drawer < 0:
                self.drawer = player  # the drawer opens the bidding
            if " bids " in text:
                self.bidder = player
        elif text.startswith("draw "):
            self.roll = None
            self.stood = (-1, [])
            self.carded = text.startswith("draw Move any guest")
            self._auction_over()
        if text.startswith("draw Move any guest"):
            self.steps = int(words[4])

    def _auction_over(self):
        if self.lots:
            winner = self.bidder if self.bidder >= 0 else self.drawer
            self.sold.append((self.lots, winner))
        self.lots = []
        self.bidder = -1
        self.drawer = -1


def _check_owners(rig, follower):
    """After an auction, each open lot's ownership LED shows the winner's seat colour."""
    for lots, winner in follower.sold:
        for space in lots:
            if space < 0:
                continue
            led = rig.config.OWNER_LEDS[tycoon.ATTRACTIONS.index(space)]
            assert rig.colour(led) == palette.SEAT_COLOURS[follower.seats[winner]], (
                "owner LED of %s" % tycoon.SPACES[space]
            )
            follower.checked["owners"] += 1
    follower.sold = []


def _check_dice(rig, follower):
    steps, colour = follower.roll
    pips = [rig.colour(led) for led in rig.config.PIP_LEDS]
    lit = tuple([i for i in range(7) if pips[i] == palette.WHITE])
    assert lit == frame.PIP_FACES[steps], (steps, pips)
    if colour == "wild":
        shades = rig.seen(rig.config.DIE_LED, 600)
        assert len([c for c in shades if c in palette.RAINBOW]) >= 3, shades
    else:
        assert rig.colour(rig.config.DIE_LED) == palette.named(colour)
    follower.checked["dice"] += 1


def _check_destinations(rig, follower, colour):
    start = follower.guests[colour]
    full = GUESTS[colour]
    dim = palette.scale(full, 1, 3)
    lit = [s for s in range(len(tycoon.SPACES)) if rig.space(s) in (full, dim) and s != start]
    stood = follower.stood[1] if follower.stood[0] == colour else ()
    assert lit == tycoon.destinations(start, follower.steps, stood), (
        tycoon.COLOURS[colour],
        start,
        follower.steps,
    )
    follower.checked["destinations"] += 1


def _check_landed(rig, follower, colour, space):
    """After confirm, by the end of its walk, the guest shows on the confirmed space."""
    rig.run(rig.app.pacing.walk_ms * (follower.steps + 3) + rig.app.pacing.frame_ms)
    assert GUESTS[colour] in rig.watched, (tycoon.space_name(space), rig.watched)
    follower.checked["landed"] += 1


def test_tycoon_three_seats_and_a_bot_play_to_game_over_with_the_board_right():
    rig = Rig(seed=11)
    choices = Rng(5)
    follower = Follower()
    # the game select opens on Tycoon: every seat LED in its colour
    assert rig.seat(0) == palette.named(engines.game("tycoon")["colour"])
    rig.choose_game("tycoon")
    rig.press(HUMANS[0], CONFIRM)
    rig.press(HUMANS[1], CONFIRM)
    rig.press(HUMANS[2], CONFIRM)
    rig.press(BOT, 0)  # seat 1's step: a bot sits there
    assert rig.seat(HUMANS[1]) == palette.SEAT_COLOURS[HUMANS[1]]
    rig.hold(HUMANS[0], CONFIRM)
    read = 0
    while not rig.seen_event("over"):
        events, read = rig.new_events(read)
        for event in events:
            follower.follow(event)
        if follower.sold and follower.lots == []:
            _check_owners(rig, follower)
        seat = rig.deciding_seat()
        if seat < 0:
            rig.run(20)
            continue
        rig.run(
            rig.app.pacing.roll_ms + rig.app.pacing.frame_ms + 10
        )  # the dice settle, a frame shows it
        index, count, label = rig.prompt(seat)
        moving = label.startswith("move ")
        if moving:
            colour = tycoon.COLOURS.index(label.split()[1])
            if follower.roll is not None:
                _check_dice(rig, follower)
            _check_destinations(rig, follower, colour)
        steps = choices.below(count)
        for _ in range(steps):
            rig.press(seat, 0, hold_ms=30, after_ms=20)
        index, count, label = rig.prompt(seat)
        if not moving:
            rig.press(seat, CONFIRM, hold_ms=30, after_ms=20)
            continue
        space = space_named(label.split(" guest to ")[1])
        pin = rig.pin(seat, CONFIRM)
        rig.machine.press(pin)
        rig.tick()  # the press is seen, the move applied, its first frame shown
        rig.watch(rig.config.SPACE_LEDS[space])
        rig.run(30)
        rig.machine.release(pin)
        _check_landed(rig, follower, colour, space)
    checked = follower.checked
    over = rig.last("over")
    assert over["winners"]
    for winner in over["winners"]:
        assert palette.SEAT_COLOURS[winner] in rig.seen(rig.config.SEAT_LEDS[winner], 1700)
    # the month track ends on GAME OVER
    assert rig.colour(rig.config.MONTH_LEDS[-1]) == palette.WHITE
    assert checked["dice"] >= 5 and checked["destinations"] >= 10, checked
    assert checked["landed"] >= 10 and checked["owners"] >= 1, checked
