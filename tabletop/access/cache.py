"""One Redis connection pool per process for Django's cache (the rate limits' counters).

Django keeps a cache object per asyncio context, and under ASGI every request is a new context:
each request built a new RedisCache, a new pool and a new connection to Redis, left to the
garbage collector. Given as the cache's pool_class, this pool is made once per URL and options
and serves every request of the process (redis-py pools are thread-safe and reset after a fork)."""

import threading

import redis


class ProcessConnectionPool(redis.ConnectionPool):
    _pools: dict[tuple[str, str], "ProcessConnectionPool"] = {}
    _pools_lock = threading.Lock()

    @classmethod
    def from_url(cls, url: str, **options) -> "ProcessConnectionPool":
        key = (url, repr(sorted(options.items())))
        with cls._pools_lock:
            pool = cls._pools.get(key)
            if pool is None:
                pool = cls._pools[key] = super().from_url(url, **options)
            return pool
