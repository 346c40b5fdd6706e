from django.core.management.base import BaseCommand, CommandError

from cards.online.http import SourceError
from cards.online.sync import sync_catalogue
from cards.parsing.scryfall import tqdm_progress


class Command(BaseCommand):
    help = "Bring the catalogue up to Scryfall's oracle-cards bulk file, downloading it only when it changed."

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true", help="download and import even if unchanged")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, force: bool, no_progress: bool, **options):
        downloading = tqdm_progress(None, "Downloading", disable=no_progress)
        importing = tqdm_progress(None, "Importing", disable=no_progress)
        with downloading as download_progress, importing as import_progress:
            try:
                result = sync_catalogue(
                    force=force, download_progress=download_progress, import_progress=import_progress
                )
            except SourceError as error:
                raise CommandError(f"{error.message}; the catalogue is unchanged") from None
        if not result.downloaded:
            self.stdout.write(f"Scryfall's card file is unchanged since {result.updated_at}: nothing downloaded")
            return
        summary = result.summary
        self.stdout.write(
            f"downloaded {result.bytes} bytes ({result.updated_at}); read {summary.read} cards: "
            f"{summary.created} new, {summary.updated} updated"
        )
        for reason, count in summary.skipped.items():
            self.stdout.write(f"left out {count}: {reason}")
        for problem in summary.problems:
            self.stdout.write(f"item {problem.line}: {problem.reason}")
