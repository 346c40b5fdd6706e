from django.contrib import admin

from battler.models import Preset


@admin.register(Preset)
class PresetAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "created_at")
    # The settings were validated when the preset was saved through the API: an edit here would not be.
    readonly_fields = ("settings", "created_at")

    def has_add_permission(self, request):
        return False
