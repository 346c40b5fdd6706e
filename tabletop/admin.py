from django.contrib import admin

from tabletop.models import Action, Game, Seat

SEAT_FIELDS = ("role", "number", "name", "user", "claimed_at", "shares_with_spectators", "watching")


class SeatInline(admin.TabularInline):
    """A game's seats, as its services left them: read only, like the game."""

    model = Seat
    extra = 0
    can_delete = False
    fields = readonly_fields = SEAT_FIELDS

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "kind", "title", "status", "version", "created_at", "updated_at")
    list_filter = ("kind", "status")
    search_fields = ("title", "join_code")
    # A game changes only through its actions and services: an edit here would break the replay
    # (state, log, rng), what the engine waits on, or the join code's promises. Read only.
    exclude = ("rng_seed",)
    readonly_fields = tuple(f.name for f in Game._meta.concrete_fields if f.name not in ("id", "rng_seed"))
    inlines = [SeatInline]

    def has_add_permission(self, request):
        return False


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "role", "number", "name", "user", "claimed_at")
    list_filter = ("role",)
    # Seats are claimed, and their preferences set, through the services (which push the change).
    fields = readonly_fields = (*SEAT_FIELDS, "game", "email", "allows_export")

    def has_add_permission(self, request):
        return False


@admin.register(Action)
class ActionAdmin(admin.ModelAdmin):
    """The log is append-only: readable here, never edited."""

    list_display = ("game", "seq", "seat", "type", "created_at")
    list_filter = ("type",)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
