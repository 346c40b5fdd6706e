from django.core.management.base import BaseCommand
from rest_framework.authtoken.models import Token

from cards.demo import DEMO_PASSWORD, DEMO_USER, load_demo


class Command(BaseCommand):
    help = "Load the demo cubes and the demo user (idempotent)."

    def handle(self, *args, **options):
        for name, created in load_demo():
            self.stdout.write(f"{'created' if created else 'kept   '} {name}")
        token = Token.objects.get(user__username=DEMO_USER)
        self.stdout.write(f"demo user: {DEMO_USER} / {DEMO_PASSWORD}, API token {token.key}")
