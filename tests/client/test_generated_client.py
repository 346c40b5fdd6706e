"""A third-party client generated from the live schema (openapi-python-client, pinned in the dev
extras) plays an auction turn, a saga step and a battler shop through its typed models only:
every body it sends is one of its models, every answer it reads is parsed into one (a field the
schema does not describe, or a body that does not match it, fails the parse), and any status
the schema does not document raises (raise_on_unexpected_status)."""

import importlib
import json
import subprocess
import sys

import httpx
import pytest
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections

from cards.demo import load_demo
from cards.models import Cube

pytestmark = pytest.mark.django_db

PACKAGE = "treasury_client"
CONFIG = {
    "package_name_override": PACKAGE,
    "post_hooks": [],
    # openapi-python-client reads only JSON, text/* and octet-stream: the picture is bytes to it
    "content_type_overrides": {"image/svg+xml": "application/octet-stream"},
}


@pytest.fixture(scope="module", autouse=True)
def _requests_keep_the_tests_connection():
    """As Django's test client does: a request neither closes nor reopens the database
    connection, which the test's transaction holds (on PostgreSQL a closed one cannot reopen
    inside it)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture(scope="module")
def api(tmp_path_factory, django_db_blocker):
    """The generated package, from the schema the server serves."""
    folder = tmp_path_factory.mktemp("client")
    transport = httpx.WSGITransport(app=get_wsgi_application())
    with django_db_blocker.unblock(), httpx.Client(transport=transport, base_url="http://testserver") as http:
        schema = http.get("/api/v1/schema/?format=json")
    assert schema.status_code == 200
    (folder / "schema.json").write_bytes(schema.content)
    (folder / "config.json").write_text(json.dumps(CONFIG))
    generated = subprocess.run(
        [
            sys.executable,
            "-m",
            "openapi_python_client",
            "generate",
            "--path",
            str(folder / "schema.json"),
            "--output-path",
            str(folder / PACKAGE),
            "--meta",
            "none",
            "--config",
            str(folder / "config.json"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert generated.returncode == 0, generated.stdout + generated.stderr
    # every operation and every model made it into the client: nothing was skipped as unparsable
    assert "Warning" not in generated.stdout, generated.stdout
    sys.path.insert(0, str(folder))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(folder))
        for name in [name for name in sys.modules if name.split(".")[0] == PACKAGE]:
            del sys.modules[name]


def call(api, operation: str, **kwargs):
    """`api.<tag>.<operation>.sync_detailed(...)`, its parsed answer (a model)."""
    tag = operation.split("_", 1)[0].replace("-", "_")
    module = importlib.import_module(f"{api.__name__}.api.{tag}.{operation}")
    response = module.sync_detailed(**kwargs)
    assert 200 <= response.status_code < 300, (operation, response.status_code, response.content[:300])
    return response.parsed


def clients(api):
    transport = httpx.WSGITransport(app=get_wsgi_application())
    anonymous = api.client.Client(
        base_url="http://testserver", httpx_args={"transport": transport}, raise_on_unexpected_status=True
    )

    def seat(token: str):
        return api.client.AuthenticatedClient(
            base_url="http://testserver",
            token=token,
            prefix="Seat",
            httpx_args={"transport": transport},
            raise_on_unexpected_status=True,
        )

    return anonymous, seat


def new_table(api, kind: str, cube_name: str, seats: list[str], **settings):
    """A created game, with a client for each seat (joined with the join code)."""
    models = importlib.import_module(f"{api.__name__}.models")
    anonymous, seat = clients(api)
    cube = Cube.objects.get(name=cube_name).pk
    request = models.GameCreateRequest(seats=seats, cube=cube)
    if settings:
        request.settings = models.GameCreateRequestSettings.from_dict(settings)
    created = call(api, f"{kind}s_create", client=anonymous, body=request)
    assert isinstance(created, models.CreatedGame)
    phones = []
    for number in range(len(seats)):
        joined = call(
            api, "join_create", client=anonymous, body=models.JoinRequest(code=created.join_code, seat=number)
        )
        assert isinstance(joined, models.Joined) and joined.seat == number
        phones.append(seat(joined.token))
    return created.id, phones


def test_a_generated_client_plays_an_auction_turn(api):
    m = importlib.import_module(f"{api.__name__}.models")
    load_demo()
    game, phones = new_table(api, "auction", "Demo auction block", ["Ann", "Bob"])

    def act(seat: int, body) -> "m.AuctionTableView":
        answer = call(api, "auctions_actions_create", game_id=game, client=phones[seat], body=body)
        assert isinstance(answer, m.AuctionActionAnswer)
        return answer.view

    detail = call(api, "auctions_retrieve", game_id=game, client=phones[0])
    assert isinstance(detail, m.AuctionGameDetail) and isinstance(detail.view, m.AuctionTableView)
    view = detail.view
    first = view.active
    view = act(first, m.AuctionBeginAuctionStep(type_=m.AuctionBeginAuctionStepType.BEGIN_AUCTION_STEP))
    bought = 0
    while view.phase == "auction":
        if view.auction is not None:
            bidder = view.auction.to_bid
            if view.auction.high_bidder is None:
                view = act(bidder, m.AuctionBid(type_=m.AuctionBidType.BID, amount=view.auction.high_bid + 1))
            else:
                view = act(bidder, m.AuctionDecline(type_=m.AuctionDeclineType.DECLINE))
        elif view.purchase is not None:
            bought += 1
            card = view.purchase.cards[0]
            assert isinstance(card, m.AuctionCardView) and card.owner == view.purchase.buyer
            view = act(view.purchase.buyer, m.AuctionKeep(type_=m.AuctionKeepType.KEEP, card=card.id))
        else:
            view = act(first, m.AuctionNextAuction(type_=m.AuctionNextAuctionType.NEXT_AUCTION))
    assert view.phase == "main" and bought >= 1
    gold_before = [player.gold for player in view.players]
    view = act(first, m.AuctionEndTurn(type_=m.AuctionEndTurnType.END_TURN))
    assert view.turn == 2 and view.active != first and view.phase == "upkeep"
    assert [player.gold for player in view.players] == [gold + view.settings.income for gold in gold_before]
    assert view.ledger[-1].reason == "end of turn 1"

    page = call(api, "auctions_events_retrieve", game_id=game, client=phones[1])
    assert isinstance(page, m.AuctionEventsPage) and page.version == page.events[-1].seq
    assert all(isinstance(entry, m.AuctionLogEntry) for entry in page.events)
    mine = [entry for entry in page.events if entry.seat == 1]
    assert all(
        isinstance(
            entry.payload,
            m.AuctionBid
            | m.AuctionDecline
            | m.AuctionKeep
            | m.AuctionNextAuction
            | m.AuctionEndTurn
            | m.AuctionBeginAuctionStep,
        )
        for entry in mine
    )

    refused = importlib.import_module(f"{api.__name__}.api.auctions.auctions_actions_create").sync_detailed(
        game_id=game, client=phones[first], body=m.AuctionEndTurn(type_=m.AuctionEndTurnType.END_TURN)
    )
    assert refused.status_code == 409 and isinstance(refused.parsed, m.Error)
    assert refused.parsed.code == "not_your_turn" and refused.parsed.current_version == page.version


def test_a_generated_client_plays_a_saga_step(api):
    m = importlib.import_module(f"{api.__name__}.models")
    load_demo()
    game, phones = new_table(api, "saga", "Demo saga cube", ["Ann", "Bob"])
    detail = call(api, "sagas_retrieve", game_id=game, client=phones[0])
    assert isinstance(detail, m.SagaGameDetail) and isinstance(detail.view, m.SagaView)
    first = detail.view.starting_player
    for seat in (first, 1 - first):
        view = call(api, "sagas_retrieve", game_id=game, client=phones[seat]).view
        me = view.players[seat]
        assert isinstance(me, m.SagaPlayerView) and me.sideboard  # one's own pool, seen
        assert not view.players[1 - seat].sideboard  # the other's: not in this view
        cards = me.sideboard[:20]
        basics = m.SagaRegisterDeckBasics.from_dict({view.rules.basics[0]: view.rules.min_deck - len(cards)})
        answer = call(
            api,
            "sagas_actions_create",
            game_id=game,
            client=phones[seat],
            body=m.SagaRegisterDeck(type_=m.SagaRegisterDeckType.REGISTER_DECK, cards=cards, basics=basics),
        )
        assert isinstance(answer, m.SagaActionAnswer) and answer.view.players[seat].deck == cards
    assert answer.view.step == "fall_play_draw" and answer.view.waiting_on == [first]
    answer = call(
        api,
        "sagas_actions_create",
        game_id=game,
        client=phones[first],
        body=m.SagaChoosePlayDraw(type_=m.SagaChoosePlayDrawType.CHOOSE_PLAY_DRAW, play=True),
    )
    assert answer.view.step == "fall_skirmish" and answer.view.play_first == first
    assert [point.step for point in answer.view.timeline][-2:] == ["fall_register", "fall_play_draw"]
    picture = importlib.import_module(f"{api.__name__}.api.sagas.sagas_timeline_svg_retrieve").sync_detailed(
        game_id=game, client=phones[0]
    )
    assert picture.status_code == 200 and picture.content.startswith(b"<svg")


def test_a_generated_client_shops_at_a_battler_table(api):
    m = importlib.import_module(f"{api.__name__}.models")
    load_demo()
    game, phones = new_table(api, "battler", "Demo battler cube", ["A", "B", "C", "D"], preset="autobattler")
    view = call(api, "battlers_retrieve", game_id=game, client=phones[0]).view
    assert isinstance(view, m.BattlerView) and view.phase == "basics"
    for seat, phone in enumerate(phones):
        basics = m.BattlerChooseBasicsBasics.from_dict({view.settings.basic_names[seat]: view.settings.start_basics})
        view = call(
            api,
            "battlers_actions_create",
            game_id=game,
            client=phone,
            body=m.BattlerChooseBasics(type_=m.BattlerChooseBasicsType.CHOOSE_BASICS, basics=basics),
        ).view
    assert view.phase == "draft"
    for seat, phone in enumerate(phones):
        mine = call(api, "battlers_retrieve", game_id=game, client=phone)
        me = mine.view.players[seat]
        assert me.pack and all(not other.pack for n, other in enumerate(mine.view.players) if n != seat)
        if "trade" in mine.legal_actions:
            body = m.BattlerTrade(type_=m.BattlerTradeType.TRADE, pool_card=me.pool[0], pack_card=me.pack[0])
        else:
            body = m.BattlerPick(type_=m.BattlerPickType.PICK, card=me.pack[0])
        answer = call(api, "battlers_actions_create", game_id=game, client=phone, body=body)
        assert me.pack[0] in answer.view.players[seat].pool
        answer = call(
            api,
            "battlers_actions_create",
            game_id=game,
            client=phone,
            body=m.BattlerDoneShopping(type_=m.BattlerDoneShoppingType.DONE_SHOPPING),
        )
    assert answer.view.phase == "prepare"
    standings = call(api, "battlers_standings_retrieve", game_id=game, client=phones[0])
    assert isinstance(standings, m.BattlerStandings) and [s.place for s in standings.standings] == [1, 2, 3, 4]
