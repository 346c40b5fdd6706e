"""A phone of the plain (no browser) page tests: a Django client holding a seat's cookie."""

from django.test import Client


def phone_with_seat(code: str, seat: int) -> Client:
    phone = Client(enforce_csrf_checks=True)
    phone.get(f"/join/{code}/")  # sets csrftoken
    joined = phone.post(
        "/api/v1/join/", {"code": code, "seat": seat, "set_cookie": True}, content_type="application/json"
    )
    assert joined.status_code == 201
    return phone
