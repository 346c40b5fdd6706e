from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.parsing.common import ImportFailed
from cards.parsing.scryfall import tqdm_progress
from cards.services import import_card_facts


class Command(BaseCommand):
    help = (
        "Import card facts from Scryfall JSON (a list, a list page, or a bulk file), a Draftmancer card file, "
        "or MTGJSON's AtomicCards (or a list in its field names), read as a stream: a server that never "
        "reaches the internet is given every card once."
    )

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, path: str, no_progress: bool, **options):
        file = Path(path)
        if not file.is_file():
            raise CommandError(f"{path}: no such file")
        bar = tqdm_progress(file.stat().st_size, disable=no_progress)
        with file.open("rb") as source, bar as progress:
            try:
                summary = import_card_facts(source, progress=progress)
            except ImportFailed as error:
                raise CommandError(f"{path}: {error.message}; nothing was imported") from None
        self.stdout.write(f"read {summary.read} cards: {summary.created} new, {summary.updated} updated")
        for reason, count in summary.skipped.items():
            self.stdout.write(f"left out {count}: {reason}")
        for problem in summary.problems:
            self.stdout.write(f"item {problem.line}: {problem.reason}")
