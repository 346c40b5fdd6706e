"""A cube job (cards/jobs.py) read back as the answer its request once gave: the tests of what
an import or refresh does read its outcome the same way, whoever ran the job."""

import json
from dataclasses import dataclass

from tests.conftest import wait_for


@dataclass
class JobOutcome:
    status_code: int
    body: dict

    def json(self) -> dict:
        return self.body

    @property
    def content(self) -> bytes:
        return json.dumps(self.body).encode()


def outcome(client, response, done_status: int):
    """`response` itself unless it is a job (202); else, from the job's status page, the job's
    result with `done_status`, or its error with the error's status."""
    if response.status_code != 202:
        return response
    url = response.json()["status_url"]
    # in a test's transaction the job ran in place; in a transactional test, in a thread of its own
    assert wait_for(lambda: client.get(url).json()["status"] in ("done", "failed"), 120), client.get(url).json()
    job = client.get(url).json()
    if job["status"] == "done":
        return JobOutcome(done_status, job["result"])
    error = dict(job["error"])
    return JobOutcome(error.pop("status"), error)


def upload_cube(client, fields: dict):
    """A cube file uploaded: 201 when the catalogue knows its cards, else the job that fills them."""
    return outcome(client, client.post("/api/v1/cubes/", fields), 201)


def import_from_cubecobra(client, body: dict):
    return outcome(client, client.post("/api/v1/cubes/", body, format="json"), 201)


def refresh(client, cube_id: int, body: dict | None = None):
    return outcome(client, client.post(f"/api/v1/cubes/{cube_id}/refresh/", body or {}, format="json"), 200)
