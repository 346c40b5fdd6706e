from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_view_by_reference import BattlerViewByReference
  from ..models.seat_summary import SeatSummary
  from ..models.you import You





T = TypeVar("T", bound="BattlerGameDetailByReference")



@_attrs_define
class BattlerGameDetailByReference:
    """ 
        Attributes:
            id (int):
            kind (str):
            title (str):
            status (str):
            version (int):
            ruleset_version (str):
            imported (bool):
            cube (int | None):
            seats (list[SeatSummary]):
            you (You): The caller at this game: a player's seat, the host, or a spectator (watching a seat or none).
            waiting_on (list[int]):
            legal_actions (list[str]):
            view (BattlerViewByReference):
            join_code (None | str):
     """

    id: int
    kind: str
    title: str
    status: str
    version: int
    ruleset_version: str
    imported: bool
    cube: int | None
    seats: list[SeatSummary]
    you: You
    waiting_on: list[int]
    legal_actions: list[str]
    view: BattlerViewByReference
    join_code: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_view_by_reference import BattlerViewByReference # noqa: PLC0415
        from ..models.seat_summary import SeatSummary # noqa: PLC0415
        from ..models.you import You # noqa: PLC0415
        id = self.id

        kind = self.kind

        title = self.title

        status = self.status

        version = self.version

        ruleset_version = self.ruleset_version

        imported = self.imported

        cube: int | None
        cube = self.cube

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        you = self.you.to_dict()

        waiting_on = self.waiting_on



        legal_actions = self.legal_actions



        view = self.view.to_dict()

        join_code: None | str
        join_code = self.join_code


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "title": title,
            "status": status,
            "version": version,
            "ruleset_version": ruleset_version,
            "imported": imported,
            "cube": cube,
            "seats": seats,
            "you": you,
            "waiting_on": waiting_on,
            "legal_actions": legal_actions,
            "view": view,
            "join_code": join_code,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_view_by_reference import BattlerViewByReference # noqa: PLC0415
        from ..models.seat_summary import SeatSummary # noqa: PLC0415
        from ..models.you import You # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        title = d.pop("title")

        status = d.pop("status")

        version = d.pop("version")

        ruleset_version = d.pop("ruleset_version")

        imported = d.pop("imported")

        def _parse_cube(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cube = _parse_cube(d.pop("cube"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatSummary.from_dict(seats_item_data)



            seats.append(seats_item)


        you = You.from_dict(d.pop("you"))




        waiting_on = cast(list[int], d.pop("waiting_on"))


        legal_actions = cast(list[str], d.pop("legal_actions"))


        view = BattlerViewByReference.from_dict(d.pop("view"))




        def _parse_join_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        join_code = _parse_join_code(d.pop("join_code"))


        battler_game_detail_by_reference = cls(
            id=id,
            kind=kind,
            title=title,
            status=status,
            version=version,
            ruleset_version=ruleset_version,
            imported=imported,
            cube=cube,
            seats=seats,
            you=you,
            waiting_on=waiting_on,
            legal_actions=legal_actions,
            view=view,
            join_code=join_code,
        )


        battler_game_detail_by_reference.additional_properties = d
        return battler_game_detail_by_reference

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
