"""What `/api/v1/` still serves but will take away: each field of a view marked deprecated in the
schema (tabletop.rules.engine.Winner), its `Deprecation` (RFC 9745) and `Sunset` (RFC 8594) dates, sent
as headers on every answer that carries it. A deprecated field stays at least DEPRECATION_PERIOD
(docs/api.md, section 19)."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

DEPRECATION_PERIOD = timedelta(days=90)


@dataclass(frozen=True)
class Deprecated:
    field: str
    since: datetime

    @property
    def sunset(self) -> datetime:
        return self.since + DEPRECATION_PERIOD

    def headers(self) -> dict[str, str]:
        return {
            "Deprecation": f"@{int(self.since.timestamp())}",
            "Sunset": format_datetime(self.sunset, usegmt=True),
        }


# each view's `winner`, which `ending` replaced: back beside it on 2026-12-05
VIEW_FIELDS = [Deprecated("winner", datetime(2026, 12, 5, tzinfo=UTC))]


def headers_for(body: Any) -> dict[str, str]:
    """The headers of an answer whose body is `body`: those of the deprecated fields its view carries
    (the earliest sunset, when several)."""
    view = body.get("view") if isinstance(body, dict) else None
    carried = [field for field in VIEW_FIELDS if isinstance(view, dict) and field.field in view]
    return min(carried, key=lambda field: field.sunset).headers() if carried else {}
