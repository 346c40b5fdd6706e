"""An imported cube is changed only by who imported it: the account that imported it, or, for an
import with no account, the device that did (the cube_importer cookie its import set), and
staff. Every credential kind x every write on an imported cube; the writes are read off the
URLconf, so a new write on a cube is covered (or fails here until it is)."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube, CubeJob
from tests.cards.online.cube_jobs import import_from_cubecobra, outcome, refresh
from tests.cards.online.stand_in import ELD_CUBE_ID, ELD_CUBE_SHORT_ID
from tests.tabletop.test_create_limit import api_writes

pytestmark = pytest.mark.django_db
LINK = f"https://cubecobra.com/cube/list/{ELD_CUBE_SHORT_ID}"

# The writes on one cube: each as the body it sends, given the fingerprint of the changes shown.
CUBE_WRITES = {
    "refresh": lambda fingerprint: {},  # asks CubeCobra, on the server's account
    "apply": lambda fingerprint: {"confirm": fingerprint},  # changes the cube's cards
}
CUBE_WRITE_ROUTES = {"api/v1/cubes/<int:cube_id>/refresh/": ("refresh", "apply")}


def account_client(name: str, **flags) -> APIClient:
    user = get_user_model().objects.create_user(name, password="x-long-password-1", **flags)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def seat_client() -> APIClient:
    load_demo()
    cube = Cube.objects.get(name="Demo auction block")
    game = APIClient().post("/api/v1/auctions/", {"seats": ["Ann", "Bob", "Cy"], "cube": cube.pk}, format="json")
    token = APIClient().post("/api/v1/join/", {"code": game.json()["join_code"], "seat": 0}, format="json")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Seat {token.json()['token']}")
    return client


def other_device_client(sources) -> APIClient:
    """A device that imported a cube of its own: it holds an importer cookie, not this cube's."""
    client = APIClient()
    assert import_from_cubecobra(client, {"cubecobra": LINK, "name": "Theirs"}).status_code == 201
    assert client.cookies["cube_importer"].value
    return client


IMPORTERS = ("account", "device")
CREDENTIALS = {
    "importer": lambda importer, sources: importer,
    "other account": lambda importer, sources: account_client("other"),
    "other device": lambda importer, sources: other_device_client(sources),
    "anonymous": lambda importer, sources: APIClient(),
    "seat token": lambda importer, sources: seat_client(),
    "staff": lambda importer, sources: account_client("operator", is_staff=True),
}
MAY_WRITE = {"importer", "staff"}


def test_every_write_on_a_cube_is_in_the_matrix():
    """Red team (issue 34): anyone could refresh and apply someone else's imported cube. A write
    on a cube the matrix below does not try would be as open: every one must be listed."""
    writes = {route for route in api_writes() if route.startswith("api/v1/cubes/<int:cube_id>/")}
    assert writes == set(CUBE_WRITE_ROUTES)
    assert {write for names in CUBE_WRITE_ROUTES.values() for write in names} == set(CUBE_WRITES)


@pytest.mark.parametrize("write", sorted(CUBE_WRITES))
@pytest.mark.parametrize("credential", sorted(CREDENTIALS))
@pytest.mark.parametrize("imported_by", IMPORTERS)
def test_only_the_importer_or_staff_refreshes_or_applies_an_imported_cube(sources, imported_by, credential, write):
    """Red team (issue 34): anyone could refresh and apply someone else's imported CubeCobra cube.
    Now, for a cube imported by an account or by a device with no account, each credential kind
    (the importer, another account, another device's cookie, none, a seat token, staff) tries each
    write: only the importer and staff get the job; the others get 403 not_cube_owner with a
    message, no job is made, CubeCobra is not asked and the cube's cards stay as they were."""
    importer = account_client("importer") if imported_by == "account" else APIClient()
    imported = import_from_cubecobra(importer, {"cubecobra": LINK})
    assert imported.status_code == 201, imported.json()
    cube = Cube.objects.get(pk=imported.json()["cube"]["id"])
    assert (cube.owner is not None) == (imported_by == "account") and bool(cube.importer_key) == (
        imported_by == "device"
    )
    sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]["mainboard"].pop(0)  # CubeCobra's cube moved on
    shown = refresh(importer, cube.pk).json()
    assert shown["removed"] and shown["applied"] is False
    caller = CREDENTIALS[credential](importer, sources)
    cards_before = sorted(cube.cards.values_list("pk", flat=True))
    jobs_before, asked_before = CubeJob.objects.count(), len(sources.cubecobra.requests)

    answer = caller.post(f"/api/v1/cubes/{cube.pk}/refresh/", CUBE_WRITES[write](shown["fingerprint"]), format="json")

    if credential in MAY_WRITE:
        assert answer.status_code == 202, answer.json()
        done = outcome(caller, answer, 200)
        assert done.status_code == 200 and done.json()["applied"] is (write == "apply")
        return
    assert answer.status_code == 403, answer.json()
    assert answer.json()["code"] == "not_cube_owner"
    assert "only who imported this cube" in answer.json()["message"]
    assert CubeJob.objects.count() == jobs_before and len(sources.cubecobra.requests) == asked_before
    assert sorted(cube.cards.values_list("pk", flat=True)) == cards_before


def test_the_importer_cookie_writes_only_with_the_csrf_token(sources):
    """Red team (issue 34): anyone could refresh and apply someone else's imported cube. The
    importing device's cookie now stands for its importer, so a page of another site must not
    write with it: a cookie write without the CSRF token is refused (403), and with it is a job."""
    device = APIClient(enforce_csrf_checks=True)
    csrf = device.get("/new/").cookies["csrftoken"].value
    answer = device.post("/api/v1/cubes/", {"cubecobra": LINK}, format="json", HTTP_X_CSRFTOKEN=csrf)
    cube_id = outcome(device, answer, 201).json()["cube"]["id"]
    refused = device.post(f"/api/v1/cubes/{cube_id}/refresh/", {}, format="json")
    assert refused.status_code == 403 and "CSRF" in refused.json()["message"]
    taken = device.post(f"/api/v1/cubes/{cube_id}/refresh/", {}, format="json", HTTP_X_CSRFTOKEN=csrf)
    assert taken.status_code == 202, taken.json()
