from typing import ClassVar

from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView
from rest_framework.response import Response

from pushes.api import PushApi
from tabletop.core import kinds
from tabletop.http.accounts import admin_login
from tabletop.http.api import JoinApi, kind_urlpatterns
from tabletop.http.asyncapi import asyncapi_view
from tabletop.http.health import healthz


class SwaggerPage(SpectacularSwaggerSplitView):
    """The docs page answers GET (and HEAD) only: DRF's OPTIONS answer, rendered with the page's
    template renderer and no template, was a 500."""

    http_method_names = ["get", "head"]


class SchemaApi(SpectacularAPIView):
    """The OpenAPI document, generated once a process for each version: it is the same for every
    reader (served public), and each generation took the server 0.4 s, which anyone may ask for
    1,200 times a minute; 40 at once held every table's actions up to 4.8 s (red team)."""

    generated: ClassVar[dict] = {}

    def _get_schema_response(self, request):
        version = self.api_version or request.version or self._get_version_parameter(request)
        if version not in self.generated:
            self.generated[version] = super()._get_schema_response(request).data
        filename = self._get_filename(request, version)  # by the format asked: json or yaml
        return Response(self.generated[version], headers={"Content-Disposition": f'inline; filename="{filename}"'})


api_v1 = [
    path("schema/", SchemaApi.as_view(), name="schema"),
    path("asyncapi/", asyncapi_view, name="asyncapi"),
    path("join/", JoinApi.as_view(), name="join"),
    path("", include("tabletop.http.accounts")),
    path("", include("cards.urls")),
    path("", include("saga.urls")),
    path("", include("auction.urls")),
    path("", include("battler.urls")),
    path("push/", PushApi.as_view(), name="push"),
]
for kind in kinds.all_kinds():
    api_v1 += kind_urlpatterns(kind)

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/login/", admin_login),  # the admin's own, with the password limit
    path("admin/", admin.site.urls),
    path("api/v1/", include(api_v1)),
    # its start-up script from ?script rather than inline: the pages run no inline script
    path("api/docs/", SwaggerPage.as_view(url_name="schema"), name="api-docs"),
    path("", include("tabletop.http.pages")),
]

handler400 = "tabletop.http.error_handlers.bad_request_view"
handler404 = "tabletop.http.error_handlers.not_found_view"
