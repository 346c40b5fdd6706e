"""Django's database sessions, refusing a session cookie that no session key could be (Django
makes them of lowercase letters and digits) before it reaches a query: PostgreSQL answers a NUL
in a query with an error, not a miss."""

from django.contrib.sessions.backends import db
from django.contrib.sessions.backends.base import VALID_KEY_CHARS


class SessionStore(db.SessionStore):
    def _validate_session_key(self, key):
        return super()._validate_session_key(key) and set(key) <= set(VALID_KEY_CHARS)
