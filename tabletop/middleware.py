"""Refuse a body larger than MAX_UPLOAD_BYTES before reading it: 413 in the error shape."""

from django.conf import settings
from django.http import JsonResponse

from tabletop.errors import error_body


class BodySizeLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        length = request.META.get("CONTENT_LENGTH") or "0"
        if length.isdigit() and int(length) > settings.MAX_UPLOAD_BYTES:
            return JsonResponse(error_body("too_large", f"the request body is {length} bytes; the limit is "
                                           f"{settings.MAX_UPLOAD_BYTES}"), status=413)
        return self.get_response(request)
