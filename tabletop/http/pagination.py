"""Pages of a list: `page_size` (50 by default; larger than 200 is sent as 200) and `page`.

A `page_size` that is no whole number of at least 1 (0, -1, `lots`, empty) is refused with a 400
naming it and its range; DRF would quietly send the default page instead, and a client asking for
-1 to mean "all of it" would never learn that it got 50. A `page` that is no whole number of at
least 1 (nor `last`) is refused the same way, and one past the end is a 404 naming the last page
(DRF said "Invalid page." to both)."""

import re

from rest_framework.pagination import PageNumberPagination

from tabletop.core.errors import BadInput, NotFound, quoted

WHOLE_NUMBER = re.compile(r"[0-9]{1,18}", re.ASCII)


class CappedPageNumberPagination(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200

    def get_page_size(self, request):
        raw = request.query_params.get(self.page_size_query_param)
        if raw is None:
            return self.page_size
        if not WHOLE_NUMBER.fullmatch(raw) or int(raw) < 1:
            raise BadInput(
                f"page_size must be a whole number from 1 to {self.max_page_size} (a larger one is sent as "
                f"{self.max_page_size}); got {quoted(raw)}",
                field=self.page_size_query_param,
            )
        return min(int(raw), self.max_page_size)

    def get_page_number(self, request, paginator):
        raw = request.query_params.get(self.page_query_param)
        if raw is None or raw in self.last_page_strings:
            return super().get_page_number(request, paginator)
        if not WHOLE_NUMBER.fullmatch(raw) or int(raw) < 1:
            raise BadInput(
                f"page must be a whole number from 1, or last; got {quoted(raw)}", field=self.page_query_param
            )
        if int(raw) > paginator.num_pages:
            raise NotFound(f"page {int(raw)} is past the last page, {paginator.num_pages}", field=self.page_query_param)
        return int(raw)
