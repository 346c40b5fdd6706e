"""What the cube endpoints and the cube jobs (cards/jobs.py) answer: a cube, an import, a
refresh, and the errors of an import or an online source, in the API's one error shape."""

from rest_framework import serializers, status

from cards.models import Cube
from cards.online.cubecobra import CubeDiff
from cards.online.http import SourceBusy, SourceError, SourceNotFound, SourceUnreachable
from cards.services import CubeImport, CubeImportRefused, cube_summary
from tabletop.core.errors import ServiceError, Unprocessable


class SourceFailed(ServiceError):
    """CubeCobra or Scryfall could not give what was asked (503: unreachable or busy)."""

    status_code = status.HTTP_502_BAD_GATEWAY


def source_failed(error: SourceError, field: str) -> SourceFailed:
    failure = SourceFailed(
        error.message, code=error.code, field=field, **({"retry_after": error.retry_after} if error.retry_after else {})
    )
    if isinstance(error, SourceUnreachable | SourceBusy):
        failure.status_code = status.HTTP_503_SERVICE_UNAVAILABLE
    elif isinstance(error, SourceNotFound):
        failure.status_code = status.HTTP_422_UNPROCESSABLE_ENTITY
    return failure


class CubeSerializer(serializers.ModelSerializer):
    class Meta:
        model = Cube
        fields = ["id", "name", "description", "source_format", "is_demo", "created_at", "cubecobra_id"]


# The most lines at fault an answer lists: every line of a real cube (360 to 1,000 cards), while a
# file of 10,000 bad names, which once made a 5.9 MB answer, makes some 600 KB; the answer says how
# many there are.
MOST_LISTED_PROBLEMS = 1000


def problem_list(problems) -> list[dict]:
    return [{"line": p.line, "text": p.text, "reason": p.reason} for p in problems]


def unlisted(problems, where: str) -> list[str]:
    """The note an answer gets when `where` lists only the first of its lines at fault."""
    if len(problems) <= MOST_LISTED_PROBLEMS:
        return []
    return [f"{len(problems):,} lines were left out; {where} lists the first {MOST_LISTED_PROBLEMS:,}"]


def refused_import(error: CubeImportRefused, field: str) -> Unprocessable:
    return Unprocessable(
        error.message,
        code="import_refused",
        field=field,
        problems=problem_list(error.problems[:MOST_LISTED_PROBLEMS]),
        problem_count=len(error.problems),
    )


def import_body(result: CubeImport) -> dict:
    """What an import answers: the cube, what was read and left out, and its summary."""
    return {
        "cube": CubeSerializer(result.cube).data,
        "format": result.format,
        "cards": result.cards,
        "new_catalogue_cards": result.new_catalogue_cards,
        "skipped_lines": problem_list(result.problems[:MOST_LISTED_PROBLEMS]),
        "left_out": result.skipped,
        "filled_from_scryfall": result.filled,
        "fuzzy_matches": [{"line": m.line, "written": m.written, "found": m.found} for m in result.fuzzy],
        "notes": result.notes + unlisted(result.problems, "skipped_lines"),
        "missing_facts": [
            {
                "line": m.line,
                "name": m.name,
                "fact": m.fact,
                "filled_from": m.filled_from,
                "value": m.value,
                "why": m.why,
            }
            for m in result.missing_facts
        ],
        "summary": cube_summary(result.cube),
    }


def refresh_body(cube: Cube, diff: CubeDiff) -> dict:
    """What a refresh answers: the cards CubeCobra added and removed, and whether they were applied."""
    return {
        "cube": CubeSerializer(cube).data,
        "added": diff.added,
        "removed": diff.removed,
        "fingerprint": diff.fingerprint,
        "applied": diff.applied,
        "left_out": problem_list(diff.problems),
        "summary": cube_summary(cube),
    }
