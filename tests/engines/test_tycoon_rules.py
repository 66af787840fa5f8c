"""Tycoon's rules, one test per rulebook sentence or ruling (docs/rulings.md).

Situations are built by applying actions to a new game, chance outcomes included, each
named by its label ("draw Auction", "roll 3 orange") so a test reads like a game log.
"""

from engines import core, tycoon, tycoon_data
from support.expect import raises
from support.script import act, labels
from support.tycoon_spaces import space_named

MS = "Motion Simulator"
FILLER = "Advance one month; every player collects $200,000"  # 14 in the deck


def _game(players=2, cards=None, staff=None, first=0):
    """A game past setup: `cards` dealt round the table, `staff` hired, `first` to play."""
    state = tycoon.new_game(players)
    if cards is None:
        cards = ["Hot Dog Stall", "Ice Cream Stall", "Balloon Stall", "Spiral Slide"]
        cards += ["Popcorn Stall", "Souvenir Stall", "Mini Golf", "Twist"]
        cards = cards[: 2 * players]
    for i, name in enumerate(cards):
        act(state, "deal %s to p%d" % (name, i % players))
    for player in range(players):
        hire = staff[player] if staff else "no staff"
        act(state, "p%d hires %s" % (player, hire))
    for player in range(players):
        act(state, "p%d rolls %d for first player" % (player, 1 if player == first else 6))
    return state


def _turn(state, event, roll, move=None, pick=None):
    """One whole turn: the event (resolved by the caller if it needs decisions), the roll,
    the Wild pick, the move (the first destination if None)."""
    if event:
        act(state, "draw " + event)
    act(state, "roll " + roll)
    if pick:
        act(state, "pick %s guest" % pick)
    if move:
        act(state, move)
    elif state.observation()["phase"] == "move":
        state.apply_action(state.legal_actions()[0])


def _money(state):
    return state.observation()["money"]


def _points(state):
    return state.observation()["points"]


def _owner(state, name):
    return state.observation()["owner"][space_named(name)]


# ---- Every Time Setup -----------------------------------------------------------------------


def test_banker_gives_each_player_3000000():
    for players in (2, 3, 4):
        assert tycoon.new_game(players).observation()["money"] == [3000000] * players


def test_guests_start_on_park_entrance_month_on_mar_year_1_closed_signs_placed():
    view = tycoon.new_game(3).observation()
    assert view["guests"] == [tycoon.ENTRANCE] * 7
    assert tycoon.MONTHS[view["month"]] == "MAR YEAR 1"
    assert view["closed"] == sorted(
        [space_named("River Rapids"), space_named("Wooden Roller Coaster")]
    )
    assert view["owner"] == [-1] * len(tycoon.SPACES)


def test_each_player_is_dealt_2_attraction_cards_owns_them_and_pays_starting_fees():
    state = tycoon.new_game(2)
    assert state.current_player() == core.CHANCE
    assert len(state.chance_outcomes()) == 28  # the whole attraction deck, evenly
    for name in ("Steel Roller Coaster", "Ferris Wheel", "Twist", "Hot Dog Stall"):
        if state.history():
            assert len(state.chance_outcomes()) == 28 - len(state.history())  # dealt once
        act(state, "deal %s to p%d" % (name, len(state.history()) % 2))
    assert _owner(state, "Steel Roller Coaster") == 0 and _owner(state, "Twist") == 0
    assert _owner(state, "Ferris Wheel") == 1 and _owner(state, "Hot Dog Stall") == 1
    assert _money(state) == [3000000 - 1000000 - 300000, 3000000 - 500000 - 100000]
    assert state.observation()["attractions_left"] == 24


def test_staff_price_depends_on_the_number_of_players():
    for players, price in ((2, 400000), (3, 300000), (4, 200000)):
        state = _game(players, staff=["mechanics and handymen"] * players)
        view = state.observation()
        for p in range(players):
            fees = 0
            for card in range(28):
                if view["owner"][tycoon.ATTRACTIONS[card]] == p:
                    fees += tycoon_data.FEES[card] * 100000
            assert view["money"][p] == 3000000 - fees - 2 * price, (players, p)
            assert view["mechanics"][p] and view["handymen"][p]


