"""A command's answer waits on the channel layer PUSH_TIMEOUT_SECONDS at most: with Redis down
or slow, its push is late (sockets resend it from the log), and the answer comes. Here the layer
never answers at all: the answer of a REST command (the ORM path: publish_on_commit) must come
all the same (it hung for ever before)."""

import asyncio
import threading

import pytest
from rest_framework.test import APIClient

from tabletop import realtime

pytestmark = pytest.mark.django_db(transaction=True)


class LayerThatNeverAnswers:
    """A channel layer whose Redis took the connection and says nothing: a send waits for ever."""

    def __init__(self) -> None:
        self.sends = 0

    async def group_send(self, group: str, message: dict) -> None:
        self.sends += 1
        await asyncio.Event().wait()


@pytest.fixture
def table(transactional_db):
    from tests.tabletop.conftest import Table

    return Table(APIClient())


@pytest.mark.parametrize("action", [{"type": "set_secret", "value": n} for n in range(3)])
def test_a_rest_commands_answer_does_not_wait_on_a_layer_that_never_answers(table, monkeypatch, action):
    layer = LayerThatNeverAnswers()
    monkeypatch.setattr(realtime, "get_channel_layer", lambda: layer)
    answers = []
    command = threading.Thread(
        target=lambda: answers.append(table.phones[0].post(table.url + "actions/", action, format="json"))
    )
    command.start()
    command.join(timeout=30)  # not a measure of speed: a wait on this layer never ends
    assert answers, "the answer waited on the channel layer"
    assert answers[0].status_code == 200, answers[0].content
    assert answers[0].json()["version"] == 1
