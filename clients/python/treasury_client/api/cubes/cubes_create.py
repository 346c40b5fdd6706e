from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cube_imported import CubeImported
from ...models.cube_job import CubeJob
from ...models.cube_upload_request import CubeUploadRequest
from ...models.error import Error
from typing import cast



def _get_kwargs(
    *,
    body: CubeUploadRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/cubes/",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CubeImported | CubeJob | Error | None:
    if response.status_code == 201:
        response_201 = CubeImported.from_dict(response.json())



        return response_201

    if response.status_code == 202:
        response_202 = CubeJob.from_dict(response.json())



        return response_202

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CubeImported | CubeJob | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CubeUploadRequest,

) -> Response[CubeImported | CubeJob | Error]:
    """  A file upload whose cards the catalogue knows answers 201 with the cube; one whose cards Scryfall
    must fill, and a CubeCobra link, answer 202 at once with a job (its status page in Location and
    status_url) that reads the cube; the job's result is what 201 answers. A JSON `{"cubecobra": ...}`
    is taken here too, as at POST /api/v1/cubes/cubecobra/.

    Args:
        body (CubeUploadRequest): A body of only the fields it names: a misspelt one ("setings")
            is refused, not ignored
            (ignored, it made a table with other rules than asked, and said nothing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CubeImported | CubeJob | Error]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CubeUploadRequest,

) -> CubeImported | CubeJob | Error | None:
    """  A file upload whose cards the catalogue knows answers 201 with the cube; one whose cards Scryfall
    must fill, and a CubeCobra link, answer 202 at once with a job (its status page in Location and
    status_url) that reads the cube; the job's result is what 201 answers. A JSON `{"cubecobra": ...}`
    is taken here too, as at POST /api/v1/cubes/cubecobra/.

    Args:
        body (CubeUploadRequest): A body of only the fields it names: a misspelt one ("setings")
            is refused, not ignored
            (ignored, it made a table with other rules than asked, and said nothing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CubeImported | CubeJob | Error
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CubeUploadRequest,

) -> Response[CubeImported | CubeJob | Error]:
    """  A file upload whose cards the catalogue knows answers 201 with the cube; one whose cards Scryfall
    must fill, and a CubeCobra link, answer 202 at once with a job (its status page in Location and
    status_url) that reads the cube; the job's result is what 201 answers. A JSON `{"cubecobra": ...}`
    is taken here too, as at POST /api/v1/cubes/cubecobra/.

    Args:
        body (CubeUploadRequest): A body of only the fields it names: a misspelt one ("setings")
            is refused, not ignored
            (ignored, it made a table with other rules than asked, and said nothing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CubeImported | CubeJob | Error]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CubeUploadRequest,

) -> CubeImported | CubeJob | Error | None:
    """  A file upload whose cards the catalogue knows answers 201 with the cube; one whose cards Scryfall
    must fill, and a CubeCobra link, answer 202 at once with a job (its status page in Location and
    status_url) that reads the cube; the job's result is what 201 answers. A JSON `{"cubecobra": ...}`
    is taken here too, as at POST /api/v1/cubes/cubecobra/.

    Args:
        body (CubeUploadRequest): A body of only the fields it names: a misspelt one ("setings")
            is refused, not ignored
            (ignored, it made a table with other rules than asked, and said nothing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CubeImported | CubeJob | Error
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
