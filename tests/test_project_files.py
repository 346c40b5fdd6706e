"""The project's own promises about its files: every setting documented, docker/ coherent."""

import fnmatch
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import yaml

from tests.docs_pages import pages, sh_block_under

ROOT = Path(__file__).resolve().parent.parent
DEPLOYMENT, PRODUCTION = "docs/operators/deployment.md", "Running with PostgreSQL, Redis and separate Celery workers"
SETTINGS_READ = re.compile(r'env_(?:str|bool|int|list)\("([A-Z_0-9]+)"')


def settings_variables() -> set[str]:
    return set(SETTINGS_READ.findall((ROOT / "config" / "settings.py").read_text()))


def test_every_variable_the_settings_read_is_in_env_example():
    example = {
        line.split("=", 1)[0]
        for line in (ROOT / "docker" / ".env.example").read_text().splitlines()
        if line and not line.startswith("#")
    }
    assert settings_variables() - example == set()


def test_every_variable_the_settings_read_is_in_the_settings_page():
    page = (ROOT / "docs" / "operators" / "settings.md").read_text()
    missing = {name for name in settings_variables() if f"| `{name}` |" not in page}
    assert missing == set()


def compose() -> dict:
    return yaml.safe_load((ROOT / "docker" / "compose.yaml").read_text())


def command_of(service: dict) -> str:
    command = service.get("command", "")
    return command if isinstance(command, str) else " ".join(command)


APP_SERVICES = ("web", "worker", "beat")


def test_compose_runs_web_worker_beat_postgres_and_redis_from_the_dockerfile():
    services = compose()["services"]
    assert set(services) == {"web", "worker", "beat", "postgres", "redis", "caddy"}
    for name in APP_SERVICES:
        assert services[name]["build"]["dockerfile"] == "docker/Dockerfile"
    assert "celery -A config worker" in services["worker"]["command"]
    assert "celery -A config beat" in services["beat"]["command"]
    assert "uvicorn config.asgi:application" in services["web"]["command"]


def test_compose_takes_every_setting_from_docker_env_and_overrides_none():
    services = compose()["services"]
    for name in APP_SERVICES:
        assert services[name]["env_file"] in (".env", [".env"]), name
        overridden = set(services[name].get("environment") or {}) & settings_variables()
        assert overridden == set(), f"{name} hard-codes {overridden} over docker/.env"
    # the example's addresses are the compose services', with the postgres service's credentials
    example = env_example()
    database = urlsplit(example["DATABASE_URL"])
    postgres = services["postgres"]["environment"]
    assert (database.hostname, database.username, database.password, database.path.lstrip("/")) == (
        "postgres",
        postgres["POSTGRES_USER"],
        postgres["POSTGRES_PASSWORD"],
        postgres["POSTGRES_DB"],
    )
    assert urlsplit(example["REDIS_URL"]).hostname == "redis"


def test_compose_serves_site_domain_over_https_through_caddy_alone():
    """caddy publishes 80 and 443 with the Caddyfile (its certificates kept in a volume) in front
    of web, which publishes no port; it is given SITE_DOMAIN, the host of the example's SITE_URL;
    its fixed address is the example's TRUSTED_PROXIES; and the app trusts its X-Forwarded-Proto."""
    services = compose()["services"]
    caddy, example = services["caddy"], env_example()
    assert caddy["image"] == "caddy:2"
    assert {"80:80", "443:443"} <= set(caddy["ports"])
    assert [name for name, service in services.items() if service.get("ports")] == ["caddy"]
    assert "./Caddyfile:/etc/caddy/Caddyfile:ro" in caddy["volumes"]
    assert any(volume.startswith("caddy_data:/data") for volume in caddy["volumes"])
    assert "caddy_data" in compose()["volumes"]
    assert caddy["environment"]["SITE_DOMAIN"].startswith("${SITE_DOMAIN:?")
    assert caddy["environment"]["UPSTREAM"] == "web:8000" and "--port 8000" in command_of(services["web"])
    assert example["SITE_DOMAIN"] == urlsplit(example["SITE_URL"]).hostname
    assert urlsplit(example["SITE_URL"]).scheme == "https"
    assert example["CSRF_TRUSTED_ORIGINS"] == example["SITE_URL"]
    address = caddy["networks"]["default"]["ipv4_address"]
    subnet = compose()["networks"]["default"]["ipam"]["config"][0]["subnet"]
    assert ipaddress.ip_address(address) in ipaddress.ip_network(subnet)
    assert example["TRUSTED_PROXIES"] == address
    assert (example["BEHIND_TLS_PROXY"], example["SECURE_COOKIES"]) == ("1", "1")
    # the web service's own health check asks over http: the redirect to https is caddy's
    assert example["SECURE_SSL_REDIRECT"] == "0"


