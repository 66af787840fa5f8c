"""Tycoon's bids (ruling T7): any amount a bidder can pay, and bots that bid sensibly with it,
through the engine's candidates() hint, never looking at a face-down lot."""

from engines import core, tycoon
from engines.bots import GreedyBot
from engines.rng import Rng
from host_tools.bench.vm.playout import play_out
from support.script import act
from support.tycoon_spaces import space_named

_STALL = "Hot Dog Stall"  # 1 guest point, a $100,000 starting fee


def _auction(lot, players=2, blind=False):
    state = tycoon.new_game(players)
    cards = ["Ice Cream Stall", "Balloon Stall", "Spiral Slide", "Popcorn Stall"]
    cards += ["Souvenir Stall", "Mini Golf"]
    for i in range(2 * players):
        act(state, "deal %s to p%d" % (cards[i], i % players))
    for player in range(players):
        act(state, "p%d hires no staff" % player)
    for player in range(players):
        act(state, "p%d rolls %d for first player" % (player, 1 if player == 0 else 6))
    if blind:
        act(state, "draw Blind Auction")
        act(state, "turn up %s face down" % lot)
    else:
        act(state, "draw Auction")
        act(state, "turn up " + lot)
    return state


def test_a_bot_never_pays_3000000_for_a_100000_stall():
    for seed in range(4):
        state = _auction(_STALL)
        bot = GreedyBot(Rng(seed))
        bids = []
        while state.observation()["phase"] == "bid":
            if state.current_player() == 0:  # the rival outbids it while it can
                least = tycoon.BID + state.observation()["auction"]["bid"] // 100000 + 1
                state.apply_action(least if least - tycoon.BID <= 29 else tycoon.PASS)
            else:
                action = bot.choose(state)
                if action != tycoon.PASS:
                    bids.append(action - tycoon.BID)
                state.apply_action(action)
        assert max(bids or [0]) <= 1, bids  # a stall's worth: its $100,000 fee
        owner = state.observation()["owner"][space_named(_STALL)]
        assert owner == 0 or state.observation()["money"][1] >= 2600000


def test_a_bot_bids_the_least_it_may_while_the_lot_is_worth_more():
    state = _auction("Steel Roller Coaster")
    act(state, "p0 bids $300,000")
    assert state.candidates() == [tycoon.PASS, tycoon.BID + 4]
    act(state, "p1 bids $1,000,000")
    assert state.candidates() == [tycoon.PASS]  # $1,100,000: more than its $1,000,000 fee


def test_an_attraction_is_worth_less_to_a_bot_as_the_months_run_out():
    state = _auction("Steel Roller Coaster")
    state.month = 12  # four months of sixteen left: a quarter of its fee
    act(state, "p0 bids $200,000")
    assert state.candidates() == [tycoon.PASS, tycoon.BID + 3]
    act(state, "p1 bids $300,000")
    assert state.candidates() == [tycoon.PASS]


def test_a_drawer_left_alone_without_a_bid_passes_and_takes_the_lot_free():
    # Ruling T8: passing wins it for nothing, a bid would cost $100,000.
    state = _auction("Steel Roller Coaster")
    act(state, "p0 passes")
    assert state.candidates() == [tycoon.PASS, tycoon.BID + 1]  # p1 may buy it cheap
    state = _auction("Steel Roller Coaster", players=3)
    state.bidding[1] = state.bidding[2] = 0  # the others are out, nobody bid
    assert state.current_player() == 0 and state.candidates() == [tycoon.PASS]


def test_the_bid_hint_reads_a_blind_lot_as_any_card_it_may_be():
    state = _auction("Steel Roller Coaster", blind=True)
    hint = state.candidates()
    rng = Rng(3)
    for _ in range(10):
        assert state.clone_for(1, rng).candidates() == hint
    other = _auction(_STALL, blind=True)
    assert other.candidates() == hint  # the same deck unseen: the same worth


def test_outside_an_auction_the_hint_is_every_legal_action():
    state = _auction(_STALL)
    act(state, "p0 passes")
    act(state, "p1 passes: nobody bid, p0 wins the Hot Dog Stall free")
    assert state.candidates() == state.legal_actions()
    act(state, "roll 4 wild")
    assert state.candidates() == state.legal_actions()


def test_bots_pay_no_more_for_a_lot_than_its_starting_fees_all_game():
    def within_the_fees(state, action):
        if state.current_player() == core.CHANCE or action == tycoon.PASS:
            return
        if state.observation()["phase"] == "bid":
            fees = 0
            for space in state.observation(core.PUBLIC)["auction"]["lots"]:
                fees += 10 if space is None else tycoon.FEES[tycoon.ATTRACTIONS.index(space)]
            assert action - tycoon.BID <= fees

    rng = Rng(7)
    bot = GreedyBot(rng, samples=1, max_candidates=4, horizon=3)
    play_out(tycoon.new_game(3), rng, bot.choose, each=within_the_fees)
