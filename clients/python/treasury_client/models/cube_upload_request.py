from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field
import json
from .. import types

from ..types import UNSET, Unset

from ..models.cube_module_enum import CubeModuleEnum
from ..models.format_enum import FormatEnum
from ..types import File, FileTypes
from ..types import UNSET, Unset
from io import BytesIO






T = TypeVar("T", bound="CubeUploadRequest")



@_attrs_define
class CubeUploadRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            file (File):
            name (str):
            description (str | Unset):
            format_ (FormatEnum | Unset): * `auto` - auto
                * `cubecobra-csv` - cubecobra-csv
                * `text` - text
                * `scryfall-json` - scryfall-json
                * `draftmancer-json` - draftmancer-json
                * `draftmancer-text` - draftmancer-text
                * `cockatrice` - cockatrice Default: FormatEnum.AUTO.
            module (CubeModuleEnum | Unset): * `core` - core
                * `occasional` - occasional
            skip_bad_lines (bool | Unset):  Default: False.
     """

    file: File
    name: str
    description: str | Unset = UNSET
    format_: FormatEnum | Unset = FormatEnum.AUTO
    module: CubeModuleEnum | Unset = UNSET
    skip_bad_lines: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        file = self.file.to_tuple()


        name = self.name

        description = self.description

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value


        module: str | Unset = UNSET
        if not isinstance(self.module, Unset):
            module = self.module.value


        skip_bad_lines = self.skip_bad_lines


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "file": file,
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if format_ is not UNSET:
            field_dict["format"] = format_
        if module is not UNSET:
            field_dict["module"] = module
        if skip_bad_lines is not UNSET:
            field_dict["skip_bad_lines"] = skip_bad_lines

        return field_dict


    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))



        files.append(("name", (None, str(self.name).encode(), "text/plain")))



        if not isinstance(self.description, Unset):
            files.append(("description", (None, str(self.description).encode(), "text/plain")))



        if not isinstance(self.format_, Unset):
            files.append(("format",  (None, str(self.format_.value).encode(), "text/plain")))



        if not isinstance(self.module, Unset):
            files.append(("module",  (None, str(self.module.value).encode(), "text/plain")))



        if not isinstance(self.skip_bad_lines, Unset):
            files.append(("skip_bad_lines", (None, str(self.skip_bad_lines).encode(), "text/plain")))




        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))



        return files


    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        file = File(
             payload = BytesIO(d.pop("file"))
        )




        name = d.pop("name")

        description = d.pop("description", UNSET)

        _format_ = d.pop("format", UNSET)
        format_: FormatEnum | Unset
        if isinstance(_format_,  Unset):
            format_ = UNSET
        else:
            format_ = FormatEnum(_format_)




        _module = d.pop("module", UNSET)
        module: CubeModuleEnum | Unset
        if isinstance(_module,  Unset):
            module = UNSET
        else:
            module = CubeModuleEnum(_module)




        skip_bad_lines = d.pop("skip_bad_lines", UNSET)

        cube_upload_request = cls(
            file=file,
            name=name,
            description=description,
            format_=format_,
            module=module,
            skip_bad_lines=skip_bad_lines,
        )


        cube_upload_request.additional_properties = d
        return cube_upload_request

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
