"""Settings of the floor app: only what the floor needs, from the same environment as the product."""

import os

import dj_database_url

SECRET_KEY = os.environ["SECRET_KEY"]
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "rest_framework", "channels", "bench.floorapp"]
MIDDLEWARE: list[str] = []
ROOT_URLCONF = "bench.floorapp.asgi"
ASGI_APPLICATION = "bench.floorapp.asgi.application"
# BENCH_FLOOR_DB=pool (default): Django's psycopg pool, the set-up Django documents for ASGI.
# BENCH_FLOOR_DB=persistent: CONN_MAX_AGE from the environment, as the product configures it.
if os.environ.get("BENCH_FLOOR_DB", "pool") == "pool":
    DATABASES = {"default": dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=0)}
    DATABASES["default"]["OPTIONS"] = {"pool": {"min_size": 2, "max_size": 16, "timeout": 10}}
else:
    DATABASES = {
        "default": dj_database_url.parse(
            os.environ["DATABASE_URL"],
            conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "600")),
            conn_health_checks=True,
        )
    }
CHANNEL_LAYERS = {
    "default": {
        "BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
        "CONFIG": {"hosts": [os.environ["REDIS_URL"]], "prefix": "treasury-bench-floor"},
    }
}
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_THROTTLE_CLASSES": [],
}
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
