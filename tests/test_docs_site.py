"""The docs site (mkdocs.yml, docs/): its API reference is written from what the server serves and
leaves none of it out, and `make test` and `make check` build the site strictly, so a broken link
or a page left out of the nav fails them."""

import re
import subprocess

import pytest

from tabletop.http.reference import asyncapi_page, openapi_page, served_documents
from tests.docs_pages import ROOT


@pytest.fixture(scope="module")
def documents():
    return served_documents()


def test_the_rest_reference_has_every_operation_and_schema_the_server_serves(documents):
    schema = documents["openapi"]
    page = openapi_page(schema)
    operations = [
        (method, path)
        for path, item in schema["paths"].items()
        for method, operation in item.items()
        if isinstance(operation, dict) and "responses" in operation
    ]
    assert len(operations) > 50
    assert [op for op in operations if f"### `{op[0].upper()} {op[1]}`" not in page] == []
    assert [name for name in schema["components"]["schemas"] if f"\n### {name}\n" not in page] == []


def test_the_socket_reference_has_every_channel_and_message_the_server_serves(documents):
    document = documents["asyncapi"]
    page = asyncapi_page(document)
    assert [c["address"] for c in document["channels"].values() if f"### `{c['address']}`" not in page] == []
    assert [name for name in document["components"]["messages"] if f"| [{name}](#{name.lower()}) |" not in page] == []


def test_a_field_is_listed_with_its_type_and_whether_it_is_required(documents):
    page = openapi_page(documents["openapi"])
    credentials = page.split("\n### CredentialsRequest\n", 1)[1].split("\n### ", 1)[0]
    assert "| `username` | string | yes |" in credentials and "| `password` | string | yes |" in credentials


@pytest.mark.parametrize("target", ["test", "check", "docs"])
def test_the_site_is_built_strictly_by_make(target):
    planned = subprocess.run(["make", "-n", target], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    build = re.search(r"-m mkdocs build --strict\b.*", planned)
    assert build and "--quiet" not in build.group(0) and " -q" not in build.group(0), "quiet, it counts no warning"


def test_the_readme_is_a_door_whose_every_link_opens():
    readme = (ROOT / "README.md").read_text()
    targets = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)|src=\"([^\"]+)\"", readme)
    paths = [link or source for link, source in targets if not (link or source).startswith("http")]
    assert len(readme.splitlines()) < 150 and len(paths) >= 8
    assert [path for path in paths if not (ROOT / path).exists()] == []
