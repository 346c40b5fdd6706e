import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


def user_client(username: str) -> APIClient:
    user = get_user_model().objects.create_user(username, password="pw-for-tests")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def test_a_third_party_client_with_a_user_token_hosts_joins_and_acts():
    ann, bob = user_client("ann"), user_client("bob")
    created = ann.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    url = f"/api/v1/counters/{created['id']}/"
    assert ann.get(url).json()["you"]["is_host"] is True
    assert ann.post("/api/v1/join/", {"code": created["join_code"], "seat": 0}, format="json").status_code == 201
    assert bob.post("/api/v1/join/", {"code": created["join_code"], "seat": 1}, format="json").status_code == 201
    detail = ann.get(url).json()
    assert detail["you"] == {"role": "player", "seat": 0, "is_host": True, "watching": None}
    turn = detail["view"]["turn"]
    for seat in (turn, 1 - turn):  # the host who also plays acts as its seat, whoever starts
        answer = (ann, bob)[seat].post(url + "actions/", {"type": "add", "amount": 4}, format="json")
        assert answer.status_code == 200, answer.content
    assert ann.get(url).json()["view"]["value"] == 8
    assert user_client("eve").get(url).status_code == 403


def test_a_wrong_user_token_is_401_in_the_error_shape():
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    response = client.get("/api/v1/cubes/")
    assert response.status_code == 401 and response.json()["code"] == "authentication_failed"


def test_the_schema_docs_and_admin_answer(client):
    schema = client.get("/api/v1/schema/?format=json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    assert "/api/v1/auctions/{game_id}/actions/" in paths and "/api/v1/cubes/" in paths
    assert client.get("/api/docs/").status_code == 200
    assert client.get("/admin/login/").status_code == 200
    assert client.get("/").status_code == 200


def test_every_kinds_action_bodies_are_in_the_schema_from_the_engine(client):
    import typing

    from tabletop.core import kinds

    schema = client.get("/api/v1/schema/?format=json").json()
    components = schema["components"]["schemas"]
    for kind in kinds.all_kinds():
        body = schema["paths"][f"/api/v1/{kind.plural}/{{game_id}}/actions/"]["post"]["requestBody"]
        name = body["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
        members = components[name].get("anyOf") or [components[name]]
        tags = set()
        for ref in members:
            member = components[ref["$ref"].rsplit("/", 1)[1]]
            tags.update(member["properties"]["type"]["enum"])
            assert "expected_version" in member["properties"]
        engine_tags = {cls.__struct_config__.tag for cls in typing.get_args(kind.engine.action_type)}
        assert tags == engine_tags, kind.name


def test_an_unmatched_api_url_answers_404_in_the_error_shape(client):
    response = client.get("/api/v1/auctions/-5/")
    assert response.status_code == 404 and response["Content-Type"] == "application/json"
    assert response.json()["code"] == "not_found"
