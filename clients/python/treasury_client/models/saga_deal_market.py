from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_deal_market_type import SagaDealMarketType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaDealMarket")



@_attrs_define
class SagaDealMarket:
    """ 
        Attributes:
            type_ (SagaDealMarketType):  Default: SagaDealMarketType.DEAL_MARKET.
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    type_: SagaDealMarketType = SagaDealMarketType.DEAL_MARKET
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaDealMarketType(d.pop("type"))




        expected_version = d.pop("expected_version", UNSET)

        saga_deal_market = cls(
            type_=type_,
            expected_version=expected_version,
        )

        return saga_deal_market