def test_staff_is_mechanics_handymen_both_or_neither_decided_once_at_the_start():
    state = _game(2, staff=["mechanics", "handymen"])
    view = state.observation()
    assert view["mechanics"] == [True, False] and view["handymen"] == [False, True]
    assert view["phase"] == "event"  # nobody is ever asked again
    state = tycoon.new_game(2)
    for i, name in enumerate(("Hot Dog Stall", "Twist", "Dodgems", "Mini Golf")):
        act(state, "deal %s to p%d" % (name, i % 2))
    assert labels(state) == [
        "p0 hires no staff",
        "p0 hires mechanics",
        "p0 hires handymen",
        "p0 hires mechanics and handymen",
    ]


def test_lowest_d6_roll_goes_first():
    state = tycoon.new_game(3)
    for i in range(6):
        state.apply_action(tycoon.CARD + i)
    for p in range(3):
        act(state, "p%d hires no staff" % p)
    act(state, "p0 rolls 5 for first player")
    act(state, "p1 rolls 2 for first player")
    act(state, "p2 rolls 4 for first player")
    assert state.observation()["turn"] == 1 and state.observation()["phase"] == "event"


def test_tied_lowest_rolls_re_roll():
    state = tycoon.new_game(4)
    for i in range(8):
        state.apply_action(tycoon.CARD + i)
    for p in range(4):
        act(state, "p%d hires no staff" % p)
    for p, face in enumerate((3, 2, 6, 2)):
        act(state, "p%d rolls %d for first player" % (p, face))
    view = state.observation()
    assert view["phase"] == "first" and view["contenders"] == [False, True, False, True]
    assert labels(state)[0] == "p1 rolls 1 for first player"
    act(state, "p1 rolls 4 for first player")
    act(state, "p3 rolls 3 for first player")
    assert state.observation()["turn"] == 3


def test_roll_off_ties_stop_after_10_re_rolls_and_the_first_seat_starts():
    # Ruling T12: the game must end, so re-rolls are capped.
    state = tycoon.new_game(2)
    for i in range(4):
        state.apply_action(tycoon.CARD + i)
    act(state, "p0 hires no staff")
    act(state, "p1 hires no staff")
    for _ in range(11):
        assert state.observation()["phase"] == "first"
        act(state, "p0 rolls 4 for first player")
        act(state, "p1 rolls 4 for first player")
    assert state.observation()["phase"] == "event" and state.observation()["turn"] == 0


def test_play_passes_to_the_left():
    state = _game(3, first=2)
    seen = []
    for _ in range(4):
        seen.append(state.observation()["turn"])
        _turn(state, FILLER, "1 red")
    assert seen == [2, 0, 1, 2]


# ---- On your turn ---------------------------------------------------------------------------


def test_turn_is_draw_an_event_then_roll_the_dice_then_move_a_guest():
    state = _game(2)
    assert state.observation()["phase"] == "event" and state.current_player() == core.CHANCE
    outcomes = state.chance_outcomes()
    assert [w for _, w in outcomes] == list(tycoon_data.EVENT_COPIES)
    act(state, "draw Collect $500,000")
    assert state.observation()["phase"] == "roll"
    assert len(state.chance_outcomes()) == 48 and set(w for _, w in state.chance_outcomes()) == {1}
    act(state, "roll 2 orange")
    assert state.observation()["phase"] == "move" and state.current_player() == 0
    assert state.observation()["roll"] == [2, 1]
    act(state, "move orange guest to Path 3")
    assert state.observation()["guests"][1] == 3 and state.observation()["turn"] == 1


def test_move_the_matching_colour_guest_the_number_rolled():
    state = _game(2)
    act(state, "draw Collect $500,000")
    act(state, "roll 5 green")
    assert sorted(labels(state)) == [
        "move green guest to Dodgems",
        "move green guest to Merry-Go-Round",
        "move green guest to Top Spin",
        "move green guest to Twist",
    ]


