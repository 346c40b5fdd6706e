"""The tests' own HTTP stand-ins run in a thread of the test process."""

import socketserver
import threading

# `shutdown()` waits for serve_forever's next poll: at the default 0.5 s, each test that stops a
# stand-in slept there (76 s of the main part's teardowns on 2026-12-06, 0.5-1 s a test).
POLL_SECONDS = 0.02


def serve_in_background(server: socketserver.BaseServer) -> threading.Thread:
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": POLL_SECONDS}, daemon=True)
    thread.start()
    return thread
