from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.field_problem import FieldProblem
  from ..models.line_problem import LineProblem





T = TypeVar("T", bound="JobError")



@_attrs_define
class JobError:
    """ How a job failed: the error its request would have answered, with that answer's status.

        Attributes:
            code (str):
            message (str):
            status (int):
            field (str | Unset):
            errors (list[FieldProblem] | Unset):
            current_version (int | Unset):
            retry_after (int | Unset):
            problems (list[LineProblem] | Unset):
            problem_count (int | Unset):
            unknown (list[str] | Unset):
     """

    code: str
    message: str
    status: int
    field: str | Unset = UNSET
    errors: list[FieldProblem] | Unset = UNSET
    current_version: int | Unset = UNSET
    retry_after: int | Unset = UNSET
    problems: list[LineProblem] | Unset = UNSET
    problem_count: int | Unset = UNSET
    unknown: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.field_problem import FieldProblem # noqa: PLC0415
        from ..models.line_problem import LineProblem # noqa: PLC0415
        code = self.code

        message = self.message

        status = self.status

        field = self.field

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)



        current_version = self.current_version

        retry_after = self.retry_after

        problems: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.problems, Unset):
            problems = []
            for problems_item_data in self.problems:
                problems_item = problems_item_data.to_dict()
                problems.append(problems_item)



        problem_count = self.problem_count

        unknown: list[str] | Unset = UNSET
        if not isinstance(self.unknown, Unset):
            unknown = self.unknown




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "message": message,
            "status": status,
        })
        if field is not UNSET:
            field_dict["field"] = field
        if errors is not UNSET:
            field_dict["errors"] = errors
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if problems is not UNSET:
            field_dict["problems"] = problems
        if problem_count is not UNSET:
            field_dict["problem_count"] = problem_count
        if unknown is not UNSET:
            field_dict["unknown"] = unknown

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_problem import FieldProblem # noqa: PLC0415
        from ..models.line_problem import LineProblem # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        status = d.pop("status")

        field = d.pop("field", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: list[FieldProblem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = FieldProblem.from_dict(errors_item_data)



                errors.append(errors_item)


        current_version = d.pop("current_version", UNSET)

        retry_after = d.pop("retry_after", UNSET)

        _problems = d.pop("problems", UNSET)
        problems: list[LineProblem] | Unset = UNSET
        if _problems is not UNSET:
            problems = []
            for problems_item_data in _problems:
                problems_item = LineProblem.from_dict(problems_item_data)



                problems.append(problems_item)


        problem_count = d.pop("problem_count", UNSET)

        unknown = cast(list[str], d.pop("unknown", UNSET))


        job_error = cls(
            code=code,
            message=message,
            status=status,
            field=field,
            errors=errors,
            current_version=current_version,
            retry_after=retry_after,
            problems=problems,
            problem_count=problem_count,
            unknown=unknown,
        )


        job_error.additional_properties = d
        return job_error

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
