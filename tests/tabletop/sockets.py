"""channels' test communicator with waits that bound a hang (HANG seconds), not a speed: its own
default of 1 s failed sockets whose answer was simply late on a busy machine."""

from channels.testing.websocket import WebsocketCommunicator as ChannelsCommunicator

HANG = 30


class WebsocketCommunicator(ChannelsCommunicator):
    async def connect(self, timeout=HANG):
        return await super().connect(timeout)

    async def receive_output(self, timeout=HANG):
        return await super().receive_output(timeout)

    async def receive_from(self, timeout=HANG):
        return await super().receive_from(timeout)

    async def receive_json_from(self, timeout=HANG):
        return await super().receive_json_from(timeout)

    async def disconnect(self, code=1000, timeout=HANG):
        return await super().disconnect(code, timeout)
