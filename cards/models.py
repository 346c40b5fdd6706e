"""The card catalogue (facts per card) and cubes (cards with a board, tags and a module).

The catalogue is written by operators (`import_cards`, the demo cubes). A cube upload never
changes it: where the file's facts differ from a card's, the cube keeps them (CubeCard.facts),
and a card the catalogue lacks is added as `from_upload`, which only cubes that name it use."""

import uuid
from typing import Any

from django.conf import settings
from django.db import models

# The facts of a card beyond its name, as the catalogue and a cube's own overrides hold them.
FACT_FIELDS = (
    "scryfall_id",
    "mana_cost",
    "mana_value",
    "colors",
    "color_category",
    "type_line",
    "supertypes",
    "types",
    "subtypes",
    "oracle_text",
    "power",
    "toughness",
    "loyalty",
    "layout",
    "faces",
    "image_url",
    "image_back_url",
    "set_code",
    "collector_number",
    "rarity",
)


class Card(models.Model):
    """Facts of one card, by oracle identity. Names are unique in the catalogue."""

    name = models.CharField(max_length=200, unique=True)
    name_key = models.CharField(max_length=200, unique=True, help_text="normalised name for look-ups")
    front_key = models.CharField(max_length=200, db_index=True, help_text="normalised front-face name")
    scryfall_id = models.CharField(max_length=36, blank=True)
    oracle_id = models.CharField(max_length=36, unique=True, null=True, blank=True)
    mana_cost = models.CharField(max_length=80, blank=True)
    mana_value = models.FloatField(default=0)
    colors = models.JSONField(default=list, blank=True)
    color_category = models.CharField(max_length=20, blank=True)
    type_line = models.CharField(max_length=200, blank=True)
    supertypes = models.JSONField(default=list, blank=True)
    types = models.JSONField(default=list, blank=True)
    subtypes = models.JSONField(default=list, blank=True)
    oracle_text = models.TextField(blank=True)
    power = models.CharField(max_length=10, blank=True)
    toughness = models.CharField(max_length=10, blank=True)
    loyalty = models.CharField(max_length=10, blank=True)
    layout = models.CharField(max_length=30, blank=True)
    faces = models.JSONField(default=list, blank=True)
    image_url = models.URLField(max_length=500, blank=True)
    image_back_url = models.URLField(max_length=500, blank=True)
    set_code = models.CharField(max_length=10, blank=True)
    collector_number = models.CharField(max_length=20, blank=True)
    rarity = models.CharField(max_length=20, blank=True)
    from_upload = models.BooleanField(
        default=False, help_text="added by a cube upload, never reviewed: names in pasted lists do not find it"
    )

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def facts(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in FACT_FIELDS}


class Cube(models.Model):
    name = models.CharField(max_length=120)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="cubes"
    )
    description = models.TextField(blank=True)
    source_format = models.CharField(max_length=30, blank=True)
    is_demo = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    cubecobra_id = models.CharField(max_length=100, blank=True, help_text="the CubeCobra cube it was read from")
    importer_key = models.CharField(
        max_length=64,
        blank=True,
        editable=False,
        help_text="for a cube imported with no account: the SHA-256 of the importing device's cookie, "
        "which (with the owner and staff) may refresh it",
    )
    summary = models.JSONField(
        null=True,
        blank=True,
        editable=False,
        help_text="cards.services.cube_summary, kept: null until asked for, and again when the cube's cards or "
        "the catalogue's facts change",
    )
    revision = models.PositiveBigIntegerField(
        default=0,
        editable=False,
        help_text="moves on with every change to the cube or its cards' catalogue facts: a kept export "
        "(CubeExport) of an earlier revision is made again",
    )

    class Meta:
        ordering = ["name", "pk"]

    def __str__(self) -> str:
        return self.name


