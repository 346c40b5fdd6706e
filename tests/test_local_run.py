"""What `make run` (config/local_run.py) sets up before it serves: DEBUG off, secrets made once
and kept, hosts and links from the address it serves on, and a local admin it can name."""

import base64
import stat
import subprocess
import sys
from pathlib import Path
from unittest.mock import patch

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from django.contrib.auth import authenticate, get_user_model
from hypothesis import given
from hypothesis import strategies as st
from py_vapid import Vapid

from config import local_run, vapid

ROOT = Path(__file__).resolve().parent.parent

private_v4 = st.ip_addresses(network="192.168.0.0/16").map(str)
private_v6 = st.ip_addresses(network="fd00::/8").map(str)
ports = st.integers(min_value=1024, max_value=65535)


def test_a_kept_secret_is_made_once_for_its_owner_only(tmp_path):
    local = tmp_path / ".local"
    key = local_run.kept_secret(local / "secret-key")
    assert len(key) >= 40 and local_run.kept_secret(local / "secret-key") == key
    assert local_run.kept_secret(local / "admin-password") != key
    assert stat.S_IMODE((local / "secret-key").stat().st_mode) == 0o600
    assert stat.S_IMODE(local.stat().st_mode) == 0o700


@given(addresses=st.lists(st.one_of(private_v4, private_v6), min_size=1, max_size=4, unique=True), port=ports)
def test_on_every_interface_this_machines_addresses_are_served_and_links_name_the_first(
    tmp_path_factory, addresses, port
):
    local = tmp_path_factory.mktemp("local")
    with patch.object(local_run, "machine_addresses", lambda: addresses):
        env = local_run.local_environment("0.0.0.0", port, {"DEBUG": "1"}, local)
    hosts = env["ALLOWED_HOSTS"].split(",")
    assert "*" not in hosts and set(local_run.LOOPBACK_HOSTS) <= set(hosts)
    assert {local_run.as_host(address) for address in addresses} <= set(hosts)
    assert len(hosts) == len(local_run.LOOPBACK_HOSTS) + len(addresses)
    assert env["SITE_URL"] == f"http://{local_run.as_host(addresses[0])}:{port}"
    assert env["DEBUG"] == "0"  # whatever the shell had
    assert env["SECRET_KEY"] == (local / "secret-key").read_text().strip()
    assert env["LOCAL_ADMIN"] == local_run.LOCAL_ADMIN


@given(port=ports, host=st.sampled_from(["127.0.0.1", "localhost", "::1", "192.168.1.20", "fd00::20"]))
def test_on_one_address_that_address_and_the_port_served_are_in_the_links(tmp_path_factory, host, port):
    env = local_run.local_environment(host, port, {}, tmp_path_factory.mktemp("local"))
    loopback = local_run.as_host(host) in local_run.LOOPBACK_HOSTS
    expected = "127.0.0.1" if loopback else local_run.as_host(host)
    assert env["SITE_URL"] == f"http://{expected}:{port}"
    assert expected in env["ALLOWED_HOSTS"].split(",")


def test_what_the_caller_sets_is_kept_but_debug_is_off(tmp_path):
    caller = {"SECRET_KEY": "mine", "SITE_URL": "http://table.lan:9000", "ALLOWED_HOSTS": "table.lan", "DEBUG": "1"}
    env = local_run.local_environment("0.0.0.0", 9000, caller, tmp_path)
    assert {name: env[name] for name in ("SECRET_KEY", "SITE_URL", "ALLOWED_HOSTS")} == {
        "SECRET_KEY": "mine",
        "SITE_URL": "http://table.lan:9000",
        "ALLOWED_HOSTS": "table.lan",
    }
    assert env["DEBUG"] == "0" and not (tmp_path / "secret-key").exists()


def test_machine_addresses_are_ones_a_phone_can_use():
    import ipaddress

    for address in local_run.machine_addresses():
        ip = ipaddress.ip_address(address)
        assert not (ip.is_loopback or ip.is_link_local or ip.is_unspecified), address


