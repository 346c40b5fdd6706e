from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cube_imported_left_out import CubeImportedLeftOut
  from ..models.cube_row import CubeRow
  from ..models.cube_summary import CubeSummary
  from ..models.fuzzy_match import FuzzyMatch
  from ..models.line_problem import LineProblem
  from ..models.missing_fact import MissingFact





T = TypeVar("T", bound="CubeImported")



@_attrs_define
class CubeImported:
    """ 
        Attributes:
            cube (CubeRow):
            format_ (str):
            cards (int):
            new_catalogue_cards (int):
            skipped_lines (list[LineProblem]):
            left_out (CubeImportedLeftOut):
            filled_from_scryfall (int):
            fuzzy_matches (list[FuzzyMatch]):
            notes (list[str]):
            missing_facts (list[MissingFact]):
            summary (CubeSummary): Counts of the mainboard (cards.services.cube_summary).
     """

    cube: CubeRow
    format_: str
    cards: int
    new_catalogue_cards: int
    skipped_lines: list[LineProblem]
    left_out: CubeImportedLeftOut
    filled_from_scryfall: int
    fuzzy_matches: list[FuzzyMatch]
    notes: list[str]
    missing_facts: list[MissingFact]
    summary: CubeSummary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cube_imported_left_out import CubeImportedLeftOut # noqa: PLC0415
        from ..models.cube_row import CubeRow # noqa: PLC0415
        from ..models.cube_summary import CubeSummary # noqa: PLC0415
        from ..models.fuzzy_match import FuzzyMatch # noqa: PLC0415
        from ..models.line_problem import LineProblem # noqa: PLC0415
        from ..models.missing_fact import MissingFact # noqa: PLC0415
        cube = self.cube.to_dict()

        format_ = self.format_

        cards = self.cards

        new_catalogue_cards = self.new_catalogue_cards

        skipped_lines = []
        for skipped_lines_item_data in self.skipped_lines:
            skipped_lines_item = skipped_lines_item_data.to_dict()
            skipped_lines.append(skipped_lines_item)



        left_out = self.left_out.to_dict()

        filled_from_scryfall = self.filled_from_scryfall

        fuzzy_matches = []
        for fuzzy_matches_item_data in self.fuzzy_matches:
            fuzzy_matches_item = fuzzy_matches_item_data.to_dict()
            fuzzy_matches.append(fuzzy_matches_item)



        notes = self.notes



        missing_facts = []
        for missing_facts_item_data in self.missing_facts:
            missing_facts_item = missing_facts_item_data.to_dict()
            missing_facts.append(missing_facts_item)



        summary = self.summary.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cube": cube,
            "format": format_,
            "cards": cards,
            "new_catalogue_cards": new_catalogue_cards,
            "skipped_lines": skipped_lines,
            "left_out": left_out,
            "filled_from_scryfall": filled_from_scryfall,
            "fuzzy_matches": fuzzy_matches,
            "notes": notes,
            "missing_facts": missing_facts,
            "summary": summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cube_imported_left_out import CubeImportedLeftOut # noqa: PLC0415
        from ..models.cube_row import CubeRow # noqa: PLC0415
        from ..models.cube_summary import CubeSummary # noqa: PLC0415
        from ..models.fuzzy_match import FuzzyMatch # noqa: PLC0415
        from ..models.line_problem import LineProblem # noqa: PLC0415
        from ..models.missing_fact import MissingFact # noqa: PLC0415
        d = dict(src_dict)
        cube = CubeRow.from_dict(d.pop("cube"))




        format_ = d.pop("format")

        cards = d.pop("cards")

        new_catalogue_cards = d.pop("new_catalogue_cards")

        skipped_lines = []
        _skipped_lines = d.pop("skipped_lines")
        for skipped_lines_item_data in (_skipped_lines):
            skipped_lines_item = LineProblem.from_dict(skipped_lines_item_data)



            skipped_lines.append(skipped_lines_item)


        left_out = CubeImportedLeftOut.from_dict(d.pop("left_out"))




        filled_from_scryfall = d.pop("filled_from_scryfall")

        fuzzy_matches = []
        _fuzzy_matches = d.pop("fuzzy_matches")
        for fuzzy_matches_item_data in (_fuzzy_matches):
            fuzzy_matches_item = FuzzyMatch.from_dict(fuzzy_matches_item_data)



            fuzzy_matches.append(fuzzy_matches_item)


        notes = cast(list[str], d.pop("notes"))


        missing_facts = []
        _missing_facts = d.pop("missing_facts")
        for missing_facts_item_data in (_missing_facts):
            missing_facts_item = MissingFact.from_dict(missing_facts_item_data)



            missing_facts.append(missing_facts_item)


        summary = CubeSummary.from_dict(d.pop("summary"))




        cube_imported = cls(
            cube=cube,
            format_=format_,
            cards=cards,
            new_catalogue_cards=new_catalogue_cards,
            skipped_lines=skipped_lines,
            left_out=left_out,
            filled_from_scryfall=filled_from_scryfall,
            fuzzy_matches=fuzzy_matches,
            notes=notes,
            missing_facts=missing_facts,
            summary=summary,
        )


        cube_imported.additional_properties = d
        return cube_imported

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
