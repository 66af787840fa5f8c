"""Rng, the table's seeded PRNG: pinned outputs, even draws, and no state it can get stuck in.

Each of its two multiply-with-carry generators steps (x, c) -> (t & 0xFFFF, t >> 16) with
t = a*x + c. Its fixed points solve (a-1)*x = (2**16-1)*c; the tests below work out every
solution and show that every other state lies on a cycle of the full period.
"""

from engines.rng import MAX, Rng
from support.expect import raises

MULTIPLIERS = (16365, 15963)  # the two generators' a, in the order of the state
HEALTHY = (Rng(42).getstate()[0:2], Rng(42).getstate()[2:4])  # a sound (x, c) per generator


def step(x, c, a):
    t = a * x + c
    return t & 0xFFFF, t >> 16


def fixed_points(a):
    """Every (x, c) with 0 <= x < 2**16, 0 <= c < a that one step maps to itself."""
    found = []
    for x in range(0x10000):
        if (a - 1) * x % 0xFFFF == 0:
            c = (a - 1) * x // 0xFFFF
            if c < a:
                found.append((x, c))
    return found


def is_prime(n):
    if n < 2 or n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def degenerate_states():
    """Every 4-int state with a generator at a fixed point: each alone, and both."""
    stuck1, stuck2 = fixed_points(MULTIPLIERS[0]), fixed_points(MULTIPLIERS[1])
    states = []
    for one in stuck1:
        states.append(one + HEALTHY[1])
    for two in stuck2:
        states.append(HEALTHY[0] + two)
    for one in stuck1:
        for two in stuck2:
            states.append(one + two)
    return states


def test_rng_first_outputs_are_pinned_for_seed_42():
    rng = Rng(42)
    assert [rng.next() for _ in range(6)] == [
        1032417150,
        42160559,
        530883978,
        392591137,
        458252255,
        1055380086,
    ]
    rng = Rng(42)
    assert [rng.below(6) for _ in range(10)] == [0, 5, 0, 1, 5, 0, 3, 2, 0, 0]


def test_rng_never_reaches_2_to_the_30():
    rng = Rng(3)
    top = 0
    for _ in range(20000):
        value = rng.next()
        assert 0 <= value <= MAX
        top = max(top, value)
    assert MAX == (1 << 30) - 1
    assert top > MAX - (1 << 20)  # and it does use the whole 30 bits


def test_rng_internal_state_stays_a_small_int():
    rng = Rng(-99)
    for _ in range(5000):
        rng.next()
        for part in rng.getstate():
            assert 0 <= part < (1 << 30)


def test_rng_same_seed_same_sequence_and_state_resumes():
    a, b = Rng(2026), Rng(2026)
    assert [a.next() for _ in range(50)] == [b.next() for _ in range(50)]
    saved = a.getstate()
    ahead = [a.next() for _ in range(5)]
    a.setstate(saved)
    assert [a.next() for _ in range(5)] == ahead
    assert [Rng(1).next() for _ in range(3)] != [Rng(2).next() for _ in range(3)]


def test_rng_below_covers_every_value_evenly():
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(900 < c < 1100 for c in counts), counts
    assert raises(ValueError, rng.below, 0)
    assert raises(ValueError, rng.below, 1 << 30)


def test_rng_weighted_follows_the_weights():
    rng = Rng(11)
    counts = {5: 0, 9: 0}
    for _ in range(4000):
        counts[rng.weighted([(5, 1), (9, 3)])] += 1
    assert 800 < counts[5] < 1200 and 2800 < counts[9] < 3200, counts


def test_rng_shuffle_is_a_permutation():
    items = list(range(20))
    Rng(5).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_each_generator_has_exactly_two_fixed_points():
    for a in MULTIPLIERS:
        points = fixed_points(a)
        assert points == [(0, 0), (0xFFFF, a - 1)], (a, points)
        for x, c in points:
            assert step(x, c, a) == (x, c)


def test_every_other_state_lies_on_a_cycle_of_the_full_period():
    for a in MULTIPLIERS:
        p = a * 0x10000 - 1  # a state (x, c) is z = c*2**16 + x in 0..p
        q = (p - 1) // 2
        assert is_prime(p) and is_prime(q)
        # a step is z -> a*z mod p, and a has order q (not 1 or 2): no shorter cycle exists
        assert pow(a, q, p) == 1 and pow(a, 2, p) != 1
        for x, c in ((1, 0), (0x1234, 77), (0xFFFE, a - 1), (0xFFFF, a - 2), (0, a - 1)):
            nx, nc = step(x, c, a)
            assert nc * 0x10000 + nx == a * (c * 0x10000 + x) % p
            assert 0 < nc * 0x10000 + nx < p


def test_a_saved_state_at_a_fixed_point_is_refused():
    states = degenerate_states()
    assert len(states) == 8
    assert (65535, 16364, 65535, 15962) in states  # the one that spun a table's boot
    rng = Rng(42)
    for state in states:
        err = raises(ValueError, rng.setstate, state)
        assert "not a state" in str(err), err
        raises(ValueError, rng.setstate, list(state))
    assert rng.getstate() == Rng(42).getstate()  # a refused state changes nothing


def test_a_saved_state_out_of_a_generators_range_is_refused():
    rng = Rng(42)
    (x1, c1), (x2, c2) = HEALTHY
    a1, a2 = MULTIPLIERS
    for state in (
        (0x10000, c1, x2, c2),
        (x1, c1, x2, a2),
        (x1, a1, x2, c2),
        (0xFFFE, 2 * a1 - 1, x2, c2),  # one step from the fixed point (0xFFFF, a-1)
        (-1, c1, x2, c2),
        (x1, -5, x2, c2),
        (x1, c1, 1 << 40, c2),
    ):
        raises(ValueError, rng.setstate, state)
    assert step(0xFFFE, 2 * a1 - 1, a1) == (0xFFFF, a1 - 1)


def test_a_saved_state_that_is_not_four_ints_is_refused():
    rng = Rng(42)
    x1, c1 = HEALTHY[0]
    for state in (None, 5, "1 2 3 4", (1, 2, 3), (1, 2, 3, 4, 5), (x1, c1, 7.0, 3)):
        raises(ValueError, rng.setstate, state)
    raises(ValueError, rng.setstate, (x1, c1, True, 3))
    raises(ValueError, rng.setstate, (x1, c1, "7", 3))


def test_every_state_getstate_gives_is_taken_back():
    for seed in (0, 1, 42, -99, 0x3FFFFFFB, 16364 * 0x10000 + 0xFFFF, 1 << 62):
        rng = Rng(seed)
        for _ in range(200):
            saved = rng.getstate()
            copy = Rng(7)
            copy.setstate(saved)
            assert copy.next() == rng.next()


def test_seeds_at_a_fixed_point_still_give_varied_draws():
    # seed & 0xFFFF and (seed >> 16) % a pick (x, c): these seeds land on the fixed points
    for seed in (0, 16364 * 0x10000 + 0xFFFF):
        rng = Rng(seed)
        assert len(set(rng.below(6) for _ in range(60))) == 6


class _StuckRng(Rng):
    """A generator whatever set its fields: it draws the top value forever."""

    def next(self):
        return MAX


def test_below_gives_up_on_a_stuck_generator_instead_of_spinning():
    rng = _StuckRng(1)
    err = raises(ValueError, rng.below, 6)
    assert "stuck" in str(err)
    assert rng.below(1 << 29) == MAX % (1 << 29)  # no value is rejected: it still draws
