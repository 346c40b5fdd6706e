from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.models import Cube
from cards.services import FORMATS, MODULES, CubeImportRefused, cube_summary, import_cube


class Command(BaseCommand):
    help = "Import a cube: CubeCobra CSV, a plain text list, or Scryfall/Draftmancer JSON."

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--name", required=True)
        parser.add_argument("--format", default="auto", choices=FORMATS, dest="file_format")
        parser.add_argument("--module", choices=MODULES, help="put every card of the file in this module")
        parser.add_argument("--into", type=int, help="append to the cube with this id instead of a new one")
        parser.add_argument("--skip-bad-lines", action="store_true",
                            help="import the good lines and list the others (default: import nothing)")

    def handle(self, *args, path, name, file_format, module, into, skip_bad_lines, **options):
        file = Path(path)
        if not file.is_file():
            raise CommandError(f"{path}: no such file")
        cube = None
        if into is not None:
            cube = Cube.objects.filter(pk=into).first()
            if cube is None:
                raise CommandError(f"there is no cube {into}")
        try:
            result = import_cube(file.read_bytes(), name=name, filename=file.name, file_format=file_format,
                                 module=module, skip_bad_lines=skip_bad_lines, cube=cube,
                                 skip_option="--skip-bad-lines")
        except CubeImportRefused as error:
            for problem in error.problems:
                self.stderr.write(f"line {problem.line}: {problem.reason}: {problem.text}")
            raise CommandError(f"{path}: {error.message}") from None
        summary = cube_summary(result.cube)
        self.stdout.write(f"cube {result.cube.pk} {result.cube.name!r} ({result.format}): {result.cards} cards "
                          f"imported, {result.new_catalogue_cards} new in the catalogue")
        self.stdout.write(f"mainboard {summary['mainboard']}, maybeboard {summary['maybeboard']}, "
                          f"creatures {summary['creatures']}, noncreatures {summary['noncreatures']}")
        for heading in ("by_color_category", "by_type", "by_module"):
            counts = ", ".join(f"{key} {value}" for key, value in sorted(summary[heading].items()))
            self.stdout.write(f"{heading.replace('_', ' ')}: {counts}")
        for problem in result.problems:
            self.stdout.write(f"skipped line {problem.line}: {problem.reason}")
