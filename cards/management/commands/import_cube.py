from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.models import Cube
from cards.online.cubecobra import import_cubecobra, refresh_cube
from cards.online.http import SourceError
from cards.services import FORMATS, MODULES, CubeImportRefused, cube_summary, import_cube


class Command(BaseCommand):
    help = (
        "Import a cube: CubeCobra CSV, a plain text list, or Scryfall/Draftmancer JSON; or a CubeCobra cube by "
        "its link or id (--cubecobra), refreshed later with --refresh."
    )

    def add_arguments(self, parser):
        parser.add_argument("path", nargs="?", help="the file to import")
        parser.add_argument("--cubecobra", metavar="ID_OR_LINK", help="read the cube from CubeCobra instead of a file")
        parser.add_argument(
            "--refresh",
            type=int,
            metavar="CUBE_ID",
            help="show what changed on CubeCobra since this cube was read (--apply to apply it)",
        )
        parser.add_argument("--apply", action="store_true", help="with --refresh: apply the changes shown")
        parser.add_argument("--name", help="the cube's name (required for a file; CubeCobra's by default)")
        parser.add_argument("--format", default="auto", choices=FORMATS, dest="file_format")
        parser.add_argument("--module", choices=MODULES, help="put every card of the file in this module")
        parser.add_argument("--into", type=int, help="append to the cube with this id instead of a new one")
        parser.add_argument(
            "--skip-bad-lines",
            action="store_true",
            help="import the good lines and list the others (default: import nothing)",
        )

    def handle(
        self, *args, path, cubecobra, refresh, apply, name, file_format, module, into, skip_bad_lines, **options
    ):
        if sum(value is not None for value in (path, cubecobra, refresh)) != 1:
            raise CommandError("give one of: a file, --cubecobra ID_OR_LINK, --refresh CUBE_ID")
        try:
            if refresh is not None:
                self.refresh(refresh, apply)
            elif cubecobra is not None:
                self.report(import_cubecobra(cubecobra, name=name or "", module=module, skip_bad_lines=skip_bad_lines))
            else:
                self.report(self.import_file(path, name, file_format, module, into, skip_bad_lines))
        except CubeImportRefused as error:
            for problem in error.problems:
                self.stderr.write(f"line {problem.line}: {problem.reason}: {problem.text}")
            raise CommandError(f"{path or cubecobra or refresh}: {error.message}") from None
        except SourceError as error:
            raise CommandError(f"{error.message}; nothing was changed") from None

    def import_file(self, path, name, file_format, module, into, skip_bad_lines):
        file = Path(path)
        if not file.is_file():
            raise CommandError(f"{path}: no such file")
        if not name:
            raise CommandError("--name is required for a file")
        cube = None
        if into is not None:
            cube = Cube.objects.filter(pk=into).first()
            if cube is None:
                raise CommandError(f"there is no cube {into}")
        return import_cube(
            file.read_bytes(),
            name=name,
            filename=file.name,
            file_format=file_format,
            module=module,
            skip_bad_lines=skip_bad_lines,
            cube=cube,
            skip_option="--skip-bad-lines",
        )

    def refresh(self, cube_id: int, apply: bool):
        cube = Cube.objects.filter(pk=cube_id).first()
        if cube is None:
            raise CommandError(f"there is no cube {cube_id}")
        diff = refresh_cube(cube)
        if apply and (diff.added or diff.removed):
            diff = refresh_cube(cube, confirm=diff.fingerprint)
        for change, rows in (("+", diff.added), ("-", diff.removed)):
            for row in rows:
                self.stdout.write(f"{change} {row['count']} {row['name']} ({row['board']})")
        for problem in diff.problems:
            self.stdout.write(f"left out {problem.text}: {problem.reason}")
        if not (diff.added or diff.removed):
            self.stdout.write(f"cube {cube.pk} is the same as on CubeCobra")
        elif not diff.applied:
            self.stdout.write("nothing changed yet: run again with --apply to apply these changes")
        else:
            self.stdout.write(f"cube {cube.pk} now has {cube.cards.count()} cards")

    def report(self, result):
        summary = cube_summary(result.cube)
        self.stdout.write(
            f"cube {result.cube.pk} {result.cube.name!r} ({result.format}): {result.cards} cards "
            f"imported, {result.new_catalogue_cards} new in the catalogue"
        )
        if result.filled:
            self.stdout.write(f"{result.filled} cards' facts from Scryfall (kept with this cube)")
        for match in result.fuzzy:
            self.stdout.write(
                f"line {match.line}: {match.written!r} is not a card name; Scryfall took it for {match.found!r}"
            )
        for note in result.notes:
            self.stdout.write(note)
        for missing in result.missing_facts:
            fact = missing.fact.replace("_", " ")
            found = (
                f"{missing.value} from the {missing.filled_from}"
                if missing.filled_from
                else f"unknown ({missing.why}): no game can be dealt from this cube until it is known"
            )
            self.stdout.write(f"line {missing.line}: {missing.name!r} has no {fact} in the file: {found}")
        self.stdout.write(
            f"mainboard {summary['mainboard']}, maybeboard {summary['maybeboard']}, "
            f"creatures {summary['creatures']}, noncreatures {summary['noncreatures']}"
        )
        for heading in ("by_color_category", "by_type", "by_module"):
            counts = ", ".join(f"{key} {value}" for key, value in sorted(summary[heading].items()))
            self.stdout.write(f"{heading.replace('_', ' ')}: {counts}")
        for problem in result.problems:
            self.stdout.write(f"skipped line {problem.line}: {problem.reason}")
