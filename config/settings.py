"""All settings, read from the environment. Every variable read here is listed in
docker/.env.example and on the docs site's settings page, docs/operators/settings.md (a test checks both)."""

import os
import re
from pathlib import Path
from urllib.parse import urlsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.delivery import static_headers

BASE_DIR = Path(__file__).resolve().parent.parent

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


# Each helper takes a variable set empty (`SQLITE_PATH=` in an env file) as one not set.
def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name) or default


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name} must be one of 1/0, true/false, yes/no, on/off; got {raw!r}")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be an integer; got {raw!r}") from None


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in env_str(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", False)

SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "SECRET_KEY is not set. Set SECRET_KEY in the environment (it is required when DEBUG is off), "
            "or set DEBUG=1 for local development."
        )
    SECRET_KEY = "insecure-development-key-only-used-with-DEBUG"

SITE_URL = env_str("SITE_URL", "http://127.0.0.1:8000")
_site = urlsplit(SITE_URL)
if _site.scheme not in ("http", "https") or not _site.hostname:
    raise ImproperlyConfigured(f"SITE_URL must be an absolute URL such as https://example.org; got {SITE_URL!r}")
# The site's own address is always served (as ALLOWED_HOSTS writes an IPv6 address: in brackets).
ALLOWED_HOSTS = [
    *env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]"),
    f"[{_site.hostname}]" if ":" in _site.hostname else _site.hostname,
]
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")
# Set by `make run` only (config/local_run.py): the local admin account it made, named on the
# admin login page. Production leaves it empty.
LOCAL_ADMIN = env_str("LOCAL_ADMIN")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "channels",
    "corsheaders",
    "tabletop",
    "cards",
    "auction",
    "saga",
    "battler",
    "pushes",
]

# Django's CSRF middleware is in MIDDLEWARE as its subclass (tabletop.access.cors.ServedOriginCsrfMiddleware),
# which its deployment check cannot see.
SILENCED_SYSTEM_CHECKS = ["security.W003"]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "tabletop.http.headers.ContentSecurityPolicyMiddleware",  # outside the rest: their own answers carry it too
    "config.delivery.PrivateByDefaultMiddleware",
    "config.delivery.CompressionMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "tabletop.http.middleware.query_text_guard",
    "tabletop.http.middleware.DatabaseUnavailableMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "tabletop.access.cors.ServedOriginCsrfMiddleware",  # Django's CSRF check, origins by tabletop.access.cors
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "tabletop.http.pages.local_admin",
            ],
        },
    },
]

# -- database: SQLite by default, PostgreSQL with DATABASE_URL ----------------------------------
DATABASE_URL = env_str("DATABASE_URL")
# IMMEDIATE makes every atomic block take the write lock first: SQLite's stand-in for the row
# lock that PostgreSQL takes with select_for_update. WAL: no read waits for a write (with the
# default journal a long write locked the whole file, and every page's read waited for it).
SQLITE_OPTIONS = {"transaction_mode": "IMMEDIATE", "timeout": 20, "init_command": "PRAGMA journal_mode=WAL"}
# Seconds the web server (HTTP and sockets) waits for PostgreSQL's answer to one statement before
# it answers 503 (tabletop/access/postgresql/base.py); 0: for ever
DB_ANSWER_TIMEOUT = env_int("DB_ANSWER_TIMEOUT", 10)
if DB_ANSWER_TIMEOUT < 0:
    raise ImproperlyConfigured(f"DB_ANSWER_TIMEOUT must be 0 (no deadline) or more seconds; got {DB_ANSWER_TIMEOUT}")
