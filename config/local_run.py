"""`make run`: serve a table of phones from this machine, as safe as production.

DEBUG stays off (a phone that hits a 500 sees no traceback). The secret key is made once and
kept in .local/ (git-ignored, readable by its owner only), so sessions and cookies outlive a
restart, and so is a VAPID key pair, so that turn notifications (Web Push) are offered with no
set-up. A local admin account gets a random password, kept there too and printed with the URLs.
The hosts served and the address in join links and QR codes follow the address served on: with
HOST=0.0.0.0 this machine's own network addresses (phones on the same network reach them), never
any host at all. Then migrate, the demo cubes, the static files, and uvicorn in
this process's place.

    python -m config.local_run --host 0.0.0.0 --port 8000
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import ipaddress
import os
import secrets
import socket
import sys
from collections.abc import Callable
from pathlib import Path

from config import uvicorn_protocol, vapid

ROOT = Path(__file__).resolve().parent.parent
LOCAL_ADMIN = "local-admin"
LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"]
EVERY_INTERFACE = {"0.0.0.0", "::", "[::]"}
# documentation addresses: "connecting" a UDP socket to them picks the route and sends nothing
ROUTE_PROBES = ((socket.AF_INET, "192.0.2.1"), (socket.AF_INET6, "2001:db8::1"))


def kept_secret(path: Path, make: Callable[[], str] = lambda: secrets.token_urlsafe(32)) -> str:
    """The secret in `path`, made by `make` (readable by its owner only) the first time."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    with os.fdopen(descriptor, "w") as file:
        file.write(make() + "\n")
    return path.read_text().strip()


def as_host(address: str) -> str:
    """An address as a Host header (and ALLOWED_HOSTS) writes it: IPv6 in brackets."""
    return f"[{address}]" if ":" in address else address


def machine_addresses() -> list[str]:
    """This machine's own addresses on its networks, the one its default route leaves from first;
    no loopback or link-local address (a phone cannot use those in a link)."""
    found = []
    for family, probe in ROUTE_PROBES:
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as udp:
                udp.connect((probe, 9))
                found.append(udp.getsockname()[0])
        except OSError:
            pass  # no route of this family
    with contextlib.suppress(OSError):  # a host name that does not resolve
        found += [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None)]
    usable = []
    for address in found:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
        if not (ip.is_loopback or ip.is_link_local or ip.is_unspecified) and str(ip) not in usable:
            usable.append(str(ip))
    return usable


def local_environment(host: str, port: int, environ: dict[str, str], local_dir: Path) -> dict[str, str]:
    """The server's environment: what the caller set, DEBUG off, and the rest derived."""
    env = dict(environ, DEBUG="0", LOCAL_ADMIN=LOCAL_ADMIN)
    env.setdefault("PYTHONFAULTHANDLER", "1")  # a crash leaves every thread's Python stack in the log
    if not env.get("SECRET_KEY"):
        env["SECRET_KEY"] = kept_secret(local_dir / "secret-key")
    if not (env.get("VAPID_PRIVATE_KEY") or env.get("VAPID_PUBLIC_KEY")):  # "Notify me" with no set-up
        env["VAPID_PRIVATE_KEY"] = kept_secret(local_dir / "vapid-private-key", vapid.new_private_key)
        env["VAPID_PUBLIC_KEY"] = vapid.public_key_of(env["VAPID_PRIVATE_KEY"])
    served = machine_addresses() if host in EVERY_INTERFACE else [host.strip("[]")]
    served = [address for address in served if as_host(address) not in LOOPBACK_HOSTS]
    if not env.get("ALLOWED_HOSTS"):
        env["ALLOWED_HOSTS"] = ",".join([*LOOPBACK_HOSTS, *(as_host(address) for address in served)])
    if not env.get("SITE_URL"):
        env["SITE_URL"] = f"http://{as_host(served[0]) if served else '127.0.0.1'}:{port}"
    return env


