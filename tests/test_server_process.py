"""How a server process is set up before it serves: what config.asgi does on import."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_asgi_application_keeps_start_up_objects_and_in_flight_commands_out_of_full_collections():
    probe = "import gc, json, config.asgi; print(json.dumps([gc.get_threshold(), gc.get_freeze_count()]))"
    env = {**os.environ, "SECRET_KEY": "probe", "DJANGO_SETTINGS_MODULE": "config.settings"}
    env.pop("DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60, check=True)
    (young, _, _), frozen = json.loads(done.stdout.strip().splitlines()[-1])
    assert young >= 10_000, "a young pass every few hundred objects promotes every command in flight"
    assert frozen > 10_000, "the modules and settings loaded at start-up should be frozen"
