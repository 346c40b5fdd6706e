from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.saga_report_duel_game import SagaReportDuelGame
  from ..models.saga_report_skirmish import SagaReportSkirmish





T = TypeVar("T", bound="SagaReportedResult")



@_attrs_define
class SagaReportedResult:
    """ A skirmish result or a duel game's winner, waiting for the other player's word.

        Attributes:
            by (int):
            report (SagaReportDuelGame | SagaReportSkirmish):
     """

    by: int
    report: SagaReportDuelGame | SagaReportSkirmish
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_report_duel_game import SagaReportDuelGame # noqa: PLC0415
        from ..models.saga_report_skirmish import SagaReportSkirmish # noqa: PLC0415
        by = self.by

        report: dict[str, Any]
        if isinstance(self.report, SagaReportSkirmish):
            report = self.report.to_dict()
        else:
            report = self.report.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "report": report,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_report_duel_game import SagaReportDuelGame # noqa: PLC0415
        from ..models.saga_report_skirmish import SagaReportSkirmish # noqa: PLC0415
        d = dict(src_dict)
        by = d.pop("by")

        def _parse_report(data: object) -> SagaReportDuelGame | SagaReportSkirmish:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                report_type_0 = SagaReportSkirmish.from_dict(data)



                return report_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            report_type_1 = SagaReportDuelGame.from_dict(data)



            return report_type_1

        report = _parse_report(d.pop("report"))


        saga_reported_result = cls(
            by=by,
            report=report,
        )


        saga_reported_result.additional_properties = d
        return saga_reported_result

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
