from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_action_answer_events_item import AuctionActionAnswerEventsItem
  from ..models.auction_table_view import AuctionTableView





T = TypeVar("T", bound="AuctionActionAnswer")



@_attrs_define
class AuctionActionAnswer:
    """ An accepted action: the game's new version (`seq`, the action's number in the log), the
        events as the actor may see them, and the actor's view (left out when asked: `view: false`).

        Attributes:
            game (int):
            version (int):
            seq (int):
            action (str):
            events (list[AuctionActionAnswerEventsItem]):
            view (AuctionTableView | Unset):
     """

    game: int
    version: int
    seq: int
    action: str
    events: list[AuctionActionAnswerEventsItem]
    view: AuctionTableView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_action_answer_events_item import AuctionActionAnswerEventsItem # noqa: PLC0415
        from ..models.auction_table_view import AuctionTableView # noqa: PLC0415
        game = self.game

        version = self.version

        seq = self.seq

        action = self.action

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "version": version,
            "seq": seq,
            "action": action,
            "events": events,
        })
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_action_answer_events_item import AuctionActionAnswerEventsItem # noqa: PLC0415
        from ..models.auction_table_view import AuctionTableView # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        version = d.pop("version")

        seq = d.pop("seq")

        action = d.pop("action")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = AuctionActionAnswerEventsItem.from_dict(events_item_data)



            events.append(events_item)


        _view = d.pop("view", UNSET)
        view: AuctionTableView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = AuctionTableView.from_dict(_view)




        auction_action_answer = cls(
            game=game,
            version=version,
            seq=seq,
            action=action,
            events=events,
            view=view,
        )


        auction_action_answer.additional_properties = d
        return auction_action_answer

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
