from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.confirm_result import ConfirmResult
from ...models.consent_undo import ConsentUndo
from ...models.dispute_result import DisputeResult
from ...models.error import Error
from ...models.propose_undo import ProposeUndo
from ...models.refuse_undo import RefuseUndo
from ...models.saga_action_answer import SagaActionAnswer
from ...models.saga_adjust_gold import SagaAdjustGold
from ...models.saga_buy import SagaBuy
from ...models.saga_choose_play_draw import SagaChoosePlayDraw
from ...models.saga_consent_adjustment import SagaConsentAdjustment
from ...models.saga_deal_boosters import SagaDealBoosters
from ...models.saga_deal_fair import SagaDealFair
from ...models.saga_deal_learning_booster import SagaDealLearningBooster
from ...models.saga_deal_market import SagaDealMarket
from ...models.saga_deal_theme import SagaDealTheme
from ...models.saga_decline_thief import SagaDeclineThief
from ...models.saga_force_sale import SagaForceSale
from ...models.saga_hire_thief import SagaHireThief
from ...models.saga_insure import SagaInsure
from ...models.saga_pass import SagaPass
from ...models.saga_pick import SagaPick
from ...models.saga_refuse_adjustment import SagaRefuseAdjustment
from ...models.saga_register_deck import SagaRegisterDeck
from ...models.saga_report_duel_game import SagaReportDuelGame
from ...models.saga_report_skirmish import SagaReportSkirmish
from ...models.saga_sell_proof_of_concept import SagaSellProofOfConcept
from ...models.saga_sell_trending import SagaSellTrending
from ...models.saga_solomon_choose import SagaSolomonChoose
from ...models.saga_solomon_split import SagaSolomonSplit
from ...models.saga_steal import SagaSteal
from ...models.undo import Undo
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: int,
    *,
    body: ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sagas/{game_id}/actions/".format(game_id=quote(str(game_id), safe=""),),
    }

    
    if isinstance(body, SagaRegisterDeck):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaChoosePlayDraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaReportSkirmish):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaSellProofOfConcept):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaBuy):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaPass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaReportDuelGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ConfirmResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DisputeResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaForceSale):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaSellTrending):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaPick):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaSolomonSplit):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaSolomonChoose):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaInsure):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaHireThief):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaSteal):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaDeclineThief):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Undo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ProposeUndo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ConsentUndo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RefuseUndo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaAdjustGold):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaConsentAdjustment):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaRefuseAdjustment):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaDealTheme):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaDealBoosters):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaDealMarket):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SagaDealLearningBooster):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SagaActionAnswer | None:
    if response.status_code == 200:
        response_200 = SagaActionAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SagaActionAnswer]:
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
    body: ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | SagaActionAnswer]:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo |
            SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters |
            SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief
            | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment
            | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept |
            SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SagaActionAnswer]
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
    body: ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Error | SagaActionAnswer | None:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo |
            SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters |
            SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief
            | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment
            | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept |
            SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SagaActionAnswer
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
    body: ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | SagaActionAnswer]:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo |
            SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters |
            SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief
            | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment
            | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept |
            SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SagaActionAnswer]
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
    body: ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo,
    idempotency_key: str | Unset = UNSET,

) -> Error | SagaActionAnswer | None:
    """  Post one action: the action's fields plus an optional expected_version.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo |
            SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters |
            SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief
            | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment
            | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept |
            SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SagaActionAnswer
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