if DATABASE_URL:
    # A pool per process bounds the connections (sync views under ASGI each run in a thread of
    # their own, and a burst must queue for a connection rather than exhaust PostgreSQL).
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=0)}
    if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
        # Django's, but its pool never hands out a connection the server ended (a restart)
        DATABASES["default"]["ENGINE"] = "tabletop.access.postgresql"
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        connect_timeout=5,
        # timeout: how long a request waits for a connection (a burst queues, an outage answers
        # 503); reconnect_timeout: give up a backed-off reconnection after 2 s and start afresh
        # on the next request, so that service resumes within seconds of PostgreSQL's return
        pool={
            "min_size": 2,
            "max_size": env_int("DB_POOL_MAX_SIZE", 20),
            "timeout": env_int("DB_POOL_TIMEOUT", 5),
            "reconnect_timeout": 2,
        },
    )
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": env_str("SQLITE_PATH", str(BASE_DIR / "db.sqlite3")),
            "OPTIONS": SQLITE_OPTIONS,
        }
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# -- Redis: channel layer, Celery broker and cache when REDIS_URL is set -------------------------
REDIS_URL = env_str("REDIS_URL")
# Redis pub/sub ignores database numbers: a deployment's channel groups (tabletop/core/realtime.py)
# and cache keys carry this prefix; empty: the database's name, read when first used.
DEPLOYMENT_PREFIX = env_str("DEPLOYMENT_PREFIX", "")
# How long a request waits on a Redis that holds its connection and does not answer (frozen, a
# failover): redis-py and kombu wait for ever by default, and a rate-limit lookup, a job's
# publish and /healthz waited until Redis came back
REDIS_SOCKET_TIMEOUTS = {"socket_timeout": 2, "socket_connect_timeout": 2}
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL]},
        }
    }
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": DEPLOYMENT_PREFIX,
            "OPTIONS": {"pool_class": "tabletop.access.cache.ProcessConnectionPool", **REDIS_SOCKET_TIMEOUTS},
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True  # a worker killed mid-task leaves the task to run again
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": env_int("CELERY_VISIBILITY_TIMEOUT", 300),
    # look for jobs of killed workers every 5 s (kombu's default waits up to 100 s)
    "unacked_restore_interval": 5,
    "unacked_restore_throttle": 1,
    **REDIS_SOCKET_TIMEOUTS,  # above kombu's BRPOP of 1 s, which a live broker answers within it
}
# A broker that is down must not hold a command for long: the stuck-step job sends it again.
CELERY_TASK_PUBLISH_RETRY_POLICY = {"max_retries": 1, "interval_start": 0, "interval_step": 0.2, "interval_max": 0.2}
CELERY_TASK_SERIALIZER = "json"
TABLE_STEP_RETRY_SECONDS = env_int("TABLE_STEP_RETRY_SECONDS", 60)
CELERY_BEAT_SCHEDULE = {
    "remind-waiting-sagas": {"task": "saga.tasks.remind_waiting_players", "schedule": 3600.0},
    "reschedule-stuck-table-steps": {
        "task": "tabletop.tasks.reschedule_stuck_table_steps",
        "schedule": max(5.0, TABLE_STEP_RETRY_SECONDS / 2),
    },
    "push-to-waiting-seats": {
        "task": "pushes.tasks.push_to_waiting_seats",
        "schedule": float(env_int("WEB_PUSH_CHECK_SECONDS", 30)),
    },
}
SAGA_REMINDER_DAYS = env_int("SAGA_REMINDER_DAYS", 3)

