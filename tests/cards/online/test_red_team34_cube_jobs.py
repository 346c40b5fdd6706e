"""Reading a cube from CubeCobra (an import, a refresh), or an uploaded file's cards from
Scryfall, never holds a web request: the request
answers 202 at once with a job, a worker runs the job, and the job's whole time is bounded
(CUBE_IMPORT_SECONDS), a slow source ending it failed with source_too_slow. Against the
stand-in sources."""

from datetime import timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone
from rest_framework.test import APIClient

from cards import tasks
from cards.demo import load_demo
from cards.models import Cube, CubeJob
from tests.cards.online.cube_jobs import import_from_cubecobra, outcome, upload_cube
from tests.cards.online.stand_in import ELD_CUBE_SHORT_ID
from tests.conftest import CELERY_WORKER_GROUP, wait_for

pytestmark = pytest.mark.django_db
LINK = f"https://cubecobra.com/cube/list/{ELD_CUBE_SHORT_ID}"
JSON_PATH = "/cube/api/cubeJSON/"  # an import asks by the short id, a refresh by CubeCobra's own id


@pytest.fixture
def broker(monkeypatch):
    """Celery with a broker and no worker in the room, from when the test calls it: a job sent
    is queued (its id in the list returned), and runs only when the test runs it as a worker would."""

    def queue_jobs() -> list[str]:
        queued: list[str] = []
        tasks.run_cube_job.app.conf.task_always_eager = False  # tests/conftest.py sets it back
        monkeypatch.setattr(tasks.run_cube_job, "delay", queued.append)
        return queued

    return queue_jobs


def imported_cube(client) -> int:
    return import_from_cubecobra(client, {"cubecobra": LINK}).json()["cube"]["id"]


# Each online write: the request, given an importer's client (and the cube it imported).
ONLINE_WRITES = {
    "import": lambda client, cube_id: client.post("/api/v1/cubes/", {"cubecobra": LINK}, format="json"),
    "refresh": lambda client, cube_id: client.post(f"/api/v1/cubes/{cube_id}/refresh/", {}, format="json"),
}
DONE_STATUS = {"import": 201, "refresh": 200}


@pytest.mark.parametrize("write", sorted(ONLINE_WRITES))
def test_the_request_answers_202_with_a_queued_job_before_cubecobra_is_asked(sources, broker, write):
    """Red team (issue 34): a slow CubeCobra held a web request for 60 s. Now the request only
    queues a job and answers 202 with it (its status page in Location): CubeCobra has not been
    asked when the answer comes; a worker runs the job, and the status page then gives what the
    request once answered."""
    client = APIClient()
    cube_id = imported_cube(client) if write == "refresh" else None
    asked, queued = len(sources.cubecobra.requests), broker()

    answer = ONLINE_WRITES[write](client, cube_id)

    assert answer.status_code == 202, answer.content
    job = answer.json()
    assert job["status"] == "queued" and answer["Location"] == job["status_url"] and queued == [job["id"]]
    assert len(sources.cubecobra.requests) == asked, "the request asked CubeCobra itself"
    assert client.get(job["status_url"]).json()["status"] == "queued"
    assert tasks.run_cube_job(queued.pop()) == "done"  # as the worker does
    ended = outcome(client, answer, DONE_STATUS[write])
    assert ended.status_code == DONE_STATUS[write], ended.json()
    assert len(sources.cubecobra.requests) == asked + 1
    assert tasks.run_cube_job(job["id"]) == "done"  # delivered twice, run once
    assert len(sources.cubecobra.requests) == asked + 1


@pytest.mark.parametrize("fault", ["slow", "drip"])  # no answer at all; an answer a byte at a time
@pytest.mark.parametrize("write", sorted(ONLINE_WRITES))
def test_a_slow_source_ends_the_job_failed_within_its_deadline(sources, settings, write, fault):
    """Red team (issue 34): a slow CubeCobra held a web request for 60 s, the per-request timeouts
    bounding each request and not the whole. Now the whole job has CUBE_IMPORT_SECONDS: a
    CubeCobra that never answers, or drips its answer, ends the job failed (503
    source_too_slow, saying so), and the request had answered 202 at once; nothing is written."""
    client = APIClient()
    cube_id = imported_cube(client) if write == "refresh" else None
    cubes, cards = Cube.objects.count(), Cube.objects.filter(pk=cube_id).values_list("cards", flat=True).count()
    settings.CUBE_IMPORT_SECONDS = 1  # against a source that takes an hour
    sources.cubecobra.fail(JSON_PATH, fault, seconds=3600)

    answer = ONLINE_WRITES[write](client, cube_id)

    assert answer.status_code == 202, answer.content
    ended = outcome(client, answer, DONE_STATUS[write])
    assert ended.status_code == 503 and ended.json()["code"] == "source_too_slow", ended.json()
    assert "too slow" in ended.json()["message"]
    assert CubeJob.objects.get(pk=answer.json()["id"]).status == CubeJob.Status.FAILED
    assert Cube.objects.count() == cubes
    assert Cube.objects.filter(pk=cube_id).values_list("cards", flat=True).count() == cards


