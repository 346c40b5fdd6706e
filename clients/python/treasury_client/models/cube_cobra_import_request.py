from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cube_module_enum import CubeModuleEnum
from ..types import UNSET, Unset






T = TypeVar("T", bound="CubeCobraImportRequest")



@_attrs_define
class CubeCobraImportRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            cubecobra (str): a CubeCobra cube's id or link
            name (str | Unset): CubeCobra's name by default
            description (str | Unset):
            module (CubeModuleEnum | Unset): * `core` - core
                * `occasional` - occasional
            skip_bad_lines (bool | Unset):  Default: False.
     """

    cubecobra: str
    name: str | Unset = UNSET
    description: str | Unset = UNSET
    module: CubeModuleEnum | Unset = UNSET
    skip_bad_lines: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cubecobra = self.cubecobra

        name = self.name

        description = self.description

        module: str | Unset = UNSET
        if not isinstance(self.module, Unset):
            module = self.module.value


        skip_bad_lines = self.skip_bad_lines


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cubecobra": cubecobra,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if module is not UNSET:
            field_dict["module"] = module
        if skip_bad_lines is not UNSET:
            field_dict["skip_bad_lines"] = skip_bad_lines

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cubecobra = d.pop("cubecobra")

        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        _module = d.pop("module", UNSET)
        module: CubeModuleEnum | Unset
        if isinstance(_module,  Unset):
            module = UNSET
        else:
            module = CubeModuleEnum(_module)




        skip_bad_lines = d.pop("skip_bad_lines", UNSET)

        cube_cobra_import_request = cls(
            cubecobra=cubecobra,
            name=name,
            description=description,
            module=module,
            skip_bad_lines=skip_bad_lines,
        )


        cube_cobra_import_request.additional_properties = d
        return cube_cobra_import_request

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
