"""The seeded random source every game draws from.

Counter-based: word number n comes from a keyed hash of (seed, n). The whole generator state is
the seed, a counter and the generator's number, so it fits in columns, replays identically on any
Python version, and a replay from the log reproduces every shuffle, pack and die roll.

Two generators, each kept for the games made with it:
- 1 (games made before 2026-12-07): word n is the 8-byte BLAKE2b digest of n's 8 bytes;
- 2: word n is the (n mod 8)-th 8 bytes of the 64-byte BLAKE2b digest of (n div 8)'s 8 bytes,
  one hash for eight words (a word cost 0.7 us in a hash of its own, most of an auction action's
  randomness).
Both keyed with the 32-byte BLAKE2b digest of the seed; numbers are big-endian.
"""

import hashlib
import secrets
import struct
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_WORD_BITS = 64
_WORD_SPAN = 1 << _WORD_BITS
_SMALL_N = 1 << 32  # 2**64 % n < n: every word below 2**64 - 2**32 is kept for such an n
_KEPT_FOR_SMALL_N = _WORD_SPAN - _SMALL_N
COUNTER_SPAN = 1 << 64  # draw numbers are 8 bytes
# A draw number in, a word out: 8 bytes, big-endian (struct's, 6% fewer instructions a word than
# int.to_bytes and int.from_bytes).
_EIGHT_BYTES = struct.Struct(">Q")
_PACK, _UNPACK = _EIGHT_BYTES.pack, _EIGHT_BYTES.unpack
_UNPACK_EIGHT = struct.Struct(">8Q").unpack
GENERATORS = (1, 2)
LATEST_GENERATOR = 2  # what new games draw with


def new_seed() -> str:
    return secrets.token_hex(16)


class Rng:
    """Deterministic random draws from a secret seed; `counter` is how many words were used,
    `generator` how they are made (the module's docstring)."""

    __slots__ = ("seed", "counter", "generator", "_keyed", "_block", "_words")

    def __init__(self, seed: str, counter: int = 0, generator: int = LATEST_GENERATOR):
        if not isinstance(seed, str):
            raise TypeError(f"the seed must be a string, not {type(seed).__name__}")
        if not isinstance(counter, int) or isinstance(counter, bool):
            raise TypeError(f"the counter must be a whole number, not {type(counter).__name__}")
        if not 0 <= counter < COUNTER_SPAN:
            raise ValueError(f"the counter must be between 0 and 2**64 - 1, not {counter}")
        if type(generator) is not int or generator not in GENERATORS:
            raise ValueError(f"the generator must be one of {GENERATORS}, not {generator!r}")
        self.seed = seed
        self.counter = counter
        self.generator = generator
        key = hashlib.blake2b(seed.encode(), digest_size=32).digest()
        # keyed once: each hash copies it rather than hashing the key block again (0.7 against 1.1 us)
        self._keyed = hashlib.blake2b(key=key, digest_size=8 if generator == 1 else 64)
        self._block, self._words = -1, ()  # generator 2: the last hash's number and its eight words

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so that no value is favoured."""
        if n <= 0:
            raise ValueError("n must be positive")
        # A word is kept below 2**64 - (2**64 % n): for a small n, any word below `kept` is, and
        # the rare one above is measured (the division took an eighth of a draw's time).
        kept = _KEPT_FOR_SMALL_N if n <= _SMALL_N else 0
        # written out, not a call per word: games draw thousands (shuffles)
        if self.generator == 1:
            while True:
                hasher = self._keyed.copy()
                hasher.update(_PACK(self.counter))
                self.counter += 1
                (word,) = _UNPACK(hasher.digest())
                if word < kept or word < _WORD_SPAN - (_WORD_SPAN % n):
                    return word % n
        while True:
            counter = self.counter
            block = counter >> 3
            if block != self._block:
                hasher = self._keyed.copy()
                hasher.update(_PACK(block))
                self._block, self._words = block, _UNPACK_EIGHT(hasher.digest())
            word = self._words[counter & 7]
            self.counter = counter + 1
            if word < kept or word < _WORD_SPAN - (_WORD_SPAN % n):
                return word % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both included."""
        return low + self.randbelow(high - low + 1)

    def roll(self, sides: int) -> int:
        """One die with `sides` faces, 1..sides."""
        return self.randint(1, sides)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        if not 0 <= k <= len(pool):
            raise ValueError("sample larger than population")
        for i in range(k):
            j = i + self.randbelow(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
