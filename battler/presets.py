"""Saved battler presets: settings documents validated by the engine, stored, and expanded
when a table is created with {"preset_id": id, ...overrides}."""

from typing import Annotated, Any

from msgspec import UNSET, Meta, UnsetType

from battler.models import Preset
from battler.rules import ENGINE
from battler.rules.settings import SettingsOverrides, refuse_a_name_not_the_presets
from tabletop.core.errors import BadInput, NotFound
from tabletop.rules.engine import IllegalAction, to_builtins


class CreateSettings(SettingsOverrides, kw_only=True, forbid_unknown_fields=True):
    """A new table's settings: a built-in preset (`preset`) or a saved one (`preset_id`), Treasure
    Battler's when neither is given, and the settings that change it (a setting left out is the
    preset's)."""

    preset_id: Annotated[int, Meta(description="a saved preset's id (POST /api/v1/battler-presets/)")] | UnsetType = (
        UNSET
    )


def save_preset(*, name: str, settings_doc: dict[str, Any], owner=None) -> Preset:
    try:
        parsed = ENGINE.parse_settings({**settings_doc, "name": name})
    except IllegalAction as error:
        field = f"settings.{error.field}" if error.field else "settings"
        raise BadInput(f"settings: {error.message}", code=error.code, field=field) from None
    return Preset.objects.create(
        name=name, owner=owner if owner and owner.is_authenticated else None, settings=to_builtins(parsed)
    )


def resolve_settings(settings_doc: dict[str, Any] | None) -> dict[str, Any] | None:
    """{"preset_id": id, ...overrides} becomes the saved document with the overrides; a `name` that
    is not the preset's is refused (refuse_a_name_not_the_presets)."""
    if not settings_doc or "preset_id" not in settings_doc:
        preset = (settings_doc or {}).get("preset", "treasure")
        _refuse_a_name_not(settings_doc or {}, preset if isinstance(preset, str) else "treasure")
        return settings_doc
    rest = dict(settings_doc)
    preset_id = rest.pop("preset_id")
    if not isinstance(preset_id, int) or isinstance(preset_id, bool):
        raise BadInput("settings.preset_id must be the id of a saved preset", field="settings.preset_id")
    preset = Preset.objects.filter(pk=preset_id).first()
    if preset is None:
        raise NotFound(
            f"there is no saved battler preset {preset_id}", code="no_such_preset", field="settings.preset_id"
        )
    _refuse_a_name_not(rest, preset.settings["name"])
    return {**preset.settings, **rest}


def _refuse_a_name_not(settings_doc: dict[str, Any], preset_name: str) -> None:
    try:
        refuse_a_name_not_the_presets(settings_doc, preset_name)
    except IllegalAction as error:
        raise BadInput(f"settings: {error.message}", code=error.code, field=f"settings.{error.field}") from None
