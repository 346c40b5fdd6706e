import pytest

from cards.parsing.common import ImportFailed
from cards.parsing.detect import detect_format


@pytest.mark.parametrize(
    ("filename", "head", "expected"),
    [
        ("cube.csv", b"name,CMC,Type,Color\r\n", "cubecobra-csv"),
        ("export", b"\xef\xbb\xbfName,CMC,Type,Color\n", "cubecobra-csv"),
        ("cube.txt", b'"name","CMC","Type"\n', "cubecobra-csv"),
        ("cube.csv", b"card,cost\n", "cubecobra-csv"),  # the CSV importer explains the bad header
        ("cube.txt", b"# mainboard\nOpt\n", "text"),
        ("list", b"Xenagos, the Reveler\nOpt\n", "text"),
        ("cards.json", b'  [{"object": "card"', "scryfall-json"),
        ("page", b'{"object": "list", "data": [', "scryfall-json"),
        ("card", b'{"object":"card","id":"x"', "scryfall-json"),
        ("mb1.json", b'{\n  "bfa31067-78f4": {"id": "bfa31067', "draftmancer-json"),
        ("cube.txt", b'{"a\\"b": {', "draftmancer-json"),
    ],
)
def test_detect_format(filename, head, expected):
    assert detect_format(filename, head) == expected


def test_an_empty_file_fails():
    with pytest.raises(ImportFailed, match="the file is empty"):
        detect_format("cube.csv", b"\xef\xbb\xbf \n")