def ensure_local_admin(username: str, password: str) -> None:
    """The superuser `username` with this password (set again if someone changed it)."""
    from django.contrib.auth import get_user_model

    users = get_user_model()
    user = users.objects.filter(username=username).first()
    if user is None:
        users.objects.create_superuser(username, f"{username}@localhost", password)
    elif not (user.check_password(password) and user.is_superuser and user.is_active):
        user.set_password(password)
        user.is_staff = user.is_superuser = user.is_active = True
        user.save()


def banner(site_url: str, host: str, port: int, password_file: Path, password: str) -> str:
    base = site_url.rstrip("/")
    rows = [
        ("home", f"{base}/"),
        ("new table", f"{base}/new/"),
        ("join", f"{base}/join/"),
        ("API docs", f"{base}/api/docs/"),
        ("schema", f"{base}/api/v1/schema/"),
        ("admin", f"{base}/admin/"),
        ("health", f"{base}/healthz"),
        ("websocket", f"{base.replace('http', 'ws', 1)}/ws/<kind>/<id>/"),
    ]
    lines = ["", f"Treasury is starting on {base}/"]
    lines += [f"  {name:<11} {url}" for name, url in rows]
    if host in EVERY_INTERFACE:
        lines.append(f"  on this machine also http://127.0.0.1:{port}/")
    lines += [
        f"Admin login: {LOCAL_ADMIN} / {password}",
        f"  (a local account made by make run; its password is kept in {password_file})",
        "Ctrl-C stops it.",
        "",
    ]
    return "\n".join(lines)


# The largest socket message the server inflates: four times the largest frame the socket reads,
# so that a frame over that one is still answered frame_too_large on a socket that stays open.
WS_MAX_SIZE = 64 * 1024


def uvicorn_command(host: str, port: int) -> list[str]:
    # --no-proxy-headers: uvicorn would take X-Forwarded-For from any local process as the
    # client's address; the rate limits read it only from TRUSTED_PROXIES (tabletop/access/throttles.py)
    return [
        sys.executable,
        "-m",
        "uvicorn",
        "config.asgi:application",
        "--host",
        host.strip("[]"),
        "--port",
        str(port),
        "--lifespan",
        "on",  # the server re-sends lost table steps as it starts (tabletop/core/tasks.py)
        "--no-proxy-headers",
        # a socket message is held whole before the app reads it: uvicorn's default of 16 MiB let
        # a 16 KiB deflated frame cost 16 MiB and a stall (tabletop/live/consumers.py)
        "--ws-max-size",
        str(WS_MAX_SIZE),
        "--timeout-keep-alive",
        "30",
        # the standard library's loop: uvloop is not installed (it killed a server with SIGSEGV,
        # as its open issue MagicStack/uvloop#706 reports of others), nor chosen where it is
        "--loop",
        "asyncio",
        *uvicorn_protocol.OPTIONS,
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="the address to serve on (0.0.0.0: every interface)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--local-dir", type=Path, default=ROOT / ".local", help="where the secret key and the admin password are kept"
    )
    args = parser.parse_args(argv)

    os.environ.update(local_environment(args.host, args.port, dict(os.environ), args.local_dir))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django
    from django.conf import settings
    from django.core.management import call_command

    # The database holds sessions, tokens, seeds and join codes: for this account alone, as the
    # files in .local/ are (what the server writes from here on is too)
    os.umask(0o077)
    django.setup()
    call_command("migrate", interactive=False)
    database = settings.DATABASES["default"]
    if database["ENGINE"] == "django.db.backends.sqlite3":  # made by an earlier run, or by ./manage
        for path in (database["NAME"], f"{database['NAME']}-wal", f"{database['NAME']}-shm"):
            if os.path.exists(path):
                os.chmod(path, 0o600)
    call_command("load_demo")
    password_file = args.local_dir / "admin-password"
    password = kept_secret(password_file)
    ensure_local_admin(LOCAL_ADMIN, password)
    # one collection at a time: two servers started from one checkout (tests, a second `make run`)
    # would otherwise rename each other's files away mid-collection
    with open(f"{settings.STATIC_ROOT}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        call_command("collectstatic", interactive=False, verbosity=0)
    print(banner(settings.SITE_URL, args.host, args.port, password_file, password), flush=True)
    command = uvicorn_command(args.host, args.port)
    os.execv(command[0], command)


if __name__ == "__main__":
    main()
