"""The production settings (config.settings, read from the environment) for the live server these
tests start, with one change: Redis keys and pub/sub channels get a prefix of their own, because
other servers on this machine share the same Redis (pub/sub ignores the db number) and their game
ids overlap ours."""

from config.settings import *  # noqa: F403
from config.settings import CACHES, CHANNEL_LAYERS, DATABASES

_PREFIX = f"treasury-reliability-{DATABASES['default']['NAME']}"
if "RedisPubSubChannelLayer" in CHANNEL_LAYERS["default"]["BACKEND"]:
    CHANNEL_LAYERS["default"]["CONFIG"]["prefix"] = _PREFIX
CACHES["default"]["KEY_PREFIX"] = _PREFIX
