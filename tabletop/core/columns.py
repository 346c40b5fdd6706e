"""What a model's column holds, on every database, read from the model so that no limit is typed
twice: the serializers' fields (tabletop/http/fields.py), the importers and the services ask here."""

from typing import Any

from django.db import models
from django.db.backends.base.operations import BaseDatabaseOperations

from tabletop.core.errors import BadInput
from tabletop.rules.validation import type_words


def max_length(model: type[models.Model], name: str) -> int:
    """The longest text the model's column `name` holds (its max_length)."""
    return model._meta.get_field(name).max_length


def max_lengths(model: type[models.Model]) -> dict[str, int]:
    """max_length of each text column of the model, by field name."""
    return {column.name: column.max_length for column in model._meta.concrete_fields if column.max_length}


def integer_range(model: type[models.Model], name: str) -> tuple[int, int]:
    """The smallest and largest integer the column holds on every database: SQLite takes any
    64-bit integer, PostgreSQL only its column type's (Django's generic ranges are those)."""
    return BaseDatabaseOperations.integer_field_ranges[model._meta.get_field(name).get_internal_type()]


def check_fits(model: type[models.Model], name: str, value: Any, *, field: str) -> None:
    """Raises BadInput (naming `field`) unless `value` is what the column `name` of `model`
    holds: a string within its max_length (no NUL, which PostgreSQL refuses), or an integer in
    its range; None only where the column is nullable."""
    column = model._meta.get_field(name)
    if value is None:
        if not column.null:
            raise BadInput(f"{field} is required", code="invalid_input", field=field)
        return
    if column.max_length is not None:
        if not isinstance(value, str):
            raise BadInput(f"{field} must be text, not {_kind_of(value)}", code="invalid_input", field=field)
        if len(value) > column.max_length:
            raise BadInput(
                f"{field} is {len(value)} characters long; at most {column.max_length} are kept",
                code="too_long",
                field=field,
            )
        if "\x00" in value:
            raise BadInput(f"{field} holds a NUL character", code="invalid_text", field=field)
        return
    low, high = integer_range(model, name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadInput(f"{field} must be a whole number, not {_kind_of(value)}", code="invalid_input", field=field)
    if not low <= value <= high:
        raise BadInput(f"{field} is {value}; it must be between {low} and {high}", code="out_of_range", field=field)


def _kind_of(value: Any) -> str:
    """A JSON value's kind in a client's words ("a list"), not Python's ("list")."""
    return type_words(type(value).__name__)