def test_a_job_whose_worker_died_is_said_failed_not_running_for_ever(sources, broker, settings):
    """Red team (issue 34): a slow CubeCobra held a web request for 60 s. Now the page polls a job
    instead, so a job must end: one whose worker was killed mid-run (acks_late gives it again,
    and it is found taken) is said failed a minute past its deadline, and the page stops."""
    client, queued = APIClient(), broker()
    job = client.post("/api/v1/cubes/", {"cubecobra": LINK}, format="json").json()
    started = timezone.now() - timedelta(seconds=settings.CUBE_IMPORT_SECONDS + 59)
    CubeJob.objects.filter(pk=job["id"]).update(status=CubeJob.Status.RUNNING, started_at=started)
    assert client.get(job["status_url"]).json()["status"] == "running"
    CubeJob.objects.filter(pk=job["id"]).update(started_at=started - timedelta(seconds=2))
    lost = client.get(job["status_url"]).json()
    assert lost["status"] == "failed" and lost["error"]["code"] == "job_lost", lost
    assert tasks.run_cube_job(queued.pop()) == "failed"  # delivered again: nothing runs


def test_a_job_the_broker_would_not_take_is_said_failed_at_once(sources, broker, monkeypatch):
    """Red team (issue 34): the import is a job now, so a broker out of reach must not leave the
    page polling a job no worker will ever see: the answer says the job failed (job_not_queued)."""
    broker()

    def unreachable(job_id):
        raise ConnectionError("the broker is down")

    monkeypatch.setattr(tasks.run_cube_job, "delay", unreachable)
    answer = APIClient().post("/api/v1/cubes/", {"cubecobra": LINK}, format="json")
    assert answer.status_code == 202 and answer.json()["status"] == "failed"
    assert answer.json()["error"]["code"] == "job_not_queued" and not sources.cubecobra.requests


def test_a_job_no_one_has_is_404():
    """The status page of a job that does not exist says so (a typo, a job of another server)."""
    answer = APIClient().get("/api/v1/cube-jobs/00000000-0000-0000-0000-000000000000/")
    assert answer.status_code == 404 and answer.json()["code"] == "no_such_job"


@pytest.mark.django_db(transaction=True)
@pytest.mark.services("postgres", "redis", "celery")
@CELERY_WORKER_GROUP
def test_a_real_worker_on_redis_reads_the_cube_the_request_only_queued(sources, worker):
    """Red team (issue 34): a slow CubeCobra held a web request for 60 s. With REDIS_URL the job
    goes to a real Celery worker: the request answers 202 with the job queued, and the worker
    reads the cube, which the job's status page then gives."""
    client = APIClient()
    answer = client.post("/api/v1/cubes/", {"cubecobra": LINK}, format="json")
    assert answer.status_code == 202, answer.content
    url = answer.json()["status_url"]
    assert wait_for(lambda: client.get(url).json()["status"] == "done", seconds=60), client.get(url).json()
    cube = Cube.objects.get(pk=client.get(url).json()["result"]["cube"]["id"])
    assert cube.cards.count() == client.get(url).json()["result"]["cards"] > 0


def test_an_uploads_scryfall_look_ups_end_within_the_import_deadline(sources, settings):
    """Red team (issue 34): a slow source held a web request for 60 s. A file upload's look-ups of
    the names the catalogue lacks (its job's) end within CUBE_IMPORT_SECONDS in all, and each line
    they could not find says that Scryfall was too slow."""
    settings.CUBE_IMPORT_SECONDS = 1  # against a Scryfall that takes an hour
    sources.scryfall.fail("/cards/", "slow", seconds=3600, times=100)
    names = SimpleUploadedFile("list.txt", b"1 Bonecrusher Gaint\n1 Lightning Bolt\n")
    answer = upload_cube(APIClient(), {"file": names, "name": "Mine"})
    assert answer.status_code == 422 and answer.json()["code"] == "import_refused", answer.content
    reasons = [problem["reason"] for problem in answer.json()["problems"]]
    assert len(reasons) == 2 and all("too slow" in reason for reason in reasons), reasons
    assert not Cube.objects.exists()


@pytest.mark.parametrize(
    ("filename", "content"),
    [
        ("list.txt", b"1 Bonecrusher Giant\n1 Lightning Bolt\n"),  # names the catalogue lacks
        ("cube.csv", b"name,CMC,Type,Color,Color Category\r\nBonecrusher Giant,3,Creature,R,Red\r\n"),
    ],
)
def test_an_upload_scryfall_must_fill_answers_at_once_with_a_job(sources, broker, filename, content):
    """Red team (issue 34): online sources never hold a web worker. An upload whose cards the
    catalogue lacks (or holds short of a fact) answers 202 with a job before Scryfall is asked,
    having written nothing; the job, run as a worker would, imports it and keeps no copy of the file."""
    queued = broker()
    client = APIClient()
    answer = client.post("/api/v1/cubes/", {"file": SimpleUploadedFile(filename, content), "name": "Mine"})
    assert answer.status_code == 202 and answer.json()["status"] == "queued", answer.content
    assert answer["Location"] == answer.json()["status_url"]
    assert not sources.scryfall.requests and not Cube.objects.exists()
    assert tasks.run_cube_job(queued.pop()) == "done"
    job = client.get(answer.json()["status_url"]).json()
    assert job["result"]["cube"]["name"] == "Mine" and Cube.objects.filter(pk=job["cube"]).exists()
    assert sources.scryfall.requests and CubeJob.objects.get(pk=job["id"]).upload is None


def test_an_upload_the_catalogue_knows_is_imported_in_its_request(sources, broker):
    """What needs no online source stays one request: 201 with the cube, no job, nothing asked."""
    queued = broker()
    load_demo()
    content = b"1 Lightning Bolt\n"
    answer = APIClient().post("/api/v1/cubes/", {"file": SimpleUploadedFile("list.txt", content), "name": "Known"})
    assert answer.status_code == 201 and answer.json()["cube"]["name"] == "Known", answer.content
    assert not queued and not sources.scryfall.requests and not CubeJob.objects.exists()
