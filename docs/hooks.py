"""mkdocs hook: the API reference pages, written from what the server serves (tabletop/http/reference.py)."""

import json
import os

import django
from mkdocs.structure.files import File


def on_files(files, config):
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()
    from tabletop.http.reference import asyncapi_page, openapi_page, served_documents

    documents = served_documents()
    pages = {
        "reference/openapi.md": openapi_page(documents["openapi"]),
        "reference/asyncapi.md": asyncapi_page(documents["asyncapi"]),
        "reference/openapi.json": json.dumps(documents["openapi"], indent=1),
        "reference/asyncapi.json": json.dumps(documents["asyncapi"], indent=1),
    }
    for path, content in pages.items():
        files.append(File.generated(config, path, content=content))
    return files
