import json

from django.core.management.base import BaseCommand, CommandError

from tabletop.core.services import export_game
from tabletop.models import Game


class Command(BaseCommand):
    help = (
        "Write a game's whole export (log, snapshot, seed: every hidden card) as JSON, for an operator; "
        "over the API an unfinished game is exported only once every player allows it."
    )

    def add_arguments(self, parser):
        parser.add_argument("game_id", type=int)
        parser.add_argument("--output", "-o", help="a file to write (default: standard output)")

    def handle(self, *args, game_id, output, **options):
        game = Game.objects.filter(pk=game_id).first()
        if game is None:
            raise CommandError(f"there is no game {game_id}")
        text = json.dumps(export_game(game))
        if output:
            with open(output, "w", encoding="utf-8") as file:
                file.write(text)
            self.stderr.write(f"wrote {game.kind} {game.pk} (version {game.version}) to {output}")
        else:
            self.stdout.write(text)
