"""Each action rewrites its game's row. On PostgreSQL, pages of tabletop_game are filled only
halfway, so that the new version of a row fits in its page: a heap-only (HOT) update, which
writes no index entry, instead of one entry in each of the table's indexes."""

from django.db import migrations

FILLFACTOR = 50


def keep_room(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"ALTER TABLE tabletop_game SET (fillfactor = {FILLFACTOR})")


def fill_pages(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("ALTER TABLE tabletop_game RESET (fillfactor)")


class Migration(migrations.Migration):
    dependencies = [
        ("tabletop", "0004_json_documents_as_text"),
    ]

    operations = [migrations.RunPython(keep_room, fill_pages)]
