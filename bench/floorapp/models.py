"""The two floor tables (created by bench.floor with plain SQL, shared with the raw psycopg floor)."""

from django.db import models


class FloorRow(models.Model):
    id = models.IntegerField(primary_key=True)
    balance = models.BigIntegerField()
    version = models.IntegerField()

    class Meta:
        managed = False
        db_table = "bench_floor_row"

    def __str__(self) -> str:
        return f"floor row {self.pk}"


class FloorLedger(models.Model):
    id = models.BigAutoField(primary_key=True)
    row_id = models.IntegerField()
    delta = models.IntegerField()
    created_at = models.DateTimeField()

    class Meta:
        managed = False
        db_table = "bench_floor_ledger"

    def __str__(self) -> str:
        return f"floor ledger {self.pk}"
