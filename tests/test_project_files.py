"""The project's own promises about its files: every setting documented, docker/ coherent."""

import re
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SETTINGS_READ = re.compile(r'env_(?:str|bool|int|list)\("([A-Z_0-9]+)"')


def settings_variables() -> set[str]:
    return set(SETTINGS_READ.findall((ROOT / "config" / "settings.py").read_text()))


def test_every_variable_the_settings_read_is_in_env_example():
    example = {line.split("=", 1)[0] for line in (ROOT / "docker" / ".env.example").read_text().splitlines()
               if line and not line.startswith("#")}
    assert settings_variables() - example == set()


def test_every_variable_the_settings_read_is_in_the_readme_table():
    readme = (ROOT / "README.md").read_text()
    missing = {name for name in settings_variables() if f"| `{name}` |" not in readme}
    assert missing == set()


def test_compose_runs_web_worker_beat_postgres_and_redis_from_the_dockerfile():
    compose = yaml.safe_load((ROOT / "docker" / "compose.yaml").read_text())
    services = compose["services"]
    assert set(services) == {"web", "worker", "beat", "postgres", "redis"}
    for name in ("web", "worker", "beat"):
        assert services[name]["build"]["dockerfile"] == "docker/Dockerfile"
        assert services[name]["environment"]["DATABASE_URL"].startswith("postgres://")
        assert services[name]["environment"]["REDIS_URL"].startswith("redis://")
    assert "celery -A config worker" in services["worker"]["command"]
    assert "celery -A config beat" in services["beat"]["command"]
    assert "uvicorn config.asgi:application" in services["web"]["command"]


def test_the_dockerfile_is_slim_runs_as_non_root_and_serves_asgi():
    text = (ROOT / "docker" / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.\d+-slim", text, re.M)
    user_lines = re.findall(r"^USER (\S+)", text, re.M)
    assert user_lines and user_lines[-1] not in ("root", "0")
    assert "config.asgi:application" in text


def test_without_debug_a_missing_secret_key_stops_start_up_with_a_message():
    env = {"PATH": "/usr/bin:/bin", "DJANGO_SETTINGS_MODULE": "config.settings"}
    result = subprocess.run([sys.executable, "-c", "import django; django.setup()"], cwd=ROOT, env=env,
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert "SECRET_KEY is not set" in result.stderr


def test_a_bad_boolean_stops_start_up_naming_the_variable():
    env = {"PATH": "/usr/bin:/bin", "DJANGO_SETTINGS_MODULE": "config.settings", "DEBUG": "maybe"}
    result = subprocess.run([sys.executable, "-c", "import django; django.setup()"], cwd=ROOT, env=env,
                            capture_output=True, text=True)
    assert result.returncode != 0 and "DEBUG must be one of" in result.stderr


def test_every_screenshot_the_readme_shows_exists():
    images = re.findall(r"\]\((docs/screenshots/[^)]+\.png)\)", (ROOT / "README.md").read_text())
    assert images
    assert [image for image in images if not (ROOT / image).is_file()] == []
