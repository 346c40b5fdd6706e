from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_exported_action import BattlerExportedAction
  from ..models.battler_settings import BattlerSettings
  from ..models.battler_state import BattlerState
  from ..models.rng_position import RngPosition





T = TypeVar("T", bound="BattlerExport")



@_attrs_define
class BattlerExport:
    """ The whole game (log, snapshot, seed), which an import replays and checks.

        Attributes:
            format_ (str):
            format_version (int):
            kind (str):
            ruleset_version (str):
            title (str):
            settings (BattlerSettings):
            seats (list[str]):
            rng (RngPosition):
            initial_state (BattlerState):
            state (BattlerState):
            version (int):
            actions (list[BattlerExportedAction]):
     """

    format_: str
    format_version: int
    kind: str
    ruleset_version: str
    title: str
    settings: BattlerSettings
    seats: list[str]
    rng: RngPosition
    initial_state: BattlerState
    state: BattlerState
    version: int
    actions: list[BattlerExportedAction]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_exported_action import BattlerExportedAction # noqa: PLC0415
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        from ..models.battler_state import BattlerState # noqa: PLC0415
        from ..models.rng_position import RngPosition # noqa: PLC0415
        format_ = self.format_

        format_version = self.format_version

        kind = self.kind

        ruleset_version = self.ruleset_version

        title = self.title

        settings = self.settings.to_dict()

        seats = self.seats



        rng = self.rng.to_dict()

        initial_state = self.initial_state.to_dict()

        state = self.state.to_dict()

        version = self.version

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "format_version": format_version,
            "kind": kind,
            "ruleset_version": ruleset_version,
            "title": title,
            "settings": settings,
            "seats": seats,
            "rng": rng,
            "initial_state": initial_state,
            "state": state,
            "version": version,
            "actions": actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_exported_action import BattlerExportedAction # noqa: PLC0415
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        from ..models.battler_state import BattlerState # noqa: PLC0415
        from ..models.rng_position import RngPosition # noqa: PLC0415
        d = dict(src_dict)
        format_ = d.pop("format")

        format_version = d.pop("format_version")

        kind = d.pop("kind")

        ruleset_version = d.pop("ruleset_version")

        title = d.pop("title")

        settings = BattlerSettings.from_dict(d.pop("settings"))




        seats = cast(list[str], d.pop("seats"))


        rng = RngPosition.from_dict(d.pop("rng"))




        initial_state = BattlerState.from_dict(d.pop("initial_state"))




        state = BattlerState.from_dict(d.pop("state"))




        version = d.pop("version")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = BattlerExportedAction.from_dict(actions_item_data)



            actions.append(actions_item)


        battler_export = cls(
            format_=format_,
            format_version=format_version,
            kind=kind,
            ruleset_version=ruleset_version,
            title=title,
            settings=settings,
            seats=seats,
            rng=rng,
            initial_state=initial_state,
            state=state,
            version=version,
            actions=actions,
        )


        battler_export.additional_properties = d
        return battler_export

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
