from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalogue_card import CatalogueCard





T = TypeVar("T", bound="CatalogueFaces")



@_attrs_define
class CatalogueFaces:
    """ The cards the catalogue knows of those named, in the order asked (one it does not know is left out).

        Attributes:
            faces (list[CatalogueCard]):
     """

    faces: list[CatalogueCard]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalogue_card import CatalogueCard # noqa: PLC0415
        faces = []
        for faces_item_data in self.faces:
            faces_item = faces_item_data.to_dict()
            faces.append(faces_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "faces": faces,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalogue_card import CatalogueCard # noqa: PLC0415
        d = dict(src_dict)
        faces = []
        _faces = d.pop("faces")
        for faces_item_data in (_faces):
            faces_item = CatalogueCard.from_dict(faces_item_data)



            faces.append(faces_item)


        catalogue_faces = cls(
            faces=faces,
        )


        catalogue_faces.additional_properties = d
        return catalogue_faces

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
