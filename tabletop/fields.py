"""Strict serializer fields: DRF's IntegerField takes "5", 5.0 and true; ours do not."""

from rest_framework import serializers


class StrictIntegerField(serializers.IntegerField):
    default_error_messages = {"invalid": "must be a whole number (a JSON integer, not a string or bool)"}

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    default_error_messages = {"invalid": "must be true or false"}

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid")
        return data
