from django.contrib import admin

from cards.models import Card, Cube, CubeCard


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ("name", "mana_value", "color_category", "type_line", "set_code")
    list_filter = ("color_category",)
    search_fields = ("name", "type_line")


class CubeCardInline(admin.TabularInline):
    model = CubeCard
    extra = 0
    raw_id_fields = ("card",)


@admin.register(Cube)
class CubeAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "is_demo", "created_at")
    inlines = [CubeCardInline]


@admin.register(CubeCard)
class CubeCardAdmin(admin.ModelAdmin):
    list_display = ("card", "cube", "board", "module")
    list_filter = ("board", "module")
    raw_id_fields = ("card",)
