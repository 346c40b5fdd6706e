from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.battler_presets import BattlerPresets
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/battler-presets/",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BattlerPresets | None:
    if response.status_code == 200:
        response_200 = BattlerPresets.from_dict(response.json())



        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BattlerPresets]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[BattlerPresets]:
    """  The built-in presets, then the caller's own saved ones (signed in; its 200 newest). Nobody else's
    are listed: one caller's saves cannot crowd out another's. A preset saved without an account is
    reused by the id its save answered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattlerPresets]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> BattlerPresets | None:
    """  The built-in presets, then the caller's own saved ones (signed in; its 200 newest). Nobody else's
    are listed: one caller's saves cannot crowd out another's. A preset saved without an account is
    reused by the id its save answered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattlerPresets
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[BattlerPresets]:
    """  The built-in presets, then the caller's own saved ones (signed in; its 200 newest). Nobody else's
    are listed: one caller's saves cannot crowd out another's. A preset saved without an account is
    reused by the id its save answered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattlerPresets]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> BattlerPresets | None:
    """  The built-in presets, then the caller's own saved ones (signed in; its 200 newest). Nobody else's
    are listed: one caller's saves cannot crowd out another's. A preset saved without an account is
    reused by the id its save answered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattlerPresets
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
