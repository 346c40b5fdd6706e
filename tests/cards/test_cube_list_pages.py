"""GET /api/v1/cubes/ is paginated like every list: demo cubes first, then by name, every cube
reachable page by page."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.django import TestCase
from rest_framework.test import APIClient

from cards.models import Cube


class CubeListPages(TestCase):
    @settings(max_examples=15)
    @given(
        cubes=st.lists(st.tuples(st.text("abcXYZ ", min_size=1, max_size=6), st.booleans()), max_size=12),
        page_size=st.integers(min_value=1, max_value=5),
    )
    def test_following_next_lists_every_cube_once_demo_cubes_first_then_by_name(self, cubes, page_size):
        Cube.objects.all().delete()
        made = [Cube.objects.create(name=name, is_demo=demo) for name, demo in cubes]
        client = APIClient()
        url, seen = f"/api/v1/cubes/?page_size={page_size}", []
        while url:
            page = client.get(url).json()
            assert page["count"] == len(made) and len(page["results"]) <= page_size
            seen += page["results"]
            url = page["next"]
        expected = sorted(made, key=lambda cube: (not cube.is_demo, cube.name, cube.pk))
        assert [cube["id"] for cube in seen] == [cube.pk for cube in expected]


@pytest.mark.django_db
def test_the_page_size_is_capped_and_a_page_past_the_end_is_404():
    Cube.objects.bulk_create([Cube(name=f"cube {number:03d}") for number in range(205)])
    client = APIClient()
    capped = client.get("/api/v1/cubes/?page_size=100000").json()
    assert capped["count"] == Cube.objects.count() > 200 and len(capped["results"]) == 200
    past = client.get("/api/v1/cubes/?page=99")
    assert past.status_code == 404 and past.json()["code"] == "not_found"
