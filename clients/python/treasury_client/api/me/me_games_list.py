from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.me_games_list_status import MeGamesListStatus
from ...models.paginated_my_game_list import PaginatedMyGameList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: MeGamesListStatus | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["kind"] = kind

    params["page"] = page

    params["page_size"] = page_size

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/games/",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | PaginatedMyGameList | None:
    if response.status_code == 200:
        response_200 = PaginatedMyGameList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | PaginatedMyGameList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: MeGamesListStatus | Unset = UNSET,

) -> Response[Error | PaginatedMyGameList]:
    """  The games your account hosts or holds a seat in (user token), most recently changed first.

    Args:
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (MeGamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedMyGameList]
     """


    kwargs = _get_kwargs(
        kind=kind,
page=page,
page_size=page_size,
status=status,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: MeGamesListStatus | Unset = UNSET,

) -> Error | PaginatedMyGameList | None:
    """  The games your account hosts or holds a seat in (user token), most recently changed first.

    Args:
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (MeGamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedMyGameList
     """


    return sync_detailed(
        client=client,
kind=kind,
page=page,
page_size=page_size,
status=status,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: MeGamesListStatus | Unset = UNSET,

) -> Response[Error | PaginatedMyGameList]:
    """  The games your account hosts or holds a seat in (user token), most recently changed first.

    Args:
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (MeGamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedMyGameList]
     """


    kwargs = _get_kwargs(
        kind=kind,
page=page,
page_size=page_size,
status=status,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: MeGamesListStatus | Unset = UNSET,

) -> Error | PaginatedMyGameList | None:
    """  The games your account hosts or holds a seat in (user token), most recently changed first.

    Args:
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (MeGamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedMyGameList
     """


    return (await asyncio_detailed(
        client=client,
kind=kind,
page=page,
page_size=page_size,
status=status,

    )).parsed
