"""Rng: Midway's own seeded PRNG, identical on CPython and MicroPython, small ints only.

Two multiply-with-carry generators (Marsaglia) with 16-bit lag and multipliers below 2**14,
so every intermediate value stays below 2**30: on the Pico's 31-bit small ints nothing ever
allocates. Each multiplier a makes a*2**16 - 1 a safe prime, so each generator has period
(a*2**16 - 2) / 2; the two periods are coprime and the pair repeats after about 2**57 draws.

Why only two states of each generator are degenerate: read (x, c), 0 <= x < 2**16 and
0 <= c < a, as the number z = c*2**16 + x in 0..p, p = a*2**16 - 1. One step makes
a*x + c, which is a*z mod p (as a*2**16 = 1 mod p), and is the next z. So z = 0, (x, c) =
(0, 0), and z = p, (x, c) = (2**16-1, a-1), are fixed points; every other z is a nonzero
residue and multiplying by a mod p permutes those in cycles of the full period (p is
prime). setstate() takes only those: at a fixed point a generator repeats one number forever.
"""

from compat import const

_A1 = const(16365)
_A2 = const(15963)
_LOW16 = const(0xFFFF)
_LOW15 = const(0x7FFF)
# below() rejects a draw with probability under 1/2 (see there), so a sound generator draws
# this many in a row with probability under 2**-64; only a broken one gets that far.
_TRIES = const(64)
MAX = const(0x3FFFFFFF)  # the largest value next() returns: 2**30 - 1


class Rng:
    def __init__(self, seed=1):
        self.seed(seed)

    def seed(self, seed):
        """Any int seeds the generator; equal seeds give equal sequences on every runtime."""
        if type(seed) is not int:
            raise ValueError("seed must be an int, not %r" % (seed,))
        seed = seed % 0x3FFFFFFB  # a prime below 2**30: folds big seeds into small ints
        self._x1 = seed & _LOW16
        self._c1 = (seed >> 16) % _A1
        self._x2 = (seed ^ 0x5A5A) & _LOW16
        self._c2 = ((seed >> 8) ^ 0x2D) % _A2
        if _stuck(self._x1, self._c1, _A1):
            self._x1 = 0x1234
        if _stuck(self._x2, self._c2, _A2):
            self._x2 = 0x4321
        for _ in range(8):
            self.next()

    def getstate(self):
        return (self._x1, self._c1, self._x2, self._c2)

    def setstate(self, state):
        """Go back to a getstate(); anything else (a damaged save) raises ValueError."""
        if type(state) not in (tuple, list) or len(state) != 4:
            raise ValueError("an Rng state is 4 ints, not %r" % (state,))
        x1, c1, x2, c2 = state
        for part in state:
            if type(part) is not int:
                raise ValueError("an Rng state is 4 ints, not %r" % (state,))
        if not (_sound(x1, c1, _A1) and _sound(x2, c2, _A2)):
            raise ValueError("not a state this Rng can be in: %d %d %d %d" % (x1, c1, x2, c2))
        self._x1, self._c1, self._x2, self._c2 = x1, c1, x2, c2

    def next(self):
        """The next value, uniform in 0..MAX (30 bits)."""
        t = _A1 * self._x1 + self._c1
        self._x1 = t & _LOW16
        self._c1 = t >> 16
        t = _A2 * self._x2 + self._c2
        self._x2 = t & _LOW16
        self._c2 = t >> 16
        return ((self._x1 & _LOW15) << 15) | (self._x2 & _LOW15)

    def below(self, n):
        """Uniform in 0..n-1 without modulo bias, for 1 <= n <= 2**30 - 1."""
        if type(n) is not int or not (1 <= n <= MAX):
            raise ValueError("below() needs 1 <= n <= %d, not %r" % (MAX, n))
        # 2**30 values in all; drop the top (2**30 mod n) so every residue is equally likely.
        # That is under half of them (2**30 mod n is below n, and below 2**30 - n), so only a
        # stuck generator (its fields set by something other than seed() and setstate()) draws
        # _TRIES in a row out of range: it raises then, where a loop would spin for ever.
        last = MAX - (MAX % n + 1) % n
        for _ in range(_TRIES):
            value = self.next()
            if value <= last:
                return value % n
        raise ValueError("the Rng is stuck: %d draws in a row out of range" % _TRIES)

    def choice(self, items):
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def weighted(self, outcomes):
        """An action from [(action, weight)] with probability weight / total."""
        total = 0
        for _, weight in outcomes:
            total += weight
        pick = self.below(total)
        for action, weight in outcomes:
            if pick < weight:
                return action
            pick -= weight
        raise ValueError("weights must be positive ints")

    def shuffle(self, items):
        """Fisher-Yates, in place (for the table and tools; engines use chance nodes)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def _stuck(x, c, a):
    """Whether (x, c) is one of the two fixed points of the generator with multiplier a."""
    return x == 0 and c == 0 or x == _LOW16 and c == a - 1


def _sound(x, c, a):
    """Whether (x, c) is a state the generator with multiplier a reaches from a seed."""
    return 0 <= x <= _LOW16 and 0 <= c < a and not _stuck(x, c, a)
