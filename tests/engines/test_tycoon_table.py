"""What the table reads from the Tycoon engine: the observation the LED board renders, the
labels on the serial log, space_of_action() for highlighting, and the declared bounds."""

from engines import core, tycoon, tycoon_data
from engines.rng import Rng
from host_tools.bench.vm.playout import play_out
from support.script import act
from support.tycoon_spaces import space_named

_KEYS = (
    "guests",
    "owner",
    "closed",
    "money",
    "points",
    "month",
    "roll",
    "phase",
    "auction",
    "turn",
    "to_move",
    "mechanics",
    "handymen",
    "event",
    "event_kind",
    "moving",
    "totals",
    "winners",
)


def _past_setup(players=2):
    state = tycoon.new_game(players)
    for i in range(2 * players):
        state.apply_action(tycoon.CARD + i)
    for p in range(players):
        act(state, "p%d hires no staff" % p)
    for p in range(players):
        act(state, "p%d rolls %d for first player" % (p, p + 1))
    return state


def test_observation_has_every_key_the_table_reads():
    view = tycoon.new_game(4).observation(core.PUBLIC)
    for key in _KEYS:
        assert key in view, key
    assert len(view["guests"]) == 7 and len(view["owner"]) == len(tycoon.SPACES)
    assert view["phase"] in tycoon.PHASES and view["roll"] is None and view["auction"] is None


def test_public_observation_is_the_whole_state_except_a_blind_lot():
    def same_unless_blind(state, _action):
        full, public = state.observation(), state.observation(core.PUBLIC)
        if full["auction"] and full["auction"]["blind"]:
            full["auction"]["lots"] = [None] * len(full["auction"]["lots"])
        assert full == public

    play_out(tycoon.new_game(4), Rng(3), each=same_unless_blind)


def test_money_is_in_dollars_and_always_a_multiple_of_100000_never_negative():
    # Ruling T7 and T13: every payment is affordable, so nobody ever goes below $0.
    def check(state, _action):
        for amount in state.observation()["money"]:
            assert amount >= 0 and amount % 100000 == 0

    for players in (2, 3, 4):
        play_out(tycoon.new_game(players), Rng(players), each=check)


def test_labels_read_well_on_a_serial_log():
    state = _past_setup(2)
    assert state.action_to_string(tycoon.EVENT) == "draw Auction"
    act(state, "draw Auction")
    assert state.action_to_string(tycoon.CARD + 17) == "turn up Ferris Wheel"
    act(state, "turn up Ferris Wheel")
    assert state.action_to_string(tycoon.BID + 10) == "player 1 bids $1,000,000"
    act(state, "p0 bids $1,000,000")
    assert state.action_to_string(tycoon.BID + 14) == "player 2 bids $1,400,000"
    assert state.action_to_string(tycoon.PASS) == (
        "player 2 passes: player 1 wins the Ferris Wheel for $1,000,000"
    )
    act(state, "p1 bids $1,400,000")
    act(state, "p0 passes: p1 wins the Ferris Wheel for $1,400,000")
    assert state.action_to_string(tycoon.ROLL + 2 * 8 + 1) == "roll 3 orange"
    assert state.action_to_string(tycoon.ROLL + 4 * 8 + 7) == "roll 5 wild"
    act(state, "roll 5 orange")
    ferris = space_named("Twist")
    assert state.action_to_string(tycoon.MOVE_TO + ferris) == "move orange guest to Twist"


def test_labels_are_plain_ascii():
    def check(state, _action):
        for action in state.legal_actions():
            for char in state.action_to_string(action, core.PUBLIC):
                assert 32 <= ord(char) < 127

    play_out(tycoon.new_game(3), Rng(8), each=check)


def test_dollars_reads_like_the_bills():
    assert tycoon.dollars(0) == "$0"
    assert tycoon.dollars(1) == "$100,000"
    assert tycoon.dollars(12) == "$1,200,000"
    assert tycoon.dollars(162) == "$16,200,000"


