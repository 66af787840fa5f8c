"""The hard bot's deep look at a Tycoon position (TycoonState.standing and candidates with
deep=True, for engines/search_bot.py): loaded only when a hard seat looks, so a table playing
Tycoon with people and normal bots never holds it, and let go with the game's engine.

Where an attraction stands matters more than its points: it is worth what it earns a month
(EARNS) for the months left, and an owner counts a little of the guest points within _NEAR
spaces of a guest, which someone may soon walk it into. It counts in twentieths of a point,
the scores too (whole points would round those little shares away, and with them what tells
two moves apart; floats could round otherwise on another runtime).
"""

from compat import const
from engines.tycoon_data import ATTRACTIONS, CLOSED, LINKS, NEIGHBOURS, POINTS

# An attraction within _NEAR spaces of a guest counts _NEAR_SHARE twentieths of its points to
# its owner (hard against 3 normal, 400 games: 53% with these, 47% counting 3/20 within 6
# spaces, 43% within 2).
_NEAR = const(3)
_NEAR_SHARE = const(6)
# What attraction card i earned its owner a month, in tenths of a guest point (an owner's
# own guests counted twice, as they score), over 200 seeded 4-player games of normal bots
# (the cards on the Closed spaces earn nothing): where it stands, near the Park Entrance and
# the busy paths or not, matters more than its points (a 5-point card earned 0.5 a month,
# some 4-point ones 1.3).
EARNS = (
    b"\x05\x01\x06\x00\x00\x02\x01\x00\x03\x02\x01\x0d\x05\x05"
    b"\x04\x05\x02\x04\x05\x00\x00\x03\x02\x05\x04\x0d\x0a\x0e"
)


def standing(state, scores, left):
    """`scores` (whole points) as the deep look reads them, in twentieths: what each
    player's attractions earn over the `left` months, the points near the guests, and the
    auction under way won by its high bidder at the lot's deep worth."""
    owner = state.owner
    count = len(scores)
    earns = [0] * count  # in tenths of a point a month
    near = [0] * count
    for card in range(len(EARNS)):
        if owner[ATTRACTIONS[card]]:
            earns[owner[ATTRACTIONS[card]] - 1] += EARNS[card]
    seen = bytearray(len(owner))  # per space: the guest's mark (its colour + 1) once reached
    for mark in range(1, len(state.guests) + 1):
        ring = [state.guests[mark - 1]]
        seen[ring[0]] = mark
        for _ in range(_NEAR):
            out = []
            for at in ring:
                for link in range(at * LINKS, at * LINKS + LINKS):
                    space = NEIGHBOURS[link]
                    if seen[space] != mark:
                        seen[space] = mark
                        out.append(space)
                        if owner[space] and space not in CLOSED:
                            near[owner[space] - 1] += POINTS[space]
            ring = out
    for p in range(count):
        scores[p] = scores[p] * 20 + earns[p] * left * 2 + near[p] * _NEAR_SHARE
    if state.lot_size:
        holder = state.bidder if state.bidder >= 0 else state.turn
        scores[holder] += (state._worth(True) - state.bid) * 20