def caddy_config(env: dict) -> dict:
    """docker/Caddyfile as Caddy itself reads it (`caddy adapt`) with this environment."""
    done = subprocess.run(
        ["caddy", "adapt", "--config", str(ROOT / "docker" / "Caddyfile"), "--adapter", "caddyfile"],
        env={"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.skipif(not shutil.which("caddy"), reason="caddy is not installed (apt-get install caddy)")
def test_the_caddyfile_proxies_site_domain_to_web_with_hsts_and_acme_in_production():
    env = {"SITE_DOMAIN": "treasury.example.org", "UPSTREAM": "web:8000"}
    config = caddy_config(env)
    http = config["apps"]["http"]
    assert (http["http_port"], http["https_port"]) == (80, 443)
    (server,) = http["servers"].values()
    (route,) = server["routes"]
    assert route["match"] == [{"host": ["treasury.example.org"]}]
    handlers = {
        handler["handler"]: handler for sub in route["handle"] for r in sub["routes"] for handler in r["handle"]
    }
    assert handlers["headers"]["response"]["set"]["Strict-Transport-Security"][0].startswith("max-age=31536000")
    assert handlers["reverse_proxy"]["upstreams"] == [{"dial": "web:8000"}]
    assert "tls" not in config["apps"]  # automatic HTTPS: a public certificate by ACME, renewed
    assert "automatic_https" not in server  # http is redirected to https
    local = caddy_config({**env, "CADDY_OPTIONS": "local_certs", "HTTP_PORT": "9110", "HTTPS_PORT": "9111"})
    assert local["apps"]["tls"]["automation"]["policies"][0]["issuers"] == [{"module": "internal"}]
    assert (local["apps"]["http"]["http_port"], local["apps"]["http"]["https_port"]) == (9110, 9111)


def test_compose_makes_no_account():
    manage = [re.findall(r"manage\.py (\w+)", command_of(service)) for service in compose()["services"].values()]
    assert {command for commands in manage for command in commands} <= {"migrate", "load_demo", "collectstatic"}
    assert not any("createsuperuser" in command_of(service) for service in compose()["services"].values())


def test_the_image_health_check_is_the_web_services_alone():
    """worker and beat run the same image and serve no HTTP: an image HEALTHCHECK would mark them
    unhealthy. The web service checks /healthz in the compose file instead."""
    dockerfile = (ROOT / "docker" / "Dockerfile").read_text()
    assert not re.search(r"^HEALTHCHECK\s+(?!NONE)", dockerfile, re.M | re.I)
    services = compose()["services"]
    assert "/healthz" in " ".join(services["web"]["healthcheck"]["test"])
    for name in ("worker", "beat"):
        check = services[name].get("healthcheck", {})
        assert check.get("disable") or "/healthz" not in " ".join(check.get("test", [])), name


def uvicorn_commands() -> dict[str, str]:
    """Every place that starts the web server for real use, with its command line."""
    dockerfile = (ROOT / "docker" / "Dockerfile").read_text()
    production = sh_block_under(DEPLOYMENT, PRODUCTION)
    from config.local_run import uvicorn_command

    return {
        "Dockerfile CMD": re.search(r"^CMD (.*)$", dockerfile, re.M).group(1),
        "compose web": command_of(compose()["services"]["web"]),
        "docs production": re.search(r"uvicorn config\.asgi[^\n#]*", production.replace("\\\n", " ")).group(0),
        "make run": " ".join(uvicorn_command("0.0.0.0", 8000)),
    }


def test_every_web_server_takes_the_client_address_from_the_connection():
    commands = uvicorn_commands()
    assert len(commands) == 4
    for where, command in commands.items():
        assert "--no-proxy-headers" in command and not re.search(r"(?<!no-)proxy-headers", command), where


def test_every_web_server_takes_the_stop_signal_and_stops_within_the_shutdown_deadline():
    # sh -c without exec keeps the signal from uvicorn; with no deadline a stop waited on every
    # open event stream's client (config/uvicorn_protocol.py)
    from config.uvicorn_protocol import SHUTDOWN_SECONDS

    for where, command in uvicorn_commands().items():
        assert re.search(rf"--timeout-graceful-shutdown[ =\"',]+{SHUTDOWN_SECONDS}\b", command), where
    shell = compose()["services"]["web"]["command"]
    assert "exec uvicorn" in shell, "compose's shell must hand the signal to uvicorn"


def test_every_web_server_runs_the_standard_librarys_event_loop():
    # uvloop killed a browser run's server with SIGSEGV (config/local_run.py): no server may pick it
    commands = uvicorn_commands()
    for where, command in commands.items():
        assert re.search(r"--loop[ =\"',]+asyncio", command), where
    from importlib.metadata import requires

    assert not any("uvloop" in r or "[standard]" in r for r in requires("treasury") or []), "uvloop installed"


def test_the_ab_bench_serves_every_side_on_the_products_loop():
    # an earlier commit's venv may hold uvloop (bae0150's did): the sides must differ by their code only
    from bench.ab import web_command

    assert re.findall(r"--loop[ =]+(\S+)", " ".join(web_command(ROOT, 8000))) == ["asyncio"]


def docker_ignores(path: str, patterns: list[str]) -> bool:
    """Docker's rule: the last pattern that matches the path or one of its folders decides."""
    parts = path.split("/")
    candidates = ["/".join(parts[: n + 1]) for n in range(len(parts))]
    ignored = False
    for pattern in patterns:
        negated = pattern.startswith("!")
        pattern = pattern.lstrip("!").strip("/")
        if any(fnmatch.fnmatchcase(candidate, pattern) for candidate in candidates) or (
            pattern.startswith("**/") and any(fnmatch.fnmatchcase(part, pattern[3:]) for part in parts)
        ):
            ignored = not negated
    return ignored


def test_the_image_takes_no_local_state_or_secret():
    patterns = [
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    kept_out = [
        ".git/HEAD",
        ".venv/bin/python",
        "db.sqlite3",
        "db.sqlite3-journal",
        "docker/.env",
        ".local/secret-key",
        ".local/admin-password",
        ".local/vapid-private-key",
        "staticfiles/admin/css/base.css",
        "tabletop/__pycache__/api.cpython-311.pyc",
        ".hypothesis/examples/x",
        "bench/results/logs/web.log",
        "site/index.html",  # the docs site `make docs` builds
    ]
    assert [path for path in kept_out if not docker_ignores(path, patterns)] == []
    needed = [
        "manage.py",
        "pyproject.toml",
        "config/settings.py",
        "cards/demo/auction_block.csv",
        "static/treasury/live.js",
        "templates/base.html",
        "docker/Dockerfile",
    ]
    assert [path for path in needed if docker_ignores(path, patterns)] == []


def test_the_dockerfile_is_slim_runs_as_non_root_and_serves_asgi():
    text = (ROOT / "docker" / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.\d+-slim", text, re.M)
    user_lines = re.findall(r"^USER (\S+)", text, re.M)
    assert user_lines and user_lines[-1] not in ("root", "0")
    assert "config.asgi:application" in text
    assert re.search(r"^\s+PYTHONFAULTHANDLER=1 \\$", text, re.M), "a crash should leave its threads' stacks in the log"


def test_without_debug_a_missing_secret_key_stops_start_up_with_a_message():
    env = {"PATH": "/usr/bin:/bin", "DJANGO_SETTINGS_MODULE": "config.settings"}
    result = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode != 0
    assert "SECRET_KEY is not set" in result.stderr


def test_a_bad_boolean_stops_start_up_naming_the_variable():
    env = {"PATH": "/usr/bin:/bin", "DJANGO_SETTINGS_MODULE": "config.settings", "DEBUG": "maybe"}
    result = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode != 0 and "DEBUG must be one of" in result.stderr


def test_every_screenshot_the_readme_and_the_docs_show_exists():
    images = [
        (page, (ROOT / page).parent / image)
        for page in pages()
        for image in re.findall(r"(?:\]\(|src=\")([^)\"]*screenshots/[^)\"]+\.png)", (ROOT / page).read_text())
    ]
    assert {page for page, _ in images} >= {"README.md", "docs/players.md"}
    assert [(page, str(image)) for page, image in images if not image.is_file()] == []


@pytest.mark.slow  # Django set up in a process of its own
def test_check_deploy_is_clean_with_exactly_the_documented_production_environment():
    block = sh_block_under(DEPLOYMENT, PRODUCTION)
    exports = [line for line in block.splitlines() if line.startswith("export ")]
    assert any("SECRET_KEY" in line for line in exports)
    script = "\n".join([*exports, f'exec "{sys.executable}" manage.py check --deploy --fail-level WARNING'])
    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp")}
    done = subprocess.run(["bash", "-euc", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    issues = re.findall(r"\(([a-z_]+\.[WE]\d+)\)", done.stdout + done.stderr)
    assert done.returncode == 0 and issues == [], done.stdout + done.stderr


def settings_in(env: dict) -> subprocess.CompletedProcess:
    probe = (
        "import django, json; django.setup(); from django.conf import settings; "
        "print(json.dumps(settings.ALLOWED_HOSTS))"
    )
    base = {"PATH": "/usr/bin:/bin", "DJANGO_SETTINGS_MODULE": "config.settings", "SECRET_KEY": "probe"}
    return subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env={**base, **env}, capture_output=True, text=True)


@pytest.mark.slow  # Django set up in processes of their own
@pytest.mark.parametrize(
    ("site_url", "served"),
    [
        ("http://192.168.1.20:8771", "192.168.1.20"),
        ("https://treasury.example.org", "treasury.example.org"),
        ("http://[fd00::20]:8000/", "[fd00::20]"),
    ],
)
def test_the_host_of_site_url_is_always_served(site_url, served):
    for extra in ({}, {"ALLOWED_HOSTS": "other.example.org"}):
        done = settings_in({"SITE_URL": site_url, **extra})
        assert done.returncode == 0, done.stderr
        hosts = json.loads(done.stdout)
        assert served in hosts and set(extra.get("ALLOWED_HOSTS", "127.0.0.1").split(",")) <= set(hosts)


def test_a_site_url_that_is_no_absolute_url_stops_start_up():
    done = settings_in({"SITE_URL": "192.168.1.20:8000"})
    assert done.returncode != 0 and "SITE_URL must be an absolute URL" in done.stderr


SETTINGS_OUTCOME = """
import json, os, runpy, sys
def outcome(env):
    os.environ.clear(); os.environ.update(env)
    try:
        values = runpy.run_path("config/settings.py")
    except Exception as error:
        return ["stops", type(error).__name__]
    return ["starts", {name: repr(value) for name, value in values.items() if name.isupper()}]
base = json.loads(sys.argv[1])
report = {}
for name in json.loads(sys.argv[2]):
    unset = {k: v for k, v in base.items() if k != name}
    report[name] = [outcome(unset), outcome({**unset, name: ""})]
print(json.dumps(report))
"""


def test_a_variable_set_empty_means_the_same_as_unset():
    """docker/.env.example leaves some variables empty (SQLITE_PATH=): that must not break start-up."""
    base = {"PATH": "/usr/bin:/bin", "SECRET_KEY": "probe"}
    names = sorted(settings_variables())
    done = subprocess.run(
        [sys.executable, "-c", SETTINGS_OUTCOME, json.dumps(base), json.dumps(names)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report) == set(names)
    assert sorted(name for name, (unset, empty) in report.items() if unset != empty) == []


def env_example() -> dict[str, str]:
    lines = (ROOT / "docker" / ".env.example").read_text().splitlines()
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


@pytest.mark.slow  # Django set up in processes of their own
@pytest.mark.parametrize("setup", ["compose", "embedded"])
def test_the_env_example_as_written_starts_up(setup):
    env = {**env_example(), "PATH": os.environ["PATH"]}
    if setup == "embedded":  # no PostgreSQL or Redis: SQLite at the default path
        env.update(DATABASE_URL="", REDIS_URL="")
    probe = (
        "import django; django.setup(); from django.conf import settings; print(settings.DATABASES['default']['NAME'])"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ("treasury" if setup == "compose" else str(ROOT / "db.sqlite3"))


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="not a git checkout")
def test_local_state_and_secrets_are_never_committed():
    paths = [
        ".local/secret-key",
        ".local/admin-password",
        ".local/vapid-private-key",
        "db.sqlite3",
        ".venv",
        "docker/.env",
        "staticfiles/x.css",
    ]
    done = subprocess.run(["git", "check-ignore", "--no-index", *paths], cwd=ROOT, capture_output=True, text=True)
    assert sorted(done.stdout.split()) == sorted(paths)
