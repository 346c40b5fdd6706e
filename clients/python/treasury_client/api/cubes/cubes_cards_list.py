from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cubes_cards_list_board import CubesCardsListBoard
from ...models.cubes_cards_list_module import CubesCardsListModule
from ...models.error import Error
from ...models.paginated_cube_card_list import PaginatedCubeCardList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    cube_id: int,
    *,
    board: CubesCardsListBoard | Unset = UNSET,
    color_category: str | Unset = UNSET,
    module: CubesCardsListModule | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    type_: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_board: str | Unset = UNSET
    if not isinstance(board, Unset):
        json_board = board.value

    params["board"] = json_board

    params["color_category"] = color_category

    json_module: str | Unset = UNSET
    if not isinstance(module, Unset):
        json_module = module.value

    params["module"] = json_module

    params["page"] = page

    params["page_size"] = page_size

    params["tag"] = tag

    params["type"] = type_


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/cubes/{cube_id}/cards/".format(cube_id=quote(str(cube_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | PaginatedCubeCardList | None:
    if response.status_code == 200:
        response_200 = PaginatedCubeCardList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | PaginatedCubeCardList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    cube_id: int,
    *,
    client: AuthenticatedClient | Client,
    board: CubesCardsListBoard | Unset = UNSET,
    color_category: str | Unset = UNSET,
    module: CubesCardsListModule | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    type_: str | Unset = UNSET,

) -> Response[Error | PaginatedCubeCardList]:
    """ 
    Args:
        cube_id (int):
        board (CubesCardsListBoard | Unset):
        color_category (str | Unset):
        module (CubesCardsListModule | Unset):
        page (int | Unset):
        page_size (int | Unset):
        tag (str | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedCubeCardList]
     """


    kwargs = _get_kwargs(
        cube_id=cube_id,
board=board,
color_category=color_category,
module=module,
page=page,
page_size=page_size,
tag=tag,
type_=type_,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    cube_id: int,
    *,
    client: AuthenticatedClient | Client,
    board: CubesCardsListBoard | Unset = UNSET,
    color_category: str | Unset = UNSET,
    module: CubesCardsListModule | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    type_: str | Unset = UNSET,

) -> Error | PaginatedCubeCardList | None:
    """ 
    Args:
        cube_id (int):
        board (CubesCardsListBoard | Unset):
        color_category (str | Unset):
        module (CubesCardsListModule | Unset):
        page (int | Unset):
        page_size (int | Unset):
        tag (str | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedCubeCardList
     """


    return sync_detailed(
        cube_id=cube_id,
client=client,
board=board,
color_category=color_category,
module=module,
page=page,
page_size=page_size,
tag=tag,
type_=type_,

    ).parsed

async def asyncio_detailed(
    cube_id: int,
    *,
    client: AuthenticatedClient | Client,
    board: CubesCardsListBoard | Unset = UNSET,
    color_category: str | Unset = UNSET,
    module: CubesCardsListModule | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    type_: str | Unset = UNSET,

) -> Response[Error | PaginatedCubeCardList]:
    """ 
    Args:
        cube_id (int):
        board (CubesCardsListBoard | Unset):
        color_category (str | Unset):
        module (CubesCardsListModule | Unset):
        page (int | Unset):
        page_size (int | Unset):
        tag (str | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedCubeCardList]
     """


    kwargs = _get_kwargs(
        cube_id=cube_id,
board=board,
color_category=color_category,
module=module,
page=page,
page_size=page_size,
tag=tag,
type_=type_,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    cube_id: int,
    *,
    client: AuthenticatedClient | Client,
    board: CubesCardsListBoard | Unset = UNSET,
    color_category: str | Unset = UNSET,
    module: CubesCardsListModule | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    type_: str | Unset = UNSET,

) -> Error | PaginatedCubeCardList | None:
    """ 
    Args:
        cube_id (int):
        board (CubesCardsListBoard | Unset):
        color_category (str | Unset):
        module (CubesCardsListModule | Unset):
        page (int | Unset):
        page_size (int | Unset):
        tag (str | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedCubeCardList
     """


    return (await asyncio_detailed(
        cube_id=cube_id,
client=client,
board=board,
color_category=color_category,
module=module,
page=page,
page_size=page_size,
tag=tag,
type_=type_,

    )).parsed
