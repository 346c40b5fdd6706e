from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_market_dealt_event_type import SagaMarketDealtEventType
from typing import cast






T = TypeVar("T", bound="SagaMarketDealtEvent")



@_attrs_define
class SagaMarketDealtEvent:
    """ 
        Attributes:
            type_ (SagaMarketDealtEventType):  Default: SagaMarketDealtEventType.MARKET_DEALT.
            market (list[list[int | None]]):
     """

    market: list[list[int | None]]
    type_: SagaMarketDealtEventType = SagaMarketDealtEventType.MARKET_DEALT
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        market = []
        for market_item_data in self.market:
            market_item = []
            for market_item_item_data in market_item_data:
                market_item_item: int | None
                market_item_item = market_item_item_data
                market_item.append(market_item_item)


            market.append(market_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "market": market,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaMarketDealtEventType(d.pop("type"))




        market = []
        _market = d.pop("market")
        for market_item_data in (_market):
            market_item = []
            _market_item = market_item_data
            for market_item_item_data in (_market_item):
                def _parse_market_item_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                market_item_item = _parse_market_item_item(market_item_item_data)

                market_item.append(market_item_item)

            market.append(market_item)


        saga_market_dealt_event = cls(
            type_=type_,
            market=market,
        )


        saga_market_dealt_event.additional_properties = d
        return saga_market_dealt_event

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
