"""Bounds on what one client can make the server do: token buckets kept per client or per
seat (in a map of bounded size), locks that exist only while someone holds them, and a
small cache of costly answers (a deal's analysis).

Nothing here knows of tables or HTTP: the middleware (``guard``), the hub and the
sockets use these to refuse (429 with ``Retry-After``) before any work is done, and to
keep memory flat whatever ids or addresses a client makes up.
"""

from __future__ import annotations

import asyncio
import math
from collections import OrderedDict
from collections.abc import AsyncIterator, Hashable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class RateLimit:
    """A token bucket: ``rate`` a second sustained, ``burst`` at once.

    >>> bucket = RateLimit(rate=1, burst=2)
    >>> bucket.allow(0.0), bucket.allow(0.0), bucket.allow(0.0), bucket.allow(1.0)
    (True, True, False, True)
    >>> bucket.allow(1.0), bucket.retry_after(1.0)
    (False, 1)
    """

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.last: float | None = None

    def _fill(self, now: float) -> None:
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def allow(self, now: float) -> bool:
        self._fill(now)
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def retry_after(self, now: float) -> int:
        """Whole seconds until the next one is allowed (``Retry-After``), at least 1."""
        self._fill(now)
        if self.rate <= 0:
            return 3600
        return max(1, math.ceil((1 - self.tokens) / self.rate))


class Bounded(Generic[K, V]):
    """A map that keeps at most ``size`` entries, the least recently used going first:
    rate buckets per address and cached answers cost bounded memory whatever the keys.

    >>> seen = Bounded[str, int](2)
    >>> seen.put("a", 1); seen.put("b", 2); seen.get("a"); seen.put("c", 3)
    1
    >>> sorted(seen.entries)
    ['a', 'c']
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self.entries.get(key)
        if value is not None:
            self.entries.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self.entries[key] = value
        self.entries.move_to_end(key)
        while len(self.entries) > self.size:
            self.entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self.entries)


class Buckets:
    """One token bucket per key (an address, a seat), at most ``size`` of them.

    >>> hints = Buckets(rate=0.5, burst=1)
    >>> hints.check("t1/S", 0.0), hints.check("t1/S", 0.0), hints.check("t1/N", 0.0)
    (0, 2, 0)
    """

    def __init__(self, rate: float, burst: int, size: int = 20_000) -> None:
        self.rate, self.burst = rate, burst
        self.buckets = Bounded[Hashable, RateLimit](size)

    def check(self, key: Hashable, now: float) -> int:
        """0 if one more is allowed now (and counted), else the seconds to wait."""
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = RateLimit(self.rate, self.burst)
            self.buckets.put(key, bucket)
        if bucket.allow(now):
            return 0
        return bucket.retry_after(now)


class KeyedLocks:
    """One asyncio lock per key, which exists only while someone holds or waits for it:
    a request for an id nobody knows leaves nothing behind.

    >>> async def demo() -> int:
    ...     locks = KeyedLocks()
    ...     async with locks["t1"]:
    ...         inside = len(locks)
    ...     return inside * 10 + len(locks)
    >>> asyncio.run(demo())
    10
    """

    def __init__(self) -> None:
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}

    @asynccontextmanager
    async def _held(self, key: str) -> AsyncIterator[None]:
        lock, users = self._locks.get(key) or (asyncio.Lock(), 0)
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[key]
            if users <= 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)

    def __getitem__(self, key: str) -> AbstractAsyncContextManager[None]:
        return self._held(key)

    def __len__(self) -> int:
        return len(self._locks)
