"""Django's cache on Redis (the rate limits' counters) under ASGI, where every request is a new
context with its own cache object: the requests of a process share one connection pool."""

import asyncio
import uuid

import pytest
import redis
from django.test import AsyncClient, override_settings

from config import settings as configured
from tabletop.access.cache import ProcessConnectionPool

pytestmark = [pytest.mark.services("redis"), pytest.mark.django_db(transaction=True)]


async def test_rate_limited_requests_share_the_redis_connections_of_the_process(monkeypatch):
    opened = []
    make_connection = redis.ConnectionPool.make_connection
    monkeypatch.setattr(
        redis.ConnectionPool, "make_connection", lambda pool: opened.append(pool) or make_connection(pool)
    )
    ProcessConnectionPool._pools.clear()  # a pool made in this test (another may have made it before)
    client = AsyncClient()
    # the configured cache (the tests' own is in memory: tests/conftest.py), its keys this test's
    # alone: the creations' counter lasts an hour in Redis, past this run
    on_redis = {"default": {**configured.CACHES["default"], "KEY_PREFIX": f"test-{uuid.uuid4().hex}"}}
    with override_settings(CACHES=on_redis):
        for _ in range(20):  # each in a task of its own, as the server runs a request
            created = await asyncio.create_task(
                client.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, content_type="application/json")
            )
            assert created.status_code == 201, created.content
    assert len(opened) == 1, f"{len(opened)} Redis connections opened for 20 requests"
