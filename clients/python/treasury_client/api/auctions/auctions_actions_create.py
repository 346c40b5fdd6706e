from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.auction_action_answer import AuctionActionAnswer
from ...models.auction_adjust_gold import AuctionAdjustGold
from ...models.auction_begin_auction_step import AuctionBeginAuctionStep
from ...models.auction_bid import AuctionBid
from ...models.auction_card import AuctionCard
from ...models.auction_cast import AuctionCast
from ...models.auction_commander import AuctionCommander
from ...models.auction_decline import AuctionDecline
from ...models.auction_draw import AuctionDraw
from ...models.auction_end_turn import AuctionEndTurn
from ...models.auction_from_deck import AuctionFromDeck
from ...models.auction_keep import AuctionKeep
from ...models.auction_look_at_top import AuctionLookAtTop
from ...models.auction_mill import AuctionMill
from ...models.auction_move_card import AuctionMoveCard
from ...models.auction_next_auction import AuctionNextAuction
from ...models.auction_put_on_bottom import AuctionPutOnBottom
from ...models.auction_put_on_top import AuctionPutOnTop
from ...models.auction_reorder_top import AuctionReorderTop
from ...models.auction_report_result import AuctionReportResult
from ...models.auction_resume_auctioning import AuctionResumeAuctioning
from ...models.auction_reveal_until_creature import AuctionRevealUntilCreature
from ...models.auction_shuffle_deck import AuctionShuffleDeck
from ...models.auction_spend_gold import AuctionSpendGold
from ...models.auction_stop_auctioning import AuctionStopAuctioning
from ...models.confirm_result import ConfirmResult
from ...models.consent_undo import ConsentUndo
from ...models.dispute_result import DisputeResult
from ...models.error import Error
from ...models.propose_undo import ProposeUndo
from ...models.refuse_undo import RefuseUndo
from ...models.undo import Undo
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: int,
    *,
    body: AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/auctions/{game_id}/actions/".format(game_id=quote(str(game_id), safe=""),),
    }

    
    if isinstance(body, AuctionBid):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionDecline):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionBeginAuctionStep):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionNextAuction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionStopAuctioning):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionResumeAuctioning):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionCast):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionKeep):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionEndTurn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionSpendGold):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionAdjustGold):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionDraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionLookAtTop):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionReorderTop):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionPutOnTop):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionPutOnBottom):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionMill):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionShuffleDeck):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionRevealUntilCreature):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionMoveCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionFromDeck):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionCommander):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AuctionReportResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ConfirmResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DisputeResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Undo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ProposeUndo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ConsentUndo):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AuctionActionAnswer | Error | None:
    if response.status_code == 200:
        response_200 = AuctionActionAnswer.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 406:
        response_406 = Error.from_dict(response.json())



        return response_406

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AuctionActionAnswer | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Response[AuctionActionAnswer | Error]:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast
            | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck |
            AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction |
            AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult |
            AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck |
            AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult |
            ProposeUndo | RefuseUndo | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuctionActionAnswer | Error]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo,
    idempotency_key: str | Unset = UNSET,

) -> AuctionActionAnswer | Error | None:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast
            | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck |
            AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction |
            AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult |
            AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck |
            AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult |
            ProposeUndo | RefuseUndo | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuctionActionAnswer | Error
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Response[AuctionActionAnswer | Error]:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast
            | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck |
            AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction |
            AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult |
            AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck |
            AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult |
            ProposeUndo | RefuseUndo | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuctionActionAnswer | Error]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo,
    idempotency_key: str | Unset = UNSET,

) -> AuctionActionAnswer | Error | None:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast
            | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck |
            AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction |
            AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult |
            AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck |
            AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult |
            ProposeUndo | RefuseUndo | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuctionActionAnswer | Error
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
