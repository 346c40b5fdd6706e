from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="AuctionCardPrices")



@_attrs_define
class AuctionCardPrices:
    """ 
        Attributes:
            name (str):
            in_cube (bool):
            times_sold (int):
            times_unsold (int):
            median_price (float | None):
            mean_price (float | None):
            min_price (int | None):
            max_price (int | None):
     """

    name: str
    in_cube: bool
    times_sold: int
    times_unsold: int
    median_price: float | None
    mean_price: float | None
    min_price: int | None
    max_price: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        in_cube = self.in_cube

        times_sold = self.times_sold

        times_unsold = self.times_unsold

        median_price: float | None
        median_price = self.median_price

        mean_price: float | None
        mean_price = self.mean_price

        min_price: int | None
        min_price = self.min_price

        max_price: int | None
        max_price = self.max_price


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "in_cube": in_cube,
            "times_sold": times_sold,
            "times_unsold": times_unsold,
            "median_price": median_price,
            "mean_price": mean_price,
            "min_price": min_price,
            "max_price": max_price,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        in_cube = d.pop("in_cube")

        times_sold = d.pop("times_sold")

        times_unsold = d.pop("times_unsold")

        def _parse_median_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        median_price = _parse_median_price(d.pop("median_price"))


        def _parse_mean_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean_price = _parse_mean_price(d.pop("mean_price"))


        def _parse_min_price(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_price = _parse_min_price(d.pop("min_price"))


        def _parse_max_price(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_price = _parse_max_price(d.pop("max_price"))


        auction_card_prices = cls(
            name=name,
            in_cube=in_cube,
            times_sold=times_sold,
            times_unsold=times_unsold,
            median_price=median_price,
            mean_price=mean_price,
            min_price=min_price,
            max_price=max_price,
        )


        auction_card_prices.additional_properties = d
        return auction_card_prices

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
