"""Pages for phones at the table (templates/). The home page lists what there is to open."""

from django.shortcuts import render
from django.urls import path

from tabletop import kinds


def home(request):
    return render(request, "home.html", {"kinds": kinds.all_kinds()})


urlpatterns = [path("", home, name="home")]