def test_the_uvicorn_command_takes_no_forwarded_address_from_any_peer():
    command = local_run.uvicorn_command("0.0.0.0", 8000)
    assert "--no-proxy-headers" in command and "--proxy-headers" not in command


@pytest.mark.django_db
def test_the_local_admin_is_made_once_and_its_password_is_the_kept_one():
    users = get_user_model()
    local_run.ensure_local_admin("local-admin", "first-password")
    local_run.ensure_local_admin("local-admin", "first-password")
    admin = users.objects.get(username="local-admin")
    assert users.objects.count() == 1 and admin.is_superuser and admin.is_staff
    admin.set_password("changed in the admin")
    admin.is_superuser = False
    admin.save()
    local_run.ensure_local_admin("local-admin", "first-password")
    assert authenticate(username="local-admin", password="first-password") == admin
    assert users.objects.get(username="local-admin").is_superuser


@pytest.mark.django_db
def test_the_admin_login_page_names_the_local_account_only_on_a_make_run_server(client, settings):
    assert b'id="local-admin"' not in client.get("/admin/login/").content
    settings.LOCAL_ADMIN = "local-admin"
    page = client.get("/admin/login/").content.decode()
    assert 'id="local-admin"' in page and "make run" in page and ".local/admin-password" in page


def test_make_run_s_server_leaves_every_thread_s_stack_in_its_log_if_it_crashes(tmp_path):
    assert local_run.local_environment("127.0.0.1", 9000, {}, tmp_path)["PYTHONFAULTHANDLER"] == "1"


def test_a_vapid_key_pair_is_made_once_kept_for_its_owner_and_signs_what_its_public_key_checks(tmp_path):
    """`make run` offers "Notify me" with no set-up: both keys set (tabletop.live.notifications.enabled), the
    same pair after a restart (a new one would orphan every subscription)."""
    env = local_run.local_environment("127.0.0.1", 9000, {}, tmp_path)
    again = local_run.local_environment("127.0.0.1", 9000, {}, tmp_path)
    assert env["VAPID_PRIVATE_KEY"] and env["VAPID_PUBLIC_KEY"]
    assert (again["VAPID_PRIVATE_KEY"], again["VAPID_PUBLIC_KEY"]) == (
        env["VAPID_PRIVATE_KEY"],
        env["VAPID_PUBLIC_KEY"],
    )
    assert (tmp_path / "vapid-private-key").read_text().strip() == env["VAPID_PRIVATE_KEY"]
    assert stat.S_IMODE((tmp_path / "vapid-private-key").stat().st_mode) == 0o600
    signer = Vapid.from_string(env["VAPID_PRIVATE_KEY"])  # as pushes.services reads the setting
    public = ec.EllipticCurvePublicKey.from_encoded_point(
        ec.SECP256R1(), base64.urlsafe_b64decode(env["VAPID_PUBLIC_KEY"] + "==")
    )
    public.verify(signer.private_key.sign(b"claims", ec.ECDSA(hashes.SHA256())), b"claims", ec.ECDSA(hashes.SHA256()))


def test_vapid_keys_the_caller_sets_are_kept_and_none_is_made(tmp_path):
    env = local_run.local_environment(
        "127.0.0.1", 9000, {"VAPID_PRIVATE_KEY": "mine", "VAPID_PUBLIC_KEY": "its"}, tmp_path
    )
    assert (env["VAPID_PRIVATE_KEY"], env["VAPID_PUBLIC_KEY"]) == ("mine", "its")
    assert not (tmp_path / "vapid-private-key").exists()


def test_python_m_config_vapid_prints_a_pair_for_docker_env():
    done = subprocess.run([sys.executable, "-m", "config.vapid"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    pair = dict(line.split("=", 1) for line in done.stdout.splitlines())
    assert done.returncode == 0 and set(pair) == {"VAPID_PRIVATE_KEY", "VAPID_PUBLIC_KEY"}
    assert vapid.public_key_of(pair["VAPID_PRIVATE_KEY"]) == pair["VAPID_PUBLIC_KEY"]
