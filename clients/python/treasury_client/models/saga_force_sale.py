from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_force_sale_type import SagaForceSaleType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SagaForceSale")



@_attrs_define
class SagaForceSale:
    """ 
        Attributes:
            type_ (SagaForceSaleType):  Default: SagaForceSaleType.FORCE_SALE.
            card (int | None):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    card: int | None
    type_: SagaForceSaleType = SagaForceSaleType.FORCE_SALE
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card: int | None
        card = self.card

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaForceSaleType(d.pop("type"))




        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))


        expected_version = d.pop("expected_version", UNSET)

        saga_force_sale = cls(
            type_=type_,
            card=card,
            expected_version=expected_version,
        )

        return saga_force_sale

