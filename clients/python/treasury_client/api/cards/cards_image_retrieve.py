from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cards_image_retrieve_face import CardsImageRetrieveFace
from ...models.error import Error
from ...types import File, FileTypes
from ...types import UNSET, Unset
from io import BytesIO
from typing import cast



def _get_kwargs(
    scryfall_id: str,
    *,
    face: CardsImageRetrieveFace | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_face: str | Unset = UNSET
    if not isinstance(face, Unset):
        json_face = face.value

    params["face"] = json_face


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/cards/{scryfall_id}/image/".format(scryfall_id=quote(str(scryfall_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | File | None:
    if response.status_code == 200:
        response_200 = File(
             payload = BytesIO(response.content)
        )



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

    if response.status_code == 502:
        response_502 = Error.from_dict(response.json())



        return response_502

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    scryfall_id: str,
    *,
    client: AuthenticatedClient | Client,
    face: CardsImageRetrieveFace | Unset = UNSET,

) -> Response[Any | Error | File]:
    """  A card's image, served by Treasury from its folder (fetched from Scryfall once,
    cards/online/images.py): phones never ask Scryfall. `face=back` is a double-faced card's
    back. 404 when the catalogue has no card of that Scryfall id or Scryfall no image of it.

    Args:
        scryfall_id (str):
        face (CardsImageRetrieveFace | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | File]
     """


    kwargs = _get_kwargs(
        scryfall_id=scryfall_id,
face=face,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    scryfall_id: str,
    *,
    client: AuthenticatedClient | Client,
    face: CardsImageRetrieveFace | Unset = UNSET,

) -> Any | Error | File | None:
    """  A card's image, served by Treasury from its folder (fetched from Scryfall once,
    cards/online/images.py): phones never ask Scryfall. `face=back` is a double-faced card's
    back. 404 when the catalogue has no card of that Scryfall id or Scryfall no image of it.

    Args:
        scryfall_id (str):
        face (CardsImageRetrieveFace | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | File
     """


    return sync_detailed(
        scryfall_id=scryfall_id,
client=client,
face=face,

    ).parsed

async def asyncio_detailed(
    scryfall_id: str,
    *,
    client: AuthenticatedClient | Client,
    face: CardsImageRetrieveFace | Unset = UNSET,

) -> Response[Any | Error | File]:
    """  A card's image, served by Treasury from its folder (fetched from Scryfall once,
    cards/online/images.py): phones never ask Scryfall. `face=back` is a double-faced card's
    back. 404 when the catalogue has no card of that Scryfall id or Scryfall no image of it.

    Args:
        scryfall_id (str):
        face (CardsImageRetrieveFace | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | File]
     """


    kwargs = _get_kwargs(
        scryfall_id=scryfall_id,
face=face,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    scryfall_id: str,
    *,
    client: AuthenticatedClient | Client,
    face: CardsImageRetrieveFace | Unset = UNSET,

) -> Any | Error | File | None:
    """  A card's image, served by Treasury from its folder (fetched from Scryfall once,
    cards/online/images.py): phones never ask Scryfall. `face=back` is a double-faced card's
    back. 404 when the catalogue has no card of that Scryfall id or Scryfall no image of it.

    Args:
        scryfall_id (str):
        face (CardsImageRetrieveFace | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | File
     """


    return (await asyncio_detailed(
        scryfall_id=scryfall_id,
client=client,
face=face,

    )).parsed
