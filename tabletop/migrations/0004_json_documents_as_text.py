"""Game.state and Action.response become JSON documents stored as their text (see
tabletop.models.JSONDocumentField). On PostgreSQL the jsonb column is rewritten in place, each
document printed as its JSON text; the state is kept compressed in the row (STORAGE MAIN, lz4
where the server has it): an action rewrites it whole, and out-of-line storage would write it twice."""

from django.db import migrations

import tabletop.models

COLUMNS = (("tabletop_game", "state"), ("tabletop_action", "response"))


def to_text(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        _alter_each(apps, schema_editor, forwards=True)
        return
    for table, column in COLUMNS:
        schema_editor.execute(
            f"ALTER TABLE {table} ALTER COLUMN {column} TYPE text USING {column}::text")
    schema_editor.execute("ALTER TABLE tabletop_game ALTER COLUMN state SET STORAGE MAIN")
    schema_editor.execute(
        "DO $$ BEGIN ALTER TABLE tabletop_game ALTER COLUMN state SET COMPRESSION lz4; "
        "EXCEPTION WHEN feature_not_supported THEN NULL; END $$")


def to_jsonb(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        _alter_each(apps, schema_editor, forwards=False)
        return
    schema_editor.execute("ALTER TABLE tabletop_game ALTER COLUMN state SET STORAGE EXTENDED")
    for table, column in COLUMNS:
        schema_editor.execute(
            f"ALTER TABLE {table} ALTER COLUMN {column} TYPE jsonb USING {column}::jsonb")


def _alter_each(apps, schema_editor, *, forwards: bool):
    """Elsewhere (SQLite) Django rebuilds each table; the documents keep their JSON text."""
    for model_name, name in (("game", "state"), ("action", "response")):
        model = apps.get_model("tabletop", model_name)
        declared = model._meta.get_field(name)
        as_json, as_text = (
            field_class(null=declared.null, blank=declared.blank, help_text=declared.help_text)
            for field_class in (tabletop.models.FastJSONField, tabletop.models.JSONDocumentField))
        for field in (as_json, as_text):
            field.set_attributes_from_name(name)
            field.model = model
        schema_editor.alter_field(model, *((as_json, as_text) if forwards else (as_text, as_json)))


class Migration(migrations.Migration):
    dependencies = [
        ("tabletop", "0003_fast_json_columns"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[migrations.RunPython(to_text, to_jsonb)],
            state_operations=[
                migrations.AlterField(
                    model_name="game",
                    name="state",
                    field=tabletop.models.JSONDocumentField(
                        help_text="the engine's state without its cards (see cards)"),
                ),
                migrations.AlterField(
                    model_name="action",
                    name="response",
                    field=tabletop.models.JSONDocumentField(
                        blank=True, help_text="first response, replayed for a retried key", null=True),
                ),
            ],
        ),
    ]