def test_wild_moves_any_guest_picked_first_then_its_destination():
    state = _game(2)
    act(state, "draw Collect $500,000")
    act(state, "roll 1 wild")
    assert labels(state) == ["pick %s guest" % c for c in tycoon.COLOURS]
    act(state, "pick blue guest")
    assert labels(state) == ["move blue guest to Path 1"]
    act(state, "move blue guest to Path 1")
    assert state.observation()["guests"][4] == 1


def test_more_than_one_guest_can_occupy_the_same_space():
    state = _game(2)
    _turn(state, FILLER, "5 red", "move red guest to Twist")
    _turn(state, FILLER, "5 blue", "move blue guest to Twist")
    guests = state.observation()["guests"]
    assert guests[0] == guests[4] == space_named("Twist")


def test_a_guest_with_no_legal_destination_stays_and_the_turn_ends():
    # Ruling T16 (unreachable on Midway's board, so the moving rule is switched off here).
    state = _game(2)
    act(state, "draw Collect $500,000")
    real = tycoon.destinations
    tycoon.destinations = lambda start, steps, stood=(): []
    try:
        act(state, "roll 3 red")
        view = state.observation()
        assert view["phase"] == "event" and view["turn"] == 1
        assert view["guests"][0] == tycoon.ENTRANCE and view["points"] == [0, 0]
    finally:
        tycoon.destinations = real


# ---- 3. Award guest points ------------------------------------------------------------------


def _to_motion_simulator(owner_of_ms, mover):
    """Bill (p1) owns the Motion Simulator; the orange guest walks there in two moves of 6."""
    cards = ["Hot Dog Stall", MS, "Ice Cream Stall", "Balloon Stall"]
    if owner_of_ms == 0:
        cards = [MS, "Hot Dog Stall", "Ice Cream Stall", "Balloon Stall"]
    state = _game(2, cards=cards, first=1 - mover)
    _turn(state, FILLER, "6 orange", "move orange guest to Mini Golf")
    act(state, "draw " + FILLER)
    act(state, "roll 6 orange")
    return state


def test_own_attraction_collects_double_the_guest_points():
    state = _to_motion_simulator(owner_of_ms=1, mover=1)  # Bill lands on his own ride
    act(state, "move orange guest to Motion Simulator")
    assert _points(state) == [0, 4]


def test_another_players_attraction_pays_the_mover_and_the_owner_the_same():
    state = _to_motion_simulator(owner_of_ms=1, mover=0)  # Julie (p0) lands on Bill's ride
    act(state, "move orange guest to Motion Simulator")
    assert _points(state) == [2, 2]


def test_unowned_attraction_collects_nothing():
    state = _game(2)
    _turn(state, FILLER, "5 red", "move red guest to Top Spin")
    assert _owner(state, "Top Spin") == -1 and _points(state) == [0, 0]


def test_path_space_collects_nothing():
    state = _game(2)
    _turn(state, FILLER, "2 red", "move red guest to Path 3")
    assert _points(state) == [0, 0]


def test_closed_sign_collects_nothing_even_when_owned():
    # Ruling T18: the Closed Signs stay where setup puts them.
    cards = ["River Rapids", "Hot Dog Stall", "Ice Cream Stall", "Balloon Stall"]
    state = _game(2, cards=cards)
    # the red guest walks to the River Rapids: Entrance -> Top Spin (5) -> ... (6) -> (6)
    _turn(state, FILLER, "5 red", "move red guest to Dodgems")
    _turn(state, FILLER, "6 red", "move red guest to Steel Roller Coaster")
    _turn(state, FILLER, "3 red", "move red guest to River Rapids")
    assert state.observation()["guests"][0] == space_named("River Rapids")
    assert (
        _points(state) == [0, 0] and space_named("River Rapids") in state.observation()["closed"]
    )


# ---- Auctions -------------------------------------------------------------------------------


def test_auction_turns_up_the_top_attraction_card_and_the_drawer_bids_first():
    state = _game(3, first=1)
    act(state, "draw Auction")
    assert state.observation()["phase"] == "lot"
    assert len(state.chance_outcomes()) == 28 - 6
    act(state, "turn up Ferris Wheel")
    view = state.observation()
    assert (
        view["auction"]["lots"] == [space_named("Ferris Wheel")] and not view["auction"]["blind"]
    )
    assert state.current_player() == 1
    assert labels(state)[:3] == ["p1 passes", "p1 bids $100,000", "p1 bids $200,000"]