def test_space_of_action_names_the_destination_the_guest_and_the_open_lot():
    state = _past_setup(2)
    assert tycoon.space_of_action(state, tycoon.EVENT) == -1
    act(state, "draw Auction")
    ferris = space_named("Ferris Wheel")
    assert tycoon.space_of_action(state, tycoon.CARD + tycoon.ATTRACTIONS.index(ferris)) == ferris
    act(state, "turn up Ferris Wheel")
    for action in state.legal_actions():
        assert tycoon.space_of_action(state, action) == ferris
    act(state, "p0 passes")
    act(state, "p1 passes: nobody bid, p0 wins the Ferris Wheel free")
    assert tycoon.space_of_action(state, tycoon.ROLL) == -1
    act(state, "roll 5 orange")
    for action in state.legal_actions():
        assert tycoon.space_of_action(state, action) == action - tycoon.MOVE_TO
    act(state, "move orange guest to Twist")
    act(state, "draw Auction")
    act(state, "turn up Go Karts")
    act(state, "p1 passes")
    act(state, "p0 passes: nobody bid, p1 wins the Go Karts free")
    act(state, "roll 2 wild")
    for colour in range(7):
        expect = space_named("Twist") if colour == 1 else tycoon.ENTRANCE
        assert tycoon.space_of_action(state, tycoon.PICK + colour) == expect


def test_space_of_action_never_shows_a_blind_lot():
    state = _past_setup(2)
    act(state, "draw Blind Auction")
    for action in state.legal_actions():
        assert tycoon.space_of_action(state, action) == -1
    state.apply_action(state.legal_actions()[3])
    for action in state.legal_actions():
        assert tycoon.space_of_action(state, action) == -1


def test_setup_and_event_actions_light_nothing_but_a_dealt_attraction():
    state = tycoon.new_game(2)
    assert tycoon.space_of_action(state, tycoon.CARD) == tycoon.ATTRACTIONS[0]
    for i in range(4):
        state.apply_action(tycoon.CARD + i)
    for action in state.legal_actions():
        assert tycoon.space_of_action(state, action) == -1


def test_max_game_length_is_a_sound_bound():
    # Recomputes the argument beside GAME in tycoon.py from the data tables.
    n = 4
    copies = {}
    month_pay = 0
    for kind, number, count, _ in tycoon.EVENTS:
        copies[kind] = copies.get(kind, 0) + count
        if kind == tycoon_data.MONTH_ADVANCE:
            month_pay = number
    months_needed = len(tycoon.MONTHS) - 1
    per_deck = copies[tycoon_data.MONTH_ADVANCE]
    assert per_deck < months_needed <= 2 * per_deck
    turns = 52 + (52 - per_deck + (months_needed - per_deck))
    decks = 2
    income = months_needed * month_pay
    for kind, number, count, _ in tycoon.EVENTS:
        if kind in (tycoon_data.MONEY_EACH, tycoon_data.MONEY_YOU):
            income += decks * count * number
    richest = tycoon_data.START_MONEY + income
    auctions = decks * sum(copies[k] for k in range(4))
    guest_cards = decks * copies[tycoon_data.GUEST_MOVEMENT]
    setup = 2 * n + n + n * (1 + 10)
    # an auction: its lots, a pass each, and at most a bid per $100,000 of the richest purse,
    # each bid being over the one before and no more than the bidder can pay (ruling T7)
    bound = setup + 4 * turns + 2 * guest_cards + auctions * (2 + n + richest)
    assert bound <= tycoon.GAME["max_game_length"], bound


def test_random_games_last_a_sensible_evening():
    # Ruling T4: about 59 turns whatever the player count (between 53 and 92 always).
    turns = []
    for seed in range(1, 6):
        state = play_out(tycoon.new_game(4), Rng(seed))
        draws = sum(1 for a in state.history() if tycoon.EVENT <= a < tycoon.EVENT + 12)
        assert 53 <= draws <= 92, draws
        assert state.winners()
        turns.append(draws)
    assert 53 <= sum(turns) // len(turns) <= 70


def test_guests_walk_a_path_the_table_can_animate():
    state = _past_setup(2)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p0 passes")
    act(state, "p1 passes: nobody bid, p0 wins the Ferris Wheel free")
    act(state, "roll 6 red")
    for action in state.legal_actions():
        end = action - tycoon.MOVE_TO
        walk = tycoon.path(tycoon.ENTRANCE, end, 6)
        assert len(walk) == 6 and walk[-1] == end
