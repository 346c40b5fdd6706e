"""A phone's Web Push subscription for one seat: where to tell that seat the game waits on it."""

from django.db import models

from tabletop.models import Seat


class PushSubscription(models.Model):
    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="push_subscriptions")
    endpoint = models.URLField(max_length=800)
    p256dh = models.CharField(max_length=200, help_text="the browser's public key (base64url)")
    auth = models.CharField(max_length=100, help_text="the browser's auth secret (base64url)")
    notified_wait = models.CharField(
        max_length=200,
        blank=True,
        help_text="what the game waited for when last notified (empty: no wait): one push per wait",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["seat", "endpoint"], name="one_subscription_per_seat_endpoint")]

    def __str__(self) -> str:
        return f"push for seat {self.seat_id}"
