from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0007_a_cube_keeps_its_summary"),
    ]

    operations = [
        migrations.AddField(
            model_name="card",
            name="loyalty",
            field=models.CharField(blank=True, max_length=10),
        ),
    ]
