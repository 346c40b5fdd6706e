from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0008_cube_jobs_and_importers"),
    ]

    operations = [
        migrations.AddField(
            model_name="card",
            name="loyalty",
            field=models.CharField(blank=True, max_length=10),
        ),
    ]