EMAIL_BACKEND = env_str("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "treasury@localhost")

# Turn notifications (Web Push): off unless both VAPID keys are set (`vapid --gen` of py-vapid
# makes a pair; the public key as base64url of the raw point, the private key as base64url or PEM).
VAPID_PUBLIC_KEY = env_str("VAPID_PUBLIC_KEY", "")
VAPID_PRIVATE_KEY = env_str("VAPID_PRIVATE_KEY", "")
VAPID_SUBJECT = env_str("VAPID_SUBJECT", f"mailto:{DEFAULT_FROM_EMAIL}")
WEB_PUSH_ENDPOINT_HOSTS = frozenset(
    env_list(
        "WEB_PUSH_ENDPOINT_HOSTS",
        # jmt17.google.com: Chromium built without Google's API keys (Debian's, say) subscribes there
        "fcm.googleapis.com,jmt17.google.com,updates.push.services.mozilla.com,push.services.mozilla.com,"
        "web.push.apple.com,notify.windows.com",
    )
)

# -- API ----------------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "tabletop.http.negotiation.NamedFormatNegotiation",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "tabletop.access.auth.UserTokenAuthentication",
        "tabletop.access.auth.SeatTokenAuthentication",
        "tabletop.access.auth.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_SCHEMA_CLASS": "tabletop.http.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "tabletop.http.error_handlers.exception_handler",
    # JSON within tabletop.rules.limits' bounds (depth, finite numbers); bodies are capped in config/asgi.py
    "DEFAULT_PARSER_CLASSES": [
        "tabletop.http.parsers.BoundedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_PAGINATION_CLASS": "tabletop.http.pagination.CappedPageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_THROTTLE_CLASSES": [
        "tabletop.access.throttles.PerTokenThrottle",
        "tabletop.access.throttles.PerAddressThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "token": env_str("RATE_LIMIT_PER_TOKEN", "600/min"),
        "address": env_str("RATE_LIMIT_PER_ADDRESS", "1200/min"),
        "join": env_str("RATE_LIMIT_JOIN", "20/min"),
        "create": env_str("RATE_LIMIT_CREATE", "60/hour"),  # tabletop.access.throttles.CreateThrottle
        "auth": env_str("RATE_LIMIT_AUTH", "10/min"),
        "socket": env_str("RATE_LIMIT_SOCKET", "600/min"),  # tabletop/live/socket_limits.py: per seat, per process
    },
    "COERCE_DECIMAL_TO_STRING": False,
    "NUM_PROXIES": 0,  # DRF's own get_ident: the peer's address, never a client's X-Forwarded-For
}
# A game socket's messages, per seat and web process (tabletop/live/socket_limits.py): a burst of at
# most this many, then RATE_LIMIT_SOCKET.
SOCKET_RATE_BURST = env_int("RATE_LIMIT_SOCKET_BURST", 60)
# Game sockets and event streams one client address may hold open at once, counted by each web
# process (tabletop/live/live_limits.py): a socket costs about 0.35 MB, a stream a thread and a read of
# the log every 2 s; unbounded, 1000 streams of one seat token kept a server's CPU busy.
LIVE_CONNECTIONS_PER_ADDRESS = env_int("LIVE_CONNECTIONS_PER_ADDRESS", 100)
if LIVE_CONNECTIONS_PER_ADDRESS < 1:
    raise ImproperlyConfigured(
        f"LIVE_CONNECTIONS_PER_ADDRESS must be a whole number of at least 1; got {LIVE_CONNECTIONS_PER_ADDRESS}"
    )
# Connections one client address may hold open at once, counted by each web process
# (config/uvicorn_protocol.py); a trusted proxy's are not. An event stream is one, a socket no longer
# once upgraded. Unbounded, 20,200 slow bodies of one address took all of a server's descriptors.
HTTP_CONNECTIONS_PER_ADDRESS = env_int("HTTP_CONNECTIONS_PER_ADDRESS", 256)
if HTTP_CONNECTIONS_PER_ADDRESS < 1:
    raise ImproperlyConfigured(
        f"HTTP_CONNECTIONS_PER_ADDRESS must be a whole number of at least 1; got {HTTP_CONNECTIONS_PER_ADDRESS}"
    )
_socket_rate = REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["socket"]
if not re.fullmatch(r"[1-9][0-9]*/[smhd][a-z]*", _socket_rate) or SOCKET_RATE_BURST < 1:
    raise ImproperlyConfigured(
        "RATE_LIMIT_SOCKET must be a rate such as 600/min (per s, min, hour or day) and RATE_LIMIT_SOCKET_BURST "
        f"a whole number of at least 1; got {_socket_rate!r} and {SOCKET_RATE_BURST}"
    )
# The address of the per-address limits is the peer's; X-Forwarded-For is read only from these
# peers, the reverse proxies in front of the servers (tabletop/access/throttles.py).
TRUSTED_PROXIES = env_list("TRUSTED_PROXIES", "")
SPECTACULAR_SETTINGS = {
    "TITLE": "Treasury API",
    "DESCRIPTION": "State of paper Magic cube games with an economy: Cube Saga, Auction Magic, battlers.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "tabletop.http.schema.add_components",
        "tabletop.http.schema.for_clients",
        "tabletop.http.schema.sorted_components",
    ],
    # a cube's module, chosen in an upload and in a CubeCobra import alike
    "ENUM_NAME_OVERRIDES": {"CubeModuleEnum": "cards.services.MODULES"},
    # Swagger UI from our own static files: the docs work offline and run no CDN's code.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}
# Accounts for third-party clients: POST /api/v1/auth/token/ always; sign-up only when allowed.
ALLOW_SIGNUP = env_bool("ALLOW_SIGNUP", False)
# Browser apps on these origins may call /api/ (token credentials, never cookies) and open a
# game's socket with a seat token (tabletop/access/cors.py). Empty: no other origin.
CORS_ALLOWED_ORIGINS = env_list("CORS_ALLOWED_ORIGINS", "")
for _origin in CORS_ALLOWED_ORIGINS:
    _parts = urlsplit(_origin)
    if _parts.scheme not in ("http", "https") or not _parts.hostname or _parts.path or _parts.query:
        raise ImproperlyConfigured(f"CORS_ALLOWED_ORIGINS takes origins like https://app.example.org; got {_origin!r}")
CORS_URLS_REGEX = r"^/api/"
CORS_ALLOW_CREDENTIALS = False
CORS_ALLOW_HEADERS = ["accept", "authorization", "content-type", "idempotency-key", "last-event-id"]
CORS_EXPOSE_HEADERS = ["retry-after", "idempotent-replayed", "content-disposition", "deprecation", "sunset"]
JOIN_CODE_TTL_HOURS = env_int("JOIN_CODE_TTL_HOURS", 24 * 14)
MAX_UPLOAD_BYTES = env_int("MAX_UPLOAD_BYTES", 20 * 1024 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_UPLOAD_BYTES
FILE_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
# A card's image address is kept only on these hosts over https (an address a player chose would
# learn which hidden cards each phone shows): Scryfall's image hosts and CubeCobra's. Phones load
# no image from them: Treasury serves each image itself (cards/online/images.py).
CARD_IMAGE_HOSTS = frozenset(
    env_list("CARD_IMAGE_HOSTS", "cards.scryfall.io,c1.scryfall.com,c2.scryfall.com,img.scryfall.com,cubecobra.com")
)
# The card images Treasury fetched from Scryfall, kept in this folder up to this many bytes (the
# images served longest ago go first): about 100 KB a card.
CARD_IMAGE_DIR = Path(env_str("CARD_IMAGE_DIR", str(BASE_DIR / ".local" / "card-images")))
CARD_IMAGE_CACHE_BYTES = env_int("CARD_IMAGE_CACHE_BYTES", 1024**3)
if CARD_IMAGE_CACHE_BYTES < 1024 * 1024:
    raise ImproperlyConfigured(f"CARD_IMAGE_CACHE_BYTES must be at least 1048576 (1 MB); got {CARD_IMAGE_CACHE_BYTES}")

# The online sources of cubes and card facts (cards/online/): tests and air-gapped sites point
# them at a server of their own. SYNC_CARDS_WEEKLY: beat runs `sync_cards` once a week.
SCRYFALL_API_URL = env_str("SCRYFALL_API_URL", "https://api.scryfall.com")
CUBECOBRA_URL = env_str("CUBECOBRA_URL", "https://cubecobra.com")
# The most seconds a cube's import or refresh from CubeCobra (a Celery job) takes in all, every
# request to CubeCobra and Scryfall counted: a slow source ends the job as failed. An upload's
# Scryfall look-ups (in its request) stop then too.
CUBE_IMPORT_SECONDS = env_int("CUBE_IMPORT_SECONDS", 120)
for _name, _url in (("SCRYFALL_API_URL", SCRYFALL_API_URL), ("CUBECOBRA_URL", CUBECOBRA_URL)):
    if urlsplit(_url).scheme not in ("http", "https") or not urlsplit(_url).hostname:
        raise ImproperlyConfigured(f"{_name} must be an absolute URL such as https://example.org; got {_url!r}")
SYNC_CARDS_WEEKLY = env_bool("SYNC_CARDS_WEEKLY", False)

# -- the rest -----------------------------------------------------------------------------------
CSRF_FAILURE_VIEW = "tabletop.http.error_handlers.csrf_failure_view"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "config.delivery.FingerprintedStaticFiles"},
}
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_ADD_HEADERS_FUNCTION = static_headers
WHITENOISE_MIMETYPES = {".webmanifest": "application/manifest+json"}