class CubeCard(models.Model):
    """One copy of a card in a cube."""

    class Board(models.TextChoices):
        MAINBOARD = "mainboard"
        MAYBEBOARD = "maybeboard"

    class Module(models.TextChoices):
        CORE = "core"
        OCCASIONAL = "occasional"

    cube = models.ForeignKey(Cube, on_delete=models.CASCADE, related_name="cards")
    card = models.ForeignKey(Card, on_delete=models.PROTECT, related_name="cube_cards")
    board = models.CharField(max_length=10, choices=Board.choices, default=Board.MAINBOARD)
    module = models.CharField(max_length=10, choices=Module.choices, blank=True)
    tags = models.JSONField(default=list, blank=True)
    color_category = models.CharField(max_length=20, blank=True, help_text="the cube's own override")
    line = models.PositiveIntegerField(null=True, blank=True, help_text="line of the imported file")
    facts = models.JSONField(
        default=dict,
        blank=True,
        help_text="this cube's own facts where its file differs from the catalogue, its own printing, and "
        "null for a fact its file lacked that no source knew",
    )
    # What the cube's owner says of this copy (CubeCobra's CSV columns), written back on export.
    status = models.CharField(max_length=20, blank=True, help_text="Owned, Not Owned, Proxied...")
    finish = models.CharField(max_length=20, blank=True, help_text="Non-foil, Foil, Etched...")
    mtgo_id = models.CharField(max_length=20, blank=True)
    notes = models.CharField(max_length=1000, blank=True)

    class Meta:
        ordering = ["cube", "pk"]

    def __str__(self) -> str:
        return f"{self.card.name} in {self.cube.name}"

    def effective_facts(self) -> dict[str, Any]:
        """The card as this cube has it: the catalogue's facts under the cube's own."""
        facts = {"name": self.card.name, **self.card.facts(), **self.facts}
        if self.color_category:
            facts["color_category"] = self.color_category
        return facts


class CubeExport(models.Model):
    """A cube's file in one export format, kept: making it reads every card of the cube (a cube of
    20,000 cards took over a second), and anyone may ask for it 1,200 times a minute. It is
    served while its revision is the cube's."""

    cube = models.ForeignKey(Cube, on_delete=models.CASCADE, related_name="exports")
    form = models.CharField(max_length=20, help_text="the export's format, as `as` names it")
    revision = models.PositiveBigIntegerField(help_text="the cube's revision it was made from")
    body = models.BinaryField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["cube", "form"], name="one_kept_export_per_format")]

    def __str__(self) -> str:
        return f"{self.cube} as {self.form}"


class CubeJob(models.Model):
    """A cube read from an online source (CubeCobra's import, a refresh, an uploaded file whose
    cards Scryfall fills) as a Celery job: the request that asks answers at once with the job, and
    its status page tells how it ends."""

    class Kind(models.TextChoices):
        IMPORT = "cubecobra_import"
        REFRESH = "cubecobra_refresh"
        FILE_IMPORT = "file_import"  # an uploaded file whose cards Scryfall must fill

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    cube = models.ForeignKey(Cube, null=True, blank=True, on_delete=models.CASCADE, related_name="jobs")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE)
    importer_key = models.CharField(max_length=64, blank=True)
    params = models.JSONField(default=dict, help_text="what was asked: the import's or refresh's fields")
    upload = models.BinaryField(null=True, blank=True, help_text="a file import's file, until the job ends")
    result = models.JSONField(null=True, blank=True, help_text="what the finished job answers")
    error = models.JSONField(null=True, blank=True, help_text="{status, code, message, ...} of a failed job")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.kind} {self.pk} ({self.status})"


class CatalogueSync(models.Model):
    """What `sync_cards` last read of one Scryfall bulk file, so that an unchanged file is never
    downloaded again (its `updated_at` in the bulk-data index, and the ETag it was served with)."""

    kind = models.CharField(max_length=60, unique=True)
    updated_at = models.CharField(max_length=60, blank=True)
    etag = models.CharField(max_length=200, blank=True)
    cards_read = models.PositiveIntegerField(default=0)
    synced_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.kind} as of {self.updated_at}"
