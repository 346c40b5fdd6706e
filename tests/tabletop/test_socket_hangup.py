"""A phone that hangs up while its answer is being sent is routine, not a server failure: nothing is
logged (a stress of 2,238 sockets closed mid-answer logged 916 tracebacks before). A real failure of
a message is still logged and answered server_error."""

import logging

import pytest

from tabletop.live import consumers
from tabletop.live.consumers import GameConsumer


class HungUp(OSError):
    """What an ASGI server raises on send to a closed socket (uvicorn's ClientDisconnected is one)."""


def consumer_whose(monkeypatch, failure: Exception, phone_gone: bool) -> tuple[GameConsumer, list]:
    consumer = GameConsumer()
    consumer.game_id, consumer.limit_key, consumer.address_key = 7, "seat", None
    monkeypatch.setattr(consumers.socket_limits, "take", lambda *keys: (0, None))
    sent = []

    async def failing_receive_json(content, **kwargs):
        raise failure

    async def send_json(content, close=False):
        if phone_gone:
            raise HungUp("the phone hung up")
        sent.append(content)

    consumer.receive_json, consumer.send_json = failing_receive_json, send_json
    return consumer, sent


@pytest.mark.parametrize("failure", [HungUp("gone mid-answer"), ConnectionResetError("reset")])
async def test_a_phone_that_hung_up_before_its_answer_is_not_logged(monkeypatch, caplog, failure):
    consumer, _ = consumer_whose(monkeypatch, failure, phone_gone=True)
    with caplog.at_level(logging.INFO, logger=consumers.logger.name):
        await consumer.receive(text_data='{"type": "ping"}')
    assert caplog.records == []


@pytest.mark.parametrize("phone_gone", [False, True])
async def test_a_message_that_fails_is_logged_and_answered_while_the_phone_listens(monkeypatch, caplog, phone_gone):
    consumer, sent = consumer_whose(monkeypatch, ValueError("a bug"), phone_gone)
    with caplog.at_level(logging.INFO, logger=consumers.logger.name):
        await consumer.receive(text_data='{"type": "ping"}')
    assert [r.getMessage() for r in caplog.records] == ["socket message on game 7 failed"]
    assert caplog.records[0].exc_info[0] is ValueError
    assert [m.get("code") for m in sent] == ([] if phone_gone else ["server_error"])
