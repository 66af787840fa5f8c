"""The Tycoon board tells the whole turn, through the simulated pins: the mover's seat from its
event card to the end of its guest's walk, the dice through the walk, each event card's cue,
an auction's winner and price, the GAME OVER breakdown. Three seats play through their
buttons, each as a person would after a look at the board (the first choice; in an auction
the drawer bids $1,100,000 if it can and the others pass); the test follows the public log
and reads the decoded LEDs step by step, at the moments a player looks. No bot plays: a
whole game with its checks fits the VM's heap beside the table."""

from engines import tycoon  # first: the biggest module compiles while the heap is empty
from engines.core import PUBLIC
from support.table_rig import CONFIRM, STEP, Rig
from table.leds import frame, palette

ISOLATE = True  # a VM process per test: each plays a whole game
SEATS = (0, 1, 2)
KINDS = (
    "auction",
    "auction",
    "auction",
    "auction",
    "month",
    "money for all",
    "money for you",
    "guest movement",
    "staff",
    "staff",
)  # by the event card's kind (tycoon_data's AUCTION ... HANDYMAN)
GREEN = palette.GREEN
ORANGE = palette.ORANGE
WHITE = palette.WHITE


def _bidding(rig, seat):
    """Whether `seat` has a bid to make (its highlighted choice a bid or a pass)."""
    prompt = rig.prompt(seat)
    return prompt is not None and (" passes" in prompt[2] or " bids " in prompt[2])


def _kind(text):
    """The kind of the event card a "draw ..." action drew."""
    for row in tycoon.EVENTS:
        if text.startswith("draw " + row[3]):
            return KINDS[row[0]]
    raise AssertionError("no event card reads %r" % text)


