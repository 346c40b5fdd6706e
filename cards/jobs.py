"""A cube read from CubeCobra (an import, a refresh), or an uploaded file whose cards Scryfall must
fill, runs as a Celery job, never in a web request:
the request checks what it can without the network, keeps a CubeJob and answers at once; a
worker (in the embedded default, a thread of the server's process) runs it within CUBE_IMPORT_SECONDS for
every request to CubeCobra and Scryfall together, and the job's status page says how it ended:
the answer the request once gave, or the error it would have been."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.db import connections, transaction
from django.urls import reverse
from django.utils import timezone

from cards.answers import import_body, refresh_body, refused_import, source_failed
from cards.models import Cube, CubeJob
from cards.online.cubecobra import StaleRefresh, cube_id_of, import_cubecobra, refresh_cube
from cards.online.http import SourceError, total_deadline
from cards.services import CubeImportRefused, import_cube
from tabletop.core.errors import Conflict, ServiceError, Unprocessable, error_body

log = logging.getLogger(__name__)


def lost_after() -> timedelta:
    return timedelta(seconds=settings.CUBE_IMPORT_SECONDS + 60)  # the deadline, and time to write the cube


def start_import(values: dict, *, owner, importer_key: str) -> CubeJob:
    """A job importing the CubeCobra cube `values` names (CubeCobraImportSerializer's fields).
    Raises CubeImportRefused, at once, for what is no CubeCobra link or id."""
    try:
        cube_id_of(values["cubecobra"])
    except ValueError as error:
        raise CubeImportRefused(str(error)) from None
    account = owner if owner is not None and owner.is_authenticated else None
    job = CubeJob.objects.create(
        kind=CubeJob.Kind.IMPORT,
        owner=account,
        importer_key="" if account else importer_key,
        params={
            name: values[name]
            for name in ("cubecobra", "name", "description", "module", "skip_bad_lines")
            if name in values
        },
    )
    return _send(job)


def start_refresh(cube: Cube, *, confirm: str) -> CubeJob:
    """A job showing (or with `confirm`, applying) what changed on CubeCobra. Raises
    CubeImportRefused, at once, for a cube not read from CubeCobra."""
    if not cube.cubecobra_id:
        raise CubeImportRefused(f"cube {cube.pk} was not read from CubeCobra")
    job = CubeJob.objects.create(kind=CubeJob.Kind.REFRESH, cube=cube, params={"confirm": confirm})
    return _send(job)


def start_file_import(data: bytes, arguments: dict, *, owner, importer_key: str) -> CubeJob:
    """A job importing an uploaded file (import_cube's `arguments`) whose cards Scryfall must
    fill: the request found that out, with nothing written (services.without_online_lookups)."""
    account = owner if owner is not None and owner.is_authenticated else None
    job = CubeJob.objects.create(
        kind=CubeJob.Kind.FILE_IMPORT,
        owner=account,
        importer_key="" if account else importer_key,
        params=arguments,
        upload=data,
    )
    return _send(job)


def _send(job: CubeJob) -> CubeJob:
    try:
        if run_cube_job.app.conf.task_always_eager and not transaction.get_connection().in_atomic_block:
            # the embedded default runs jobs in process: in a thread of its own, so that the
            # request still answers at once (inside a transaction, as in a test, a thread would
            # not see the job's row: it runs in place)
            threading.Thread(target=_run_in_thread, args=(str(job.pk),), daemon=True).start()
        else:
            run_cube_job.delay(str(job.pk))
    except Exception:  # the broker out of reach: the job is said failed, not left queued for ever
        log.warning("cube job %s could not be queued", job.pk, exc_info=True)
        _finish(job, error={"status": 503, **error_body("job_not_queued", "the job could not be queued: try again")})
    job.refresh_from_db()
    return job


@shared_task(name="cards.tasks.run_cube_job", acks_late=True)
def run_cube_job(job_id: str) -> str:
    """A cube job (see above): run once, within CUBE_IMPORT_SECONDS (cards.tasks registers it)."""
    return run_job(job_id)


def _run_in_thread(job_id: str) -> None:
    try:
        run_job(job_id)
    finally:
        connections.close_all()  # this thread's own connections


def run_job(job_id: str) -> str:
    """Run a queued job once (a job delivered twice finds it taken) within CUBE_IMPORT_SECONDS;
    returns its status."""
    claimed = CubeJob.objects.filter(pk=job_id, status=CubeJob.Status.QUEUED).update(
        status=CubeJob.Status.RUNNING, started_at=timezone.now()
    )
    if not claimed:
        return CubeJob.objects.filter(pk=job_id).values_list("status", flat=True).first() or "missing"
    job = CubeJob.objects.select_related("owner", "cube").get(pk=job_id)
    try:
        with total_deadline(settings.CUBE_IMPORT_SECONDS):
            result = RUNS[job.kind](job)
    except ServiceError as error:
        _finish(
            job,
            error={"status": error.status_code, **error_body(error.code, error.message, error.field, **error.extra)},
        )
    except Exception:  # a bug: said to the job's reader as a failure, logged for us
        log.exception("cube job %s failed", job.pk)
        _finish(job, error={"status": 500, **error_body("job_failed", "the job failed on the server")})
    else:
        _finish(job, result=result)
    return job.status


def _finish(job: CubeJob, *, result: dict | None = None, error: dict | None = None) -> None:
    job.status = CubeJob.Status.FAILED if error else CubeJob.Status.DONE
    job.result, job.error, job.finished_at = result, error, timezone.now()
    job.upload = None  # the file is read: not kept
    job.save(update_fields=["status", "result", "error", "finished_at", "upload"])


def _import(job: CubeJob) -> dict:
    values = job.params
    try:
        result = import_cubecobra(
            values["cubecobra"],
            name=values.get("name", ""),
            module=values.get("module"),
            owner=job.owner,
            description=values.get("description", ""),
            skip_bad_lines=values.get("skip_bad_lines", False),
            importer_key=job.importer_key,
        )
    except CubeImportRefused as error:
        raise refused_import(error, "cubecobra") from None
    except SourceError as error:
        raise source_failed(error, "cubecobra") from None
    job.cube = result.cube
    job.save(update_fields=["cube"])
    return import_body(result)


def _refresh(job: CubeJob) -> dict:
    cube = job.cube
    try:
        diff = refresh_cube(cube, confirm=job.params.get("confirm", ""))
    except StaleRefresh as error:
        raise Conflict(error.message, code="stale_refresh", field="confirm") from None
    except CubeImportRefused as error:
        raise Unprocessable(error.message, code="not_from_cubecobra") from None
    except SourceError as error:
        raise source_failed(error, "cube") from None
    return refresh_body(cube, diff)


def _file_import(job: CubeJob) -> dict:
    try:
        result = import_cube(bytes(job.upload), owner=job.owner, importer_key=job.importer_key, **job.params)
    except CubeImportRefused as error:
        raise refused_import(error, "file") from None
    job.cube = result.cube
    job.save(update_fields=["cube"])
    return import_body(result)


RUNS: dict[str, Callable[[CubeJob], dict]] = {
    CubeJob.Kind.IMPORT: _import,
    CubeJob.Kind.REFRESH: _refresh,
    CubeJob.Kind.FILE_IMPORT: _file_import,
}


def job_body(job: CubeJob) -> dict:
    """A job as its status page shows it: `result` once done, `error` once failed. A job still
    running a minute past its deadline lost its worker (killed, restarted): it is failed."""
    lost = job.status == CubeJob.Status.RUNNING and job.started_at < timezone.now() - lost_after()
    if lost:
        error = {"status": 503, **error_body("job_lost", "the job stopped with its worker: try again")}
        if CubeJob.objects.filter(pk=job.pk, status=CubeJob.Status.RUNNING).update(
            status=CubeJob.Status.FAILED, error=error, finished_at=timezone.now()
        ):
            job.refresh_from_db()
    return {
        "id": str(job.pk),
        "kind": job.kind,
        "status": job.status,
        "status_url": reverse("cube-job", args=[job.pk]),
        "cube": job.cube_id,
        "created_at": job.created_at,
        "finished_at": job.finished_at,
        "result": job.result,
        "error": job.error,
    }
