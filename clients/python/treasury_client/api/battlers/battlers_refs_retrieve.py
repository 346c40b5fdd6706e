from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.battler_game_detail_by_reference import BattlerGameDetailByReference
from ...models.error import Error
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: int,
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/battlers/{game_id}/refs/".format(game_id=quote(str(game_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | BattlerGameDetailByReference | Error | None:
    if response.status_code == 200:
        response_200 = BattlerGameDetailByReference.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | BattlerGameDetailByReference | Error]:
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
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BattlerGameDetailByReference | Error]:
    """  The game as `GET .../<id>/` answers it, but each card of the view is a reference, `{"$card": id,
    ...}` (its id and what the view adds to it, such as `owner`), as in a pushed patch: keep the facts
    of each card by id (from `GET .../<id>/cards/?ids=`, or a patch's `cards`) and put them in place of
    the reference. A client that keeps them reads each card's facts once per game.

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BattlerGameDetailByReference | Error]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,

) -> Any | BattlerGameDetailByReference | Error | None:
    """  The game as `GET .../<id>/` answers it, but each card of the view is a reference, `{"$card": id,
    ...}` (its id and what the view adds to it, such as `owner`), as in a pushed patch: keep the facts
    of each card by id (from `GET .../<id>/cards/?ids=`, or a patch's `cards`) and put them in place of
    the reference. A client that keeps them reads each card's facts once per game.

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BattlerGameDetailByReference | Error
     """


    return sync_detailed(
        game_id=game_id,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BattlerGameDetailByReference | Error]:
    """  The game as `GET .../<id>/` answers it, but each card of the view is a reference, `{"$card": id,
    ...}` (its id and what the view adds to it, such as `owner`), as in a pushed patch: keep the facts
    of each card by id (from `GET .../<id>/cards/?ids=`, or a patch's `cards`) and put them in place of
    the reference. A client that keeps them reads each card's facts once per game.

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BattlerGameDetailByReference | Error]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,

) -> Any | BattlerGameDetailByReference | Error | None:
    """  The game as `GET .../<id>/` answers it, but each card of the view is a reference, `{"$card": id,
    ...}` (its id and what the view adds to it, such as `owner`), as in a pushed patch: keep the facts
    of each card by id (from `GET .../<id>/cards/?ids=`, or a patch's `cards`) and put them in place of
    the reference. A client that keeps them reads each card's facts once per game.

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BattlerGameDetailByReference | Error
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
if_none_match=if_none_match,

    )).parsed
