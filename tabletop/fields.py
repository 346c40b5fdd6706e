"""Strict serializer fields (DRF's IntegerField takes "5", 5.0 and true; ours do not), and what a
model's column holds on every database, read from the model so that no limit is typed twice."""

import unicodedata
from collections.abc import Mapping
from typing import Any

from django.db import models
from django.db.backends.base.operations import BaseDatabaseOperations
from rest_framework import serializers

from tabletop.errors import BadInput, quoted
from tabletop.validation import text_problem, type_words


class StrictIntegerField(serializers.IntegerField):
    default_error_messages = {"invalid": "must be a whole number (a JSON integer, not a string or bool)"}

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictCharField(serializers.CharField):
    """Text within its max_length, refused by its length before anything reads it (DRF checks the
    length after to_internal_value, which a LineOfTextField spends walking the text: a 19 MB
    name took 30 s)."""

    default_error_messages = {"invalid": "must be text"}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        if self.max_length is not None and len(data.strip() if self.trim_whitespace else data) > self.max_length:
            self.fail("max_length", max_length=self.max_length)
        return super().to_internal_value(data)


class BoundedEmailField(serializers.EmailField):
    """An address refused by its length before it is read, as StrictCharField's text."""

    def to_internal_value(self, data):
        if isinstance(data, str) and self.max_length is not None and len(data.strip()) > self.max_length:
            self.fail("max_length", max_length=self.max_length)
        return super().to_internal_value(data)


class LineOfTextField(StrictCharField):
    """One line the table reads (a name, a title), composed (NFC) as a phone types it, with
    nothing `text_problem` refuses: no line break or control, no direction control, something
    visible."""

    def to_internal_value(self, data):
        text = unicodedata.normalize("NFC", super().to_internal_value(data))
        problem = text_problem(text) if text else None
        if problem is not None:
            raise serializers.ValidationError(problem)
        return text


class StrictSerializer(serializers.Serializer):
    """A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing)."""

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            unknown = sorted(set(data) - set(self.fields))
            if unknown:
                name = unknown[0] if len(unknown[0]) <= 40 else unknown[0][:40] + "…"
                raise serializers.ValidationError(
                    {name: [f"is not a field of this request (it takes {', '.join(self.fields)})"]}
                )
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    default_error_messages = {"invalid": "must be true or false"}

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid")
        return data


class OneOfField(serializers.ChoiceField):
    """A choice whose refusal names the choices (DRF's says only '"x" is not a valid choice.')."""

    def __init__(self, choices, **kwargs):
        super().__init__(choices, **kwargs)
        self.error_messages["invalid_choice"] = f"must be one of {', '.join(map(str, self.choices))}, not {{input}}"

    def fail(self, key, **kwargs):
        if "input" in kwargs:
            kwargs["input"] = quoted(kwargs["input"])
        super().fail(key, **kwargs)


# -- what a column holds, on every database -------------------------------------------------------
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
