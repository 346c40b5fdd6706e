"""The API's JSON parser: DRF's, within tabletop.rules.limits' bounds (depth checked before parsing,
numbers finite and within 64 bits, no NUL in text). The body's size is bounded before it
arrives here (tabletop.http.middleware.BodyLimit)."""

import codecs

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser, get_encoding

from tabletop.rules import limits


class BoundedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        encoding = get_encoding(parser_context or {})
        try:
            body = stream.read()
            is_utf8 = codecs.lookup(encoding).name == "utf-8"
            return limits.loads(body if is_utf8 else body.decode(encoding))
        except limits.InputRefused as error:
            refused = ParseError(error.message, code=error.code)
            refused.field = error.field  # the answer's `field` (tabletop/http/error_handlers.py)
            raise refused from None
        except ValueError as error:  # UnicodeDecodeError too: the text is named before its JSON
            if (undecodable := _first_undecodable(body, encoding)) is not None:
                raise ParseError(f"the body is not {encoding} text (byte {undecodable})", code="parse_error") from None
            raise ParseError(f"the body is not JSON: {error}", code="parse_error") from None


def _first_undecodable(body: bytes, encoding: str) -> int | None:
    """Where in the body the text stops being `encoding`, if it does (the JSON parser's own error
    names a place within the part it was reading, or calls it an invalid character)."""
    try:
        body.decode(encoding)
    except UnicodeDecodeError as whole:
        return whole.start
    return None
