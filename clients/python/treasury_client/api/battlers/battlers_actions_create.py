from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.battler_action_answer import BattlerActionAnswer
from ...models.battler_buy_basic import BattlerBuyBasic
from ...models.battler_cannot_decide import BattlerCannotDecide
from ...models.battler_carousel_pick import BattlerCarouselPick
from ...models.battler_choose_augment import BattlerChooseAugment
from ...models.battler_choose_basics import BattlerChooseBasics
from ...models.battler_confirm_result import BattlerConfirmResult
from ...models.battler_dispute_result import BattlerDisputeResult
from ...models.battler_done_shopping import BattlerDoneShopping
from ...models.battler_pick import BattlerPick
from ...models.battler_report_result import BattlerReportResult
from ...models.battler_reroll import BattlerReroll
from ...models.battler_rochester_pick import BattlerRochesterPick
from ...models.battler_select_hand import BattlerSelectHand
from ...models.battler_shift_basics import BattlerShiftBasics
from ...models.battler_swap_basic import BattlerSwapBasic
from ...models.battler_trade import BattlerTrade
from ...models.battler_trash import BattlerTrash
from ...models.error import Error
from ...models.undo import Undo
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: int,
    *,
    body: BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | Undo,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/battlers/{game_id}/actions/".format(game_id=quote(str(game_id), safe=""),),
    }

    
    if isinstance(body, BattlerChooseBasics):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerRochesterPick):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerTrade):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerPick):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerReroll):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerShiftBasics):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerSwapBasic):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerBuyBasic):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerTrash):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerDoneShopping):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Undo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerSelectHand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerReportResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerConfirmResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerDisputeResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerCannotDecide):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BattlerCarouselPick):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BattlerActionAnswer | Error | None:
    if response.status_code == 200:
        response_200 = BattlerActionAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BattlerActionAnswer | Error]:
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
    body: BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Response[BattlerActionAnswer | Error]:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment |
            BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping |
            BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick |
            BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash |
            Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattlerActionAnswer | Error]
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
    body: BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | Undo,
    idempotency_key: str | Unset = UNSET,

) -> BattlerActionAnswer | Error | None:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment |
            BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping |
            BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick |
            BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash |
            Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattlerActionAnswer | Error
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
    body: BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Response[BattlerActionAnswer | Error]:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment |
            BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping |
            BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick |
            BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash |
            Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattlerActionAnswer | Error]
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
    body: BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | Undo,
    idempotency_key: str | Unset = UNSET,

) -> BattlerActionAnswer | Error | None:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment |
            BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping |
            BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick |
            BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash |
            Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattlerActionAnswer | Error
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
