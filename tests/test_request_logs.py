"""A 4xx is logged once, by the server's access log (uvicorn's): Django's own "Not Found:" and
"Bad Request:" lines repeated every one of them. A 5xx still logs its traceback."""

import logging

import pytest
from django.test import Client
from django.urls import path


def broken_view(request):
    raise RuntimeError("a bug")


urlpatterns = [path("broken/", broken_view)]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("get", "/api/v1/cubes/99999/", 404), ("get", "/api/v1/nowhere/", 404), ("post", "/api/v1/join/", 400)],
)
def test_django_adds_no_line_of_its_own_for_a_4xx(caplog, method, path, status):
    with caplog.at_level(logging.DEBUG):
        response = Client().generic(method.upper(), path, "{}", content_type="application/json")
    assert response.status_code == status
    assert [record.getMessage() for record in caplog.records if record.name == "django.request"] == []


@pytest.mark.urls(__name__)
def test_a_5xx_still_logs_its_traceback(caplog):
    with caplog.at_level(logging.DEBUG):
        response = Client(raise_request_exception=False).get("/broken/")
    assert response.status_code == 500
    (record,) = [record for record in caplog.records if record.name == "django.request"]
    assert record.levelno == logging.ERROR and record.exc_info[0] is RuntimeError
