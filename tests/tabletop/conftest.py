import pytest
from rest_framework.test import APIClient


class Table:
    """A counter game with two claimed seats, as phones would hold them."""

    def __init__(self, client: APIClient, seats=("Ann", "Bob")):
        self.anon = client
        created = client.post("/api/v1/counters/", {"seats": list(seats)}, format="json")
        assert created.status_code == 201, created.content
        self.id = created.json()["id"]
        self.code = created.json()["join_code"]
        self.host_token = created.json()["host_token"]
        self.host = self._client(self.host_token)
        self.tokens = []
        self.phones = []
        for number in range(len(seats)):
            joined = client.post("/api/v1/join/", {"code": self.code, "seat": number}, format="json")
            assert joined.status_code == 201, joined.content
            self.tokens.append(joined.json()["token"])
            self.phones.append(self._client(joined.json()["token"]))

    @staticmethod
    def _client(token: str) -> APIClient:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Seat {token}")
        return client

    @property
    def url(self) -> str:
        return f"/api/v1/counters/{self.id}/"

    def view(self, seat: int = 0) -> dict:
        return self.phones[seat].get(self.url).json()

    def act(self, seat: int, action: dict, **headers):
        return self.phones[seat].post(self.url + "actions/", action, format="json", **headers)

    def allow_export(self) -> None:
        """Every player lets the host export the unfinished game."""
        for phone in self.phones:
            assert phone.patch(self.url + "seats/me/", {"allows_export": True}, format="json").status_code == 200

    def whose_turn(self) -> int:
        return self.view()["view"]["turn"]


@pytest.fixture
def table(db):
    return Table(APIClient())


@pytest.fixture
async def hot_path_pool():
    """For async tests whose socket commands take tabletop.live.hotpath on PostgreSQL: its pool
    belongs to the test's event loop and is closed with it."""
    from tabletop.live import hotpath

    yield
    await hotpath.close_pool()


@pytest.fixture
def locked_writes(monkeypatch):
    """The games whose socket commands took tabletop.live.hotpath's locked way (the row locked and
    read: two round trips) rather than one statement from the state the worker knows, in order."""
    from tabletop.live import hotpath

    games = []
    write_under_lock = hotpath._write_under_lock

    async def counted(cursor, game_id, *args, **kwargs):
        games.append(game_id)
        return await write_under_lock(cursor, game_id, *args, **kwargs)

    monkeypatch.setattr(hotpath, "_write_under_lock", counted)
    return games
