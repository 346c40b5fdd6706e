from django.conf import settings
from django.db import models


class Preset(models.Model):
    """A battler table's settings saved under a name, to be reused: {"preset_id": id}."""

    name = models.CharField(max_length=60)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="battler_presets"
    )
    settings = models.JSONField(help_text="a whole, validated battler settings document")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name", "pk"]

    def __str__(self) -> str:
        return self.name
