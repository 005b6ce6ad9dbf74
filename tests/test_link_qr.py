"""The link's QR code (hexrealms.link_qr, web_api.link_qr): read back by a real decoder
(zxing-cpp) to the text it was made of, at level M while the text fits it and level L up to a
QR code's most; a longer text is refused with its length in the message."""

from __future__ import annotations

import json

import pytest
import zxingcpp
from PIL import Image

from hexrealms import web_api
from hexrealms.link_qr import MOST, link_qr

QUIET = 4


def image_of(rows: list[str], scale: int = 3) -> Image.Image:
    """The code as a picture, with the quiet zone a reader needs."""
    n = len(rows) + 2 * QUIET
    img = Image.new("L", (n * scale, n * scale), 255)
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark == "1":
                img.paste(0, ((x + QUIET) * scale, (y + QUIET) * scale,
                              (x + QUIET + 1) * scale, (y + QUIET + 1) * scale))
    return img


@pytest.mark.parametrize("length, level", [(60, "M"), (2331, "M"), (2332, "L"), (MOST, "L")])
def test_a_code_reads_back_to_its_text(length: int, level: str) -> None:
    text = ("http://127.0.0.1:8000/index.html#g=" + "AbCd-_09" * 400)[:length]
    code = link_qr(text)
    assert code["error"] == level
    assert len(code["rows"]) == 17 + 4 * code["version"]
    assert [r.text for r in zxingcpp.read_barcodes(image_of(code["rows"]))] == [text]


def test_a_text_too_long_for_any_code_is_refused_by_name() -> None:
    answer = json.loads(web_api.link_qr("x" * (MOST + 1)))
    assert answer["ok"] is False
    assert f"({MOST + 1:,} characters" in answer["error"]
    assert "too long for a QR code" in answer["error"]
