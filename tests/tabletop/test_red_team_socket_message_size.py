"""Red team: a socket message is bounded before the server inflates and holds it.

The socket reads frames of at most 16 KiB (MAX_FRAME_CHARS), but that check runs once uvicorn
has received the whole message, inflated (the sockets were deflated then) and decoded it: with
uvicorn's default `--ws-max-size` of 16 MiB, a text frame of 16 MiB of one letter, about 16 KiB
on the wire, cost the server 16 MiB and its decoding before the answer `frame_too_large`, and
before the seat's rate limit counted it. Ten sockets sending ten such frames each (about 1.6 MB
sent) held a `make run` server's event loop for 0.65 s per health check (0.07 s before) and
grew it by 60 MB. Every command that starts the web server now bounds the message (and, since,
declines deflate: a message of 64 KiB now takes 64 KiB on the wire)."""

import re

from config import local_run
from tabletop.live.consumers import MAX_FRAME_CHARS
from tests.test_project_files import uvicorn_commands


def test_every_web_server_bounds_a_socket_message_near_the_largest_frame_it_reads():
    commands = uvicorn_commands()
    assert len(commands) == 4
    for where, command in commands.items():
        found = re.search(r'--ws-max-size"?,?\s*"?(\d+)', command)
        assert found, f"{where} runs uvicorn with its default --ws-max-size of 16 MiB: {command}"
        size = int(found.group(1))
        # over 3 frame limits (the fault tests' largest frame is answered frame_too_large on a
        # socket that stays open) and far under uvicorn's 16 MiB
        assert 3 * MAX_FRAME_CHARS < size <= 64 * 1024, (where, size)
    assert getattr(local_run, "WS_MAX_SIZE", None) == 64 * 1024
