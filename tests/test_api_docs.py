"""/api/docs/ works offline and runs no third party's code beside the seat cookies: every asset it
names is one of ours: our static files, and its start-up script, which the docs view itself
serves (at ?script, not inline: the pages' policy runs no inline script)."""

import re
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.staticfiles import finders

# attributes, and CSS url(...) (lower case: the script's `new URL(...)` is no asset)
REFERENCE = re.compile(r"""(?:\b(?:[Ss][Rr][Cc]|[Hh][Rr][Ee][Ff])\s*=\s*["']|url\(\s*["']?)([^"')\s]+)""")
ABSOLUTE = re.compile(r"""(?:https?:)?//[\w.-]+""", re.I)


def test_the_api_docs_page_names_no_other_origin_and_every_asset_it_names_is_ours(client):
    page = client.get("/api/docs/")
    assert page.status_code == 200
    html = page.content.decode()
    assert ABSOLUTE.findall(html) == []  # no https://cdn..., no //cdn...
    start_up = "/api/docs/?script="
    assert start_up in REFERENCE.findall(html)
    script = client.get(start_up)
    assert script["Content-Type"] == "application/javascript" and ABSOLUTE.findall(script.content.decode()) == []
    assets = [ref for ref in REFERENCE.findall(html) if not ref.startswith(("#", "data:")) and ref != start_up]
    # plain names, or hashed ones once `make run` has collected the static files
    names = [re.sub(r"\.[0-9a-f]{12}(\.\w+)$", r"\1", urlsplit(ref).path) for ref in assets]
    assert any(name.endswith("swagger-ui-bundle.js") for name in names), assets
    for ref, path in zip(assets, names, strict=True):
        assert path.startswith(settings.STATIC_URL), ref
        assert finders.find(path.removeprefix(settings.STATIC_URL)), f"{ref} is not among the static files"
