from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cube_imported import CubeImported
  from ..models.cube_refreshed import CubeRefreshed
  from ..models.job_error import JobError





T = TypeVar("T", bound="CubeJob")



@_attrs_define
class CubeJob:
    """ A CubeCobra import or refresh run as a job: `result` is what the job answers once done (a
        CubeImported, or a refresh's added/removed/fingerprint/applied), `error` the API's error shape
        with its `status` once failed (a slow source: code source_too_slow).

        Attributes:
            id (str):
            kind (str):
            status (str):
            status_url (str):
            cube (int | None):
            created_at (str):
            finished_at (None | str):
            result (CubeImported | CubeRefreshed | None):
            error (JobError | None):
     """

    id: str
    kind: str
    status: str
    status_url: str
    cube: int | None
    created_at: str
    finished_at: None | str
    result: CubeImported | CubeRefreshed | None
    error: JobError | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cube_imported import CubeImported # noqa: PLC0415
        from ..models.cube_refreshed import CubeRefreshed # noqa: PLC0415
        from ..models.job_error import JobError # noqa: PLC0415
        id = self.id

        kind = self.kind

        status = self.status

        status_url = self.status_url

        cube: int | None
        cube = self.cube

        created_at = self.created_at

        finished_at: None | str
        finished_at = self.finished_at

        result: dict[str, Any] | None
        if isinstance(self.result, CubeImported):
            result = self.result.to_dict()
        elif isinstance(self.result, CubeRefreshed):
            result = self.result.to_dict()
        else:
            result = self.result

        error: dict[str, Any] | None
        if isinstance(self.error, JobError):
            error = self.error.to_dict()
        else:
            error = self.error


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "status": status,
            "status_url": status_url,
            "cube": cube,
            "created_at": created_at,
            "finished_at": finished_at,
            "result": result,
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cube_imported import CubeImported # noqa: PLC0415
        from ..models.cube_refreshed import CubeRefreshed # noqa: PLC0415
        from ..models.job_error import JobError # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        status = d.pop("status")

        status_url = d.pop("status_url")

        def _parse_cube(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cube = _parse_cube(d.pop("cube"))


        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        def _parse_result(data: object) -> CubeImported | CubeRefreshed | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CubeImported.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = CubeRefreshed.from_dict(data)



                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CubeImported | CubeRefreshed | None, data)

        result = _parse_result(d.pop("result"))


        def _parse_error(data: object) -> JobError | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_1 = JobError.from_dict(data)



                return error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JobError | None, data)

        error = _parse_error(d.pop("error"))


        cube_job = cls(
            id=id,
            kind=kind,
            status=status,
            status_url=status_url,
            cube=cube,
            created_at=created_at,
            finished_at=finished_at,
            result=result,
            error=error,
        )


        cube_job.additional_properties = d
        return cube_job

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
