from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.card_facts import CardFacts
from ...models.error import Error
from typing import cast



def _get_kwargs(
    game_id: int,
    *,
    ids: str,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["ids"] = ids


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/battlers/{game_id}/cards/".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CardFacts | Error | None:
    if response.status_code == 200:
        response_200 = CardFacts.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CardFacts | Error]:
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
    ids: str,

) -> Response[CardFacts | Error]:
    """  The facts of the cards named that are in the caller's view now, by id. An id that is not (a hidden
    card, or none of this game's) is left out of the answer, which tells nothing of it.

    Args:
        game_id (int):
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CardFacts | Error]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
ids=ids,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    ids: str,

) -> CardFacts | Error | None:
    """  The facts of the cards named that are in the caller's view now, by id. An id that is not (a hidden
    card, or none of this game's) is left out of the answer, which tells nothing of it.

    Args:
        game_id (int):
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CardFacts | Error
     """


    return sync_detailed(
        game_id=game_id,
client=client,
ids=ids,

    ).parsed

async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    ids: str,

) -> Response[CardFacts | Error]:
    """  The facts of the cards named that are in the caller's view now, by id. An id that is not (a hidden
    card, or none of this game's) is left out of the answer, which tells nothing of it.

    Args:
        game_id (int):
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CardFacts | Error]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
ids=ids,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    ids: str,

) -> CardFacts | Error | None:
    """  The facts of the cards named that are in the caller's view now, by id. An id that is not (a hidden
    card, or none of this game's) is left out of the answer, which tells nothing of it.

    Args:
        game_id (int):
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CardFacts | Error
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
ids=ids,

    )).parsed
