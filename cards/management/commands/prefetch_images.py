from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from cards.models import Cube, CubeCard
from cards.online import images
from cards.online.http import SourceBusy, SourceError


class Command(BaseCommand):
    help = (
        "Fetch the images of a cube's cards from Scryfall into CARD_IMAGE_DIR before a game night, so that a "
        "table with no internet sees them (an image already kept is not fetched again)."
    )

    def add_arguments(self, parser):
        parser.add_argument("cube", help="the cube's id or its exact name")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, cube: str, no_progress: bool, **options):
        found = Cube.objects.filter(pk=int(cube)) if cube.isdigit() else Cube.objects.filter(name=cube)
        if found.count() != 1:
            raise CommandError(f"{cube!r}: {'several cubes have this name' if found.count() else 'no such cube'}")
        wanted = images_of(found.get())
        kept, missing = 0, []
        for name, scryfall_id, face in tqdm(wanted, desc="Card images", unit="image", disable=no_progress):
            try:
                images.card_image(scryfall_id, face)
                kept += 1
            except SourceBusy as error:
                raise CommandError(f"{error.message}; {kept} images kept so far") from None
            except SourceError as error:
                missing.append(f"{name} ({scryfall_id}, {face}): {error.message}")
        for line in missing:
            self.stdout.write(line)
        self.stdout.write(f"{kept} images kept, {len(missing)} not, in {images.image_folder()}")


def images_of(cube: Cube) -> list[tuple[str, str, str]]:
    """(name, Scryfall id, face) of each image the cube's mainboard shows, each once; a card with
    no valid Scryfall id has none to fetch."""
    wanted: dict[tuple[str, str], str] = {}
    for row in cube.cards.filter(board=CubeCard.Board.MAINBOARD).select_related("card").order_by("pk"):
        facts = row.effective_facts()
        scryfall_id = facts["scryfall_id"] or ""
        if images.SCRYFALL_ID.fullmatch(scryfall_id):
            for face in images.faces_of(facts["layout"]):
                wanted.setdefault((scryfall_id, face), facts["name"])
    return [(name, scryfall_id, face) for (scryfall_id, face), name in wanted.items()]