SECURE_CONTENT_TYPE_NOSNIFF = True
SESSION_ENGINE = "tabletop.access.sessions"
SESSION_COOKIE_HTTPONLY = True
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", False)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if env_bool("BEHIND_TLS_PROXY", False) else None

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "filters": {
        "client_faults_untraced": {"()": "config.logging_filters.ClientFaultsUntraced"},
        "secrets_out": {"()": "config.logging_filters.SecretsOutOfLogs"},
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    # django.request at ERROR: a 4xx is logged once, by the server's access log (a 5xx keeps its traceback);
    # httpx logs each request to CubeCobra and Scryfall at INFO: a line per card look-up
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "django.request": {"level": "ERROR", "filters": ["secrets_out"]},
        "django.security.csrf": {"filters": ["secrets_out", "client_faults_untraced"]},
        "httpx": {"level": "WARNING"},
        # uvicorn's own handler stays (it has none on this logger: its records go up to "uvicorn")
        "uvicorn.error": {"filters": ["client_faults_untraced"]},
        # what Django refuses before any view: a logger each (a filter of a parent's misses them)
        **{
            f"django.security.{name}": {"filters": ["client_faults_untraced"]}
            for name in ("DisallowedHost", "TooManyFieldsSent", "TooManyFilesSent", "RequestDataTooBig")
        },
    },
}
