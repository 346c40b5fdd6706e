"""Strict serializer fields (DRF's IntegerField takes "5", 5.0 and true; ours do not). What a
model's column holds is read from the model (tabletop/core/columns.py), so that no limit is typed twice."""

import unicodedata
from collections.abc import Mapping

from rest_framework import serializers

from tabletop.core.errors import clipped, quoted
from tabletop.rules.validation import text_problem


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

    def run_validation(self, data=serializers.empty):
        if data is None and self.parent is None:  # a body of JSON null: refused as a list is, not as "No data provided"
            self.to_internal_value(data)
        return super().run_validation(data)

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            unknown = sorted(set(data) - set(self.fields))
            if unknown:
                name = clipped(unknown[0])
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
