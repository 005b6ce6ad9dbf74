"""A save-state link as a QR code, so a game moves from one screen to a phone by its camera.

The code is made by ``segno`` (a pinned wheel from PyPI; in the page it is loaded the first
time a code is asked for) and drawn by the page. Error correction is level M (15% of the code
may be smudged or glared and still read) where the link fits, else level L (7%): a QR code of
the largest size (version 40, 177 × 177 modules) holds 2,331 bytes at M and 2,953 at L. A
longer link has no code; the message says so and how long it is.
"""

from __future__ import annotations

from typing import Any

#: Bytes a QR code holds at most (version 40, error correction L, byte mode).
MOST = 2953


def link_qr(text: str) -> dict[str, Any]:
    """The QR code of ``text``: its version, error-correction level and rows of modules
    (``"1"`` dark, ``"0"`` light), without the quiet zone, which the page draws around it.
    Raises ``ValueError`` when the text is too long for any QR code."""
    import segno  # only here: the page loads it on the first code asked for

    size = len(text.encode("utf-8"))
    if size > MOST:
        raise ValueError(f"This link is too long for a QR code ({size:,} characters; one holds "
                         f"at most {MOST:,}). Copy the link instead.")
    try:
        code = segno.make(text, error="m", micro=False, boost_error=False)
    except segno.DataOverflowError:
        code = segno.make(text, error="l", micro=False, boost_error=False)
    rows = ["".join("1" if dark else "0" for dark in row) for row in code.matrix_iter(border=0)]
    return {"version": code.version, "error": code.error, "rows": rows}