def test_the_opener_announces_any_amount_he_can_pay():  # ruling T7
    # "starts the bidding by announcing how much he/she is willing to pay"
    state = _game(3, first=1)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    purse = _money(state)[1]
    amounts = [100000 * (a - tycoon.BID) for a in state.legal_actions()]
    assert amounts == list(range(0, purse + 1, 100000))  # 0: "pass (bid nothing)"
    act(state, "p1 bids $1,400,000")
    assert state.observation()["auction"]["bid"] == 1400000


def test_bidding_passes_left_and_each_bid_must_exceed_the_last():
    # "You must bid higher than the bid before you to stay in the auction."
    state = _game(3, first=1)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p1 bids $500,000")
    assert state.current_player() == 2
    assert labels(state)[:3] == ["p2 passes", "p2 bids $600,000", "p2 bids $700,000"]
    assert "p2 bids $500,000" not in labels(state)
    act(state, "p2 bids $600,000")
    assert state.current_player() == 0
    assert state.observation()["auction"]["bid"] == 600000
    assert state.observation()["auction"]["bidder"] == 2


def test_players_must_bid_an_amount_they_can_pay():
    cards = ["Steel Roller Coaster", "Wooden Roller Coaster", "Top Spin", "Launched Freefall"]
    state = _game(2, cards=cards)
    assert _money(state) == [1300000, 1200000]
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p0 bids $1,000,000")
    assert labels(state) == [
        "p1 passes: p0 wins the Ferris Wheel for $1,000,000",
        "p1 bids $1,100,000",
        "p1 bids $1,200,000",
    ]
    act(state, "p1 bids $1,200,000")  # the whole purse
    assert labels(state) == [
        "p0 passes: p1 wins the Ferris Wheel for $1,200,000",
        "p0 bids $1,300,000",
    ]


def test_passing_drops_a_player_out_and_the_last_bidder_pays_the_bank_and_takes_the_lot():
    state = _game(3, first=0)
    before = _money(state)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p0 bids $100,000")
    act(state, "p1 bids $600,000")
    act(state, "p2 passes")
    act(state, "p0 bids $700,000")
    act(state, "p1 bids $800,000")
    assert state.observation()["auction"]["in"] == [True, True, False]
    assert state.current_player() == 0  # p2 is out and never asked again
    act(state, "p0 passes: p1 wins the Ferris Wheel for $800,000")
    view = state.observation()
    assert view["auction"] is None and view["phase"] == "roll"
    assert _owner(state, "Ferris Wheel") == 1
    assert _money(state) == [before[0], before[1] - 800000, before[2]]


def test_if_no_one_bids_the_drawer_wins_it_for_free():
    state = _game(3, first=2)
    before = _money(state)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p2 passes")
    act(state, "p0 passes")
    act(state, "p1 passes: nobody bid, p2 wins the Ferris Wheel free")
    assert _owner(state, "Ferris Wheel") == 2 and _money(state) == before


def test_last_player_in_without_a_bid_still_decides():
    # Ruling T8: when all others pass before any bid, the last one may still bid.
    state = _game(2, first=0)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p0 passes")
    assert state.current_player() == 1
    assert "p1 bids $100,000 and wins the Ferris Wheel" in labels(state)
    before = _money(state)
    act(state, "p1 bids $100,000 and wins the Ferris Wheel")  # nobody else is in: sold
    assert _owner(state, "Ferris Wheel") == 1 and _money(state)[1] == before[1] - 100000


def test_a_raise_is_any_amount_over_the_bid_in_100000_steps_up_to_the_purse():  # ruling T7
    state = _game(2)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p0 bids $1,000,000")
    act(state, "p1 bids $1,300,000")
    act(state, "p0 bids $2,100,000")
    assert state.observation()["auction"]["bid"] == 2100000
    purse = _money(state)[1]
    amounts = [int(label.split("$")[1].replace(",", "")) for label in labels(state)[1:]]
    assert amounts == list(range(2200000, purse + 1, 100000))


