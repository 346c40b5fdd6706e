import asyncio
import logging
from datetime import timedelta

from celery import shared_task
from channels.db import database_sync_to_async
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.utils import timezone

from tabletop.core import kinds, services, states
from tabletop.models import Game

logger = logging.getLogger(__name__)

# Each task keeps the name it was first registered by: queued jobs and beat's schedule carry it.


@shared_task(
    name="tabletop.tasks.apply_table_step",
    acks_late=True,
    # the broker or the database away for a moment: tried again within seconds (1, 2, 4... s), where
    # beat's sweep of stuck steps would come after TABLE_STEP_RETRY_SECONDS. Run in process (no
    # broker), a retry comes at once, with no wait, and would only hold the request that ran it.
    autoretry_for=(ConnectionError,)
    if settings.CELERY_TASK_ALWAYS_EAGER
    else (ConnectionError, OperationalError, InterfaceError),
    retry_backoff=True,
    max_retries=5,
)
def apply_table_step(game_id: int, expected_version: int) -> int | None:
    """Apply the step a game waits on from the table itself (deal a market, draw a theme...).
    Keyed by the version it was scheduled at, so a task delivered twice deals once."""
    result = services.apply_pending_table_step(game_id, expected_version)
    return None if result is None else result.body["version"]


@shared_task(name="tabletop.tasks.reschedule_stuck_table_steps")
def reschedule_stuck_table_steps(quiet_seconds: float | None = None) -> int:
    """Send again the table step of every game that has waited on one for quiet_seconds
    (TABLE_STEP_RETRY_SECONDS unless given): its job may have been lost (the broker was down when
    it was sent, or the process that ran it died). Safe to repeat: the job is keyed by the
    version, so a step is dealt once however many jobs arrive."""
    sent = 0
    quiet = settings.TABLE_STEP_RETRY_SECONDS if quiet_seconds is None else quiet_seconds
    stuck_since = timezone.now() - timedelta(seconds=quiet)
    quiet_games = Game.objects.filter(
        status=Game.Status.ACTIVE,
        waiting_on=[],
        updated_at__lt=stuck_since,
        version__lt=services.MAX_ACTIONS_PER_GAME,  # at its most actions a game takes no step
    )
    for game in quiet_games.only("version", *states.LOAD_FIELDS):
        engine = kinds.get(game.kind).engine
        if engine.system_action(states.load(game, engine)) is None:
            continue
        try:
            apply_table_step.delay(game.pk, game.version)
        except Exception:  # run in process, the step itself failed: the next sweep tries again
            logger.warning(
                "the table step of game %s at version %s failed; the next sweep sends it again",
                game.pk,
                game.version,
                exc_info=True,
            )
            continue
        sent += 1
    return sent


async def lifespan(scope, receive, send) -> None:
    """The server's start-up and shutdown (ASGI lifespan). In the embedded default, jobs run in
    the server's own process and no beat runs: a table step whose job died with an earlier server
    process (killed between an action's commit and its deal's) would wait for ever, and no turn
    notification would be sent. There, the server sends every pending table step when it starts,
    and then, on beat's schedule, every step that has waited TABLE_STEP_RETRY_SECONDS, and the
    turn notifications every WEB_PUSH_CHECK_SECONDS. With a broker, workers and beat do this."""
    loops = []
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            if apply_table_step.app.conf.task_always_eager:
                running = asyncio.get_running_loop()
                loops = [running.create_task(_sweep_in_process()), running.create_task(_push_in_process())]
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            for loop in loops:
                loop.cancel()
            await send({"type": "lifespan.shutdown.complete"})
            return


async def _push_in_process() -> None:
    # beat's job, found by its name (pushes imports tabletop) once the apps' tasks are loaded (a
    # worker loads them as it starts; a web process has not)
    app = apply_table_step.app
    app.loader.import_default_modules()
    job = app.tasks["pushes.tasks.push_to_waiting_seats"]
    interval = settings.CELERY_BEAT_SCHEDULE["push-to-waiting-seats"]["schedule"]
    while True:
        await asyncio.sleep(interval)
        try:
            await database_sync_to_async(job)()
        except Exception:  # the database out of reach, say
            logger.warning("sending the turn notifications failed; the next round tries again", exc_info=True)


async def _sweep_in_process() -> None:
    quiet: float | None = 0  # at start-up no job of this process is in flight: a pending step's was lost
    interval = settings.CELERY_BEAT_SCHEDULE["reschedule-stuck-table-steps"]["schedule"]
    while True:
        try:
            sent = await database_sync_to_async(reschedule_stuck_table_steps)(quiet)
        except Exception:  # the database out of reach, say
            logger.warning("sweeping the table steps failed; the next sweep tries again", exc_info=True)
        else:
            if sent:
                logger.info("sent again %s table step(s) whose job was lost", sent)
        quiet = None
        await asyncio.sleep(interval)
