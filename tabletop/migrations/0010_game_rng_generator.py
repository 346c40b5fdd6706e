from django.db import migrations, models


class Migration(migrations.Migration):
    """Games made before keep generator 1, which their logs replay with; new games take 2."""

    dependencies = [
        ("tabletop", "0009_seat_move"),
    ]

    operations = [
        migrations.AddField(
            model_name="game",
            name="rng_generator",
            field=models.PositiveSmallIntegerField(
                default=1, help_text="how the seed and counter make words (tabletop.rules.rng): never changed"
            ),
        ),
        migrations.AlterField(
            model_name="game",
            name="rng_generator",
            field=models.PositiveSmallIntegerField(
                default=2, help_text="how the seed and counter make words (tabletop.rules.rng): never changed"
            ),
        ),
    ]