class Game:
    """A game at the table, stepped a tick at a time: after every tick (and at every event
    logged, as it is logged) the test's checks look at the LEDs."""

    def __init__(self, seed, wait_ms=0):
        # a whole game saves to real files: the simulated flash would hold it on the VM's heap
        self.rig = Rig(seed=seed, files="tycoon_leds_%d" % seed)
        self.wait_ms = wait_ms  # how long a person takes over a bid
        self.on_event = None
        self.on_tick = None
        self.rig.listener = self._heard
        self.rig.choose_game("tycoon")
        self.rig.join(humans=SEATS)

    def _heard(self, event):
        if self.on_event is not None:
            self.on_event(event)

    def public(self):
        return self.rig.game_state().observation(PUBLIC)

    def seat_of(self, player):
        return self.rig.players[player]

    def turn(self):
        """The seat whose turn it is, the public observation's "turn", read without making
        the whole observation (on the VM's heap, beside the table's own)."""
        return self.seat_of(self.rig.game_state().turn)

    def tick(self):
        self.rig.tick()
        if self.on_tick is not None:
            self.on_tick()

    def press(self, seat, button, hold=False):
        rig = self.rig
        rig.button_down(seat, button)
        for _ in range((rig.hold_ms if hold else 40) // rig.tick_ms):
            self.tick()
        rig.button_up(seat, button)
        for _ in range(8):
            self.tick()

    def play(self):
        """Play on until GAME OVER."""
        rig = self.rig
        for _ in range(400000):
            if rig.seen_event("over"):
                return
            seat = rig.deciding_seat()
            if seat >= 0:
                # a person looks first: the dice settle, the destinations light
                wait = rig.pace_ms("roll_ms") + rig.pace_ms("frame_ms")
                bidding = _bidding(rig, seat)
                if bidding:
                    wait = self.wait_ms
                for _ in range(wait // rig.tick_ms):
                    self.tick()
                if bidding and self.turn() == seat:  # the drawer bids $1,100,000
                    self.press(seat, STEP, hold=True)
                    self.press(seat, STEP)
                self.press(seat, CONFIRM)
            self.tick()
        raise AssertionError("the game did not end")


def _lit(rig, seat):
    """Whether a seat's LED shows more than the idle glow of a seat whose turn it is not."""
    colour = rig.seat(seat)
    return colour not in (0, palette.dim(palette.SEAT_COLOURS[seat], palette.SEAT_IDLE))


def test_the_movers_seat_glows_from_its_event_card_to_the_end_of_its_walk():
    game = Game(seed=3)
    rig = game.rig
    seen = {"draw": 0, "turn up": 0, "bid": 0, "roll": 0, "move": 0}
    follow = {"mover": -1, "stage": ""}

    def on_event(event):
        if event["ev"] != "action":
            return
        text = event["text"]
        if text.startswith("draw "):
            follow["mover"] = game.turn()
        if " bids " in text or " passes" in text:
            follow["stage"] = "bid"
        for stage in ("draw", "turn up", "roll", "move"):
            if text.startswith(stage + " "):
                follow["stage"] = stage
        check()

    def check():
        seat = follow["mover"]
        if seat < 0:
            return
        if _bidding(rig, seat):
            return  # the mover bids: its seat blinks, as every bidder's does
        assert _lit(rig, seat), (follow, rig.seat(seat))
        seen[follow["stage"]] += 1

    game.on_event = on_event
    game.on_tick = check
    game.play()
    # every moment of a turn was looked at: the card, the lots, the bids, the pause before
    # the roll and the tumble, the walk
    assert min(seen.values()) >= 3, seen


def test_in_an_auction_the_seat_to_bid_blinks_and_the_movers_seat_stays_lit():
    game = Game(seed=4, wait_ms=1200)
    rig = game.rig
    seen = []

    def on_tick():
        seat = rig.deciding_seat()
        if seen or seat < 0 or not _bidding(rig, seat):
            return
        mover = game.turn()
        if mover == seat:
            return
        shades = rig.seen(rig.config.SEAT_LEDS[seat], 1100)
        assert palette.SEAT_COLOURS[seat] in shades and 0 in shades, shades
        assert rig.seen(rig.config.SEAT_LEDS[mover], 1100) == [palette.SEAT_COLOURS[mover]]
        seen.append(mover)

    game.on_tick = on_tick
    game.play()
    assert seen


def test_the_dice_stay_lit_through_the_walk_until_the_next_event_card():
    game = Game(seed=5)
    rig = game.rig
    follow = {"roll": None, "walking": False, "frames": 0, "walks": 0, "dark": 0}

    def pips():
        return tuple([i for i in range(7) if rig.colour(rig.config.PIP_LEDS[i]) == WHITE])

    def on_event(event):
        if event["ev"] != "action":
            return
        text = event["text"]
        words = text.split()
        if text.startswith("roll "):
            follow["roll"] = (int(words[1]), words[2])
        elif text.startswith("move ") and follow["roll"] is not None:
            follow["walking"] = True
            follow["walks"] += 1
        elif text.startswith("draw "):
            if follow["walking"] and _kind(text) != "guest movement" and "GAME OVER" not in text:
                # the next turn begins: the dice go dark (at GAME OVER they show whose score)
                assert pips() == (), (text, pips(), follow)
                assert rig.colour(rig.config.DIE_LED) == 0
                follow["dark"] += 1
            follow["walking"] = False
            follow["roll"] = None
        on_tick()

    def on_tick():
        if not follow["walking"]:
            return
        steps, colour = follow["roll"]
        assert pips() == frame.PIP_FACES[steps], (follow, pips())
        die = rig.colour(rig.config.DIE_LED)
        if colour == "wild":
            assert die in palette.RAINBOW, die
        else:
            assert die == palette.named(colour), (colour, die)
        follow["frames"] += 1

    game.on_event = on_event
    game.on_tick = on_tick
    game.play()
    assert follow["walks"] >= 20 and follow["dark"] >= 20, follow
    assert follow["frames"] >= 10 * follow["walks"], follow


def test_each_event_card_blinks_its_own_cue_before_the_game_goes_on():
    game = Game(seed=7)
    rig = game.rig
    config = rig.config
    checked = {}
    follow = {"cue": None}

    def seats(colour):
        return [s for s in rig.players if rig.seat(s) == colour]

    def on_event(event):
        if event["ev"] != "action":
            return
        text = event["text"]
        cue = follow["cue"]
        if cue is not None:
            # the card's cue is over before the next action: the mover's seat at full
            assert rig.seat(cue) in (palette.SEAT_COLOURS[cue], WHITE), (text, rig.seat(cue))
            follow["cue"] = None
        if not text.startswith("draw "):
            return
        kind = _kind(text)
        public = game.public()
        mover = game.turn()
        if kind == "auction":  # the ownership LEDs of every attraction nobody owns yet
            for i in range(len(tycoon.ATTRACTIONS)):
                if public["owner"][tycoon.ATTRACTIONS[i]] < 0:
                    assert rig.colour(config.OWNER_LEDS[i]) == WHITE, (text, i)
        elif kind == "month":  # every player collects, the new month blinks
            assert seats(GREEN) == rig.players, text
            assert rig.colour(config.MONTH_LEDS[public["month"]]) == GREEN, text
        elif kind == "money for all":
            assert seats(GREEN) == rig.players, text
            assert rig.colour(config.MONTH_LEDS[public["month"]]) == WHITE, text
        elif kind == "money for you":
            assert seats(GREEN) == [mover], text
        elif kind == "staff":
            assert seats(ORANGE) == [mover], text
        else:  # any guest may move: every guest blinks white; the card's count on the pips
            for space in public["guests"]:
                assert rig.space(space) == WHITE, (text, space)
            steps = public["moving"][1]
            lit = [i for i in range(7) if rig.colour(config.PIP_LEDS[i]) == WHITE]
            assert tuple(lit) == frame.PIP_FACES[steps], (text, lit)
            assert rig.colour(config.DIE_LED) in palette.RAINBOW
        checked[kind] = checked.get(kind, 0) + 1
        if kind != "month" or public["phase"] != "over":
            follow["cue"] = mover

    game.on_event = on_event
    game.play()
    assert sorted(checked) == sorted(set(KINDS)), checked


def test_an_auction_sale_shows_the_winner_and_the_price():
    game = Game(seed=9)
    rig = game.rig
    config = rig.config
    follow = {"before": None, "sales": 0, "millions": 0}

    def on_event(event):
        if event["ev"] != "action":
            return
        text = event["text"]
        if text.startswith("turn up "):  # the owners and the purses as the bidding opens
            public = game.public()
            follow["before"] = (public["owner"], public["money"])
        if " wins " not in text:  # as the log tells an auction's end
            return
        before = follow["before"]
        public = game.public()
        # sold: the winner is whoever owns the lots now; the price left their purse
        won = [s for s in tycoon.ATTRACTIONS if public["owner"][s] != before[0][s]]
        winner = public["owner"][won[0]]
        seat = game.seat_of(winner)
        assert rig.seat(seat) == WHITE, text
        for space in won:
            assert rig.space(space) == palette.SEAT_COLOURS[seat], (text, space)
            led = config.OWNER_LEDS[tycoon.ATTRACTIONS.index(space)]
            assert rig.colour(led) == palette.SEAT_COLOURS[seat], (text, space)
        price = (before[1][winner] - public["money"][winner]) // 100000
        track = [rig.colour(led) for led in config.MONTH_LEDS]
        shown = [WHITE] * (price // 10) + [GREEN] * (price % 10)
        assert track[: len(shown)] == shown, (text, price, track)
        follow["sales"] += 1
        if price >= 10:
            follow["millions"] += 1

    game.on_event = on_event
    game.play()
    assert follow["sales"] >= 5 and follow["millions"] >= 1, follow


def test_game_over_shows_each_players_guest_points_and_money_points_in_turn():
    game = Game(seed=11)
    rig = game.rig
    config = rig.config
    game.play()
    public = game.public()
    months = config.MONTH_LEDS
    wanted = []
    for player in range(len(rig.players)):
        seat = rig.players[player]
        money = public["money"][player] // 100000
        guest = public["points"][player] - money
        colours = [0] * (len(months) - 1)
        for m in range(min(len(colours), (guest + money) // 10)):
            colours[m] = palette.SEAT_COLOURS[seat] if m < guest // 10 else GREEN
        wanted.append((frame.PIP_FACES[seat + 1], palette.SEAT_COLOURS[seat], colours))
    shown = []
    for _ in range(len(wanted) * 2200 // rig.tick_ms):
        rig.tick()
        pips = tuple([i for i in range(7) if rig.colour(config.PIP_LEDS[i]) == WHITE])
        bar = [rig.colour(led) for led in months[:-1]]
        view = (pips, rig.colour(config.DIE_LED), bar)
        if view not in shown:
            shown.append(view)
        assert rig.colour(months[-1]) != 0  # GAME OVER stays lit
    for view in wanted:
        assert view in shown, (view, shown)
