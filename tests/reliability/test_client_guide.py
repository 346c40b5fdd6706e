"""docs/python-client.md: its code runs as written against the live server (uvicorn, as in
production: the event stream streams), with the client of clients/python, and prints what the
guide says it reads."""

import re
import sys

from tabletop.http import contract

GUIDE = contract.ROOT / "docs" / "python-client.md"


def test_the_guides_first_game_and_stream_run_as_written(live, capsys):
    blocks = re.findall(r"```python\n(.*?)```", GUIDE.read_text(), re.S)
    assert len(blocks) == 2
    namespace = {"BASE_URL": live.base, "__name__": "guide"}
    sys.path.insert(0, str(contract.CLIENT))
    try:
        for block in blocks:
            exec(compile(block, str(GUIDE), "exec"), namespace)  # the guide's own code
    finally:
        sys.path.remove(str(contract.CLIENT))
    opened, streamed = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"auction [01]", opened)
    assert streamed == "1 begin_auction_step"
