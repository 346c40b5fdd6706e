from django.contrib import admin

from battler.models import Preset


@admin.register(Preset)
class PresetAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "created_at")
