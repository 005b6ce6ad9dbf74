"""The project's own seeded pseudo-random number generator (ARCHITECTURE.md principle 5).

Algorithm: **xoshiro256\\*\\*** 1.0 (Blackman & Vigna, 2018), seeded through **SplitMix64** from
one integer, exactly as the authors recommend. Everything is 64-bit unsigned integer arithmetic
masked with ``& MASK64``, so the same seed gives the same stream in CPython 3.11+ and in
Pyodide. Python's ``random`` is never used for game chance: its algorithms are not part of any
language guarantee.

Derived draws are unbiased:
- ``below(n)``: bitmask-and-reject on the high bits of a 64-bit output;
- ``randint(a, b)``: ``a + below(b - a + 1)``;
- ``shuffle``: Fisher–Yates from the last index down;
- ``weighted_index(weights)``: integer weights only (exact; no floating point), a draw
  ``below(sum)`` walked through the cumulative weights.
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

MASK64 = (1 << 64) - 1
T = TypeVar("T")


def _splitmix64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK64


class Rng:
    """A xoshiro256** stream. ``Rng(seed)`` for any integer seed (reduced modulo 2**64)."""

    __slots__ = ("_s",)

    def __init__(self, seed: int) -> None:
        sm = seed & MASK64
        words = []
        for _ in range(4):
            sm, word = _splitmix64(sm)
            words.append(word)
        self._s = words

    def next_u64(self) -> int:
        """The next raw 64-bit output."""
        s = self._s
        result = (_rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("below(n) needs n >= 1")
        if n == 1:
            return 0
        bits = (n - 1).bit_length()
        while True:
            x = self.next_u64() >> (64 - bits)
            if x < n:
                return x

    def randint(self, a: int, b: int) -> int:
        """A uniform integer in ``[a, b]``, both ends included."""
        if b < a:
            raise ValueError("randint(a, b) needs a <= b")
        return a + self.below(b - a + 1)

    def choice(self, items: Sequence[T]) -> T:
        """A uniform element of a non-empty sequence."""
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffles in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def weighted_index(self, weights: Sequence[int]) -> int:
        """An index drawn with probability ``weights[i] / sum(weights)``; integer weights."""
        total = sum(weights)
        if total <= 0 or any(w < 0 for w in weights):
            raise ValueError("weights must be non-negative integers with a positive sum")
        x = self.below(total)
        for i, w in enumerate(weights):
            if x < w:
                return i
            x -= w
        raise AssertionError("unreachable")
