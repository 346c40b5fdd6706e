from django.core.management.base import BaseCommand, CommandError

from tabletop.http import contract


class Command(BaseCommand):
    help = (
        "Rewrite the committed API documents (contract/openapi.json, contract/asyncapi.json) from what the "
        "server serves and the Python client in clients/python/ from them, then classify their changes since "
        "the earlier committed version (contract/check.mjs): fails on a change that breaks a client. --check: "
        "only say whether the served documents are the committed ones."
    )

    def add_arguments(self, parser):
        parser.add_argument("--check", action="store_true", help="compare, write nothing")

    def handle(self, *args, check, **options):
        if check:
            stale = contract.stale()
            if stale:
                raise CommandError(
                    f"the served documents ({', '.join(stale)}) differ from the committed ones in contract/: "
                    "run `make contract` and commit them (it says whether the change breaks clients)"
                )
            self.stdout.write("the committed documents are the served ones")
            return
        changed = contract.write()
        self.stdout.write(f"rewrote {', '.join(changed)}" if changed else "the committed documents are the served ones")
        contract.generate_client(contract.CLIENT / "treasury_client")
        self.stdout.write(f"generated {contract.CLIENT / 'treasury_client'} from contract/openapi.json")
        broken = []
        for name, path in contract.FILES.items():
            before = contract.base_version(path)
            if before is None:
                self.stdout.write(f"{name}: no earlier committed version to compare with")
                continue
            checked = contract.breaking_check(before, path)
            self.stdout.write(checked.stdout + checked.stderr)
            if checked.returncode != 0:
                broken.append(f"{name} since {contract.base_ref(path)}")
        if broken:
            raise CommandError(f"breaking changes (above) in {'; '.join(broken)}")
