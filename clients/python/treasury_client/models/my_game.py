from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.my_place import MyPlace





T = TypeVar("T", bound="MyGame")



@_attrs_define
class MyGame:
    """ 
        Attributes:
            id (int):
            kind (str):
            url (str): the game's API address
            title (str):
            status (str):
            version (int):
            is_host (bool):
            places (list[MyPlace]): the seats and spectator places your account holds at this game
            waiting_on (list[int]):
            updated_at (datetime.datetime):
     """

    id: int
    kind: str
    url: str
    title: str
    status: str
    version: int
    is_host: bool
    places: list[MyPlace]
    waiting_on: list[int]
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.my_place import MyPlace # noqa: PLC0415
        id = self.id

        kind = self.kind

        url = self.url

        title = self.title

        status = self.status

        version = self.version

        is_host = self.is_host

        places = []
        for places_item_data in self.places:
            places_item = places_item_data.to_dict()
            places.append(places_item)



        waiting_on = self.waiting_on



        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "url": url,
            "title": title,
            "status": status,
            "version": version,
            "is_host": is_host,
            "places": places,
            "waiting_on": waiting_on,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.my_place import MyPlace # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        url = d.pop("url")

        title = d.pop("title")

        status = d.pop("status")

        version = d.pop("version")

        is_host = d.pop("is_host")

        places = []
        _places = d.pop("places")
        for places_item_data in (_places):
            places_item = MyPlace.from_dict(places_item_data)



            places.append(places_item)


        waiting_on = cast(list[int], d.pop("waiting_on"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        my_game = cls(
            id=id,
            kind=kind,
            url=url,
            title=title,
            status=status,
            version=version,
            is_host=is_host,
            places=places,
            waiting_on=waiting_on,
            updated_at=updated_at,
        )


        my_game.additional_properties = d
        return my_game

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
