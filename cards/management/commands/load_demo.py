from django.core.management.base import BaseCommand

from cards.demo import load_demo


class Command(BaseCommand):
    help = "Load the demo cubes (idempotent). Makes no account."

    def handle(self, *args, **options):
        for name, created in load_demo():
            self.stdout.write(f"{'created' if created else 'kept   '} {name}")