def test_a_bid_over_the_purse_or_not_over_the_bid_is_refused_and_changes_nothing():
    state = _game(2)
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p0 bids $500,000")
    before = state.serialize()
    for units in (5, 4, _money(state)[1] // 100000 + 1):
        raises(ValueError, state.apply_action, tycoon.BID + units)
    assert state.serialize() == before


def test_the_log_says_who_won_an_auction_and_for_how_much():
    state = _game(3, first=0)
    act(state, "draw Double Open Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "turn up Go Karts")
    act(state, "p0 bids $1,200,000")
    act(state, "p1 passes")
    names = ("seat 1", "seat 2", "seat 4")  # the table names the seat a player sits at
    assert (
        state.action_to_string(tycoon.PASS, core.PUBLIC, names)
        == "seat 4 passes: seat 1 wins the Ferris Wheel and the Go Karts for $1,200,000"
    )


def test_a_blind_lot_won_is_named_to_nobody_before_it_is_turned_up():
    state = _game(2)
    act(state, "draw Blind Auction")
    act(state, "turn up Ferris Wheel face down")
    act(state, "p0 bids $300,000")
    for viewer in (core.PUBLIC, 0, 1):
        assert (
            state.action_to_string(tycoon.PASS, viewer)
            == "player 2 passes: player 1 wins the face-down attraction for $300,000"
        )


def test_double_open_auction_sells_two_cards_for_one_price():
    state = _game(2)
    act(state, "draw Double Open Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "turn up Go Karts")
    assert state.observation()["auction"]["lots"] == [
        space_named("Ferris Wheel"),
        space_named("Go Karts"),
    ]
    before = _money(state)
    act(state, "p0 passes")
    act(state, "p1 bids $500,000 and wins the Ferris Wheel and the Go Karts")
    assert _owner(state, "Ferris Wheel") == 1 and _owner(state, "Go Karts") == 1
    assert _money(state) == [before[0], before[1] - 500000]


def test_blind_auction_hides_the_lot_from_the_bidders_until_it_is_won():
    state = _game(2)
    act(state, "draw Blind Auction")
    assert labels(state, core.PUBLIC) == ["turn up an attraction face down"] * 24
    assert labels(state, 0) == ["turn up an attraction face down"] * 24
    act(state, "turn up Ferris Wheel face down")
    assert state.observation()["auction"]["lots"] == [space_named("Ferris Wheel")]
    for viewer in (core.PUBLIC, 0, 1):
        view = state.observation(viewer)
        assert view["auction"]["lots"] == [None] and view["auction"]["blind"]
        assert view["owner"][space_named("Ferris Wheel")] == -1
    act(state, "p0 bids $100,000")
    act(state, "p1 passes: p0 wins the Ferris Wheel for $100,000")
    assert state.observation(core.PUBLIC)["owner"][space_named("Ferris Wheel")] == 0


def test_double_blind_auction_sells_two_hidden_cards_for_one_price():
    state = _game(2)
    act(state, "draw Double Blind Auction")
    act(state, "turn up Ferris Wheel face down")
    act(state, "turn up Go Karts face down")
    assert state.observation(core.PUBLIC)["auction"]["lots"] == [None, None]
    act(state, "p0 passes")
    act(state, "p1 passes: nobody bid, p0 wins the Ferris Wheel and the Go Karts free")
    assert _owner(state, "Ferris Wheel") == 0 and _owner(state, "Go Karts") == 0


def test_a_bot_looking_ahead_at_a_blind_lot_sees_it_resampled():
    state = _game(2)
    act(state, "draw Blind Auction")
    act(state, "turn up Ferris Wheel face down")
    from engines.rng import Rng

    rng = Rng(4)
    seen = set()
    for _ in range(20):
        twin = state.clone_for(0, rng)
        assert twin.observation(0) == state.observation(0)
        seen.add(twin.observation()["auction"]["lots"][0])
    assert len(seen) > 5  # the bot cannot tell which attraction it bids for


def _auction_passed(state, kinds):
    """Draw the first auction card left among `kinds` (card types); everybody passes."""
    for action in state.legal_actions():
        if action - tycoon.EVENT in kinds:
            state.apply_action(action)
            break
    else:
        raise AssertionError("no auction card of %r left" % (kinds,))
    while state.observation()["phase"] == "lot":
        state.apply_action(state.legal_actions()[0])
    while state.observation()["phase"] == "bid":
        state.apply_action(tycoon.PASS)
    _turn(state, None, "1 red")


def test_auction_with_the_attraction_deck_empty_sells_nothing():
    # Ruling T9.
    state = _game(4)
    while state.observation()["attractions_left"]:
        _auction_passed(state, (0, 1, 2, 3))
    owners = state.observation()["owner"]
    act(state, "draw Double Blind Auction")
    view = state.observation()
    assert view["phase"] == "roll" and view["auction"] is None and view["owner"] == owners


def test_double_auction_with_one_card_left_sells_that_one():
    # Ruling T9: 20 cards left with 4 players; 3 doubles and 13 singles leave one.
    state = _game(4)
    for _ in range(3):
        _auction_passed(state, (1,))
    for _ in range(13):
        _auction_passed(state, (0, 2))
    assert state.observation()["attractions_left"] == 1
    act(state, "draw Double Blind Auction")
    assert len(state.chance_outcomes()) == 1
    state.apply_action(state.legal_actions()[0])
    view = state.observation()
    assert view["phase"] == "bid" and len(view["auction"]["lots"]) == 1


# ---- Mechanic and Handyman events -----------------------------------------------------------


def test_mechanic_card_costs_nothing_with_mechanics_hired():
    state = _game(2, staff=["mechanics", "no staff"])
    before = _money(state)
    act(state, "draw Mechanic: pay $200,000 unless you hired Mechanics")
    assert _money(state) == before


def test_mechanic_card_without_mechanics_costs_the_drawer_200000():
    state = _game(2, staff=["handymen", "mechanics"])
    before = _money(state)
    act(state, "draw Mechanic: pay $200,000 unless you hired Mechanics")
    assert _money(state) == [before[0] - 200000, before[1]]  # only the drawer pays


def test_handyman_card_costs_200000_unless_handymen_were_hired():
    state = _game(2, staff=["handymen", "mechanics"], first=0)
    before = _money(state)
    _turn(state, "Handyman: pay $200,000 unless you hired Handymen", "1 red")
    assert _money(state) == before
    act(state, "draw Handyman: pay $200,000 unless you hired Handymen")
    assert _money(state) == [before[0], before[1] - 200000]


def _broke_player_0(points_first):
    """p0 spends down to $100,000; with `points_first` it first earns 4 guest points."""
    cards = ["Twist", "Wooden Roller Coaster", "Steel Roller Coaster", "Hot Dog Stall"]
    state = _game(2, cards=cards)  # p0 has $1,700,000 left
    act(state, "draw Auction")
    act(state, "turn up Ferris Wheel")
    act(state, "p0 bids $1,000,000")
    act(state, "p1 passes: p0 wins the Ferris Wheel for $1,000,000")
    _turn(state, None, "5 red", "move red guest to %s" % ("Twist" if points_first else "Dodgems"))
    act(state, "draw Auction")
    act(state, "turn up Go Karts")
    act(state, "p1 bids $100,000")
    act(state, "p0 bids $600,000")
    act(state, "p1 passes: p0 wins the Go Karts for $600,000")
    _turn(state, None, "1 blue")
    return state


def test_player_who_cannot_pay_the_staff_gives_up_2_guest_points():
    state = _broke_player_0(points_first=True)
    assert _money(state)[0] == 100000 and _points(state)[0] == 4
    act(state, "draw Handyman: pay $200,000 unless you hired Handymen")
    assert _money(state)[0] == 100000 and _points(state)[0] == 2


def test_guest_points_given_up_never_go_below_zero():
    # Ruling T13.
    state = _broke_player_0(points_first=False)
    assert _money(state)[0] == 100000 and _points(state)[0] == 0
    act(state, "draw Mechanic: pay $200,000 unless you hired Mechanics")
    assert _points(state)[0] == 0 and _money(state)[0] == 100000


# ---- Money and guest movement events --------------------------------------------------------


def test_money_cards_pay_every_player_or_the_drawer():
    # Ruling T14.
    state = _game(3, first=1)
    before = _money(state)
    _turn(state, "Every player collects $500,000", "1 red")
    assert _money(state) == [m + 500000 for m in before]
    _turn(state, "Collect $1,000,000", "1 red")
    assert _money(state) == [before[0] + 500000, before[1] + 500000, before[2] + 1500000]
    act(state, "draw Collect $500,000")
    assert _money(state)[0] == before[0] + 1000000


def test_guest_movement_card_moves_any_guest_exactly_that_far_without_points():
    # Ruling T15.
    state = _game(2, cards=["Twist", "Hot Dog Stall", "Ice Cream Stall", "Balloon Stall"])
    _turn(state, FILLER, "3 red", "move red guest to Path 2")
    act(state, "draw Move any guest 2 spaces")
    view = state.observation()
    assert view["phase"] == "pick" and view["moving"] == [-1, 2] and view["by_event"]
    assert state.current_player() == 1
    act(state, "pick red guest")
    assert sorted(labels(state)) == [
        "move red guest to Merry-Go-Round",
        "move red guest to Path 1",
        "move red guest to Path 4",
        "move red guest to Twist",
    ]
    act(state, "move red guest to Twist")
    assert _points(state) == [0, 0]  # Twist is p0's, but an event move awards nothing
    assert state.observation()["phase"] == "roll" and state.observation()["turn"] == 1


def test_a_guest_moved_by_a_card_never_steps_back_onto_a_space_it_occupied_this_turn():
    # "you cannot move onto a space that you already occupied this turn" (ruling T20): the
    # red guest walked Park Entrance, Path 1, Path 3 on the card; the dice move it again.
    state = _game(2)
    act(state, "draw Move any guest 2 spaces")
    act(state, "pick red guest")
    act(state, "move red guest to Path 3")
    assert tycoon.destinations(space_named("Path 3"), 2) == [
        tycoon.ENTRANCE,
        space_named("Path 5"),
        space_named("Path 22"),
    ]
    act(state, "roll 2 red")
    assert state.observation()["stood"] == [tycoon.ENTRANCE, space_named("Path 1"), 3]
    assert labels(state) == ["move red guest to Path 5", "move red guest to Path 22"]
    walk = tycoon.path(space_named("Path 3"), space_named("Path 5"), 2, [0, 1, 3])
    assert walk == [space_named("Path 2"), space_named("Path 5")]  # the walk the LEDs show


def test_another_guest_is_free_of_the_spaces_the_card_moved_guest_occupied():
    state = _game(2)
    act(state, "draw Move any guest 2 spaces")
    act(state, "pick red guest")
    act(state, "move red guest to Path 3")
    act(state, "roll 2 wild")
    act(state, "pick orange guest")
    assert labels(state) == ["move orange guest to Path 3"]  # by Path 1, where red went
    assert state.observation()["stood"] == []


def test_a_guest_the_card_walked_into_a_dead_end_cannot_move_again_this_turn():
    # Ruling T20 with T16: from the Park Entrance every way out is a space it stood on.
    state = _game(2, first=1)
    _turn(state, FILLER, "2 red", "move red guest to Path 3")
    act(state, "draw Move any guest 2 spaces")
    act(state, "pick red guest")
    act(state, "move red guest to Park Entrance")
    act(state, "roll 3 red")
    view = state.observation()
    assert view["phase"] == "event" and view["turn"] == 1 and view["guests"][0] == 0


def test_the_next_turn_forgets_the_spaces_occupied_before():
    state = _game(2)
    act(state, "draw Move any guest 2 spaces")
    act(state, "pick red guest")
    act(state, "move red guest to Path 3")
    _turn(state, None, "1 blue")
    act(state, "draw " + FILLER)
    act(state, "roll 2 red")
    assert "move red guest to Park Entrance" in labels(state)


# ---- Moving the Month Marker / Winning the Game ---------------------------------------------

_NOT_MONTH = [i for i in range(len(tycoon.EVENTS)) if tycoon.EVENTS[i][0] != 4]
_MONTH_CARD = "Advance one month; every player collects $200,000"


def _resolve_quietly(state):
    """Finish the event and the turn: everyone passes, guests take the first move offered."""
    while state.observation()["phase"] not in ("event", "over"):
        if state.current_player() == core.CHANCE:
            state.apply_action(state.legal_actions()[0])
        else:
            state.apply_action(state.legal_actions()[0])


def test_month_advance_moves_the_marker_one_month_and_pays_every_player():
    state = _game(2)
    before = _money(state)
    act(state, "draw " + _MONTH_CARD)
    assert tycoon.MONTHS[state.observation()["month"]] == "APR YEAR 1"
    assert _money(state) == [m + 200000 for m in before]
    assert state.observation()["phase"] == "roll"


def test_empty_event_deck_is_reshuffled_from_the_discards():
    # Ruling T6.
    state = _game(2)
    for _ in range(52):
        state.apply_action(state.legal_actions()[0])  # the first card type left
        _resolve_quietly(state)
    assert state.observation()["events_left"] == [0] * len(tycoon.EVENTS)
    weights = [w for _, w in state.chance_outcomes()]
    assert weights == list(tycoon_data.EVENT_COPIES)
    act(state, "draw Auction")
    assert state.observation()["events_left"][0] == 9


def test_game_over_card_is_resolved_then_money_becomes_guest_points_and_the_game_ends():
    state = _game(2)
    for _ in range(52 - 14):
        kind = [a for a in state.legal_actions() if a - tycoon.EVENT in _NOT_MONTH][0]
        state.apply_action(kind)
        _resolve_quietly(state)
    for _ in range(15):
        act(state, "draw " + _MONTH_CARD)
        _resolve_quietly(state)
    assert tycoon.MONTHS[state.observation()["month"]] == "OCT YEAR 2"
    points, money = _points(state), _money(state)
    final = [money[p] // 100000 + 2 for p in range(2)]
    act(
        state,
        "draw %s: GAME OVER: p0 %d guest points + %d for money = %d; "
        "p1 %d guest points + %d for money = %d"
        % (
            _MONTH_CARD,
            points[0],
            final[0],
            points[0] + final[0],
            points[1],
            final[1],
            points[1] + final[1],
        ),
    )  # the log's breakdown of the final count
    view = state.observation()
    assert state.is_terminal() and view["phase"] == "over" and view["month"] == 16
    assert view["roll"] is None  # no dice after the last card
    for p in range(2):
        assert view["money"][p] == money[p] + 200000  # the card is followed first
        assert view["points"][p] == points[p] + view["money"][p] // 100000
    assert state.scores() == view["points"]


def _ended(points, attractions):
    """A finished game's winners for given final points and attraction counts (via a real
    game: only the tie-break inputs are set, through the state's own fields)."""
    state = _game(len(points))
    state.points = list(points)
    state.phase = 9
    counts = list(attractions)
    state.attractions_of = lambda p: counts[p]
    return state.winners()


def test_most_guest_points_wins():
    assert _ended([30, 41, 12], [2, 2, 2]) == [1]


def test_tie_goes_to_the_player_with_the_most_attractions():
    assert _ended([41, 41, 12], [2, 5, 9]) == [1]


def test_still_tied_is_a_tie():
    assert _ended([41, 41, 12], [4, 4, 9]) == [0, 1]


def test_running_score_is_guest_points_plus_a_point_per_100000_held():
    # Ruling T19.
    state = _to_motion_simulator(owner_of_ms=1, mover=0)
    act(state, "move orange guest to Motion Simulator")
    view = state.observation()
    assert state.scores() == [view["points"][p] + view["money"][p] // 100000 for p in range(2)]
    assert view["totals"] == state.scores()


def test_new_game_rejects_options_and_player_counts_it_does_not_have():
    raises(ValueError, tycoon.new_game, 1)
    raises(ValueError, tycoon.new_game, 5)
    raises(ValueError, tycoon.new_game, 2, variant="x")
